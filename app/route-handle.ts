/**
 * What a route module may export as `handle`. Pages ship no JavaScript unless a matched
 * route opts in with `hydrate: true` (docs/decisions/0002-javascript-only-where-it-helps.md).
 */
export type RouteHandle = { hydrate?: boolean };

export function wantsHydration(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
