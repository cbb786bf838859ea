import { clientKey, consumeRateLimit, rateLimitRules, type RateLimitRule } from "../server/rate-limit.server";
import type { Services } from "../../services.server";
import { logEvent } from "../server/log.server";
import { clientAddressOf, servicesOf, type LoadContext } from "../server/load-context.server";

/** The honeypot field: hidden from people, filled in by bots that fill in every field. */
export const HONEYPOT_FIELD = "nettside";

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  if (typeof value === "string" && value.trim() !== "") {
    logEvent("warn", "honeypot filled: nothing stored");
    return true;
  }
  return false;
}

/** Counts this submission against the client's limit (shared by every instance through the database). */
export function withinRateLimit(context: LoadContext, rule: RateLimitRule) {
  return countAgainst(servicesOf(context), clientAddressOf(context), rule);
}

async function countAgainst(services: Services, clientAddress: string, rule: RateLimitRule) {
  const result = await consumeRateLimit(services.database.db, rule, clientKey(clientAddress, services.rateLimitSecret));
  if (!result.allowed) logEvent("warn", "rate limited", { bucket: rule.bucket });
  return result;
}

/** Minutes to wait, rounded up, for the Norwegian message. */
export const minutesToWait = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/**
 * The limit on posts per client: public forms share one, page views (JSON) have their own, and the back
 * office (any post under /admin, host/request-guard.js) has a larger one of its own.
 */
export const postLimits = {
  form: rateLimitRules.formPost,
  json: rateLimitRules.pageView,
  staff: rateLimitRules.staffPost,
} satisfies Record<"form" | "json" | "staff", RateLimitRule>;

/**
 * Counts a post before its body is read (host/request-guard.js): forms share one limit per client,
 * page views have their own. Invalid and refused posts count too, so a flood of bad posts is limited.
 */
export function countPost(services: Services, clientAddress: string, limit: keyof typeof postLimits) {
  return countAgainst(services, clientAddress, postLimits[limit]);
}
