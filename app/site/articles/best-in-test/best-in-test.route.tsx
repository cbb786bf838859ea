import type { Route } from "./+types/best-in-test.route";
import { articleByPath } from "#content/articles";
import { cardBySlug, cards } from "#content/cards";
import { bestInTestFreeCardSlugs, testWinners2025, withTestScores } from "#content/top-cards";
import { articleMeta } from "~/site/guides/article-layout";
import { feeStandingText } from "~/shared/cards/card-text";
import { rateStanding } from "~/shared/cards/rate-comparison";
import { titleYear } from "~/shared/format/title-year";
import { BestInTestPage } from "./best-in-test-page";

/** Cards the article discusses as "not in the top four"; read from the card data like the winners. */
const OTHER_CARD_SLUGS = [
  "amex-platinum",
  "sas-eurobonus-premium",
  ...bestInTestFreeCardSlugs,
  "morrow-bank-kredittkort",
];

export function loader() {
  const year = titleYear();
  const others = Object.fromEntries(
    OTHER_CARD_SLUGS.map((slug) => {
      const card = cardBySlug(slug);
      if (!card) throw new Error(`Fant ikke ${slug} i content/cards.ts`);
      return [slug, card];
    }),
  );
  return {
    article: articleByPath("/beste-kredittkort-i-test", year),
    year,
    winners: withTestScores(testWinners2025),
    others,
    cardCount: cards.length,
    platinumFeeStanding: feeStandingText(others["amex-platinum"] as (typeof cards)[number], cards),
    // "den høyeste blant kortene uten årsgebyr": computed among the fee-free cards.
    freeCardStanding: Object.fromEntries(
      cards.filter((card) => card.annualFee === 0).map((card, _, free) => [card.urlSlug, rateStanding(card, free)]),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function BestInTestArticle({ loaderData }: Route.ComponentProps) {
  return <BestInTestPage loaderData={loaderData} />;
}
