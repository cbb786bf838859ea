import { cards } from "../content/cards";

/**
 * Paths prerendered to HTML at build: every static route, plus one page per card.
 * Derived from the route list and the card data, never typed by hand.
 */
export function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }): string[] {
  return [...getStaticPaths(), ...cards.map((card) => `/kort/${card.urlSlug}`)];
}
