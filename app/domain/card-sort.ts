import type { CreditCard } from "#content/card-schema";
import { representativeExample } from "./representative-example";

/**
 * The sort orders of /kredittkort (?sortering=). Each rule is stated on the page in words
 * (sortRuleText in app/ui-text.ts), because an affiliate site must not hide how it ranks.
 * Every order ends with the same tie-breaks, so the list never depends on the data's order.
 */
export const sortOrders = ["vurdering", "arsgebyr", "rente", "cashback"] as const;
export type SortOrder = (typeof sortOrders)[number];
export const DEFAULT_SORT: SortOrder = "vurdering";

/** Reads ?sortering= leniently (trimmed, any case): anything unknown means the default order. */
export function parseSort(value: string | null | undefined): SortOrder {
  const wanted = value?.trim().toLowerCase();
  return sortOrders.find((order) => order === wanted) ?? DEFAULT_SORT;
}

/**
 * The cashback figure we sort and compare on: the lowest rate the card promises on ordinary
 * purchases, in money or points. The top of a range ("1–4 %") only applies to some purchases,
 * and partner discounts and one chain's bonus (Trumf: extras.groceryRule) are not earned on
 * ordinary purchases, so none of them counts.
 */
export function cashbackValue(card: Pick<CreditCard, "cashbackRate">): number {
  return card.cashbackRate.min;
}

type Comparator = (a: CreditCard, b: CreditCard) => number;

const byName: Comparator = (a, b) => a.name.localeCompare(b.name, "nb");
const byRatingDesc: Comparator = (a, b) => b.rating - a.rating;
/** Cheapest credit first: the representative example's cost, which orders the effective rates too. */
export const compareCreditCost: Comparator = (a, b) => representativeExample(a).creditCost - representativeExample(b).creditCost;

const comparators: Record<SortOrder, Comparator[]> = {
  // Our rating, highest first; equal ratings: the cheaper credit (lower effective rate) first.
  vurdering: [byRatingDesc, compareCreditCost, byName],
  arsgebyr: [(a, b) => a.annualFee - b.annualFee, byRatingDesc, byName],
  rente: [compareCreditCost, byRatingDesc, byName],
  cashback: [(a, b) => cashbackValue(b) - cashbackValue(a), byRatingDesc, byName],
};

/** The cards in the given order, as a new array (the input is left as it is). */
export function sortCards<T extends CreditCard>(cards: readonly T[], order: SortOrder): T[] {
  const chain = comparators[order];
  return [...cards].sort((a, b) => {
    for (const compare of chain) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}
