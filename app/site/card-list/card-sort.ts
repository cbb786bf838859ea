import type { CreditCard } from "#content/card-schema";
import { compareByRating } from "../../shared/rating/rating-method";
import { isFactKnown, type NumericFact } from "../../shared/cards/card-facts";
import { representativeExample } from "../../shared/cards/representative-example";

/**
 * The sort orders of /kredittkort (?sortering=). Each rule is stated on the page in words
 * (sortText.orders in card-list-text.ts), because an affiliate site must not hide how it ranks.
 * Every order ends with the same tie-breaks, so the list never depends on the data's order.
 */
export const sortOrders = ["vurdering", "arsgebyr", "rente", "cashback", "rentefrie-dager", "valutapaslag"] as const;
export type SortOrder = (typeof sortOrders)[number];
export const DEFAULT_SORT: SortOrder = "vurdering";

type FactSort = { fact: NumericFact; best: "highest" | "lowest" };

/** The orders by an optional fact (app/shared/cards/card-facts.ts), and which way is best. */
const factSorts = {
  "rentefrie-dager": { fact: "interestFreeDays", best: "highest" },
  valutapaslag: { fact: "currencyMarkupPercent", best: "lowest" },
} as const satisfies Partial<Record<SortOrder, FactSort>>;

/** The orders the page offers: an order by an optional fact only when at least one card has the fact. */
export function offeredSortOrders(cards: readonly CreditCard[]): SortOrder[] {
  return sortOrders.filter((order) => {
    const factSort = (factSorts as Partial<Record<SortOrder, FactSort>>)[order];
    return !factSort || cards.some((card) => isFactKnown(card, factSort.fact));
  });
}

/**
 * Reads ?sortering= leniently (trimmed, any case): anything unknown, or an order the page does not
 * offer (`offered`, see offeredSortOrders), means the default order.
 */
export function parseSort(value: string | null | undefined, offered: readonly SortOrder[] = sortOrders): SortOrder {
  const wanted = value?.trim().toLowerCase();
  return offered.find((order) => order === wanted) ?? DEFAULT_SORT;
}

/**
 * The cashback figure we sort and compare on: the lowest rate the card promises on ordinary
 * purchases, in money or points. The top of a range ("1–4 %") only applies to some purchases,
 * and partner discounts and one chain's bonus (Trumf: extras.groceryRule) are not earned on
 * ordinary purchases, so none of them counts.
 */
export function cashbackValue(card: Pick<CreditCard, "cashbackRate">): number | undefined {
  return card.cashbackRate?.min;
}

/** Known before unknown (a card the feed does not say about goes last), then `compare`. */
const knownFirst =
  (value: (card: CreditCard) => number | undefined, best: "highest" | "lowest"): Comparator =>
  (a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === undefined || y === undefined) return Number(x === undefined) - Number(y === undefined);
    return best === "highest" ? y - x : x - y;
  };

type Comparator = (a: CreditCard, b: CreditCard) => number;

const byName: Comparator = (a, b) => a.name.localeCompare(b.name, "nb");
// Cards with stars first, by the rating method (app/shared/rating); a card without stars has none to rank by.
const byRatingDesc: Comparator = compareByRating;
/** Cheapest credit first: the representative example's cost, which orders the effective rates too. */
export const compareCreditCost: Comparator = (a, b) =>
  representativeExample(a).creditCost - representativeExample(b).creditCost;

/**
 * By an optional fact, best first; cards without it last. Cards the fact does not tell apart (equal,
 * or both unknown) are left to the comparators after it.
 */
function byFact({ fact, best }: FactSort): Comparator {
  return (a, b) => {
    const [x, y] = [a[fact], b[fact]];
    if (x === undefined || y === undefined) return Number(x === undefined) - Number(y === undefined);
    return best === "highest" ? y - x : x - y;
  };
}

// Our rating, highest first; equal ratings: the cheaper credit (lower effective rate) first.
const defaultChain: Comparator[] = [byRatingDesc, compareCreditCost, byName];

const comparators: Record<SortOrder, Comparator[]> = {
  vurdering: defaultChain,
  arsgebyr: [(a, b) => a.annualFee - b.annualFee, byRatingDesc, byName],
  rente: [compareCreditCost, byRatingDesc, byName],
  cashback: [knownFirst(cashbackValue, "highest"), byRatingDesc, byName],
  // An optional fact: the cards that have it, best first, then the rest; within each, the default order,
  // so the cards whose fact is unknown keep the order the list had before it was sorted.
  "rentefrie-dager": [byFact(factSorts["rentefrie-dager"]), ...defaultChain],
  valutapaslag: [byFact(factSorts.valutapaslag), ...defaultChain],
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
