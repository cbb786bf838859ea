import { data, redirect } from "react-router";
import type { Route } from "./+types/go.route";
import { applyRedirect, applyRedirectHeaders } from "~/site/tracking/apply-redirect.server";
import { servicesOf, clientAddressOf } from "~/shared/server/load-context.server";

/**
 * The tracked apply redirect: /go/<urlSlug> → the issuer's application page, after the click is
 * recorded (a GET from a browser, once per client and card in a window: applyRedirect). An unknown slug
 * is the site's not-found page, status 404. In production the server's fast path answers GET and HEAD
 * with the same function (host/app.js) and hands an unknown slug to React Router; this route is what
 * the dev server and other requests use. As a document route (the component below) React Router calls
 * the loader for GET and HEAD and answers 405 to every other method (there is no action), so the method
 * is passed on and only a GET is counted (tested in go.route.test.ts).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const location = await applyRedirect(servicesOf(context), {
    slug: params.urlSlug,
    method: request.method,
    cookie: request.headers.get("Cookie"),
    referer: request.headers.get("Referer"),
    userAgent: request.headers.get("User-Agent"),
    clientAddress: clientAddressOf(context),
    requestOrigin: new URL(request.url).origin,
    placement: new URL(request.url).searchParams.get("plassering"),
    campaign: new URL(request.url).searchParams.get("kampanje"),
  });
  if (!location) throw data(null, { status: 404 });
  return redirect(location, { status: 302, headers: applyRedirectHeaders });
}

/**
 * Never rendered: the loader always redirects or throws. Having a component makes this a document
 * route, so an unknown card (and any other error) gets the root's error boundary: the site's
 * not-found page in its layout, where a resource route would answer with the bare body "null".
 */
export default function ApplyRedirect() {
  return null;
}
