import { data, redirect } from "react-router";
import type { Route } from "./+types/go";
import { applyRedirect, applyRedirectHeaders } from "~/server/apply-redirect.server";

/**
 * The tracked apply redirect: /go/<urlSlug> → the issuer's application page, after the click is
 * recorded (a GET from a browser, once per client and card in a window: applyRedirect). An unknown slug
 * is a 404. In production the server's fast path answers GET and HEAD with the same function
 * (server/app.js); this route is what the dev server and other requests use. Having no component, it is
 * a resource route: React Router calls this loader for GET, HEAD and OPTIONS (and answers 405 to POST,
 * PUT, PATCH and DELETE, as there is no action), so the method is passed on and only a GET is counted
 * (tested in go.test.ts).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const location = await applyRedirect(context.services, {
    slug: params.urlSlug,
    method: request.method,
    cookie: request.headers.get("Cookie"),
    referer: request.headers.get("Referer"),
    userAgent: request.headers.get("User-Agent"),
    clientAddress: context.clientAddress,
    requestOrigin: new URL(request.url).origin,
  });
  if (!location) throw data(null, { status: 404 });
  return redirect(location, { status: 302, headers: applyRedirectHeaders });
}
