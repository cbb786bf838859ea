import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound, notFoundMeta } from "~/components/not-found";
import type { RouteHandle } from "~/route-handle";

/** Hydrated so that the page can log the unknown path to the browser console (spec §8). */
export const handle: RouteHandle = { hydrate: true };

/** Every unmatched path: status 404 and the not-found page. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => notFoundMeta;

export default function NotFoundRoute() {
  return <NotFound />;
}
