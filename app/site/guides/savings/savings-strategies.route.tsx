import type { Route } from "./+types/savings-strategies.route";
import { articleByPath } from "#content/articles";
import { potentialSumText, savingsStrategies, strategyArticlePlan, sumOfPotentials } from "#content/savings-guide";
import { articleMeta } from "~/site/guides/article-layout";
import { SavingsStrategiesPage } from "./savings-strategies-page";

const SAVINGS_GUIDE_PATH = "/guider/spar-ti-tusen-kroner-aarlig";

export function loader() {
  const plan = strategyArticlePlan;
  const monthsIn = (step: (typeof plan)[number]) => step.months.max - step.months.min + 1;
  const last = plan.at(-1)!;
  const total = sumOfPotentials();
  const fullYearKr = last.savingsPerMonthKr * 12;
  return {
    article: articleByPath("/guider/sparestrategier-maaned-for-maaned"),
    savingsGuide: articleByPath(SAVINGS_GUIDE_PATH),
    strategies: savingsStrategies,
    /** The four potentials added up (the spec's 10 500 kr), written out so the reader can check the sum. */
    total: { ...total, text: potentialSumText(total) },
    plan,
    firstYearKr: plan.reduce((sum, step) => sum + step.savingsPerMonthKr * monthsIn(step), 0),
    fullYearKr,
    /** The plan's full year against the strategies' sum: negative when the plan gives less. */
    planMinusTotalKr: fullYearKr - total.totalKr,
    finalMonthlyKr: last.savingsPerMonthKr,
    finalFromMonth: last.months.min,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function SavingsStrategies({ loaderData }: Route.ComponentProps) {
  return <SavingsStrategiesPage loaderData={loaderData} />;
}
