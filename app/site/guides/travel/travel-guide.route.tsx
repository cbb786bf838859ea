import type { Route } from "./+types/travel-guide.route";
import { articleByPath } from "#content/articles";
import { travelCalculatorValues } from "#content/calculator-assumptions";
import { cards } from "#content/cards";
import {
  travelBenefits,
  travelCardPicks,
  travelGuideFacts,
  travelMistakes,
  travelTips,
  whenNotToHaveTravelCard,
} from "#content/travel-guide";
import { articleMeta } from "~/site/guides/article-layout";
import { TravelGuidePage } from "./travel-guide-page";

export function loader() {
  const travelCategory = cards.filter((card) => card.category === "Reise");
  const insured = cards.filter((card) => card.annualFee === 0 && card.travelInsurance);

  return {
    article: articleByPath("/guider/reisekredittkort-fordeler-fallgruver"),
    claimedYearlySavingKr: travelGuideFacts.claimedYearlySavingKr,
    cardCount: cards.length,
    // The store's cards as they are published now: one out of sale is left out, not shown with old figures.
    travelCards: travelCardPicks.flatMap(({ cardId }) => cards.filter((card) => card.id === cardId)),
    siteTravelCards: travelCategory.map((card) => ({ name: card.name, urlSlug: card.urlSlug })),
    freeInsuredCards: insured.map((card) => ({ name: card.name, urlSlug: card.urlSlug })),
    benefits: travelBenefits,
    tips: travelTips,
    mistakes: travelMistakes(),
    whenNot: whenNotToHaveTravelCard,
    calculatorValues: travelCalculatorValues,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function TravelGuide({ loaderData }: Route.ComponentProps) {
  return <TravelGuidePage loaderData={loaderData} />;
}
