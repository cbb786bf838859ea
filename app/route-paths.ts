import { cards } from "../content/cards";

/**
 * Paths prerendered to HTML at build: every static route, plus one page per card.
 * Derived from the route list and the card data, never typed by hand.
 */
export function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }): string[] {
  return [...getStaticPaths().filter((path) => !renderedPerRequest.has(path)), ...cards.map((card) => `/kort/${card.urlSlug}`)];
}

/**
 * Static paths that are not pages to prerender: endpoints, and pages that only make sense with the
 * personal token of an e-mail link (and are noindex).
 */
const renderedPerRequest = new Set(["/api/sidevisning", "/sok.json", "/nyhetsbrev/bekreft", "/nyhetsbrev/avmeld"]);
