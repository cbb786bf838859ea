/**
 * Which cards pay us commission (a card with an affiliate link template in the back office), as this
 * process serves them: the apply button, the «Annonse» label and the commission notice read it. Installed
 * at start and after every change (affiliate-links.server.ts), and by the render check from would-be data.
 * Only whether a card pays, never how much: revenue never reaches the public site (docs/decisions/0022).
 */
export type PayingCard = { urlSlug: string; name: string };

let paying: readonly PayingCard[] = [];

export function replacePayingCards(next: readonly PayingCard[]): void {
  paying = [...next].sort((a, b) => a.name.localeCompare(b.name, "nb"));
}

export function cardPays(urlSlug: string): boolean {
  return paying.some((card) => card.urlSlug === urlSlug);
}

/** The paying cards by name (the commission notice names them). */
export function payingCards(): readonly PayingCard[] {
  return paying;
}

export function payingCardSlugs(): string[] {
  return paying.map((card) => card.urlSlug).sort();
}
