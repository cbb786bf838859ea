import { describe, expect, it } from "vitest";
import { cards } from "./cards";
import { earningAssumptions, earningRules, earningRuleSchema } from "./earning-rules";

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
    [{ urlSlug: "remember-gold", rates: { groceries: "grocery-rule", fuel: "none", other: "none", travel: "none" } }, "rates"],
    [{ urlSlug: "sas-eurobonus", rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" } }, "pointsProgramme"],
    [{ urlSlug: "remember-gold", rates: { groceries: "some", fuel: "none", other: "none", travel: "none" } }, "rates.groceries"],
  ])("rejects %o at %s", (raw, path) => {
    const result = earningRuleSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });

  it("states the Thursday share as one shopping day in seven", () => {
    expect(earningAssumptions.thursdayShareOfGroceries).toBeCloseTo(1 / 7, 10);
  });
});
