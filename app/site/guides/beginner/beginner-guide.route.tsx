import type { Route } from "./+types/beginner-guide.route";
import { articleByPath } from "#content/articles";
import {
  answerWorkingDays,
  applicationRequirements,
  applicationSteps,
  beginnerCardTypes,
  beginnerGuideFacts,
  beginnerMistakes,
  cardVsBankCard,
  creditLimitExample,
  goldenRules,
} from "#content/beginner-guide";
import { cards } from "#content/cards";
import { interestFreeSentence } from "#content/market-claims";
import { articleMeta } from "~/site/guides/article-layout";
import { categorySlug } from "~/site/card-list/card-filters";
import { effectiveRateRange, medianEffectiveRate } from "~/shared/cards/rate-comparison";
import { BeginnerGuidePage } from "./beginner-guide-page";

export function loader() {
  const { limitKr, purchases } = creditLimitExample;
  const usedKr = purchases.reduce((sum, purchase) => sum + purchase.amountKr, 0);
  const freeCards = cards.filter((card) => card.annualFee === 0);
  // On a card without an annual fee the effective rate is the yearly interest rate itself (monthly
  // compounding included), so a balance left for a year costs balance × rate.
  const exampleRate = medianEffectiveRate(freeCards);

  return {
    article: articleByPath("/guider/nybegynnerguiden-til-kredittkort"),
    facts: { ...beginnerGuideFacts, answerWorkingDays: answerWorkingDays(), interestFree: interestFreeSentence(cards) },
    cardVsBankCard,
    limitExample: {
      limitKr,
      purchases,
      usedKr,
      availableKr: limitKr - usedKr,
      utilisationPercent: (usedKr / limitKr) * 100,
      recommendedMaxKr: (limitKr * beginnerGuideFacts.maxUtilisationPercent) / 100,
      yearOfInterestKr: (usedKr * exampleRate) / 100,
    },
    exampleRate,
    freeRateRange: effectiveRateRange(freeCards),
    rateRange: effectiveRateRange(cards),
    cardCount: cards.length,
    cardTypes: beginnerCardTypes.map((type) => {
      const inCategory = cards.filter((card) => card.category === type.category);
      const fees = inCategory.map((card) => card.annualFee);
      return {
        ...type,
        slug: categorySlug(type.category),
        count: inCategory.length,
        minFee: Math.min(...fees),
        maxFee: Math.max(...fees),
      };
    }),
    requirements: applicationRequirements(),
    steps: applicationSteps(),
    goldenRules: goldenRules(),
    mistakes: beginnerMistakes(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function BeginnerGuide({ loaderData }: Route.ComponentProps) {
  return <BeginnerGuidePage loaderData={loaderData} />;
}
