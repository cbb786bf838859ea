/**
 * What a route module may export as `handle`. Pages ship no JavaScript unless a matched
 * route opts in with `hydrate: true` (docs/decisions/0002-javascript-only-where-it-helps.md).
 */
export type RouteHandle = {
  hydrate?: boolean;
  /** What a post to the route carries: a form unless it says JSON (host/request-guard.js refuses other types with 415). */
  requestBody?: "form" | "json";
  /**
   * Posts whose URL carries a signed `token` are not counted against the per-address form limit. For the
   * one-click unsubscribe (RFC 8058): mail providers post it from a few shared addresses on behalf of many
   * readers. The route must check the token's signature before any database work, so a flood of forged
   * tokens costs no more than a page view.
   */
  signedLinkPosts?: boolean;
  /**
   * Open data (/api/kort.json, the changes feed): any site may read it. host/request-guard.js answers
   * the CORS preflight (OPTIONS) and lets other sites' pages embed it (Cross-Origin-Resource-Policy);
   * the route sends Access-Control-Allow-Origin itself.
   */
  openCors?: boolean;
  /** The cookie settings page is itself the choice: the public frame leaves its banner out. */
  consentBanner?: false;
  /**
   * The address the page gives as its own (the consent form's return address), from the route's loader data:
   * the list's one spelling, so every spelling of the same list is the same page and can be served from the
   * one kept (decision 0030). Without it, the address as asked.
   */
  ownAddress?: (data: unknown) => string | undefined;
};

export function wantsHydration(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
