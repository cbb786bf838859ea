import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { factText, knownFacts, optionalFacts, type OptionalFact } from "./card-facts";
import { factCard, factCards, unknownFactCards } from "../../../tests/support/fact-cards";

const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");
const base = cards[0]!;

describe("factText", () => {
  it.each<[string, OptionalFact, string | undefined]>([
    ["bank-norwegian-kredittkort", "interestFreeDays", "Inntil 45 dager"],
    ["bank-norwegian-kredittkort", "currencyMarkupPercent", "1,75 %"],
    ["bank-norwegian-kredittkort", "cashWithdrawalFee", "1,75 %, minst 35 kr"],
    ["bank-norwegian-kredittkort", "cashWithdrawalAbroadFee", "2 %, minst 40 kr"],
    ["bank-norwegian-kredittkort", "minimumAge", "20 år"],
    ["bank-norwegian-kredittkort", "minimumIncomeKr", "200 000 kr"],
    // A known 0 is printed as 0; an unknown fact is not.
    ["remember-black", "currencyMarkupPercent", "0 %"],
    ["remember-black", "cashWithdrawalFee", "0 kr"],
    ["remember-black", "minimumIncomeKr", undefined],
    ["amex-platinum", "interestFreeDays", undefined],
    ["trumf-kredittkort", "currencyMarkupPercent", undefined],
    ["trumf-kredittkort", "cashWithdrawalFee", undefined],
    ["remember-black", "cashWithdrawalAbroadFee", undefined],
  ])("%s: %s is %j", (slug, fact, expected) => {
    expect(plain(factText(factCard(slug), fact))).toBe(expected);
  });

  it.each<[{ percent: number; minKr: number }, string]>([
    [{ percent: 2, minKr: 0 }, "2 %"],
    [{ percent: 0, minKr: 50 }, "50 kr"],
    [{ percent: 2.5, minKr: 1000 }, "2,5 %, minst 1 000 kr"],
  ])("a cash withdrawal fee of %o reads %s, at the own bank and abroad", (fee, expected) => {
    expect(plain(factText({ ...base, cashWithdrawalFee: fee }, "cashWithdrawalFee"))).toBe(expected);
    expect(plain(factText({ ...base, cashWithdrawalAbroadFee: fee }, "cashWithdrawalAbroadFee"))).toBe(expected);
  });

  it("says 1 dag, not 1 dager", () => {
    expect(plain(factText({ ...base, interestFreeDays: 1 }, "interestFreeDays"))).toBe("Inntil 1 dag");
  });
});

describe("knownFacts", () => {
  it("lists the facts some card has, computed from the data", () => {
    expect(knownFacts(factCards)).toEqual([...optionalFacts]);
    expect(knownFacts([factCard("amex-platinum"), factCard("sas-eurobonus")])).toEqual([
      "interestFreeDays",
      "currencyMarkupPercent",
    ]);
    expect(knownFacts([factCard("trumf-kredittkort")])).toEqual([]);
    expect(knownFacts(unknownFactCards)).toEqual([]);
  });
});
