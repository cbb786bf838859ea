import type { CreditCard } from "#content/card-schema";
import { cashbackText, creditLimitText } from "~/shared/cards/card-text";
import { formatAnnualFee, formatEffectiveRate, formatRating, formatWorkingDays } from "~/shared/format/format";
import { representativeExample } from "~/shared/cards/representative-example";
import { uiText } from "~/site/site-text";

/** A card's key figures as its page lists them (label, value): the card page and the back office's preview. */
export function cardKeyFacts(card: CreditCard): Array<[string, string]> {
  return [
    [uiText.annualFee, formatAnnualFee(card.annualFee)],
    [uiText.effectiveRate, formatEffectiveRate(representativeExample(card).effectiveRate)],
    [uiText.cashback, cashbackText(card)],
    [uiText.creditLimit, creditLimitText(card)],
    [uiText.rating, uiText.ratingOutOf(formatRating(card.rating))],
    [uiText.processingTime, formatWorkingDays(card.processingDays)],
  ];
}
