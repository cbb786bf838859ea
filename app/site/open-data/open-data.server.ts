import { createHash } from "node:crypto";
import { cardHistoryOf, cards, fromCards } from "#content/cards";
import { changesFeed } from "~/site/open-data/changes-feed";
import { osloDate } from "~/shared/cards/data-freshness";
import { newestVersionTime, openCardsDocument } from "~/site/open-data/open-cards";
import { CHANGES_FEED_PATH, OPEN_DATA_DOCS_PATH } from "~/site/open-data/open-data-paths";
import { canonicalUrl } from "~/shared/seo";
import { isFeedSourced } from "~/shared/cards/feed-status";
import { feedFactsShared } from "~/site/open-data/feed-sharing";

/**
 * The bodies of the open data (docs/decisions/0012-open-data.md): /api/kort.json and the Atom feed
 * /kort/endringer.xml. Each is made once per change of the card data (fromCards), the JSON also once per
 * date in Norway (checkOverdue turns overnight), with a strong ETag of its bytes: every instance with
 * the same data sends the same bytes and the same ETag. URLs are the canonical ones (site.origin), not
 * the request's, for the same reason.
 */
export type CachedBody = { body: string; etag: string };

export function cachedBody(body: string): CachedBody {
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url")}"` };
}

const jsonByDay = fromCards(() => new Map<string, CachedBody>());

export function openCardsBody(now = new Date()): CachedBody {
  const today = osloDate(now);
  const shareFeedFacts = feedFactsShared();
  const key = `${today} ${shareFeedFacts}`;
  const byDay = jsonByDay();
  let found = byDay.get(key);
  if (!found) {
    const document = openCardsDocument({
      cards,
      historyOf: cardHistoryOf,
      today,
      urlOf: canonicalUrl,
      // Linked, or changed by a sync once: the pages' rule (feed-status.ts).
      feedSourced: (cardId) => isFeedSourced(cardId),
      shareFeedFacts,
    });
    found = cachedBody(`${JSON.stringify(document, null, 2)}\n`);
    byDay.clear(); // only today's is ever asked for again
    byDay.set(key, found);
  }
  return found;
}

const feedBySetting = fromCards(() => new Map<boolean, CachedBody>());

export function changesFeedBody(): CachedBody {
  const shareFeedFacts = feedFactsShared();
  const bySetting = feedBySetting();
  let found = bySetting.get(shareFeedFacts);
  if (!found) {
    found = cachedBody(
      changesFeed({
        cards,
        historyOf: cardHistoryOf,
        urlOf: canonicalUrl,
        feedPath: CHANGES_FEED_PATH,
        docsPath: OPEN_DATA_DOCS_PATH,
        newestVersion: newestVersionTime(cards, cardHistoryOf),
        feedSourced: (cardId) => isFeedSourced(cardId),
        shareFeedFacts,
      }),
    );
    bySetting.set(shareFeedFacts, found);
  }
  return found;
}

/**
 * Whether a request's If-None-Match names this ETag (RFC 9110 § 13.1.2: a list, "*", and the weak
 * comparison, so W/"x" matches "x"; a proxy that compressed the body may have weakened it).
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/** Anyone may read the open data from any site (CORS); host/request-guard.js answers the preflight. */
export const OPEN_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag",
} as const;

/** The body with its ETag and caching headers, or 304 when the client's copy is this one. */
export function cachedResponse(
  request: Request,
  cached: CachedBody,
  options: { contentType: string; cacheControl: string },
): Response {
  const headers = new Headers({ ...OPEN_CORS_HEADERS, "Cache-Control": options.cacheControl, ETag: cached.etag });
  if (etagMatches(request.headers.get("If-None-Match"), cached.etag))
    return new Response(null, { status: 304, headers });
  headers.set("Content-Type", options.contentType);
  return new Response(cached.body, { status: 200, headers });
}
