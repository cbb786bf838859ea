import { describe, expect, it } from "vitest";
import { travelCalculatorValues } from "#content/calculator-assumptions";
import { cardFinderAssumptions } from "#content/card-finder";
import { cards } from "#content/cards";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import {
  balanceInterest,
  creditWarning,
  monthsWithBalance,
  rankForProfile,
  reasonText,
  toFinderCard,
  type FinderProfile,
  type FinderRow,
  type FinderSettings,
} from "./card-finder";
import { formatKr } from "../../shared/format/format";
import { representativeExample } from "../../shared/cards/representative-example";

const settings: FinderSettings = {
  ...cardFinderAssumptions,
  thursdayShareOfGroceries: earningAssumptions.thursdayShareOfGroceries,
  travelValues: travelCalculatorValues,
};
const finderCards = cards.map(toFinderCard);
const card = (slug: string) => cards.find((c) => c.urlSlug === slug)!;
const rank = (profile: FinderProfile) => rankForProfile(finderCards, earningRules, profile, settings);
const row = (rows: FinderRow[], slug: string) => rows.find((r) => r.card.urlSlug === slug)!;

/** Yearly spending of a profile, in kroner. */
const yearly = (p: FinderProfile) =>
  (p.spending.monthlyGroceries + p.spending.monthlyFuel + p.spending.monthlyOther) * 12 + p.spending.travelPerYear;

const base: FinderProfile = {
  payment: "full",
  balanceKr: 0,
  spending: { monthlyGroceries: 0, monthlyFuel: 0, monthlyOther: 0, travelPerYear: 0 },
  monthlyChainGroceriesKr: 0,
  flightsPerYear: 0,
  wantsLounge: false,
  wantsTravelInsurance: false,
};

// The reference profiles the page is built for.
const groceryFamily: FinderProfile = {
  ...base,
  spending: { monthlyGroceries: 14_000, monthlyFuel: 1000, monthlyOther: 3000, travelPerYear: 0 },
  monthlyChainGroceriesKr: 14_000,
};
const frequentFlyer: FinderProfile = {
  ...base,
  spending: { monthlyGroceries: 5000, monthlyFuel: 0, monthlyOther: 15_000, travelPerYear: 60_000 },
  flightsPerYear: 20,
  wantsLounge: true,
  wantsTravelInsurance: true,
};
const carrier: FinderProfile = {
  ...base,
  payment: "usually",
  balanceKr: 20_000,
  spending: { monthlyGroceries: 6000, monthlyFuel: 1500, monthlyOther: 10_000, travelPerYear: 20_000 },
  flightsPerYear: 2,
};

// Rates from the card data, so the expectations move with it.
const trumfRule = card("trumf-kredittkort").extras.groceryRule!;
const trumfRate =
  trumfRule.everyday * (1 - earningAssumptions.thursdayShareOfGroceries) +
  trumfRule.thursday * earningAssumptions.thursdayShareOfGroceries;
const lowest = (slug: string) => card(slug).cashbackRate!.min;

describe("rankForProfile: reference profiles", () => {
  it.each<[string, FinderProfile, string, number, string]>([
    // Grocery-heavy family, everything in NorgesGruppen, paying in full: Trumf's 10/7 % on groceries beats 1 % on all.
    [
      "grocery-heavy family",
      groceryFamily,
      "trumf-kredittkort",
      (14_000 * 12 * trumfRate) / 100,
      "morrow-bank-kredittkort",
    ],
    // The same family buying only half its groceries in the chain: 1 % on everything wins.
    [
      "grocery family, half in the chain",
      { ...groceryFamily, monthlyChainGroceriesKr: 7000 },
      "morrow-bank-kredittkort",
      (yearly(groceryFamily) * lowest("morrow-bank-kredittkort")) / 100,
      "sas-eurobonus",
    ],
    // Frequent flyer who wants lounges and insurance: 2 % in points, 20 lounge visits and the insurance ceiling pay the 9 000 kr fee.
    [
      "frequent flyer",
      frequentFlyer,
      "amex-platinum",
      (yearly(frequentFlyer) * lowest("amex-platinum")) / 100 +
        20 * cardFinderAssumptions.loungeVisitsPerFlight * travelCalculatorValues.loungePerVisitKr +
        travelCalculatorValues.insuranceMaxKr -
        card("amex-platinum").annualFee,
      "sas-eurobonus",
    ],
    // The same flyer without lounges: SAS EuroBonus World's 2 % on travel and its low fee.
    [
      "frequent flyer, no lounges",
      { ...frequentFlyer, wantsLounge: false },
      "sas-eurobonus",
      (240_000 * lowest("sas-eurobonus")) / 100 +
        (60_000 * card("sas-eurobonus").cashbackRate!.max) / 100 +
        travelCalculatorValues.insuranceMaxKr -
        card("sas-eurobonus").annualFee,
      "sas-eurobonus-premium",
    ],
  ])(
    "%s: the expected card first, at its computed net value, then the expected runner-up",
    (_, profile, firstSlug, firstNet, secondSlug) => {
      const rows = rank(profile);
      expect(rows).toHaveLength(cards.length);
      expect(rows[0]?.card.urlSlug).toBe(firstSlug);
      expect(rows[0]?.net).toBeCloseTo(firstNet, 6);
      expect(rows[0]?.best).toBe(true);
      expect(rows[1]?.card.urlSlug).toBe(secondSlug);
      expect(rows.map((r) => r.rank)).toEqual(cards.map((_, index) => index + 1));
      for (let i = 1; i < rows.length; i += 1)
        expect(Math.round(rows[i]!.net)).toBeLessThanOrEqual(Math.round(rows[i - 1]!.net));
      for (const r of rows) {
        expect(r.net).toBeCloseTo(r.value.earned + r.lounge + r.insurance - r.annualFee - r.interest, 9);
        expect(r.interest).toBe(0);
      }
    },
  );

  it("frequent flyer: lounge only on the card with lounges, insurance only on cards that have it", () => {
    const rows = rank(frequentFlyer);
    for (const r of rows) {
      expect(r.lounge).toBe(card(r.card.urlSlug).extras.loungeCount ? 20 * travelCalculatorValues.loungePerVisitKr : 0);
      expect(r.insurance).toBe(card(r.card.urlSlug).travelInsurance ? travelCalculatorValues.insuranceMaxKr : 0);
    }
    expect(reasonText(row(rows, "amex-platinum"))).toBe(
      `Mest av verdien kommer fra loungebesøkene: ${formatKr(20 * travelCalculatorValues.loungePerVisitKr)} i året.`,
    );
  });

  it("someone carrying 20 000 kr all year: every card costs money, and the interest is about the card's yearly rate", () => {
    const rows = rank(carrier);
    expect(rows.some((r) => r.best)).toBe(false);
    expect(rows.every((r) => r.net < 0)).toBe(true);
    for (const r of rows) {
      // Twelve months of interest on interest at the nominal rate give back the yearly rate (within the nominal's rounding).
      expect(Math.abs(r.interest - (20_000 * card(r.card.urlSlug).interestRate) / 100)).toBeLessThan(5);
      expect(r.net).toBeCloseTo(r.value.earned - r.annualFee - r.interest, 9);
    }
    // Morrow's 1 % on 230 000 kr softens its interest more than any other card's return does.
    expect(rows[0]?.card.urlSlug).toBe("morrow-bank-kredittkort");
    expect(row(rows, "morrow-bank-kredittkort").value.earned).toBeCloseTo(
      (yearly(carrier) * lowest("morrow-bank-kredittkort")) / 100,
      9,
    );
    expect(row(rows, "morrow-bank-kredittkort").reason.kind).toBe("interest-outweighs");
    // SAS Amex Elite gives more back than its interest, but not more than its fee.
    expect(row(rows, "sas-amex-elite").reason.kind).toBe("fee-outweighs");
    // With the insurance asked for, SAS EuroBonus World gives more than its interest or its fee, but not more than both.
    const insured = rank({ ...carrier, wantsTravelInsurance: true });
    const world = row(insured, "sas-eurobonus");
    expect(world.benefits).toBeGreaterThan(world.interest);
    expect(world.benefits).toBeLessThan(world.interest + world.annualFee);
    expect(reasonText(world)).toBe(
      `Årsgebyret og renten på saldoen din, til sammen ${formatKr(Math.round(world.interest + world.annualFee))}, er mer enn kortet gir deg tilbake (${formatKr(Math.round(world.benefits))}).`,
    );
  });

  it("someone carrying 20 000 kr gets the warning, with the interest on the cheapest and dearest credit", () => {
    const rows = rank(carrier);
    const warning = creditWarning(rows, carrier, settings)!;
    expect(warning.months).toBe(cardFinderAssumptions.monthsWithBalance.usually);
    expect(warning.interest.min).toBe(row(rows, "remember-gold").interest);
    expect(warning.interest.max).toBe(row(rows, "trumf-kredittkort").interest);
    expect(warning.outweighsEverywhere).toBe(false);
    expect(warning.mostBack).toBeCloseTo((yearly(carrier) * lowest("sas-amex-elite")) / 100, 9);
    // A year's interest on 100 kr at the lowest rate is about that rate in kroner; no card pays back more than 4 kr on 100 kr.
    const lowestRate = Math.min(...cards.map((c) => c.interestRate));
    expect(Math.abs(warning.per100.leastInterest - lowestRate)).toBeLessThan(0.05);
    expect(warning.per100.mostBack).toBe(
      Math.max(...cards.map((c) => Math.max(c.cashbackRate!.max, c.extras.groceryRule?.thursday ?? 0))),
    );
    expect(warning.per100.leastInterest).toBeGreaterThan(warning.per100.mostBack);
  });

  it("a small balance now and then: the interest of three months, and the warning says the card still gives more", () => {
    const profile: FinderProfile = { ...carrier, payment: "sometimes", balanceKr: 5000 };
    const rows = rank(profile);
    const gold = row(rows, "remember-gold");
    const nominal = representativeExample(card("remember-gold")).nominalRate;
    expect(gold.interest).toBeCloseTo(5000 * ((1 + nominal / 1200) ** 3 - 1), 0);
    const warning = creditWarning(rows, profile, settings)!;
    expect(warning.months).toBe(cardFinderAssumptions.monthsWithBalance.sometimes);
    expect(warning.outweighsEverywhere).toBe(false);
    expect(rows[0]?.best).toBe(true);
  });

  it("paying in full: no warning, and a balance typed anyway costs nothing", () => {
    const rows = rank({ ...carrier, payment: "full" });
    expect(rows.every((r) => r.interest === 0)).toBe(true);
    expect(creditWarning(rows, { ...carrier, payment: "full" }, settings)).toBeNull();
  });

  it("no spending at all: the free cards share 0 kr, cheapest credit first, then the fee cards by fee", () => {
    const rows = rank(base);
    expect(rows.some((r) => r.best)).toBe(false);
    const free = cards.filter((c) => c.annualFee === 0);
    const byCost = [...free].sort((a, b) => representativeExample(a).creditCost - representativeExample(b).creditCost);
    expect(rows.slice(0, free.length).map((r) => r.card.urlSlug)).toEqual(byCost.map((c) => c.urlSlug));
    expect(rows.slice(free.length).map((r) => r.net)).toEqual(
      cards
        .filter((c) => c.annualFee > 0)
        .map((c) => -c.annualFee)
        .sort((a, b) => b - a),
    );
    expect(reasonText(row(rows, "remember-gold"))).toBe(
      "Kortet gir ikke cashback eller poeng på vanlige kjøp, men har heller ikke årsgebyr.",
    );
    expect(reasonText(row(rows, "amex-platinum"))).toBe(
      `Kortet gir deg ingenting tilbake, men koster ${formatKr(card("amex-platinum").annualFee)} i årsgebyr.`,
    );
  });

  it("the grocery card's value follows the share bought in its chain, and its sentence names the chain", () => {
    const full = row(rank(groceryFamily), "trumf-kredittkort");
    const half = row(rank({ ...groceryFamily, monthlyChainGroceriesKr: 7000 }), "trumf-kredittkort");
    expect(half.value.earned).toBeCloseTo(full.value.earned / 2, 9);
    expect(reasonText(full)).toBe(
      `Mest av verdien kommer fra dagligvarene i ${trumfRule.chain}: ${formatKr(Math.round(full.value.earned))} i året.`,
    );
    expect(full.value.earned).toBeCloseTo((14_000 * 12 * trumfRate) / 100, 9);
  });
});

describe("balanceInterest and monthsWithBalance", () => {
  it.each([
    ["full", 20_000, 0],
    ["sometimes", 20_000, cardFinderAssumptions.monthsWithBalance.sometimes],
    ["usually", 20_000, cardFinderAssumptions.monthsWithBalance.usually],
    ["usually", 0, 0],
  ] as const)("%s with %s kr → %s months", (payment, balanceKr, months) => {
    expect(monthsWithBalance({ payment, balanceKr }, cardFinderAssumptions)).toBe(months);
  });

  it("no months or no balance costs nothing; more months cost more", () => {
    const terms = card("bank-norwegian-kredittkort");
    expect(balanceInterest(terms, 20_000, 0)).toBe(0);
    expect(balanceInterest(terms, 0, 12)).toBe(0);
    expect(balanceInterest(terms, 20_000, 12)).toBeGreaterThan(4 * balanceInterest(terms, 20_000, 3));
  });
});
