import { createHmac } from "node:crypto";
import { isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { rateLimits } from "../db/schema";

export type RateLimitRule = {
  /** What is limited, e.g. "contact". */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
};

/**
 * Apply clicks are counted once per client and card in each window of this length
 * (app/site/tracking/apply-redirect.server.ts). 30 minutes covers the repeats of one visit (a double click,
 * back and click again, a reload of the redirect, the same card's link on another of our pages), which
 * come within minutes, and is the usual length of a web-analytics visit (a session ends after 30 minutes
 * without activity): a partner can read the count as at most one click per card per visit. Not longer:
 * the key is the client's address, which many people can share (mobile carrier NAT, offices), so a
 * longer window would merge their genuine clicks and drop a return later the same day. One address
 * adds at most one click per card per window; the counters are purged once their window has ended.
 */
export const APPLY_CLICK_WINDOW_SECONDS = 30 * 60;

export const rateLimitRules = {
  contact: { bucket: "contact", limit: 5, windowSeconds: 15 * 60 },
  newsletter: { bucket: "newsletter", limit: 5, windowSeconds: 15 * 60 },
  pageView: { bucket: "page-view", limit: 600, windowSeconds: 15 * 60 },
  /** Passkey sign-in: the options and the answer each count, so 10 tries per client in 15 minutes. */
  staffSignIn: { bucket: "staff-sign-in", limit: 20, windowSeconds: 15 * 60 },
  /** Opening and using invitation links: guessing one is hopeless (256 bits), and this keeps it so. */
  staffInvitation: { bucket: "staff-invitation", limit: 10, windowSeconds: 15 * 60 },
  /** Every post in the back office (host/request-guard.js), in place of formPost: staff work in bursts. */
  staffPost: { bucket: "staff-post", limit: 600, windowSeconds: 10 * 60 },
  /** Every post to any form, valid, invalid or refused (host/request-guard.js): a flood is refused early. */
  formPost: { bucket: "form-post", limit: 30, windowSeconds: 10 * 60 },
  /** One counted apply click per client and card per window; the bucket gets the card's slug ("apply-click:<slug>"). */
  applyClick: { bucket: "apply-click", limit: 1, windowSeconds: APPLY_CLICK_WINDOW_SECONDS },
} satisfies Record<string, RateLimitRule>;

/** The longest window: counters older than this are of no use and are deleted by the purge. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(
  ...Object.values(rateLimitRules).map((rule) => rule.windowSeconds),
);

/**
 * A keyed hash of the client (its address, or its /64: clientGroup): the same client gets the same key on
 * every instance (the key comes from the shared database), and the address itself is never stored.
 */
export function clientKey(address: string, secret: string): string {
  return createHmac("sha256", secret).update(clientGroup(address)).digest("base64url").slice(0, 22);
}

/**
 * The address that stands for one client in every per-client limit and click count. An IPv4 client
 * mapped into IPv6 ("::ffff:192.0.2.1", what a dual-stack socket reports) is its IPv4 address. An IPv6
 * client is its /64: one household or device gets a whole /64 and can take any address in it (privacy
 * extensions change them on their own), so a limit per full address would let one client post again
 * and again, each time from a new address.
 */
export function clientGroup(address: string): string {
  const withoutZone = address.split("%")[0] ?? address;
  if (!isIPv6(withoutZone)) return address;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = ipv6Groups(withoutZone);
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  return `${[a, b, c, d].map((group) => group.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

/**
 * Counts one request in a fixed window and says whether it is within the limit. One atomic
 * upsert, so parallel requests on several instances are all counted.
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, clientKey: key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.clientKey, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: (row?.hits ?? 1) <= rule.limit, retryAfterSeconds };
}
