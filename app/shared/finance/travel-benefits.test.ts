import { describe, expect, it } from "vitest";
import { travelBenefitRanges, travelCalculatorValues } from "#content/calculator-assumptions";
import { travelBenefits } from "./travel-benefits";

const run = (flightsPerYear: number, spendPerTripKr: number, loungeVisitsPerYear: number, extraBagsPerYear: number) =>
  travelBenefits({ flightsPerYear, spendPerTripKr, loungeVisitsPerYear, extraBagsPerYear }, travelCalculatorValues);

describe("travelBenefits", () => {
  it.each([
    // flights, spend/trip, lounge visits, bags → lounge, bags, insurance, total, fast track + boarding
    // The guide's placeholders reproduce its sample: 4 800 + 2 400 + 1 800 = 9 000 kr.
    [6, 3000, 8, 4, 4800, 2400, 1800, 9000, 2700],
    // Cheap trips: the insurance is worth at least the bottom of its range.
    [2, 1500, 0, 0, 0, 0, 1000, 1000, 900],
    // Many expensive trips: never more than a separate annual insurance would cost.
    [20, 10_000, 20, 10, 12_000, 6000, 3000, 21_000, 9000],
    // No trips, no insurance (it only covers trips paid with the card).
    [0, 3000, 0, 0, 0, 0, 0, 0, 0],
    [6, 0, 8, 0, 4800, 0, 0, 4800, 2700],
  ])(
    "%s flights × %s kr, %s lounge visits, %s bags → %s + %s + %s = %s (time savers %s)",
    (flights, spend, lounge, bags, loungeKr, bagsKr, insuranceKr, total, timeSavers) => {
      const result = run(flights, spend, lounge, bags);
      expect([result.lounge, result.bags, result.insurance, result.total]).toEqual([
        loungeKr,
        bagsKr,
        insuranceKr,
        total,
      ]);
      expect(result.timeSavers.total).toBe(timeSavers);
    },
  );

  it.each([
    ["lounge per visit", travelCalculatorValues.loungePerVisitKr, travelBenefitRanges.lounge],
    ["extra bag", travelCalculatorValues.bagKr, travelBenefitRanges.freeBag],
    ["fast track", travelCalculatorValues.fastTrackKr, travelBenefitRanges.fastTrack],
    ["priority boarding", travelCalculatorValues.priorityBoardingKr, travelBenefitRanges.priorityBoarding],
    ["insurance floor", travelCalculatorValues.insuranceMinKr, travelBenefitRanges.travelInsurance],
    ["insurance ceiling", travelCalculatorValues.insuranceMaxKr, travelBenefitRanges.travelInsurance],
  ])("%s: %s kr lies in the guide's range %o", (_, value, range) => {
    expect(value).toBeGreaterThanOrEqual(range.min);
    expect(value).toBeLessThanOrEqual(range.max);
  });

  it("the insurance is bounded by the guide's whole range", () => {
    expect([travelCalculatorValues.insuranceMinKr, travelCalculatorValues.insuranceMaxKr]).toEqual([
      travelBenefitRanges.travelInsurance.min,
      travelBenefitRanges.travelInsurance.max,
    ]);
  });
});
