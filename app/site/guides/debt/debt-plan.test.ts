import { describe, expect, it } from "vitest";
import { debtPlan, scheduleRows, termsOfNominalRate } from "./debt-plan";
import { MAX_MONTHS, payoffSchedule } from "../../../shared/finance/debt-repayment";
import { representativeExample } from "../../../shared/cards/representative-example";

const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

describe("the debt plan's schedule", () => {
  it("adds up to the plan's totals, month by month, to the øre", () => {
    const plan = payoffSchedule({ balance: 50_000, annualRatePercent: 20, payment: { kind: "fixed", amount: 2_500 } });
    if (plan.kind !== "paid-off") throw new Error("expected a finished plan");
    const rows = scheduleRows(plan);
    expect(rows).toHaveLength(plan.months);
    expect(rows.map((row) => row.month)).toEqual(Array.from({ length: plan.months }, (_, index) => index + 1));
    expect(sum(rows.map((row) => row.interest))).toBe(plan.totalInterest);
    expect(sum(rows.map((row) => row.payment))).toBe(plan.totalPaid);
    expect(sum(rows.map((row) => row.principal))).toBe(50_000);
    expect(rows.at(-1)?.balance).toBe(0);
    // The first month: 50 000 kr at 20 %/12 is 833,33 kr interest, so 1 666,67 kr off the debt.
    expect(rows[0]).toEqual({ month: 1, payment: 2_500, interest: 833.33, principal: 1_666.67, balance: 48_333.33 });
    for (const row of rows)
      expect(Math.round((row.interest + row.principal) * 100)).toBe(Math.round(row.payment * 100));
  });

  it("follows the plan with the extra payment when there is one, and keeps both totals", () => {
    const plan = debtPlan({ balance: 50_000, nominalRatePercent: 20, payment: 2_500, extra: 500 });
    expect(plan.followed).toBe(plan.withExtra);
    expect(plan.schedule[0]?.payment).toBe(3_000);
    expect(plan.saving?.months).toBeGreaterThan(0);
    expect(plan.withoutExtra.kind).toBe("paid-off");
  });

  it("has no schedule when the plan never finishes, and at most MAX_MONTHS rows when it does", () => {
    expect(debtPlan({ balance: 50_000, nominalRatePercent: 20, payment: 500, extra: 0 }).schedule).toEqual([]);
    const slow = debtPlan({ balance: 10_000_000, nominalRatePercent: 0, payment: 8_400, extra: 0 });
    expect(slow.followed.kind).toBe("paid-off");
    expect(slow.schedule.length).toBeLessThanOrEqual(MAX_MONTHS);
  });
});

describe("a nominal rate as the representative example's terms", () => {
  it.each([20, 19.9, 0, 7.25, 100])("gives back %s %% as the example's nominal rate, with no fee", (nominal) => {
    const example = representativeExample(termsOfNominalRate(nominal));
    expect(example.nominalRate).toBe(nominal);
    expect(example.annualFee).toBe(0);
  });

  it("is the rate with interest on interest: 20 % nominal is 21,9 % effective", () => {
    expect(Math.round(representativeExample(termsOfNominalRate(20)).effectiveRate * 10) / 10).toBe(21.9);
  });
});
