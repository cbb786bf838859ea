import type { CreditCard } from "#content/card-schema";
import {
  cardValue,
  rewardUse,
  spendingTypes,
  toRankableCard,
  yearlySpendFrom,
  type CardValue,
  type EarningAssumptions,
  type EarningRule,
  type RankableCard,
  type RewardUse,
  type SpendingInput,
  type SpendingType,
} from "../../shared/finance/cashback-ranking";
import { interestWithoutPayments } from "../../shared/finance/debt-repayment";
import { formatKr } from "../../shared/format/format";
import { nominalRate, representativeExample, type CreditTerms } from "../../shared/cards/representative-example";
import { travelBenefits, type TravelBenefitValues } from "../../shared/finance/travel-benefits";
import {
  eligibilityShortfalls,
  type EligibilityShortfall,
  type ReaderCircumstances,
} from "../../shared/cards/eligibility";

/**
 * Kortvelgeren (/kortvelger): every card's estimated net value in a year for one reader's answers,
 * ranked. Nothing here is new finance: each part is the site's own function for it. The valuation rules
 * (points, where an earning rule applies, months carried, net figures) are decision 0032.
 *
 *   net = earned + lounge + insurance − yearly fees − interest on the balance − interest on new purchases
 *
 * - earned: what the card pays back on the reader's spending, by the cashback ranking's cardValue
 *   (the card's own rates, each earning rule only where it applies, caps respected): points only for a
 *   reader who flies, the top travel rate only on the partner airline's flights the reader states.
 * - lounge and insurance: only when the reader asks for them and the card has them; valued as the
 *   travel guide's calculator values them (travelBenefits, content/calculator-assumptions.ts).
 * - yearly fees: the annual fee and twelve monthly fees (the feed's kredittkort_termingebyr).
 * - interest on the balance: for the months the reader says a balance is carried, with interest on
 *   interest every month at the card's nominal rate, 12 × ((1 + r)^(1/12) − 1) rounded as banks state it
 *   (nominalRate, as in the representative example: finansavtaleforskriften § 1-4 and docs/decisions/0005),
 *   month by month in whole øre (interestWithoutPayments, debt-repayment.ts).
 * - interest on new purchases: a bill not paid in full loses the interest-free period, so in each of those
 *   months that month's purchases bear a month's interest at the same rate (decision 0032).
 */

export const paymentHabits = ["full", "sometimes", "usually"] as const;
/** How the reader pays the bill: always in full, sometimes carries a balance, usually carries one. */
export type PaymentHabit = (typeof paymentHabits)[number];

export type FinderProfile = {
  payment: PaymentHabit;
  /** What is usually left on the card after the due date, in kroner; ignored when paying in full. */
  balanceKr: number;
  /** Months a year a balance is left after the due date, as the reader says (or the habit's default); 0 when paying in full. */
  monthsCarried: number;
  spending: SpendingInput;
  /** Of the monthly groceries, kroner bought in the grocery rule's chain (NorgesGruppen). */
  monthlyChainGroceriesKr: number;
  /** Of the travel spending, kroner a year on flights from the airline a card's top travel rate applies to. */
  partnerFlightsKr: number;
  flightsPerYear: number;
  wantsLounge: boolean;
  wantsTravelInsurance: boolean;
  /** Age and yearly income, both optional, for the eligibility pre-check. */
  circumstances: ReaderCircumstances;
};

/** What the finder assumes beyond the answers (content/card-finder.ts), stated on the page. */
export type FinderAssumptions = {
  /** Months a year with a balance left after the due date, per answer, when the reader does not say. */
  monthsWithBalance: Record<Exclude<PaymentHabit, "full">, number>;
  /** Lounge visits per trip (a return flight is one trip). */
  loungeVisitsPerFlight: number;
};

/** Everything the ranking reads besides the cards and the answers; the loader gathers it from content/. */
export type FinderSettings = FinderAssumptions & {
  thursdayShareOfGroceries: EarningAssumptions["thursdayShareOfGroceries"];
  travelValues: TravelBenefitValues;
};

/** The card facts the finder needs; loaders pass these instead of whole cards. */
export type FinderCard = RankableCard &
  CreditTerms &
  Pick<CreditCard, "minimumAge" | "maximumAge" | "minimumIncomeKr"> & {
    /** The bank's application page: the apply link is shown only with one (ApplyLink). */
    applyUrl?: string;
  };

export function toFinderCard(card: CreditCard): FinderCard {
  const { minimumAge, maximumAge, minimumIncomeKr } = card;
  return {
    ...toRankableCard(card),
    applyUrl: card.applyUrl,
    interestRate: card.interestRate,
    ...(minimumAge === undefined ? {} : { minimumAge }),
    ...(maximumAge === undefined ? {} : { maximumAge }),
    ...(minimumIncomeKr === undefined ? {} : { minimumIncomeKr }),
  };
}

/** Where most of a card's value comes from: a kind of spending, or a travel benefit. */
export type ValueSource = SpendingType | "lounge" | "insurance";

/** The one sentence of why, as data; reasonText says it in words. */
export type FinderReason =
  | { kind: "interest-outweighs"; interest: number; benefits: number }
  | { kind: "fee-outweighs"; fee: number; benefits: number }
  | { kind: "costs-outweigh"; costs: number; benefits: number }
  | { kind: "capped"; capKr: number }
  | { kind: "nothing-back" }
  | { kind: "main-source"; source: ValueSource; amount: number };

export type FinderRow = {
  card: FinderCard;
  rule: EarningRule;
  /** Cashback or points in kroner, per kind of spending and after the cap. */
  value: CardValue;
  lounge: number;
  insurance: number;
  /** Everything the card gives: earned + lounge + insurance. */
  benefits: number;
  /** The annual fee and twelve monthly fees. */
  fee: number;
  /** Interest on the balance carried. */
  interest: number;
  /** Interest on new purchases in the months the interest-free period is lost. */
  purchaseInterest: number;
  /** benefits − fee − interest − purchaseInterest. */
  net: number;
  rank: number;
  /** The highest net value, when it is above 0 kr (ties share it); only among the cards the reader meets the rules of. */
  best: boolean;
  reason: FinderReason;
  /** The bank's published age or income rules the reader falls outside; empty when none (or nothing told). */
  shortfalls: EligibilityShortfall[];
};

/**
 * Interest on a balance left on the card for `months` months: the card's nominal rate, as its
 * representative example states it, a twelfth of it each month, added to the balance (interest on
 * interest). Twelve months give back about the card's yearly rate (19,9 % of 20 000 kr ≈ 3 980 kr).
 */
export function balanceInterest(card: CreditTerms, balanceKr: number, months: number): number {
  if (months <= 0 || balanceKr <= 0) return 0;
  return interestWithoutPayments(balanceKr, nominalRate(card.interestRate), "nominal", months);
}

/**
 * The lost interest-free period: when a bill is not paid in full, the card's terms charge interest on new
 * purchases from the day they are made. In each month a balance is carried, that month's purchases bear
 * one month's interest at the nominal rate (they are billed at the month's end and, not paid in full, stay
 * on the balance). 12 × 1/12 of the rate on a twelfth of the year's spending: about the rate × spend / 12.
 */
export function purchaseInterest(card: CreditTerms, yearlySpendKr: number, months: number): number {
  if (months <= 0 || yearlySpendKr <= 0) return 0;
  return months * interestWithoutPayments(yearlySpendKr / 12, nominalRate(card.interestRate), "nominal", 1);
}

/** The share (0–1) of groceries bought in the grocery rule's chain; none without groceries. */
export function chainShare(profile: Pick<FinderProfile, "spending" | "monthlyChainGroceriesKr">): number {
  const groceries = profile.spending.monthlyGroceries;
  return groceries > 0 ? Math.min(1, profile.monthlyChainGroceriesKr / groceries) : 0;
}

/** What the reader can use (decision 0032): points only with flights to spend them on; the top travel rate only on the partner's flights. */
export function rewardUseFor(profile: Pick<FinderProfile, "flightsPerYear" | "partnerFlightsKr">): RewardUse {
  return rewardUse(profile);
}

/** The reader's travel benefits in kroner a year, as the travel guide's calculator values them. */
export function travelValueFor(profile: FinderProfile, settings: FinderSettings) {
  const flights = profile.flightsPerYear;
  return travelBenefits(
    {
      flightsPerYear: flights,
      // The insurance is worth a share of what the trips cost; the trips are the reader's travel spending.
      spendPerTripKr: flights > 0 ? profile.spending.travelPerYear / flights : 0,
      loungeVisitsPerYear: flights * settings.loungeVisitsPerFlight,
      extraBagsPerYear: 0,
    },
    settings.travelValues,
  );
}

type RowFigures = Omit<FinderRow, "rank" | "best" | "reason" | "shortfalls">;

function reasonFor(row: RowFigures): FinderReason {
  const { benefits, fee, value, lounge, insurance } = row;
  const interest = row.interest + row.purchaseInterest;
  if (interest > 0 && interest >= benefits) return { kind: "interest-outweighs", interest, benefits };
  if (fee > 0 && fee >= benefits) return { kind: "fee-outweighs", fee, benefits };
  if (interest > 0 && fee + interest >= benefits) return { kind: "costs-outweigh", costs: fee + interest, benefits };
  if (benefits <= 0) return { kind: "nothing-back" };
  if (value.capped && row.rule.yearlyCapKr !== undefined) return { kind: "capped", capKr: row.rule.yearlyCapKr };
  const sources: Array<[ValueSource, number]> = [
    ...spendingTypes.map((type) => [type, value.byType[type]] as [ValueSource, number]),
    ["lounge", lounge],
    ["insurance", insurance],
  ];
  const [source, amount] = sources.reduce((top, next) => (next[1] > top[1] ? next : top));
  return { kind: "main-source", source, amount };
}

/** Each card's figures for the profile, unranked. A card without an earning rule is an error. */
function figuresFor(
  cards: readonly FinderCard[],
  rules: readonly EarningRule[],
  profile: FinderProfile,
  settings: FinderSettings,
): RowFigures[] {
  const spend = yearlySpendFrom(profile.spending);
  const yearlySpendKr = spendingTypes.reduce((sum, type) => sum + spend[type], 0);
  const earning: EarningAssumptions = {
    thursdayShareOfGroceries: settings.thursdayShareOfGroceries,
    groceryChainShare: chainShare(profile),
  };
  const use = rewardUseFor(profile);
  const travel = travelValueFor(profile, settings);
  const months = profile.balanceKr > 0 ? profile.monthsCarried : 0;
  return cards.map((card) => {
    const rule = rules.find((r) => r.cardId === card.id);
    if (!rule) throw new Error(`Mangler opptjeningsregel for kortet ${card.urlSlug}`);
    const value = cardValue(card, rule, spend, earning, use);
    const lounge = profile.wantsLounge && card.loungeAccess ? travel.lounge : 0;
    const insurance = profile.wantsTravelInsurance && card.travelInsurance ? travel.insurance : 0;
    const benefits = value.earned + lounge + insurance;
    const interest = balanceInterest(card, profile.balanceKr, months);
    const onPurchases = purchaseInterest(card, yearlySpendKr, months);
    return {
      card,
      rule,
      value,
      lounge,
      insurance,
      benefits,
      fee: value.fee,
      interest,
      purchaseInterest: onPurchases,
      net: benefits - value.fee - interest - onPurchases,
    };
  });
}

/**
 * Every card ranked by net value a year for the profile, highest first. Equal values (in whole
 * kroner, as shown) put the cheaper credit first (the representative example's cost, the site's one
 * order for credit), then keep the card list's order. The cards whose published age or income rules the
 * reader falls outside are ranked too, after the others (splitFinderRows shows them apart), and are
 * never «best».
 */
export function rankForProfile(
  cards: readonly FinderCard[],
  rules: readonly EarningRule[],
  profile: FinderProfile,
  settings: FinderSettings,
): FinderRow[] {
  const rows = figuresFor(cards, rules, profile, settings).map((row, index) => ({
    row: { ...row, reason: reasonFor(row), shortfalls: eligibilityShortfalls(row.card, profile.circumstances) },
    index,
    creditCost: representativeExample(row.card).creditCost,
  }));
  const sorted = rows.sort(
    (a, b) =>
      Number(a.row.shortfalls.length > 0) - Number(b.row.shortfalls.length > 0) ||
      Math.round(b.row.net) - Math.round(a.row.net) ||
      a.creditCost - b.creditCost ||
      a.index - b.index,
  );
  const first = sorted[0]?.row;
  const top = first && first.shortfalls.length === 0 ? Math.round(first.net) : 0;
  return sorted.map(({ row }, index) => ({
    ...row,
    rank: index + 1,
    best: top > 0 && row.shortfalls.length === 0 && Math.round(row.net) === top,
  }));
}

/** The ranking in two: the cards the reader meets the published rules of, and the ones shown apart. */
export function splitFinderRows(rows: readonly FinderRow[]): { eligible: FinderRow[]; outside: FinderRow[] } {
  return {
    eligible: rows.filter((row) => row.shortfalls.length === 0),
    outside: rows.filter((row) => row.shortfalls.length > 0),
  };
}

export type CreditWarning = {
  balanceKr: number;
  months: number;
  /** The interest a year (on the balance and on new purchases), on the cheapest and the dearest card. */
  interest: { min: number; max: number };
  /** The most any card gives this reader after its yearly fees, before interest (net of fees, in kroner a year). */
  mostAfterFees: number;
  /** The first card's net a year after fees and interest: what the best card really gives (or costs). */
  bestNet: number;
  /** On every card the interest is at least all the card gives back after its fees. */
  outweighsEverywhere: boolean;
  /** Per 100 kr: a year's interest owed on the card with the lowest rate, and the highest rate any card pays back on a purchase. */
  per100: { leastInterest: number; mostBack: number };
};

/** Highest percentage any card pays on some purchase: its top rate, or its grocery rule's best day. */
const highestRate = (card: FinderCard) => Math.max(card.cashbackRate.max, card.groceryRule?.thursday ?? 0);

/**
 * For a reader who carries a balance: what the credit costs against what the cards give, net of their fees.
 * Null when the reader pays in full. `per100` holds for every reader: a krone owed for a year costs more in
 * interest on every card than any card pays back on a krone spent.
 */
export function creditWarning(rows: readonly FinderRow[], profile: FinderProfile): CreditWarning | null {
  const months = profile.balanceKr > 0 ? profile.monthsCarried : 0;
  const eligible = splitFinderRows(rows).eligible;
  const weighed = eligible.length > 0 ? eligible : rows;
  if (months === 0 || weighed.length === 0) return null;
  const credit = weighed.map((row) => row.interest + row.purchaseInterest);
  const afterFees = weighed.map((row) => row.benefits - row.fee);
  return {
    balanceKr: profile.balanceKr,
    months,
    interest: { min: Math.min(...credit), max: Math.max(...credit) },
    mostAfterFees: Math.max(...afterFees),
    bestNet: weighed[0]!.net,
    outweighsEverywhere: weighed.every((row, index) => credit[index]! >= afterFees[index]!),
    per100: {
      leastInterest: Math.min(...rows.map((row) => balanceInterest(row.card, 100, 12))),
      mostBack: Math.max(...rows.map((row) => highestRate(row.card))),
    },
  };
}

/** Kinds of value in words, as they end "Mest av verdien kommer fra …". */
const sourceNames: Record<ValueSource, string> = {
  groceries: "dagligvarene",
  fuel: "drivstoffet",
  other: "det andre forbruket",
  travel: "reisene",
  lounge: "loungebesøkene",
  insurance: "reiseforsikringen",
};

/** Whole kroner, as the page shows them. */
const kr = (value: number) => formatKr(Math.round(value));

/** The one plain sentence of why a card stands where it does. */
export function reasonText(row: Pick<FinderRow, "reason" | "card">): string {
  const { reason } = row;
  switch (reason.kind) {
    case "interest-outweighs":
      return `Rentene, ${kr(reason.interest)} i året, er mer enn alt kortet gir deg tilbake (${kr(reason.benefits)}).`;
    case "fee-outweighs":
      return reason.benefits > 0
        ? `Gebyrene på ${kr(reason.fee)} i året er mer enn kortet gir deg tilbake (${kr(reason.benefits)}).`
        : `Kortet gir deg ingenting tilbake, men koster ${kr(reason.fee)} i gebyrer i året.`;
    case "costs-outweigh":
      return `Gebyrene og rentene, til sammen ${kr(reason.costs)} i året, er mer enn kortet gir deg tilbake (${kr(reason.benefits)}).`;
    case "capped":
      return `Du når kortets tak på ${kr(reason.capKr)} i året, så mer forbruk gir ikke mer tilbake.`;
    case "nothing-back":
      return "Kortet gir deg ikke cashback eller poeng du kan bruke, men har heller ikke gebyrer.";
    case "main-source": {
      const chain = reason.source === "groceries" && row.card.groceryRule ? ` i ${row.card.groceryRule.chain}` : "";
      return `Mest av verdien kommer fra ${sourceNames[reason.source]}${chain}: ${kr(reason.amount)} i året.`;
    }
  }
}
