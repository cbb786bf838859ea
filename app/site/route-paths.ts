import { allCards } from "../../content/cards";
import { isFeedSourced, type FeedStatus } from "../shared/cards/feed-status";

/**
 * Paths prerendered to HTML at build: every static route, plus one page per card.
 * Derived from the route list and the card data, never typed by hand.
 */
export function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }): string[] {
  return [
    ...getStaticPaths().filter((path) => !renderedPerRequest.has(path) && !isAdminPath(path)),
    // A retired card's page stays (it says since when it is out of sale), so it is rendered too.
    ...cardPagePaths(),
  ];
}

/**
 * Every card's page, as served now (the cards change while the server runs: content/cards.ts). A card merged
 * into another has no page: its address redirects to that card's (app/site/card-page/card.route.tsx).
 */
export const cardPagePaths = () => allCards.filter((card) => card.mergedInto === undefined).map(cardPagePath);

/**
 * The pages of the cards a write would add or change, against the cards served now: the write's check
 * renders them beside every prerendered page, so a card page the build does not hold (rendered on request:
 * the market's cards, decision 0030) is never published failing. The other card pages read the changed
 * cards only through the computed standings the list pages render too. With the would-be `feed` status, also
 * the pages of the cards whose figures it makes the feed's or no longer (a link to a product: decision 0033).
 */
export function changedCardPagePaths(
  wouldBe: readonly { id: number; urlSlug: string; mergedInto?: number }[],
  feed?: FeedStatus,
): string[] {
  const served = new Map(allCards.map((card) => [card.id, JSON.stringify(card)]));
  const sourceMoved = (id: number) => feed !== undefined && isFeedSourced(id) !== isFeedSourced(id, feed);
  return wouldBe
    .filter(
      (card) => card.mergedInto === undefined && (served.get(card.id) !== JSON.stringify(card) || sourceMoved(card.id)),
    )
    .map(cardPagePath);
}

const cardPagePath = (card: { urlSlug: string }) => `/kort/${card.urlSlug}`;

/** The pages of retired cards: served, but out of the sitemap's listing like every other list. */
export function retiredCardPaths(): Set<string> {
  return new Set(allCards.filter((card) => card.retiredOn !== undefined).map((card) => `/kort/${card.urlSlug}`));
}

/** The back office (app/admin/) is for signed-in staff: rendered per request, never prerendered, not in the sitemap. */
export const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * Static paths that are not pages to prerender: endpoints, pages that only make sense with the
 * personal token of an e-mail link (and are noindex), the open data (made from the live card data and the
 * date, with CORS headers a file would not have), and the PDFs (a prerendered file would be served
 * without its Content-Disposition, and the debt plan is made from its query string).
 */
const renderedPerRequest = new Set([
  "/api/sidevisning",
  "/api/kort.json",
  "/kort/endringer.xml",
  "/sok.json",
  "/nyhetsbrev/bekreft",
  "/nyhetsbrev/avmeld",
  "/varsler/bekreft",
  "/varsler/avmeld",
  "/varsler/mine",
  "/guider/spar-ti-tusen-kroner-aarlig.pdf",
  "/kredittkort-gjeld-guide/plan.pdf",
]);

/** Whether a path is served though not prerendered (an endpoint, a signed-link page, the open data, a PDF). */
export const isRenderedPerRequest = (path: string) => renderedPerRequest.has(path);
