import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "./db/database.server";
import { rateLimits } from "./db/schema";

export type RateLimitRule = {
  /** What is limited, e.g. "contact". */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
};

export const rateLimitRules = {
  contact: { bucket: "contact", limit: 5, windowSeconds: 15 * 60 },
  newsletter: { bucket: "newsletter", limit: 5, windowSeconds: 15 * 60 },
  pageView: { bucket: "page-view", limit: 600, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/** The longest window: counters older than this are of no use and are deleted by the purge. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(...Object.values(rateLimitRules).map((rule) => rule.windowSeconds));

/**
 * A keyed hash of the client's address: the same client gets the same key on every instance
 * (the key comes from the shared database), and the address itself is never stored.
 */
export function clientKey(address: string, secret: string): string {
  return createHmac("sha256", secret).update(address).digest("base64url").slice(0, 22);
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
