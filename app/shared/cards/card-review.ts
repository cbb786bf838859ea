import type { CreditCard } from "#content/card-schema";

/**
 * A card with the editors' review: highlights, who it suits and the editorial text (content/card-schema.ts
 * keeps them together), its facts checked against the bank's terms. Only such a card may stand in anything
 * that claims a review ("Vårt valg", a ranking by rating) or get stars; a card from the feed shows its facts
 * only. The stars themselves are computed (app/shared/rating/rating-method.ts), never typed.
 */
export type ReviewedCard = CreditCard & {
  highlights: string[];
  bestFor: string;
  editorial: string[];
};

export function isReviewed<T extends Pick<CreditCard, "highlights" | "bestFor" | "editorial">>(
  card: T,
): card is T & Pick<ReviewedCard, "highlights" | "bestFor" | "editorial"> {
  return card.highlights !== undefined && card.bestFor !== undefined && card.editorial !== undefined;
}

/** The reviewed cards among `cards`, in their order. */
export function reviewedCards(cards: readonly CreditCard[]): ReviewedCard[] {
  return cards.filter(isReviewed);
}

/** Whether the card is out of sale (the sync retired it): kept with its page and history, out of every list. */
export function isRetired(card: Pick<CreditCard, "retiredOn">): boolean {
  return card.retiredOn !== undefined;
}

/** The cards on sale, in their order: what every list, search, finder and comparison offers. */
export function cardsOnSale<T extends Pick<CreditCard, "retiredOn">>(cards: readonly T[]): T[] {
  return cards.filter((card) => !isRetired(card));
}
