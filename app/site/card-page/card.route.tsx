import { data, redirect } from "react-router";
import type { Route } from "./+types/card.route";
import { cardBySlug, cards } from "#content/cards";
import { cardPageRedirect } from "~/site/card-page/card-address";
import { changesFeedLink } from "~/site/card-page/card-changes";
import { cashbackText, fillCardText } from "~/shared/cards/card-text";
import { formatAnnualFee } from "~/shared/format/format";
import { representativeExampleText } from "~/shared/cards/representative-example";
import { cardArtDataUri } from "~/site/card-page/card-art.server";
import { cardRecordOf } from "~/site/card-page/card-record.server";
import { breadcrumbJsonLd, pageMeta } from "~/shared/seo";
import { uiText } from "~/site/site-text";
import { cardArtSrc } from "~/shared/cards/drawn-card-art";
import { shownBankDescriptions } from "~/shared/cards/bank-descriptions";
import { CardPage } from "./card-page";

export function loader({ params }: Route.LoaderArgs) {
  // A card merged into ours, or an address an editor changed: the card's address now, for good.
  const moved = cardPageRedirect(params.urlSlug);
  if (moved) throw redirect(moved, 301);
  const card = cardBySlug(params.urlSlug);
  if (!card) throw data(null, { status: 404 });
  // Editorial text compares the card with all the cards ({rateStanding}), so it is filled here. A retired card is
  // compared with the cards on sale today and itself: the page says so (cardPageText.retiredReview).
  const peers = card.retiredOn === undefined ? cards : [...cards, card];
  // The bank's words go to the page only as shownBankDescriptions lets them (an unreviewed card, the rules
  // passed), and only when there are some: no page, nor a reviewed card's data, carries what it does not show.
  const { bankDescriptions: _stored, ...shownCard } = card;
  const bankDescriptions = shownBankDescriptions(card);
  return {
    card: shownCard,
    ...(bankDescriptions.length > 0 ? { bankDescriptions } : {}),
    editorial: (card.editorial ?? []).map((paragraph) => fillCardText(card, paragraph, peers)),
    cardArt: card.image ? cardArtDataUri(card.image) : cardArtSrc(card),
    record: cardRecordOf(card),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  if (!loaderData) return [];
  const { card } = loaderData;
  const path = `/kort/${params.urlSlug}`;
  return [
    ...pageMeta({
      title: `${card.name}: rente, årsgebyr og fordeler`,
      // A rate only with its example (credit-marketing rules), so the snippet carries the whole example.
      description: `${card.name} fra ${card.bank}: årsgebyr ${formatAnnualFee(card.annualFee)}, cashback ${cashbackText(card)}. ${representativeExampleText(card)}`,
      path,
      jsonLd: [
        breadcrumbJsonLd([
          { name: uiText.home, path: "/" },
          { name: "Kredittkort", path: "/kredittkort" },
          { name: card.name, path },
        ]),
      ],
    }),
    changesFeedLink,
  ];
};

export default function Card({ loaderData }: Route.ComponentProps) {
  return <CardPage loaderData={loaderData} />;
}
