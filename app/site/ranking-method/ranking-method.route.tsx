import type { Route } from "./+types/ranking-method.route";
import { cards } from "#content/cards";
import { travelCalculatorValues } from "#content/calculator-assumptions";
import { cardFinderAssumptions } from "#content/card-finder";
import { earningRules } from "#content/earning-rules";
import { editorialCorrections } from "#content/editorial-corrections";
import { pageMeta } from "~/shared/seo";
import { cardRating, rankedByRating } from "~/shared/rating/rating-method";
import { RankingMethodPage } from "./ranking-method-page";
import { rankingMethodText } from "./ranking-method-text";

export function loader() {
  const rated = rankedByRating(cards.filter((card) => cardRating(card).stars !== undefined).map((card) => ({ card })));
  return {
    rated: rated.map(({ card, rank }) => {
      const rating = cardRating(card);
      return { rank, name: card.name, urlSlug: card.urlSlug, stars: rating.stars!, unknown: rating.unknown };
    }),
    unratedCount: cards.length - rated.length,
    cards: cards.map((card) => ({ urlSlug: card.urlSlug, name: card.name, bank: card.bank })),
    corrections: editorialCorrections,
    // The constants Kortvelgeren and the calculators rank with, read from the same content modules.
    rankingParameters: {
      travelPartner: earningRules.find((rule) => rule.travelPartner)?.travelPartner ?? null,
      monthsWithBalance: cardFinderAssumptions.monthsWithBalance,
      loungeVisitsPerFlight: cardFinderAssumptions.loungeVisitsPerFlight,
      loungePerVisitKr: travelCalculatorValues.loungePerVisitKr,
      insuranceShareOfTripSpend: travelCalculatorValues.insuranceShareOfTripSpend,
      insuranceMinKr: travelCalculatorValues.insuranceMinKr,
      insuranceMaxKr: travelCalculatorValues.insuranceMaxKr,
    },
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: rankingMethodText.title,
    description: rankingMethodText.description,
    path: rankingMethodText.path,
  });

export default function RankingMethod({ loaderData }: Route.ComponentProps) {
  return <RankingMethodPage loaderData={loaderData} />;
}
