import { describe, expect, it } from "vitest";
import { representativeExample } from "./representative-example";

describe("representativeExample", () => {
  // Reference values computed independently (Python, same formula): 15 000 kr over 12
  // months; cost = 12 × annuity − principal + annual fee.
  it.each([
    // effective rate, annual fee, cost (kr, rounded), total (kr, rounded)
    [19.9, 0, 1527, 16527],
    [0, 0, 0, 15000],
    [0, 465, 465, 15465],
    [17.9, 0, 1381, 16381],
    [18.9, 9000, 10454, 25454],
    [20.9, 465, 2064, 17064],
  ])("%s %% with a %s kr fee costs %s kr, total %s kr", (rate, fee, cost, total) => {
    const example = representativeExample({ effectiveRate: rate, annualFee: fee });
    expect(Math.round(example.creditCost)).toBe(cost);
    expect(Math.round(example.totalPaid)).toBe(total);
  });

  it("compounds twelve monthly rates to the effective rate", () => {
    const example = representativeExample({ effectiveRate: 19.9, annualFee: 0 });
    expect(example.monthlyPayment * 12).toBeCloseTo(16526.6, 0);
  });
});
