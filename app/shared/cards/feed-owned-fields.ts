import type { CreditCard } from "#content/card-schema";

/**
 * The card fields the feed is the source of once a card is linked; everything else is the editor's. Here,
 * not in the feed's server code, because the public pages and the open data ask it too (decision 0012).
 */
export const feedOwnedFields = [
  "interestRate",
  "annualFee",
  "monthlyFeeKr",
  "creditLimitMin",
  "creditLimitMax",
  "travelInsurance",
  "interestFreeDays",
  "currencyMarkupPercent",
  "cashWithdrawalFee",
  "cashWithdrawalAbroadFee",
  "minimumAge",
  "maximumAge",
  "minimumIncomeKr",
  "specialConditions",
  // The bank's own words: the feed's, but not a fact of the open data (app/site/open-data/open-cards.ts).
  "bankDescriptions",
] as const satisfies ReadonlyArray<keyof CreditCard>;

/** A card field whose value, on a linked card, is the feed's: the owned ones and the least payment made of two of its elements. */
export const isFeedFact = (field: string): boolean =>
  field === "minimumPayment" || (feedOwnedFields as readonly string[]).includes(field);
