// Plain constants shared with client code; kept apart from the zod schema so that
// importing them does not put the validator in the browser bundle.

/** Categories used by the card list filter, in the filter buttons' order. */
export const cardCategories = ["Cashback", "Reise", "Premium", "Dagligvare"] as const;
export type CardCategory = (typeof cardCategories)[number];

export const cardTypes = [
  "Standard",
  "Black",
  "Gold",
  "Digital",
  "Loyalty",
  "Travel",
  "Premium Travel",
  "Platinum",
  "Elite",
] as const;

/** Card networks, as printed on the cards. */
export const cardNetworks = ["Visa", "Mastercard", "American Express"] as const;
export type CardNetwork = (typeof cardNetworks)[number];

/**
 * Limits of the optional card facts (content/card-schema.ts). A fact outside them is a typo, not a
 * card: no Norwegian card gives more than 90 interest-free days or asks a currency mark-up over 10 %.
 */
export const cardFactLimits = {
  interestFreeDays: { min: 1, max: 90 },
  /** Currency mark-up and the cash withdrawal fees' percentage (own bank, abroad), in percent. */
  feePercent: { min: 0, max: 10 },
  minimumAge: { min: 18, max: 30 },
  /** Highest age a bank accepts, in years. */
  maximumAge: { min: 18, max: 120 },
  /** The fee a month (kredittkort_termingebyr), in kroner: far above any card sold, so more is a fault. */
  monthlyFeeKr: { max: 1_000 },
  /** The least a month's bill asks: a percentage of the balance, at least some kroner. */
  minimumPayment: { percentMax: 100, krMax: 10_000 },
} as const;

/**
 * How large a card's facts and texts may be: every function over the cards (the effective-rate solver,
 * the pages, the search index, the PDFs) is made and tested for every value inside these, and the editor
 * and `npm run cards -- import` refuse anything outside them with the same message. Well above any card
 * on the Norwegian market (the dearest annual fees are a few thousand kroner), far below what breaks a page.
 */
export const cardLimits = {
  /** Kroner. */
  annualFee: 50_000,
  creditLimitMax: 1_000_000,
  /** Any other amount in kroner (insurance cover, a minimum fee or income). */
  kr: 100_000_000,
  /** Days from application to answer. */
  processingDays: 90,
  /** Counts: lounges, restaurant visits, partner shops. */
  count: 1_000_000,
  /** Characters in a one-line text (name, bank, a highlight, …). */
  line: 200,
  /** Characters in an editorial paragraph. */
  paragraph: 2_000,
  /** Characters of a bank's own description from the feed, as stored and shown (cut at a word before this). */
  bankDescription: 400,
  /** Items in a list (highlights, status benefits). */
  listItems: 12,
  /** Paragraphs of editorial text. */
  paragraphs: 12,
} as const;
