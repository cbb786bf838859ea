import type { CreditCard } from "#content/card-schema";
import { formatKr, formatPercent } from "~/shared/format/format";
import { starsOf } from "~/shared/rating/rating-method";
import { isPremium } from "../card-list/card-filters";
import { cashbackValue, sortCards } from "../card-list/card-sort";
import { printedEffectiveRate, representativeExample } from "../../shared/cards/representative-example";

import { MAX_COMPARED } from "./compare-contract";

export { MAX_COMPARED };

export type CompareSelection = {
  /** Known card slugs to show, in the order given, without duplicates, at most MAX_COMPARED. */
  slugs: string[];
  /** Slugs in the URL that match no card (deduplicated, as typed after trimming and lower-casing). */
  unknown: string[];
  /** Known slugs beyond the first MAX_COMPARED, left out. */
  dropped: string[];
};

/**
 * Reads the comparison from the query: `?kort=a,b,c`, and also `?kort=a&kort=b` (what the
 * add-a-card GET form sends). Lenient: slugs are trimmed and lower-cased, empty parts and
 * duplicates are ignored, unknown slugs and anything past the third card are reported, so
 * the page can say what it left out.
 */
export function parseCompareQuery(values: readonly string[], knownSlugs: readonly string[]): CompareSelection {
  const known = new Set(knownSlugs);
  const seen = new Set<string>();
  const selection: CompareSelection = { slugs: [], unknown: [], dropped: [] };
  for (const value of values) {
    for (const part of value.split(",")) {
      const slug = part.trim().toLowerCase();
      if (slug === "" || seen.has(slug)) continue;
      seen.add(slug);
      if (!known.has(slug)) selection.unknown.push(slug);
      else if (selection.slugs.length < MAX_COMPARED) selection.slugs.push(slug);
      else selection.dropped.push(slug);
    }
  }
  return selection;
}

/**
 * The shareable URL of a comparison. No cards gives `/sammenlign?kort=`: an explicit empty
 * choice (after removing the last card), unlike plain `/sammenlign`, which only means "start".
 */
export function compareHref(slugs: readonly string[]): string {
  return `/sammenlign?kort=${slugs.join(",")}`;
}

/**
 * The one canonical path of a comparison, whichever form its URL came in (`?kort=a,b` shared,
 * `?kort=a&kort=b` from the add form): the comma form of the cards shown, or `/sammenlign`
 * when none are (an empty or all-unknown choice is the start page's content).
 */
export function compareCanonicalPath(slugs: readonly string[]): string {
  return slugs.length > 0 ? compareHref(slugs) : "/sammenlign";
}

export type Better = "lower" | "higher";

/**
 * The 'best in row' rule. Marks every card whose value is the best in the row (ties: all
 * tied cards). Marks none when fewer than two cards are compared, or when all values are
 * equal: a mark must tell the cards apart. An unknown value (`undefined`, an optional fact
 * the card lacks) is never marked and never beaten: the mark goes to the best of the known
 * values, and needs two of them.
 */
export function bestInRow(values: ReadonlyArray<number | undefined>, better: Better): boolean[] {
  const none = values.map(() => false);
  const known = values.filter((value) => value !== undefined);
  if (known.length < 2 || known.some((value) => Number.isNaN(value))) return none;
  const best = better === "lower" ? Math.min(...known) : Math.max(...known);
  if (known.every((value) => value === best)) return none;
  return values.map((value) => value === best);
}

/** Whether a row is the same for every card: two or more cards, every value known, all equal. */
export function allEqualInRow(values: ReadonlyArray<number | undefined>): boolean {
  return values.length >= 2 && values.every((value) => value !== undefined && value === values[0]);
}

/**
 * The rows we mark, and the number behind each. Credit limit and processing time are shown
 * but never marked: more credit or a quicker answer is not better for the reader in itself;
 * nor are the age and income limits (who may apply), the network, the cash withdrawal fee
 * (a percentage and a least amount: which is cheaper depends on the amount), or the least
 * monthly payment (a lower one only lets a balance, and its interest, run longer).
 * Figures are rounded as shown, so cards that look equal on the page also tie here.
 */
export const markedRows = {
  annualFee: { better: "lower", value: (card: CreditCard) => card.annualFee },
  // The printed rate of the example, fee included: the lowest goes to the card whose credit costs least.
  effectiveRate: { better: "lower", value: (card: CreditCard) => printedEffectiveRate(card) },
  creditCost: { better: "lower", value: (card: CreditCard) => representativeExample(card).creditCost },
  cashback: { better: "higher", value: (card: CreditCard) => cashbackValue(card) },
  travelInsurance: { better: "higher", value: (card: CreditCard) => (card.travelInsurance ? 1 : 0) },
  rating: { better: "higher", value: (card: CreditCard) => starsOf(card) },
  // Optional facts: undefined where unknown, so the mark goes to the best known value.
  interestFreeDays: { better: "higher", value: (card: CreditCard) => card.interestFreeDays },
  currencyMarkupPercent: { better: "lower", value: (card: CreditCard) => card.currencyMarkupPercent },
  // A fee every month whether or not the card is used (the feed's kredittkort_termingebyr): lower is cheaper.
  monthlyFeeKr: { better: "lower", value: (card: CreditCard) => card.monthlyFeeKr },
} as const satisfies Record<string, { better: Better; value: (card: CreditCard) => number | undefined }>;

export type MarkedRow = keyof typeof markedRows;

function rowValues(row: MarkedRow, cards: readonly CreditCard[]): Array<number | undefined> {
  const value: (card: CreditCard) => number | undefined = markedRows[row].value;
  return cards.map((card) => value(card));
}

/** Which cards get the mark in a row, in the cards' order. */
export function markRow(row: MarkedRow, cards: readonly CreditCard[]): boolean[] {
  return bestInRow(rowValues(row, cards), markedRows[row].better);
}

/** Whether a marked row is the same for all the cards (said by the row's name, «Likt for kortene»). */
export function rowAllEqual(row: MarkedRow, cards: readonly CreditCard[]): boolean {
  return allEqualInRow(rowValues(row, cards));
}

export const startingSetIds = ["gratis", "reise", "premium", "lavest-kostnad"] as const;
export type StartingSetId = (typeof startingSetIds)[number];

/**
 * Suggested comparisons for the empty page, computed from the data: the free cards
 * (0 kr annual fee), the travel cards and the premium cards (by category), and the cards
 * whose credit costs least in the representative example (rate and annual fee together).
 * Each set holds up to three cards, best rated first within the set (cheapest first for
 * "lavest-kostnad"); a set with fewer than two cards is left out.
 */
export function startingSets(cards: readonly CreditCard[]): Array<{ id: StartingSetId; slugs: string[] }> {
  const rated = sortCards(cards, "vurdering");
  const sets: Record<StartingSetId, CreditCard[]> = {
    gratis: rated.filter((card) => card.annualFee === 0),
    reise: rated.filter((card) => card.category === "Reise"),
    premium: rated.filter(isPremium),
    "lavest-kostnad": [...rated].sort((a, b) => markedRows.creditCost.value(a) - markedRows.creditCost.value(b)),
  };
  return startingSetIds
    .map((id) => ({ id, slugs: sets[id].slice(0, MAX_COMPARED).map((card) => card.urlSlug) }))
    .filter((set) => set.slugs.length >= 2);
}

/** The monthly fee as the comparison prints it: «25 kr/mnd»; undefined when unknown. */
export function monthlyFeeText(card: Pick<CreditCard, "monthlyFeeKr">): string | undefined {
  return card.monthlyFeeKr === undefined ? undefined : `${formatKr(card.monthlyFeeKr)}/mnd`;
}

/** The least a month's bill asks: «3 %, minst 300 kr», «3 %» or «300 kr»; undefined when unknown. */
export function minimumPaymentText(card: Pick<CreditCard, "minimumPayment">): string | undefined {
  const payment = card.minimumPayment;
  if (payment === undefined) return undefined;
  const parts = [
    ...(payment.percent === undefined ? [] : [formatPercent(payment.percent)]),
    ...(payment.minKr === undefined
      ? []
      : [payment.percent === undefined ? formatKr(payment.minKr) : `minst ${formatKr(payment.minKr)}`]),
  ];
  return parts.join(", ");
}

/** The highest age the bank accepts: «70 år»; undefined when unknown. */
export function maximumAgeText(card: Pick<CreditCard, "maximumAge">): string | undefined {
  return card.maximumAge === undefined ? undefined : `${card.maximumAge}\u00a0år`;
}
