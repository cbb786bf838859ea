import type { Route } from "./+types/best-cards.route";
import { isReviewed } from "~/shared/cards/card-review";
import { articleByPath } from "#content/articles";
import { cards } from "#content/cards";
import { bestCards2025, discussedCardIds, withCards } from "#content/top-cards";
import { articleMeta } from "~/site/guides/article-layout";
import { feeStandingText } from "~/shared/cards/card-text";
import { effectiveRateRange } from "~/shared/cards/rate-comparison";
import { titleYear } from "~/shared/format/title-year";
import { BestCardsPage } from "./best-cards-page";

export function loader() {
  const year = titleYear();
  // The card the article names as left out; while on sale and reviewed only (a retired card is not discussed).
  const found = cards.find((card) => card.id === discussedCardIds.platinum);
  const platinum = found && isReviewed(found) ? found : undefined;
  return {
    article: articleByPath("/beste-kredittkort", year),
    ranking: withCards(bestCards2025),
    picks: bestCards2025.map((entry) => entry.cardId),
    platinum,
    year,
    cardCount: cards.length,
    rateRange: effectiveRateRange(cards),
    freeRateRange: effectiveRateRange(cards.filter((card) => card.annualFee === 0)),
    platinumFeeStanding: platinum ? feeStandingText(platinum, cards) : "",
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function BestCardsArticle({ loaderData }: Route.ComponentProps) {
  return <BestCardsPage loaderData={loaderData} />;
}
