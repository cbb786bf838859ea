import { TextLink } from "~/shared/ui/text-link";
import { pagingText } from "./card-list-text";

/** The pages shown as numbers: the first, the last, and two on each side of the current one. */
export function pageNumbers(page: number, pages: number): Array<number | "gap"> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) => (index > 0 && number - shown[index - 1]! > 1 ? ["gap", number] : [number]));
}

/**
 * Links between the pages of a long list, each a plain link carrying the list's other choices (works
 * without JavaScript). Nothing when there is one page. `label` names the navigation (the card list's by default).
 */
export function ListPages({
  page,
  pages,
  params,
  path,
  hash,
  label = pagingText.nav,
}: {
  page: number;
  pages: number;
  params: ReadonlyArray<readonly [string, string]>;
  path: string;
  hash: string;
  label?: string;
}) {
  if (pages <= 1) return null;
  const href = (number: number) => {
    const query = new URLSearchParams(params.map(([name, value]) => [name, value]));
    if (number > 1) query.set("side", String(number));
    const search = query.toString();
    return `${path}${search ? `?${search}` : ""}${hash}`;
  };
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {page > 1 && (
          <li>
            <TextLink strong to={href(page - 1)} rel="prev">
              {pagingText.previous}
            </TextLink>
          </li>
        )}
        {pageNumbers(page, pages).map((number, index) =>
          number === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page" className="font-semibold">
                  <span className="sr-only">{pagingText.page(number)}</span>
                  <span aria-hidden="true">{number}</span>
                </span>
              ) : (
                <TextLink to={href(number)} aria-label={pagingText.page(number)} className="inline-block min-w-6 py-2">
                  {number}
                </TextLink>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <TextLink strong to={href(page + 1)} rel="next">
              {pagingText.next}
            </TextLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
