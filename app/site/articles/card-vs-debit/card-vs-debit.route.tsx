import type { Route } from "./+types/card-vs-debit.route";
import { articleByPath } from "#content/articles";
import { comparisonRows, useCases } from "#content/card-vs-debit";
import { interestFreeSentence } from "#content/market-claims";
import { cards } from "#content/cards";
import { articleMeta } from "~/site/guides/article-layout";
import { effectiveRateRange } from "~/shared/cards/rate-comparison";
import { CardVsDebitPage } from "./card-vs-debit-page";

export function loader() {
  return {
    article: articleByPath("/kredittkort-vs-bankkort"),
    interestFree: interestFreeSentence(cards),
    rows: comparisonRows,
    useCases,
    rateRange: effectiveRateRange(cards),
    freeCardCount: cards.filter((card) => card.annualFee === 0).length,
    cardCount: cards.length,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function CardVsDebitArticle({ loaderData }: Route.ComponentProps) {
  return <CardVsDebitPage loaderData={loaderData} />;
}
