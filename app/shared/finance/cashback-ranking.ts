import type { CreditCard } from "#content/card-schema";
import { isReviewed } from "../cards/card-review";
import { formatPercent } from "../format/format";

/**
 * 'Finn ditt optimale kort': every card's estimated yearly value from the reader's own
 * spending, net of the annual fee, ranked. The rates come from the cards' own data
 * (cashbackRate, groceryRule); the earning rules (content/earning-rules.ts) only say which
 * of a card's rates applies to which kind of spending, and which caps apply.
 */

export const spendingTypes = ["groceries", "fuel", "other", "travel"] as const;
export type SpendingType = (typeof spendingTypes)[number];

/**
 * Which of the card's own rates a kind of spending earns: "lowest"/"highest" of its
 * cashbackRate range, "none", or "grocery-rule" (Trumf: everyday rate, Thursday rate).
 */
export const rateSources = ["lowest", "highest", "none", "grocery-rule"] as const;
export type RateSource = (typeof rateSources)[number];

export type EarningRule = {
  /** The card's id: content names a card by it, never by its address (decision 0015, stop 47). */
  cardId: number;
  rates: Record<SpendingType, RateSource>;
  /** Most value the card pays in a year, in kroner. */
  yearlyCapKr?: number;
  /** Points cards: the programme. The card's rate is the points' value in kr per 100 kr spent. */
  pointsProgramme?: string;
  /**
   * The airline whose flights earn the card's top travel rate ("SAS"): the rate source "highest" applies
   * only to flights bought from it, never to hotels or package trips (decision 0032).
   */
  travelPartner?: string;
  /**
   * What the estimate leaves out for this card besides lounges and travel insurance, one sentence. Those two
   * are said by notCountedText from what each ranking counts, so the words and the arithmetic agree.
   */
  notCounted?: string;
};

/**
 * What the reader can use, which decides where a rule applies (docs/decisions/0032):
 * - points: worth their stated value in kroner only to a reader who flies (bonus flights are what the
 *   programmes' stated value is for); to a reader who never flies we count them as nothing, and say so;
 * - the top travel rate: only on the flights the reader buys from the card's partner airline, a part of
 *   the travel spending; the rest of travel (hotels, package trips, other airlines) earns the lowest rate.
 */
export type RewardUse = {
  /** The reader flies, so points can be used on bonus flights. */
  usesPointsOnFlights: boolean;
  /** Kroner a year on flights bought from the partner airline (part of travel); 0 when not asked. */
  partnerFlightsKr: number;
};

/** What a reader tells about flying: every ranking asks the same two questions (or states its example's answers). */
export type TravelHabits = { flightsPerYear: number; partnerFlightsKr: number };

/** The one rule of use, for every ranking: points count for a reader who flies; the top travel rate on the partner's flights. */
export function rewardUse(habits: TravelHabits): RewardUse {
  return { usesPointsOnFlights: habits.flightsPerYear > 0, partnerFlightsKr: habits.partnerFlightsKr };
}

/** A calculator that does not ask about flying (the savings calculator): points are not counted, the top travel rate nowhere. */
export const NO_FLIGHTS_TOLD: RewardUse = { usesPointsOnFlights: false, partnerFlightsKr: 0 };

export type EarningAssumptions = {
  /** Share of grocery spending done on Thursdays (Trumf's higher rate), 0–1. */
  thursdayShareOfGroceries: number;
  /** Share of grocery spending done in the grocery rule's chain (NorgesGruppen), 0–1. */
  groceryChainShare: number;
};

/** The card facts the ranking needs; loaders pass these instead of whole cards (smaller pages). */
export type RankableCard = Pick<CreditCard, "id" | "urlSlug" | "name" | "annualFee" | "monthlyFeeKr"> & {
  /** The editors reviewed the card against the bank's terms: a monthly fee it does not state is none (yearlyFee). */
  reviewed: boolean;
  cashbackRate: { min: number; max: number };
  cashbackInPoints: boolean;
  groceryRule?: { everyday: number; thursday: number; chain: string };
  /** The card gives lounge access (it states a number of lounges). */
  loungeAccess: boolean;
  travelInsurance: boolean;
};

/** The facts a year's fees are reckoned from. */
export type FeeFacts = Pick<RankableCard, "annualFee" | "monthlyFeeKr" | "reviewed">;

/**
 * The monthly fee a year's cost counts: the one the card states; none on a card the editors reviewed (its terms
 * checked against the bank's, every figure printed for it counting none); otherwise unknown (undefined), as on a
 * card from the feed whose `kredittkort_termingebyr` is empty. Unknown is never 0 (decision 0032, stop 48).
 */
export function countedMonthlyFee(card: Pick<FeeFacts, "monthlyFeeKr" | "reviewed">): number | undefined {
  return card.monthlyFeeKr ?? (card.reviewed ? 0 : undefined);
}

/**
 * What the card costs in a year when the bill is paid in full: the annual fee and twelve monthly fees; undefined
 * when the monthly fee is unknown, so no ranking, filter or table takes the card as cheaper than it may be.
 */
export function yearlyFee(card: FeeFacts): number | undefined {
  const monthly = countedMonthlyFee(card);
  return monthly === undefined ? undefined : card.annualFee + 12 * monthly;
}

/** A card's facts for yearlyFee. */
export const feeFacts = (
  card: Pick<CreditCard, "annualFee" | "monthlyFeeKr" | "highlights" | "bestFor" | "editorial">,
): FeeFacts => ({
  annualFee: card.annualFee,
  ...(card.monthlyFeeKr === undefined ? {} : { monthlyFeeKr: card.monthlyFeeKr }),
  reviewed: isReviewed(card),
});

/**
 * A card in the terms the rankings weigh. Only cards with an earning rule are ranked, and each of those
 * states its rates (earningRuleProblems, content/earning-rules.ts): the fallback is never reached by one.
 */
export function toRankableCard(card: CreditCard): RankableCard {
  const { id, urlSlug, name, annualFee, monthlyFeeKr, travelInsurance } = card;
  const base = {
    id,
    urlSlug,
    name,
    annualFee,
    ...(monthlyFeeKr === undefined ? {} : { monthlyFeeKr }),
    reviewed: isReviewed(card),
    cashbackRate: card.cashbackRate ?? { min: 0, max: 0 },
    cashbackInPoints: card.cashbackInPoints ?? false,
    loungeAccess: card.extras.loungeCount !== undefined,
    travelInsurance,
  };
  const { groceryRule } = card.extras;
  return groceryRule ? { ...base, groceryRule } : base;
}

/**
 * The cards a cashback ranking can place: those with an earning rule, which the editors write for reviewed
 * cards only (content/earning-rules.ts). A card from the feed without one is not ranked on a value we cannot
 * know; its page shows its facts.
 */
export function cardsWithEarningRules<T extends Pick<CreditCard, "id">>(
  cards: readonly T[],
  rules: readonly Pick<EarningRule, "cardId">[],
): T[] {
  return cards.filter((card) => rules.some((rule) => rule.cardId === card.id));
}

/** Yearly spending, in kroner a year per kind. */
export type YearlySpend = Record<SpendingType, number>;

/** The cashback calculator's inputs, in kroner: three monthly amounts and travel per year. */
export type SpendingInput = {
  monthlyGroceries: number;
  monthlyFuel: number;
  monthlyOther: number;
  travelPerYear: number;
};

/** The cashback calculator's inputs as yearly spending per kind. */
export function yearlySpendFrom(input: SpendingInput): YearlySpend {
  return {
    groceries: input.monthlyGroceries * 12,
    fuel: input.monthlyFuel * 12,
    other: input.monthlyOther * 12,
    travel: input.travelPerYear,
  };
}

/** The rate in percent a kind of spending earns with this card. */
export function earningRate(card: RankableCard, source: RateSource, assumptions: EarningAssumptions): number {
  switch (source) {
    case "lowest":
      return card.cashbackRate.min;
    case "highest":
      return card.cashbackRate.max;
    case "none":
      return 0;
    case "grocery-rule": {
      const rule = card.groceryRule;
      if (!rule) return 0;
      const thursday = assumptions.thursdayShareOfGroceries;
      return assumptions.groceryChainShare * (rule.everyday * (1 - thursday) + rule.thursday * thursday);
    }
  }
}

export type CardValue = {
  card: RankableCard;
  rule: EarningRule;
  /** Value earned per kind of spending, in kr a year, before any cap. */
  byType: Record<SpendingType, number>;
  /** Value earned in kr a year, after the cap. */
  earned: number;
  capped: boolean;
  /** Points earned but not counted: the reader does not fly, so cannot use them (RewardUse). */
  pointsNotUsable: boolean;
  /** The annual fee and twelve monthly fees (yearlyFee). */
  fee: number;
  /** Earned minus the yearly fee. */
  net: number;
};

/** Kroner earned on one kind of spending; the top travel rate only on the partner airline's flights. */
function earnedOn(
  card: RankableCard,
  rule: EarningRule,
  type: SpendingType,
  spend: YearlySpend,
  assumptions: EarningAssumptions,
  use: RewardUse,
): number {
  const source = rule.rates[type];
  if (type === "travel" && source === "highest") {
    const partner = Math.min(spend.travel, Math.max(0, use.partnerFlightsKr));
    return (partner * card.cashbackRate.max + (spend.travel - partner) * card.cashbackRate.min) / 100;
  }
  return (spend[type] * earningRate(card, source, assumptions)) / 100;
}

export function cardValue(
  card: RankableCard,
  rule: EarningRule,
  spend: YearlySpend,
  assumptions: EarningAssumptions,
  use: RewardUse,
): CardValue {
  const pointsNotUsable = rule.pointsProgramme !== undefined && !use.usesPointsOnFlights;
  const byType = Object.fromEntries(
    spendingTypes.map((type) => [type, pointsNotUsable ? 0 : earnedOn(card, rule, type, spend, assumptions, use)]),
  ) as Record<SpendingType, number>;
  const uncapped = spendingTypes.reduce((sum, type) => sum + byType[type], 0);
  const capped = rule.yearlyCapKr !== undefined && uncapped > rule.yearlyCapKr;
  const earned = capped ? (rule.yearlyCapKr as number) : uncapped;
  const fee = yearlyFee(card);
  // Never reached by a published card: the card store refuses an earning rule for a card whose fee is unknown.
  if (fee === undefined) throw new Error(`Månedsgebyret til ${card.name} er ukjent, så kortet kan ikke rangeres`);
  return { card, rule, byType, earned, capped, pointsNotUsable, fee, net: earned - fee };
}

/**
 * What a ranking leaves out of a card's value, in words: lounges and travel insurance the card has but the
 * ranking did not count, points the reader cannot use, then the rule's own sentence. Null when nothing is left out.
 */
export function notCountedText(
  row: Pick<CardValue, "card" | "rule" | "pointsNotUsable">,
  counted: { lounge: boolean; insurance: boolean },
): string | null {
  const benefits = [
    ...(row.card.loungeAccess && !counted.lounge ? ["loungetilgangen"] : []),
    ...(row.card.travelInsurance && !counted.insurance ? ["reiseforsikringen"] : []),
  ];
  const sentences = [
    ...(row.pointsNotUsable && row.rule.pointsProgramme
      ? [`${row.rule.pointsProgramme}-poengene er ikke regnet med, fordi du ikke oppgir flyreiser å bruke dem på.`]
      : []),
    ...(benefits.length > 0
      ? [`${capitalise(new Intl.ListFormat("nb-NO", { type: "conjunction" }).format(benefits))} er ikke regnet med.`]
      : []),
    ...(row.rule.notCounted ? [row.rule.notCounted] : []),
  ];
  return sentences.length > 0 ? sentences.join(" ") : null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type RankedCard = CardValue & {
  rank: number;
  /** The highest net value, when it is above 0 kr (ties share it). */
  best: boolean;
};

/**
 * All cards ranked by net yearly value, highest first. Equal values keep the order of the
 * card list. A card without an earning rule is an error: the content test guards it.
 */
export function rankCards(
  cards: readonly RankableCard[],
  rules: readonly EarningRule[],
  spend: YearlySpend,
  assumptions: EarningAssumptions,
  use: RewardUse,
): RankedCard[] {
  const values = cards.map((card) => {
    const rule = rules.find((r) => r.cardId === card.id);
    if (!rule) throw new Error(`Mangler opptjeningsregel for kortet ${card.urlSlug}`);
    return cardValue(card, rule, spend, assumptions, use);
  });
  // Compare on whole kroner, as shown, so that two cards shown with the same value are not ranked apart.
  const sorted = values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => Math.round(b.value.net) - Math.round(a.value.net) || a.index - b.index);
  const top = sorted[0] ? Math.round(sorted[0].value.net) : 0;
  return sorted.map(({ value }, index) => ({
    ...value,
    rank: index + 1,
    best: top > 0 && Math.round(value.net) === top,
  }));
}

/**
 * The rate every purchase earns with this card, whatever the kind of spending: the lowest rate
 * its earning rule gives any kind. A bonus that applies only to one chain's groceries (Trumf) or
 * only to travel is not earned on everything, so it does not count.
 */
export function flatRate(card: RankableCard, rule: EarningRule, assumptions: EarningAssumptions): number {
  return Math.min(...spendingTypes.map((type) => earningRate(card, rule.rates[type], assumptions)));
}

/** Whether the card earns anything at all on some kind of spending, so it can rank above 0 kr. */
export function canEarn(card: RankableCard, rule: EarningRule, assumptions: EarningAssumptions): boolean {
  return spendingTypes.some((type) => earningRate(card, rule.rates[type], assumptions) > 0);
}

/** Whole kroner, as the calculator shows and compares values. */
const shown = (value: number) => Math.round(value);

/**
 * The first `count` cards of a ranking, for a page that names them as the best for one stated
 * spending. Throws (fails the build) when the claim would not hold as shown: a card that gives
 * nothing back after the fee, or a place decided by the card list's order because two cards
 * are shown with the same value (within the first `count`, or the last of them and the next).
 */
export function leadingCards(ranked: readonly RankedCard[], count: number): RankedCard[] {
  if (ranked.length < count) throw new Error(`Rangeringen har ${ranked.length} kort, ventet minst ${count}`);
  const problems: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = ranked[index]!;
    const next = ranked[index + 1];
    if (shown(row.net) <= 0)
      problems.push(`${row.card.name} gir ikke noe igjen etter årsgebyret (${shown(row.net)} kr)`);
    if (next && shown(next.net) === shown(row.net)) {
      problems.push(
        `${row.card.name} og ${next.card.name} står likt (${shown(row.net)} kr), så rekkefølgen er ikke regnet ut`,
      );
    }
  }
  if (problems.length > 0)
    throw new Error(`Rangeringen kan ikke vises som de ${count} beste:\n- ${problems.join("\n- ")}`);
  return ranked.slice(0, count);
}

/** The mean yearly value over all the ranked cards, before and after their annual fees, in kroner (unrounded). */
export function averageValue(ranked: readonly RankedCard[]): { earned: number; net: number } {
  if (ranked.length === 0) throw new Error("Ingen kort å regne snitt av");
  const sum = (pick: (row: RankedCard) => number) => ranked.reduce((total, row) => total + pick(row), 0);
  return { earned: sum((row) => row.earned) / ranked.length, net: sum((row) => row.net) / ranked.length };
}

const typeNames: Record<SpendingType, string> = {
  groceries: "dagligvarer",
  fuel: "drivstoff",
  other: "annet",
  travel: "reiser",
};

/**
 * The rates a card was counted with, in words: "0,5 % på alt", "2 % på reiser i
 * EuroBonus-poeng og 1 % på resten" (the rate most kinds of spending share is "resten").
 * Null when the card earns nothing on ordinary spending. The calculator and the article use the same words.
 */
export function ratesText(row: Pick<CardValue, "card" | "rule">, assumptions: EarningAssumptions): string | null {
  // The top travel rate is said apart: it applies only to the partner airline's flights (earnedOn).
  const partnerRate = topTravelRate(row);
  const rateOf = (type: SpendingType) =>
    Math.round(
      (type === "travel" && partnerRate !== null
        ? row.card.cashbackRate.min
        : earningRate(row.card, row.rule.rates[type], assumptions)) * 100,
    ) / 100;
  const unit = row.rule.pointsProgramme ? ` i ${row.rule.pointsProgramme}-poeng` : "";
  const groups = new Map<number, SpendingType[]>();
  for (const type of spendingTypes) groups.set(rateOf(type), [...(groups.get(rateOf(type)) ?? []), type]);
  const entries = [...groups.entries()];
  const partner =
    partnerRate === null ? "" : ` (${formatPercent(partnerRate.rate)} på flybilletter hos ${partnerRate.partner})`;
  if (entries.every(([rate]) => rate === 0)) return null;
  if (entries.length === 1) return `${formatPercent(entries[0]![0])}${unit} på alt${partner}`;
  const restRate = [...entries].sort((a, b) => b[1].length - a[1].length)[0]![0];
  const parts = entries
    .filter(([rate]) => rate !== restRate)
    .sort((a, b) => b[0] - a[0])
    .map(([rate, types]) => `${formatPercent(rate)} på ${types.map((type) => typeNames[type]).join(" og ")}`);
  parts[0] = `${parts[0]}${unit}`;
  return `${parts.join(", ")} og ${formatPercent(restRate)} på resten${partner}`;
}

/** A rule's top travel rate and the airline it applies to, when it has one above its lowest rate. */
export function topTravelRate(row: Pick<CardValue, "card" | "rule">): { rate: number; partner: string } | null {
  const { card, rule } = row;
  if (rule.rates.travel !== "highest" || rule.travelPartner === undefined) return null;
  return card.cashbackRate.max > card.cashbackRate.min
    ? { rate: card.cashbackRate.max, partner: rule.travelPartner }
    : null;
}
