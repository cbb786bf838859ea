import {
  compareExtraPayment,
  rateFigures,
  type ExtraPaymentComparison,
  type PaidOff,
  type PayoffResult,
} from "../../../shared/finance/debt-repayment";
import type { CreditTerms } from "../../../shared/cards/representative-example";

/**
 * The debt guide's downloadable plan: the calculator's figures (gjeld, rente, betaling, ekstra) as
 * the page computes them, with the month-by-month schedule of the plan the reader will follow.
 */

/** What the reader typed into the debt calculator, validated. */
export type DebtPlanInput = {
  balance: number;
  /** The nominal yearly rate, as the calculator asks for it. */
  nominalRatePercent: number;
  payment: number;
  extra: number;
};

/** One month of a plan, in kroner (øre exact). */
export type ScheduleRow = { month: number; payment: number; interest: number; principal: number; balance: number };

export type DebtPlan = ExtraPaymentComparison & {
  input: DebtPlanInput;
  /** The plan the reader follows: with the extra payment when there is one. */
  followed: PayoffResult;
  /** Its months, empty when it never finishes (at most MAX_MONTHS rows, as payoffSchedule stops there). */
  schedule: ScheduleRow[];
};

const ore = (kr: number) => Math.round(kr * 100);

/**
 * The months of a finished plan. The balance before a month plus its interest, less its payment, is
 * the balance after it; so the interest is that difference, and the principal what the payment
 * took off the balance. Worked in øre, as the plan was.
 */
export function scheduleRows(plan: PaidOff): ScheduleRow[] {
  return plan.payments.map((payment, index) => {
    const before = ore(plan.balances[index] ?? 0);
    const after = ore(plan.balances[index + 1] ?? 0);
    const interest = after + ore(payment) - before;
    return {
      month: index + 1,
      payment,
      interest: interest / 100,
      principal: (ore(payment) - interest) / 100,
      balance: after / 100,
    };
  });
}

/** The plan for the calculator's figures: both plans and the saving as the page shows them, and the schedule. */
export function debtPlan(input: DebtPlanInput): DebtPlan {
  const comparison = compareExtraPayment({
    balance: input.balance,
    annualRatePercent: input.nominalRatePercent,
    payment: { kind: "fixed", amount: input.payment },
    extraPayment: input.extra,
  });
  const followed = input.extra > 0 ? comparison.withExtra : comparison.withoutExtra;
  return { ...comparison, input, followed, schedule: followed.kind === "paid-off" ? scheduleRows(followed) : [] };
}

/**
 * A nominal rate with no fees as credit terms for the representative example: the yearly rate,
 * interest on interest included, that the nominal rate's monthly twelfth gives (20 % → 21,94 %).
 * The example's nominal rate is then the reader's own again (representativeExample rounds it to
 * two decimals, as the calculator takes it).
 */
export function termsOfNominalRate(nominalRatePercent: number): CreditTerms {
  return { interestRate: rateFigures(nominalRatePercent, "nominal").effectivePercent, annualFee: 0 };
}
