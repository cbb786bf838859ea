import type { Route } from "./+types/cards.route";
import { cards } from "#content/cards";
import { pageMeta } from "~/shared/seo";
import { CardsPage, cardsPageData } from "./cards-page";

export function loader({ request }: Route.LoaderArgs) {
  return cardsPageData(cards, request.url);
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Alle kredittkort i Norge – sammenlign rente og gebyr",
    description:
      "Se alle kredittkortene vi sammenligner. Sorter etter vurdering, årsgebyr, rente eller cashback, filtrer på kategori, og se hva kreditten koster.",
    path: "/kredittkort",
  });

export default function Cards({ loaderData }: Route.ComponentProps) {
  return <CardsPage loaderData={loaderData} />;
}
