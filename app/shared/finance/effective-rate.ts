/**
 * Effektiv rente as Norwegian law defines it (finansavtaleforskriften § 1-4, which carries
 * over the annex of the Consumer Credit Directive 2008/48/EF): the yearly rate X at which the
 * drawdowns and the repayments, each discounted to the day the credit starts, are equal:
 *
 *   Σ drawdown_k · (1 + X)^(−t_k) = Σ repayment_l · (1 + X)^(−s_l)
 *
 * with t and s in years from the first drawdown (a month is 1/12 year). The cost of credit
 * (interest and every fee, the annual fee included) is in the repayments, so X states it all.
 */

/** One payment in a credit agreement: `amount` > 0 is credit paid out, < 0 a repayment. */
export type CashFlow = { years: number; amount: number };

/** Net present value of the cash flows at yearly rate `x` (a fraction): drawdowns minus repayments. */
function presentValue(cashFlows: readonly CashFlow[], x: number): number {
  let sum = 0;
  for (const flow of cashFlows) sum += flow.amount * Math.pow(1 + x, -flow.years);
  return sum;
}

/**
 * The effective yearly rate of a credit, in percent (23.0952… for 15 000 kr repaid as
 * 12 × 16 757 / 12 kr). Solved by bisection: with every drawdown before the first repayment
 * the present value rises with the rate, so the root is unique. Unrounded: round where shown.
 *
 * Throws on cash flows that have no such rate (no drawdown, no repayment, a repayment before
 * a drawdown, or a time that is negative or not finite).
 */
export function effectiveRate(cashFlows: readonly CashFlow[]): number {
  const drawdowns = cashFlows.filter((flow) => flow.amount > 0);
  const repayments = cashFlows.filter((flow) => flow.amount < 0);
  if (drawdowns.length === 0 || repayments.length === 0) {
    throw new Error("Effektiv rente krever minst ett utbetalt beløp og minst én tilbakebetaling");
  }
  for (const flow of cashFlows) {
    if (!Number.isFinite(flow.years) || flow.years < 0 || !Number.isFinite(flow.amount)) {
      throw new Error(`Ugyldig kontantstrøm: ${flow.amount} kr etter ${flow.years} år`);
    }
  }
  const lastDrawdown = Math.max(...drawdowns.map((flow) => flow.years));
  const firstRepayment = Math.min(...repayments.map((flow) => flow.years));
  if (firstRepayment < lastDrawdown) {
    throw new Error("Effektiv rente regnes her bare for kreditt der alt er utbetalt før første tilbakebetaling");
  }

  // Bracket the root: the present value is negative at the lower end and positive at the upper.
  let low = -0.999_999;
  let high = 1;
  while (presentValue(cashFlows, high) < 0) {
    high *= 2;
    if (high > 1e12) throw new Error("Effektiv rente er urimelig høy; sjekk kontantstrømmen");
  }
  if (presentValue(cashFlows, low) > 0) throw new Error("Effektiv rente er under −100 %; sjekk kontantstrømmen");

  for (let step = 0; step < 200 && high - low > 1e-15 * Math.max(1, Math.abs(high)); step++) {
    const middle = (low + high) / 2;
    if (presentValue(cashFlows, middle) < 0) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 100;
}

/**
 * The cash flow of a credit drawn in full at once and repaid in `count` equal monthly
 * instalments, the first one month later: Forbrukertilsynet's model for credit cards.
 */
export function monthlyInstalmentCashFlows(principal: number, instalment: number, count: number): CashFlow[] {
  return [
    { years: 0, amount: principal },
    ...Array.from({ length: count }, (_, index) => ({ years: (index + 1) / 12, amount: -instalment })),
  ];
}
