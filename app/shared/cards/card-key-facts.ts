import type { CreditCard } from "#content/card-schema";
import { starsOf } from "~/shared/rating/rating-method";
import { cashbackText, creditLimitText } from "~/shared/cards/card-text";
import { formatAnnualFee, formatEffectiveRate, formatRating, formatWorkingDays } from "~/shared/format/format";
import { representativeExample } from "~/shared/cards/representative-example";
import { cardFactText } from "~/shared/cards/card-fact-text";

/** A card's key figures as its page lists them (label, value): the card page and the back office's preview. */
export function cardKeyFacts(card: CreditCard): Array<[string, string]> {
  return [
    [cardFactText.annualFee, formatAnnualFee(card.annualFee)],
    [cardFactText.effectiveRate, formatEffectiveRate(representativeExample(card).effectiveRate)],
    [cardFactText.cashback, cashbackText(card)],
    [cardFactText.creditLimit, creditLimitText(card)],
    // A card the editors have not reviewed has no rating to show, not a rating of 0.
    ...(starsOf(card) === undefined
      ? []
      : [[cardFactText.rating, cardFactText.ratingOutOf(formatRating(starsOf(card)!))] as [string, string]]),
    [cardFactText.processingTime, card.processingDays ? formatWorkingDays(card.processingDays) : cardFactText.unknown],
  ];
}
