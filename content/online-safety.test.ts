import { describe, expect, it } from "vitest";
import { helpOrganisations, misuseSteps, nonDeliverySteps, onlineSafetyFacts, phishingSigns } from "./online-safety";

describe("safe online shopping facts", () => {
  it.each([
    ["misuseExcessKr", 450],
    ["grossNegligenceMaxKr", 12_000],
    ["unauthorisedClaimMonths", 13],
    ["creditPurchaseSection", "§ 2-7"],
  ] as const)("%s is %s", (field, value) => {
    expect(onlineSafetyFacts[field]).toBe(value);
  });

  it("the excess is smaller than the gross-negligence limit", () => {
    expect(onlineSafetyFacts.misuseExcessKr).toBeLessThan(onlineSafetyFacts.grossNegligenceMaxKr);
  });

  it("has the article's checklists", () => {
    expect(phishingSigns.length).toBeGreaterThanOrEqual(5);
    expect(misuseSteps[0]?.title).toMatch(/^Sperr/);
    expect(nonDeliverySteps[0]?.title).toMatch(/selgeren/);
    expect(helpOrganisations.map((o) => o.name)).toContain("Forbrukerrådet");
  });
});
