import type { CreditCard } from "#content/card-schema";
import { compareByRating } from "../rating/rating-method";

/**
 * When does a card with an annual fee give more back than a cheaper card? All rates are
 * the lowest rate a card promises on ordinary purchases (cashbackRate.min), since the
 * higher rates only apply to some purchases.
 */
export type FeeAndRate = { annualFee: number; ratePercent: number };

/** What a card gives back in a year, minus its fee. */
export function netYearlyValue(card: FeeAndRate, yearlySpendKr: number): number {
  return (yearlySpendKr * card.ratePercent) / 100 - card.annualFee;
}

/**
 * The yearly spend above which `card` gives more back, net of fees, than `baseline`;
 * 0 if it is better at any spend, null if it never catches up.
 */
export function breakEvenSpend(card: FeeAndRate, baseline: FeeAndRate): number | null {
  const extraFee = card.annualFee - baseline.annualFee;
  const extraRate = card.ratePercent - baseline.ratePercent;
  if (extraFee <= 0 && extraRate >= 0) return 0;
  if (extraRate <= 0) return null;
  // Percent units on both sides keep the division exact for figures like 2 335 kr at 1 %.
  return (extraFee * 100) / extraRate;
}

export function feeAndRate(card: Pick<CreditCard, "annualFee" | "cashbackRate">): FeeAndRate {
  return { annualFee: card.annualFee, ratePercent: card.cashbackRate?.min ?? 0 };
}

/**
 * The free card that pays most back on all purchases: no annual fee, a cashback rate
 * above zero, and no rule that limits it to one chain. Ties go to the higher rating (the rating method).
 */
export function bestFreeCashbackCard<T extends CreditCard>(cards: readonly T[]): T | undefined {
  return cards
    .filter((card) => card.annualFee === 0 && (card.cashbackRate?.min ?? 0) > 0 && !card.extras.groceryRule)
    .sort((a, b) => (b.cashbackRate?.min ?? 0) - (a.cashbackRate?.min ?? 0) || compareByRating(a, b))[0];
}

/** Cards that charge a fee and pay cashback or points: the ones worth a break-even sum. */
export function feeCardsWithCashback<T extends Pick<CreditCard, "annualFee" | "cashbackRate">>(
  cards: readonly T[],
): T[] {
  return cards
    .filter((card) => card.annualFee > 0 && (card.cashbackRate?.min ?? 0) > 0)
    .sort((a, b) => a.annualFee - b.annualFee);
}
