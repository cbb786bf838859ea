import type { Route } from "./+types/card-changes-feed";
import type { RouteHandle } from "~/route-handle";
import { cachedResponse, changesFeedBody } from "~/server/open-data.server";

/**
 * /kort/endringer.xml: the card changes as an Atom feed (app/domain/changes-feed.ts), documented at
 * /om/data. Made once per change of the cards; a minute in caches, then revalidated by its ETag.
 */
export const handle: RouteHandle = { openCors: true };

export function loader({ request }: Route.LoaderArgs) {
  return cachedResponse(request, changesFeedBody(), { contentType: "application/atom+xml; charset=utf-8", cacheControl: "public, max-age=60" });
}
