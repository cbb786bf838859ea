import type { Route } from "./+types/cashback-guide.route";
import { articleByPath } from "#content/articles";
import { cards } from "#content/cards";
import { cashbackChecklist, cashbackGuideFacts, rewardKinds } from "#content/cashback-guide";
import { articleMeta } from "~/site/guides/article-layout";
import {
  bestFreeCashbackCard,
  breakEvenSpend,
  feeAndRate,
  feeCardsWithCashback,
  netYearlyValue,
} from "~/shared/finance/card-break-even";
import { nominalRate } from "~/shared/cards/representative-example";
import { NO_FLIGHTS_TOLD, rewardUse } from "~/shared/finance/cashback-ranking";
import { CashbackGuidePage } from "./cashback-guide-page";

export function loader() {
  // The content names cards by id; a card out of sale is left out, and each link takes the card's address now.
  const onSale = (ids: readonly number[]) => ids.flatMap((id) => cards.filter((card) => card.id === id));
  const baseline = bestFreeCashbackCard(cards);
  if (!baseline) throw new Error("Cashback-guiden trenger minst ett gratiskort med cashback i content/cards.ts");
  const spend = cashbackGuideFacts.exampleYearlySpendKr;
  const flightsPerYear = cashbackGuideFacts.exampleFlightsPerYear;
  // The example household's answer decides what its points are worth (decision 0032); the baseline is paid in money.
  const use = rewardUse({ flightsPerYear, partnerFlightsKr: 0 });
  const monthlyBill = spend / 12;
  const { extraFeeKr, extraRatePercent } = cashbackGuideFacts.formulaExample;
  // A month's interest is the nominal yearly rate divided by twelve.
  const baselineNominalRate = nominalRate(baseline.interestRate);
  const monthlyRate = baselineNominalRate / 100 / 12;

  return {
    article: articleByPath("/guider/beste-cashback-kredittkort"),
    spend,
    flightsPerYear,
    formulaExample: {
      extraFeeKr,
      extraRatePercent,
      spendKr: breakEvenSpend(
        { yearlyFeeKr: extraFeeKr, ratePercent: extraRatePercent },
        { yearlyFeeKr: 0, ratePercent: 0 },
      ),
    },
    baseline: {
      name: baseline.name,
      urlSlug: baseline.urlSlug,
      ratePercent: feeAndRate(baseline, NO_FLIGHTS_TOLD).ratePercent,
      yearlyValue: netYearlyValue(feeAndRate(baseline, NO_FLIGHTS_TOLD), spend),
      monthlyBill,
      oneMonthInterest: monthlyBill * monthlyRate,
    },
    rewardKinds: rewardKinds.map((kind) => ({
      ...kind,
      cards: onSale(kind.cardIds).map((card) => ({ name: card.name, urlSlug: card.urlSlug })),
    })),
    checklist: cashbackChecklist,
    example: onSale(cashbackGuideFacts.exampleCardIds).map((card) => {
      const value = feeAndRate(card, use);
      return {
        name: card.name,
        urlSlug: card.urlSlug,
        annualFee: card.annualFee,
        // The credit terms, for the representative example in the card's row.
        interestRate: card.interestRate,
        monthlyFeeKr: card.monthlyFeeKr,
        // The card's own lowest rate, shown; what it is worth to the household is in back and net.
        ratePercent: card.cashbackRate?.min ?? 0,
        inPoints: card.cashbackInPoints ?? false,
        /** Points the household cannot use (it does not fly) are counted as nothing, and the row says so. */
        pointsNotCounted: (card.cashbackInPoints ?? false) && !use.usesPointsOnFlights,
        back: (spend * value.ratePercent) / 100,
        net: netYearlyValue(value, spend),
      };
    }),
    feeCards: feeCardsWithCashback(cards).map((card) => ({
      name: card.name,
      urlSlug: card.urlSlug,
      annualFee: card.annualFee,
      interestRate: card.interestRate,
      monthlyFeeKr: card.monthlyFeeKr,
      inPoints: card.cashbackInPoints ?? false,
      ratePercent: card.cashbackRate?.min ?? 0,
      coversFeeAt: breakEvenSpend(feeAndRate(card, use), { yearlyFeeKr: 0, ratePercent: 0 }),
      beatsFreeCardAt: breakEvenSpend(feeAndRate(card, use), feeAndRate(baseline, NO_FLIGHTS_TOLD)),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function CashbackGuide({ loaderData }: Route.ComponentProps) {
  return <CashbackGuidePage loaderData={loaderData} />;
}
