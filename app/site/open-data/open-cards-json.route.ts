import type { Route } from "./+types/open-cards-json.route";
import type { RouteHandle } from "~/shared/route-handle";
import { cachedResponse, openCardsBody } from "~/site/open-data/open-data.server";

/**
 * /api/kort.json: every card we compare as open data, for journalists, researchers and anyone else
 * (documented at /om/data; app/site/open-data/open-cards.ts has the schema). A resource route rendered per request
 * (app/site/route-paths.ts), from a body made once per change of the cards and per day; a minute in caches,
 * then revalidated by its ETag. Any site may read it (CORS).
 */
export const handle: RouteHandle = { openCors: true };

export function loader({ request }: Route.LoaderArgs) {
  return cachedResponse(request, openCardsBody(), {
    contentType: "application/json; charset=utf-8",
    cacheControl: "public, max-age=60",
  });
}
