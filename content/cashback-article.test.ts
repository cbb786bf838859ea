import { describe, expect, it } from "vitest";
import { cashbackValue } from "../app/site/card-list/card-sort";
import {
  rankCards,
  rewardUse,
  toRankableCard,
  yearlySpendFrom,
  type SpendingInput,
  type TravelHabits,
} from "../app/shared/finance/cashback-ranking";
import { printedEffectiveRate } from "../app/shared/cards/representative-example";
import { cardById, cardBySlug, cards } from "./cards";
import {
  cashbackArticleData,
  cashbackArticleFacts,
  cashbackCardTexts,
  cashbackCardTextSchema,
  cashbackSummary,
  cardProsAndCons,
  categoryWinners,
  discountCards,
  earningCards,
  householdRanking,
  householdSpend,
  RANKED_COUNT,
  rankedEntries,
  cashbackProTip,
  cashbackTips,
} from "./cashback-article";
import { earningAssumptions, earningRules } from "./earning-rules";

/** The calculator's ranking for a spending, computed here from scratch (not through the article's helpers). */
const calculatorOrder = (household: SpendingInput & Pick<TravelHabits, "flightsPerYear">) =>
  rankCards(
    cards.map(toRankableCard),
    earningRules,
    yearlySpendFrom(household),
    earningAssumptions,
    rewardUse({ flightsPerYear: household.flightsPerYear, partnerFlightsKr: 0 }),
  );

const stated = cashbackArticleFacts.household;

describe("the ranking is the calculator's, for the stated household", () => {
  it("states the household as data: 6 000 + 1 500 + 10 000 kr a month and 20 000 kr travel, 230 000 kr a year, two flights", () => {
    expect(stated).toEqual({
      monthlyGroceries: 6000,
      monthlyFuel: 1500,
      monthlyOther: 10_000,
      travelPerYear: 20_000,
      flightsPerYear: 2,
    });
    expect(householdSpend().yearlyKr).toBe(230_000);
  });

  it("ranks the calculator's first three, in its order, with its values", () => {
    const calculator = calculatorOrder(stated);
    const { ranking } = cashbackArticleData();
    expect(ranking).toHaveLength(RANKED_COUNT);
    expect(ranking.map((entry) => entry.card.urlSlug)).toEqual(
      calculator.slice(0, RANKED_COUNT).map((row) => row.card.urlSlug),
    );
    expect(ranking.map((entry) => [entry.rank, entry.earned, entry.net])).toEqual(
      calculator.slice(0, RANKED_COUNT).map((row) => [row.rank, row.earned, row.net]),
    );
  });

  // SAS's 2 % is earned on SAS flights only, and the household buys none: 230 000 × 1 % − 465 = 1 835 kr;
  // Bank Norwegian 230 000 × 0,5 % = 1 150 kr comes before Premium's 230 000 × 1,5 % − 2 335 = 1 115 kr (decision 0032).
  it("names the cards the calculator puts first for this household (Morrow 2 300 kr, SAS EuroBonus World 1 835 kr, Bank Norwegian 1 150 kr)", () => {
    expect(cashbackArticleData().ranking.map((entry) => [entry.card.urlSlug, Math.round(entry.net)])).toEqual([
      ["morrow-bank-kredittkort", 2300],
      ["sas-eurobonus", 1835],
      ["bank-norwegian-kredittkort", 1150],
    ]);
  });

  it("marks only the first card as 'Vårt valg'", () => {
    expect(cashbackArticleData().ranking.map((entry) => entry.ourChoice)).toEqual([true, false, false]);
  });

  const noFlights = { flightsPerYear: 0 };
  it.each<[string, SpendingInput & Pick<TravelHabits, "flightsPerYear">]>([
    ["the stated household", stated],
    [
      "a grocery-heavy household",
      { monthlyGroceries: 15_000, monthlyFuel: 0, monthlyOther: 2000, travelPerYear: 0, ...noFlights },
    ],
    [
      "a big spender who travels",
      {
        monthlyGroceries: 10_000,
        monthlyFuel: 2000,
        monthlyOther: 60_000,
        travelPerYear: 100_000,
        flightsPerYear: 10,
      },
    ],
    [
      "a modest household",
      { monthlyGroceries: 4000, monthlyFuel: 500, monthlyOther: 3000, travelPerYear: 5000, ...noFlights },
    ],
  ])("for %s, the ranked blocks are the calculator's first three, each with its own card's texts", (_, household) => {
    const ranked = householdRanking(household);
    const entries = rankedEntries(ranked);
    expect(entries.map((entry) => entry.card.urlSlug)).toEqual(
      calculatorOrder(household)
        .slice(0, RANKED_COUNT)
        .map((row) => row.card.urlSlug),
    );
    for (const entry of entries) {
      const text = cashbackCardTexts.find((t) => t.cardId === entry.card.id);
      expect(text, entry.card.urlSlug).toBeDefined();
      expect(entry.specialOffers).toHaveLength(text!.specialOffers.length);
      expect(entry).toMatchObject(cardProsAndCons(entry.card, text!));
    }
  });

  it("refuses to name three best when the places would be decided by the card list's order (a tie)", () => {
    // With no spending every free card gives 0 kr: nothing to rank.
    expect(() =>
      rankedEntries(
        householdRanking({
          monthlyGroceries: 0,
          monthlyFuel: 0,
          monthlyOther: 0,
          travelPerYear: 0,
          flightsPerYear: 0,
        }),
      ),
    ).toThrow(/gir ikke noe igjen|står likt/);
  });
});

describe("each card's texts belong to the card", () => {
  it("has texts for exactly the cards that earn something, so any of them can be ranked", () => {
    expect(cashbackCardTexts.map((t) => t.cardId).sort()).toEqual(
      earningCards()
        .map((card) => card.id)
        .sort(),
    );
  });

  it.each(cashbackCardTexts.map((text) => [cardById(text.cardId)!.urlSlug, text] as const))(
    "%s: tokens fill from its own data, with at least two pros and one con",
    (slug, text) => {
      const card = cardBySlug(slug)!;
      const { pros, cons } = cardProsAndCons(card, text);
      expect(pros.length).toBeGreaterThanOrEqual(2);
      expect(cons.length).toBeGreaterThanOrEqual(1);
      for (const line of [...pros, ...cons]) expect(line).not.toMatch(/\{\w+\}/);
      // The fee and the travel insurance are stated from the data, never typed.
      expect(pros.includes("Ingen årsgebyr")).toBe(card.annualFee === 0);
      expect(cons.some((con) => con.startsWith("Årsgebyret på"))).toBe(card.annualFee > 0);
      expect(cons.includes("Ingen reiseforsikring")).toBe(!card.travelInsurance);
    },
  );

  it.each([
    "Høyest sats av kortene",
    "Lavest årsgebyr",
    "Flest butikker",
    "Den beste satsen",
    "Lav rente",
    "Høy kredittgrense",
    "Ingen årsgebyr",
    "Reiseforsikring",
  ])("refuses a typed comparison, a rate, a credit limit or a fact the data gives: «%s»", (text) => {
    for (const field of ["pros", "cons"] as const) {
      const entry = {
        urlSlug: "sas-eurobonus",
        specialOffers: ["Poeng"],
        pros: ["Poeng"],
        cons: ["Poeng"],
        [field]: [text],
      };
      expect(cashbackCardTextSchema.safeParse(entry).success, `${field}: ${text}`).toBe(false);
    }
  });
});

describe("summary figures, computed from the card data", () => {
  const summary = cashbackSummary();
  const calculator = calculatorOrder(stated);

  it.each([
    // figure, what the page shows, what the data gives (computed here independently)
    ["highest flat rate (%)", summary.highestFlatRate.percent, Math.max(...cards.map((card) => cashbackValue(card)!))],
    ["lowest annual fee (kr)", summary.lowestAnnualFee.kr, Math.min(...cards.map((card) => card.annualFee))],
    ["cards at the lowest fee", summary.lowestAnnualFee.cardCount, cards.filter((card) => card.annualFee === 0).length],
    [
      "average value before fee (kr)",
      summary.average.earned,
      calculator.reduce((sum, row) => sum + row.earned, 0) / cards.length,
    ],
    [
      "average value after fee (kr)",
      summary.average.net,
      calculator.reduce((sum, row) => sum + row.net, 0) / cards.length,
    ],
    ["cards compared", summary.cardsCompared, cards.length],
  ])("%s: %s is what the data gives", (_, shown, computed) => {
    expect(shown).toBeCloseTo(computed, 9);
  });

  it.each([
    ["highest flat rate", summary.highestFlatRate.percent, 2],
    ["lowest annual fee", summary.lowestAnnualFee.kr, 0],
    ["free cards", summary.lowestAnnualFee.cardCount, 6],
    ["average before fee, whole kroner", Math.round(summary.average.earned), 1943],
    ["average after fee, whole kroner", Math.round(summary.average.net), 163],
    ["cards compared", summary.cardsCompared, 10],
  ])("today's data: %s is %s", (_, shown, value) => {
    expect(shown).toBe(value);
  });

  it("names the cards with the highest flat rate (both pay points) and the highest paid in money", () => {
    expect(summary.highestFlatRate).toEqual({
      percent: 2,
      inPoints: true,
      cards: [
        { name: "American Express Platinum", urlSlug: "amex-platinum", cashbackInPoints: true },
        { name: "SAS Amex Elite", urlSlug: "sas-amex-elite", cashbackInPoints: true },
      ],
    });
    expect(summary.highestFlatRateInMoney).toEqual({
      percent: 1,
      cards: [{ name: "Morrow Bank Mastercard", urlSlug: "morrow-bank-kredittkort", cashbackInPoints: false }],
    });
  });

  it("never counts Trumf's NorgesGruppen bonus as a rate on all purchases", () => {
    const trumf = calculator.find((row) => row.card.urlSlug === "trumf-kredittkort")!;
    expect(trumf.byType.fuel + trumf.byType.other + trumf.byType.travel).toBe(0);
    expect(summary.highestFlatRate.cards.map((card) => card.urlSlug)).not.toContain("trumf-kredittkort");
    expect(summary.chainBonus).toEqual({ name: "Trumf Visa", chain: "NorgesGruppen" });
  });

  it("shows the spec's 15 000 kr as a worked example: the spend it takes at the highest flat rate", () => {
    expect(summary.cashbackTarget).toEqual({ cashbackKr: 15_000, ratePercent: 2, spendKr: 750_000 });
    expect((summary.cashbackTarget.spendKr * summary.cashbackTarget.ratePercent) / 100).toBe(
      summary.cashbackTarget.cashbackKr,
    );
  });
});

describe("re:member Black, one reading", () => {
  it("ranks the card by its current data, and shows it among the discount cards with its shared place", () => {
    const ranked = householdRanking();
    const black = ranked.find((row) => row.card.urlSlug === "remember-black")!;
    expect(black.card.annualFee).toBe(0);
    const shown = discountCards(ranked).find((entry) => entry.card.urlSlug === "remember-black");
    expect(shown).toMatchObject({ rank: black.rank, net: 0, place: 6, sharedWith: 2 });
  });
});

describe("category picks agree with the data where it can judge", () => {
  const pick = (category: string) => cardById(categoryWinners.find((w) => w.category === category)!.bestCardId)!;
  const grocerySpend: SpendingInput & Pick<TravelHabits, "flightsPerYear"> = {
    flightsPerYear: 0,
    monthlyGroceries: stated.monthlyGroceries,
    monthlyFuel: 0,
    monthlyOther: 0,
    travelPerYear: 0,
  };

  it.each([
    ["Dagligvarer", "trumf-kredittkort"],
    ["Netthandel", "tf-bank-mastercard"],
    ["Reise og fly", "sas-amex-elite"],
    ["Cashback i penger", "morrow-bank-kredittkort"],
    ["Gratis allroundkort", "bank-norwegian-kredittkort"],
  ])("best card for %s is %s", (category, slug) => {
    expect(pick(category).urlSlug).toBe(slug);
  });

  it("Dagligvarer: the card that gives most, after fee, for the household's grocery spending alone", () => {
    expect(calculatorOrder(grocerySpend)[0]?.card.urlSlug).toBe(pick("Dagligvarer").urlSlug);
  });

  it("Cashback i penger: the highest flat rate among the cards that pay money", () => {
    expect(cashbackSummary().highestFlatRateInMoney?.cards.map((card) => card.urlSlug)).toEqual([
      pick("Cashback i penger").urlSlug,
    ]);
  });

  it("Gratis allroundkort: of the free cards with travel insurance, the one that gives the household most", () => {
    const allround = calculatorOrder(stated).find((row) => {
      const card = cardBySlug(row.card.urlSlug)!;
      return card.annualFee === 0 && card.travelInsurance;
    });
    expect(allround?.card.urlSlug).toBe(pick("Gratis allroundkort").urlSlug);
  });

  it("Netthandel: the discount programme with the most shops", () => {
    const withDiscounts = cards.filter((card) => card.extras.partnerDiscounts);
    const most = Math.max(...withDiscounts.map((card) => card.extras.partnerDiscounts!.minShops));
    expect(pick("Netthandel").extras.partnerDiscounts?.minShops).toBe(most);
  });

  it("Reise og fly: the card with 2 for 1 trips", () => {
    expect(cards.filter((card) => card.extras.twoForOnePerYear).map((card) => card.urlSlug)).toEqual([
      pick("Reise og fly").urlSlug,
    ]);
  });
});

describe("tips", () => {
  it("has five tips plus a pro-tip", () => {
    expect(cashbackTips).toHaveLength(5);
    expect(cashbackProTip.title).toMatch(/^Protips/);
  });

  it("«flere ganger høyere enn noen cashback-sats»: every card's effective rate is at least twice the highest cashback rate", () => {
    const rates = cards.flatMap((card) => [
      card.cashbackRate!.max,
      card.extras.groceryRule?.everyday ?? 0,
      card.extras.groceryRule?.thursday ?? 0,
    ]);
    expect(Math.min(...cards.map(printedEffectiveRate))).toBeGreaterThanOrEqual(2 * Math.max(...rates));
  });
});
