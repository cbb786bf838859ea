import { describe, expect, it } from "vitest";
import { travelCalculatorValues } from "#content/calculator-assumptions";
import { cardFinderAssumptions } from "#content/card-finder";
import { cards } from "#content/cards";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import {
  balanceInterest,
  creditWarning,
  purchaseInterest,
  rankForProfile,
  reasonText,
  splitFinderRows,
  toFinderCard,
  type FinderCard,
  type FinderProfile,
  type FinderRow,
  type FinderSettings,
} from "./card-finder";
import { notCountedText } from "../../shared/finance/cashback-ranking";
import { formatKr } from "../../shared/format/format";
import { representativeExample } from "../../shared/cards/representative-example";

const settings: FinderSettings = {
  ...cardFinderAssumptions,
  thursdayShareOfGroceries: earningAssumptions.thursdayShareOfGroceries,
  travelValues: travelCalculatorValues,
};
const finderCards = cards.map(toFinderCard);
const card = (slug: string) => cards.find((c) => c.urlSlug === slug)!;
const rank = (profile: FinderProfile, list: readonly FinderCard[] = finderCards) =>
  rankForProfile(list, earningRules, profile, settings);
const row = (rows: FinderRow[], slug: string) => rows.find((r) => r.card.urlSlug === slug)!;

/** Yearly spending of a profile, in kroner. */
const yearly = (p: FinderProfile) =>
  (p.spending.monthlyGroceries + p.spending.monthlyFuel + p.spending.monthlyOther) * 12 + p.spending.travelPerYear;

const base: FinderProfile = {
  payment: "full",
  balanceKr: 0,
  monthsCarried: 0,
  spending: { monthlyGroceries: 0, monthlyFuel: 0, monthlyOther: 0, travelPerYear: 0 },
  monthlyChainGroceriesKr: 0,
  partnerFlightsKr: 0,
  flightsPerYear: 0,
  wantsLounge: false,
  wantsTravelInsurance: false,
  circumstances: {},
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
  monthsCarried: cardFinderAssumptions.monthsWithBalance.usually,
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
    // The same family buying only half its groceries in the chain: 1 % on everything wins. The family does not
    // fly, so SAS EuroBonus World's points count for nothing (decision 0032): half the Trumf bonus comes second.
    [
      "grocery family, half in the chain",
      { ...groceryFamily, monthlyChainGroceriesKr: 7000 },
      "morrow-bank-kredittkort",
      (yearly(groceryFamily) * lowest("morrow-bank-kredittkort")) / 100,
      "trumf-kredittkort",
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
    // The same flyer without lounges and no SAS flights: SAS EuroBonus World's 1 % on everything and its low fee;
    // its 2 % is not applied to hotels and package trips.
    [
      "frequent flyer, no lounges",
      { ...frequentFlyer, wantsLounge: false },
      "sas-eurobonus",
      (300_000 * lowest("sas-eurobonus")) / 100 +
        travelCalculatorValues.insuranceMaxKr -
        card("sas-eurobonus").annualFee,
      "sas-eurobonus-premium",
    ],
    // All 60 000 kr of travel on SAS flights: the top rate on them.
    [
      "frequent flyer, no lounges, all travel with SAS",
      { ...frequentFlyer, wantsLounge: false, partnerFlightsKr: 60_000 },
      "sas-eurobonus",
      (240_000 * lowest("sas-eurobonus")) / 100 +
        (60_000 * card("sas-eurobonus").cashbackRate!.max) / 100 +
        travelCalculatorValues.insuranceMaxKr -
        card("sas-eurobonus").annualFee,
      "sas-eurobonus-premium",
    ],
    // A big spender who never flies: no card's points count, so the 1 % in money wins; Bank Norwegian's 0,5 % next.
    [
      "big spender who never flies",
      { ...base, spending: { monthlyGroceries: 10_000, monthlyFuel: 2000, monthlyOther: 60_000, travelPerYear: 0 } },
      "morrow-bank-kredittkort",
      (72_000 * 12 * lowest("morrow-bank-kredittkort")) / 100,
      "bank-norwegian-kredittkort",
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
        expect(r.net).toBeCloseTo(r.value.earned + r.lounge + r.insurance - r.fee - r.interest - r.purchaseInterest, 9);
        expect(r.interest).toBe(0);
        expect(r.purchaseInterest).toBe(0);
        // Points count only for a reader who flies.
        if (profile.flightsPerYear === 0 && r.rule.pointsProgramme) expect(r.value.earned).toBe(0);
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
    // Say what is counted: the lounges and insurance are counted here, so the footnote does not say otherwise.
    const amex = row(rows, "amex-platinum");
    expect(notCountedText(amex.value, { lounge: true, insurance: true })).not.toMatch(/lounge|forsikring/i);
    expect(
      notCountedText(row(rank({ ...frequentFlyer, wantsLounge: false }), "amex-platinum").value, {
        lounge: false,
        insurance: true,
      }),
    ).toMatch(/^Loungetilgangen er ikke regnet med\./);
  });

  it("someone carrying 20 000 kr all year: every card costs money, and the interest is about the card's yearly rate", () => {
    const rows = rank(carrier);
    expect(rows.some((r) => r.best)).toBe(false);
    expect(rows.every((r) => r.net < 0)).toBe(true);
    for (const r of rows) {
      // Twelve months of interest on interest at the nominal rate give back the yearly rate (within the nominal's rounding).
      expect(Math.abs(r.interest - (20_000 * card(r.card.urlSlug).interestRate) / 100)).toBeLessThan(5);
      // The lost interest-free period: each month's purchases (230 000 / 12 kr) bear a month's nominal interest.
      const nominal = representativeExample(card(r.card.urlSlug)).nominalRate;
      expect(r.purchaseInterest).toBeCloseTo((12 * ((yearly(carrier) / 12) * nominal)) / 1200, 0);
      expect(r.net).toBeCloseTo(r.value.earned - r.fee - r.interest - r.purchaseInterest, 9);
    }
    // Morrow's 1 % on 230 000 kr softens its interest more than any other card's return does.
    expect(rows[0]?.card.urlSlug).toBe("morrow-bank-kredittkort");
    expect(row(rows, "morrow-bank-kredittkort").value.earned).toBeCloseTo(
      (yearly(carrier) * lowest("morrow-bank-kredittkort")) / 100,
      9,
    );
    expect(row(rows, "morrow-bank-kredittkort").reason.kind).toBe("interest-outweighs");
    // SAS Amex Elite: its interest (balance and purchases) is more than its 2 % in points.
    expect(row(rows, "sas-amex-elite").reason.kind).toBe("interest-outweighs");
    // With a smaller balance some months and the insurance asked for, SAS EuroBonus World gives more than its
    // interest or its fee, but not more than both, for some number of months; the sentence says both.
    const world = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
      .map((months) =>
        row(rank({ ...carrier, balanceKr: 5000, monthsCarried: months, wantsTravelInsurance: true }), "sas-eurobonus"),
      )
      .find((r) => r.reason.kind === "costs-outweigh")!;
    expect(world).toBeDefined();
    const credit = world.interest + world.purchaseInterest;
    expect(world.benefits).toBeGreaterThan(credit);
    expect(world.benefits).toBeGreaterThan(world.fee);
    expect(world.benefits).toBeLessThan(credit + world.fee);
    expect(reasonText(world)).toBe(
      `Gebyrene og rentene, til sammen ${formatKr(Math.round(credit + world.fee))} i året, er mer enn kortet gir deg tilbake (${formatKr(Math.round(world.benefits))}).`,
    );
  });

  it("someone carrying 20 000 kr gets the warning, with the interest on the cheapest and dearest credit", () => {
    const rows = rank(carrier);
    const warning = creditWarning(rows, carrier)!;
    expect(warning.months).toBe(cardFinderAssumptions.monthsWithBalance.usually);
    const credit = (slug: string) => row(rows, slug).interest + row(rows, slug).purchaseInterest;
    expect(warning.interest.min).toBe(credit("remember-gold"));
    expect(warning.interest.max).toBe(credit("trumf-kredittkort"));
    // Net figures: the most any card gives after its fees (Morrow's 1 %, no fee), and the first card's net after interest.
    expect(warning.mostAfterFees).toBeCloseTo((yearly(carrier) * lowest("morrow-bank-kredittkort")) / 100, 9);
    expect(warning.bestNet).toBe(rows[0]!.net);
    expect(warning.bestNet).toBeLessThan(0);
    expect(warning.outweighsEverywhere).toBe(true);
    // A year's interest on 100 kr at the lowest rate is about that rate in kroner; no card pays back more than 4 kr on 100 kr.
    const lowestRate = Math.min(...cards.map((c) => c.interestRate));
    expect(Math.abs(warning.per100.leastInterest - lowestRate)).toBeLessThan(0.05);
    expect(warning.per100.mostBack).toBe(
      Math.max(...cards.map((c) => Math.max(c.cashbackRate!.max, c.extras.groceryRule?.thursday ?? 0))),
    );
    expect(warning.per100.leastInterest).toBeGreaterThan(warning.per100.mostBack);
  });

  it("a small balance now and then: the interest of three months, and the warning says the card still gives more", () => {
    const profile: FinderProfile = {
      ...carrier,
      payment: "sometimes",
      balanceKr: 5000,
      monthsCarried: cardFinderAssumptions.monthsWithBalance.sometimes,
      spending: { ...carrier.spending, monthlyOther: 2000 },
    };
    const rows = rank(profile);
    const gold = row(rows, "remember-gold");
    const nominal = representativeExample(card("remember-gold")).nominalRate;
    expect(gold.interest).toBeCloseTo(5000 * ((1 + nominal / 1200) ** 3 - 1), 0);
    const warning = creditWarning(rows, profile)!;
    expect(warning.months).toBe(cardFinderAssumptions.monthsWithBalance.sometimes);
    expect(warning.outweighsEverywhere).toBe(false);
    expect(warning.bestNet).toBeGreaterThan(0);
    expect(rows[0]?.best).toBe(true);
  });

  it.each([1, 3, 6, 9, 12])(
    "the reader says %s months: the interest is that many months', on the balance and on purchases",
    (months) => {
      const rows = rank({ ...carrier, monthsCarried: months });
      const terms = card("bank-norwegian-kredittkort");
      const norwegian = row(rows, "bank-norwegian-kredittkort");
      expect(norwegian.interest).toBe(balanceInterest(terms, 20_000, months));
      expect(norwegian.purchaseInterest).toBe(purchaseInterest(terms, yearly(carrier), months));
      expect(creditWarning(rows, { ...carrier, monthsCarried: months })?.months).toBe(months);
    },
  );

  it("paying in full: no warning, and a balance typed anyway costs nothing", () => {
    const full: FinderProfile = { ...carrier, payment: "full", monthsCarried: 0 };
    const rows = rank(full);
    expect(rows.every((r) => r.interest === 0 && r.purchaseInterest === 0)).toBe(true);
    expect(creditWarning(rows, full)).toBeNull();
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
      "Kortet gir deg ikke cashback eller poeng du kan bruke, men har heller ikke gebyrer.",
    );
    expect(reasonText(row(rows, "amex-platinum"))).toBe(
      `Kortet gir deg ingenting tilbake, men koster ${formatKr(card("amex-platinum").annualFee)} i gebyrer i året.`,
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

describe("balanceInterest and purchaseInterest", () => {
  it("no months or no balance costs nothing; more months cost more", () => {
    const terms = card("bank-norwegian-kredittkort");
    expect(balanceInterest(terms, 20_000, 0)).toBe(0);
    expect(balanceInterest(terms, 0, 12)).toBe(0);
    expect(balanceInterest(terms, 20_000, 12)).toBeGreaterThan(4 * balanceInterest(terms, 20_000, 3));
  });

  it.each([
    // yearly spend, months → a month's nominal interest on a month's purchases, that many times
    [120_000, 0, 0],
    [0, 12, 0],
    [120_000, 1, 10_000],
    [120_000, 12, 10_000],
  ])("%s kr a year, %s months without the interest-free period", (spend, months, monthly) => {
    const terms = card("bank-norwegian-kredittkort");
    const nominal = representativeExample(terms).nominalRate;
    expect(purchaseInterest(terms, spend, months)).toBeCloseTo((months * monthly * nominal) / 1200, 1);
  });
});

describe("the monthly fee", () => {
  it.each([0, 25, 49])(
    "a card with a monthly fee of %s kr costs twelve of them more a year, shown in its fee",
    (monthly) => {
      const norwegian = finderCards.find((c) => c.urlSlug === "bank-norwegian-kredittkort")!;
      const list = finderCards.map((c) => (c === norwegian ? { ...c, monthlyFeeKr: monthly } : c));
      const profile: FinderProfile = { ...base, spending: { ...base.spending, monthlyOther: 10_000 } };
      const r = row(rank(profile, list), "bank-norwegian-kredittkort");
      expect(r.fee).toBe(norwegian.annualFee + 12 * monthly);
      expect(r.net).toBeCloseTo(120_000 * (lowest("bank-norwegian-kredittkort") / 100) - 12 * monthly, 9);
    },
  );
});

describe("the eligibility pre-check", () => {
  // No card in today's data states a minimum age or income; two are given one here.
  const list = finderCards.map((c) =>
    c.urlSlug === "morrow-bank-kredittkort"
      ? { ...c, minimumAge: 20, minimumIncomeKr: 250_000 }
      : c.urlSlug === "amex-platinum"
        ? { ...c, minimumIncomeKr: 500_000 }
        : c,
  );
  const spender: FinderProfile = { ...base, spending: { ...base.spending, monthlyOther: 10_000 } };

  it.each<[string, FinderProfile["circumstances"], string[]]>([
    ["nothing told", {}, []],
    ["19 years old", { age: 19 }, ["morrow-bank-kredittkort"]],
    ["income 300 000 kr", { yearlyIncomeKr: 300_000 }, ["amex-platinum"]],
    ["18 years, 100 000 kr", { age: 18, yearlyIncomeKr: 100_000 }, ["morrow-bank-kredittkort", "amex-platinum"]],
    ["30 years, 600 000 kr", { age: 30, yearlyIncomeKr: 600_000 }, []],
  ])("%s: the cards outside the bank's rules are shown apart, never hidden", (_, circumstances, outsideSlugs) => {
    const rows = rank({ ...spender, circumstances }, list);
    const { eligible, outside } = splitFinderRows(rows);
    expect(rows).toHaveLength(cards.length);
    expect(outside.map((r) => r.card.urlSlug).sort()).toEqual([...outsideSlugs].sort());
    expect(eligible.length + outside.length).toBe(cards.length);
    // The best card is among those the reader meets the rules of; the outside ones come after.
    expect(outside.every((r) => !r.best)).toBe(true);
    expect(rows.slice(0, eligible.length)).toEqual(eligible);
    expect(eligible[0]?.best).toBe(true);
  });

  it("a 19-year-old: Morrow, otherwise first, is apart; the next card is the best", () => {
    const rows = rank({ ...spender, circumstances: { age: 19 } }, list);
    expect(rows[0]?.card.urlSlug).toBe("bank-norwegian-kredittkort");
    expect(row(rows, "morrow-bank-kredittkort").shortfalls).toEqual([{ rule: "minimumAge", required: 20 }]);
  });
});
