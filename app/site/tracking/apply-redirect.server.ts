import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { cardByFormerSlug, cardBySlug } from "#content/cards";
import { isNewsletterCampaign } from "./newsletter-campaign";
import { CAMPAIGN_COOKIE, consentFromCookieHeader, readCookie } from "~/site/consent/consent";
import type { Database } from "../../shared/db/database.server";
import { rateLimits } from "../../shared/db/schema";
import { groupCommit } from "../../shared/server/group-commit.server";
import { errorFields, logEvent } from "../../shared/server/log.server";
import { clientKey, rateLimitRules } from "../../shared/server/rate-limit.server";
import type { Services } from "../../services.server";
import { referringPath } from "./tracking.server";
import { affiliateUrl } from "../../shared/commission/affiliate-networks";

/** Where on our pages an apply link was (`?plassering=` on /go/), as stored with the click. */
export const placements = ["flis", "kortside", "sammenligning", "kortvelger", "nyhetsbrev", "varsel"] as const;
export type Placement = (typeof placements)[number];

/** `/go/<slug>` with its placement: what every apply button links to. */
export const applyPath = (urlSlug: string, placement?: Placement) =>
  `/go/${urlSlug}${placement ? `?plassering=${placement}` : ""}`;

/**
 * A click id: 128 random bits, base64url (22 characters), unguessable and derived from nothing about the
 * reader; short enough for every network's sub-id (the shortest limit is 50 characters).
 */
export const newClickId = () => randomBytes(16).toString("base64url");

/** Headers of every apply redirect: never cached, never indexed, and the bank sees only our origin. */
export const applyRedirectHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "origin",
} as const;

export type ApplyRequest = {
  slug: string;
  /** The HTTP method: only GET is a click; HEAD gets the same redirect without one. */
  method: string;
  cookie: string | null;
  referer: string | null;
  userAgent: string | null;
  /** The client's address as the HTTP layer sees it (after TRUST_PROXY); only its keyed hash is stored. */
  clientAddress: string;
  requestOrigin: string;
  /** The `plassering` query parameter; anything not in `placements` is stored as none. */
  placement?: string | null;
  /** The `kampanje` query parameter: kept only as a newsletter issue's on a newsletter link (newsletterCampaign). */
  campaign?: string | null;
};

/**
 * An apply link (/go/<urlSlug>). A card with a link template at an affiliate network (a paying card): the
 * network's link, and a real click (`isCountedClick`) is recorded (card, time, the page it came from, the
 * placement, and the campaign only with marketing consent; nothing about the person) with a fresh click
 * id, which goes on the network's link as its sub-id; an uncounted request gets the link without one. A
 * card that pays nothing: the bank's page, untracked (its buttons link there directly; an old /go/ link
 * still works). An unknown slug, a card out of sale, or one that pays nothing and has no application page
 * of ours gives null: a 404, never a redirect elsewhere. Used by the route module and by the server's fast
 * path, so both behave the same.
 */
export async function applyRedirect(services: Services, request: ApplyRequest): Promise<string | null> {
  // An address an editor moved follows the card (decision 0015, stop 47); a card out of sale has no apply link.
  const card = cardBySlug(request.slug) ?? cardByFormerSlug(request.slug);
  if (!card || card.retiredOn !== undefined) return null;
  const link = services.commission.linkFor(card.id);
  if (!link) return card.applyUrl ?? null;
  let clickId: string | null = null;
  try {
    if (await isCountedClick(services, request, card.urlSlug)) {
      const fromPath =
        referringPath(request.referer, services.publicOrigin) ?? referringPath(request.referer, request.requestOrigin);
      const placement = placements.find((known) => known === request.placement) ?? null;
      const issueCampaign =
        placement === "nyhetsbrev" && isNewsletterCampaign(request.campaign) ? request.campaign : null;
      const campaign =
        issueCampaign ??
        (consentFromCookieHeader(request.cookie)?.marketing
          ? safeCampaign(readCookie(request.cookie, CAMPAIGN_COOKIE))
          : null);
      const id = newClickId();
      await services.tracking.recordApplyClick({ cardSlug: card.urlSlug, fromPath, campaign, placement, clickId: id });
      clickId = id;
    }
  } catch (error) {
    // The reader still gets to the bank; a lost count is logged, not shown, and no id is sent that we do not hold.
    logEvent("error", "apply click not recorded", { card: card.urlSlug, ...errorFields(error) });
  }
  return affiliateUrl(link, clickId);
}

/**
 * Apply clicks are what partners pay for, so only real ones count:
 * - a GET (HEAD, OPTIONS and the rest are not someone following the link);
 * - from a browser: a User-Agent that `isbot` does not recognise as a crawler, tool or headless browser
 *   (no User-Agent at all counts as a bot; isbot itself says false for a missing one);
 * - the first from this client for this card in its window (`rateLimitRules.applyClick`, 30 minutes, why
 *   in rate-limit.server.ts), counted in the rate_limits table: every instance sees the same counter, it
 *   is keyed by a keyed hash of the address (never the address), and the purge deletes it once its window
 *   has ended. The windows are fixed and aligned to the clock (hh:00 and hh:30), like every rate limit
 *   here: clicks in one window count once, so one address adds at most one click per card per window
 *   (the price of fixed windows: two clicks seconds apart on either side of hh:30 count twice).
 */
async function isCountedClick(services: Services, request: ApplyRequest, cardSlug: string): Promise<boolean> {
  if (request.method.toUpperCase() !== "GET") return false;
  const userAgent = request.userAgent?.trim();
  if (!userAgent || isbot(userAgent)) return false;
  const key = clientKey(request.clientAddress, services.rateLimitSecret);
  return clickCounterOf(services)(`${rateLimitRules.applyClick.bucket}:${cardSlug}`, key, new Date());
}

type Counter = { bucket: string; clientKey: string; windowStart: Date };
const counterId = (counter: Counter) => `${counter.bucket}\n${counter.clientKey}\n${counter.windowStart.getTime()}`;

/** Counters one instance remembers as used up in the current window (about 100 bytes each). */
const MAX_REMEMBERED_COUNTERS = 50_000;

/** One click counter per running server (its services), as startServices makes one per instance. */
const clickCounters = new WeakMap<Services, ReturnType<typeof createClickCounter>>();
function clickCounterOf(services: Services) {
  let counter = clickCounters.get(services);
  if (!counter) clickCounters.set(services, (counter = createClickCounter(services.database.db)));
  return counter;
}

/**
 * `consumeRateLimit` for clicks, built for a flood: says whether a click is within `rateLimitRules.applyClick`
 * (the same fixed windows and the same rate_limits rows). Clicks that arrive together share one multi-row
 * upsert by group commit (one statement per batch, not per click: the embedded database runs on the
 * server's thread); the upsert is atomic per row, so clicks on several instances are all counted. A counter
 * this instance has seen used up is answered from memory until its window ends, so one client's repeats
 * cost no database work at all. Forgetting (a full memory, a restart) only means asking the database again.
 */
function createClickCounter(db: Database) {
  const rule = rateLimitRules.applyClick;
  const windowMs = rule.windowSeconds * 1000;
  let usedUp = new Set<string>();
  let usedUpWindow = 0;

  const consume = groupCommit(
    async (rows: Counter[]): Promise<boolean[]> => {
      const batch = new Map<string, { counter: Counter; hits: number }>();
      for (const row of rows) {
        const entry = batch.get(counterId(row));
        if (entry) entry.hits += 1;
        else batch.set(counterId(row), { counter: row, hits: 1 });
      }
      // One row per counter (a statement may not update a row twice), in the same order on every
      // instance, so two instances' batches never wait for each other's rows in a cycle.
      const values = [...batch]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, { counter, hits }]) => ({ ...counter, hits }));
      const stored = await db
        .insert(rateLimits)
        .values(values)
        .onConflictDoUpdate({
          target: [rateLimits.bucket, rateLimits.clientKey, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + excluded.hits` },
        })
        .returning({
          bucket: rateLimits.bucket,
          clientKey: rateLimits.clientKey,
          windowStart: rateLimits.windowStart,
          hits: rateLimits.hits,
        });
      const hitsBefore = new Map(
        stored.map((row) => [counterId(row), row.hits - (batch.get(counterId(row))?.hits ?? 0)]),
      );
      const position = new Map<string, number>();
      return rows.map((row) => {
        const id = counterId(row);
        const before = hitsBefore.get(id);
        if (before === undefined) throw new Error("click counter: no row returned for a counter");
        const earlierInBatch = position.get(id) ?? 0;
        position.set(id, earlierInBatch + 1);
        return before + earlierInBatch + 1 <= rule.limit;
      });
    },
    { name: "rate_limits" },
  );

  return async (bucket: string, key: string, now: Date): Promise<boolean> => {
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    if (windowStart.getTime() !== usedUpWindow) {
      usedUp = new Set();
      usedUpWindow = windowStart.getTime();
    }
    const counter = { bucket, clientKey: key, windowStart };
    const id = counterId(counter);
    if (usedUp.has(id)) return false;
    const counted = await consume(counter);
    if (!counted || rule.limit === 1) {
      if (usedUp.size >= MAX_REMEMBERED_COUNTERS) usedUp.clear();
      if (windowStart.getTime() === usedUpWindow) usedUp.add(id);
    }
    return counted;
  };
}

function safeCampaign(value: string | null): string | null {
  if (!value) return null;
  try {
    const decoded = decodeURIComponent(value);
    return /^[\p{L}\p{N} ._/-]{1,100}$/u.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}
