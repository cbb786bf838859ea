import { describe, expect, it } from "vitest";
import { cardBySlug, cards } from "./cards";
import { cashbackArticleData, cashbackProTip, cashbackRanking, cashbackSummary, cashbackTips, categoryWinners } from "./cashback-article";

describe("cashback article figures (spec §9)", () => {
  it.each([
    ["highestCashbackPercent", 3],
    ["lowestAnnualFeeKr", 0],
    ["averageCashbackPerYearKr", 15_000],
    ["cardsCompared", 12],
  ] as const)("%s is %s", (field, value) => {
    expect(cashbackSummary[field]).toBe(value);
  });

  it("lists the ratings 4.6, 4.8 and 4.2, read from the cards", () => {
    expect(cashbackArticleData().ranking.map((entry) => entry.card.rating)).toEqual([4.6, 4.8, 4.2]);
  });

  it("marks only the first card as 'Vårt valg'", () => {
    expect(cashbackRanking.map((entry) => entry.ourChoice)).toEqual([true, false, false]);
  });

  it("keeps the article's reading of re:member Black (1 995 kr fee, 50 000 kr cap) beside the card page's 0 kr", () => {
    const black = cashbackRanking.find((entry) => entry.urlSlug === "remember-black");
    expect(black?.testPeriodFigures).toEqual({ annualFeeKr: 1995, maxCashbackPerYearKr: 50_000 });
    expect(cardBySlug("remember-black")?.annualFee).toBe(0);
  });

  it("the lowest fee figure matches the free cards in the ranking", () => {
    const fees = cashbackArticleData().ranking.map((entry) => entry.testPeriodFigures?.annualFeeKr ?? entry.card.annualFee);
    expect(Math.min(...fees)).toBe(cashbackSummary.lowestAnnualFeeKr);
  });

  it("compares more cards than the site lists, so the summary is the test's, not the site's", () => {
    expect(cashbackSummary.cardsCompared).toBeGreaterThan(cards.length);
  });
});

describe("cashback article lists", () => {
  it.each([
    ["Dagligvarer", "trumf-kredittkort"],
    ["Netthandel", "tf-bank-mastercard"],
    ["Reise og fly", "sas-amex-elite"],
    ["Cashback i penger", "morrow-bank-kredittkort"],
    ["Gratis allroundkort", "bank-norwegian-kredittkort"],
  ])("best card for %s is %s", (category, slug) => {
    expect(categoryWinners.find((w) => w.category === category)?.bestCard).toBe(slug);
  });

  it("has five tips plus a pro-tip", () => {
    expect(cashbackTips).toHaveLength(5);
    expect(cashbackProTip.title).toMatch(/^Protips/);
  });

  it("Trumf Visa, named for the highest rate in the ranking, has the highest effective rate of the ten", () => {
    expect(Math.max(...cards.map((c) => c.effectiveRate))).toBe(cardBySlug("trumf-kredittkort")?.effectiveRate);
  });
});
