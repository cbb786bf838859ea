import { describe, expect, it } from "vitest";
import {
  firstMonthInterest,
  interestWithoutPayments,
  MINIMUM_PAYMENT_FLOOR_KR,
  monthlyRate,
  nominalRatePercent,
  payoffSchedule,
} from "../app/shared/finance/debt-repayment";
import { effectiveRate } from "../app/shared/finance/effective-rate";
import { articleByPath } from "./articles";
import {
  guideSectionStrategies,
  potentialSumText,
  savingsGuideFacts,
  savingsStrategies,
  strategyArticlePlan,
  strategyById,
  sumOfPotentials,
  twelveMonthPlan,
} from "./savings-guide";

const facts = savingsGuideFacts;

describe("savings guide figures", () => {
  it.each([
    ["the four strategies' sum per year (the spec's 'average saving')", sumOfPotentials().totalKr, 10_500],
    ["the three sections' sum per year (the featured card)", sumOfPotentials(guideSectionStrategies).totalKr, 9_000],
    ["section 1 saving", strategyById("riktig-kort").potential, 3_000],
    ["section 2 saving", strategyById("ingen-renter").potential, 4_000],
    ["section 3 saving", strategyById("kutt-gebyrer").potential, 2_000],
    ["example yearly spend", facts.cardExample.yearlySpendKr, 300_000],
    ["example cashback", facts.cardExample.cashbackKr, 3_200],
    ["example annual fee", facts.cardExample.annualFeeKr, 200],
    ["example debt", facts.interestExample.debtKr, 20_000],
    ["example rate", facts.interestExample.ratePercent, 20],
    ["minimum payment percent", facts.interestExample.minimumPaymentPercent, 3],
    ["limit share", facts.maxUtilisationPercent, 30],
  ])("%s is %s", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("section 1: 3 200 kr cashback minus a 200 kr fee nets the 3 000 kr the section promises", () => {
    expect(facts.cardExample.cashbackKr - facts.cardExample.annualFeeKr).toBe(strategyById("riktig-kort").potential);
  });

  it("section 2 reads its 20 % as effective: 1,53 % a month, 18,37 % nominal", () => {
    const { ratePercent, rateConvention } = facts.interestExample;
    expect(rateConvention).toBe("effective");
    expect(monthlyRate(ratePercent, rateConvention) * 100).toBeCloseTo(1.5309, 4);
    expect(nominalRatePercent(ratePercent, rateConvention)).toBeCloseTo(18.37, 2);
    expect((Math.pow(1 + monthlyRate(ratePercent, rateConvention), 12) - 1) * 100).toBeCloseTo(ratePercent, 10);
  });

  it("section 2: 20 000 kr at 20 % effective left unpaid for a year gathers 4 000 kr, the strategy's potential; a 3 % minimum is 600 kr", () => {
    const { debtKr, ratePercent, rateConvention, minimumPaymentPercent } = facts.interestExample;
    const yearly = interestWithoutPayments(debtKr, ratePercent, rateConvention);
    expect(Math.round(yearly)).toBe(strategyById("ingen-renter").potential);
    expect(firstMonthInterest(debtKr, ratePercent, rateConvention)).toBe(306.19);
    expect((debtKr * minimumPaymentPercent) / 100).toBe(600);
  });

  it.each([
    // convention, months, total interest (kr, rounded): what the page would print under each reading of 20 %
    ["effective", 94, 14_519],
    ["nominal", 101, 17_218],
  ] as const)(
    "section 2: the minimum payment at 20 percent read as %s takes %s months (over 7 years) and %s kr interest",
    (convention, months, interest) => {
      const { debtKr, ratePercent, minimumPaymentPercent } = facts.interestExample;
      const result = payoffSchedule({
        balance: debtKr,
        annualRatePercent: ratePercent,
        rateConvention: convention,
        payment: { kind: "minimum", percent: minimumPaymentPercent, floorKr: MINIMUM_PAYMENT_FLOOR_KR },
      });
      expect(result.kind).toBe("paid-off");
      if (result.kind !== "paid-off") return;
      expect(result.months).toBeGreaterThan(7 * 12);
      expect([result.months, Math.round(result.totalInterest)]).toEqual([months, interest]);
      expect(result.firstPayment).toBe(600);
    },
  );

  it("section 2: typing the rounded nominal rate (18,37 %) into the debt calculator gives figures a few kroner off, as the page says", () => {
    const { debtKr, ratePercent, rateConvention, minimumPaymentPercent } = facts.interestExample;
    const payment = { kind: "minimum", percent: minimumPaymentPercent, floorKr: MINIMUM_PAYMENT_FLOOR_KR } as const;
    const page = payoffSchedule({ balance: debtKr, annualRatePercent: ratePercent, rateConvention, payment });
    const typed = Math.round(nominalRatePercent(ratePercent, rateConvention) * 100) / 100;
    const calculator = payoffSchedule({ balance: debtKr, annualRatePercent: typed, payment });
    if (page.kind !== "paid-off" || calculator.kind !== "paid-off") throw new Error("expected paid-off");
    expect(calculator.months).toBe(page.months);
    expect(Math.abs(calculator.totalInterest - page.totalInterest)).toBeLessThan(10);
  });

  it("section 2: the page's plan (effective) has the effective rate the page states, solved from its own cash flow", () => {
    const { debtKr, ratePercent, rateConvention, minimumPaymentPercent } = facts.interestExample;
    const plan = payoffSchedule({
      balance: debtKr,
      annualRatePercent: ratePercent,
      rateConvention,
      payment: { kind: "minimum", percent: minimumPaymentPercent, floorKr: MINIMUM_PAYMENT_FLOOR_KR },
    });
    if (plan.kind !== "paid-off") throw new Error("expected paid-off");
    const flows = [
      { years: 0, amount: debtKr },
      ...plan.payments.map((amount, i) => ({ years: (i + 1) / 12, amount: -amount })),
    ];
    expect(Math.round(effectiveRate(flows) * 10) / 10).toBe(ratePercent);
  });

  it.each([
    [undefined, [3_000, 2_000, 4_000, 1_500], 10_500, "3 000 + 2 000 + 4 000 + 1 500 kr"],
    [guideSectionStrategies, [3_000, 4_000, 2_000], 9_000, "3 000 + 4 000 + 2 000 kr"],
    [["ingen-renter"] as const, [4_000], 4_000, "4 000 kr"],
  ] as const)("sumOfPotentials(%j) adds %j to %s, written %s", (ids, terms, total, text) => {
    const sum = sumOfPotentials(ids);
    expect(sum).toEqual({ terms, totalKr: total });
    expect(potentialSumText(sum).replace(/[\u00a0\u202f]/g, " ")).toBe(text);
  });

  it("the featured card's text is the three sections' computed sum, and says neither 'i snitt' nor 10 500", () => {
    const { description } = articleByPath("/guider/spar-ti-tusen-kroner-aarlig");
    expect(description.replace(/[\u00a0\u202f]/g, " ")).toContain(
      "Tre grep som i regneeksemplene våre sparer til sammen 9 000 kr i året",
    );
    expect(description).not.toContain("snitt");
  });

  it("the strategy article's description gives the computed range of the potentials", () => {
    const { description } = articleByPath("/guider/sparestrategier-maaned-for-maaned");
    expect(description.replace(/[\u00a0\u202f]/g, " ")).toContain("mellom 1 500 og 4 000 kr hver");
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

  it("ends at the four strategies' sum per year", () => {
    expect(twelveMonthPlan.at(-1)!.savingsPerMonthKr * 12).toBeCloseTo(sumOfPotentials().totalKr, 6);
  });
});

describe("strategy article figures", () => {
  it("has the potential savings 3 000, 2 000, 4 000 and 1 500 kr, in that order", () => {
    expect(savingsStrategies.map((s) => s.potential)).toEqual([3_000, 2_000, 4_000, 1_500]);
  });

  it("has a plan saving 0, 500 and 850 kr a month", () => {
    expect(strategyArticlePlan.map((step) => step.savingsPerMonthKr)).toEqual([0, 500, 850]);
  });

  it("a full year of the plan (850 kr a month) is 10 200 kr, 300 kr less than the strategies' sum, as the page says", () => {
    expect(strategyArticlePlan.at(-1)!.savingsPerMonthKr * 12 - sumOfPotentials().totalKr).toBe(-300);
  });

  it("the plan saves 8 650 kr in the first year", () => {
    const firstYear = strategyArticlePlan.reduce(
      (sum, step) => sum + step.savingsPerMonthKr * (step.months.max - step.months.min + 1),
      0,
    );
    expect(firstYear).toBe(8_650);
  });
});
