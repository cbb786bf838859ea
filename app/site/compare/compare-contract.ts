/**
 * What the comparison's pages (compare-tray.tsx, compare-toggle.tsx, compare-table.tsx,
 * compare-shared-notice.tsx, compare.route.tsx) and its browser script (compare.client.ts) agree on:
 * the limit, where the browser keeps the selection, the data-* marks the script finds, and the
 * placeholders in the words it fills in. Plain values, no DOM: safe in every bundle.
 */

/** How many cards the comparison shows side by side. */
export const MAX_COMPARED = 3;

/** localStorage key of the reader's selection: a JSON array of StoredCard, at most MAX_COMPARED. */
export const COMPARE_STORAGE_KEY = "kortvalg-sammenligning";
export type StoredCard = { slug: string; name: string };

/** The marks the pages put on elements (`data-compare-<mark>=""`) for the script to find. */
export type CompareMark =
  | "tray"
  | "list"
  | "item"
  | "name"
  | "remove"
  | "count"
  | "note"
  | "status"
  | "link"
  | "toggle"
  | "resume"
  | "page"
  | "card"
  | "notes"
  | "shared"
  | "shared-text"
  | "shared-choices"
  | "keep"
  | "use"
  | "own";

export const compareAttribute = <Mark extends CompareMark>(mark: Mark) => `data-compare-${mark}` as const;
/** For JSX: `<ul {...compareMarked("list")}>` renders `data-compare-list=""`. */
export const compareMarked = (mark: CompareMark) => ({
  [compareAttribute(mark)]: "",
});
export const compareSelector = (mark: CompareMark) => `[${compareAttribute(mark)}]`;

/** A card's slug and name on its toggle and its table column. */
export const CARD_SLUG = "data-slug";
export const CARD_NAME = "data-name";
/** On the page: whether the URL named the cards (?kort=), "true" or "false". */
export const EXPLICIT = "data-explicit";

/** The words the script says, as templates on the tray and the shared notice. */
export const compareTemplates = {
  added: "data-text-added",
  removed: "data-text-removed",
  full: "data-text-full",
  ask: "data-text-ask",
  kept: "data-text-kept",
  used: "data-text-used",
} as const;
export type CompareTemplate = keyof typeof compareTemplates;

/** A template filled in: {name} a card's name, {names} the kept cards' names, {max} MAX_COMPARED. */
export function fillCompareText(template: string, values: { name?: string; names?: string }): string {
  return template
    .replace("{name}", values.name ?? "")
    .replace("{names}", values.names ?? "")
    .replace("{max}", String(MAX_COMPARED));
}

/** For JSX: the words as data-text-* attributes, `{...compareWords({ added: … })}`. */
export const compareWords = (words: Partial<Record<CompareTemplate, string>>) =>
  Object.fromEntries(
    Object.entries(words).map(([template, text]) => [compareTemplates[template as CompareTemplate], text]),
  );

/** For JSX: a card's slug and name as the script reads them. */
export const compareCard = (slug: string, name: string) => ({
  [CARD_SLUG]: slug,
  [CARD_NAME]: name,
});
