// Test fixtures: the ten real cards, four of them given optional facts (app/shared/cards/card-facts.ts).
// The figures are made up for the tests; the real cards have none of these facts (content/cards.ts),
// because we have no verified source for them. Built from the cards with every optional fact removed,
// so the tests keep their meaning when editors fill real facts in.
import { cards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { optionalFacts } from "../../app/shared/cards/card-facts";

type Facts = Partial<Pick<CreditCard, (typeof optionalFacts)[number]>>;

/** The ten cards with every optional fact unknown. */
export const unknownFactCards: CreditCard[] = cards.map((card) => {
  const copy = { ...card };
  for (const fact of optionalFacts) delete copy[fact];
  return copy;
});

const invented: Record<string, Facts> = {
  "bank-norwegian-kredittkort": {
    interestFreeDays: 45,
    currencyMarkupPercent: 1.75,
    cashWithdrawalFee: { percent: 1.75, minKr: 35 },
    cashWithdrawalAbroadFee: { percent: 2, minKr: 40 },
    minimumAge: 20,
    minimumIncomeKr: 200_000,
  },
  "remember-black": {
    interestFreeDays: 50,
    currencyMarkupPercent: 0,
    cashWithdrawalFee: { percent: 0, minKr: 0 },
    minimumAge: 18,
  },
  "amex-platinum": { currencyMarkupPercent: 2.5 },
  "sas-eurobonus": { interestFreeDays: 45 },
};

/** The ten cards, four with made-up optional facts: Bank Norwegian all six, re:member Black four, two with one each. */
export const factCards: CreditCard[] = unknownFactCards.map((card) => ({ ...card, ...invented[card.urlSlug] }));

export const factCard = (slug: string): CreditCard => factCards.find((card) => card.urlSlug === slug)!;
