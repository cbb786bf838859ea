import { describe, expect, it } from "vitest";
import { effectiveRate } from "../app/shared/finance/effective-rate";
import {
  firstMonthInterest,
  MINIMUM_PAYMENT_FLOOR_KR,
  MINIMUM_PAYMENT_PERCENT,
  nominalRatePercent,
  payoffSchedule,
} from "../app/shared/finance/debt-repayment";
import { cards } from "./cards";
import {
  averageCardRate,
  debtGuideAverageRate,
  debtGuideFacts,
  debtHelpContacts,
  helpContactSchema,
  repaymentStrategies,
} from "./debt-guide";

describe("debt guide content", () => {
  it("holds the spec's comparison as numbers, with the rate's convention stated", () => {
    expect(debtGuideFacts).toEqual({
      comparison: { balanceKr: 50_000, ratePercent: 20, rateConvention: "effective", fixedPaymentKr: 2_500 },
    });
  });

  it("the spec's average credit interest of 20 % is the mean of our ten cards' yearly rates before fees, computed", () => {
    expect(debtGuideAverageRate()).toEqual({ percent: 20, cardCount: cards.length });
    expect(cards).toHaveLength(10);
    // Its nominal equivalent, printed beside it.
    expect(nominalRatePercent(debtGuideAverageRate().percent, "effective")).toBeCloseTo(18.37, 2);
  });

  it.each([
    // rates, mean to one decimal
    [[19.9, 18.9], 19.4],
    [[17.9, 22.9, 20.9], 20.6],
    [[20], 20],
  ])("averageCardRate(%j) is %s percent", (rates, mean) => {
    expect(averageCardRate(rates.map((interestRate) => ({ interestRate }))).percent).toBe(mean);
  });

  it("averageCardRate refuses an empty list", () => {
    expect(() => averageCardRate([])).toThrow();
  });

  it.each([
    // plan, months, total interest (kr, rounded), total paid (kr, rounded): the figures the page shows,
    // with 20 % read as effective (1,5309 % a month)
    ["minimum", 156, 45_783, 95_783],
    ["fixed", 25, 10_151, 60_151],
  ] as const)("the comparison's %s plan: %s months, %s kr interest, %s kr paid", (kind, months, interest, paid) => {
    const { balanceKr, ratePercent, rateConvention, fixedPaymentKr } = debtGuideFacts.comparison;
    const payment =
      kind === "minimum"
        ? ({ kind, percent: MINIMUM_PAYMENT_PERCENT, floorKr: MINIMUM_PAYMENT_FLOOR_KR } as const)
        : ({ kind, amount: fixedPaymentKr } as const);
    const plan = payoffSchedule({ balance: balanceKr, annualRatePercent: ratePercent, rateConvention, payment });
    expect(plan.kind).toBe("paid-off");
    if (plan.kind !== "paid-off") return;
    expect([plan.months, Math.round(plan.totalInterest), Math.round(plan.totalPaid)]).toEqual([months, interest, paid]);
    // The page calls the rate effective: the plan's own cash flow has that effective rate.
    const flows = [
      { years: 0, amount: balanceKr },
      ...plan.payments.map((amount, index) => ({ years: (index + 1) / 12, amount: -amount })),
    ];
    expect(Math.round(effectiveRate(flows) * 10) / 10).toBe(ratePercent);
  });

  it.each(["minimum", "fixed"] as const)(
    "the page's claim holds for the %s plan: typing the nominal rate rounded to two decimals into the calculator gives figures a few kroner off, the same months",
    (kind) => {
      const { balanceKr, ratePercent, rateConvention, fixedPaymentKr } = debtGuideFacts.comparison;
      const payment =
        kind === "minimum"
          ? ({ kind, percent: MINIMUM_PAYMENT_PERCENT, floorKr: MINIMUM_PAYMENT_FLOOR_KR } as const)
          : ({ kind, amount: fixedPaymentKr } as const);
      const page = payoffSchedule({ balance: balanceKr, annualRatePercent: ratePercent, rateConvention, payment });
      const typed = Math.round(nominalRatePercent(ratePercent, rateConvention) * 100) / 100;
      expect(typed).toBe(18.37);
      const calculator = payoffSchedule({
        balance: balanceKr,
        annualRatePercent: typed,
        rateConvention: "nominal",
        payment,
      });
      if (page.kind !== "paid-off" || calculator.kind !== "paid-off") throw new Error("expected paid-off");
      expect(calculator.months).toBe(page.months);
      expect(Math.abs(calculator.totalInterest - page.totalInterest)).toBeGreaterThan(0);
      expect(Math.abs(calculator.totalInterest - page.totalInterest)).toBeLessThan(10);
    },
  );

  it("the first month's interest on the comparison's debt is 765 kr (1,53 % of 50 000 kr)", () => {
    const { balanceKr, ratePercent, rateConvention } = debtGuideFacts.comparison;
    expect(firstMonthInterest(balanceKr, ratePercent, rateConvention)).toBe(765.47);
  });

  it("has the three strategies in order: snowball, avalanche, consolidation", () => {
    expect(repaymentStrategies.map((s) => s.id)).toEqual(["snoballmetoden", "skredmetoden", "refinansiering"]);
  });

  it("lists NAV's debt-advice line with a dialable number", () => {
    expect(debtHelpContacts[0]?.phone).toEqual({ display: "55 55 33 39", tel: "+4755553339" });
  });

  it.each([
    [{ name: "X", description: "Y", phone: { display: "55 55 33 39", tel: "55553339" } }, "phone.tel"],
    [{ name: "X", description: "Y", link: { href: "http://example.no", label: "Z" } }, "link.href"],
    [{ name: "", description: "Y" }, "name"],
  ])("rejects a contact %o at %s", (raw, path) => {
    const result = helpContactSchema.safeParse(raw);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});
