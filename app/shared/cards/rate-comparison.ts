import { standingAmong, type Standing } from "./standing";
import { printedEffectiveRate, representativeExample, type CreditTerms } from "./representative-example";

/**
 * Comparisons of the cost of credit between cards: every "lavest", "høyest", range and rank of
 * rates on the site comes from here, computed from the representative example (fee included),
 * never typed. With the same amount and term for every card, the example's cost and its effective
 * rate put the cards in the same order.
 */
type Comparable = CreditTerms & { name: string };

/** Cheapest credit first: by the example's cost, then by name (so equal cards keep a stable order). */
export function byCreditCost<T extends Comparable>(cards: readonly T[]): T[] {
  const cost = (card: T) => representativeExample(card).creditCost;
  return [...cards].sort((a, b) => cost(a) - cost(b) || a.name.localeCompare(b.name, "nb"));
}

/**
 * Lowest and highest printed effective rate among the cards, for "fra x til y %" in running text,
 * with the cards at the two ends: a page that quotes the range shows their examples beside it.
 */
export function effectiveRateRange<T extends Comparable>(
  cards: readonly T[],
): { min: number; max: number; cheapest: T; dearest: T } {
  const ordered = byCreditCost(cards);
  const cheapest = ordered[0];
  const dearest = ordered[ordered.length - 1];
  if (!cheapest || !dearest) throw new Error("Ingen kort å regne rentespenn av");
  return { min: printedEffectiveRate(cheapest), max: printedEffectiveRate(dearest), cheapest, dearest };
}

/** The middle printed effective rate (the mean of the two middle ones for an even count), one decimal. */
export function medianEffectiveRate(cards: readonly CreditTerms[]): number {
  if (cards.length === 0) throw new Error("Ingen kort å regne median av");
  const rates = cards.map(printedEffectiveRate).sort((a, b) => a - b);
  const middle = Math.floor(rates.length / 2);
  const median = rates.length % 2 === 1 ? (rates[middle] ?? 0) : ((rates[middle - 1] ?? 0) + (rates[middle] ?? 0)) / 2;
  return Math.round(median * 10) / 10;
}

/**
 * Where a card's cost of credit stands among `peers` (the card itself included), by printed
 * effective rate: see standingAmong. Throws when the card is not among its peers.
 */
export function rateStanding(card: CreditTerms, peers: readonly CreditTerms[]): Standing {
  if (!peers.includes(card)) throw new Error("Kortet må være blant kortene det sammenlignes med");
  return standingAmong(printedEffectiveRate(card), peers.map(printedEffectiveRate));
}
