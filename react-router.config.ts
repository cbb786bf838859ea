import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/route-paths";

export default {
  ssr: true,
  // Every static page is rendered to HTML at build; the server renders only 404s,
  // query variants (filters) and, later, form posts and redirects.
  prerender: prerenderPaths,
  // React Router 8's behaviour, adopted now (docs/decisions/0019-development-server-and-react-router-8-flags.md).
  // v8_middleware: the load context is a RouterContextProvider; routes read the host's services with
  // servicesOf(context) (app/shared/server/load-context.server.ts). Not
  // v8_trailingSlashAwareDataRequests: prerendered index pages then post their forms to "/kredittkort/" (a 301
  // here), and differ from the same page rendered by the server.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
