import { cards } from "#content/cards";

/**
 * Which cards pay us commission (a card with an affiliate link template in the back office), as this
 * process serves them: the apply button, the «Annonse» label and the commission notice read it. Installed
 * at start and after every change (affiliate-links.server.ts), and by the render check from would-be data.
 * Kept by card id, as the templates are: a card an editor moves to a new address pays at once at the new one.
 * Only whether a card pays, never how much: revenue never reaches the public site (docs/decisions/0022).
 */
export type PayingCard = { id: number; urlSlug: string; name: string };

let payingIds: ReadonlySet<number> = new Set();

export function replacePayingCards(cardIds: readonly number[]): void {
  payingIds = new Set(cardIds);
}

export function cardPays(card: { id: number }): boolean {
  return payingIds.has(card.id);
}

/** The paying cards on sale, by name, at their addresses as published now (the commission notice names them). */
export function payingCards(): PayingCard[] {
  return cards
    .filter((card) => payingIds.has(card.id))
    .map(({ id, urlSlug, name }) => ({ id, urlSlug, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "nb"));
}

/** The paying cards' ids, as a render check is given them and hands them back. */
export function payingCardIds(): number[] {
  return [...payingIds].sort((a, b) => a - b);
}
