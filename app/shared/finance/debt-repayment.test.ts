import { describe, expect, it } from "vitest";
import { effectiveRate, type CashFlow } from "./effective-rate";
import {
  compareExtraPayment,
  firstMonthInterest,
  interestWithoutPayments,
  MAX_MONTHS,
  MINIMUM_PAYMENT_FLOOR_KR,
  MINIMUM_PAYMENT_PERCENT,
  minimumMonthlyPayment,
  monthlyRate,
  nominalRatePercent,
  paymentForMonths,
  payoffSchedule,
  yearlyBalances,
  type PaidOff,
  type PaymentPlan,
  type RateConvention,
} from "./debt-repayment";

const fixed = (amount: number): PaymentPlan => ({ kind: "fixed", amount });
const minimum: PaymentPlan = { kind: "minimum", percent: MINIMUM_PAYMENT_PERCENT, floorKr: MINIMUM_PAYMENT_FLOOR_KR };

describe("payoffSchedule: plans that finish", () => {
  it.each([
    // balance, rate %, plan, extra, months, total interest, total paid, first payment
    [50_000, 20, fixed(2500), 0, 25, 11_330.35, 61_330.35, 2500],
    [50_000, 20, fixed(2500), 500, 20, 9_068.15, 59_068.15, 3000],
    [50_000, 20, minimum, 0, 169, 54_717.92, 104_717.92, 1500],
    [20_000, 20, minimum, 0, 101, 17_217.94, 37_217.94, 600],
    // Zero interest divides evenly.
    [12_000, 0, fixed(1000), 0, 12, 0, 12_000, 1000],
    [10_000, 0, fixed(3000), 0, 4, 0, 10_000, 3000],
    // A payment above the whole debt pays it in one month, interest included.
    [5_000, 12, fixed(10_000), 0, 1, 50, 5_050, 5050],
  ] as const)(
    "%s kr at %s %% (%o, extra %s) takes %s months, %s kr interest",
    (balance, rate, payment, extra, months, interest, paid, firstPayment) => {
      const result = payoffSchedule({ balance, annualRatePercent: rate, payment, extraPayment: extra });
      expect(result.kind).toBe("paid-off");
      if (result.kind !== "paid-off") return;
      expect(result.months).toBe(months);
      expect(result.totalInterest).toBeCloseTo(interest, 2);
      expect(result.totalPaid).toBeCloseTo(paid, 2);
      expect(result.firstPayment).toBe(firstPayment);
      expect(result.balances).toHaveLength(months + 1);
      expect(result.balances[0]).toBe(balance);
      expect(result.balances.at(-1)).toBe(0);
    },
  );

  it("the last payment is only what is left (zero interest)", () => {
    const result = payoffSchedule({ balance: 10_000, annualRatePercent: 0, payment: fixed(3000) });
    expect(result.kind === "paid-off" && result.balances).toEqual([10_000, 7_000, 4_000, 1_000, 0]);
  });

  it("the balance never rises and never goes below zero", () => {
    const result = payoffSchedule({ balance: 50_000, annualRatePercent: 20, payment: minimum });
    if (result.kind !== "paid-off") throw new Error("expected paid-off");
    for (let i = 1; i < result.balances.length; i += 1) {
      expect(result.balances[i]).toBeLessThan(result.balances[i - 1]!);
      expect(result.balances[i]).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("payoffSchedule: plans that never finish", () => {
  it.each([
    // balance, rate %, plan, first month's interest, minimum needed
    [50_000, 20, fixed(800), 833.33, 834],
    [50_000, 20, fixed(833.33), 833.33, 834],
    [10_000, 24, fixed(150), 200, 201],
    // 3 % of the balance cannot outrun a 40 % rate (3,33 % a month).
    [50_000, 40, minimum, 1666.67, 1667],
  ] as const)("%s kr at %s %% paying %o never finishes", (balance, rate, payment, interest, needed) => {
    const result = payoffSchedule({ balance, annualRatePercent: rate, payment });
    expect(result).toEqual({
      kind: "never",
      reason: "below-interest",
      firstMonthInterest: interest,
      minimumMonthlyPayment: needed,
    });
  });

  it.each([
    [100_000, 1, 84],
    [50_000, 6, 250.1],
  ])(
    "%s kr at %s %% paying %s kr, just above the interest, takes longer than the cap: never",
    (balance, rate, payment) => {
      const result = payoffSchedule({ balance, annualRatePercent: rate, payment: fixed(payment) });
      expect(result.kind).toBe("never");
      if (result.kind === "never") expect(result.reason).toBe("too-long");
    },
  );

  it("the reported minimum payment does finish within the cap", () => {
    const needed = minimumMonthlyPayment(50_000, 20);
    const result = payoffSchedule({ balance: 50_000, annualRatePercent: 20, payment: fixed(needed) });
    expect(result.kind).toBe("paid-off");
    if (result.kind === "paid-off") expect(result.months).toBeLessThanOrEqual(MAX_MONTHS);
  });
});

describe("paymentForMonths", () => {
  it.each([
    [50_000, 20, 36, 1859],
    [50_000, 20, 25, 2462],
    [12_000, 0, 12, 1000],
    [10_000, 0, 3, 3334],
  ])("%s kr at %s %% in %s months needs %s kr a month", (balance, rate, months, payment) => {
    expect(paymentForMonths(balance, rate, months)).toBe(payment);
    const result = payoffSchedule({ balance, annualRatePercent: rate, payment: fixed(payment) });
    expect(result.kind === "paid-off" && result.months).toBe(months);
  });
});

describe("compareExtraPayment", () => {
  it.each([
    // balance, rate, payment, extra, months saved, interest saved
    [50_000, 20, 2500, 500, 5, 2_262.2],
    [50_000, 20, 2500, 0, 0, 0],
    [12_000, 0, 1000, 1000, 6, 0],
  ])(
    "%s kr at %s %%, %s kr + %s kr extra saves %s months and %s kr",
    (balance, rate, payment, extra, months, interest) => {
      const { saving } = compareExtraPayment({
        balance,
        annualRatePercent: rate,
        payment: fixed(payment),
        extraPayment: extra,
      });
      expect(saving?.months).toBe(months);
      expect(saving?.interest).toBeCloseTo(interest, 2);
    },
  );

  it("has no saving when the plan without the extra payment never finishes", () => {
    const comparison = compareExtraPayment({
      balance: 50_000,
      annualRatePercent: 20,
      payment: fixed(500),
      extraPayment: 2000,
    });
    expect(comparison.withoutExtra.kind).toBe("never");
    expect(comparison.withExtra.kind).toBe("paid-off");
    expect(comparison.saving).toBeUndefined();
  });
});

describe("yearlyBalances", () => {
  it.each([
    [[10_000, 7_000, 4_000, 1_000, 0], [{ year: 1, balance: 0 }]],
    [
      Array.from({ length: 26 }, (_, month) => 25_000 - month * 1000),
      [
        { year: 1, balance: 13_000 },
        { year: 2, balance: 1_000 },
        { year: 3, balance: 0 },
      ],
    ],
  ])("%j → %j", (balances, rows) => {
    expect(yearlyBalances(balances)).toEqual(rows);
  });
});

describe("rate conventions: a yearly rate as a monthly rate", () => {
  it.each([
    // yearly %, convention, monthly rate %, nominal %, what twelve months of interest on interest give (%)
    [20, "nominal", 1.666_667, 20, 21.939_108],
    [20, "effective", 1.530_947, 18.371_364, 20],
    [19.9, "effective", 1.523_894, 18.286_723, 19.9],
    [12, "nominal", 1, 12, 12.682_503],
    [0, "effective", 0, 0, 0],
  ] as const)(
    "%s percent read as %s: %s percent a month, %s percent nominal, %s percent in a year",
    (yearly, convention, monthly, nominal, compounded) => {
      expect(monthlyRate(yearly, convention) * 100).toBeCloseTo(monthly, 5);
      expect(nominalRatePercent(yearly, convention)).toBeCloseTo(nominal, 5);
      expect((Math.pow(1 + monthlyRate(yearly, convention), 12) - 1) * 100).toBeCloseTo(compounded, 5);
    },
  );

  it.each([
    // balance, yearly %, convention, first month's interest (øre exact), a year's interest with nothing paid
    [50_000, 20, "nominal", 833.33, 10_969.55],
    [50_000, 20, "effective", 765.47, 10_000],
    [20_000, 20, "nominal", 333.33, 4_387.82],
    [20_000, 20, "effective", 306.19, 4_000],
    [10_000, 0, "effective", 0, 0],
  ] as const)(
    "%s kr at %s percent (%s): %s kr the first month, %s kr in a year left unpaid",
    (balance, yearly, convention, first, year) => {
      expect(firstMonthInterest(balance, yearly, convention)).toBeCloseTo(first, 2);
      // Each month's interest is rounded to whole øre, so a year can differ from the exact rate by a few øre.
      expect(Math.abs(interestWithoutPayments(balance, yearly, convention) - year)).toBeLessThan(0.05);
    },
  );

  it.each([
    // balance, yearly %, convention, plan, months, total interest (kr, øre exact), first payment
    [50_000, 20, "effective", fixed(2500), 25, 10_151.33, 2500],
    [50_000, 20, "effective", minimum, 156, 45_783.24, 1500],
    [20_000, 20, "effective", minimum, 94, 14_519.31, 600],
    [50_000, 20, "nominal", fixed(2500), 25, 11_330.35, 2500],
  ] as const)(
    "%s kr at %s percent (%s) paying %o: %s months, %s kr interest",
    (balance, yearly, convention, payment, months, interest, first) => {
      const result = payoffSchedule({ balance, annualRatePercent: yearly, rateConvention: convention, payment });
      expect(result.kind).toBe("paid-off");
      if (result.kind !== "paid-off") return;
      expect([result.months, result.totalInterest, result.firstPayment]).toEqual([months, interest, first]);
      expect(result.payments).toHaveLength(months);
      expect(result.payments.reduce((sum, p) => sum + p, 0)).toBeCloseTo(result.totalPaid, 6);
    },
  );

  /** The plan as a credit: the balance drawn at once, each payment a month apart. */
  const cashFlows = (balance: number, plan: PaidOff): CashFlow[] => [
    { years: 0, amount: balance },
    ...plan.payments.map((payment, index) => ({ years: (index + 1) / 12, amount: -payment })),
  ];

  it.each([
    // A debt with no fees: read as "effective", its effective rate is the yearly rate itself; read as
    // "nominal", it is the nominal rate compounded monthly. Solved from the plan's own cash flow.
    [50_000, 20, "effective", fixed(2500), 20],
    [50_000, 20, "effective", minimum, 20],
    [20_000, 20, "effective", minimum, 20],
    [50_000, 20, "nominal", fixed(2500), 21.9],
    [50_000, 20, "nominal", minimum, 21.9],
  ] as [number, number, RateConvention, PaymentPlan, number][])(
    "%s kr at %s percent (%s) paying %o has an effective rate of %s percent",
    (balance, yearly, convention, payment, effective) => {
      const plan = payoffSchedule({ balance, annualRatePercent: yearly, rateConvention: convention, payment });
      if (plan.kind !== "paid-off") throw new Error("expected paid-off");
      expect(Math.round(effectiveRate(cashFlows(balance, plan)) * 10) / 10).toBe(effective);
    },
  );

  it("a plan that never finishes reports the payment needed under the same convention", () => {
    const result = payoffSchedule({
      balance: 50_000,
      annualRatePercent: 20,
      rateConvention: "effective",
      payment: fixed(700),
    });
    expect(result).toEqual({
      kind: "never",
      reason: "below-interest",
      firstMonthInterest: 765.47,
      minimumMonthlyPayment: 766,
    });
    expect(minimumMonthlyPayment(50_000, 20, "effective")).toBe(766);
    expect(paymentForMonths(50_000, 20, 36, "effective")).toBeLessThan(paymentForMonths(50_000, 20, 36));
  });
});
