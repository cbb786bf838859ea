import type { Route } from "./+types/travel-guide.route";
import { starsOf } from "~/shared/rating/rating-method";
import { articleByPath } from "#content/articles";
import { travelCalculatorValues } from "#content/calculator-assumptions";
import { cards } from "#content/cards";
import {
  travelBenefits,
  travelCards,
  travelGuideFacts,
  travelMistakes,
  travelTips,
  whenNotToHaveTravelCard,
} from "#content/travel-guide";
import { articleMeta } from "~/site/guides/article-layout";
import { TravelGuidePage } from "./travel-guide-page";

export function loader() {
  const siteCard = (slug: string | undefined) => {
    const card = slug ? cards.find((c) => c.urlSlug === slug) : undefined;
    // The guide quotes our rating: only a card with stars has one.
    const stars = card && starsOf(card);
    return card === undefined || stars === undefined
      ? undefined
      : { name: card.name, urlSlug: card.urlSlug, annualFee: card.annualFee, rating: stars };
  };
  const travelCategory = cards.filter((card) => card.category === "Reise");
  const insured = cards.filter((card) => card.annualFee === 0 && card.travelInsurance);

  return {
    article: articleByPath("/guider/reisekredittkort-fordeler-fallgruver"),
    claimedYearlySavingKr: travelGuideFacts.claimedYearlySavingKr,
    cardCount: cards.length,
    travelCards: travelCards.map((card) => ({ card, siteCard: siteCard(card.siteCardSlug) })),
    siteTravelCards: travelCategory.map((card) => ({
      name: card.name,
      urlSlug: card.urlSlug,
      annualFee: card.annualFee,
      travelCoverKr: card.extras.travelInsurance?.travelCoverKr,
    })),
    freeInsuredCards: insured.map((card) => ({ name: card.name, urlSlug: card.urlSlug })),
    benefits: travelBenefits,
    tips: travelTips,
    mistakes: travelMistakes,
    whenNot: whenNotToHaveTravelCard,
    calculatorValues: travelCalculatorValues,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function TravelGuide({ loaderData }: Route.ComponentProps) {
  return <TravelGuidePage loaderData={loaderData} />;
}
