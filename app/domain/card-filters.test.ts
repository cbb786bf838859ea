import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { startingSets } from "./compare";
import {
  applyQuickFilter,
  byRating,
  cardsInCategory,
  categoryCounts,
  parseCategory,
  parseQuickFilter,
  seeAllCount,
  type QuickFilterId,
} from "./card-filters";

const slugs = (list: Array<{ urlSlug: string }>) => list.map((card) => card.urlSlug).sort();

describe("home quick filters", () => {
  it.each<[QuickFilterId, string[]]>([
    ["alle", cards.map((c) => c.urlSlug)],
    [
      "ingen-arsgebyr",
      ["bank-norwegian-kredittkort", "morrow-bank-kredittkort", "remember-black", "remember-gold", "tf-bank-mastercard", "trumf-kredittkort"],
    ],
    // Trumf's bonus applies only in NorgesGruppen, so it is not cashback on ordinary purchases.
    ["hoy-cashback", ["amex-platinum", "morrow-bank-kredittkort", "sas-amex-elite", "sas-eurobonus", "sas-eurobonus-premium"]],
    // The Premium category, as on /kredittkort.
    ["premium", ["amex-platinum", "sas-amex-elite"]],
    [
      "reiseforsikring",
      ["amex-platinum", "bank-norwegian-kredittkort", "remember-black", "sas-amex-elite", "sas-eurobonus", "sas-eurobonus-premium", "tf-bank-mastercard", "trumf-kredittkort"],
    ],
  ])("%s shows %o", (filter, expected) => {
    expect(slugs(applyQuickFilter(cards, filter))).toEqual([...expected].sort());
  });

  it.each([
    ["premium", "premium"],
    ["ukjent", "alle"],
    [null, "alle"],
  ])("parses ?filter=%s as %s", (value, expected) => {
    expect(parseQuickFilter(value)).toBe(expected);
  });
});

describe("categories", () => {
  it("counts cards per category from the data", () => {
    expect(categoryCounts(cards)).toEqual([
      { category: "Cashback", count: 5 },
      { category: "Reise", count: 2 },
      { category: "Premium", count: 2 },
      { category: "Dagligvare", count: 1 },
    ]);
  });

  it.each([
    ["reise", "Reise"],
    ["Dagligvare", "Dagligvare"],
    ["ukjent", null],
    [null, null],
  ])("parses ?kategori=%s as %s", (value, expected) => {
    expect(parseCategory(value)).toBe(expected);
  });

  it("shows only the chosen category, or all", () => {
    expect(slugs(cardsInCategory(cards, "Reise"))).toEqual(["sas-eurobonus", "sas-eurobonus-premium"]);
    expect(cardsInCategory(cards, null)).toHaveLength(10);
  });
});

describe("ordering and counts", () => {
  it("orders by rating, then lowest effective rate", () => {
    const ordered = byRating(cards).map((c) => c.urlSlug);
    expect(ordered.slice(0, 3)).toEqual(["sas-amex-elite", "amex-platinum", "remember-black"]);
    // Bank Norwegian and Trumf are both 4.2: the lower rate (19.9 %) comes first.
    expect(ordered.indexOf("bank-norwegian-kredittkort")).toBeLessThan(ordered.indexOf("trumf-kredittkort"));
  });

  it("says 'Se alle 57 kredittkort' for ten cards (card count + 47)", () => {
    expect(seeAllCount(cards)).toBe(57);
    expect(seeAllCount(cards.slice(0, 3))).toBe(50);
  });
});

describe("one meaning of Premium", () => {
  it("the home filter, the Premium category and the comparison's premium set are the same cards", () => {
    const filter = applyQuickFilter(cards, "premium").map((card) => card.urlSlug).sort();
    expect(cardsInCategory(cards, "Premium").map((card) => card.urlSlug).sort()).toEqual(filter);
    const compareSet = startingSets(cards).find((set) => set.id === "premium")?.slugs.slice().sort();
    expect(compareSet).toEqual(filter);
  });
});
