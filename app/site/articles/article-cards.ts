import type { CreditCard } from "#content/card-schema";
import { cashbackText } from "../../shared/cards/card-text";
import { formatNumber, formatPercentRange } from "../../shared/format/format";

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
