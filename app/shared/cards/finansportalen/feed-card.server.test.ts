import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import { feedEffectiveRate } from "../../../../tests/support/finansportalen-feed";
import { nominalRate, representativeExample } from "../representative-example";
import { creditCardSchema, parseCards } from "#content/card-schema";
import { isReviewed } from "../card-review";
import { cardFromFeed, feedCardFacts, feedExample, interestRateFromNominal, withFeedFacts } from "./feed-card.server";
import { parseFeed } from "./feed-parser.server";

const fixture = parseFeed(readFileSync(new URL("./testdata/kredittkort.atom", import.meta.url), "utf8"));
const product = (id: string) => fixture.products.find((entry) => entry.productId === id)!;

describe("interestRateFromNominal", () => {
  it.each([
    // nominal rate, the card's rate before fees (12 months of the nominal twelfth compounded)
    [18.29, 19.9],
    [19.13, 20.9],
    [16.58, 17.9],
    [20.8, 22.9],
    [0, 0],
    [12, 12.68],
    [24.99, 28.06],
  ])("a nominal rate of %s is %s before fees, and gives the same nominal rate back", (nominal, rate) => {
    expect(interestRateFromNominal(nominal)).toBe(rate);
    expect(nominalRate(interestRateFromNominal(nominal))).toBe(nominal);
  });

  it("gives back every nominal rate with two decimals from 0 to 40 %", () => {
    for (let hundredths = 0; hundredths <= 4000; hundredths += 7) {
      const nominal = hundredths / 100;
      expect(nominalRate(interestRateFromNominal(nominal))).toBe(nominal);
    }
  });
});

describe("feedCardFacts", () => {
  it("maps a product to our card's facts and units", () => {
    expect(feedCardFacts(product("4101"))).toEqual({
      productId: "4101",
      bank: "Sparebanken Øst",
      name: "Sparebanken Øst Gull Mastercard",
      interestRate: 20.9,
      nominalRate: 19.13,
      annualFee: 295,
      monthlyFeeKr: 0,
      interestFreeDays: 50,
      currencyMarkupPercent: 1.75,
      cashWithdrawalFee: { percent: 3, minKr: 40 },
      cashWithdrawalAbroadFee: { percent: 0, minKr: 40 },
      minimumPaymentPercent: 3,
      minimumPaymentKr: 300,
      creditLimitMin: 10_000,
      creditLimitMax: 100_000,
      minimumAge: 20,
      maximumAge: 80,
      minimumIncomeKr: 250_000,
      travelInsurance: true,
      travelInsuranceText: "Reiseforsikring når minst 50 % av reisen er betalt med kortet & du er under 70 år.",
      otherBenefits: true,
      otherBenefitsText: "Prisgaranti og kjøpsforsikring",
      specialConditions: "Kun for kunder med lønnskonto i banken.",
      bankDescriptions: {
        travelInsurance: "Reiseforsikring når minst 50 % av reisen er betalt med kortet & du er under 70 år.",
        otherBenefits: "Prisgaranti og kjøpsforsikring",
      },
      feedEffectiveRate: 25.02,
    });
  });

  it("leaves what the feed leaves empty unknown", () => {
    const facts = feedCardFacts(product("4102"));
    expect(facts.minimumIncomeKr).toBeUndefined();
    expect(facts.interestFreeDays).toBeUndefined();
    expect(facts.cashWithdrawalFee).toBeUndefined();
    expect(Object.keys(facts)).not.toContain("maximumAge");
  });
});

describe("feedExample", () => {
  it("solves our representative example from the nominal rate and the annual fee", () => {
    const example = feedExample(feedCardFacts(product("4101")))!;
    // 19,13 % nominal, 295 kr: interest 1 599 kr (the spec's 20,9 % example), cost 1 894 kr.
    expect(example.example).toMatchObject({ nominalRate: 19.13, interest: 1599, creditCost: 1894, totalPaid: 16894 });
    expect(example.example.effectiveRate).toBeCloseTo(feedEffectiveRate(19.13, 295, 0), 9);
    expect(example.disagrees).toBe(false);
  });

  it("puts twelve monthly fees in the cost", () => {
    const example = feedExample(feedCardFacts(product("4102")))!;
    expect(example.terms).toEqual({ interestRate: interestRateFromNominal(22.9), annualFee: 0, monthlyFeeKr: 35 });
    expect(example.example.monthlyFees).toBe(420);
    expect(example.example.creditCost).toBe(example.example.interest + 420);
    expect(example.example.effectiveRate).toBeCloseTo(feedEffectiveRate(22.9, 0, 35), 9);
    expect(Math.round(example.example.effectiveRate * 10) / 10).toBe(31.5);
    expect(example.disagrees).toBe(false);
  });

  it("flags the feed's own rate when it differs from ours by more than 0,2 points, with both figures", () => {
    const facts = feedCardFacts(product("4103"));
    const ours = feedEffectiveRate(17.44, 1195, 0);
    expect(feedExample({ ...facts, feedEffectiveRate: Math.round((ours + 0.19) * 100) / 100 })?.disagrees).toBe(false);
    const off = feedExample({ ...facts, feedEffectiveRate: Math.round((ours + 0.25) * 100) / 100 })!;
    expect(off.disagrees).toBe(true);
    expect(off.feedEffectiveRate).toBe(Math.round((ours + 0.25) * 100) / 100);
    expect(off.example.effectiveRate).toBeCloseTo(ours, 9);
  });

  it("has no example without a nominal rate or an annual fee (unknown is never 0)", () => {
    const facts = feedCardFacts(product("4101"));
    expect(feedExample({ ...facts, interestRate: undefined })).toBeNull();
    expect(feedExample({ ...facts, annualFee: undefined })).toBeNull();
  });
});

describe("withFeedFacts", () => {
  const card = firstCards.find((entry) => entry.urlSlug === "sas-eurobonus")!;

  it("takes every fact the feed states and keeps ours where it says nothing", () => {
    const facts = feedCardFacts(product("4102"));
    const next = withFeedFacts(card, facts);
    expect(next).toMatchObject({
      annualFee: 0,
      interestRate: interestRateFromNominal(22.9),
      creditLimitMax: 50_000,
      travelInsurance: false,
      minimumAge: 18,
      currencyMarkupPercent: 2,
      monthlyFeeKr: 35,
    });
    // The feed leaves these empty: ours stay.
    expect(next.interestFreeDays).toBe(card.interestFreeDays);
    expect(next.cashWithdrawalFee).toBe(card.cashWithdrawalFee);
    // The editorial layer is ours.
    expect(next.name).toBe(card.name);
    expect(next.highlights).toBe(card.highlights);
    // The card's own example now counts the feed's monthly fee, as the feed's figure does.
    expect(representativeExample(next).effectiveRate).toBeCloseTo(feedEffectiveRate(22.9, 0, 35), 9);
  });

  it("carries the facts the card schema took for the feed into the card's own fields", () => {
    const next = withFeedFacts(card, feedCardFacts(product("4101")));
    expect(next).toMatchObject({
      monthlyFeeKr: 0,
      minimumPayment: { percent: 3, minKr: 300 },
      creditLimitMin: 10_000,
      maximumAge: 80,
      specialConditions: "Kun for kunder med lønnskonto i banken.",
    });
    expect(creditCardSchema.safeParse(next).success).toBe(true);
  });

  it("keeps our part of the minimum payment that the feed leaves empty", () => {
    const withPayment = { ...card, minimumPayment: { percent: 2.5, minKr: 250 } };
    const facts = { ...feedCardFacts(product("4101")), minimumPaymentKr: undefined };
    expect(withFeedFacts(withPayment, facts).minimumPayment).toEqual({ percent: 3, minKr: 250 });
  });
});

describe("cardFromFeed", () => {
  const made = cardFromFeed({
    productId: "4101",
    slug: "sparebanken-ost-gull-mastercard",
    facts: feedCardFacts(product("4101")),
    id: 11,
    checkedOn: "2026-11-27",
  });

  it("is an unreviewed card with the feed's facts that the card schema accepts", () => {
    expect(creditCardSchema.parse(made)).toEqual(made);
    expect(isReviewed(made)).toBe(false);
    expect(made).toEqual({
      id: 11,
      name: "Sparebanken Øst Gull Mastercard",
      bank: "Sparebanken Øst",
      urlSlug: "sparebanken-ost-gull-mastercard",
      lastChecked: "2026-11-27",
      extras: {},
      interestRate: 20.9,
      annualFee: 295,
      monthlyFeeKr: 0,
      creditLimitMin: 10_000,
      creditLimitMax: 100_000,
      travelInsurance: true,
      interestFreeDays: 50,
      currencyMarkupPercent: 1.75,
      cashWithdrawalFee: { percent: 3, minKr: 40 },
      cashWithdrawalAbroadFee: { percent: 0, minKr: 40 },
      minimumAge: 20,
      maximumAge: 80,
      minimumIncomeKr: 250_000,
      minimumPayment: { percent: 3, minKr: 300 },
      specialConditions: "Kun for kunder med lønnskonto i banken.",
      bankDescriptions: {
        travelInsurance: "Reiseforsikring når minst 50 % av reisen er betalt med kortet & du er under 70 år.",
        otherBenefits: "Prisgaranti og kjøpsforsikring",
      },
    });
  });

  it("sits in a list with the ten reviewed cards, which stay reviewed", () => {
    const list = parseCards([...firstCards, made]);
    expect(list.filter(isReviewed).map((entry) => entry.urlSlug)).toEqual(firstCards.map((entry) => entry.urlSlug));
  });

  it("leaves out what the feed leaves empty, so the schema names a missing required fact", () => {
    const facts = { ...feedCardFacts(product("4101")), annualFee: undefined };
    const result = creditCardSchema.safeParse(cardFromFeed({ productId: "4101", slug: "x", facts, id: 12 }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["annualFee"]);
  });
});
