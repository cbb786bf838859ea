/**
 * The link that reproduces what a page shows (a calculator's result, a comparison): its path and
 * query, without the parameters that only say how the URL was made (a form's marker, which moves
 * focus when present), and with the fragment of the part worth landing on.
 */
export function shareHref(
  pathname: string,
  search: string,
  { drop = [], fragment }: { drop?: readonly string[]; fragment?: string } = {},
): string {
  const params = new URLSearchParams(search);
  for (const name of drop) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${fragment ? `#${fragment}` : ""}`;
}
