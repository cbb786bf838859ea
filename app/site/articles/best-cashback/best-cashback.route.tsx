import type { Route } from "./+types/best-cashback.route";
import { articleByPath } from "#content/articles";
import { cards } from "#content/cards";
import { cashbackArticleData } from "#content/cashback-article";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import { articleMeta } from "~/site/guides/article-layout";
import { cardsWithEarningRules, toRankableCard } from "~/shared/finance/cashback-ranking";
import { titleYear } from "~/shared/format/title-year";
import { BestCashbackPage } from "./best-cashback-page";

const ARTICLE_PATH = "/beste-cashback-kredittkort";

export function loader() {
  const data = cashbackArticleData();
  const year = titleYear();
  return {
    article: articleByPath(ARTICLE_PATH, year),
    year,
    ...data,
    calculator: {
      cards: cardsWithEarningRules(cards, earningRules).map(toRankableCard),
      terms: Object.fromEntries(
        cards.map((card) => [
          card.urlSlug,
          { interestRate: card.interestRate, annualFee: card.annualFee, monthlyFeeKr: card.monthlyFeeKr },
        ]),
      ),
      rules: earningRules,
      assumptions: earningAssumptions,
      // The calculator's placeholders are the household the ranking is computed for.
      example: {
        monthlyGroceries: data.household.monthlyGroceries,
        monthlyFuel: data.household.monthlyFuel,
        monthlyOther: data.household.monthlyOther,
        travelPerYear: data.household.travelPerYear,
        flightsPerYear: data.household.flightsPerYear,
      },
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function BestCashbackArticle({ loaderData }: Route.ComponentProps) {
  return <BestCashbackPage loaderData={loaderData} />;
}
