import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import {
  cardRating,
  compareByRating,
  MIN_KNOWN_WEIGHT,
  RATING_WEIGHTS,
  RECOMMENDED_MIN_STARS,
  rankedByRating,
  ratingCriterionIds,
  scaleScore,
  starsOf,
} from "./rating-method";

const card = (slug: string) => {
  const found = cards.find((candidate) => candidate.urlSlug === slug);
  if (!found) throw new Error(slug);
  return found;
};

/** A card from the feed: facts only, no review. */
function feedCard(facts: Partial<CreditCard> = {}): CreditCard {
  const { highlights: _h, bestFor: _b, editorial: _e, ...base } = card("bank-norwegian-kredittkort");
  // The feed states the monthly fee (0 kr) unless a test says otherwise.
  return { ...base, id: 9001, urlSlug: "fra-feeden", name: "Fra feeden", monthlyFeeKr: 0, ...facts };
}

describe("the rating method's constants", () => {
  it("weighs six criteria to 100 %, cost more than benefits", () => {
    expect(ratingCriterionIds.reduce((sum, id) => sum + RATING_WEIGHTS[id], 0)).toBe(100);
    expect(RATING_WEIGHTS.kredittkostnad + RATING_WEIGHTS.arligKostnad).toBeGreaterThan(50);
  });

  it.each([
    [15, { best: 15, worst: 40 }, 10],
    [40, { best: 15, worst: 40 }, 0],
    [27.5, { best: 15, worst: 40 }, 5],
    [189.1, { best: 15, worst: 40 }, 0],
    [1, { best: 2, worst: 0 }, 5],
    [3, { best: 2, worst: 0 }, 10],
  ])("scores %s on %o as %s", (value, scale, expected) => {
    expect(scaleScore(value, scale)).toBe(expected);
  });
});

// The ten reviewed cards, worked by hand from their terms (effective rate as printed, annual fee, lowest
// cashback rate, travel insurance): currency mark-up and interest-free days are unknown for all of them, so
// each mean is over 85 % of the weight. Bank Norwegian: (30 × 8,0 + 25 × 10 + 20 × 2,5 + 10 × 10) / 85 = 7,5.
describe("the ratings of the site's cards", () => {
  it.each([
    ["bank-norwegian-kredittkort", 7.5, 3.8],
    ["remember-black", 7.1, 3.6],
    ["morrow-bank-kredittkort", 6.8, 3.4],
    ["tf-bank-mastercard", 6.7, 3.4],
    ["sas-eurobonus", 6.6, 3.3],
    // 6,5 / 2 = 3,25, rounded half up.
    ["trumf-kredittkort", 6.5, 3.3],
    ["remember-gold", 6.0, 3.0],
    ["sas-eurobonus-premium", 3.6, 1.8],
    ["amex-platinum", 3.5, 1.8],
    ["sas-amex-elite", 3.5, 1.8],
  ])("%s scores %s of 10, %s stars", (slug, score, stars) => {
    const rating = cardRating(card(slug));
    expect(rating.score).toBe(score);
    expect(rating.stars).toBe(stars);
    expect(rating.unknown).toEqual(["utenlandsbruk", "rentefrieDager"]);
    expect(rating.knownWeight).toBe(85);
  });

  it("marks «Anbefalt» exactly the cards at or above the threshold", () => {
    const recommended = cards.filter((c) => cardRating(c).recommended).map((c) => c.urlSlug);
    expect(recommended.sort()).toEqual(["bank-norwegian-kredittkort", "remember-black"]);
    for (const c of cards) expect(cardRating(c).recommended).toBe((starsOf(c) ?? 0) >= RECOMMENDED_MIN_STARS);
  });
});

describe("unknown is not zero", () => {
  it("leaves an unknown fact's criterion out of the mean and names it", () => {
    const known = feedCard({ currencyMarkupPercent: 1.5, interestFreeDays: 45 });
    const rating = cardRating(known);
    expect(rating.unknown).toEqual([]);
    expect(rating.criteria.find((c) => c.id === "utenlandsbruk")?.score).toBe(5);
    expect(rating.criteria.find((c) => c.id === "rentefrieDager")?.score).toBe(7.5);
    const without = cardRating(feedCard({ cashbackRate: undefined }));
    expect(without.unknown).toEqual(["fordeler", "utenlandsbruk", "rentefrieDager"]);
    expect(without.criteria.find((c) => c.id === "fordeler")?.score).toBeUndefined();
    // (30 × 8,0 + 25 × 10 + 10 × 10) / 65: not dragged down by a 0 for the benefit we do not know.
    expect(without.score).toBe(9.1);
  });

  it("leaves a year's fees unknown when the feed leaves the monthly fee empty, never counting it as none", () => {
    const rating = cardRating(feedCard({ currencyMarkupPercent: 1.5, interestFreeDays: 45, monthlyFeeKr: undefined }));
    expect(rating.unknown).toEqual(["arligKostnad"]);
    expect(rating.criteria.find((c) => c.id === "arligKostnad")?.score).toBeUndefined();
    // A reviewed card's terms were checked against the bank's: a monthly fee it does not state is none.
    expect(cardRating(card("bank-norwegian-kredittkort")).unknown).not.toContain("arligKostnad");
  });

  it("gives an unreviewed card no stars, whatever its score", () => {
    const rating = cardRating(feedCard({ currencyMarkupPercent: 0, interestFreeDays: 60 }));
    expect(rating.score).toBeGreaterThan(0);
    expect(rating.stars).toBeUndefined();
    expect(rating.recommended).toBe(false);
  });

  it("gives a reviewed card no stars when too little of the weight is known", () => {
    const reviewed = { ...card("bank-norwegian-kredittkort"), cashbackRate: undefined };
    expect(cardRating(reviewed).knownWeight).toBeLessThan(MIN_KNOWN_WEIGHT);
    expect(cardRating(reviewed).stars).toBeUndefined();
  });
});

describe("the order by rating", () => {
  it("puts cards with stars first, most stars first, and breaks ties by the score", () => {
    const ordered = [feedCard(), ...cards].sort(compareByRating);
    expect(ordered.at(-1)?.urlSlug).toBe("fra-feeden");
    for (let i = 1; i < ordered.length - 1; i++) {
      const [before, after] = [cardRating(ordered[i - 1]!), cardRating(ordered[i]!)];
      expect(before.stars!).toBeGreaterThanOrEqual(after.stars!);
      if (before.stars === after.stars) expect(before.score!).toBeGreaterThanOrEqual(after.score!);
    }
  });

  it("numbers ranked entries in that order", () => {
    const ranked = rankedByRating(cards.map((c) => ({ card: c })));
    expect(ranked.map((entry) => entry.rank)).toEqual(cards.map((_, index) => index + 1));
    expect(ranked[0]?.card.urlSlug).toBe("bank-norwegian-kredittkort");
  });
});
