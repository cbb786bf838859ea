import type { Route } from "./+types/best-in-test.route";
import { articleByPath } from "#content/articles";
import { cards } from "#content/cards";
import { discussedCardIds, testWinners2025, withTestScores } from "#content/top-cards";
import { articleMeta } from "~/site/guides/article-layout";
import { feeStandingText } from "~/shared/cards/card-text";
import { rateStanding } from "~/shared/cards/rate-comparison";
import { titleYear } from "~/shared/format/title-year";
import { BestInTestPage } from "./best-in-test-page";

type Discussed = keyof typeof discussedCardIds;

export function loader() {
  const year = titleYear();
  // The cards the article discusses as "not in the top four", read from the card data like the winners: by id,
  // and only while on sale (a retired card is no longer in the overview the text speaks of).
  const others = Object.fromEntries(
    (Object.keys(discussedCardIds) as Discussed[]).flatMap((role) =>
      cards.filter((card) => card.id === discussedCardIds[role]).map((card) => [role, card] as const),
    ),
  ) as Partial<Record<Discussed, (typeof cards)[number]>>;
  return {
    article: articleByPath("/beste-kredittkort-i-test", year),
    year,
    winners: withTestScores(testWinners2025),
    others,
    cardCount: cards.length,
    platinumFeeStanding: others.platinum ? feeStandingText(others.platinum, cards) : "",
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
