import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import {
  allEqualInRow,
  bestInRow,
  compareCanonicalPath,
  compareHref,
  markRow,
  parseCompareQuery,
  rowAllEqual,
  startingSets,
  type Better,
  type CompareSelection,
  type MarkedRow,
} from "./compare";

import { factCard } from "../../../tests/support/fact-cards";

const known = cards.map((card) => card.urlSlug);
const bySlug = (slug: string) => cards.find((card) => card.urlSlug === slug)!;

describe("parseCompareQuery", () => {
  it.each<[string, string[], CompareSelection]>([
    ["empty query", [], { slugs: [], unknown: [], dropped: [] }],
    ["empty value", [""], { slugs: [], unknown: [], dropped: [] }],
    ["only commas and spaces", [" , ,, "], { slugs: [], unknown: [], dropped: [] }],
    ["one card", ["remember-black"], { slugs: ["remember-black"], unknown: [], dropped: [] }],
    [
      "comma list keeps the given order",
      ["remember-black,amex-platinum"],
      { slugs: ["remember-black", "amex-platinum"], unknown: [], dropped: [] },
    ],
    [
      "repeated parameters (the add form) read like a comma list",
      ["remember-black", "amex-platinum", "trumf-kredittkort"],
      { slugs: ["remember-black", "amex-platinum", "trumf-kredittkort"], unknown: [], dropped: [] },
    ],
    [
      "both forms mixed",
      ["remember-black,amex-platinum", "sas-eurobonus"],
      { slugs: ["remember-black", "amex-platinum", "sas-eurobonus"], unknown: [], dropped: [] },
    ],
    [
      "duplicates collapse to the first",
      ["amex-platinum,remember-black,amex-platinum", "remember-black"],
      { slugs: ["amex-platinum", "remember-black"], unknown: [], dropped: [] },
    ],
    [
      "whitespace and case are ignored",
      ["  Remember-Black , AMEX-PLATINUM ", "amex-platinum"],
      { slugs: ["remember-black", "amex-platinum"], unknown: [], dropped: [] },
    ],
    [
      "unknown slugs are reported once and do not take a place",
      ["finnes-ikke,remember-black,FINNES-IKKE,visa-gull,amex-platinum,sas-eurobonus"],
      {
        slugs: ["remember-black", "amex-platinum", "sas-eurobonus"],
        unknown: ["finnes-ikke", "visa-gull"],
        dropped: [],
      },
    ],
    [
      "more than three keeps the first three",
      ["sas-amex-elite,amex-platinum,remember-black,remember-gold,trumf-kredittkort"],
      {
        slugs: ["sas-amex-elite", "amex-platinum", "remember-black"],
        unknown: [],
        dropped: ["remember-gold", "trumf-kredittkort"],
      },
    ],
    [
      "a duplicate of a kept card is not counted as dropped",
      ["sas-amex-elite,amex-platinum,remember-black,amex-platinum"],
      { slugs: ["sas-amex-elite", "amex-platinum", "remember-black"], unknown: [], dropped: [] },
    ],
    ["only unknown", ["kort-1,kort-2"], { slugs: [], unknown: ["kort-1", "kort-2"], dropped: [] }],
  ])("%s", (_name, values, expected) => {
    expect(parseCompareQuery(values, known)).toEqual(expected);
  });
});

describe("compareHref", () => {
  it.each([
    [["remember-black", "amex-platinum"], "/sammenlign?kort=remember-black,amex-platinum"],
    [["sas-eurobonus"], "/sammenlign?kort=sas-eurobonus"],
    [[], "/sammenlign?kort="],
  ])("%j → %s", (slugs, expected) => {
    expect(compareHref(slugs)).toBe(expected);
  });

  it("round-trips through the parser", () => {
    const slugs = ["trumf-kredittkort", "remember-gold", "sas-amex-elite"];
    const query = new URL(compareHref(slugs), "https://kortvalg.no").searchParams.getAll("kort");
    expect(parseCompareQuery(query, known).slugs).toEqual(slugs);
  });
});

describe("compareCanonicalPath", () => {
  const canonicalOf = (query: string) =>
    compareCanonicalPath(parseCompareQuery(new URLSearchParams(query).getAll("kort"), known).slugs);

  it.each([
    ["kort=remember-black,amex-platinum", "/sammenlign?kort=remember-black,amex-platinum"],
    ["kort=remember-black&kort=amex-platinum", "/sammenlign?kort=remember-black,amex-platinum"],
    [
      "kort=remember-black,amex-platinum&kort=sas-eurobonus",
      "/sammenlign?kort=remember-black,amex-platinum,sas-eurobonus",
    ],
    ["kort=%20Remember-Black%20&kort=remember-black", "/sammenlign?kort=remember-black"],
    ["kort=finnes-ikke&kort=amex-platinum", "/sammenlign?kort=amex-platinum"],
    [
      "kort=a1,a2&kort=remember-gold,trumf-kredittkort,sas-eurobonus,amex-platinum",
      "/sammenlign?kort=remember-gold,trumf-kredittkort,sas-eurobonus",
    ],
    ["kort=", "/sammenlign"],
    ["kort=finnes-ikke", "/sammenlign"],
    ["", "/sammenlign"],
  ])("?%s → %s", (query, expected) => {
    expect(canonicalOf(query)).toBe(expected);
  });
});

describe("bestInRow", () => {
  it.each<[string, Array<number | undefined>, Better, boolean[]]>([
    ["lowest wins", [465, 0, 9000], "lower", [false, true, false]],
    ["highest wins", [4.2, 4.8, 4.6], "higher", [false, true, false]],
    ["a tie for best marks both", [0, 0, 465], "lower", [true, true, false]],
    ["a tie below the best marks neither", [0, 465, 465], "lower", [true, false, false]],
    ["all equal marks none", [0, 0, 0], "lower", [false, false, false]],
    ["two equal marks none", [2, 2], "higher", [false, false]],
    ["one card marks none", [4.8], "higher", [false]],
    ["no cards", [], "lower", []],
    ["booleans as 1/0: those with it", [1, 0, 1], "higher", [true, false, true]],
    ["decimals compare exactly", [17.9, 18.9, 17.9], "lower", [true, false, true]],
    // Unknown values (an optional fact a card lacks) are never marked and never beaten.
    ["an unknown is not the lowest", [undefined, 1.75, 2.5], "lower", [false, true, false]],
    ["an unknown is not the highest", [45, undefined, 50], "higher", [false, false, true]],
    ["one known value among unknowns marks none", [undefined, 0, undefined], "lower", [false, false, false]],
    ["all unknown marks none", [undefined, undefined], "higher", [false, false]],
    ["known values equal beside an unknown marks none", [45, 45, undefined], "higher", [false, false, false]],
    ["a known 0 is a value, and the lowest", [0, undefined, 1.75], "lower", [true, false, false]],
  ])("%s", (_name, values, better, expected) => {
    expect(bestInRow(values, better)).toEqual(expected);
  });
});

describe("allEqualInRow", () => {
  it.each<[string, Array<number | undefined>, boolean]>([
    ["all equal and known", [0, 0, 0], true],
    ["two equal", [4.2, 4.2], true],
    ["one differs", [0, 0, 465], false],
    ["one card", [0], false],
    // An unknown is not "the same": the row does not say «Likt for kortene».
    ["equal known values beside an unknown", [45, undefined, 45], false],
    ["all unknown", [undefined, undefined], false],
  ])("%s", (_name, values, expected) => {
    expect(allEqualInRow(values)).toBe(expected);
  });
});

describe("markRow over real cards", () => {
  const trio = ["remember-black", "amex-platinum", "sas-eurobonus"].map(bySlug);
  it.each<[MarkedRow, string[], boolean[]]>([
    ["annualFee", ["remember-black", "amex-platinum", "sas-eurobonus"], [true, false, false]],
    // The example's rate, fee included: 18,9 % beats 189,1 % (Amex's 9 000 kr fee) and 27,4 %.
    ["effectiveRate", ["remember-black", "amex-platinum", "sas-eurobonus"], [true, false, false]],
    // Same rate before fees (17,9 %), but SAS Amex Elite's fee makes its credit dearer.
    ["effectiveRate", ["remember-gold", "sas-amex-elite"], [true, false]],
    // Same rate, but Amex's 9 000 kr fee is part of the credit cost.
    ["creditCost", ["remember-black", "amex-platinum", "sas-eurobonus"], [true, false, false]],
    ["cashback", ["remember-black", "amex-platinum", "sas-eurobonus"], [false, true, false]],
    ["travelInsurance", ["remember-black", "amex-platinum", "sas-eurobonus"], [false, false, false]],
    ["travelInsurance", ["remember-gold", "amex-platinum", "morrow-bank-kredittkort"], [false, true, false]],
    // The computed stars: re:member Black 3,6, Amex Platinum 1,8, SAS EuroBonus World 3,3.
    ["rating", ["remember-black", "amex-platinum", "sas-eurobonus"], [true, false, false]],
    // Morrow Bank and TF Bank: both 3,4.
    ["rating", ["morrow-bank-kredittkort", "tf-bank-mastercard"], [false, false]],
    ["annualFee", ["bank-norwegian-kredittkort", "remember-gold", "trumf-kredittkort"], [false, false, false]],
  ])("%s for %j", (row, slugs, expected) => {
    expect(markRow(row, slugs.map(bySlug))).toEqual(expected);
  });

  it.each<[MarkedRow, string[], boolean[]]>([
    // Made-up facts (tests/support/fact-cards.ts): 50 days beats 45; Amex's days are unknown and never marked.
    ["interestFreeDays", ["bank-norwegian-kredittkort", "amex-platinum", "remember-black"], [false, false, true]],
    // 0 % mark-up is known and the lowest; Trumf's is unknown.
    [
      "currencyMarkupPercent",
      ["trumf-kredittkort", "bank-norwegian-kredittkort", "remember-black"],
      [false, false, true],
    ],
    ["currencyMarkupPercent", ["amex-platinum", "bank-norwegian-kredittkort"], [false, true]],
    // Only one card's mark-up is known: nothing to tell apart.
    ["currencyMarkupPercent", ["amex-platinum", "trumf-kredittkort", "sas-eurobonus"], [false, false, false]],
    // The same 45 days for both known: no mark, and with SAS EuroBonus Premium unknown not «equal» either.
    [
      "interestFreeDays",
      ["bank-norwegian-kredittkort", "sas-eurobonus", "sas-eurobonus-premium"],
      [false, false, false],
    ],
  ])("%s over cards with optional facts: %j", (row, slugs, expected) => {
    expect(markRow(row, slugs.map(factCard))).toEqual(expected);
  });

  it.each<[MarkedRow, string[], boolean]>([
    ["interestFreeDays", ["bank-norwegian-kredittkort", "sas-eurobonus"], true],
    ["interestFreeDays", ["bank-norwegian-kredittkort", "sas-eurobonus", "sas-eurobonus-premium"], false],
    ["currencyMarkupPercent", ["trumf-kredittkort", "remember-gold"], false],
    ["annualFee", ["bank-norwegian-kredittkort", "remember-gold", "trumf-kredittkort"], true],
    ["annualFee", ["remember-black", "amex-platinum"], false],
  ])("rowAllEqual(%s, %j) is %s", (row, slugs, expected) => {
    expect(rowAllEqual(row, slugs.map(factCard))).toBe(expected);
  });

  it("uses the credit cost as rounded on the page", () => {
    expect(markRow("creditCost", trio).filter(Boolean)).toHaveLength(1);
  });
});

describe("startingSets", () => {
  it("derives the suggestions from the data", () => {
    expect(startingSets(cards)).toEqual([
      { id: "gratis", slugs: ["bank-norwegian-kredittkort", "remember-black", "morrow-bank-kredittkort"] },
      { id: "reise", slugs: ["sas-eurobonus", "sas-eurobonus-premium"] },
      { id: "premium", slugs: ["sas-amex-elite", "amex-platinum"] },
      { id: "lavest-kostnad", slugs: ["remember-gold", "remember-black", "bank-norwegian-kredittkort"] },
    ]);
  });

  it("leaves out a set with fewer than two cards", () => {
    const oneTravelCard = cards.filter((card) => card.urlSlug !== "sas-eurobonus");
    expect(startingSets(oneTravelCard).map((set) => set.id)).toEqual(["gratis", "premium", "lavest-kostnad"]);
  });
});
