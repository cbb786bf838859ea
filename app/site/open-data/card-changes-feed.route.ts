import type { Route } from "./+types/card-changes-feed.route";
import type { RouteHandle } from "~/shared/route-handle";
import { cachedResponse, changesFeedBody } from "~/site/open-data/open-data.server";

/**
 * /kort/endringer.xml: the card changes as an Atom feed (app/site/open-data/changes-feed.ts), documented at
 * /om/data. Made once per change of the cards; a minute in caches, then revalidated by its ETag.
 */
export const handle: RouteHandle = { openCors: true };

export function loader({ request }: Route.LoaderArgs) {
  return cachedResponse(request, changesFeedBody(), {
    contentType: "application/atom+xml; charset=utf-8",
    cacheControl: "public, max-age=60",
  });
}
