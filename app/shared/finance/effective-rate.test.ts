import { describe, expect, it } from "vitest";
import { effectiveRate, monthlyInstalmentCashFlows, type CashFlow } from "./effective-rate";

describe("effectiveRate (finansavtaleforskriften § 1-4)", () => {
  // Published Norwegian examples: 15 000 kr used in full on day one, repaid in 12 equal instalments.
  it.each([
    [15_000, 16_757, 23.1],
    [15_000, 16_930, 25.53],
  ])("%s kr repaid as 12 × (%s / 12) kr has an effective rate of %s %%", (principal, total, rate) => {
    const result = effectiveRate(monthlyInstalmentCashFlows(principal, total / 12, 12));
    expect(Math.round(result * 100) / 100).toBe(rate);
  });

  it.each([
    // principal, total repaid, months, effective rate (%): (1 + monthly IRR)^12 − 1, the IRR solved from the annuity formula in Python
    [15_000, 15_000, 12, 0],
    [10_000, 11_000, 12, 19.53],
    [1_000, 1_100, 1, 213.84],
    [50_000, 62_000, 25, 22.83],
  ])("%s kr repaid as %s kr over %s months: %s %%", (principal, total, months, rate) => {
    const result = effectiveRate(monthlyInstalmentCashFlows(principal, total / months, months));
    expect(result).toBeCloseTo(rate, 2);
  });

  it("discounts at whole years: 100 kr repaid as 110 kr after one year is 10 %", () => {
    expect(
      effectiveRate([
        { years: 0, amount: 100 },
        { years: 1, amount: -110 },
      ]),
    ).toBeCloseTo(10, 10);
  });

  it("solves a credit that costs less than nothing to a negative rate", () => {
    expect(
      effectiveRate([
        { years: 0, amount: 100 },
        { years: 1, amount: -90 },
      ]),
    ).toBeCloseTo(-10, 10);
  });

  it("counts several drawdowns at their own times", () => {
    const flows: CashFlow[] = [
      { years: 0, amount: 100 },
      { years: 0.5, amount: 100 },
      { years: 1, amount: -100 * 1.1 - 100 * Math.sqrt(1.1) },
    ];
    expect(effectiveRate(flows)).toBeCloseTo(10, 8);
  });

  it("solves very dear credit without losing precision", () => {
    // 15 000 kr with 10 454 kr in costs (Amex Platinum's example) is about 189 %.
    expect(effectiveRate(monthlyInstalmentCashFlows(15_000, 25_454 / 12, 12))).toBeCloseTo(189.09, 1);
  });

  it.each<[string, CashFlow[]]>([
    ["no repayment", [{ years: 0, amount: 100 }]],
    ["no drawdown", [{ years: 1, amount: -100 }]],
    [
      "a repayment before the drawdown",
      [
        { years: 0, amount: -10 },
        { years: 0.5, amount: 100 },
        { years: 1, amount: -95 },
      ],
    ],
    [
      "a negative time",
      [
        { years: -1, amount: 100 },
        { years: 1, amount: -110 },
      ],
    ],
    [
      "a time that is not a number",
      [
        { years: 0, amount: 100 },
        { years: Number.NaN, amount: -110 },
      ],
    ],
  ])("refuses a cash flow with %s", (_, flows) => {
    expect(() => effectiveRate(flows)).toThrow();
  });
});
