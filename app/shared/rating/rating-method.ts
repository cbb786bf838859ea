import type { CreditCard } from "#content/card-schema";
import { isReviewed } from "../cards/card-review";
import { printedEffectiveRate, representativeExample } from "../cards/representative-example";
import { feeFacts, yearlyFee } from "../finance/cashback-ranking";

/**
 * The site's one rating method (docs/decisions/0029): every star, «Anbefalt», ranking by rating and the
 * default order of /kredittkort follow cardRating(). Each criterion is scored 0–10 from the card's own facts
 * on a fixed scale (never against the other cards, so a card's rating changes only when its own terms do),
 * weighted by its share below. A fact we do not have leaves its criterion unknown, never 0: the rating is the
 * weighted mean of the known criteria, and names the unknown ones. Revenue never enters it: this module is
 * under the dependency rule «revenue-never-orders-cards» (.dependency-cruiser.cjs, decision 0022).
 * The method page, /slik-rangerer-og-tjener-vi, prints these constants; markedsføringsloven § 6 a asks a
 * site that ranks products to state the main parameters of the ranking and their weight.
 */

/** Where the method is published. */
export const RATING_METHOD_PATH = "/slik-rangerer-og-tjener-vi";

export const ratingCriterionIds = [
  "kredittkostnad",
  "arligKostnad",
  "fordeler",
  "reiseforsikring",
  "utenlandsbruk",
  "rentefrieDager",
] as const;
export type RatingCriterionId = (typeof ratingCriterionIds)[number];

/** Each criterion's weight in whole percent of the rating; they sum to 100. Cost before benefits: 55 % is cost. */
export const RATING_WEIGHTS: Readonly<Record<RatingCriterionId, number>> = {
  kredittkostnad: 30,
  arligKostnad: 25,
  fordeler: 20,
  reiseforsikring: 10,
  utenlandsbruk: 10,
  rentefrieDager: 5,
};

/**
 * The fixed scales: the value that scores 10 and the value that scores 0, linear between and
 * clamped outside. The effective rate is the representative example's, as printed on every card.
 */
export const RATING_SCALES = {
  /** Effective rate in percent: 15 % or less scores 10, 40 % or more scores 0. */
  kredittkostnad: { best: 15, worst: 40 },
  /** Annual fee plus twelve monthly fees, in kroner, when the bill is paid in full. */
  arligKostnad: { best: 0, worst: 3000 },
  /** Cashback or points in percent of every ordinary purchase (the lowest rate the card promises). */
  fordeler: { best: 2, worst: 0 },
  /** Mark-up on purchases in other currencies, in percent. */
  utenlandsbruk: { best: 0, worst: 3 },
  /** The most interest-free days on purchases. */
  rentefrieDager: { best: 60, worst: 0 },
} as const;

/** A card scored on fewer known criteria than this share of the weight (in percent) gets no stars. */
export const MIN_KNOWN_WEIGHT = 70;

/** Stars at or above this earn the «Anbefalt» badge. */
export const RECOMMENDED_MIN_STARS = 3.5;

/** Scores run 0–10; the stars are the rating out of 5. */
export const MAX_SCORE = 10;
export const MAX_STARS = 5;

export type CriterionScore = { id: RatingCriterionId; weight: number; score: number | undefined };

export type CardRating = {
  criteria: CriterionScore[];
  /** The criteria we have no data for, in the method's order. */
  unknown: RatingCriterionId[];
  /** The share of the weight scored, in percent. */
  knownWeight: number;
  /** The weighted mean of the known criteria, 0–10 with one decimal; undefined when nothing is known. */
  score: number | undefined;
  /**
   * Stars out of 5, one decimal: only for a card the editors have reviewed (its facts checked against the
   * bank's terms) and scored on at least MIN_KNOWN_WEIGHT % of the weight.
   */
  stars: number | undefined;
  recommended: boolean;
};

type RatedFacts = Pick<
  CreditCard,
  | "highlights"
  | "bestFor"
  | "editorial"
  | "annualFee"
  | "monthlyFeeKr"
  | "interestRate"
  | "cashbackRate"
  | "travelInsurance"
  | "currencyMarkupPercent"
  | "interestFreeDays"
>;

/** A value on a scale from `worst` (0) to `best` (10), clamped, one decimal. */
export function scaleScore(value: number, { best, worst }: { best: number; worst: number }): number {
  const share = (value - worst) / (best - worst);
  return Math.round(Math.max(0, Math.min(1, share)) * MAX_SCORE * 10) / 10;
}

/** Each criterion's score from the card's facts, undefined where the fact is unknown. */
export function criterionScores(card: RatedFacts): Record<RatingCriterionId, number | undefined> {
  const yearlyCost = yearlyFee(feeFacts(card));
  return {
    kredittkostnad: scaleScore(printedEffectiveRate(card), RATING_SCALES.kredittkostnad),
    // A year's fees: unknown when the monthly fee is (yearlyFee), and then the criterion is unknown, never free.
    arligKostnad: yearlyCost === undefined ? undefined : scaleScore(yearlyCost, RATING_SCALES.arligKostnad),
    fordeler: card.cashbackRate === undefined ? undefined : scaleScore(card.cashbackRate.min, RATING_SCALES.fordeler),
    reiseforsikring: card.travelInsurance ? MAX_SCORE : 0,
    utenlandsbruk:
      card.currencyMarkupPercent === undefined
        ? undefined
        : scaleScore(card.currencyMarkupPercent, RATING_SCALES.utenlandsbruk),
    rentefrieDager:
      card.interestFreeDays === undefined ? undefined : scaleScore(card.interestFreeDays, RATING_SCALES.rentefrieDager),
  };
}

const ratings = new WeakMap<object, CardRating>();

/** The card's rating by the method; computed once per card object (cards are never mutated). */
export function cardRating(card: CreditCard): CardRating {
  const cached = ratings.get(card);
  if (cached) return cached;
  const scores = criterionScores(card);
  const criteria = ratingCriterionIds.map((id) => ({ id, weight: RATING_WEIGHTS[id], score: scores[id] }));
  const known = criteria.filter((c): c is CriterionScore & { score: number } => c.score !== undefined);
  const knownWeight = known.reduce((sum, c) => sum + c.weight, 0);
  // Hundredths of a point, so that 7,2 × 30 % is exactly 2,16.
  const weighted = known.reduce((sum, c) => sum + Math.round(c.score * 10 * c.weight), 0);
  const score = knownWeight === 0 ? undefined : Math.round(weighted / knownWeight) / 10;
  const stars =
    score !== undefined && isReviewed(card) && knownWeight >= MIN_KNOWN_WEIGHT
      ? Math.round((score * MAX_STARS * 10) / MAX_SCORE) / 10
      : undefined;
  const rating: CardRating = {
    criteria,
    unknown: criteria.filter((c) => c.score === undefined).map((c) => c.id),
    knownWeight,
    score,
    stars,
    recommended: stars !== undefined && stars >= RECOMMENDED_MIN_STARS,
  };
  ratings.set(card, rating);
  return rating;
}

/** The card's stars, or undefined for a card without them (not reviewed, or too little known). */
export function starsOf(card: CreditCard): number | undefined {
  return cardRating(card).stars;
}

/**
 * The order of every ranking by rating: cards with stars first, most stars first, equal stars by the finer
 * score; cards without stars after, in no order of their own (the caller's later tie-breaks decide).
 */
export function compareByRating(a: CreditCard, b: CreditCard): number {
  const [x, y] = [starsOf(a), starsOf(b)];
  if (x === undefined || y === undefined) return Number(x === undefined) - Number(y === undefined);
  return y - x || (cardRating(b).score ?? 0) - (cardRating(a).score ?? 0);
}

/**
 * Entries that name a card, each with its place, in the rating's order with the default order's tie-breaks
 * (the cheaper credit, then the name), as /kredittkort lists them.
 */
export function rankedByRating<T extends { card: CreditCard }>(entries: readonly T[]): Array<T & { rank: number }> {
  const creditCost = (card: CreditCard) => representativeExample(card).creditCost;
  return [...entries]
    .sort(
      (a, b) =>
        compareByRating(a.card, b.card) ||
        creditCost(a.card) - creditCost(b.card) ||
        a.card.name.localeCompare(b.card.name, "nb"),
    )
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}
