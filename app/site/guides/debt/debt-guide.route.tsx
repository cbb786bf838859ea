import type { Route } from "./+types/debt-guide.route";
import { articleByPath } from "#content/articles";
import {
  debtGuideAverageRate,
  debtGuideFacts,
  debtHelpContacts,
  debtMistakes,
  debtPlanSteps,
  repaymentStrategies,
} from "#content/debt-guide";
import { articleMeta } from "~/site/guides/article-layout";
import {
  firstMonthInterest,
  MINIMUM_PAYMENT_FLOOR_KR,
  MINIMUM_PAYMENT_PERCENT,
  nominalRatePercent,
  payoffSchedule,
  rateFigures,
  type PaidOff,
  type PaymentPlan,
  type RateConvention,
} from "~/shared/finance/debt-repayment";
import { DebtGuidePage } from "./debt-guide-page";

/** A plan's figures for the page, without the month-by-month balances. */
function planFigures(balanceKr: number, ratePercent: number, rateConvention: RateConvention, payment: PaymentPlan) {
  const plan = payoffSchedule({ balance: balanceKr, annualRatePercent: ratePercent, rateConvention, payment });
  // The guide's comparison must finish; if the content ever changes so it does not, fail the build.
  if (plan.kind !== "paid-off")
    throw new Error("Gjeldsguiden: sammenligningen blir aldri nedbetalt, sjekk content/debt-guide.ts");
  const { months, totalInterest, totalPaid, firstPayment } = plan satisfies PaidOff;
  return { months, totalInterest, totalPaid, firstPayment };
}

export function loader() {
  const { balanceKr, ratePercent, rateConvention, fixedPaymentKr } = debtGuideFacts.comparison;
  const average = debtGuideAverageRate();
  return {
    article: articleByPath("/kredittkort-gjeld-guide"),
    averageRate: {
      ...average,
      // The cards' rates are yearly rates with interest on interest (before fees): read as "effective".
      nominalPercent: nominalRatePercent(average.percent, "effective"),
    },
    comparison: {
      balanceKr,
      ratePercent,
      rateConvention,
      fixedPaymentKr,
      ...rateFigures(ratePercent, rateConvention),
      firstMonthInterest: firstMonthInterest(balanceKr, ratePercent, rateConvention),
      minimum: planFigures(balanceKr, ratePercent, rateConvention, {
        kind: "minimum",
        percent: MINIMUM_PAYMENT_PERCENT,
        floorKr: MINIMUM_PAYMENT_FLOOR_KR,
      }),
      fixed: planFigures(balanceKr, ratePercent, rateConvention, { kind: "fixed", amount: fixedPaymentKr }),
    },
    contacts: debtHelpContacts,
    strategies: repaymentStrategies,
    steps: debtPlanSteps,
    mistakes: debtMistakes(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function DebtGuide({ loaderData }: Route.ComponentProps) {
  return <DebtGuidePage loaderData={loaderData} />;
}
