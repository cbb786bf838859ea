import { data, redirect } from "react-router";
import type { Route } from "./+types/go";
import { applyRedirect, applyRedirectHeaders } from "~/server/apply-redirect.server";

/**
 * The tracked apply redirect: /go/<urlSlug> → the issuer's application page, after the click is
 * recorded. An unknown slug is a 404. In production the server's fast path answers these with the
 * same function (server/app.js); this route is what the dev server and other requests use.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const location = await applyRedirect(context.services, {
    slug: params.urlSlug,
    cookie: request.headers.get("Cookie"),
    referer: request.headers.get("Referer"),
    requestOrigin: new URL(request.url).origin,
  });
  if (!location) throw data(null, { status: 404 });
  return redirect(location, { status: 302, headers: applyRedirectHeaders });
}
