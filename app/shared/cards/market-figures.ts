/**
 * Figures about the market computed from the cards we show, for the claims guides make in passing
 * ("rentefrie dager", "krav til inntekt", "renten ligger på"): computed where the data has the fact, never
 * typed (issue 31). Like rate-comparison.ts for the cost of credit.
 */

/** The lowest and highest value of a fact among the cards that state it, and how many of how many do. */
export type StatedRange = { min: number; max: number; stated: number; of: number };

/** The range of one optional fact among the cards, or null when none of them states it. */
export function statedRange<C>(cards: readonly C[], fact: (card: C) => number | undefined): StatedRange | null {
  const values = cards.map(fact).filter((value): value is number => value !== undefined);
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values), stated: values.length, of: cards.length };
}

/** The nominal yearly interest rates of the cards, lowest and highest (every card states its rate). */
export function nominalRateRange(cards: ReadonlyArray<{ interestRate: number }>): { min: number; max: number } {
  if (cards.length === 0) throw new Error("Ingen kort å regne rentespenn av");
  const rates = cards.map((card) => card.interestRate);
  return { min: Math.min(...rates), max: Math.max(...rates) };
}
