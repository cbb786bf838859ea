import type { Route } from "./+types/compare.route";
import { ComparePage } from "./compare-page";
import { cards } from "#content/cards";
import { sortCards } from "~/site/card-list/card-sort";
import { redirect } from "react-router";
import { compareCanonicalPath, compareHref, parseCompareQuery, startingSets } from "~/site/compare/compare";
import { movedCardSlug } from "~/site/card-page/card-address";
import { perCardList } from "~/shared/cards/per-card-list";
import { pageMeta } from "~/shared/seo";
import { isFeedSourced } from "~/shared/cards/feed-status";

// Rankings of every card: once per card set, not per comparison (decision 0030).
const rated = perCardList((list: typeof cards) => sortCards(list, "vurdering"));
const suggestedSets = perCardList(startingSets);

/** How much of an unknown slug we repeat back on the page. */
const UNKNOWN_SHOWN = { count: 5, length: 40 };

/**
 * Server-rendered from the query (?kort=a,b,c); the prerendered /sammenlign is the empty state.
 * The page does not hydrate React: adding is a GET form, removing is a link. The add form sends
 * ?kort=a&kort=b: answered as it is, not redirected (a redirect costs a round trip before the first
 * paint); both forms name the comma form as the canonical URL.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const values = url.searchParams.getAll("kort");
  // A card an editor moved: the same comparison at the cards' addresses now, for good (decision 0015, stop 47).
  const parts = values.flatMap((value) => value.split(",").map((part) => part.trim().toLowerCase()));
  if (parts.some((part) => movedCardSlug(part) !== null))
    throw redirect(compareHref(parts.filter(Boolean).map((part) => movedCardSlug(part) ?? part)), 301);
  const selection = parseCompareQuery(
    values,
    cards.map((card) => card.urlSlug),
  );
  const bySlug = (slug: string) => cards.find((card) => card.urlSlug === slug)!;
  const nameOf = (slug: string) => bySlug(slug).name;
  return {
    explicit: url.searchParams.has("kort"),
    chosen: selection.slugs.map(bySlug),
    // «Data levert av Finansportalen» under the table when a chosen card's facts are the feed's.
    feedSourced: selection.slugs.some((slug) => isFeedSourced(bySlug(slug).id)),
    unknown: selection.unknown.slice(0, UNKNOWN_SHOWN.count).map((slug) => slug.slice(0, UNKNOWN_SHOWN.length)),
    dropped: selection.dropped.map(nameOf),
    options: rated(cards)
      .filter((card) => !selection.slugs.includes(card.urlSlug))
      .map((card) => ({ value: card.urlSlug, label: card.name })),
    startingSets: suggestedSets(cards).map((set) => ({ ...set, names: set.slugs.map(nameOf) })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const chosen = loaderData?.chosen ?? [];
  const names = chosen.map((card) => card.name);
  const path = compareCanonicalPath(chosen.map((card) => card.urlSlug));
  return pageMeta(
    names.length > 0
      ? {
          title: `${names.join(" mot ")} – sammenligning`,
          description: `${names.join(", ")} side om side: årsgebyr, effektiv rente, representativt eksempel, cashback, forsikring og vår vurdering.`,
          path,
        }
      : {
          title: "Sammenlign kredittkort side om side",
          description:
            "Velg opptil tre kredittkort og se årsgebyr, effektiv rente, representativt eksempel, cashback og reiseforsikring side om side. Gratis å bruke.",
          path,
        },
  );
};

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage loaderData={loaderData} />;
}
