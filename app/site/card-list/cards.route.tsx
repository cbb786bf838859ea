import { data } from "react-router";
import type { Route } from "./+types/cards.route";
import { cards } from "#content/cards";
import { pageMeta } from "~/shared/seo";
import type { RouteHandle } from "~/shared/route-handle";
import { keptCardListUrl } from "./kept-list-url";
import { CardsPage, cardsPageData } from "./cards-page";
import { coverageText } from "./coverage-text";

/** The list for the URL's choices; a bad age or income in the pre-check is a 400 with the list and the message. */
export function loader({ request }: Route.LoaderArgs) {
  const body = cardsPageData(cards, request.url);
  const url = new URL(request.url);
  // The page names the list's one spelling as its address, so every spelling of it is the same page (decision 0030).
  const address = keptCardListUrl(cards, url.pathname, url.search) ?? url.pathname + url.search;
  return data({ ...body, address }, { status: Object.keys(body.circumstances.errors).length > 0 ? 400 : 200 });
}

export const handle: RouteHandle = {
  ownAddress: (data) => (data as { address?: string } | undefined)?.address,
};

// The title claims what the heading claims (coverage-text.ts): the whole market only after a good sync.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${coverageText.heading(loaderData?.coverage ?? { fromFeed: false, current: false }, loaderData?.cards.length ?? cards.length)} – sammenlign rente og gebyr`,
    description:
      "Se alle kredittkortene vi sammenligner. Sorter etter vurdering, årsgebyr, rente eller cashback, filtrer på kategori, og se hva kreditten koster.",
    path: "/kredittkort",
  });

export default function Cards({ loaderData }: Route.ComponentProps) {
  return <CardsPage loaderData={loaderData} />;
}
