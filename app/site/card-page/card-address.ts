import { allCards, cardByFormerSlug, cardBySlug } from "#content/cards";

/**
 * Where a card address sends its reader for good (301), or null when it is a card's own page (or no card's):
 * a card merged into another goes to that card (decision 0033); an address an editor changed goes to the
 * card's address now, however often it changed since (decision 0015, stop 46). One hop, never a chain.
 */
export function cardPageRedirect(slug: string): string | null {
  const card = cardBySlug(slug) ?? cardByFormerSlug(slug);
  if (!card) return null;
  const target =
    card.mergedInto === undefined ? card : (allCards.find((other) => other.id === card.mergedInto) ?? card);
  return target.urlSlug === slug ? null : `/kort/${target.urlSlug}`;
}
