// Plain constants shared with client code; kept apart from the zod schema so that
// importing them does not put the validator in the browser bundle.

/** Categories used by the card list filter (spec §3), in the spec's button order. */
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
  /** Currency mark-up and the cash withdrawal fee's percentage, in percent. */
  feePercent: { min: 0, max: 10 },
  minimumAge: { min: 18, max: 30 },
} as const;
