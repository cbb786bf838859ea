import type { Route } from "./+types/search-json.route";
import { search } from "~/site/search/search";
import { feedSourcedHit, searchIndex } from "~/site/search/search-index.server";

/** How many results the header dialog lists; it links to /sok?q=… for the rest. */
const DIALOG_RESULT_LIMIT = 8;
/** A minute: the same as the open data's (app/site/open-data/open-cards-json.route.ts). */
const SEARCH_ANSWER_MAX_AGE_SECONDS = 60;

/**
 * /sok.json?q=…: the header dialog's results, from the same search() as the /sok page.
 * A resource route (no component). Browsers and proxies may reuse an answer for as long as the
 * open data (/api/kort.json) is kept, while someone types and deletes: the card facts in it follow a
 * published change within seconds on the server.
 */
export function loader({ request }: Route.LoaderArgs) {
  const response = search(searchIndex(), new URL(request.url).searchParams.get("q") ?? "", {
    limit: DIALOG_RESULT_LIMIT,
  });
  return Response.json(
    { ...response, feedSourced: feedSourcedHit(response.results) },
    {
      headers: { "Cache-Control": `public, max-age=${SEARCH_ANSWER_MAX_AGE_SECONDS}`, "X-Robots-Tag": "noindex" },
    },
  );
}
