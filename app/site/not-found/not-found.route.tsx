import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found.route";
import { NotFound, notFoundMeta } from "~/site/not-found/not-found";
import { yearFreeLocation } from "~/site/articles/year-free-paths";

/**
 * Every unmatched path: status 404 and the not-found page (no React in the browser). An article's old
 * address with a year redirects for good (the production host does that before the fast path, host/app.js).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const location = yearFreeLocation(url.pathname + url.search);
  if (location) throw redirect(location, 301);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => notFoundMeta;

export default function NotFoundRoute() {
  return <NotFound />;
}
