import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import { effectiveRate, rankCards, toRankableCard, yearlySpendFrom, type EarningRule, type RankableCard } from "./cashback-ranking";

const rankable = cards.map(toRankableCard);
const card = (slug: string) => rankable.find((c) => c.urlSlug === slug)!;

describe("effectiveRate", () => {
  it.each([
    ["bank-norwegian-kredittkort", "lowest", 0.5],
    ["morrow-bank-kredittkort", "lowest", 1],
    ["morrow-bank-kredittkort", "highest", 4],
    ["sas-eurobonus", "highest", 2],
    ["remember-black", "none", 0],
    // Trumf: 1 % six days in seven, 4 % on Thursdays: (6 × 1 + 4) / 7.
    ["trumf-kredittkort", "grocery-rule", 10 / 7],
    // A card without a grocery rule earns nothing from it.
    ["remember-gold", "grocery-rule", 0],
  ] as const)("%s, %s → %s %%", (slug, source, rate) => {
    expect(effectiveRate(card(slug), source, earningAssumptions)).toBeCloseTo(rate, 10);
  });

  it("scales the grocery rule by the share bought in the chain", () => {
    expect(effectiveRate(card("trumf-kredittkort"), "grocery-rule", { thursdayShareOfGroceries: 0, groceryChainShare: 0.5 })).toBe(0.5);
  });
});

describe("rankCards", () => {
  const rank = (spend: Parameters<typeof yearlySpendFrom>[0]) =>
    rankCards(rankable, earningRules, yearlySpendFrom(spend), earningAssumptions);

  it.each([
    // groceries/month, fuel/month, other/month, travel/year → best card, its net kr a year, last card, its net
    [6000, 1500, 10_000, 20_000, "morrow-bank-kredittkort", 2300, "amex-platinum", -4400],
    // Grocery-heavy household: Trumf's 10/7 % on groceries beats 1 % on everything.
    [15_000, 0, 2000, 0, "trumf-kredittkort", 2571.43, "amex-platinum", -4920],
    // Big spender: 2 % in points pays SAS Amex Elite's 6 000 kr fee and more.
    [10_000, 2000, 60_000, 100_000, "sas-amex-elite", 13_280, "tf-bank-mastercard", 0],
  ])(
    "%s + %s + %s a month, %s travel: best %s (%s kr), last %s (%s kr)",
    (groceries, fuel, other, travel, bestSlug, bestNet, lastSlug, lastNet) => {
      const ranked = rank({ monthlyGroceries: groceries, monthlyFuel: fuel, monthlyOther: other, travelPerYear: travel });
      expect(ranked).toHaveLength(10);
      expect(ranked[0]?.card.urlSlug).toBe(bestSlug);
      expect(ranked[0]?.net).toBeCloseTo(bestNet, 2);
      expect(ranked[0]?.best).toBe(true);
      expect(ranked.filter((r) => r.best)).toHaveLength(1);
      expect(ranked.at(-1)?.card.urlSlug).toBe(lastSlug);
      expect(ranked.at(-1)?.net).toBeCloseTo(lastNet, 2);
      expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (let i = 1; i < ranked.length; i += 1) expect(Math.round(ranked[i]!.net)).toBeLessThanOrEqual(Math.round(ranked[i - 1]!.net));
    },
  );

  it("SAS EuroBonus World: lowest rate on everyday spending, highest on travel, minus the fee", () => {
    const ranked = rank({ monthlyGroceries: 5000, monthlyFuel: 1000, monthlyOther: 4000, travelPerYear: 10_000 });
    const sas = ranked.find((r) => r.card.urlSlug === "sas-eurobonus")!;
    expect(sas.byType).toEqual({ groceries: 600, fuel: 120, other: 480, travel: 200 });
    expect(sas.net).toBeCloseTo(1400 - 465, 6);
  });

  it("marks no card as best when no card gives anything back", () => {
    const ranked = rank({ monthlyGroceries: 0, monthlyFuel: 0, monthlyOther: 0, travelPerYear: 0 });
    expect(ranked.some((r) => r.best)).toBe(false);
    // The free cards share 0 kr and keep the card list's order; the fee cards follow, cheapest first.
    expect(ranked.slice(-4).map((r) => r.card.urlSlug)).toEqual(["sas-eurobonus", "sas-eurobonus-premium", "sas-amex-elite", "amex-platinum"]);
  });

  it.each([
    [100_000, 1000, 1000, true],
    [100_000, 5000, 2000, false],
  ])("a yearly cap: %s kr spent at 2 %%, cap %s kr → earns %s kr (capped: %s)", (spend, cap, earned, capped) => {
    const test: RankableCard = { urlSlug: "test", name: "Test", annualFee: 0, cashbackRate: { min: 2, max: 2 }, cashbackInPoints: false };
    const rule: EarningRule = { urlSlug: "test", rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" }, yearlyCapKr: cap };
    const [ranked] = rankCards([test], [rule], { groceries: 0, fuel: 0, other: spend, travel: 0 }, earningAssumptions);
    expect(ranked?.earned).toBe(earned);
    expect(ranked?.capped).toBe(capped);
  });

  it("refuses a card without an earning rule", () => {
    expect(() => rankCards(rankable, earningRules.slice(1), yearlySpendFrom({ monthlyGroceries: 1, monthlyFuel: 0, monthlyOther: 0, travelPerYear: 0 }), earningAssumptions)).toThrow(
      /bank-norwegian-kredittkort/,
    );
  });
});
