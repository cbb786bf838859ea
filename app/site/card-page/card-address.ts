import { allCards, cardByFormerSlug, cardBySlug } from "#content/cards";

/**
 * Where a card address sends its reader for good (301), or null when it is a card's own page (or no card's):
 * a card merged into another goes to that card (decision 0033); an address an editor changed goes to the
 * card's address now, however often it changed since (decision 0015, stop 46). One hop, never a chain.
 */
export function cardPageRedirect(slug: string): string | null {
  const moved = movedCardSlug(slug);
  return moved === null ? null : `/kort/${moved}`;
}

/**
 * The address a card has now, for an address it (or a card merged into it) had before; null for a card's own
 * address or no card's. What every URL that takes a card's address follows: the card page, the comparison.
 */
export function movedCardSlug(slug: string): string | null {
  const card = cardBySlug(slug) ?? cardByFormerSlug(slug);
  if (!card) return null;
  const target =
    card.mergedInto === undefined ? card : (allCards.find((other) => other.id === card.mergedInto) ?? card);
  return target.urlSlug === slug ? null : target.urlSlug;
}

/**
 * The status a page the build prerendered answers now: 301 for the page of a card an editor has moved (or merged)
 * since the build, which the host then leaves to the router (decision 0015, stop 47); 200 for every other page.
 */
export const prerenderedStatus = (path: string): 200 | 301 =>
  path.startsWith("/kort/") && cardPageRedirect(path.slice("/kort/".length)) !== null ? 301 : 200;
