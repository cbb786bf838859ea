import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Every URL of the site. Static routes are prerendered at build (react-router.config.ts). */
export default [
  index("routes/home.tsx"),
  route("kredittkort", "routes/cards.tsx"),
  route("kort/:urlSlug", "routes/card.tsx"),
  route("go/:urlSlug", "routes/go.tsx"),

  // Site pages
  // (end site pages)

  // Articles
  // (end articles)

  // Guides
  // (end guides)

  // Debt guide
  // (end debt guide)

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
