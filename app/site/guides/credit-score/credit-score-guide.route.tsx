import type { Route } from "./+types/credit-score-guide.route";
import { articleByPath } from "#content/articles";
import { cards } from "#content/cards";
import {
  bankIdCheckSteps,
  cardAccessBySegment,
  creditDefinitions,
  creditScoreBestPractice,
  creditScoreFacts,
  creditScoreSources,
  creditScoreFactors,
  creditScoreMistakes,
  freeCheckWays,
  longTermStrategies,
  premiumServices,
  quickImprovements,
  scoreBands,
} from "#content/credit-score";
import { articleMeta } from "~/site/guides/article-layout";
import { effectiveRateRange } from "~/shared/cards/rate-comparison";
import { CreditScoreGuidePage } from "./credit-score-guide-page";

export function loader() {
  return {
    article: articleByPath("/guider/kredittsjekk-og-kredittscore"),
    facts: creditScoreFacts,
    sources: creditScoreSources,
    definitions: creditDefinitions,
    factors: [...creditScoreFactors].sort((a, b) => b.impact - a.impact),
    bands: scoreBands,
    freeCheckWays,
    premiumServices,
    steps: bankIdCheckSteps,
    quickImprovements,
    longTermStrategies,
    cardAccess: cardAccessBySegment.map((segment) => {
      const bands = scoreBands.filter((band) => segment.statuses.includes(band.status));
      return {
        ...segment,
        scoreMin: Math.min(...bands.map((b) => b.range.min)),
        scoreMax: Math.max(...bands.map((b) => b.range.max)),
      };
    }),
    freeRateRange: effectiveRateRange(cards.filter((card) => card.annualFee === 0)),
    mistakes: creditScoreMistakes,
    bestPractice: creditScoreBestPractice,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function CreditScoreGuide({ loaderData }: Route.ComponentProps) {
  return <CreditScoreGuidePage loaderData={loaderData} />;
}
