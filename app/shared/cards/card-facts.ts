import type { CreditCard } from "#content/card-schema";
import { formatDays, formatKr, formatPercent } from "../format/format";

/**
 * The card facts editors fill in only from a verified source (content/card-schema.ts). A card
 * without one is unknown there: pages say so («Ukjent», uiText.unknown) and never print 0, a filter
 * on the fact leaves the card out, a sort on it puts the card last, and a comparison marks only
 * among the cards where the fact is known.
 */
export const optionalFacts = [
  "interestFreeDays",
  "currencyMarkupPercent",
  "cashWithdrawalFee",
  "cashWithdrawalAbroadFee",
  "minimumAge",
  "minimumIncomeKr",
] as const;
export type OptionalFact = (typeof optionalFacts)[number];

/** The facts that hold a single number, which filters, sorts and comparisons can weigh. */
export type NumericFact = Exclude<OptionalFact, "cashWithdrawalFee" | "cashWithdrawalAbroadFee">;

export function isFactKnown(card: Pick<CreditCard, OptionalFact>, fact: OptionalFact): boolean {
  return card[fact] !== undefined;
}

/** The facts at least one of the cards has, in the order of optionalFacts: computed from the data. */
export function knownFacts(cards: ReadonlyArray<Pick<CreditCard, OptionalFact>>): OptionalFact[] {
  return optionalFacts.filter((fact) => cards.some((card) => isFactKnown(card, fact)));
}

/** A fact as printed: "Inntil 45 dager", "1,75 %", "2 %, minst 35 kr", "18 år", "200 000 kr"; undefined when unknown. */
export function factText(card: Pick<CreditCard, OptionalFact>, fact: OptionalFact): string | undefined {
  switch (fact) {
    case "interestFreeDays":
      return card.interestFreeDays === undefined ? undefined : `Inntil ${formatDays(card.interestFreeDays)}`;
    case "currencyMarkupPercent":
      return card.currencyMarkupPercent === undefined ? undefined : formatPercent(card.currencyMarkupPercent);
    case "cashWithdrawalFee":
    case "cashWithdrawalAbroadFee":
      return withdrawalFeeText(card[fact]);
    case "minimumAge":
      return card.minimumAge === undefined ? undefined : `${card.minimumAge}\u00a0år`;
    case "minimumIncomeKr":
      return card.minimumIncomeKr === undefined ? undefined : formatKr(card.minimumIncomeKr);
  }
}

/** A withdrawal fee as printed: "35 kr", "2 %", "2 %, minst 35 kr"; undefined when unknown. */
export function withdrawalFeeText(fee: { percent: number; minKr: number } | undefined): string | undefined {
  if (fee === undefined) return undefined;
  if (fee.percent === 0) return formatKr(fee.minKr);
  return fee.minKr === 0 ? formatPercent(fee.percent) : `${formatPercent(fee.percent)}, minst ${formatKr(fee.minKr)}`;
}
