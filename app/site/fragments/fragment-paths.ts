/**
 * Markup that only some visitors need (the search dialog, the cookie settings dialog) is not in every
 * page: the script that opens it fetches it from /fragment/<name> the first time (app/site/fragments/fragment.route.ts).
 */
export const fragmentNames = ["sok-dialog", "cookievalg"] as const;
export type FragmentName = (typeof fragmentNames)[number];

export function fragmentPath(name: FragmentName): string {
  return `/fragment/${name}`;
}
