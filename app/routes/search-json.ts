import type { Route } from "./+types/search-json";
import { search } from "~/domain/search";
import { searchIndex } from "~/server/search-index.server";

/** How many results the header dialog lists; it links to /sok?q=… for the rest. */
const DIALOG_RESULT_LIMIT = 8;

/**
 * /sok.json?q=…: the header dialog's results, from the same search() as the /sok page.
 * A resource route (no component). The answer changes only with a deploy, so browsers and
 * proxies may reuse it for a few minutes while someone types and deletes.
 */
export function loader({ request }: Route.LoaderArgs) {
  const response = search(searchIndex(), new URL(request.url).searchParams.get("q") ?? "", { limit: DIALOG_RESULT_LIMIT });
  return Response.json(response, {
    headers: { "Cache-Control": "public, max-age=300", "X-Robots-Tag": "noindex" },
  });
}
