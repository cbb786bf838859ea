/**
 * The articles whose addresses carried a year («/beste-kredittkort-2025») until 2026: their addresses are
 * year-free now, the title says the year (docs/decisions/0028), and every address with a year, past or
 * future, redirects for good to the one page.
 */
export const yearFreeArticlePaths = ["/beste-kredittkort", "/beste-cashback-kredittkort", "/beste-kredittkort-i-test"];

const WITH_YEAR = /^\/(beste-kredittkort|beste-cashback-kredittkort|beste-kredittkort-i-test)-\d{4}$/i;

/**
 * Where a request for an address with a year goes (its query kept), or null for any other address.
 * `url` is a request's path and query, as the HTTP server gets it ("/beste-kredittkort-2024?x=1").
 */
export function yearFreeLocation(url: string): string | null {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const match = WITH_YEAR.exec(path.endsWith("/") && path.length > 1 ? path.slice(0, -1) : path);
  if (!match) return null;
  return `/${match[1]!.toLowerCase()}${queryAt === -1 ? "" : url.slice(queryAt)}`;
}
