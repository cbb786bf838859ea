/**
 * Credit card debt repayment, month by month. Each month the interest (the monthly rate on the
 * balance, rounded to whole øre as banks do) is added, then the payment is drawn; the last
 * payment is only what is left. The simulation runs in whole øre so a long plan does not drift,
 * and stops at MAX_MONTHS: a plan longer than that is reported as never finishing.
 *
 * A yearly rate becomes a monthly rate by one of two conventions, and the copy must say which:
 * - "nominal": the yearly rate / 12, as a credit agreement's "nominell rente" is charged
 *   (20 % → 1,6667 % a month; twelve months of interest on interest give 21,94 %);
 * - "effective": (1 + r)^(1/12) − 1, so twelve months of interest on interest give exactly r
 *   (20 % → 1,5309 % a month, 18,37 % nominal). For a debt with no fees that is its effective
 *   rate (effektiv rente); with fees it is not, and the copy must not call it that.
 */

/** The minimum payment rule we use, stated on the debt guide: 3 % of the balance, at least 300 kr. */
export const MINIMUM_PAYMENT_PERCENT = 3;
export const MINIMUM_PAYMENT_FLOOR_KR = 300;
/** 100 years: anything longer is, for a reader, never. */
export const MAX_MONTHS = 1200;

export type PaymentPlan =
  | { kind: "fixed"; amount: number }
  /** Percent of the balance at the start of the month, at least floorKr. */
  | { kind: "minimum"; percent: number; floorKr: number };

/** How a yearly rate becomes the monthly rate; see the file comment. */
export type RateConvention = "nominal" | "effective";

export type PayoffInput = {
  balance: number;
  annualRatePercent: number;
  /** How annualRatePercent is read; "nominal" unless stated. */
  rateConvention?: RateConvention;
  payment: PaymentPlan;
  /** Paid on top of the plan's payment every month. */
  extraPayment?: number;
};

export type PaidOff = {
  kind: "paid-off";
  months: number;
  totalInterest: number;
  totalPaid: number;
  /** The first month's payment (interesting for the minimum plan, which shrinks). */
  firstPayment: number;
  /** Every month's payment, in kroner (øre exact); the last one is only what was left. */
  payments: number[];
  /** The balance at the start (index 0) and after each month; the last entry is 0. */
  balances: number[];
};

export type NeverPaidOff = {
  kind: "never";
  /** "below-interest": the payment does not even cover the interest; "too-long": over MAX_MONTHS. */
  reason: "below-interest" | "too-long";
  firstMonthInterest: number;
  /** The smallest whole-krone monthly payment that clears the debt within MAX_MONTHS. */
  minimumMonthlyPayment: number;
};

export type PayoffResult = PaidOff | NeverPaidOff;

const toOre = (kr: number) => Math.round(kr * 100);
const toKr = (ore: number) => ore / 100;

/** The monthly rate (a fraction) of a yearly rate in percent, under the given convention. */
export function monthlyRate(annualRatePercent: number, convention: RateConvention = "nominal"): number {
  if (convention === "nominal") return annualRatePercent / 100 / 12;
  return Math.pow(1 + annualRatePercent / 100, 1 / 12) - 1;
}

/** The nominal yearly rate in percent (twelve times the monthly rate), unrounded: 20 % effective → 18,371… %. */
export function nominalRatePercent(annualRatePercent: number, convention: RateConvention = "nominal"): number {
  return monthlyRate(annualRatePercent, convention) * 12 * 100;
}

/**
 * A yearly rate's figures as the guides print them: the monthly rate, the nominal rate, whether that
 * nominal rate is exact at the two decimals the calculator takes, and, with no fees, the effective rate
 * (twelve months of interest on interest).
 */
export function rateFigures(annualRatePercent: number, convention: RateConvention) {
  const monthly = monthlyRate(annualRatePercent, convention);
  const nominalPercent = nominalRatePercent(annualRatePercent, convention);
  return {
    monthlyRatePercent: monthly * 100,
    nominalPercent,
    nominalIsExact: Math.abs(Math.round(nominalPercent * 100) - nominalPercent * 100) < 1e-9,
    effectivePercent: (Math.pow(1 + monthly, 12) - 1) * 100,
  };
}

/** The first month's interest on a balance, rounded to whole øre as in payoffSchedule. */
export function firstMonthInterest(
  balance: number,
  annualRatePercent: number,
  convention: RateConvention = "nominal",
): number {
  return toKr(Math.round(toOre(balance) * monthlyRate(annualRatePercent, convention)));
}

/**
 * The interest a balance gathers over `months` months when nothing is paid: each month's
 * interest (rounded to øre) is added to the balance, so interest is charged on interest.
 */
export function interestWithoutPayments(
  balance: number,
  annualRatePercent: number,
  convention: RateConvention = "nominal",
  months = 12,
): number {
  const rate = monthlyRate(annualRatePercent, convention);
  let left = toOre(balance);
  for (let month = 0; month < months; month += 1) left += Math.round(left * rate);
  return toKr(left - toOre(balance));
}

function paymentOre(plan: PaymentPlan, balanceOre: number): number {
  if (plan.kind === "fixed") return toOre(plan.amount);
  return Math.max(Math.round((balanceOre * plan.percent) / 100), toOre(plan.floorKr));
}

export function payoffSchedule(input: PayoffInput): PayoffResult {
  const convention = input.rateConvention ?? "nominal";
  const rate = monthlyRate(input.annualRatePercent, convention);
  const extraOre = toOre(input.extraPayment ?? 0);
  let balance = toOre(input.balance);
  const balances = [toKr(balance)];
  const firstInterest = Math.round(balance * rate);
  let interestTotal = 0;
  let paidTotal = 0;
  let firstPayment = 0;
  let months = 0;
  const payments: number[] = [];

  const never = (reason: NeverPaidOff["reason"]): NeverPaidOff => ({
    kind: "never",
    reason,
    firstMonthInterest: toKr(firstInterest),
    minimumMonthlyPayment: minimumMonthlyPayment(input.balance, input.annualRatePercent, convention),
  });

  while (balance > 0) {
    if (months >= MAX_MONTHS) return never("too-long");
    const interest = Math.round(balance * rate);
    const due = balance + interest;
    const payment = Math.min(paymentOre(input.payment, balance) + extraOre, due);
    if (payment <= interest) return never("below-interest");
    if (months === 0) firstPayment = payment;
    balance = due - payment;
    interestTotal += interest;
    paidTotal += payment;
    payments.push(toKr(payment));
    months += 1;
    balances.push(toKr(balance));
  }

  return {
    kind: "paid-off",
    months,
    totalInterest: toKr(interestTotal),
    totalPaid: toKr(paidTotal),
    firstPayment: toKr(firstPayment),
    payments,
    balances,
  };
}

/** The fixed monthly payment (whole kroner, rounded up) that clears the debt in `months` months. */
export function paymentForMonths(
  balance: number,
  annualRatePercent: number,
  months: number,
  convention: RateConvention = "nominal",
): number {
  const rate = monthlyRate(annualRatePercent, convention);
  const exact = rate === 0 ? balance / months : (balance * rate) / (1 - Math.pow(1 + rate, -months));
  let payment = Math.ceil(exact - 1e-9);
  // Interest is rounded to øre each month, so the annuity can fall a few øre short; step up until it holds.
  while (!fitsWithin(balance, rate, payment, months)) payment += 1;
  return payment;
}

function fitsWithin(balance: number, rate: number, payment: number, months: number): boolean {
  let left = toOre(balance);
  for (let month = 0; month < months && left > 0; month += 1) {
    const interest = Math.round(left * rate);
    if (toOre(payment) <= interest) return false;
    left = Math.max(0, left + interest - toOre(payment));
  }
  return left === 0;
}

/** The smallest whole-krone monthly payment that clears the debt at all (within MAX_MONTHS). */
export function minimumMonthlyPayment(
  balance: number,
  annualRatePercent: number,
  convention: RateConvention = "nominal",
): number {
  return paymentForMonths(balance, annualRatePercent, MAX_MONTHS, convention);
}

export type ExtraPaymentComparison = {
  withoutExtra: PayoffResult;
  withExtra: PayoffResult;
  /** Present when both plans finish. */
  saving?: { months: number; interest: number };
};

/** The plan without and with the extra payment, and what the extra payment saves. */
export function compareExtraPayment(input: PayoffInput): ExtraPaymentComparison {
  const withoutExtra = payoffSchedule({ ...input, extraPayment: 0 });
  const withExtra = payoffSchedule(input);
  if (withoutExtra.kind !== "paid-off" || withExtra.kind !== "paid-off") return { withoutExtra, withExtra };
  return {
    withoutExtra,
    withExtra,
    saving: {
      months: withoutExtra.months - withExtra.months,
      interest: withoutExtra.totalInterest - withExtra.totalInterest,
    },
  };
}

/** The balance at the end of each year of a plan, for the chart's text alternative. */
export function yearlyBalances(balances: readonly number[]): Array<{ year: number; balance: number }> {
  const rows: Array<{ year: number; balance: number }> = [];
  const months = balances.length - 1;
  for (let year = 1; year * 12 - 12 < months; year += 1) {
    rows.push({ year, balance: balances[Math.min(year * 12, months)] ?? 0 });
  }
  return rows;
}
