import { data, redirect } from "react-router";
import type { Route } from "./+types/go";
import { cardBySlug } from "#content/cards";
import { CAMPAIGN_COOKIE, consentFromCookieHeader, readCookie } from "~/domain/consent";
import { logEvent } from "~/server/log.server";
import { referringPath } from "~/server/tracking.server";

/**
 * The tracked apply redirect: /go/<urlSlug> → the issuer's application page, after the click is recorded
 * (card, time, the page it came from, and the campaign only with marketing consent). An unknown slug is
 * a 404, never a redirect elsewhere.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const card = cardBySlug(params.urlSlug);
  if (!card) throw data(null, { status: 404 });
  const cookies = request.headers.get("Cookie");
  const requestOrigin = new URL(request.url).origin;
  const fromPath =
    referringPath(request.headers.get("Referer"), context.services.publicOrigin) ?? referringPath(request.headers.get("Referer"), requestOrigin);
  const campaign = consentFromCookieHeader(cookies)?.marketing ? safeCampaign(readCookie(cookies, CAMPAIGN_COOKIE)) : null;
  try {
    await context.services.tracking.recordApplyClick({ cardSlug: card.urlSlug, fromPath, campaign });
  } catch (error) {
    // The reader still gets to the bank; a lost count is logged, not shown.
    logEvent("error", "apply click not recorded", { card: card.urlSlug, error: String(error) });
  }
  return redirect(card.applyUrl, {
    status: 302,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "origin" },
  });
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

