import { cardCategories, type CardCategory } from "#content/card-constants";
import type { CreditCard } from "#content/card-schema";
import { compareCreditCost, cashbackValue } from "./card-sort";

/**
 * The home page's quick filters. Their rules are stated on the page (see
 * quickFilterRules in app/ui-text.ts), so a reader can check what a button does.
 */
export const HIGH_CASHBACK_MIN_PERCENT = 1;

export const quickFilters = [
  { id: "alle", matches: () => true },
  { id: "ingen-arsgebyr", matches: (card: CreditCard) => card.annualFee === 0 },
  // Cashback or points on ordinary purchases, judged by the lowest rate the card promises (as the sort).
  { id: "hoy-cashback", matches: (card: CreditCard) => cashbackValue(card) >= HIGH_CASHBACK_MIN_PERCENT },
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

/** The spec's 'Se alle N kredittkort': the number of listed cards plus 47 (spec §9). */
export const UNLISTED_CARD_COUNT = 47;
export function seeAllCount(cards: readonly CreditCard[]): number {
  return cards.length + UNLISTED_CARD_COUNT;
}

/** The site's default order, stated on the page: highest rating first, then lowest effective rate. */
export function byRating(cards: readonly CreditCard[]): CreditCard[] {
  return [...cards].sort((a, b) => b.rating - a.rating || compareCreditCost(a, b) || a.id - b.id);
}
