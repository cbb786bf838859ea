import { Form, useSearchParams } from "react-router";
import type { Route } from "./+types/home.route";
import { cards } from "#content/cards";
import { faqItems } from "#content/faq";
import { CardTile } from "~/site/card-list/card-tile";
import { CompareTray } from "~/site/compare/compare-tray";
import { faqJsonLd, FaqAccordion } from "~/site/card-list/faq-accordion";
import { RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { CommissionNotice } from "~/site/frame/commission-notice";
import { ButtonLink } from "~/shared/ui/button-link";
import {
  applyQuickFilter,
  byRating,
  CARDS_PER_PAGE,
  parseQuickFilter,
  quickFilters,
} from "~/site/card-list/card-filters";
import { CheckedOn } from "~/site/frame/checked-on";
import { siteClaims } from "~/site/frame/site-claims";
import { checkedAgoText, checkedDates, osloDate } from "~/shared/cards/data-freshness";
import { checkedOn, coverageOf, isFeedSourced, updatedDaily } from "~/shared/cards/feed-status";
import { coverageText } from "~/site/card-list/coverage-text";
import { FeedAttribution } from "~/shared/cards/feed-attribution";
import { organizationJsonLd, pageMeta } from "~/shared/seo";
import { homeListText, quickFilterText, sortText } from "~/site/card-list/card-list-text";
import { DEFAULT_SORT } from "~/site/card-list/card-sort";
import { uiText } from "~/site/site-text";
import { titleYear } from "~/shared/format/title-year";

export function loader() {
  const checked = checkedDates(cards.map((card) => checkedOn(card)));
  const now = new Date();
  const today = osloDate(now);
  // "Oppdatert daglig" only while Finansportalen's daily sync holds and every card, not only the newest, was
  // checked today or yesterday: the page is rendered again after every sync, when the date in Norway turns and
  // when the sync's claim runs out (host/index.js).
  return {
    cards: byRating(cards),
    claims: siteClaims(cards),
    faqItems: faqItems(),
    checked,
    latestAgo: checkedAgoText(checked.latest, today),
    oldestAgo: checkedAgoText(checked.oldest, today),
    daily: updatedDaily(cards, undefined, now),
    // The hero's link claims the whole market only while the list's heading does (the same rule); the button
    // under the tiles says «Se alle N kredittkort» with the list's true N in every state.
    coverage: coverageOf(undefined, now),
    year: titleYear(now),
    // The cards whose facts are Finansportalen's: the tiles and the market figures then say so.
    feedSourced: cards.filter((card) => isFeedSourced(card.id)).map((card) => card.id),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Kortvalg – finn det beste kredittkortet for ${loaderData?.year ?? titleYear()}`,
    description:
      "Sammenlign renter, årsgebyr, cashback og reiseforsikring på norske kredittkort. Gratis å bruke, med representativt eksempel for hvert kort.",
    path: "/",
    jsonLd: [...organizationJsonLd(), ...(loaderData ? [faqJsonLd(loaderData.faqItems)] : [])],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const activeFilter = parseQuickFilter(searchParams.get("filter"));
  const matchingCards = applyQuickFilter(loaderData.cards, activeFilter);
  // One page of the list: the whole market is on /kredittkort, a page at a time.
  const shownCards = matchingCards.slice(0, CARDS_PER_PAGE);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {`Finn det beste kredittkortet for ${loaderData.year}`}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            Sammenlign rente, årsgebyr, cashback og forsikringer på {loaderData.cards.length} norske kredittkort. Vi
            viser hva kreditten koster for hvert kort, så du kan velge med åpne øyne.
          </p>
          <ul className="mt-8 flex max-w-2xl flex-wrap gap-4" aria-label="Om Kortvalg">
            {loaderData.claims.map((claim) => (
              <li key={claim.label} className="flex-1 rounded-lg bg-white p-4 text-center shadow-sm">
                <a href={claim.href} className="text-sm text-muted">
                  <span className="block text-2xl font-bold text-brand-800">{claim.value}</span>
                  {claim.label}
                </a>
              </li>
            ))}
          </ul>
          {loaderData.feedSourced.length > 0 && (
            <p className="mt-2 text-sm text-muted">
              <FeedAttribution />
            </p>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/kredittkort">
              {coverageText.seeList(loaderData.coverage, loaderData.cards.length)}
            </ButtonLink>
            <ButtonLink to="/guider" variant="secondary">
              Les guider
            </ButtonLink>
            <ButtonLink to="/kortvelger" variant="secondary">
              Finn kortet som passer deg
            </ButtonLink>
          </div>
        </div>
      </section>

      <section id="comparison" aria-labelledby="comparison-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="comparison-heading" className="text-3xl font-bold">
          Sammenlign kredittkort
        </h2>
        <p className="mt-2 text-muted">{sortText.orders[DEFAULT_SORT].rule}</p>
        <CommissionNotice />
        <Form method="get" action="/#comparison" preventScrollReset className="mt-6" aria-label="Filtrer kortene">
          <div className="flex flex-wrap gap-2" role="group" aria-label="Vis kort">
            {quickFilters.map((filter) => {
              const pressed = filter.id === activeFilter;
              return (
                <button
                  key={filter.id}
                  type="submit"
                  name="filter"
                  value={filter.id}
                  aria-pressed={pressed}
                  className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold ${
                    pressed
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-gray-300 bg-white text-ink hover:border-brand-700"
                  }`}
                >
                  {quickFilterText[filter.id].label}
                </button>
              );
            })}
          </div>
        </Form>
        <p className="mt-4 text-sm" aria-live="polite">
          <strong>{quickFilterText[activeFilter].label}:</strong> {quickFilterText[activeFilter].rule}{" "}
          {homeListText.shown(shownCards.length, matchingCards.length, loaderData.cards.length)}
        </p>
        <ul className="tile-list mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shownCards.map((card) => (
            <li key={card.id}>
              <CardTile card={card} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-2 text-center">
          <ButtonLink to="/kredittkort" variant="secondary">
            Se alle {loaderData.cards.length} kredittkort
          </ButtonLink>
          <p className="text-sm text-muted">
            {shownCards.some((card) => loaderData.feedSourced.includes(card.id)) && (
              <>
                <FeedAttribution />{" "}
              </>
            )}
            {loaderData.daily && "Oppdatert daglig med siste priser og tilbud. "}
            {uiText.checkedCards} <CheckedOn date={loaderData.checked.latest} />
            {`, ${loaderData.latestAgo}`}
            {loaderData.checked.oldest !== loaderData.checked.latest && (
              <>
                {" (eldste kontroll "}
                <CheckedOn date={loaderData.checked.oldest} />
                {`, ${loaderData.oldestAgo})`}
              </>
            )}
            .
          </p>
        </div>
        <div className="mt-10">
          <RepresentativeExampleExplainer />
        </div>
        <CompareTray />
      </section>

      <section id="faq" aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="faq-heading" className="text-3xl font-bold">
          Ofte stilte spørsmål
        </h2>
        <div className="mt-6">
          <FaqAccordion items={loaderData.faqItems} />
        </div>
      </section>
    </>
  );
}
