import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/route-paths";

export default {
  ssr: true,
  // Every static page is rendered to HTML at build; the server renders only 404s,
  // query variants (filters) and, later, form posts and redirects.
  prerender: prerenderPaths,
} satisfies Config;
