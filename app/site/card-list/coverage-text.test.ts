import { describe, expect, it } from "vitest";
import { coverageOf } from "~/shared/cards/feed-status";
import { coverageText } from "./coverage-text";

const hour = 3_600_000;
const now = new Date("2026-11-28T12:00:00Z");
const syncedAgo = (hours: number) =>
  coverageOf({ lastGoodAt: new Date(now.getTime() - hours * hour).toISOString() }, now);

describe("the links to /kredittkort", () => {
  it("claim every card only while the list's heading does: the daily sync holds", () => {
    const states = [coverageOf({ lastGoodAt: null }, now), syncedAgo(1), syncedAgo(27)];
    expect(states.map((coverage) => coverageText.heading(coverage, 10))).toEqual([
      "Ti utvalgte kredittkort",
      "Alle 10 kredittkort i Norge",
      "10 kredittkort fra Finansportalen",
    ]);
    expect(states.map((coverage) => coverageText.listLink(coverage))).toEqual([
      "Oversikt over kortene",
      "Alle kredittkort",
      "Oversikt over kortene",
    ]);
    expect(states.map((coverage) => coverageText.seeList(coverage, 310))).toEqual([
      "Se kortene vi sammenligner",
      "Se alle 310 kredittkort",
      "Se kortene vi sammenligner",
    ]);
    expect(coverageText.seeList(syncedAgo(1))).toBe("Se alle kredittkort");
    expect(states.map((coverage) => coverageText.compareList(coverage))).toEqual([
      "Sammenlign kortene",
      "Sammenlign alle kredittkort",
      "Sammenlign kortene",
    ]);
    expect(states.map((coverage) => coverageText.listInSentence(coverage))).toEqual([
      "oversikten",
      "oversikten over alle kredittkort",
      "oversikten",
    ]);
  });
});
