import type { CreditCard } from "#content/card-schema";
import {
  nominalRate,
  representativeExample,
  type CreditTerms,
  type RepresentativeExample,
} from "../representative-example";
import { osloDate } from "../data-freshness";
import type { FeedProduct } from "./feed-parser.server";
import type { PercentFee } from "./feed-values";
import { feedCardText } from "./feed-text";
import { feedOwnedFields } from "../feed-owned-fields";
import { bankDescriptionsFrom } from "../bank-descriptions";

/**
 * A feed product in our card's terms and units. Absent means the feed does not say: a card keeps what it
 * has for it (but the bank's own words: see withFeedFacts). The benefit texts as the feed gives them stay here
 * too; the card stores them cut, as `bankDescriptions` (app/shared/cards/bank-descriptions.ts).
 */
export type FeedCardFacts = {
  productId: string;
  bank: string;
  name: string;
  /** The card's `interestRate`: the yearly rate before fees, compounded monthly, from the feed's nominal rate. */
  interestRate?: number;
  /** The feed's nominal yearly rate, as it states it. */
  nominalRate?: number;
  annualFee?: number;
  /** `kredittkort_termingebyr`: a fee each month, twelve of which belong to the example's cost. */
  monthlyFeeKr?: number;
  interestFreeDays?: number;
  currencyMarkupPercent?: number;
  /** At the bank's own cash machines in opening hours: the card's `cashWithdrawalFee`. */
  cashWithdrawalFee?: PercentFee;
  /** Abroad: the card's `cashWithdrawalAbroadFee`. */
  cashWithdrawalAbroadFee?: PercentFee;
  minimumPaymentPercent?: number;
  minimumPaymentKr?: number;
  creditLimitMin?: number;
  creditLimitMax?: number;
  minimumAge?: number;
  maximumAge?: number;
  minimumIncomeKr?: number;
  travelInsurance?: boolean;
  travelInsuranceText?: string;
  otherBenefits?: boolean;
  otherBenefitsText?: string;
  specialConditions?: string;
  /** The two benefit texts as the card stores them (bankDescriptionsFrom); absent when neither is usable. */
  bankDescriptions?: CreditCard["bankDescriptions"];
  /** The feed's own effective rate, for the comparison with ours. */
  feedEffectiveRate?: number;
};

/**
 * Our representative example may differ from the feed's `effektiv_rente` by rounding only: past this,
 * in percentage points, one of the two figures is wrong and the card is held for an editor.
 */
export const RATE_DISAGREEMENT_POINTS = 0.2;

export function feedCardFacts(product: FeedProduct): FeedCardFacts {
  const facts: FeedCardFacts = {
    productId: product.productId,
    bank: product.provider,
    name: product.name,
    interestRate: product.nominalRate === undefined ? undefined : interestRateFromNominal(product.nominalRate),
    nominalRate: product.nominalRate,
    annualFee: product.annualFeeKr,
    monthlyFeeKr: product.monthlyFeeKr,
    interestFreeDays: product.interestFreeDays,
    currencyMarkupPercent: product.currencyMarkupPercent,
    cashWithdrawalFee: product.withdrawalOwnBankFee,
    cashWithdrawalAbroadFee: product.withdrawalAbroadFee,
    minimumPaymentPercent: product.minimumPaymentPercent,
    minimumPaymentKr: product.minimumPaymentKr,
    creditLimitMin: product.creditLimitMinKr,
    creditLimitMax: product.creditLimitMaxKr,
    minimumAge: product.minimumAge,
    maximumAge: product.maximumAge,
    minimumIncomeKr: product.minimumIncomeKr,
    travelInsurance: product.travelInsurance,
    travelInsuranceText: product.travelInsuranceText,
    otherBenefits: product.otherBenefits,
    otherBenefitsText: product.otherBenefitsText,
    specialConditions: product.specialConditions,
    bankDescriptions: bankDescriptionsFrom(product),
    feedEffectiveRate: product.effectiveRate,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as FeedCardFacts;
}

/**
 * The card's `interestRate` (the yearly rate before fees, compounded monthly) for a nominal rate:
 * (1 + n/12)^12 − 1, with as few decimals as give back the same nominal rate at the two decimals
 * representativeExample uses (docs/decisions/0005), so the example is the feed's nominal rate's.
 */
export function interestRateFromNominal(nominal: number): number {
  const exact = (Math.pow(1 + nominal / 1200, 12) - 1) * 100;
  const target = Math.round(nominal * 100) / 100;
  for (let decimals = 1; decimals <= 8; decimals++) {
    const rounded = Number(exact.toFixed(decimals));
    if (nominalRate(rounded) === target) return rounded;
  }
  return Number(exact.toFixed(8));
}

/**
 * The terms our example takes: the nominal rate and every fixed cost of a year, the annual fee and twelve
 * monthly fees (finansavtaleforskriften § 1-4: every cost of the credit is in the effective rate). A
 * monthly fee the feed leaves unknown counts as none; the comparison with the feed's own rate catches it.
 */
export function exampleTerms(
  facts: Pick<FeedCardFacts, "interestRate" | "annualFee" | "monthlyFeeKr">,
): CreditTerms | null {
  if (facts.interestRate === undefined || facts.annualFee === undefined) return null;
  return { interestRate: facts.interestRate, annualFee: facts.annualFee, monthlyFeeKr: facts.monthlyFeeKr };
}

export type FeedExample = {
  terms: CreditTerms;
  /** Ours: solved by representativeExample with effectiveRate. */
  example: RepresentativeExample;
  /** The feed's `effektiv_rente`, when it gives one. */
  feedEffectiveRate?: number;
  /** Ours and the feed's differ by more than RATE_DISAGREEMENT_POINTS. */
  disagrees: boolean;
};

/** Our representative example for a feed product, beside the feed's own figure; null without rate or fee. */
export function feedExample(facts: FeedCardFacts): FeedExample | null {
  const terms = exampleTerms(facts);
  if (!terms) return null;
  const example = representativeExample(terms);
  const feedRate = facts.feedEffectiveRate;
  const disagrees =
    feedRate !== undefined && Math.abs(example.effectiveRate - feedRate) > RATE_DISAGREEMENT_POINTS + 1e-9;
  return { terms, example, feedEffectiveRate: feedRate, disagrees };
}

/**
 * Bounds on the facts the card schema has no field for yet: far beyond any card sold in Norway, so a
 * value outside them is a fault in the feed (a fee in øre, a percentage as a fraction), held for an editor.
 */
export const feedFactLimits = {
  monthlyFeeKr: 1_000,
  minimumPaymentPercent: 100,
  minimumPaymentKr: 10_000,
  creditLimitMin: 1_000_000,
  age: { min: 18, max: 120 },
} as const;

/** What is impossible among the facts the card schema does not check: one sentence each, for an editor. */
export function feedFactProblems(facts: FeedCardFacts): string[] {
  const problems: string[] = [];
  const over = (value: number | undefined, max: number, text: (max: number) => string) => {
    if (value !== undefined && value > max) problems.push(text(max));
  };
  over(facts.monthlyFeeKr, feedFactLimits.monthlyFeeKr, feedCardText.monthlyFeeOver);
  over(facts.minimumPaymentPercent, feedFactLimits.minimumPaymentPercent, feedCardText.minimumPaymentPercentOver);
  over(facts.minimumPaymentKr, feedFactLimits.minimumPaymentKr, feedCardText.minimumPaymentKrOver);
  over(facts.creditLimitMin, feedFactLimits.creditLimitMin, feedCardText.creditLimitMinOver);
  const { min, max } = feedFactLimits.age;
  if (facts.maximumAge !== undefined && (facts.maximumAge < min || facts.maximumAge > max))
    problems.push(feedCardText.maximumAgeOutside(min, max));
  if (facts.minimumAge !== undefined && facts.maximumAge !== undefined && facts.minimumAge > facts.maximumAge)
    problems.push(feedCardText.agesCrossed);
  if (
    facts.creditLimitMin !== undefined &&
    facts.creditLimitMax !== undefined &&
    facts.creditLimitMin > facts.creditLimitMax
  )
    problems.push(feedCardText.limitsCrossed);
  return problems;
}

// The fields the feed owns (app/shared/cards/feed-owned-fields.ts): each is a fact the feed can state.
feedOwnedFields satisfies ReadonlyArray<keyof FeedCardFacts>;
export { feedOwnedFields };

/** The card's `minimumPayment` from the feed's two elements; undefined when it states neither. */
export function feedMinimumPayment(facts: FeedCardFacts): CreditCard["minimumPayment"] {
  const { minimumPaymentPercent: percent, minimumPaymentKr: minKr } = facts;
  if (percent === undefined && minKr === undefined) return undefined;
  return {
    ...(percent === undefined ? {} : { percent }),
    ...(minKr === undefined ? {} : { minKr }),
  };
}

/**
 * A linked card with the feed's facts: each feed-owned field the feed states replaces ours; one it leaves
 * unknown keeps ours (an empty element is not a reason to forget a fact). The bank's own words are not a fact:
 * they are the feed's as they stand, so a text the bank drops goes with it (nobody's words are kept in the
 * bank's name). The minimum payment is one card field from two elements: a part the feed leaves empty keeps
 * ours. Not validated here: the caller gives the result to the card schema, as every write does.
 */
export function withFeedFacts(card: CreditCard, facts: FeedCardFacts): CreditCard {
  const next: Record<string, unknown> = { ...card };
  for (const field of feedOwnedFields) {
    const value = facts[field];
    if (value !== undefined) next[field] = value;
  }
  if (facts.bankDescriptions === undefined) delete next.bankDescriptions;
  const payment = feedMinimumPayment(facts);
  if (payment) next.minimumPayment = { ...card.minimumPayment, ...payment };
  return next as CreditCard;
}

/**
 * A new card for a feed product no card of ours is linked to: the feed's facts, no editorial review (the
 * card page says it is not reviewed, and no ranking takes it), art drawn from its bank. A fact the feed
 * leaves empty is left out, so the card schema names it when a required one (rate, annual fee, highest
 * credit limit, travel insurance) is missing and the store refuses the card. `lastChecked` is the day of
 * the sync that read it.
 */
export function cardFromFeed(input: {
  productId: string;
  slug: string;
  facts: FeedCardFacts;
  id: number;
  checkedOn?: string;
}): CreditCard {
  const { facts } = input;
  const card: Record<string, unknown> = {
    id: input.id,
    name: facts.name,
    bank: facts.bank,
    urlSlug: input.slug,
    lastChecked: input.checkedOn ?? osloDate(new Date()),
    extras: {},
  };
  for (const field of feedOwnedFields) {
    const value = facts[field];
    if (value !== undefined) card[field] = value;
  }
  const payment = feedMinimumPayment(facts);
  if (payment) card.minimumPayment = payment;
  return card as CreditCard;
}
