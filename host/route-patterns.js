// @ts-check
// Route paths of the build ("/kort/:urlSlug") as patterns for a request's path, shared by the fast
// path (what is not found) and the request guard (what a URL accepts).

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern for one route path: ":name" is one segment, "*" any rest. Case-insensitive, as React Router matches.
 * @param {string} routePath
 */
export function routePattern(routePath) {
  const parts = routePath
    .split("/")
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : escapeRegExp(part)));
  return new RegExp(`^${parts.join("/")}$`, "i");
}
