import type { Route } from "./+types/best-cards.route";
import { isReviewed } from "~/shared/cards/card-review";
import { articleByPath } from "#content/articles";
import { cardBySlug, cards } from "#content/cards";
import { bestCards2025, withCards } from "#content/top-cards";
import { articleMeta } from "~/site/guides/article-layout";
import { feeStandingText } from "~/shared/cards/card-text";
import { effectiveRateRange } from "~/shared/cards/rate-comparison";
import { titleYear } from "~/shared/format/title-year";
import { BestCardsPage } from "./best-cards-page";

export function loader() {
  const year = titleYear();
  const platinum = cardBySlug("amex-platinum");
  if (!platinum || !isReviewed(platinum)) throw new Error("Fant ikke amex-platinum med vurdering i content/cards.ts");
  return {
    article: articleByPath("/beste-kredittkort", year),
    ranking: withCards(bestCards2025),
    platinum,
    year,
    cardCount: cards.length,
    rateRange: effectiveRateRange(cards),
    freeRateRange: effectiveRateRange(cards.filter((card) => card.annualFee === 0)),
    platinumFeeStanding: feeStandingText(platinum, cards),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function BestCardsArticle({ loaderData }: Route.ComponentProps) {
  return <BestCardsPage loaderData={loaderData} />;
}
