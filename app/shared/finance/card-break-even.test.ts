import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { NO_FLIGHTS_TOLD, rewardUse } from "./cashback-ranking";
import {
  bestFreeCashbackCard,
  breakEvenSpend,
  feeAndRate,
  feeCardsWithCashback,
  netYearlyValue,
} from "./card-break-even";

describe("netYearlyValue", () => {
  it.each([
    // fee, rate %, spend, net
    [0, 0.5, 200_000, 1_000],
    [465, 1, 200_000, 1_535],
    [9_000, 2, 200_000, -5_000],
    [2_335, 1.5, 0, -2_335],
  ])("fee %s kr at %s %% on %s kr gives %s kr", (yearlyFeeKr, ratePercent, spend, net) => {
    expect(netYearlyValue({ yearlyFeeKr, ratePercent }, spend)).toBeCloseTo(net, 6);
  });
});

describe("breakEvenSpend", () => {
  it.each([
    // card fee, card rate, baseline fee, baseline rate, break-even spend (null = never)
    [2_335, 1.5, 0, 1, 467_000],
    [2_335, 1.5, 0, 0, 155_666.666],
    [9_000, 2, 0, 1, 900_000],
    [6_000, 2, 0, 0.5, 400_000],
    [465, 1, 0, 1, null],
    [465, 0.5, 0, 1, null],
    [0, 1, 0, 0.5, 0],
  ])("%s kr at %s %% vs %s kr at %s %% → %s kr", (fee, rate, baseFee, baseRate, expected) => {
    const spend = breakEvenSpend(
      { yearlyFeeKr: fee, ratePercent: rate },
      { yearlyFeeKr: baseFee, ratePercent: baseRate },
    );
    if (expected === null) expect(spend).toBeNull();
    else expect(spend).toBeCloseTo(expected, 2);
  });

  it("is the spend where both cards give the same net value", () => {
    const premium = { yearlyFeeKr: 2_335, ratePercent: 1.5 };
    const free = { yearlyFeeKr: 0, ratePercent: 1 };
    const spend = breakEvenSpend(premium, free)!;
    expect(netYearlyValue(premium, spend)).toBeCloseTo(netYearlyValue(free, spend), 6);
  });
});

describe("with the site's cards", () => {
  it("picks Morrow Bank (1 % on all purchases) as the best free cashback card, not the grocery-only Trumf card", () => {
    expect(bestFreeCashbackCard(cards)?.urlSlug).toBe("morrow-bank-kredittkort");
  });

  it("lists the four fee cards with points or cashback, cheapest first", () => {
    expect(feeCardsWithCashback(cards).map((card) => card.urlSlug)).toEqual([
      "sas-eurobonus",
      "sas-eurobonus-premium",
      "sas-amex-elite",
      "amex-platinum",
    ]);
  });

  it("SAS EuroBonus Premium must see 467 000 kr a year before it beats the free card, for a reader who flies", () => {
    const premium = cards.find((card) => card.urlSlug === "sas-eurobonus-premium")!;
    const flies = rewardUse({ flightsPerYear: 2, partnerFlightsKr: 0 });
    expect(breakEvenSpend(feeAndRate(premium, flies), feeAndRate(bestFreeCashbackCard(cards)!, flies))).toBe(467_000);
  });

  it("for a reader who does not fly, its points count for nothing and it never beats the free card", () => {
    const premium = cards.find((card) => card.urlSlug === "sas-eurobonus-premium")!;
    expect(feeAndRate(premium, NO_FLIGHTS_TOLD)).toEqual({ yearlyFeeKr: premium.annualFee, ratePercent: 0 });
    expect(
      breakEvenSpend(feeAndRate(premium, NO_FLIGHTS_TOLD), feeAndRate(bestFreeCashbackCard(cards)!, NO_FLIGHTS_TOLD)),
    ).toBeNull();
  });
});

describe("the fees are the annual fee and twelve monthly fees, as in every ranking (decision 0032)", () => {
  const morrow = cards.find((card) => card.urlSlug === "morrow-bank-kredittkort")!;
  const withMonthlyFee: CreditCard = { ...morrow, urlSlug: "morrow-med-maanedsgebyr", monthlyFeeKr: 25 };

  it("counts a monthly fee in the yearly fee: 25 kr a month is 300 kr a year", () => {
    expect(feeAndRate(withMonthlyFee, NO_FLIGHTS_TOLD).yearlyFeeKr).toBe(300);
    expect(netYearlyValue(feeAndRate(withMonthlyFee, NO_FLIGHTS_TOLD), 200_000)).toBe(2_000 - 300);
  });

  it("a card with no annual fee but a monthly one is not the free card, and is a card with fees", () => {
    const list = [withMonthlyFee, ...cards.filter((card) => card.urlSlug !== "morrow-bank-kredittkort")];
    expect(bestFreeCashbackCard(list)?.urlSlug).toBe("bank-norwegian-kredittkort");
    expect(feeCardsWithCashback(list).map((card) => card.urlSlug)[0]).toBe("morrow-med-maanedsgebyr");
  });
});
