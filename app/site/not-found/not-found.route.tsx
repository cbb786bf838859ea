import { data } from "react-router";
import type { Route } from "./+types/not-found.route";
import { NotFound, notFoundMeta } from "~/site/not-found/not-found";

/** Every unmatched path: status 404 and the not-found page (no React in the browser). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => notFoundMeta;

export default function NotFoundRoute() {
  return <NotFound />;
}
