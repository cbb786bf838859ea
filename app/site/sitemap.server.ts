import { accessibilityStatement } from "#content/accessibility";
import { articlesIn } from "#content/articles";
import { cardHistoryOf, cards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { osloDate } from "~/shared/cards/data-freshness";
import { checkedOn } from "~/shared/cards/feed-status";
import { cookiePolicy } from "#content/cookies";
import { privacyFacts } from "#content/privacy";
import { site } from "#content/site";
import { prerenderPaths, retiredCardPaths } from "~/site/route-paths";
import { prerenderedStatus } from "~/site/card-page/card-address";
import { canonicalUrl } from "~/shared/seo";
import { editorialCorrections } from "#content/editorial-corrections";
import { RATING_METHOD_PATH } from "~/shared/rating/rating-method";

const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a), "");
/** A card page changes when the card is checked or a version is published (a restore keeps the check's date). */
const cardModified = (card: CreditCard) =>
  latest([
    checkedOn(card),
    ...cardHistoryOf(card.id)
      .filter((entry) => entry.kind !== "first")
      .map((entry) => osloDate(entry.publishedAt)),
  ]);
const cardsChecked = () => latest(cards.map(cardModified));

/**
 * When a page's content last changed, from the content itself: an article's `updated`, a card's
 * `lastChecked`, the policies' dates; lists of cards change when a card does. Pages without a
 * dated source get no <lastmod> rather than an invented one.
 */
export function lastModified(path: string): string | undefined {
  const article = articlesIn().find((entry) => entry.path === path);
  if (article) return article.updated;
  const card = cards.find((entry) => `/kort/${entry.urlSlug}` === path);
  if (card) return cardModified(card);
  switch (path) {
    case "/":
    case "/kredittkort":
    case "/sammenlign":
    case "/kortvelger":
      return cardsChecked();
    case "/guider":
      return latest(articlesIn().map((entry) => entry.updated));
    case "/personvern":
      return privacyFacts.updated;
    case "/cookies":
      return cookiePolicy.updated;
    case "/tilgjengelighet":
      return accessibilityStatement.updated;
    // The method's page lists the cards' ratings and the corrections: it changes with either.
    case RATING_METHOD_PATH:
      return latest([cardsChecked(), ...editorialCorrections.map((entry) => entry.date)]);
    default:
      return undefined;
  }
}

/** Pages that are reachable but not for search engines (they say noindex themselves). */
const notInSitemap = new Set(["/samtykke"]);

/**
 * The sitemap: every prerendered page (the same list the build prerenders, from the route list and
 * the card data), with canonical URLs and last-modified dates from the content.
 */
export function sitemapXml(staticRoutePaths: string[]): string {
  const retired = retiredCardPaths();
  const paths = prerenderPaths({ getStaticPaths: () => staticRoutePaths }).filter(
    (path) => !notInSitemap.has(path) && !retired.has(path) && prerenderedStatus(path) === 200,
  );
  const urls = [...new Set(paths)].sort().map((path) => {
    const lastmod = lastModified(path);
    return `  <url><loc>${escapeXml(canonicalUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Redirects to the banks and endpoints are not pages.
    "Disallow: /go/",
    "Disallow: /api/",
    "Disallow: /sok.json",
    "",
    `Sitemap: ${site.origin}/sitemap.xml`,
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
