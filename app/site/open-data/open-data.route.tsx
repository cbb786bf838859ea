import type { Route } from "./+types/open-data.route";
import { OpenDataPage } from "./open-data-page";
import { versionTagUri } from "~/site/open-data/changes-feed";
import { feedFactFields, openCardsFieldDocs } from "~/site/open-data/open-cards";
import { feedFactsShared } from "~/site/open-data/feed-sharing";
import { CHANGES_FEED_PATH, OPEN_CARDS_PATH, OPEN_DATA_DOCS_PATH } from "~/site/open-data/open-data-paths";
import { breadcrumbJsonLd, canonicalUrl, pageMeta } from "~/shared/seo";
import { uiText } from "~/site/site-text";

/**
 * /om/data: the open data documented for journalists and researchers. The field list is read from the
 * schema the data is checked against (app/site/open-data/open-cards.ts), so it cannot drift from the data.
 */
export function loader() {
  return {
    groups: openCardsFieldDocs(),
    jsonUrl: canonicalUrl(OPEN_CARDS_PATH),
    feedUrl: canonicalUrl(CHANGES_FEED_PATH),
    exampleId: versionTagUri(3, 2),
    // Rendered again at every start, with the setting the host installed (FINANSPORTALEN_OPEN_DATA).
    feedFacts: { fields: [...feedFactFields], shared: feedFactsShared() },
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Åpne data: kortene som JSON og endringene som feed",
    description:
      "For journalister og forskere: hent renter, gebyrer og representative eksempler for alle kortene vi sammenligner som JSON, og følg endringene i en Atom-feed.",
    path: OPEN_DATA_DOCS_PATH,
    jsonLd: [
      breadcrumbJsonLd([
        { name: uiText.home, path: "/" },
        { name: "Om oss", path: "/om" },
        { name: "Åpne data", path: OPEN_DATA_DOCS_PATH },
      ]),
    ],
  });

export default function OpenData({ loaderData }: Route.ComponentProps) {
  return <OpenDataPage loaderData={loaderData} />;
}
