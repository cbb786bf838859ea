import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/route-paths";
import { prerenderAtOwnAddress } from "./app/shared/http/canonical-prerender.build";

export default {
  ssr: true,
  // Every static page is rendered to HTML at build; the server renders only 404s,
  // query variants (filters) and, later, form posts and redirects.
  prerender: prerenderPaths,
  // React Router 8 (docs/decisions/0019-development-server-and-react-router-8-flags.md): middleware, the
  // load context as a RouterContextProvider (servicesOf(context), app/shared/server/load-context.server.ts),
  // split route modules and trailing-slash-aware data requests are its behaviour, no longer flags. It renders a
  // prerendered page's HTML from "/kredittkort/" (the folder of its index.html), and the page then shows that
  // address; rendered again here from "/kredittkort", as the server renders it.
  buildEnd: ({ reactRouterConfig }) => prerenderAtOwnAddress(reactRouterConfig.buildDirectory).then(() => undefined),
} satisfies Config;
