import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/route-paths";

export default {
  ssr: true,
  // Every static page is rendered to HTML at build; the server renders only 404s,
  // query variants (filters) and, later, form posts and redirects.
  prerender: prerenderPaths,
  // React Router 8's behaviour, adopted now (docs/decisions/0019-development-server-and-react-router-8-flags.md).
  // Not v8_middleware: it turns the load context into a RouterContextProvider, so every route's
  // `context.services` would move to a context key; that goes with the move to React Router 8. Not
  // v8_trailingSlashAwareDataRequests: prerendered index pages then post their forms to "/kredittkort/" (a 301
  // here), and differ from the same page rendered by the server.
  future: {
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
