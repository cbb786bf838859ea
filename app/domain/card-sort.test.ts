import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { cashbackValue, parseSort, sortCards, type SortOrder } from "./card-sort";

const order = (list: readonly CreditCard[]) => list.map((card) => card.urlSlug);

describe("sortCards over the ten cards", () => {
  it.each<[SortOrder, string[]]>([
    [
      // Rating high→low; Bank Norwegian and Trumf both 4,2: the lower rate (19,9 % < 22,9 %) first.
      "vurdering",
      [
        "sas-amex-elite",
        "amex-platinum",
        "remember-black",
        "sas-eurobonus-premium",
        "sas-eurobonus",
        "bank-norwegian-kredittkort",
        "trumf-kredittkort",
        "tf-bank-mastercard",
        "remember-gold",
        "morrow-bank-kredittkort",
      ],
    ],
    [
      // Six free cards first, by rating; Bank Norwegian and Trumf tie on 0 kr and 4,2: by name.
      "arsgebyr",
      [
        "remember-black",
        "bank-norwegian-kredittkort",
        "trumf-kredittkort",
        "tf-bank-mastercard",
        "remember-gold",
        "morrow-bank-kredittkort",
        "sas-eurobonus",
        "sas-eurobonus-premium",
        "sas-amex-elite",
        "amex-platinum",
      ],
    ],
    [
      // 17,9 %: Elite (4,8) before Gold (4,0); 18,9 %: Amex (4,7) before Black (4,6); and so on.
      "rente",
      [
        "sas-amex-elite",
        "remember-gold",
        "amex-platinum",
        "remember-black",
        "sas-eurobonus-premium",
        "bank-norwegian-kredittkort",
        "sas-eurobonus",
        "morrow-bank-kredittkort",
        "tf-bank-mastercard",
        "trumf-kredittkort",
      ],
    ],
    [
      // Lowest promised rate high→low: 2 %, 1,5 %, 1 % (three cards, by rating), 0,5 %, then the 0 % cards.
      "cashback",
      [
        "sas-amex-elite",
        "amex-platinum",
        "sas-eurobonus-premium",
        "sas-eurobonus",
        "trumf-kredittkort",
        "morrow-bank-kredittkort",
        "bank-norwegian-kredittkort",
        "remember-black",
        "tf-bank-mastercard",
        "remember-gold",
      ],
    ],
  ])("%s gives the documented order", (sort, expected) => {
    expect(order(sortCards(cards, sort))).toEqual(expected);
  });

  it("does not depend on the input order", () => {
    for (const sort of ["vurdering", "arsgebyr", "rente", "cashback"] as const) {
      expect(order(sortCards([...cards].reverse(), sort))).toEqual(order(sortCards(cards, sort)));
    }
  });

  it("leaves the input array as it was", () => {
    const input = [...cards];
    sortCards(input, "arsgebyr");
    expect(order(input)).toEqual(order(cards));
  });
});

describe("tie-breaks", () => {
  const base = cards[0]!;
  const make = (name: string, patch: Partial<CreditCard>): CreditCard => ({ ...base, name, urlSlug: name.toLowerCase(), ...patch });

  it.each<[SortOrder, CreditCard[], string[]]>([
    // Same fee: higher rating first, then name (Norwegian alphabet: Æ Ø Å after Z).
    ["arsgebyr", [make("Zeta", { rating: 4 }), make("Øst", { rating: 4.5 }), make("Alfa", { rating: 4 })], ["øst", "alfa", "zeta"]],
    ["rente", [make("Beta", { rating: 3 }), make("Alfa", { rating: 3 }), make("Gamma", { rating: 5 })], ["gamma", "alfa", "beta"]],
    [
      "cashback",
      [
        make("Beta", { cashbackRate: { min: 1, max: 4 }, rating: 4 }),
        make("Alfa", { cashbackRate: { min: 1, max: 1 }, rating: 4 }),
        make("Høy", { cashbackRate: { min: 1.5, max: 1.5 }, rating: 1 }),
      ],
      // The range's top (4 %) does not count: Alfa and Beta tie on 1 % and 4,0, so by name.
      ["høy", "alfa", "beta"],
    ],
    ["vurdering", [make("Beta", { effectiveRate: 20 }), make("Alfa", { effectiveRate: 20 }), make("Lav", { effectiveRate: 15 })], ["lav", "alfa", "beta"]],
    ["vurdering", [make("Zulu", {}), make("Ærlig", {}), make("Åpen", {})], ["zulu", "ærlig", "åpen"]],
  ])("%s breaks ties as documented", (sort, list, expected) => {
    expect(order(sortCards(list, sort))).toEqual(expected);
  });
});

describe("parseSort", () => {
  it.each<[string | null | undefined, SortOrder]>([
    ["vurdering", "vurdering"],
    ["arsgebyr", "arsgebyr"],
    ["rente", "rente"],
    ["cashback", "cashback"],
    [" Rente ", "rente"],
    ["CASHBACK", "cashback"],
    ["årsgebyr", "vurdering"],
    ["pris", "vurdering"],
    ["", "vurdering"],
    [null, "vurdering"],
    [undefined, "vurdering"],
  ])("reads ?sortering=%j as %s", (value, expected) => {
    expect(parseSort(value)).toBe(expected);
  });
});

describe("cashbackValue", () => {
  it.each([
    ["morrow-bank-kredittkort", 1],
    ["sas-eurobonus-premium", 1.5],
    ["bank-norwegian-kredittkort", 0.5],
    ["remember-black", 0],
  ])("%s counts as %s %%", (slug, expected) => {
    expect(cashbackValue(cards.find((card) => card.urlSlug === slug)!)).toBe(expected);
  });
});
