import { describe, expect, it } from "vitest";
import { cardLimits } from "#content/card-constants";
import {
  nominalRate,
  printedEffectiveRate,
  representativeExample,
  representativeExampleText,
  standardInformationText,
} from "./representative-example";

describe("nominalRate", () => {
  // 12 × ((1 + r)^(1/12) − 1), two decimals; values computed independently.
  it.each([
    [0, 0],
    [17.9, 16.58],
    [18.9, 17.44],
    [19.9, 18.29],
    [20.9, 19.13],
    [21.9, 19.97],
    [22.9, 20.8],
    [12.68, 12],
  ])("%s %% compounded monthly is a nominal rate of %s %%", (rate, nominal) => {
    expect(nominalRate(rate)).toBe(nominal);
  });
});

describe("representativeExample", () => {
  it.each([
    // rate before fees, annual fee, nominal, interest, cost, total, instalment, effective rate (one decimal)
    [19.9, 0, 18.29, 1527, 1527, 16527, 1377.25, 19.9],
    [18.9, 0, 17.44, 1454, 1454, 16454, 1371.17, 18.9],
    [17.9, 0, 16.58, 1381, 1381, 16381, 1365.08, 17.9],
    [21.9, 0, 19.97, 1672, 1672, 16672, 1389.33, 21.9],
    [20.9, 0, 19.13, 1599, 1599, 16599, 1383.25, 20.9],
    [22.9, 0, 20.8, 1743, 1743, 16743, 1395.25, 22.9],
    [20.9, 465, 19.13, 1599, 2064, 17064, 1422, 27.4],
    [19.9, 2335, 18.29, 1527, 3862, 18862, 1571.83, 54.9],
    [18.9, 9000, 17.44, 1454, 10454, 25454, 2121.17, 189.1],
    [17.9, 6000, 16.58, 1381, 7381, 22381, 1865.08, 119.4],
    [0, 465, 0, 0, 465, 15465, 1288.75, 5.8],
  ])(
    "%s %% before fees with a %s kr fee: nominal %s %%, interest %s kr, cost %s kr, total %s kr, 12 × %s kr, eff. %s %%",
    (rate, fee, nominal, interest, cost, total, instalment, effective) => {
      const example = representativeExample({ interestRate: rate, annualFee: fee });
      expect(example.nominalRate).toBe(nominal);
      expect(example.interest).toBe(interest);
      expect(example.creditCost).toBe(cost);
      expect(example.totalPaid).toBe(total);
      expect(example.instalment).toBeCloseTo(instalment, 2);
      expect(example.principal).toBe(15_000);
      expect(example.months).toBe(12);
      expect(printedEffectiveRate({ interestRate: rate, annualFee: fee })).toBe(effective);
    },
  );

  it("counts twelve monthly fees in the cost, as an annual fee of the same sum would be", () => {
    const example = representativeExample({ interestRate: 20.9, annualFee: 0, monthlyFeeKr: 25 });
    expect([example.interest, example.monthlyFees, example.creditCost, example.totalPaid]).toEqual([
      1599, 300, 1899, 16_899,
    ]);
    expect(example.instalment).toBeCloseTo(1408.25, 2);
    expect(example.effectiveRate).toBe(representativeExample({ interestRate: 20.9, annualFee: 300 }).effectiveRate);
    expect(printedEffectiveRate({ interestRate: 20.9, annualFee: 0, monthlyFeeKr: 25 })).toBe(25.1);
    expect(standardInformationText({ interestRate: 20.9, annualFee: 295, monthlyFeeKr: 25 })).toBe(
      "Nominell rente 19,13\u00a0%, årsgebyr 295\u00a0kr, månedsgebyr 25\u00a0kr (300\u00a0kr i eksempelet), 12 månedlige avdrag på 1\u00a0432,83\u00a0kr.",
    );
    // A card without a monthly fee reads as before.
    expect(standardInformationText({ interestRate: 20.9, annualFee: 465 })).not.toMatch(/månedsgebyr/);
  });

  it("gives a fee-free card its own rate as the effective rate", () => {
    for (const rate of [5, 12.5, 17.9, 19.9, 22.9, 29.9]) {
      expect(printedEffectiveRate({ interestRate: rate, annualFee: 0 })).toBe(rate);
    }
  });

  it.each([
    // The sentence as printed (no-break spaces shown as spaces), and the standard information.
    [
      20.9,
      465,
      "Eff. rente 27,4 %, 15 000 kr o/12 mnd. Kostnad: 2 064 kr. Totalt: 17 064 kr.",
      "Nominell rente 19,13 %, årsgebyr 465 kr, 12 månedlige avdrag på 1 422 kr.",
    ],
    [
      19.9,
      0,
      "Eff. rente 19,9 %, 15 000 kr o/12 mnd. Kostnad: 1 527 kr. Totalt: 16 527 kr.",
      "Nominell rente 18,29 %, årsgebyr 0 kr, 12 månedlige avdrag på 1 377,25 kr.",
    ],
    [
      18.9,
      9000,
      "Eff. rente 189,1 %, 15 000 kr o/12 mnd. Kostnad: 10 454 kr. Totalt: 25 454 kr.",
      "Nominell rente 17,44 %, årsgebyr 9 000 kr, 12 månedlige avdrag på 2 121,17 kr.",
    ],
  ])("%s %% with a %s kr fee prints «%s» «%s»", (rate, fee, example, standard) => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(plain(representativeExampleText({ interestRate: rate, annualFee: fee }))).toBe(example);
    expect(plain(standardInformationText({ interestRate: rate, annualFee: fee }))).toBe(standard);
  });

  it("costs more, and has a higher effective rate, with a higher fee", () => {
    const cheap = representativeExample({ interestRate: 19.9, annualFee: 0 });
    const dear = representativeExample({ interestRate: 19.9, annualFee: 465 });
    expect(dear.creditCost - cheap.creditCost).toBe(465);
    expect(dear.effectiveRate).toBeGreaterThan(cheap.effectiveRate);
  });
});

describe("every card the schema accepts has an example", () => {
  // A seeded generator: the same 5 000 terms on every run, spread over the schema's whole range.
  let seed = 20261127;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const corners = [0, 0.01, 19.9, 99.99, 100].flatMap((interestRate) =>
    [0, 1, 495, cardLimits.annualFee].map((annualFee) => ({ interestRate, annualFee })),
  );
  const spread = Array.from({ length: 5_000 }, () => ({
    interestRate: Math.round(random() * 10_000) / 100,
    annualFee: Math.round(random() * cardLimits.annualFee),
  }));

  it("solves the effective rate for each, finite and never below the rate before fees", () => {
    for (const terms of [...corners, ...spread]) {
      const example = representativeExample(terms);
      expect(Number.isFinite(example.effectiveRate), JSON.stringify(terms)).toBe(true);
      expect(example.effectiveRate, JSON.stringify(terms)).toBeGreaterThanOrEqual(terms.interestRate - 0.01);
    }
  });
});
