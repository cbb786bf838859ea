import { data, redirect } from "react-router";
import type { Route } from "./+types/link.route";
import { followNewsletterLink } from "~/site/newsletter/newsletter-links.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** A newsletter's link: counted (newsletter-links.server.ts), then on to where it goes; an unknown id is a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const location = await followNewsletterLink(servicesOf(context).database.db, params.id, {
    method: request.method,
    userAgent: request.headers.get("User-Agent"),
  });
  if (!location) throw data(null, { status: 404 });
  return redirect(location, {
    status: 302,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "origin" },
  });
}

/** Never rendered (the loader redirects or throws): a document route, so an unknown id gets the site's 404 page. */
export default function NewsletterLink() {
  return null;
}
