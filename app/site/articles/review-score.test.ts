import { describe, expect, it } from "vitest";
import { criterionContribution, weightedReviewScore, creditTermsScore } from "./review-score";

const weights = [
  { id: "kostnader", weight: 25 },
  { id: "fordeler", weight: 30 },
  { id: "brukervennlighet", weight: 20 },
  { id: "kredittvilkar", weight: 15 },
  { id: "sikkerhet", weight: 10 },
];

const scores = (k: number, f: number, b: number, kr: number, s: number) => ({
  kostnader: k,
  fordeler: f,
  brukervennlighet: b,
  kredittvilkar: kr,
  sikkerhet: s,
});

describe("criterionContribution", () => {
  it.each([
    [10, 25, 2.5],
    [8, 30, 2.4],
    [9, 15, 1.35],
    [7, 20, 1.4],
    [0, 10, 0],
  ])("score %s at %s %% gives %s points", (score, weight, expected) => {
    expect(criterionContribution(score, weight)).toBe(expected);
  });
});

describe("weightedReviewScore", () => {
  it.each([
    ["all tens", scores(10, 10, 10, 10, 10), 10],
    ["all zeros", scores(0, 0, 0, 0, 0), 0],
    ["free card, strong on cost", scores(10, 8, 9, 8, 9), 8.8],
    ["premium card, weak on cost", scores(5, 10, 8, 9, 9), 8.1],
    // 7,95 and 7,85 sit exactly on the half: integer hundredths round them up, floats would not
    ["7,95 rounds up to 8,0", scores(9, 7, 8, 8, 8), 8],
    ["7,85 rounds up to 7,9", scores(9, 7, 7, 8, 9), 7.9],
    ["half points", scores(9.5, 7, 8, 8, 8), 8.1],
  ])("%s", (_, cardScores, expected) => {
    expect(weightedReviewScore(cardScores, weights)).toBe(expected);
  });

  it("throws when weights do not sum to 100", () => {
    expect(() => weightedReviewScore(scores(5, 5, 5, 5, 5), weights.slice(1))).toThrow(/75 %/);
  });

  it("throws when a criterion has no score", () => {
    expect(() => weightedReviewScore({ kostnader: 5 }, weights)).toThrow(/fordeler/);
  });

  it("throws on a score above 10", () => {
    expect(() => weightedReviewScore(scores(11, 5, 5, 5, 5), weights)).toThrow(/mellom 0 og 10/);
  });
});

describe("creditTermsScore", () => {
  const gold = { interestRate: 17.9, annualFee: 0 };
  const black = { interestRate: 18.9, annualFee: 0 };
  const elite = { interestRate: 17.9, annualFee: 6000 };
  const free = { interestRate: 0, annualFee: 0 };
  it.each([
    // 10 × cheapest cost / own cost: 1 381 kr is the cheapest of gold, black (1 454 kr) and elite (7 381 kr).
    [gold, [gold, black, elite], 10],
    [black, [gold, black, elite], 9.5],
    [elite, [gold, black, elite], 1.9],
    [free, [free, gold], 10],
    [gold, [free, gold], 0],
  ])("%o among %o scores %s", (card, peers, score) => {
    expect(creditTermsScore(card, peers)).toBe(score);
  });

  it("refuses a card that is not among its peers", () => {
    expect(() => creditTermsScore({ interestRate: 1, annualFee: 0 }, [gold])).toThrow();
  });
});
