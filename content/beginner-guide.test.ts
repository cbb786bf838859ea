import { describe, expect, it } from "vitest";
import * as beginnerGuide from "./beginner-guide";
import {
  answerWorkingDays,
  applicationSteps,
  beginnerCardTypes,
  beginnerGuideFacts,
  cardVsBankCard,
  creditLimitExample,
  creditPurchaseLaw,
  goldenRules,
} from "./beginner-guide";
import { cardCategories } from "./card-constants";

describe("beginner guide figures", () => {
  it.each([
    ["minimumAge", beginnerGuideFacts.minimumAge, 18],
    ["maxUtilisationPercent", beginnerGuideFacts.maxUtilisationPercent, 30],
    ["minMonthsBetweenApplications", beginnerGuideFacts.minMonthsBetweenApplications, 6],
    // From the cards' stated processing times: 1–3 days at the quickest, 7–10 at the slowest.
    ["answerWorkingDays.min", answerWorkingDays().min, 1],
    ["answerWorkingDays.max", answerWorkingDays().max, 10],
  ])("%s is %s", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("states the answer time in the application step, formatted from the data", () => {
    expect(applicationSteps()).toHaveLength(5);
    expect(applicationSteps().some((step) => step.text.includes("1–10 virkedager"))).toBe(true);
  });

  it("states the 30 % and 6 month rules in the golden rules", () => {
    const titles = goldenRules()
      .map((rule) => rule.tip)
      .join(" | ");
    expect(titles).toContain("30\u00a0%");
    expect(titles).toContain("6 måneder");
  });

  it("has one card type per card category", () => {
    expect(beginnerCardTypes.map((type) => type.category).sort()).toEqual([...cardCategories].sort());
  });

  it("the credit limit example uses more than the recommended share, so the page has something to explain", () => {
    const used = creditLimitExample.purchases.reduce((sum, p) => sum + p.amountKr, 0);
    expect(used).toBe(8_000);
    expect((used / creditLimitExample.limitKr) * 100).toBeGreaterThan(beginnerGuideFacts.maxUtilisationPercent);
  });
});

describe("the law the guide cites", () => {
  it("is finansavtaleloven of 2020, cited by date and number", () => {
    expect(creditPurchaseLaw).toEqual({
      name: "finansavtaleloven",
      citation: "lov 18. desember 2020 nr. 146 om finansavtaler",
    });
    const row = cardVsBankCard.find((r) => r.aspect === "Vern ved netthandel");
    expect(row?.creditCard).toBe(
      "Etter finansavtaleloven (lov 18. desember 2020 nr. 146 om finansavtaler) kan du rette krav mot kortutstederen hvis varen ikke kommer eller er feil",
    );
  });

  it("nowhere cites the repealed kredittkjøpsloven", () => {
    // The computed parts are functions, which JSON leaves out: their values are added.
    const content = { ...beginnerGuide, answerWorkingDays: answerWorkingDays(), applicationSteps: applicationSteps() };
    expect(JSON.stringify(content).toLowerCase()).not.toContain("kredittkjøpslov");
  });
});
