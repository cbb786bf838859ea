import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { byCreditCost, effectiveRateRange, medianEffectiveRate, rateStanding } from "./rate-comparison";
import { effectiveRate, monthlyInstalmentCashFlows } from "../finance/effective-rate";
import { printedEffectiveRate, representativeExample, representativeExampleText } from "./representative-example";

const terms = (name: string, interestRate: number, annualFee: number) => ({ name, interestRate, annualFee });

describe("byCreditCost", () => {
  it.each([
    // cards (name, rate before fees, fee), expected order: the fee counts, not only the rate
    [
      [terms("A", 17.9, 6000), terms("B", 22.9, 0), terms("C", 19.9, 0)],
      ["C", "B", "A"],
    ],
    [
      [terms("Dyr", 20.9, 465), terms("Billig", 20.9, 0)],
      ["Billig", "Dyr"],
    ],
    [
      [terms("Beta", 19.9, 0), terms("Alfa", 19.9, 0)],
      ["Alfa", "Beta"],
    ],
  ])("%j → %j", (list, order) => {
    expect(byCreditCost(list).map((card) => card.name)).toEqual(order);
  });

  it("puts the site's cards with an annual fee after every fee-free card", () => {
    const ordered = byCreditCost(cards);
    const firstWithFee = ordered.findIndex((card) => card.annualFee > 0);
    expect(ordered.slice(firstWithFee).every((card) => card.annualFee > 0)).toBe(true);
    expect(ordered.map((card) => card.urlSlug)).toEqual([
      "remember-gold",
      "remember-black",
      "bank-norwegian-kredittkort",
      "morrow-bank-kredittkort",
      "tf-bank-mastercard",
      "trumf-kredittkort",
      "sas-eurobonus",
      "sas-eurobonus-premium",
      "sas-amex-elite",
      "amex-platinum",
    ]);
  });
});

describe("effectiveRateRange and medianEffectiveRate", () => {
  it("span the site's printed rates, fee included", () => {
    expect(effectiveRateRange(cards)).toMatchObject({ min: 17.9, max: 189.1 });
    expect(effectiveRateRange(cards).cheapest.urlSlug).toBe("remember-gold");
    expect(effectiveRateRange(cards).dearest.urlSlug).toBe("amex-platinum");
    expect(effectiveRateRange(cards.filter((card) => card.annualFee === 0))).toMatchObject({ min: 17.9, max: 22.9 });
    expect(effectiveRateRange(cards.filter((card) => card.annualFee === 0)).dearest.urlSlug).toBe("trumf-kredittkort");
    // 21,9 and 22,9 are the middle two of ten.
    expect(medianEffectiveRate(cards)).toBe(22.4);
  });

  it.each([
    [[terms("A", 10, 0)], 10],
    [[terms("A", 10, 0), terms("B", 20, 0), terms("C", 30, 0)], 20],
    [[terms("A", 10, 0), terms("B", 20, 0)], 15],
  ])("median of %j is %s", (list, median) => {
    expect(medianEffectiveRate(list)).toBe(median);
  });

  it("refuses an empty list", () => {
    expect(() => effectiveRateRange([] as Array<{ name: string; interestRate: number; annualFee: number }>)).toThrow();
    expect(() => medianEffectiveRate([])).toThrow();
  });
});

describe("rateStanding", () => {
  it.each([
    ["remember-gold", "lowest"],
    ["remember-black", "among-lowest"],
    ["bank-norwegian-kredittkort", "among-lowest"],
    ["morrow-bank-kredittkort", "middle"],
    ["trumf-kredittkort", "middle"],
    ["sas-eurobonus-premium", "among-highest"],
    ["sas-amex-elite", "among-highest"],
    ["amex-platinum", "highest"],
  ])("%s: %s", (slug, standing) => {
    const card = cards.find((c) => c.urlSlug === slug)!;
    expect(rateStanding(card, cards)).toBe(standing);
  });

  it("agrees with the printed rates: no card is 'lowest' while another prints a lower rate", () => {
    for (const card of cards) {
      const rate = printedEffectiveRate(card);
      const standing = rateStanding(card, cards);
      if (standing === "lowest") expect(cards.every((other) => printedEffectiveRate(other) >= rate)).toBe(true);
      if (standing === "highest") expect(cards.every((other) => printedEffectiveRate(other) <= rate)).toBe(true);
    }
  });

  it("refuses a card that is not among its peers", () => {
    expect(() => rateStanding({ interestRate: 1, annualFee: 0 }, cards)).toThrow();
  });
});

describe("every card's example (property over the card data)", () => {
  // A regulator reads only the printed sentence: parse it and recompute the rate from its own figures.
  const printed =
    /^Eff\. rente (\d+(?:,\d)?) %, (\d[\d ]*) kr o\/(\d+) mnd\. Kostnad: (\d[\d ]*) kr\. Totalt: (\d[\d ]*) kr\.$/;
  const number = (text: string | undefined) => Number((text ?? "").replace(/ /g, "").replace(",", "."));

  it.each(cards.map((card) => [card.name, card] as const))(
    "%s: the printed rate is the rate of the printed cash flow",
    (_, card) => {
      const match = representativeExampleText(card)
        .replace(/[\u00a0\u202f]/g, " ")
        .match(printed);
      expect(match).not.toBeNull();
      const [rate, principal, months, cost, total] = [match?.[1], match?.[2], match?.[3], match?.[4], match?.[5]].map(
        number,
      );
      expect(total).toBe(principal! + cost!);
      const recomputed = effectiveRate(monthlyInstalmentCashFlows(principal!, total! / months!, months!));
      expect(Math.round(recomputed * 10) / 10).toBe(rate);
      // The fee is in the cost: a fee-free card's rate is its own, a fee makes it higher.
      expect(cost).toBe(representativeExample(card).interest + card.annualFee);
      if (card.annualFee === 0) expect(rate).toBe(card.interestRate);
      else expect(rate).toBeGreaterThan(card.interestRate);
    },
  );
});
