import { describe, expect, it } from "vitest";
import { eligibilityShortfalls, eligibilityText, parseCircumstance, splitByEligibility } from "./eligibility";

const card = (minimumAge?: number, minimumIncomeKr?: number, maximumAge?: number) => ({
  minimumAge,
  minimumIncomeKr,
  maximumAge,
});

describe("eligibility pre-check", () => {
  it.each([
    ["nothing told", card(20, 200_000), {}, []],
    ["old enough, enough income", card(20, 200_000), { age: 20, yearlyIncomeKr: 200_000 }, []],
    ["too young", card(20, 200_000), { age: 19 }, [{ rule: "minimumAge", required: 20 }]],
    ["too old", card(18, undefined, 75), { age: 76 }, [{ rule: "maximumAge", required: 75 }]],
    [
      "too little income",
      card(20, 200_000),
      { yearlyIncomeKr: 199_999 },
      [{ rule: "minimumIncomeKr", required: 200_000 }],
    ],
    ["unknown rules rule nobody out", card(), { age: 18, yearlyIncomeKr: 0 }, []],
  ] as const)("%s", (_, facts, reader, expected) => {
    expect(eligibilityShortfalls(facts, reader)).toEqual(expected);
  });

  it("keeps every card, the ones the reader falls outside apart and in their order", () => {
    const cards = [
      { id: "a", ...card(18, 150_000) },
      { id: "b", ...card(25) },
      { id: "c", ...card(undefined, 300_000) },
    ];
    const { eligible, outside } = splitByEligibility(cards, { age: 23, yearlyIncomeKr: 250_000 });
    expect(eligible.map((c) => c.id)).toEqual(["a"]);
    expect(outside.map((o) => o.card.id)).toEqual(["b", "c"]);
  });

  it("says which rule, with the bank's figures in nb-NO", () => {
    expect(
      eligibilityText.shortfall([
        { rule: "minimumAge", required: 20 },
        { rule: "minimumIncomeKr", required: 200_000 },
      ]),
    ).toBe(
      "Du oppfyller ikke bankens krav til alder og inntekt (minst 20 år og minst 200\u00a0000\u00a0kr i årsinntekt)",
    );
  });

  it("reads an empty answer as not told and refuses nonsense with the field's name", () => {
    expect(parseCircumstance("alder", "")).toEqual({ ok: true, value: undefined });
    expect(parseCircumstance("inntekt", "450 000")).toEqual({ ok: true, value: 450_000 });
    const refused = parseCircumstance("alder", "tretti");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain("Din alder");
  });
});
