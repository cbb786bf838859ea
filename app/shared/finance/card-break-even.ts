import type { CreditCard } from "#content/card-schema";
import { compareByRating } from "../rating/rating-method";
import { feeFacts, yearlyFee, type RewardUse } from "./cashback-ranking";

/**
 * When does a card with fees give more back than a cheaper card? The guides' worked examples, by the same
 * rules as every ranking (docs/decisions/0032, app/shared/finance/cashback-ranking.ts): the fee is the annual
 * fee plus twelve monthly fees (yearlyFee), the rate is the lowest a card promises on ordinary purchases
 * (cashbackRate.min, since the higher rates apply only to some purchases), and points count only for a reader
 * who flies.
 */
export type FeeAndRate = { yearlyFeeKr: number; ratePercent: number };

/** What a card gives back in a year, minus its fees. */
export function netYearlyValue(card: FeeAndRate, yearlySpendKr: number): number {
  return (yearlySpendKr * card.ratePercent) / 100 - card.yearlyFeeKr;
}

/**
 * The yearly spend above which `card` gives more back, net of fees, than `baseline`;
 * 0 if it is better at any spend, null if it never catches up.
 */
export function breakEvenSpend(card: FeeAndRate, baseline: FeeAndRate): number | null {
  const extraFee = card.yearlyFeeKr - baseline.yearlyFeeKr;
  const extraRate = card.ratePercent - baseline.ratePercent;
  if (extraFee <= 0 && extraRate >= 0) return 0;
  if (extraRate <= 0) return null;
  // Percent units on both sides keep the division exact for figures like 2 335 kr at 1 %.
  return (extraFee * 100) / extraRate;
}

/** Whether the card's rewards are worth something to this reader: money always, points only to one who flies. */
export function rewardsUsable(card: Pick<CreditCard, "cashbackInPoints">, use: RewardUse): boolean {
  return !card.cashbackInPoints || use.usesPointsOnFlights;
}

/** The card's yearly fee and the rate every purchase earns for this reader (0 for points one who does not fly cannot use). */
export function feeAndRate(card: CreditCard, use: RewardUse): FeeAndRate {
  const yearlyFeeKr = yearlyFee(feeFacts(card));
  // The guides name reviewed cards only, whose fees are known (their content checks refuse any other).
  if (yearlyFeeKr === undefined) throw new Error(`Månedsgebyret til ${card.name} er ukjent`);
  return {
    yearlyFeeKr,
    ratePercent: rewardsUsable(card, use) ? (card.cashbackRate?.min ?? 0) : 0,
  };
}

/**
 * The free card that pays most back on all purchases: no annual or monthly fee, a cashback rate in money
 * above zero, and no rule that limits it to one chain. Ties go to the higher rating (the rating method).
 */
export function bestFreeCashbackCard<T extends CreditCard>(cards: readonly T[]): T | undefined {
  return cards
    .filter(
      (card) =>
        yearlyFee(feeFacts(card)) === 0 &&
        !card.cashbackInPoints &&
        (card.cashbackRate?.min ?? 0) > 0 &&
        !card.extras.groceryRule,
    )
    .sort((a, b) => (b.cashbackRate?.min ?? 0) - (a.cashbackRate?.min ?? 0) || compareByRating(a, b))[0];
}

/**
 * Cards that charge a fee (annual or monthly) and pay cashback or points: the ones worth a break-even sum. A card
 * whose monthly fee is unknown is left out: its break-even sum cannot be reckoned.
 */
export function feeCardsWithCashback<T extends CreditCard>(cards: readonly T[]): T[] {
  return cards
    .map((card) => ({ card, fee: yearlyFee(feeFacts(card)) }))
    .filter(({ card, fee }) => fee !== undefined && fee > 0 && (card.cashbackRate?.min ?? 0) > 0)
    .sort((a, b) => a.fee! - b.fee!)
    .map(({ card }) => card);
}
