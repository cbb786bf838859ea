import type { CreditCard } from "#content/card-schema";
import { cashbackText } from "../../shared/cards/card-text";
import { formatNumber, formatPercentRange } from "../../shared/format/format";

/**
 * What a card gives back, for the ranking articles. A card whose only reward is a
 * partner-discount programme shows the discounts rather than "0 %".
 */
export function benefitText(card: CreditCard): string {
  const discounts = card.extras.partnerDiscounts;
  if (discounts && card.cashbackRate?.max === 0) {
    return `${discounts.programme}: ${formatPercentRange(discounts.rate)} rabatt hos over ${formatNumber(discounts.minShops)} butikker`;
  }
  return cashbackText(card);
}

/**
 * The cashback range an article prints for a card it names: the ten reviewed cards state it; a card that
 * did not would be a content fault, named here rather than printed as 0.
 */
export function statedCashbackRate(card: CreditCard): { min: number; max: number } {
  if (!card.cashbackRate) throw new Error(`Artikkelen forutsetter at ${card.name} oppgir bonussatsen`);
  return card.cashbackRate;
}

/** Yearly card spending needed to earn `cashbackKr` at `ratePercent`: 15 000 kr at 3 % needs 500 000 kr. */
export function spendForCashback(cashbackKr: number, ratePercent: number): number {
  if (ratePercent <= 0) throw new Error("Satsen må være over 0 %");
  return Math.round((cashbackKr * 100) / ratePercent);
}
