import { cardBySlug } from "#content/cards";
import { CAMPAIGN_COOKIE, consentFromCookieHeader, readCookie } from "~/domain/consent";
import { logEvent } from "./log.server";
import type { Services } from "./services.server";
import { referringPath } from "./tracking.server";

/** Headers of every apply redirect: never cached, never indexed, and the bank sees only our origin. */
export const applyRedirectHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "origin",
} as const;

/**
 * An apply link (/go/<urlSlug>): records the click (card, time, the page it came from, and the campaign
 * only with marketing consent; nothing about the person) and gives the card's application page from the
 * card data. An unknown slug gives null: a 404, never a redirect elsewhere. Used by the route module and
 * by the server's fast path, so both behave the same.
 */
export async function applyRedirect(
  services: Services,
  request: { slug: string; cookie: string | null; referer: string | null; requestOrigin: string },
): Promise<string | null> {
  const card = cardBySlug(request.slug);
  if (!card) return null;
  const fromPath = referringPath(request.referer, services.publicOrigin) ?? referringPath(request.referer, request.requestOrigin);
  const campaign = consentFromCookieHeader(request.cookie)?.marketing ? safeCampaign(readCookie(request.cookie, CAMPAIGN_COOKIE)) : null;
  try {
    await services.tracking.recordApplyClick({ cardSlug: card.urlSlug, fromPath, campaign });
  } catch (error) {
    // The reader still gets to the bank; a lost count is logged, not shown.
    logEvent("error", "apply click not recorded", { card: card.urlSlug, error: String(error) });
  }
  return card.applyUrl;
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
