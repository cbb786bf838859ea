import { describe, expect, it } from "vitest";
import { savingsSpendMix } from "#content/calculator-assumptions";
import { cards } from "#content/cards";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import { toRankableCard } from "./cashback-ranking";
import { spreadSpend, yearlySavings } from "./savings";

const rankable = cards.map(toRankableCard);
const savings = (
  currentAnnualFee: number,
  yearlyCardSpend: number,
  monthlyInterestCost: number,
  currentCashbackPerYear: number,
) =>
  yearlySavings(
    { currentAnnualFee, yearlyCardSpend, monthlyInterestCost, currentCashbackPerYear },
    rankable,
    earningRules,
    earningAssumptions,
    savingsSpendMix,
  );

describe("spreadSpend", () => {
  it("spreads 200 000 kr by the stated mix: 30 % groceries, 10 % fuel, 50 % other, 10 % travel", () => {
    expect(spreadSpend(200_000, savingsSpendMix)).toEqual({
      groceries: 60_000,
      fuel: 20_000,
      other: 100_000,
      travel: 20_000,
    });
  });
});

describe("yearlySavings", () => {
  it.each([
    // fee, spend, interest/month, cashback now → best card, switch?, fee part, interest part, cashback part, total
    // The savings guide's placeholders: 1 % on 200 000 kr with Morrow beats the rest.
    [2000, 200_000, 333, 500, "morrow-bank-kredittkort", true, 2000, 3996, 1500, 7496],
    // Interest with øre: 333,50 kr a month is 4 002 kr a year, not 334 × 12 (the page echoes "333,50 kr").
    [2000, 200_000, 333.5, 500, "morrow-bank-kredittkort", true, 2000, 4002, 1500, 7502],
    // A free card with no cashback today: only the cashback and the interest change.
    [0, 300_000, 0, 0, "morrow-bank-kredittkort", true, 0, 0, 3000, 3000],
    // A big spender: the calculator does not ask about flying, so points are not counted (decision 0032), and
    // 2 % in points on SAS Amex Elite does not beat Morrow's 1 % in money.
    [0, 1_200_000, 0, 0, "morrow-bank-kredittkort", true, 0, 0, 12_000, 12_000],
    // Today's card already beats the list: keep it; only the interest is saved.
    [0, 100_000, 500, 5000, "morrow-bank-kredittkort", false, 0, 6000, 0, 6000],
  ] as const)(
    "fee %s, spend %s, interest %s/mnd, cashback %s → %s (switch %s): %s + %s + %s = %s",
    (fee, spend, interest, cashbackNow, bestSlug, switchCard, feePart, interestPart, cashbackPart, total) => {
      const result = savings(fee, spend, interest, cashbackNow);
      expect(result?.bestCard.card.urlSlug).toBe(bestSlug);
      expect(result?.switchCard).toBe(switchCard);
      expect(result?.fee).toBeCloseTo(feePart, 6);
      expect(result?.interest).toBeCloseTo(interestPart, 6);
      expect(result?.cashback).toBeCloseTo(cashbackPart, 6);
      expect(result?.total).toBeCloseTo(total, 6);
    },
  );
});
