import {
  NO_FLIGHTS_TOLD,
  rankCards,
  spendingTypes,
  type EarningAssumptions,
  type EarningRule,
  type RankableCard,
  type RankedCard,
  type YearlySpend,
} from "./cashback-ranking";

/**
 * The savings guide's calculator: what a reader saves in a year by switching to the card
 * that gives the most for their spending and paying the bill in full. Three parts:
 * fee (current fee minus the new card's), interest (all of it, since a bill paid in full
 * costs none) and cashback (the new card's value minus today's). When the reader's own card
 * already beats every card on the list, we say so and count only the interest.
 */

/** How a yearly card spend is split across kinds of spending (shares that add up to 1). */
export type SpendMix = Record<keyof YearlySpend, number>;

export type SavingsInput = {
  currentAnnualFee: number;
  yearlyCardSpend: number;
  monthlyInterestCost: number;
  currentCashbackPerYear: number;
};

export type SavingsResult = {
  /** The card that gives the most for the spending, net of its fee. */
  bestCard: RankedCard;
  /** False when today's card already gives more than the best card on the list. */
  switchCard: boolean;
  fee: number;
  interest: number;
  cashback: number;
  total: number;
  spend: YearlySpend;
};

export function spreadSpend(yearly: number, mix: SpendMix): YearlySpend {
  return Object.fromEntries(spendingTypes.map((type) => [type, yearly * mix[type]])) as YearlySpend;
}

export function yearlySavings(
  input: SavingsInput,
  cards: readonly RankableCard[],
  rules: readonly EarningRule[],
  assumptions: EarningAssumptions,
  mix: SpendMix,
): SavingsResult | null {
  const spend = spreadSpend(input.yearlyCardSpend, mix);
  // The calculator does not ask about flying, so points and the top travel rate are not counted (decision 0032).
  const [bestCard] = rankCards(cards, rules, spend, assumptions, NO_FLIGHTS_TOLD);
  if (!bestCard) return null;
  const interest = input.monthlyInterestCost * 12;
  const currentNet = input.currentCashbackPerYear - input.currentAnnualFee;
  const switchCard = bestCard.net > currentNet;
  const fee = switchCard ? input.currentAnnualFee - bestCard.card.annualFee : 0;
  const cashback = switchCard ? bestCard.earned - input.currentCashbackPerYear : 0;
  return { bestCard, switchCard, fee, interest, cashback, total: fee + interest + cashback, spend };
}
