import { representativeExample, type CreditTerms } from "../../shared/cards/representative-example";

/**
 * The credit-terms score (0–10, one decimal), computed rather than judged: the card whose
 * representative example costs least among `peers` scores 10, and a card whose credit costs
 * twice as much scores 5 (10 × cheapest cost / this card's cost). The fee counts, as in the
 * effective rate.
 */
export function creditTermsScore(card: CreditTerms, peers: readonly CreditTerms[]): number {
  if (!peers.includes(card)) throw new Error("Kortet må være blant kortene det sammenlignes med");
  const cost = (terms: CreditTerms) => representativeExample(terms).creditCost;
  const own = cost(card);
  // Credit that costs nothing is as good as it gets (and must not divide by zero).
  if (own === 0) return 10;
  return Math.round((100 * Math.min(...peers.map(cost))) / own) / 10;
}

/**
 * The best-in-test score: each criterion is scored 0–10, weighted by its share of the
 * test (weights in whole percent, summing to 100). The total is never typed by hand.
 */
export type WeightedCriterion = { id: string; weight: number };

/** A criterion's share of the total: score 8 on a 30 % criterion gives 2,4 points. */
export function criterionContribution(score: number, weightPercent: number): number {
  // Work in hundredths so that 9 × 15 % is exactly 1,35, not 1,3499999.
  return Math.round(score * weightPercent) / 100;
}

/** The weighted score out of 10, rounded to one decimal. Throws on a missing score or weights that do not sum to 100. */
export function weightedReviewScore(
  scores: Readonly<Record<string, number>>,
  criteria: readonly WeightedCriterion[],
): number {
  const weightSum = criteria.reduce((sum, c) => sum + c.weight, 0);
  if (weightSum !== 100) throw new Error(`Vektene i testen summerer til ${weightSum} %, ikke 100 %`);
  const hundredths = criteria.reduce((sum, c) => {
    const score = scores[c.id];
    if (score === undefined) throw new Error(`Mangler poeng for kriteriet «${c.id}»`);
    if (score < 0 || score > 10) throw new Error(`Poeng for «${c.id}» må være mellom 0 og 10, fikk ${score}`);
    return sum + Math.round(score * c.weight);
  }, 0);
  return Math.round(hundredths / 10) / 10;
}
