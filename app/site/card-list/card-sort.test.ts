import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import {
  cashbackValue,
  DEFAULT_SORT,
  offeredSortOrders,
  parseSort,
  sortCards,
  sortOrders,
  type SortOrder,
} from "./card-sort";
import { factCard, factCards, unknownFactCards } from "../../../tests/support/fact-cards";
import { printedEffectiveRate, representativeExample } from "../../shared/cards/representative-example";

const order = (list: readonly CreditCard[]) => list.map((card) => card.urlSlug);

describe("sortCards over the ten cards", () => {
  it.each<[SortOrder, string[]]>([
    [
      // The rating method's stars high→low (3,8, 3,6, 3,4 twice, 3,3 twice, 3,0, 1,8 three times); equal stars by
      // the finer score (Morrow 6,8 before TF Bank 6,7; World 6,6 before Trumf 6,5; Premium 3,6 before two at 3,5), then the cheaper
      // credit (SAS Amex Elite 119,4 % before Amex Platinum 189,1 %).
      "vurdering",
      [
        "bank-norwegian-kredittkort",
        "remember-black",
        "morrow-bank-kredittkort",
        "tf-bank-mastercard",
        "sas-eurobonus",
        "trumf-kredittkort",
        "remember-gold",
        "sas-eurobonus-premium",
        "sas-amex-elite",
        "amex-platinum",
      ],
    ],
    [
      // Six free cards first, by rating (3,8, 3,6, 3,4 twice by the finer score, 3,3, 3,0), then by fee.
      "arsgebyr",
      [
        "bank-norwegian-kredittkort",
        "remember-black",
        "morrow-bank-kredittkort",
        "tf-bank-mastercard",
        "trumf-kredittkort",
        "remember-gold",
        "sas-eurobonus",
        "sas-eurobonus-premium",
        "sas-amex-elite",
        "amex-platinum",
      ],
    ],
    [
      // By the example's effective rate, fee included: the six free cards 17,9–22,9 %, then
      // SAS EuroBonus World 27,4 %, Premium 54,9 %, SAS Amex Elite 119,4 % and Amex Platinum 189,1 %.
      "rente",
      [
        "remember-gold",
        "remember-black",
        "bank-norwegian-kredittkort",
        "morrow-bank-kredittkort",
        "tf-bank-mastercard",
        "trumf-kredittkort",
        "sas-eurobonus",
        "sas-eurobonus-premium",
        "sas-amex-elite",
        "amex-platinum",
      ],
    ],
    [
      // Lowest rate on ordinary purchases high→low: 2 % (two cards at 1,8 stars, by name), 1,5 %, 1 % (two cards,
      // by rating), 0,5 %, then the cards that earn nothing on every purchase, by rating; Trumf's bonus counts only
      // in NorgesGruppen.
      "cashback",
      [
        "amex-platinum",
        "sas-amex-elite",
        "sas-eurobonus-premium",
        "morrow-bank-kredittkort",
        "sas-eurobonus",
        "bank-norwegian-kredittkort",
        "remember-black",
        "tf-bank-mastercard",
        "trumf-kredittkort",
        "remember-gold",
      ],
    ],
  ])("%s gives the documented order", (sort, expected) => {
    expect(order(sortCards(cards, sort))).toEqual(expected);
  });

  it("never ranks a cheaper example after a dearer one when sorting by rate", () => {
    const sorted = sortCards(cards, "rente");
    for (let i = 1; i < sorted.length; i++) {
      const [before, after] = [sorted[i - 1]!, sorted[i]!];
      expect(representativeExample(before).creditCost).toBeLessThanOrEqual(representativeExample(after).creditCost);
      expect(printedEffectiveRate(before)).toBeLessThanOrEqual(printedEffectiveRate(after));
    }
  });

  it("does not depend on the input order", () => {
    for (const sort of sortOrders) {
      expect(order(sortCards([...cards].reverse(), sort))).toEqual(order(sortCards(cards, sort)));
      expect(order(sortCards([...factCards].reverse(), sort))).toEqual(order(sortCards(factCards, sort)));
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
  const make = (name: string, patch: Partial<CreditCard>): CreditCard => ({
    ...base,
    name,
    urlSlug: name.toLowerCase(),
    ...patch,
  });

  it.each<[SortOrder, CreditCard[], string[]]>([
    // Same fee: higher rating first (no travel insurance lowers it), then name (Norwegian alphabet: Æ Ø Å after Z).
    [
      "arsgebyr",
      [make("Zeta", { travelInsurance: false }), make("Øst", {}), make("Alfa", { travelInsurance: false })],
      ["øst", "alfa", "zeta"],
    ],
    [
      "rente",
      [make("Beta", { travelInsurance: false }), make("Alfa", { travelInsurance: false }), make("Gamma", {})],
      ["gamma", "alfa", "beta"],
    ],
    [
      "cashback",
      [
        make("Beta", { cashbackRate: { min: 1, max: 4 } }),
        make("Alfa", { cashbackRate: { min: 1, max: 1 } }),
        make("Høy", { cashbackRate: { min: 1.5, max: 1.5 }, travelInsurance: false }),
      ],
      // The range's top (4 %) does not count: Alfa and Beta tie on 1 % and 4,0, so by name.
      ["høy", "alfa", "beta"],
    ],
    [
      "vurdering",
      [make("Beta", { interestRate: 20 }), make("Alfa", { interestRate: 20 }), make("Lav", { interestRate: 15 })],
      ["lav", "alfa", "beta"],
    ],
    // Same rate before fees: the annual fee makes the credit dearer, so the free card comes first.
    [
      "rente",
      [make("Gebyr", { interestRate: 15, annualFee: 465 }), make("Gratis", { interestRate: 15, annualFee: 0 })],
      ["gratis", "gebyr"],
    ],
    ["vurdering", [make("Zulu", {}), make("Ærlig", {}), make("Åpen", {})], ["zulu", "ærlig", "åpen"]],
  ])("%s breaks ties as documented", (sort, list, expected) => {
    expect(order(sortCards(list, sort))).toEqual(expected);
  });
});

describe("sorting by an optional fact", () => {
  // The default order of the cards whose fact is unknown: the order the list had before.
  const defaultOrderWithout = (known: string[]) =>
    order(sortCards(factCards, DEFAULT_SORT)).filter((slug) => !known.includes(slug));

  it.each<[SortOrder, string[]]>([
    // Most days first; Bank Norwegian and SAS EuroBonus tie on 45 days: the higher rating (3,6 against 3,3) first.
    ["rentefrie-dager", ["remember-black", "bank-norwegian-kredittkort", "sas-eurobonus"]],
    // Lowest mark-up first: 0 %, 1,75 %, 2,5 %.
    ["valutapaslag", ["remember-black", "bank-norwegian-kredittkort", "amex-platinum"]],
  ])("%s puts the known cards first, best first, and every unknown last in the default order", (sort, known) => {
    expect(order(sortCards(factCards, sort))).toEqual([...known, ...defaultOrderWithout(known)]);
  });

  it.each<[SortOrder, CreditCard[], string]>([
    // Trumf's single day, with a low rating, still comes before the better-rated unknown cards.
    [
      "rentefrie-dager",
      [
        factCard("sas-amex-elite"),
        factCard("remember-gold"),
        { ...factCard("trumf-kredittkort"), interestFreeDays: 1 },
      ],
      "trumf-kredittkort",
    ],
    [
      "valutapaslag",
      [
        factCard("sas-amex-elite"),
        { ...factCard("morrow-bank-kredittkort"), currencyMarkupPercent: 10 },
        factCard("tf-bank-mastercard"),
      ],
      "morrow-bank-kredittkort",
    ],
  ])("%s: even the worst known value comes before an unknown one", (sort, list, first) => {
    expect(order(sortCards(list, sort))[0]).toBe(first);
  });

  it("leaves every card in the default order when no card has the fact", () => {
    for (const sort of ["rentefrie-dager", "valutapaslag"] as const) {
      expect(order(sortCards(unknownFactCards, sort))).toEqual(order(sortCards(unknownFactCards, DEFAULT_SORT)));
    }
  });
});

describe("offeredSortOrders", () => {
  it.each<[string, CreditCard[], SortOrder[]]>([
    [
      "no card with a fact: only the four orders on core facts",
      unknownFactCards,
      ["vurdering", "arsgebyr", "rente", "cashback"],
    ],
    ["both facts known somewhere", factCards, [...sortOrders]],
    [
      "only a mark-up known",
      [factCard("amex-platinum"), factCard("remember-gold")],
      ["vurdering", "arsgebyr", "rente", "cashback", "valutapaslag"],
    ],
    [
      "only interest-free days known",
      [factCard("sas-eurobonus")],
      ["vurdering", "arsgebyr", "rente", "cashback", "rentefrie-dager"],
    ],
  ])("%s", (_name, list, expected) => {
    expect(offeredSortOrders(list)).toEqual(expected);
  });

  it("reads an order the page does not offer as the default", () => {
    expect(parseSort("valutapaslag", offeredSortOrders(unknownFactCards))).toBe(DEFAULT_SORT);
    expect(parseSort("valutapaslag", offeredSortOrders(factCards))).toBe("valutapaslag");
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
    ["rentefrie-dager", "rentefrie-dager"],
    ["Valutapaslag", "valutapaslag"],
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
