import { data, redirect } from "react-router";
import type { Route } from "./+types/go";
import { cardBySlug } from "#content/cards";

/**
 * The tracked apply redirect: /go/<urlSlug> → the issuer's application page.
 * An unknown slug is a 404, never a redirect elsewhere.
 */
export function loader({ params }: Route.LoaderArgs) {
  const card = cardBySlug(params.urlSlug);
  if (!card) throw data(null, { status: 404 });
  return redirect(card.applyUrl, {
    status: 302,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
  });
}
