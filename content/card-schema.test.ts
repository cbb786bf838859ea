import { describe, expect, it } from "vitest";
import { cardLimits, creditCardSchema, parseCards } from "./card-schema";
import { cards } from "./cards";

// The optional facts: a real card spread with made-up values (the real cards have none of them).
const base = structuredClone(cards[0]!);
const withFacts = {
  ...base,
  interestFreeDays: 45,
  currencyMarkupPercent: 1.75,
  cashWithdrawalFee: { percent: 1.75, minKr: 35 },
  cashWithdrawalAbroadFee: { percent: 2, minKr: 40 },
  minimumAge: 20,
  minimumIncomeKr: 200_000,
};

describe("optional card facts", () => {
  it("accepts a card without any of them: they stay unknown, not 0", () => {
    const [card] = parseCards([base]);
    for (const fact of [
      "interestFreeDays",
      "currencyMarkupPercent",
      "cashWithdrawalFee",
      "cashWithdrawalAbroadFee",
      "minimumAge",
      "minimumIncomeKr",
    ] as const) {
      expect(card?.[fact]).toBeUndefined();
    }
  });

  it("accepts a card with all of them, as given", () => {
    expect(parseCards([withFacts])[0]).toMatchObject({
      interestFreeDays: 45,
      currencyMarkupPercent: 1.75,
      cashWithdrawalFee: { percent: 1.75, minKr: 35 },
      cashWithdrawalAbroadFee: { percent: 2, minKr: 40 },
      minimumAge: 20,
      minimumIncomeKr: 200_000,
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ["the fewest interest-free days", { interestFreeDays: 1 }],
    ["the most interest-free days", { interestFreeDays: 90 }],
    ["no currency mark-up", { currencyMarkupPercent: 0 }],
    ["the highest currency mark-up", { currencyMarkupPercent: 10 }],
    ["a free cash withdrawal", { cashWithdrawalFee: { percent: 0, minKr: 0 } }],
    ["a cash withdrawal fee in kroner only", { cashWithdrawalFee: { percent: 0, minKr: 50 } }],
    ["a free cash withdrawal abroad", { cashWithdrawalAbroadFee: { percent: 0, minKr: 0 } }],
    ["the highest percentage abroad", { cashWithdrawalAbroadFee: { percent: 10, minKr: 100 } }],
    ["the lowest age limit", { minimumAge: 18 }],
    ["the highest age limit", { minimumAge: 30 }],
    ["no income limit", { minimumIncomeKr: 0 }],
  ])("accepts %s", (_name, facts) => {
    expect(creditCardSchema.safeParse({ ...base, ...facts }).success).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ["interestFreeDays", 45.5, "feltet «interestFreeDays» må være et helt antall dager"],
    ["interestFreeDays", 0, "feltet «interestFreeDays» må være minst 1 dag"],
    ["interestFreeDays", 91, "feltet «interestFreeDays» kan ikke være over 90 dager"],
    ["interestFreeDays", "45", "feltet «interestFreeDays»"],
    ["currencyMarkupPercent", -0.5, "feltet «currencyMarkupPercent» kan ikke være negativ"],
    ["currencyMarkupPercent", 12, "feltet «currencyMarkupPercent» kan ikke være over 10 %"],
    ["cashWithdrawalFee", { percent: 11, minKr: 35 }, "feltet «cashWithdrawalFee.percent» kan ikke være over 10 %"],
    ["cashWithdrawalFee", { percent: -1, minKr: 35 }, "feltet «cashWithdrawalFee.percent» kan ikke være negativ"],
    ["cashWithdrawalFee", { percent: 2, minKr: -35 }, "feltet «cashWithdrawalFee.minKr» kan ikke være negativ"],
    [
      "cashWithdrawalFee",
      { percent: 2, minKr: 35.5 },
      "feltet «cashWithdrawalFee.minKr» må være et helt antall kroner",
    ],
    ["cashWithdrawalFee", { percent: 2 }, "feltet «cashWithdrawalFee.minKr»"],
    ["cashWithdrawalFee", { percent: 2, minKr: 35, maxKr: 100 }, "feltet «cashWithdrawalFee»"],
    [
      "cashWithdrawalAbroadFee",
      { percent: 11, minKr: 40 },
      "feltet «cashWithdrawalAbroadFee.percent» kan ikke være over 10 %",
    ],
    [
      "cashWithdrawalAbroadFee",
      { percent: 2, minKr: -40 },
      "feltet «cashWithdrawalAbroadFee.minKr» kan ikke være negativ",
    ],
    [
      "cashWithdrawalAbroadFee",
      { percent: 2, minKr: 200_000_000 },
      "feltet «cashWithdrawalAbroadFee.minKr» kan ikke være over",
    ],
    ["cashWithdrawalAbroadFee", { percent: 2 }, "feltet «cashWithdrawalAbroadFee.minKr»"],
    ["minimumAge", 17, "feltet «minimumAge» må være minst 18 år"],
    ["minimumAge", 31, "feltet «minimumAge» kan ikke være over 30 år"],
    ["minimumAge", 20.5, "feltet «minimumAge» må være et helt antall år"],
    ["minimumIncomeKr", -1, "feltet «minimumIncomeKr» kan ikke være negativ"],
    ["minimumIncomeKr", 200_000.5, "feltet «minimumIncomeKr» må være et helt antall kroner"],
  ])("refuses %s = %j, naming the card and field in Norwegian", (field, value, message) => {
    expect(() => parseCards([{ ...withFacts, [field]: value }])).toThrow(`Kort «Bank Norwegian»: ${message}`);
  });

  it("refuses null for an unknown fact: an unknown fact is left out", () => {
    expect(creditCardSchema.safeParse({ ...base, currencyMarkupPercent: null }).success).toBe(false);
  });
});

describe("a card's own texts and its annual fee", () => {
  // cards[0] is Bank Norwegian: free, and its highlights say so.
  const issuesOf = (card: unknown) => {
    const result = creditCardSchema.safeParse(card);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("lets a free card say it is free", () => {
    expect(base.annualFee).toBe(0);
    expect(base.highlights).toContain("Ingen årsgebyr");
    expect(issuesOf(base)).toEqual([]);
  });

  // Texts that say nothing about the fee, so each case below has one claim only.
  const neutral = {
    highlights: ["Cashback på alt", "Reiseforsikring"],
    editorial: ["Et kort for hverdagen.", "Mer tekst."],
    bestFor: "Deg som handler mye.",
    cashbackNote: "",
  };
  it.each<[string, Partial<typeof base>, string]>([
    ["a highlight", { highlights: ["Cashback på alt", "Ingen årsgebyr"] }, "highlights.1"],
    ["the review", { editorial: ["Et kort uten årsgebyr for hverdagen.", "Mer tekst."] }, "editorial.0"],
    ["who it suits", { bestFor: "Deg som vil ha et gratis kort." }, "bestFor"],
    ["the bonus note", { cashbackNote: "og årsgebyr: 0 kr" }, "cashbackNote"],
  ])("refuses a card with a fee whose %s still calls it free, naming the field and the fee", (_, texts, path) => {
    expect(issuesOf({ ...base, ...neutral, annualFee: 1_495 })).toEqual([]);
    const issues = issuesOf({ ...base, ...neutral, ...texts, annualFee: 1_495 });
    expect(issues).toEqual([
      [
        path,
        expect.stringMatching(
          /sier at kortet er uten årsgebyr .* men årsgebyret er 1\u00a0495\u00a0kr: rett teksten i samme endring/,
        ),
      ],
    ]);
  });

  it("names every text a raised fee makes untrue, and accepts the fee once they are corrected", () => {
    const raised = { ...base, annualFee: 1_495 };
    expect(issuesOf(raised).map(([path]) => path)).toEqual([
      `highlights.${base.highlights!.indexOf("Ingen årsgebyr")}`,
      "editorial.0",
    ]);
    expect(issuesOf({ ...raised, ...neutral })).toEqual([]);
  });
});

describe("the limits every function over the cards is made for", () => {
  const messages = (card: unknown) => {
    const result = creditCardSchema.safeParse(card);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("accepts a card at every limit", () => {
    const atLimits = {
      ...base,
      annualFee: cardLimits.annualFee,
      interestRate: 100,
      creditLimitMax: cardLimits.creditLimitMax,
      name: "N".repeat(cardLimits.line),
      highlights: Array.from({ length: cardLimits.listItems }, (_, index) =>
        `Punkt ${index + 1} `.padEnd(cardLimits.line, "x"),
      ),
      editorial: Array.from({ length: cardLimits.paragraphs }, () =>
        "Avsnitt. "
          .repeat(cardLimits.paragraph / 9)
          .slice(0, cardLimits.paragraph)
          .trim(),
      ),
    };
    // An annual fee at the limit is not free: the texts may not say so.
    expect(messages(atLimits).filter((message) => !message.includes("uten årsgebyr"))).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      "an annual fee the effective-rate solver was never made for",
      { annualFee: 1_500_000 },
      "annualFee: kan ikke være over 50\u00a0000\u00a0kr",
    ],
    [
      "a credit limit of ten million",
      { creditLimitMax: 10_000_000 },
      "creditLimitMax: kan ikke være over 1\u00a0000\u00a0000\u00a0kr",
    ],
    [
      "20 000 highlights",
      { highlights: Array.from({ length: 20_000 }, (_, index) => `Punkt ${index}`) },
      "highlights: kan ha høyst 12 punkter",
    ],
    [
      "a highlight of a thousand characters",
      { highlights: ["Kort", "x".repeat(1_000)] },
      "highlights.1: kan være høyst 200 tegn",
    ],
    [
      "a paragraph of 5 000 characters",
      { editorial: ["Kort.", "x".repeat(5_000)] },
      "editorial.1: kan være høyst 2\u00a0000 tegn",
    ],
    [
      "a character the PDFs cannot draw",
      { name: "Reisekort ✈" },
      "name: inneholder tegnet «✈» (U+2708), som ikke kan vises på alle sidene og i PDF-ene",
    ],
    ["a Sami letter outside the PDF fonts", { bank: "Sámi Báŋku" }, "bank: inneholder tegnet «ŋ» (U+014B)"],
    ["an emoji", { bestFor: "Alle 😀" }, "bestFor: inneholder tegnet «😀» (U+1F600)"],
    ["a NUL", { bonusPoints: "Poeng\u0000" }, "bonusPoints: inneholder tegnet «» (U+0000)"],
    ["a terminal escape", { cashbackNote: "i poeng\u001b[2J" }, "cashbackNote: inneholder tegnet «» (U+001B)"],
    [
      "an apply address a Location header cannot carry",
      { applyUrl: "https://bank.no/søk–nå ✈" },
      "applyUrl: kan bare ha vanlige tegn uten mellomrom",
    ],
    ["a soft hyphen", { name: "Kreditt\u00adkort" }, "name: inneholder tegnet «» (U+00AD)"],
    [
      "a lounge count past any airport",
      { extras: { ...base.extras, loungeCount: 5_000_000 } },
      "extras.loungeCount: kan ikke være over 1\u00a0000\u00a0000",
    ],
  ])("refuses %s, naming the field", (_, change, expected) => {
    expect(messages({ ...base, ...change })).toEqual(expect.arrayContaining([expect.stringContaining(expected)]));
  });

  it("keeps Norwegian letters, «», – and the no-break spaces Intl writes", () => {
    expect(messages({ ...base, name: "Ærlig Økonomi – «Å» 9\u202f000\u00a0kr" })).toEqual([]);
  });
});

describe("the editorial review and the feed's facts", () => {
  const base = cards[0]!;
  const { highlights: _h, bestFor: _b, editorial: _e, ...unreviewed } = base;

  it("takes a card with no review at all", () => {
    expect(creditCardSchema.safeParse(unreviewed).success).toBe(true);
  });

  it("still reads a version stored with the typed rating the method replaced", () => {
    expect(creditCardSchema.safeParse({ ...base, rating: 4.6, recommended: true }).success).toBe(true);
    expect(creditCardSchema.safeParse({ ...unreviewed, rating: 4.2, recommended: false }).success).toBe(true);
  });

  it.each(["highlights", "bestFor", "editorial"] as const)(
    "refuses a review without %s: the review is whole or absent",
    (field) => {
      const { [field]: _left, ...partial } = base;
      const result = creditCardSchema.safeParse(partial);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/må fylles ut helt eller stå tom/);
    },
  );

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ["a monthly fee over 1 000 kr", { monthlyFeeKr: 1_001 }, "monthlyFeeKr", /over 1\u00a0000/],
    ["a minimum payment with neither part", { minimumPayment: {} }, "minimumPayment", /prosent eller kroner/],
    ["a lowest credit limit over the highest", { creditLimitMin: 200_000 }, "creditLimitMin", /høyeste/],
    ["a highest age under the lowest", { minimumAge: 25, maximumAge: 20 }, "maximumAge", /laveste alder/],
    ["a retirement date that is not a date", { retiredOn: "27.11.2026" }, "retiredOn", /ÅÅÅÅ-MM-DD/],
  ])("refuses %s, naming the field", (_name, change, path, message) => {
    const result = creditCardSchema.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join(".")).toBe(path);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });

  it("reads a card written before the new facts existed, and one with all of them", () => {
    expect(creditCardSchema.parse(base)).toEqual(base);
    const full = {
      ...base,
      monthlyFeeKr: 25,
      minimumPayment: { percent: 3, minKr: 300 },
      creditLimitMin: 5_000,
      maximumAge: 75,
      specialConditions: "Krever lønnskonto i banken.",
      retiredOn: "2026-11-27",
    };
    expect(creditCardSchema.parse(full)).toEqual(full);
  });
});
