import type { Route } from "./+types/about.route";
import { AboutPage } from "./about-page";
import { aboutValues, newsItems } from "#content/about";
import { cards } from "#content/cards";
import { pageMeta } from "~/shared/seo";
import { siteClaims } from "~/site/frame/site-claims";
import { coverageOf } from "~/shared/cards/feed-status";

export function loader() {
  // The banks whose cards we show, in the order they first appear in the card list.
  const banks = [...new Set(cards.map((card) => card.bank))];
  return {
    values: aboutValues,
    news: newsItems,
    banks,
    cardCount: cards.length,
    claims: siteClaims(cards),
    coverage: coverageOf(),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Om oss – slik jobber vi og slik tjener vi penger",
    description:
      "Kortvalg sammenligner norske kredittkort gratis. Les hvordan vi vurderer og sorterer kortene, hvordan vi finansieres, og vilkårene for bruk.",
    path: "/om",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage loaderData={loaderData} />;
}
