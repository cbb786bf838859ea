import type { Route } from "./+types/savings-guide.route";
import { articleByPath } from "#content/articles";
import { savingsSpendMix } from "#content/calculator-assumptions";
import { cards } from "#content/cards";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import {
  cardActionPlan,
  guideSectionStrategies,
  interestTips,
  potentialSumText,
  savingsGuideCards,
  savingsGuideFacts,
  savingsStrategies,
  sumOfPotentials,
  twelveMonthPlan,
  type StrategyId,
} from "#content/savings-guide";
import { articleMeta } from "~/site/guides/article-layout";
import { breakEvenSpend, feeAndRate, netYearlyValue } from "~/shared/finance/card-break-even";
import { cardsWithEarningRules, rewardUse, toRankableCard } from "~/shared/finance/cashback-ranking";
import {
  interestWithoutPayments,
  MINIMUM_PAYMENT_FLOOR_KR,
  payoffSchedule,
  rateFigures,
} from "~/shared/finance/debt-repayment";
import { SavingsGuidePage } from "./savings-guide-page";

const STRATEGY_ARTICLE_PATH = "/guider/sparestrategier-maaned-for-maaned";

export function loader() {
  const facts = savingsGuideFacts;
  const { cardExample, interestExample } = facts;

  const { debtKr, ratePercent, rateConvention } = interestExample;
  const payoff = payoffSchedule({
    balance: debtKr,
    annualRatePercent: ratePercent,
    rateConvention,
    payment: { kind: "minimum", percent: interestExample.minimumPaymentPercent, floorKr: MINIMUM_PAYMENT_FLOOR_KR },
  });
  const allFour = sumOfPotentials();
  const sections = sumOfPotentials(guideSectionStrategies);
  if (payoff.kind !== "paid-off") throw new Error("Spareguiden: eksempelgjelden må kunne nedbetales med minstebeløpet");

  const { premium, free } = savingsGuideCards();
  // The comparison's reader states whether they fly: that decides what the premium card's points are worth (decision 0032).
  const flightsPerYear = facts.premiumReaderFlightsPerYear;
  const use = rewardUse({ flightsPerYear, partnerFlightsKr: 0 });
  const cardSummary = (card: typeof premium) => ({
    name: card.name,
    urlSlug: card.urlSlug,
    annualFee: card.annualFee,
    // The credit terms, for the representative example in the card's row.
    interestRate: card.interestRate,
    monthlyFeeKr: card.monthlyFeeKr,
    ratePercent: card.cashbackRate?.min ?? 0,
    inPoints: card.cashbackInPoints ?? false,
    netAtExampleSpend: netYearlyValue(feeAndRate(card, use), cardExample.yearlySpendKr),
  });

  return {
    article: articleByPath("/guider/spar-ti-tusen-kroner-aarlig"),
    strategyArticle: articleByPath(STRATEGY_ARTICLE_PATH),
    /** The three strategies this guide has a section for (its id is the anchor); the fourth is covered in the strategy article. */
    sectionOf: Object.fromEntries(guideSectionStrategies.map((id) => [id, `#${id}`])) as Partial<
      Record<StrategyId, string>
    >,
    /** The spec's "10 500 kr": the four strategies' potentials added up, shown as the sum it is. */
    allFour: { ...allFour, text: potentialSumText(allFour) },
    /** The three strategies this guide has a section for, added up the same way. */
    sections: { ...sections, text: potentialSumText(sections) },
    strategies: savingsStrategies,
    potential: Object.fromEntries(savingsStrategies.map((s) => [s.id, s.potential])) as Record<StrategyId, number>,
    cardExample: {
      ...cardExample,
      cashbackPercent: (cardExample.cashbackKr / cardExample.yearlySpendKr) * 100,
      netKr: cardExample.cashbackKr - cardExample.annualFeeKr,
    },
    actionPlan: cardActionPlan,
    interestExample: {
      ...interestExample,
      ...rateFigures(ratePercent, rateConvention),
      // What the debt costs in a year when nothing is paid: interest on interest, month by month.
      yearlyInterestKr: interestWithoutPayments(debtKr, ratePercent, rateConvention),
      firstMinimumKr: payoff.firstPayment,
      floorKr: MINIMUM_PAYMENT_FLOOR_KR,
      months: payoff.months,
      totalInterestKr: payoff.totalInterest,
      totalPaidKr: payoff.totalPaid,
    },
    interestTips,
    feeComparison: {
      premium: cardSummary(premium),
      free: cardSummary(free),
      exampleSpendKr: cardExample.yearlySpendKr,
      flightsPerYear,
      breakEvenKr: breakEvenSpend(feeAndRate(premium, use), feeAndRate(free, use)),
    },
    plan: twelveMonthPlan,
    calculator: {
      cards: cardsWithEarningRules(cards, earningRules).map(toRankableCard),
      terms: Object.fromEntries(
        cards.map((card) => [
          card.urlSlug,
          { interestRate: card.interestRate, annualFee: card.annualFee, monthlyFeeKr: card.monthlyFeeKr },
        ]),
      ),
      rules: earningRules,
      assumptions: earningAssumptions,
      mix: savingsSpendMix,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function SavingsGuide({ loaderData }: Route.ComponentProps) {
  return <SavingsGuidePage loaderData={loaderData} />;
}
