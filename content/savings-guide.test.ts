import { describe, expect, it } from "vitest";
import { MINIMUM_PAYMENT_FLOOR_KR, payoffSchedule } from "../app/domain/debt-repayment";
import { savingsGuideFacts, savingsStrategies, strategyArticlePlan, strategyById, twelveMonthPlan } from "./savings-guide";

const facts = savingsGuideFacts;

describe("savings guide figures (spec §2 and §9)", () => {
  it.each([
    ["average saving per year", facts.averageSavingKr, 10_500],
    ["section 1 saving", strategyById("riktig-kort").potential, 3_000],
    ["section 2 saving", strategyById("ingen-renter").potential, 4_000],
    ["section 3 saving", strategyById("kutt-gebyrer").potential, 2_000],
    ["example yearly spend", facts.cardExample.yearlySpendKr, 300_000],
    ["example cashback", facts.cardExample.cashbackKr, 3_200],
    ["example annual fee", facts.cardExample.annualFeeKr, 200],
    ["example debt", facts.interestExample.debtKr, 20_000],
    ["example rate", facts.interestExample.annualRatePercent, 20],
    ["minimum payment percent", facts.interestExample.minimumPaymentPercent, 3],
    ["limit share", facts.maxUtilisationPercent, 30],
  ])("%s is %s", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("section 1: 3 200 kr cashback minus a 200 kr fee nets the 3 000 kr the section promises", () => {
    expect(facts.cardExample.cashbackKr - facts.cardExample.annualFeeKr).toBe(strategyById("riktig-kort").potential);
  });

  it("section 2: 20 000 kr at 20 % is 4 000 kr a year, and a 3 % minimum is 600 kr a month", () => {
    const { debtKr, annualRatePercent, minimumPaymentPercent } = facts.interestExample;
    expect((debtKr * annualRatePercent) / 100).toBe(strategyById("ingen-renter").potential);
    expect((debtKr * minimumPaymentPercent) / 100).toBe(600);
  });

  it("section 2: paying the minimum takes over 7 years (the page shows the computed 8 years 5 months and 17 218 kr)", () => {
    const { debtKr, annualRatePercent, minimumPaymentPercent } = facts.interestExample;
    const result = payoffSchedule({
      balance: debtKr,
      annualRatePercent,
      payment: { kind: "minimum", percent: minimumPaymentPercent, floorKr: MINIMUM_PAYMENT_FLOOR_KR },
    });
    expect(result.kind).toBe("paid-off");
    if (result.kind !== "paid-off") return;
    expect(result.months).toBeGreaterThan(7 * 12);
    expect(result.months).toBe(101);
    expect(Math.round(result.totalInterest)).toBe(17_218);
  });

  it("the four strategies add up to the guide's average saving", () => {
    expect(savingsStrategies.reduce((sum, s) => sum + s.potential, 0)).toBe(facts.averageSavingKr);
  });

  it("difficulty 'Lett' is used, so the default badge style shows", () => {
    expect(savingsStrategies.some((s) => s.difficulty === "Lett")).toBe(true);
  });
});

describe("the 12-month plan", () => {
  it("covers month 1 to 12 without gaps", () => {
    expect(twelveMonthPlan[0]!.months.min).toBe(1);
    expect(twelveMonthPlan.at(-1)!.months.max).toBe(12);
    twelveMonthPlan.slice(1).forEach((step, i) => expect(step.months.min).toBe(twelveMonthPlan[i]!.months.max + 1));
  });

  it.each([
    // phase, savings per month once the phase is done (the strategies started so far / 12)
    [0, 0],
    [1, 250],
    [2, 416.67],
    [3, 750],
    [4, 875],
    [5, 875],
  ])("phase %s saves %s kr a month", (index, perMonth) => {
    expect(twelveMonthPlan[index]!.savingsPerMonthKr).toBeCloseTo(perMonth, 2);
  });

  it("ends at the average saving per year", () => {
    expect(twelveMonthPlan.at(-1)!.savingsPerMonthKr * 12).toBeCloseTo(facts.averageSavingKr, 6);
  });
});

describe("strategy article figures (spec §9)", () => {
  it("has the potential savings 3 000, 2 000, 4 000 and 1 500 kr, in that order", () => {
    expect(savingsStrategies.map((s) => s.potential)).toEqual([3_000, 2_000, 4_000, 1_500]);
  });

  it("has a plan saving 0, 500 and 850 kr a month", () => {
    expect(strategyArticlePlan.map((step) => step.savingsPerMonthKr)).toEqual([0, 500, 850]);
  });

  it("the plan saves 8 650 kr in the first year", () => {
    const firstYear = strategyArticlePlan.reduce(
      (sum, step) => sum + step.savingsPerMonthKr * (step.months.max - step.months.min + 1),
      0,
    );
    expect(firstYear).toBe(8_650);
  });
});
