import { describe, expect, it } from "vitest";
import { byCreditCost } from "../app/shared/cards/rate-comparison";
import { cardRating } from "../app/shared/rating/rating-method";
import { cardBySlug, cards } from "./cards";
import { cardContentProblems } from "./card-checks";
import type { CreditCard } from "./card-schema";
import {
  bestCards2025,
  bestInTestCardProblems,
  testWinners2025,
  topCardEntrySchema,
  withCards,
  withTestScores,
} from "./top-cards";

const card = (slug: string) => {
  const found = cardBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};

describe("best credit cards 2025 (top 3)", () => {
  // Placed by the rating method (app/shared/rating): 3,8, 3,6 and 1,8 stars.
  it.each([
    [1, "bank-norwegian-kredittkort"],
    [2, "remember-black"],
    [3, "sas-amex-elite"],
  ])("rank %s is %s", (rank, slug) => {
    expect(withCards(bestCards2025).find((entry) => entry.rank === rank)?.card.urlSlug).toBe(slug);
  });

  it("resolves every entry to one of the site's cards", () => {
    for (const entry of withCards(bestCards2025)) {
      expect(entry.card.id).toBe(entry.cardId);
    }
    expect(bestCards2025).toHaveLength(3);
  });
});

describe("best in test 2025", () => {
  it.each([
    [1, "bank-norwegian-kredittkort", 7.5],
    [2, "remember-black", 7.1],
    [3, "sas-eurobonus", 6.6],
    [4, "sas-amex-elite", 3.5],
  ])("rank %s: %s scores %s of 10, the rating method's score", (rank, slug, score) => {
    const entry = withTestScores(testWinners2025).find((e) => e.rank === rank);
    expect(entry?.card.urlSlug).toBe(slug);
    expect(entry?.testScore).toBe(score);
    expect(entry?.testScore).toBe(cardRating(card(slug)).score);
  });

  it("names the criteria it could not score", () => {
    for (const entry of withTestScores(testWinners2025))
      expect(entry.criteria.filter((c) => c.score === undefined).map((c) => c.id)).toEqual(
        cardRating(entry.card).unknown,
      );
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
    const valid = { cardId: 2, bestFor: "Alle.", pros: ["a", "b"], cons: ["c"] };
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
  const valid = { cardId: 2, bestFor: "Alle.", pros: ["a", "b"], cons: ["c"] };

  it("accepts an entry naming one of the ten cards", () => {
    expect(topCardEntrySchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["an unknown card", { ...valid, cardId: 999 }],
    [
      "a card named by its address",
      { cardId: undefined, urlSlug: "remember-black", bestFor: "Alle.", pros: ["a", "b"], cons: ["c"] },
    ],
    ["a single pro", { ...valid, pros: ["a"] }],
    ["no cons", { ...valid, cons: [] }],
    ["a retyped fee", { ...valid, annualFee: 0 }],
  ])("rejects %s", (_, entry) => {
    expect(topCardEntrySchema.safeParse(entry).success).toBe(false);
  });
});

describe("a ranking claims the editors' review («Testvinneren», the best cards)", () => {
  const winner = withTestScores(testWinners2025).find((entry) => entry.rank === 1)!.card;
  const replaced = (next: CreditCard) => cards.map((entry) => (entry.id === next.id ? next : entry));

  it("names no problem while every ranked card is reviewed and on sale", () => {
    expect(bestInTestCardProblems(cards)).toEqual([]);
  });

  it("refuses the winner without its review: the write that would leave it so is refused with this line", () => {
    const { highlights: _h, bestFor: _b, editorial: _e, ...unreviewed } = winner;
    const line = `Rangeringene nevner ${winner.name}, som ikke er vurdert av redaksjonen: skriv om rangeringen først`;
    expect(bestInTestCardProblems(replaced(unreviewed))).toEqual([line]);
    expect(cardContentProblems(replaced(unreviewed))).toContain(line);
  });

  it("refuses the winner out of sale", () => {
    const line = `Rangeringene nevner ${winner.name}, som ikke lenger er i salg: skriv om rangeringen først`;
    expect(bestInTestCardProblems(replaced({ ...winner, retiredOn: "2026-11-27" }))).toEqual([line]);
    expect(cardContentProblems(replaced({ ...winner, retiredOn: "2026-11-27" }))).toContain(line);
  });
});
