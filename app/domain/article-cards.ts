import type { CreditCard } from "#content/card-schema";
import { cashbackText } from "./card-text";
import { formatNumber, formatPercentRange } from "./format";

/**
 * What a card gives back, for the ranking articles. A card whose only reward is a
 * partner-discount programme shows the discounts rather than "0 %".
 */
export function benefitText(card: CreditCard): string {
  const discounts = card.extras.partnerDiscounts;
  if (discounts && card.cashbackRate.max === 0) {
    return `${discounts.programme}: ${formatPercentRange(discounts.rate)} rabatt hos over ${formatNumber(discounts.minShops)} butikker`;
  }
  return cashbackText(card);
}

/** Yearly card spending needed to earn `cashbackKr` at `ratePercent`: 15 000 kr at 3 % needs 500 000 kr. */
export function spendForCashback(cashbackKr: number, ratePercent: number): number {
  if (ratePercent <= 0) throw new Error("Satsen må være over 0 %");
  return Math.round((cashbackKr * 100) / ratePercent);
}

/** Mean effective rate of a set of cards, to one decimal: the "snitt" that articles compare against. */
export function averageEffectiveRate(cards: ReadonlyArray<Pick<CreditCard, "effectiveRate">>): number {
  if (cards.length === 0) throw new Error("Ingen kort å regne snitt av");
  const sum = cards.reduce((total, card) => total + card.effectiveRate, 0);
  return Math.round((sum / cards.length) * 10) / 10;
}

/** Lowest and highest effective rate among the cards, for "x–y %" in running text. */
export function effectiveRateRange(cards: ReadonlyArray<Pick<CreditCard, "effectiveRate">>): { min: number; max: number } {
  const rates = cards.map((card) => card.effectiveRate);
  return { min: Math.min(...rates), max: Math.max(...rates) };
}
