import { describe, expect, it } from "vitest";
import { cardBySlug, cards } from "./cards";
import { earningAssumptions, earningRuleProblems, earningRules, earningRuleSchema } from "./earning-rules";

describe("earning rules", () => {
  it("has exactly one rule for every card, and none for an unknown card", () => {
    expect(earningRules.map((rule) => rule.cardId).sort()).toEqual(cards.map((card) => card.id).sort());
  });

  it.each(cards.map((card) => [card.urlSlug, card.cashbackInPoints] as const))(
    "%s: points programme stated exactly when the card pays in points (%s)",
    (slug, inPoints) => {
      const rule = earningRules.find((r) => r.cardId === cardBySlug(slug)!.id);
      expect(rule?.pointsProgramme !== undefined).toBe(inPoints);
    },
  );

  it.each([
    [{ cardId: 999, rates: { groceries: "none", fuel: "none", other: "none", travel: "none" } }, "cardId"],
    [{ urlSlug: "remember-gold", rates: { groceries: "none", fuel: "none", other: "none", travel: "none" } }, ""],
    [{ cardId: 3, rates: { groceries: "some", fuel: "none", other: "none", travel: "none" } }, "rates.groceries"],
  ])("rejects %o at %s", (raw, path) => {
    const result = earningRuleSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });

  it.each([
    [{ cardId: 3, rates: { groceries: "grocery-rule", fuel: "none", other: "none", travel: "none" } }, "rates"],
    [
      { cardId: 7, rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" } },
      "pointsProgramme",
    ],
  ] as const)("refuses %o at %s: it disagrees with the card's facts", (rule, field) => {
    expect(earningRuleSchema.safeParse(rule).success).toBe(true);
    expect(earningRuleProblems(cards, [rule])).toEqual([expect.stringContaining(`feltet «${field}»`)]);
  });

  it("refuses a rule for a card whose monthly fee is unknown: no ranking takes it as free", () => {
    const unreviewed = cards.map((card) => {
      if (card.id !== earningRules[0]!.cardId) return card;
      const { highlights: _h, bestFor: _b, editorial: _e, ...rest } = card;
      return rest;
    });
    expect(earningRuleProblems(unreviewed)).toEqual([
      expect.stringContaining("kortets månedsgebyr er ukjent, så det kan ikke rangeres"),
    ]);
    const stated = unreviewed.map((card) =>
      card.id === earningRules[0]!.cardId ? { ...card, monthlyFeeKr: 0 } : card,
    );
    expect(earningRuleProblems(stated)).toEqual([]);
  });

  it("agrees with the cards, and refuses cards that no longer agree with it (a points card that starts paying money)", () => {
    expect(earningRuleProblems(cards)).toEqual([]);
    const paysMoney = cards.map((card) =>
      card.urlSlug === "sas-eurobonus" ? { ...card, cashbackInPoints: false } : card,
    );
    expect(earningRuleProblems(paysMoney)).toEqual([
      "Opptjeningsregel for «SAS EuroBonus World Mastercard»: feltet «pointsProgramme» skal ikke være satt: kortet gir ikke poeng",
    ]);
  });

  it("follows a card to a new address: a rule names its card by id (decision 0015, stop 47)", () => {
    const moved = cards.map((card) => ({ ...card, urlSlug: `${card.urlSlug}-ny` }));
    expect(earningRuleProblems(moved)).toEqual([]);
    expect(earningRuleProblems(cards.filter((card) => card.id !== 7))).toEqual([
      "Opptjeningsregel for «kort 7»: kortet finnes ikke",
    ]);
  });

  it("states the Thursday share as one shopping day in seven", () => {
    expect(earningAssumptions.thursdayShareOfGroceries).toBeCloseTo(1 / 7, 10);
  });
});
