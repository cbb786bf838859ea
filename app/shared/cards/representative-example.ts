import { nominalRatePercent } from "../finance/debt-repayment";
import { effectiveRate, monthlyInstalmentCashFlows } from "../finance/effective-rate";
import { formatAnnualFee, formatEffectiveRate, formatKr, formatKrOre, formatPercent } from "../format/format";

/**
 * The representative example that Norwegian credit marketing must show beside a rate
 * (finansavtaleloven § 3-2, finansavtaleforskriften § 1-4 and Forbrukertilsynet's guidance on
 * marketing of credit, section on credit cards): a credit of 15 000 kr used in full on the first
 * day, the credit costs (interest and the annual fee) added to it and repaid over 12 months in
 * equal instalments; the effective rate is the rate of exactly that cash flow.
 * How the figures are derived, with the sources: docs/decisions/0005-effective-rate.md.
 */
export const representativeAssumptions = {
  /** Amount drawn at once, in kroner. */
  principal: 15_000,
  /** Number of equal monthly instalments. */
  months: 12,
} as const;

/** What a card's terms give to the example: its rate before fees, its annual fee and its monthly fee. */
export type CreditTerms = {
  /** Yearly interest rate in percent, compounded monthly, before fees (the card data's `interestRate`). */
  interestRate: number;
  /** Annual fee in kroner. */
  annualFee: number;
  /** A fee each month in kroner (Finansportalen's kredittkort_termingebyr); unknown counts as none. */
  monthlyFeeKr?: number;
};

export type RepresentativeExample = {
  principal: number;
  months: number;
  /** Nominal yearly rate in percent, two decimals: twelve times the monthly rate. */
  nominalRate: number;
  annualFee: number;
  /** The monthly fee, and the months' fees the example counts (twelve of them). */
  monthlyFee: number;
  monthlyFees: number;
  /** Interest over the months, whole kroner. */
  interest: number;
  /** Interest plus the annual fee and the monthly fees, whole kroner: every cost of the credit. */
  creditCost: number;
  /** Principal plus credit cost. */
  totalPaid: number;
  /** One of `months` equal monthly instalments: totalPaid / months, unrounded. */
  instalment: number;
  /** Effective yearly rate of this cash flow in percent (unrounded), fee included. */
  effectiveRate: number;
};

/**
 * The nominal yearly rate that gives `interestRate` when its twelfth is compounded monthly:
 * 12 × ((1 + r)^(1/12) − 1), rounded to two decimals as banks state it. 19,9 % → 18,29 %.
 */
export function nominalRate(interestRate: number): number {
  return Math.round(nominalRatePercent(interestRate, "effective") * 100) / 100;
}

/**
 * The example for a card's terms. Interest is what an annuity at the monthly rate
 * (nominal rate / 12) costs over the months, rounded to whole kroner; the annual fee is added
 * once; the total is repaid in equal instalments; the effective rate is solved from that
 * cash flow, so it and the printed cost can never disagree.
 */
export function representativeExample(
  terms: CreditTerms,
  assumptions: { principal: number; months: number } = representativeAssumptions,
): RepresentativeExample {
  // Sorting, badges, standings and texts ask for the same cards' examples again and again: solve each once.
  // A published card is one object until the next change (content/cards.ts), so it is found without a key
  // string: with the market's 300 cards, building that key in every comparison of a sort was most of it.
  const byDefault = assumptions === representativeAssumptions;
  const ofCard = byDefault ? solvedByTerms.get(terms) : undefined;
  if (ofCard) return ofCard;
  const key = `${terms.interestRate}|${terms.annualFee}|${terms.monthlyFeeKr ?? 0}|${assumptions.principal}|${assumptions.months}`;
  let example = solved.get(key);
  if (!example) {
    if (solved.size >= MAX_SOLVED) solved.clear();
    example = Object.freeze(solveExample(terms, assumptions));
    solved.set(key, example);
  }
  // Cards are replaced, never changed in place (content/cards.ts), so an object's terms stay its terms.
  if (byDefault) solvedByTerms.set(terms, example);
  return example;
}

/** Solved examples by terms; bounded, since the terms are the site's own cards. */
const solved = new Map<string, RepresentativeExample>();
/** The same, by the card (terms) object; a card let go is let go here too. */
const solvedByTerms = new WeakMap<CreditTerms, RepresentativeExample>();
const MAX_SOLVED = 1000;

function solveExample(terms: CreditTerms, assumptions: { principal: number; months: number }): RepresentativeExample {
  const { principal, months } = assumptions;
  const nominal = nominalRate(terms.interestRate);
  const monthlyRate = nominal / 100 / 12;
  const annuity =
    monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
  const interest = Math.round(annuity * months - principal);
  // Every cost of the credit is in the effective rate (finansavtaleforskriften § 1-4): the annual fee once and
  // the monthly fee for each of the months.
  const monthlyFee = terms.monthlyFeeKr ?? 0;
  const monthlyFees = monthlyFee * months;
  const creditCost = interest + terms.annualFee + monthlyFees;
  const totalPaid = principal + creditCost;
  const instalment = totalPaid / months;
  return {
    principal,
    months,
    nominalRate: nominal,
    annualFee: terms.annualFee,
    monthlyFee,
    monthlyFees,
    interest,
    creditCost,
    totalPaid,
    instalment,
    effectiveRate: effectiveRate(monthlyInstalmentCashFlows(principal, instalment, months)),
  };
}

/** The effective rate as printed: one decimal. Every comparison of rates uses this figure. */
export function printedEffectiveRate(terms: CreditTerms): number {
  return Math.round(representativeExample(terms).effectiveRate * 10) / 10;
}

/** The one-line example: "Eff. rente 27,4 %, 15 000 kr o/12 mnd. Kostnad: 2 064 kr. Totalt: 17 064 kr." */
export function representativeExampleText(terms: CreditTerms): string {
  const example = representativeExample(terms);
  return `Eff. rente ${formatEffectiveRate(example.effectiveRate)}, ${formatKr(example.principal)} o/${example.months} mnd. Kostnad: ${formatKr(example.creditCost)}. Totalt: ${formatKr(example.totalPaid)}.`;
}

/**
 * The rest of the standard information: "Nominell rente 19,13 %, årsgebyr 465 kr, 12 månedlige avdrag på 1 422 kr.",
 * with "månedsgebyr 25 kr (300 kr i eksempelet)" after the annual fee when the card has a monthly fee.
 */
export function standardInformationText(terms: CreditTerms): string {
  const example = representativeExample(terms);
  const monthly =
    example.monthlyFee > 0
      ? `, månedsgebyr ${formatKr(example.monthlyFee)} (${formatKr(example.monthlyFees)} i eksempelet)`
      : "";
  return `Nominell rente ${formatPercent(example.nominalRate)}, årsgebyr ${formatAnnualFee(example.annualFee).replace("/år", "")}${monthly}, ${example.months} månedlige avdrag på ${formatKrOre(example.instalment)}.`;
}
