import { describe, expect, it } from "vitest";
import { byCreditCost } from "../app/shared/cards/rate-comparison";
import { representativeExample } from "../app/shared/cards/representative-example";
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
  // Credit terms are computed: 10 × the cheapest example's cost (re:member Gold, 1 381 kr) / the card's cost.
  it.each([
    [1, "remember-black", 9.5, 9.0],
    [2, "bank-norwegian-kredittkort", 9.0, 8.5],
    [3, "sas-eurobonus", 6.7, 7.7],
    [4, "sas-amex-elite", 1.9, 7.0],
  ])("rank %s: %s, credit terms %s, scores %s of 10, computed", (rank, slug, creditTerms, score) => {
    const entry = withTestScores(testWinners2025).find((e) => e.rank === rank);
    expect(entry?.urlSlug).toBe(slug);
    expect(entry?.criterionScores.kredittvilkar).toBe(creditTerms);
    expect(entry?.testScore).toBe(score);
  });

  it("ranks follow the computed scores, highest first", () => {
    const scores = withTestScores(testWinners2025).map((e) => e.testScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("gives the cheaper credit the higher credit-terms score", () => {
    const tested = withTestScores(testWinners2025);
    for (const a of tested) {
      for (const b of tested) {
        if (representativeExample(a.card).creditCost < representativeExample(b.card).creditCost) {
          expect(a.criterionScores.kredittvilkar).toBeGreaterThan(b.criterionScores.kredittvilkar);
        }
      }
    }
  });

  it("fills the verdicts' figures from the card data", () => {
    for (const entry of withTestScores(testWinners2025)) expect(entry.testVerdict).not.toMatch(/[{}]/);
  });
});

describe("pros and cons", () => {
  const all = [...withCards(bestCards2025), ...withTestScores(testWinners2025)];

  it("carry the cost of credit as computed: a pro for the cheapest third, a con for the dearest", () => {
    const ranked = byCreditCost(cards);
    const third = Math.floor(cards.length / 3);
    for (const entry of all) {
      const position = ranked.indexOf(entry.card);
      const rateLines = [...entry.pros, ...entry.cons].filter((text) => text.includes("Effektiv rente"));
      if (position < third) expect(entry.pros.filter((text) => text.includes("Effektiv rente"))).toHaveLength(1);
      else if (position >= cards.length - third)
        expect(entry.cons.filter((text) => text.includes("Effektiv rente"))).toHaveLength(1);
      else expect(rateLines).toHaveLength(0);
    }
  });

  it("never present speed or ease of credit, or a high credit limit, as a pro or a con", () => {
    for (const entry of all) {
      for (const text of [...entry.pros, ...entry.cons])
        expect(text).not.toMatch(/kredittgrense|behandlingstid|rask|lett å få/i);
    }
  });

  it("are refused by the schema when they mention the rate or the credit limit", () => {
    const valid = { rank: 1, urlSlug: "remember-black", bestFor: "Alle.", pros: ["a", "b"], cons: ["c"] };
    expect(topCardEntrySchema.safeParse({ ...valid, pros: ["a", "Lav effektiv rente"] }).success).toBe(false);
    expect(topCardEntrySchema.safeParse({ ...valid, pros: ["a", "Høy kredittgrense"] }).success).toBe(false);
    expect(topCardEntrySchema.safeParse({ ...valid, cons: ["Lang behandlingstid"] }).success).toBe(false);
  });
});

// The articles make comparative claims about the cards; these keep them true if card data changes.
describe("claims the ranking articles make about the card data", () => {
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
