import { describe, expect, it } from "vitest";
import {
  travelBenefits,
  travelBenefitValues,
  travelCards,
  travelGuideFacts,
  travelMistakes,
  travelTips,
} from "./travel-guide";

describe("travel guide figures", () => {
  it("three cards with annual fees 1 295, 990 and 2 495 kr", () => {
    expect(travelCards.map((card) => card.annualFee)).toEqual([1_295, 990, 2_495]);
  });

  it("ratings 4.7, 4.5 and 4.8", () => {
    expect(travelCards.map((card) => card.rating)).toEqual([4.7, 4.5, 4.8]);
  });

  it("sign-up bonuses 15 000, 10 000 and 40 000 points", () => {
    expect(travelCards.map((card) => card.bonusPoeng)).toEqual([15_000, 10_000, 40_000]);
  });

  it("links the Amex Platinum reading to its card page", () => {
    expect(travelCards.find((card) => card.name.includes("Platinum"))?.siteCardSlug).toBe("amex-platinum");
  });

  it.each([
    ["lounge", 300, 800, "besøk"],
    ["travelInsurance", 1_000, 3_000, "år"],
    ["fastTrack", 200, 500, "reise"],
    ["priorityBoarding", 100, 300, "reise"],
    ["freeBag", 200, 600, "bag"],
  ] as const)("%s is worth %s–%s kr per %s", (key, min, max, per) => {
    expect(travelBenefitValues[key]).toEqual({ min, max, per });
    expect(travelBenefits.find((benefit) => benefit.key === key)?.value).toEqual({ min, max, per });
  });

  it("claims 15 000 kr or more a year", () => {
    expect(travelGuideFacts.claimedYearlySavingKr).toBe(15_000);
  });

  it("has 7 tips and 4 mistakes rated Høy or Middels", () => {
    expect(travelTips).toHaveLength(7);
    expect(travelMistakes).toHaveLength(4);
    expect(new Set(travelMistakes.map((m) => m.impact))).toEqual(new Set(["Høy", "Middels"]));
  });
});
