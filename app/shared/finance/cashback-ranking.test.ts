import { describe, expect, it } from "vitest";
import { cardBySlug, cards } from "#content/cards";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import {
  averageValue,
  canEarn,
  earningRate,
  flatRate,
  leadingCards,
  notCountedText,
  rankCards,
  ratesText,
  yearlyFee,
  toRankableCard,
  yearlySpendFrom,
  type EarningRule,
  type RankableCard,
  type RankedCard,
  type RewardUse,
} from "./cashback-ranking";

/** A reader who flies (points count) and buys no flights from SAS; and one who tells nothing about flying. */
const flies: RewardUse = { usesPointsOnFlights: true, partnerFlightsKr: 0 };
const grounded: RewardUse = { usesPointsOnFlights: false, partnerFlightsKr: 0 };

const rankable = cards.map(toRankableCard);
const card = (slug: string) => rankable.find((c) => c.urlSlug === slug)!;

/** A made-up reviewed card paying 1 % on everything, free, for the ranking's arithmetic. */
const testCard = (facts: Partial<RankableCard> = {}): RankableCard => ({
  id: 99,
  urlSlug: "test",
  name: "Test",
  annualFee: 0,
  reviewed: true,
  cashbackRate: { min: 1, max: 1 },
  cashbackInPoints: false,
  loungeAccess: false,
  travelInsurance: false,
  ...facts,
});

describe("earningRate", () => {
  it.each([
    ["bank-norwegian-kredittkort", "lowest", 0.5],
    ["morrow-bank-kredittkort", "lowest", 1],
    ["morrow-bank-kredittkort", "highest", 4],
    ["sas-eurobonus", "highest", 2],
    ["remember-black", "none", 0],
    // Trumf: 1 % six days in seven, 4 % on Thursdays: (6 × 1 + 4) / 7.
    ["trumf-kredittkort", "grocery-rule", 10 / 7],
    // A card without a grocery rule earns nothing from it.
    ["remember-gold", "grocery-rule", 0],
  ] as const)("%s, %s → %s %%", (slug, source, rate) => {
    expect(earningRate(card(slug), source, earningAssumptions)).toBeCloseTo(rate, 10);
  });

  it("scales the grocery rule by the share bought in the chain", () => {
    expect(
      earningRate(card("trumf-kredittkort"), "grocery-rule", { thursdayShareOfGroceries: 0, groceryChainShare: 0.5 }),
    ).toBe(0.5);
  });
});

describe("rankCards", () => {
  const rank = (spend: Parameters<typeof yearlySpendFrom>[0], use: RewardUse = flies) =>
    rankCards(rankable, earningRules, yearlySpendFrom(spend), earningAssumptions, use);

  it.each([
    // groceries/month, fuel/month, other/month, travel/year → best card, its net kr a year, last card, its net
    [6000, 1500, 10_000, 20_000, "morrow-bank-kredittkort", 2300, "amex-platinum", -4400],
    // Grocery-heavy household: Trumf's 10/7 % on groceries beats 1 % on everything.
    [15_000, 0, 2000, 0, "trumf-kredittkort", 2571.43, "amex-platinum", -4920],
    // Big spender who flies: 2 % in points pays SAS Amex Elite's 6 000 kr fee and more.
    [10_000, 2000, 60_000, 100_000, "sas-amex-elite", 13_280, "tf-bank-mastercard", 0],
  ])(
    "%s + %s + %s a month, %s travel: best %s (%s kr), last %s (%s kr)",
    (groceries, fuel, other, travel, bestSlug, bestNet, lastSlug, lastNet) => {
      const ranked = rank({
        monthlyGroceries: groceries,
        monthlyFuel: fuel,
        monthlyOther: other,
        travelPerYear: travel,
      });
      expect(ranked).toHaveLength(10);
      expect(ranked[0]?.card.urlSlug).toBe(bestSlug);
      expect(ranked[0]?.net).toBeCloseTo(bestNet, 2);
      expect(ranked[0]?.best).toBe(true);
      expect(ranked.filter((r) => r.best)).toHaveLength(1);
      expect(ranked.at(-1)?.card.urlSlug).toBe(lastSlug);
      expect(ranked.at(-1)?.net).toBeCloseTo(lastNet, 2);
      expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (let i = 1; i < ranked.length; i += 1)
        expect(Math.round(ranked[i]!.net)).toBeLessThanOrEqual(Math.round(ranked[i - 1]!.net));
    },
  );

  it.each([
    // SAS flights of the 10 000 kr travel → travel earns (partner × 2 % + rest × 1 %), net after the 465 kr fee
    [0, 100, 1300 - 465],
    [4000, 140, 1340 - 465],
    [10_000, 200, 1400 - 465],
    // More SAS flights than travel: only the travel counts.
    [50_000, 200, 1400 - 465],
  ])(
    "SAS EuroBonus World: the top rate only on SAS flights (%s kr of them) → travel %s kr, net %s kr",
    (partnerFlightsKr, travel, net) => {
      const ranked = rank(
        { monthlyGroceries: 5000, monthlyFuel: 1000, monthlyOther: 4000, travelPerYear: 10_000 },
        { usesPointsOnFlights: true, partnerFlightsKr },
      );
      const sas = ranked.find((r) => r.card.urlSlug === "sas-eurobonus")!;
      expect(sas.byType).toEqual({ groceries: 600, fuel: 120, other: 480, travel });
      expect(sas.net).toBeCloseTo(net, 6);
    },
  );

  it.each([
    ["sas-eurobonus", -465],
    ["amex-platinum", -9000],
    ["morrow-bank-kredittkort", 2300],
  ])("a reader who does not fly: points count for nothing, money does (%s → %s kr)", (slug, net) => {
    const ranked = rank(
      { monthlyGroceries: 6000, monthlyFuel: 1500, monthlyOther: 10_000, travelPerYear: 20_000 },
      grounded,
    );
    const row = ranked.find((r) => r.card.urlSlug === slug)!;
    expect(row.net).toBeCloseTo(net, 6);
    expect(row.pointsNotUsable).toBe(row.rule.pointsProgramme !== undefined);
  });

  it.each([
    [0, undefined, 0],
    [465, undefined, 465],
    [0, 29, 348],
    [465, 25, 765],
  ])("the yearly fee: annual fee %s kr and a monthly fee of %s kr → %s kr", (annualFee, monthlyFeeKr, fee) => {
    expect(yearlyFee({ annualFee, monthlyFeeKr, reviewed: true })).toBe(fee);
    const test = testCard({ annualFee, ...(monthlyFeeKr === undefined ? {} : { monthlyFeeKr }) });
    const rule: EarningRule = {
      cardId: 99,
      rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" },
    };
    const [row] = rankCards(
      [test],
      [rule],
      { groceries: 0, fuel: 0, other: 10_000, travel: 0 },
      earningAssumptions,
      flies,
    );
    expect(row?.net).toBe(100 - fee);
  });

  it.each([
    [0, undefined, undefined],
    [465, undefined, undefined],
    [0, 0, 0],
    [465, 25, 765],
  ])(
    "the yearly fee of a card nobody reviewed: annual fee %s kr, monthly fee %s kr → %s (unknown stays unknown)",
    (annualFee, monthlyFeeKr, fee) => {
      expect(yearlyFee({ annualFee, monthlyFeeKr, reviewed: false })).toBe(fee);
    },
  );

  it("never ranks a card whose yearly fee is unknown as if it were free", () => {
    const unknown = testCard({ id: 98, name: "Ukjent månedsgebyr", reviewed: false });
    const rule: EarningRule = {
      cardId: 98,
      rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" },
    };
    expect(() =>
      rankCards([unknown], [rule], { groceries: 0, fuel: 0, other: 10_000, travel: 0 }, earningAssumptions, flies),
    ).toThrow("Månedsgebyret til Ukjent månedsgebyr er ukjent");
  });

  it("marks no card as best when no card gives anything back", () => {
    const ranked = rank({ monthlyGroceries: 0, monthlyFuel: 0, monthlyOther: 0, travelPerYear: 0 });
    expect(ranked.some((r) => r.best)).toBe(false);
    // The free cards share 0 kr and keep the card list's order; the fee cards follow, cheapest first.
    expect(ranked.slice(-4).map((r) => r.card.urlSlug)).toEqual([
      "sas-eurobonus",
      "sas-eurobonus-premium",
      "sas-amex-elite",
      "amex-platinum",
    ]);
  });

  it.each([
    [100_000, 1000, 1000, true],
    [100_000, 5000, 2000, false],
  ])("a yearly cap: %s kr spent at 2 %%, cap %s kr → earns %s kr (capped: %s)", (spend, cap, earned, capped) => {
    const test = testCard({ cashbackRate: { min: 2, max: 2 } });
    const rule: EarningRule = {
      cardId: 99,
      rates: { groceries: "lowest", fuel: "lowest", other: "lowest", travel: "lowest" },
      yearlyCapKr: cap,
    };
    const [ranked] = rankCards(
      [test],
      [rule],
      { groceries: 0, fuel: 0, other: spend, travel: 0 },
      earningAssumptions,
      flies,
    );
    expect(ranked?.earned).toBe(earned);
    expect(ranked?.capped).toBe(capped);
  });

  it("refuses a card without an earning rule", () => {
    expect(() =>
      rankCards(
        rankable,
        earningRules.slice(1),
        yearlySpendFrom({ monthlyGroceries: 1, monthlyFuel: 0, monthlyOther: 0, travelPerYear: 0 }),
        earningAssumptions,
        flies,
      ),
    ).toThrow(/bank-norwegian-kredittkort/);
  });
});

const ruleOf = (slug: string) => earningRules.find((r) => r.cardId === cardBySlug(slug)!.id)!;

describe("flatRate: what every purchase earns, whatever the kind", () => {
  it.each([
    ["bank-norwegian-kredittkort", 0.5],
    ["morrow-bank-kredittkort", 1],
    // 2 % on travel only: every purchase earns the lower rate.
    ["sas-eurobonus", 1],
    ["sas-eurobonus-premium", 1.5],
    ["amex-platinum", 2],
    ["sas-amex-elite", 2],
    // The Trumf bonus is for one chain's groceries only: nothing on fuel, travel or anything else.
    ["trumf-kredittkort", 0],
    ["remember-black", 0],
    ["remember-gold", 0],
    ["tf-bank-mastercard", 0],
  ])("%s → %s", (slug, rate) => {
    expect(flatRate(card(slug), ruleOf(slug), earningAssumptions)).toBe(rate);
  });

  it.each(cards.map((c) => [c.urlSlug, c] as const))(
    "%s: the same figure the sort and the 'Høy cashback' filter use",
    (slug, c) => {
      expect(flatRate(card(slug), ruleOf(slug), earningAssumptions)).toBe(c.cashbackRate!.min);
    },
  );
});

describe("canEarn", () => {
  it.each([
    ["trumf-kredittkort", true],
    ["bank-norwegian-kredittkort", true],
    ["sas-amex-elite", true],
    ["remember-black", false],
    ["remember-gold", false],
    ["tf-bank-mastercard", false],
  ])("%s → %s", (slug, earns) => {
    expect(canEarn(card(slug), ruleOf(slug), earningAssumptions)).toBe(earns);
  });
});

describe("leadingCards", () => {
  const row = (slug: string, net: number, rank: number): RankedCard =>
    ({
      card: { ...card(slug) },
      rule: ruleOf(slug),
      byType: { groceries: 0, fuel: 0, other: 0, travel: 0 },
      earned: net,
      capped: false,
      net,
      rank,
      best: rank === 1,
    }) as RankedCard;
  const list = (nets: number[]) => nets.map((net, index) => row(rankable[index]!.urlSlug, net, index + 1));

  it.each([
    // nets in ranked order → first n kept, or the reason it is refused
    [[300, 200, 100, 50], 3, null],
    [[300, 200, 100], 3, null],
    [[300, 200, 100.4, 100.2], 3, /står likt/],
    [[300, 200.2, 199.9, 50], 3, /står likt/],
    [[300, 200, 0, -5], 3, /gir ikke noe igjen/],
    // Shown as whole kroner: 100,4 and 99,6 are both "100 kr", a tie; 100,4 and 99,4 are not.
    [[300, 200, 100.4, 99.6], 3, /står likt/],
    [[300, 200, 100.4, 99.4], 3, null],
    [[300, 200], 3, /ventet minst 3/],
  ] as const)("%j, first %s → %s", (nets, count, refused) => {
    const ranked = list([...nets]);
    if (refused) expect(() => leadingCards(ranked, count)).toThrow(refused);
    else expect(leadingCards(ranked, count).map((r) => r.net)).toEqual(nets.slice(0, count));
  });
});

describe("averageValue", () => {
  it("is the mean over all the ranked cards, before and after fees", () => {
    const ranked = rankCards(
      rankable,
      earningRules,
      yearlySpendFrom({ monthlyGroceries: 6000, monthlyFuel: 1500, monthlyOther: 10_000, travelPerYear: 20_000 }),
      earningAssumptions,
      flies,
    );
    // 2 300 + 1 150 + 1 028,57 + 0 + 0 + 0 + 2 300 + 3 450 + 4 600 + 4 600 before fees (no SAS flights, so SAS's
    // travel earns its lowest rate); 18 800 kr of fees.
    expect(averageValue(ranked).earned).toBeCloseTo((2300 + 1150 + 72_000 / 70 + 2300 + 3450 + 4600 + 4600) / 10, 9);
    expect(averageValue(ranked).net).toBeCloseTo(averageValue(ranked).earned - (465 + 2335 + 9000 + 6000) / 10, 9);
  });

  it("refuses an empty ranking", () => {
    expect(() => averageValue([])).toThrow();
  });
});

describe("ratesText: the rates counted, in words", () => {
  it.each([
    ["bank-norwegian-kredittkort", "0,5 % på alt"],
    ["sas-eurobonus", "1 % i EuroBonus-poeng på alt (2 % på flybilletter hos SAS)"],
    ["sas-eurobonus-premium", "1,5 % i EuroBonus-poeng på alt (2,5 % på flybilletter hos SAS)"],
    ["sas-amex-elite", "2 % i EuroBonus-poeng på alt"],
    ["trumf-kredittkort", "1,43 % på dagligvarer og 0 % på resten"],
    ["remember-black", null],
  ])("%s → %s", (slug, text) => {
    expect(
      ratesText({ card: card(slug), rule: ruleOf(slug) }, earningAssumptions)?.replace(/\u00a0/g, " ") ?? null,
    ).toBe(text);
  });
});

describe("notCountedText: what a ranking leaves out, said from what it counts", () => {
  const row = (slug: string, pointsNotUsable = false) => ({ card: card(slug), rule: ruleOf(slug), pointsNotUsable });
  it.each([
    // slug, lounges counted, insurance counted, points usable → the words
    ["amex-platinum", false, false, true, /^Loungetilgangen og reiseforsikringen er ikke regnet med\. Restaurant/],
    ["amex-platinum", true, false, true, /^Reiseforsikringen er ikke regnet med\. Restaurant/],
    ["amex-platinum", true, true, true, /^Restaurantopplevelsene er ikke regnet med\./],
    ["sas-eurobonus", false, true, true, null],
    ["sas-eurobonus", false, false, true, /^Reiseforsikringen er ikke regnet med\.$/],
    ["sas-eurobonus", false, true, false, /^EuroBonus-poengene er ikke regnet med, fordi du ikke oppgir flyreiser/],
    ["bank-norwegian-kredittkort", false, true, true, null],
  ] as const)("%s, lounge %s, insurance %s, points usable %s → %s", (slug, lounge, insurance, usable, words) => {
    const text = notCountedText(row(slug, !usable), { lounge, insurance });
    if (words === null) expect(text).toBeNull();
    else expect(text).toMatch(words);
  });

  it("never lets a rule's own sentence mention lounges or insurance, which the rankings count or say", () => {
    for (const rule of earningRules) expect(rule.notCounted ?? "").not.toMatch(/lounge|forsikring/i);
  });
});
