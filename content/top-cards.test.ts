import { describe, expect, it } from "vitest";
import { averageEffectiveRate } from "../app/domain/article-cards";
import { cardBySlug, cards } from "./cards";
import { bestCards2025, testWinners2025, topCardEntrySchema, withCards, withTestScores } from "./top-cards";

const card = (slug: string) => {
  const found = cardBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};

describe("best credit cards 2025 (top 3)", () => {
  it.each([
    [1, "remember-black"],
    [2, "sas-amex-elite"],
    [3, "bank-norwegian-kredittkort"],
  ])("rank %s is %s", (rank, slug) => {
    expect(bestCards2025.find((entry) => entry.rank === rank)?.urlSlug).toBe(slug);
  });

  it("resolves every entry to one of the site's cards, with the card's own fee and rating", () => {
    for (const entry of withCards(bestCards2025)) {
      expect(entry.card).toBe(card(entry.urlSlug));
    }
    expect(bestCards2025).toHaveLength(3);
  });
});

describe("best in test 2025", () => {
  it.each([
    [1, "remember-black", 8.8],
    [2, "sas-amex-elite", 8.1],
    [3, "bank-norwegian-kredittkort", 8.0],
    [4, "sas-eurobonus", 7.6],
  ])("rank %s: %s scores %s of 10, computed from the criterion scores", (rank, slug, score) => {
    const entry = withTestScores(testWinners2025).find((e) => e.rank === rank);
    expect(entry?.urlSlug).toBe(slug);
    expect(entry?.testScore).toBe(score);
  });

  it("ranks follow the computed scores, highest first", () => {
    const scores = withTestScores(testWinners2025).map((e) => e.testScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

// The articles make comparative claims about the cards; these keep them true if card data changes.
describe("claims the ranking articles make about the card data", () => {
  it("SAS Amex Elite has the highest rating of the ten cards", () => {
    expect(Math.max(...cards.map((c) => c.rating))).toBe(card("sas-amex-elite").rating);
  });

  it("SAS Amex Elite shares the lowest effective rate with re:member Gold", () => {
    const lowest = Math.min(...cards.map((c) => c.effectiveRate));
    expect(cards.filter((c) => c.effectiveRate === lowest).map((c) => c.urlSlug).sort()).toEqual(["remember-gold", "sas-amex-elite"]);
  });

  it("SAS Amex Elite has the longest processing time", () => {
    expect(Math.max(...cards.map((c) => c.processingDays.max))).toBe(card("sas-amex-elite").processingDays.max);
  });

  it("re:member Black's effective rate is below the mean of the ten cards", () => {
    expect(card("remember-black").effectiveRate).toBeLessThan(averageEffectiveRate(cards));
  });

  it("SAS EuroBonus World's rate is above the mean of the four tested cards, Bank Norwegian's above the winner's", () => {
    const tested = withTestScores(testWinners2025).map((e) => e.card);
    expect(card("sas-eurobonus").effectiveRate).toBeGreaterThan(averageEffectiveRate(tested));
    expect(card("bank-norwegian-kredittkort").effectiveRate).toBeGreaterThan(card("remember-black").effectiveRate);
  });

  it("Amex Platinum, left out of the top three, costs more per year than SAS Amex Elite", () => {
    expect(card("amex-platinum").annualFee).toBeGreaterThan(card("sas-amex-elite").annualFee);
  });
});

describe("top-card entry schema", () => {
  const valid = { rank: 1, urlSlug: "remember-black", bestFor: "Alle.", pros: ["a", "b"], cons: ["c"] };

  it("accepts an entry naming one of the ten cards", () => {
    expect(topCardEntrySchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["an unknown card", { ...valid, urlSlug: "ukjent-kort" }],
    ["a single pro", { ...valid, pros: ["a"] }],
    ["no cons", { ...valid, cons: [] }],
    ["a retyped fee", { ...valid, annualFee: 0 }],
  ])("rejects %s", (_, entry) => {
    expect(topCardEntrySchema.safeParse(entry).success).toBe(false);
  });
});
