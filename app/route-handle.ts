/**
 * What a route module may export as `handle`. Pages ship no JavaScript unless a matched
 * route opts in with `hydrate: true` (docs/decisions/0002-javascript-only-where-it-helps.md).
 */
export type RouteHandle = {
  hydrate?: boolean;
  /** What a post to the route carries: a form unless it says JSON (server/request-guard.js refuses other types with 415). */
  requestBody?: "form" | "json";
};

export function wantsHydration(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
