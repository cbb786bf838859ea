import { describe, expect, it } from "vitest";
import { cardById } from "./cards";
import {
  travelBenefits,
  travelBenefitValues,
  travelCardPicks,
  travelGuideFacts,
  travelMistakes,
  travelTips,
} from "./travel-guide";

describe("travel guide figures", () => {
  it("points to three cards of the store by id, with no figures of its own", () => {
    expect(travelCardPicks.map(({ cardId }) => cardById(cardId)?.urlSlug)).toEqual([
      "sas-eurobonus-premium",
      "sas-amex-elite",
      "amex-platinum",
    ]);
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
    expect(travelMistakes()).toHaveLength(4);
    expect(new Set(travelMistakes().map((m) => m.impact))).toEqual(new Set(["Høy", "Middels"]));
  });
});
