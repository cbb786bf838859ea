import { describe, expect, it } from "vitest";
import {
  cardAccessBySegment,
  creditScoreSources,
  creditScoreFacts,
  creditScoreFactors,
  freeCheckWays,
  premiumServices,
  scoreBands,
  bankIdCheckSteps,
} from "./credit-score";

const factor = (name: string) => creditScoreFactors.find((f) => f.factor === name)!;

describe("credit score factors", () => {
  it("the weights sum to 100 %", () => {
    expect(creditScoreFactors.reduce((sum, f) => sum + f.impact, 0)).toBe(100);
  });

  it.each([
    ["Betalingshistorikk", 35, { min: 3, max: 6 }],
    ["Kredittbruk", 30, { min: 1, max: 2 }],
    ["Lengden på kreditthistorikken", 15, null],
    ["Sammensetning av kreditt", 10, { min: 3, max: 6 }],
    ["Nye kredittforespørsler", 10, { min: 6, max: 24 }],
  ])("%s weighs %s %% and improves in %o months", (name, impact, improveTime) => {
    expect(factor(name).impact).toBe(impact);
    expect(factor(name).improveTime).toEqual(improveTime);
  });
});

describe("score bands", () => {
  it("are contiguous and cover 300–850", () => {
    expect(scoreBands[0]!.range.min).toBe(300);
    expect(scoreBands.at(-1)!.range.max).toBe(850);
    scoreBands.slice(1).forEach((band, i) => expect(band.range.min).toBe(scoreBands[i]!.range.max + 1));
    expect(creditScoreFacts.scoreRange).toEqual({ min: 300, max: 850 });
  });

  it.each([
    [300, 579, "Dårlig"],
    [580, 669, "Rimelig"],
    [670, 739, "God"],
    [740, 799, "Meget god"],
    [800, 850, "Utmerket"],
  ])("%s–%s is %s", (min, max, status) => {
    expect(scoreBands.find((band) => band.status === status)?.range).toEqual({ min, max });
  });
});

describe("rules and rates", () => {
  it.each([
    ["maxUtilisationPercent", creditScoreFacts.maxUtilisationPercent, 30],
    ["idealUtilisationPercent", creditScoreFacts.idealUtilisationPercent, 10],
    ["bundleApplicationDays.min", creditScoreFacts.bundleApplicationDays.min, 14],
    ["bundleApplicationDays.max", creditScoreFacts.bundleApplicationDays.max, 45],
    ["minMonthsBetweenApplications", creditScoreFacts.minMonthsBetweenApplications, 6],
    ["quickImprovementMonths.min", creditScoreFacts.quickImprovementMonths.min, 1],
    ["quickImprovementMonths.max", creditScoreFacts.quickImprovementMonths.max, 3],
    ["longTermFromMonths", creditScoreFacts.longTermFromMonths, 6],
  ])("%s is %s", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("claims no typical rate per score level (no source gives one for Norway)", () => {
    for (const segment of cardAccessBySegment) expect(segment).not.toHaveProperty("typicalRatePercent");
  });

  it("names the Norwegian scale it describes and labels FICO's as American, with sources", () => {
    expect(creditScoreSources.norwegian).toMatchObject({ bureau: "Experian", scale: { min: 0, max: 100 } });
    expect(creditScoreSources.norwegian.url).toMatch(/^https:\/\/www\.experian\.no\//);
    expect(creditScoreSources.foreign.name).toBe("FICO-scoren i USA");
  });

  it("lists three free ways, three premium services and five BankID steps", () => {
    expect(freeCheckWays).toHaveLength(3);
    expect(premiumServices).toHaveLength(3);
    expect(bankIdCheckSteps).toHaveLength(5);
  });
});
