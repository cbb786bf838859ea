import { cardCategories, cardNetworks, type CardCategory, type CardNetwork } from "#content/card-constants";
import type { CreditCard } from "#content/card-schema";
import type { NumericFact } from "../../shared/cards/card-facts";
import { parseCircumstance, type CircumstanceParam, type ReaderCircumstances } from "../../shared/cards/eligibility";
import { feeFacts, yearlyFee } from "../../shared/finance/cashback-ranking";
import { cashbackValue, DEFAULT_SORT, offeredSortOrders, parseSort, sortCards, type SortOrder } from "./card-sort";

/**
 * The home page's quick filters. Their rules are stated on the page (see
 * quickFilterText in card-list-text.ts), so a reader can check what a button does.
 */
export const HIGH_CASHBACK_MIN_PERCENT = 1;

export const quickFilters = [
  { id: "alle", matches: () => true },
  { id: "ingen-arsgebyr", matches: (card: CreditCard) => card.annualFee === 0 },
  // Cashback or points on ordinary purchases, judged by the lowest rate the card promises (as the sort).
  { id: "hoy-cashback", matches: (card: CreditCard) => (cashbackValue(card) ?? -1) >= HIGH_CASHBACK_MIN_PERCENT },
  { id: "reiseforsikring", matches: (card: CreditCard) => card.travelInsurance },
  { id: "premium", matches: (card: CreditCard) => isPremium(card) },
] as const satisfies ReadonlyArray<{ id: string; matches: (card: CreditCard) => boolean }>;

export type QuickFilterId = (typeof quickFilters)[number]["id"];

/** "Premium" means one set everywhere: the cards in the Premium category (filters, lists and comparison). */
export function isPremium(card: Pick<CreditCard, "category">): boolean {
  return card.category === "Premium";
}

/** Reads ?filter= leniently: anything unknown means all cards. */
export function parseQuickFilter(value: string | null): QuickFilterId {
  return quickFilters.find((filter) => filter.id === value)?.id ?? "alle";
}

export function applyQuickFilter(cards: readonly CreditCard[], id: QuickFilterId): CreditCard[] {
  const filter = quickFilters.find((f) => f.id === id) ?? quickFilters[0];
  return cards.filter((card) => filter.matches(card));
}

/** URL slug of a category: "Dagligvare" → "dagligvare". */
export function categorySlug(category: CardCategory): string {
  return category.toLowerCase();
}

/** Reads ?kategori= leniently: an unknown value means all categories. */
export function parseCategory(value: string | null): CardCategory | null {
  return cardCategories.find((category) => categorySlug(category) === value?.toLowerCase()) ?? null;
}

export function cardsInCategory(cards: readonly CreditCard[], category: CardCategory | null): CreditCard[] {
  return category === null ? [...cards] : cards.filter((card) => card.category === category);
}

/** Count of cards per category, in the spec's button order, derived from the data. */
export function categoryCounts(cards: readonly CreditCard[]): Array<{ category: CardCategory; count: number }> {
  return cardCategories.map((category) => ({
    category,
    count: cards.filter((card) => card.category === category).length,
  }));
}

/** URL slug of a network: "American Express" → "american-express". */
export function networkSlug(network: CardNetwork): string {
  return network.toLowerCase().replace(/ /g, "-");
}

/** The networks the cards are on, with their counts, in cardNetworks' order: computed, so a network no card has is not offered. */
export function networkCounts(cards: readonly CreditCard[]): Array<{ network: CardNetwork; count: number }> {
  return cardNetworks
    .map((network) => ({ network, count: cards.filter((card) => card.network === network).length }))
    .filter(({ count }) => count > 0);
}

/** Reads ?nettverk= leniently: a network none of the cards is on, or anything unknown, means all networks. */
export function parseNetwork(value: string | null, cards: readonly CreditCard[]): CardNetwork | null {
  const wanted = value?.trim().toLowerCase();
  return networkCounts(cards).find(({ network }) => networkSlug(network) === wanted)?.network ?? null;
}

/**
 * The filters on optional facts (app/shared/cards/card-facts.ts) on /kredittkort, by their query parameter:
 * "at least" (`min`) or "at most" (`max`) a threshold. A card matches only when its fact is known and
 * within the threshold: an unknown mark-up is not "no mark-up".
 */
export const factFilters = {
  "rentefrie-dager": { fact: "interestFreeDays", bound: "min" },
  valutapaslag: { fact: "currencyMarkupPercent", bound: "max" },
} as const satisfies Record<string, { fact: NumericFact; bound: "min" | "max" }>;

export type FactFilterId = keyof typeof factFilters;
export const factFilterIds = Object.keys(factFilters) as FactFilterId[];

export function matchesFactFilter(card: CreditCard, id: FactFilterId, threshold: number): boolean {
  const { fact, bound } = factFilters[id];
  const value = card[fact];
  if (value === undefined) return false;
  return bound === "min" ? value >= threshold : value <= threshold;
}

/**
 * The thresholds a fact filter offers: every value the cards have, the one that lets most cards
 * through first ("Minst 30 dager" before "Minst 45 dager"). None when no card has the fact, and then
 * the page offers no such filter.
 */
export function factFilterThresholds(cards: readonly CreditCard[], id: FactFilterId): number[] {
  const { fact, bound } = factFilters[id];
  const values = new Set(cards.flatMap((card) => (card[fact] === undefined ? [] : [card[fact]])));
  return [...values].sort((a, b) => (bound === "min" ? a - b : b - a));
}

/** Reads a fact filter's parameter ("1.5" or "1,5"): only a threshold the page offers counts; anything else means no filter. */
export function parseFactFilter(value: string | null, thresholds: readonly number[]): number | null {
  const wanted = value?.trim().replace(",", ".");
  if (!wanted) return null;
  return thresholds.find((threshold) => threshold === Number(wanted)) ?? null;
}

/** What /kredittkort shows, as read from its query. */
export type CardListQuery = {
  category: CardCategory | null;
  network: CardNetwork | null;
  facts: Partial<Record<FactFilterId, number>>;
  sort: SortOrder;
  /** The eligibility pre-check's answers that read (a bad one is left out here and reported by `circumstances`). */
  reader: ReaderCircumstances;
};

/**
 * The pre-check's two answers (`?alder=`, `?inntekt=`) read with the calculators' own parser: the text as typed
 * (the form shows it again), the answers that read, and a message naming the field for each that does not.
 * Unlike the list's other choices, which come from links and are read leniently, these are typed by the reader,
 * so a bad one is an error to show, not something to ignore (decision 0033).
 */
export function parseCircumstances(params: URLSearchParams): {
  raw: Record<CircumstanceParam, string>;
  reader: ReaderCircumstances;
  errors: Partial<Record<CircumstanceParam, string>>;
} {
  const raw = { alder: params.get("alder") ?? "", inntekt: params.get("inntekt") ?? "" };
  const reader: ReaderCircumstances = {};
  const errors: Partial<Record<CircumstanceParam, string>> = {};
  const age = parseCircumstance("alder", raw.alder);
  if (age.ok) {
    if (age.value !== undefined) reader.age = age.value;
  } else errors.alder = age.message;
  const income = parseCircumstance("inntekt", raw.inntekt);
  if (income.ok) {
    if (income.value !== undefined) reader.yearlyIncomeKr = income.value;
  } else errors.inntekt = income.message;
  return { raw, reader, errors };
}

/** Reads /kredittkort's query against the cards: ?kategori=, ?nettverk=, the fact filters and ?sortering=. */
export function parseCardListQuery(params: URLSearchParams, cards: readonly CreditCard[]): CardListQuery {
  const facts: CardListQuery["facts"] = {};
  for (const id of factFilterIds) {
    const threshold = parseFactFilter(params.get(id), factFilterThresholds(cards, id));
    if (threshold !== null) facts[id] = threshold;
  }
  return {
    category: parseCategory(params.get("kategori")),
    network: parseNetwork(params.get("nettverk"), cards),
    facts,
    sort: parseSort(params.get("sortering"), offeredSortOrders(cards)),
    reader: parseCircumstances(params).reader,
  };
}

/** The cards that pass every filter of the query (the order is left to sortCards). */
export function filterCardList(cards: readonly CreditCard[], query: CardListQuery): CreditCard[] {
  return cardsInCategory(cards, query.category).filter(
    (card) =>
      (query.network === null || card.network === query.network) &&
      factFilterIds.every((id) => query.facts[id] === undefined || matchesFactFilter(card, id, query.facts[id])),
  );
}

/**
 * Cards on one page of the list (and on the home page): a page of tiles stays within the first round
 * trip's bytes (the page-weight budget) however many cards the market feed brings.
 */
export const CARDS_PER_PAGE = 10;

/**
 * The page asked for (`?side=`): a whole number from 1, else the first; past the last, the last. `perPage`: the
 * list's, or the search's results (app/site/search/search-page.ts).
 */
export function listPage(
  value: string | null,
  count: number,
  perPage: number = CARDS_PER_PAGE,
): { page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(count / perPage));
  const asked = value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
  return { page: Math.min(asked, pages), pages };
}

export type CardListParam = "kategori" | "nettverk" | FactFilterId | "sortering" | CircumstanceParam | "side";

/**
 * The query's choices as form fields, defaults left out, so each filter's form can carry the others
 * (hidden) and a plain GET keeps them all: `except` is the form's own field.
 */
export function cardListParams(query: CardListQuery, except: CardListParam): Array<[CardListParam, string]> {
  const params: Array<[CardListParam, string]> = [];
  if (query.category) params.push(["kategori", categorySlug(query.category)]);
  if (query.network) params.push(["nettverk", networkSlug(query.network)]);
  for (const id of factFilterIds) {
    const threshold = query.facts[id];
    if (threshold !== undefined) params.push([id, String(threshold)]);
  }
  if (query.sort !== DEFAULT_SORT) params.push(["sortering", query.sort]);
  if (query.reader.age !== undefined) params.push(["alder", String(query.reader.age)]);
  if (query.reader.yearlyIncomeKr !== undefined) params.push(["inntekt", String(query.reader.yearlyIncomeKr)]);
  return params.filter(([name]) => name !== except);
}

/** The site's default order, stated on the page: the rating method's (app/shared/rating), the same as /kredittkort's. */
export function byRating(cards: readonly CreditCard[]): CreditCard[] {
  return sortCards(cards, DEFAULT_SORT);
}

/**
 * The cards without fees for the list's «Kort uten årsgebyr» box: no annual fee and no monthly fee
 * (decision 0032: a year's fees are the annual fee and twelve monthly fees). A card whose monthly fee is unknown
 * is not free for all we know: it is left out and counted apart (`unknownMonthlyFee`), so the box says why.
 * The first `shown` in the site's order, and how many in all: with the whole market they are hundreds, which a
 * list of links on every /kredittkort page would carry past the first round trip.
 */
export function cardsWithoutFees(
  cards: readonly CreditCard[],
  shown: number,
): { first: CreditCard[]; count: number; withoutAnnualFee: number; withMonthlyFee: number; unknownMonthlyFee: number } {
  const withoutAnnualFee = cards.filter((card) => card.annualFee === 0);
  const fees = withoutAnnualFee.map((card) => yearlyFee(feeFacts(card)));
  const free = byRating(withoutAnnualFee.filter((_card, index) => fees[index] === 0));
  return {
    first: free.slice(0, shown),
    count: free.length,
    withoutAnnualFee: withoutAnnualFee.length,
    withMonthlyFee: fees.filter((fee) => fee !== undefined && fee > 0).length,
    unknownMonthlyFee: fees.filter((fee) => fee === undefined).length,
  };
}
