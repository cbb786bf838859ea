import type { CreditCard } from "#content/card-schema";
import { formatAnnualFee, formatKr, formatKrCompact, formatNumber, formatPercent, formatPercentRange } from "./format";

/** The cashback as one text (spec §3 "cashback"), composed from the card's numbers. */
export function cashbackText(card: CreditCard): string {
  const rule = card.extras.groceryRule;
  if (rule) {
    return `${formatPercent(rule.everyday)} ${card.cashbackNote} i ${rule.chain}, ${formatPercent(rule.thursday)} på torsdager`;
  }
  const base = `${formatPercentRange(card.cashbackRate)}${card.cashbackNote ? ` ${card.cashbackNote}` : ""}`;
  const discounts = card.extras.partnerDiscounts;
  if (discounts) {
    return `${base} (${discounts.programme}-rabatter på ${formatPercentRange(discounts.rate)} hos over ${formatNumber(discounts.minShops)} butikker)`;
  }
  return base;
}

/** Credit limit as shown: "Inntil 150 000 kr". */
export function creditLimitText(card: CreditCard): string {
  return `Inntil ${formatKr(card.creditLimitMax)}`;
}

/**
 * Fills the {tokens} in a card's editorial text and highlights from its data, so that
 * a figure is typed once. An unknown or inapplicable token throws: a content error
 * must fail the build, not reach a reader.
 */
export function fillCardText(card: CreditCard, text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, token: string) => {
    const value = cardTokens(card)[token];
    if (value === undefined) {
      throw new Error(`Kort «${card.name}»: teksten bruker {${token}}, som kortet ikke har data for`);
    }
    return value;
  });
}

function cardTokens(card: CreditCard): Record<string, string | undefined> {
  const { extras } = card;
  return {
    annualFee: formatAnnualFee(card.annualFee).replace("/år", ""),
    effectiveRate: formatPercent(card.effectiveRate),
    creditLimitMax: formatKr(card.creditLimitMax),
    cashback: cashbackText(card),
    // Spend at which the lowest cashback rate pays the annual fee, rounded to a thousand.
    feeBreakEvenSpend:
      card.annualFee > 0 && card.cashbackRate.min > 0
        ? formatKr(Math.ceil(card.annualFee / (card.cashbackRate.min / 100) / 1000) * 1000)
        : undefined,
    partnerDiscountRate: extras.partnerDiscounts && formatPercentRange(extras.partnerDiscounts.rate),
    partnerShops: extras.partnerDiscounts && formatNumber(extras.partnerDiscounts.minShops),
    topDiscountRate: extras.topDiscountPercent && formatPercentRange(extras.topDiscountPercent),
    groceryEveryday: extras.groceryRule && formatPercent(extras.groceryRule.everyday),
    groceryThursday: extras.groceryRule && formatPercent(extras.groceryRule.thursday),
    travelCover: extras.travelInsurance && formatKrCompact(extras.travelInsurance.travelCoverKr),
    baggageCover: extras.travelInsurance && formatKr(extras.travelInsurance.baggageKr),
    cancellationCover: extras.travelInsurance && formatKr(extras.travelInsurance.cancellationKr),
    loungeCount: extras.loungeCount === undefined ? undefined : formatNumber(extras.loungeCount),
    restaurantExperiences: extras.restaurantExperiencesPerYear?.toString(),
    twoForOne: extras.twoForOnePerYear?.toString(),
  };
}
