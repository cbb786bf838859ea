/**
 * The representative example Norwegian credit marketing shows beside an offer
 * (finansavtaleloven § 3-2 / markedsføringsloven): a fixed draw repaid in equal
 * monthly instalments, with the card's effective annual rate and its annual fee.
 */
export const representativeAssumptions = {
  /** Amount drawn at once, in kroner. */
  principal: 15_000,
  /** Number of equal monthly instalments. */
  months: 12,
} as const;

export type RepresentativeExample = {
  effectiveRate: number;
  principal: number;
  months: number;
  monthlyPayment: number;
  /** Interest plus the annual fee. */
  creditCost: number;
  totalPaid: number;
};

/**
 * Monthly rate from the effective annual rate: (1 + r)^(1/12) − 1, so that twelve
 * months compound to exactly the effective rate. The instalment is the annuity
 * payment P·i / (1 − (1 + i)^−n); the annual fee is added to the cost once.
 */
export function representativeExample(
  card: { effectiveRate: number; annualFee: number },
  assumptions: { principal: number; months: number } = representativeAssumptions,
): RepresentativeExample {
  const { principal, months } = assumptions;
  const monthlyRate = Math.pow(1 + card.effectiveRate / 100, 1 / 12) - 1;
  const monthlyPayment =
    monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
  const interest = monthlyPayment * months - principal;
  const creditCost = interest + card.annualFee;
  return {
    effectiveRate: card.effectiveRate,
    principal,
    months,
    monthlyPayment,
    creditCost,
    totalPaid: principal + creditCost,
  };
}
