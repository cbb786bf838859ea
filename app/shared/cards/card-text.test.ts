import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { cashbackText, creditCostNote, creditLimitText, fillCardText } from "./card-text";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const card = (slug: string) => cards.find((c) => c.urlSlug === slug)!;

describe("cashbackText", () => {
  it.each([
    ["bank-norwegian-kredittkort", "0,5 % i CashPoints"],
    ["remember-black", "0 % (re:member Reward-rabatter på 2–25 % hos over 400 butikker)"],
    ["remember-gold", "0 %"],
    ["tf-bank-mastercard", "0 % (DealPass-rabatter på 2–20 % hos over 500 butikker)"],
    ["morrow-bank-kredittkort", "1–4 % cashback"],
    ["trumf-kredittkort", "1 % Trumf-bonus i NorgesGruppen, 4 % på torsdager"],
    ["sas-eurobonus", "1–2 % i EuroBonus-poeng"],
    ["sas-eurobonus-premium", "1,5–2,5 % i EuroBonus-poeng"],
    ["amex-platinum", "2 % i Membership Rewards-poeng (Points Plus)"],
  ])("%s: %s", (slug, expected) => {
    expect(plain(cashbackText(card(slug)))).toBe(expected);
  });
});

describe("fillCardText", () => {
  it("fills tokens from the card's data", () => {
    expect(plain(fillCardText(card("sas-eurobonus"), "Årsgebyr {annualFee}, dekning {travelCover}"))).toBe(
      "Årsgebyr 465 kr, dekning 5 millioner kr",
    );
    expect(plain(creditLimitText(card("amex-platinum")))).toBe("Inntil 400 000 kr");
  });

  it("computes the fee break-even spend for a points card", () => {
    // 2 335 kr / 1,5 % = 155 667 kr, rounded up to the thousand.
    expect(plain(fillCardText(card("sas-eurobonus-premium"), "{feeBreakEvenSpend}"))).toBe("156 000 kr");
  });

  it("throws on a token the card has no data for", () => {
    expect(() => fillCardText(card("remember-gold"), "{loungeCount}")).toThrow(
      "Kort «re:member Gold»: teksten bruker {loungeCount}",
    );
  });

  it("every card's highlights fill on their own, and its editorial text with all the cards as peers", () => {
    for (const c of cards) {
      for (const text of c.highlights!) expect(fillCardText(c, text)).not.toMatch(/[{}]/);
      for (const text of c.editorial!) expect(fillCardText(c, text, cards)).not.toMatch(/[{}]/);
    }
  });

  it.each([
    // The effective rate is the example's, fee included; nominal is derived from the rate before fees.
    ["sas-eurobonus", "{effectiveRate} / {nominalRate}", "27,4 % / 19,13 %"],
    ["remember-gold", "{effectiveRate} / {nominalRate}", "17,9 % / 16,58 %"],
    ["amex-platinum", "{effectiveRate}", "189,1 %"],
  ])("%s: %s → %s", (slug, text, expected) => {
    expect(plain(fillCardText(card(slug), text))).toBe(expected);
  });

  it.each([
    ["remember-gold", "{rateStanding}", "den laveste av kortene vi sammenligner"],
    ["amex-platinum", "{rateStanding}", "den høyeste av kortene vi sammenligner"],
    ["trumf-kredittkort", "{rateStanding}", "midt blant kortene vi sammenligner"],
    ["amex-platinum", "{feeStanding}", "det høyeste av kortene vi sammenligner"],
    ["bank-norwegian-kredittkort", "{ratingStanding}", "den høyeste vi har gitt"],
    ["sas-amex-elite", "{ratingStanding}", "den laveste vi har gitt"],
  ])("%s: %s is computed from all the cards: %s", (slug, text, expected) => {
    expect(fillCardText(card(slug), text, cards)).toBe(expected);
  });

  it("refuses a comparison token without the cards to compare with", () => {
    expect(() => fillCardText(card("remember-gold"), "{rateStanding}")).toThrow(
      "som bare kan brukes i omtalen (avsnittene), der alle kortene er med",
    );
  });

  it.each(["{finnesIkke}", "{constructor}", "{toString}", "{__proto__}", "{hasOwnProperty}"])(
    "refuses %s, naming it: a name on Object.prototype is no token",
    (text) => {
      expect(() => fillCardText(card("remember-gold"), `Se ${text}`, cards)).toThrow(
        `teksten bruker ${text}, som ikke finnes. Kodene som finnes: {annualFee}, {effectiveRate}`,
      );
    },
  );

  it("states the cost of credit as a computed pro or con", () => {
    expect(creditCostNote(card("remember-gold"), cards)).toEqual({
      kind: "pro",
      text: "Effektiv rente 17,9\u00a0% i eksempelet, den laveste av kortene vi sammenligner",
    });
    expect(creditCostNote(card("sas-amex-elite"), cards)?.kind).toBe("con");
    expect(creditCostNote(card("trumf-kredittkort"), cards)).toBeNull();
  });
});
