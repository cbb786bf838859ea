import type { CreditCard } from "#content/card-schema";
import {
  cardValue,
  spendingTypes,
  toRankableCard,
  yearlySpendFrom,
  type CardValue,
  type EarningAssumptions,
  type EarningRule,
  type RankableCard,
  type SpendingInput,
  type SpendingType,
} from "../../shared/finance/cashback-ranking";
import { interestWithoutPayments } from "../../shared/finance/debt-repayment";
import { formatKr } from "../../shared/format/format";
import { nominalRate, representativeExample, type CreditTerms } from "../../shared/cards/representative-example";
import { travelBenefits, type TravelBenefitValues } from "../../shared/finance/travel-benefits";

/**
 * Kortvelgeren (/kortvelger): every card's estimated net value in a year for one reader's answers,
 * ranked. Nothing here is new finance: each part is the site's own function for it.
 *
 *   net = earned + lounge + insurance − annual fee − interest
 *
 * - earned: what the card pays back on the reader's spending, by the cashback ranking's cardValue
 *   (the card's own rates, the earning rules, caps respected), with the share of groceries bought in
 *   the grocery rule's chain (NorgesGruppen) given by the reader.
 * - lounge and insurance: only when the reader asks for them and the card has them; valued as the
 *   travel guide's calculator values them (travelBenefits, content/calculator-assumptions.ts).
 * - interest: the balance the reader carries, for the months a year the answer implies, with interest
 *   on interest every month at the card's nominal rate, 12 × ((1 + r)^(1/12) − 1) rounded as banks
 *   state it (nominalRate, as in the representative example: finansavtaleforskriften § 1-4 and
 *   docs/decisions/0005), month by month in whole øre (interestWithoutPayments, debt-repayment.ts).
 */

export const paymentHabits = ["full", "sometimes", "usually"] as const;
/** How the reader pays the bill: always in full, sometimes carries a balance, usually carries one. */
export type PaymentHabit = (typeof paymentHabits)[number];

export type FinderProfile = {
  payment: PaymentHabit;
  /** What is usually left on the card after the due date, in kroner; ignored when paying in full. */
  balanceKr: number;
  spending: SpendingInput;
  /** Of the monthly groceries, kroner bought in the grocery rule's chain (NorgesGruppen). */
  monthlyChainGroceriesKr: number;
  flightsPerYear: number;
  wantsLounge: boolean;
  wantsTravelInsurance: boolean;
};

/** What the finder assumes beyond the answers (content/card-finder.ts), stated on the page. */
export type FinderAssumptions = {
  /** Months a year with a balance left after the due date, per answer. */
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
  CreditTerms & {
    travelInsurance: boolean;
    /** The card gives lounge access (it states a number of lounges). */
    loungeAccess: boolean;
    /** The bank's application page: the apply link is shown only with one (ApplyLink). */
    applyUrl?: string;
  };

export function toFinderCard(card: CreditCard): FinderCard {
  return {
    ...toRankableCard(card),
    applyUrl: card.applyUrl,
    interestRate: card.interestRate,
    // The representative example counts a monthly fee too (representativeExample).
    monthlyFeeKr: card.monthlyFeeKr,
    travelInsurance: card.travelInsurance,
    loungeAccess: card.extras.loungeCount !== undefined,
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
  annualFee: number;
  interest: number;
  /** benefits − annual fee − interest. */
  net: number;
  rank: number;
  /** The highest net value, when it is above 0 kr (ties share it). */
  best: boolean;
  reason: FinderReason;
};

/** Months a year the answer carries a balance: 0 when paying in full or owing nothing. */
export function monthsWithBalance(
  profile: Pick<FinderProfile, "payment" | "balanceKr">,
  assumptions: FinderAssumptions,
): number {
  if (profile.payment === "full" || profile.balanceKr <= 0) return 0;
  return assumptions.monthsWithBalance[profile.payment];
}

/**
 * Interest on a balance left on the card for `months` months: the card's nominal rate, as its
 * representative example states it, a twelfth of it each month, added to the balance (interest on
 * interest). Twelve months give back about the card's yearly rate (19,9 % of 20 000 kr ≈ 3 980 kr).
 */
export function balanceInterest(card: CreditTerms, balanceKr: number, months: number): number {
  if (months <= 0 || balanceKr <= 0) return 0;
  return interestWithoutPayments(balanceKr, nominalRate(card.interestRate), "nominal", months);
}

/** The share (0–1) of groceries bought in the grocery rule's chain; none without groceries. */
export function chainShare(profile: Pick<FinderProfile, "spending" | "monthlyChainGroceriesKr">): number {
  const groceries = profile.spending.monthlyGroceries;
  return groceries > 0 ? Math.min(1, profile.monthlyChainGroceriesKr / groceries) : 0;
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

function reasonFor(row: Omit<FinderRow, "rank" | "best" | "reason">): FinderReason {
  const { benefits, interest, annualFee, value, lounge, insurance } = row;
  if (interest > 0 && interest >= benefits) return { kind: "interest-outweighs", interest, benefits };
  if (annualFee > 0 && annualFee >= benefits) return { kind: "fee-outweighs", fee: annualFee, benefits };
  if (interest > 0 && annualFee + interest >= benefits)
    return { kind: "costs-outweigh", costs: annualFee + interest, benefits };
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

/**
 * Every card ranked by net value a year for the profile, highest first. Equal values (in whole
 * kroner, as shown) put the cheaper credit first (the representative example's cost, the site's one
 * order for credit), then keep the card list's order. A card without an earning rule is an error.
 */
export function rankForProfile(
  cards: readonly FinderCard[],
  rules: readonly EarningRule[],
  profile: FinderProfile,
  settings: FinderSettings,
): FinderRow[] {
  const spend = yearlySpendFrom(profile.spending);
  const earning: EarningAssumptions = {
    thursdayShareOfGroceries: settings.thursdayShareOfGroceries,
    groceryChainShare: chainShare(profile),
  };
  const travel = travelValueFor(profile, settings);
  const months = monthsWithBalance(profile, settings);

  const rows = cards.map((card, index) => {
    const rule = rules.find((r) => r.urlSlug === card.urlSlug);
    if (!rule) throw new Error(`Mangler opptjeningsregel for kortet ${card.urlSlug}`);
    const value = cardValue(card, rule, spend, earning);
    const lounge = profile.wantsLounge && card.loungeAccess ? travel.lounge : 0;
    const insurance = profile.wantsTravelInsurance && card.travelInsurance ? travel.insurance : 0;
    const benefits = value.earned + lounge + insurance;
    const interest = balanceInterest(card, profile.balanceKr, months);
    const base = {
      card,
      rule,
      value,
      lounge,
      insurance,
      benefits,
      annualFee: card.annualFee,
      interest,
      net: benefits - card.annualFee - interest,
    };
    return { row: { ...base, reason: reasonFor(base) }, index, creditCost: representativeExample(card).creditCost };
  });

  const sorted = rows.sort(
    (a, b) => Math.round(b.row.net) - Math.round(a.row.net) || a.creditCost - b.creditCost || a.index - b.index,
  );
  const top = sorted[0] ? Math.round(sorted[0].row.net) : 0;
  return sorted.map(({ row }, index) => ({ ...row, rank: index + 1, best: top > 0 && Math.round(row.net) === top }));
}

export type CreditWarning = {
  balanceKr: number;
  months: number;
  /** The balance's interest a year, on the cheapest and the dearest card. */
  interest: { min: number; max: number };
  /** The most any card gives back to this reader, in kroner a year. */
  mostBack: number;
  /** On every card the interest is at least all the card gives back. */
  outweighsEverywhere: boolean;
  /** Per 100 kr: a year's interest owed on the card with the lowest rate, and the highest rate any card pays back on a purchase. */
  per100: { leastInterest: number; mostBack: number };
};

/** Highest percentage any card pays on some purchase: its top rate, or its grocery rule's best day. */
const highestRate = (card: FinderCard) => Math.max(card.cashbackRate.max, card.groceryRule?.thursday ?? 0);

/**
 * For a reader who carries a balance: what the credit costs against what the cards give. Null when the
 * reader pays in full. `per100` holds for every reader: a krone owed for a year costs more in interest on
 * every card than any card pays back on a krone spent.
 */
export function creditWarning(
  rows: readonly FinderRow[],
  profile: FinderProfile,
  assumptions: FinderAssumptions,
): CreditWarning | null {
  const months = monthsWithBalance(profile, assumptions);
  if (months === 0 || rows.length === 0) return null;
  const interests = rows.map((row) => row.interest);
  return {
    balanceKr: profile.balanceKr,
    months,
    interest: { min: Math.min(...interests), max: Math.max(...interests) },
    mostBack: Math.max(...rows.map((row) => row.benefits)),
    outweighsEverywhere: rows.every((row) => row.interest >= row.benefits),
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
      return `Renten på saldoen din, ${kr(reason.interest)} i året, er mer enn alt kortet gir deg tilbake (${kr(reason.benefits)}).`;
    case "fee-outweighs":
      return reason.benefits > 0
        ? `Årsgebyret på ${kr(reason.fee)} er mer enn kortet gir deg tilbake (${kr(reason.benefits)}).`
        : `Kortet gir deg ingenting tilbake, men koster ${kr(reason.fee)} i årsgebyr.`;
    case "costs-outweigh":
      return `Årsgebyret og renten på saldoen din, til sammen ${kr(reason.costs)}, er mer enn kortet gir deg tilbake (${kr(reason.benefits)}).`;
    case "capped":
      return `Du når kortets tak på ${kr(reason.capKr)} i året, så mer forbruk gir ikke mer tilbake.`;
    case "nothing-back":
      return "Kortet gir ikke cashback eller poeng på vanlige kjøp, men har heller ikke årsgebyr.";
    case "main-source": {
      const chain = reason.source === "groceries" && row.card.groceryRule ? ` i ${row.card.groceryRule.chain}` : "";
      return `Mest av verdien kommer fra ${sourceNames[reason.source]}${chain}: ${kr(reason.amount)} i året.`;
    }
  }
}
