import { describe, expect, it } from "vitest";
import { reviewCriteria } from "./review-criteria";

describe("best-in-test criteria and weights", () => {
  it.each([
    ["kostnader", "Kostnader", 25],
    ["fordeler", "Fordeler", 30],
    ["brukervennlighet", "Brukervennlighet", 20],
    ["kredittvilkar", "Kredittvilkår", 15],
    ["sikkerhet", "Sikkerhet", 10],
  ])("%s weighs %s %s %%", (id, category, weight) => {
    const criterion = reviewCriteria.find((c) => c.id === id);
    expect(criterion?.category).toBe(category);
    expect(criterion?.weight).toBe(weight);
  });

  it("weights sum to 100 %", () => {
    expect(reviewCriteria.reduce((sum, c) => sum + c.weight, 0)).toBe(100);
  });

  it("lists the criteria in the spec's order", () => {
    expect(reviewCriteria.map((c) => c.weight)).toEqual([25, 30, 20, 15, 10]);
  });
});
