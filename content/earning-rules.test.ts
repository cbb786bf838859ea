import { describe, expect, it } from "vitest";
import { cards } from "./cards";
import { earningAssumptions, earningRuleProblems, earningRules, earningRuleSchema } from "./earning-rules";

describe("earning rules", () => {
  it("has exactly one rule for every card, and none for an unknown card", () => {
    expect(earningRules.map((rule) => rule.urlSlug).sort()).toEqual(cards.map((card) => card.urlSlug).sort());
  });

  it.each(cards.map((card) => [card.urlSlug, card.cashbackInPoints] as const))(
    "%s: points programme stated exactly when the card pays in points (%s)",
    (slug, inPoints) => {
      const rule = earningRules.find((r) => r.urlSlug === slug);
      expect(rule?.pointsProgramme !== undefined).toBe(inPoints);
    },
  );

  it.each([
    [{ urlSlug: "ukjent-kort", rates: { groceries: "none", fuel: "none", other: "none", travel: "none" } }, "urlSlug"],
    [
      { urlSlug: "remember-gold", rates: { groceries: "some", fuel: "none", other: "none", travel: "none" } },
      "rates.groceries",
    ],
  ])("rejects %o at %s", (raw, path) => {
    const result = earningRuleSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });

  it.each([
    [
      { urlSlug: "remember-gold", rates: { groceries: "grocery-rule", fuel: "none", other: "none", travel: "none" } },
      "rates",
    ],
    [
      { urlSlug: "sas-eurobonus", rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" } },
      "pointsProgramme",
    ],
  ] as const)("refuses %o at %s: it disagrees with the card's facts", (rule, field) => {
    expect(earningRuleSchema.safeParse(rule).success).toBe(true);
    expect(earningRuleProblems(cards, [rule])).toEqual([expect.stringContaining(`feltet «${field}»`)]);
  });

  it("agrees with the cards, and refuses cards that no longer agree with it (a points card that starts paying money)", () => {
    expect(earningRuleProblems(cards)).toEqual([]);
    const paysMoney = cards.map((card) =>
      card.urlSlug === "sas-eurobonus" ? { ...card, cashbackInPoints: false } : card,
    );
    expect(earningRuleProblems(paysMoney)).toEqual([
      "Opptjeningsregel «sas-eurobonus»: feltet «pointsProgramme» skal ikke være satt: kortet gir ikke poeng",
    ]);
  });

  it("states the Thursday share as one shopping day in seven", () => {
    expect(earningAssumptions.thursdayShareOfGroceries).toBeCloseTo(1 / 7, 10);
  });
});
