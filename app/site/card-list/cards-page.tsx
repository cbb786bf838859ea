import { CARD_LIST_PATH } from "./kept-list-url";
import { Form } from "react-router";
import { CommissionNotice } from "~/site/frame/commission-notice";
import { cardCategories } from "#content/card-constants";
import type { CreditCard } from "#content/card-schema";
import { CardTile } from "~/site/card-list/card-tile";
import { CheckedOn } from "~/site/frame/checked-on";
import { CompareTray } from "~/site/compare/compare-tray";
import { FilterButtons, type FilterOption } from "~/site/card-list/filter-buttons";
import { RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { buttonClasses } from "~/shared/ui/button-link";
import { SelectField } from "~/shared/forms/select-field";
import {
  byRating,
  cardListParams,
  type CardListQuery,
  cardsInCategory,
  categoryCounts,
  categorySlug,
  factFilterIds,
  factFilterThresholds,
  filterCardList,
  listPage,
  CARDS_PER_PAGE,
  cardsWithoutFees,
  matchesFactFilter,
  networkCounts,
  networkSlug,
  parseCardListQuery,
  parseCircumstances,
  type CardListParam,
} from "~/site/card-list/card-filters";
import { eligibilityText, hasCircumstances, splitByEligibility } from "~/shared/cards/eligibility";
import { EligibilityForm } from "~/site/card-list/eligibility-form";
import { checkedDates } from "~/shared/cards/data-freshness";
import { DEFAULT_SORT, offeredSortOrders, sortCards } from "~/site/card-list/card-sort";
import {
  categoryGuide,
  chooseCardSteps,
  eligibilityFormText,
  filterText,
  noFeeText,
  sortText,
} from "~/site/card-list/card-list-text";
import { uiText } from "~/site/site-text";
import { checkedOn, coverageOf, feedStatus, isFeedSourced } from "~/shared/cards/feed-status";
import { FeedAttribution } from "~/shared/cards/feed-attribution";
import { coverageText } from "~/site/card-list/coverage-text";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";
import { ListPages } from "~/site/card-list/list-pages";

/**
 * The list's filters, each its own GET form of buttons carrying the other choices: the category, the
 * network (when the cards are on more than one), then each optional fact some card has. And the chosen
 * fact filters in words, for the "Viser …" line.
 */
function listFilters(all: readonly CreditCard[], query: CardListQuery) {
  const { category, network } = query;
  const networks = networkCounts(all);
  // A filter on an optional fact is offered only when some card has the fact.
  const factGroups = factFilterIds
    .map((id) => ({ id, thresholds: factFilterThresholds(all, id), text: filterText.facts[id] }))
    .filter((group) => group.thresholds.length > 0);
  const chosenFacts = factGroups.flatMap(({ id, text }) =>
    query.facts[id] === undefined ? [] : [text.shown(query.facts[id])],
  );
  const filterGroups: Array<{ name: CardListParam; formLabel: string; groupLabel: string; options: FilterOption[] }> = [
    {
      name: "kategori",
      formLabel: filterText.categoryForm,
      groupLabel: filterText.categoryGroup,
      options: [
        { value: "alle", label: "Alle", count: all.length, selected: category === null },
        ...categoryCounts(all).map((c) => ({
          value: categorySlug(c.category),
          label: c.category,
          count: c.count,
          selected: category === c.category,
        })),
      ],
    },
    ...(networks.length > 1
      ? [
          {
            name: "nettverk" as const,
            formLabel: filterText.networkForm,
            groupLabel: filterText.networkGroup,
            options: [
              { value: "alle", label: filterText.allNetworks, count: all.length, selected: network === null },
              ...networks.map((n) => ({
                value: networkSlug(n.network),
                label: n.network,
                count: n.count,
                selected: network === n.network,
              })),
            ],
          },
        ]
      : []),
    ...factGroups.map(({ id, thresholds, text }) => ({
      name: id,
      formLabel: text.form,
      groupLabel: text.group,
      options: [
        { value: "alle", label: text.all, count: all.length, selected: query.facts[id] === undefined },
        ...thresholds.map((threshold) => ({
          value: String(threshold),
          label: text.option(threshold),
          count: all.filter((card) => matchesFactFilter(card, id, threshold)).length,
          selected: query.facts[id] === threshold,
        })),
      ],
    })),
  ];

  return { filterGroups, chosenFacts };
}

/**
 * The page's data for a URL over the given cards: the list in the default order and the query parsed
 * against them (a fact threshold no card has is ignored). The route's loader, over the live cards.
 */
export function cardsPageData(cards: readonly CreditCard[], url: string) {
  const params = new URL(url).searchParams;
  const query = parseCardListQuery(params, cards);
  const { raw, errors } = parseCircumstances(params);
  const status = feedStatus();
  return {
    cards: byRating(cards),
    checked: checkedDates(cards.map((card) => checkedOn(card, status))),
    query,
    circumstances: { raw, errors },
    askedPage: params.get("side"),
    coverage: coverageOf(status),
    // The cards whose figures are Finansportalen's (isFeedSourced): a page of them says so.
    feedSourced: cards.filter((card) => isFeedSourced(card.id, status)).map((card) => card.id),
  };
}

/** /kredittkort: the filters, the sort, the list and what the categories mean. */
export function CardsPage({ loaderData }: { loaderData: ReturnType<typeof cardsPageData> }) {
  const all = loaderData.cards;
  const query = loaderData.query;
  const { category, network, sort } = query;
  const shownCards = sortCards(filterCardList(all, query), sort);
  // The cards whose published age or income rule the reader falls outside come after the others, with the
  // reason; never hidden (decision 0033). The pages run through both parts.
  const { eligible, outside } = splitByEligibility(shownCards, query.reader);
  const { page, pages } = listPage(loaderData.askedPage, shownCards.length);
  const [from, to] = [(page - 1) * CARDS_PER_PAGE, page * CARDS_PER_PAGE];
  const pageCards = eligible.slice(from, to);
  const pageOutside = outside.slice(Math.max(0, from - eligible.length), Math.max(0, to - eligible.length));
  const checking = hasCircumstances(query.reader);
  const { errors, raw } = loaderData.circumstances;
  const withoutAnswers = cardListParams(query, "alder").filter(([name]) => name !== "inntekt");
  const clearQuery = new URLSearchParams(withoutAnswers).toString();
  const freeCards = cardsWithoutFees(all, CARDS_PER_PAGE);
  const { filterGroups, chosenFacts } = listFilters(all, query);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle>{coverageText.heading(loaderData.coverage, all.length)}</PageTitle>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        {loaderData.coverage.fromFeed && loaderData.coverage.lastSync && loaderData.coverage.current ? (
          <>
            {coverageText.fromFeed(all.length)} <CheckedOn date={loaderData.coverage.lastSync} />.
          </>
        ) : loaderData.coverage.fromFeed && loaderData.coverage.lastSync ? (
          <>
            {coverageText.stale(all.length)} <CheckedOn date={loaderData.coverage.lastSync} />. {coverageText.staleNote}
          </>
        ) : (
          coverageText.selected(all.length)
        )}{" "}
        Velg en kategori for å se bare de kortene, og velg selv hva de skal sorteres etter. Med «Sammenlign» kan du
        legge opptil tre kort side om side.
      </p>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        {(loaderData.coverage.fromFeed ||
          [...pageCards, ...pageOutside.map((entry) => entry.card)].some((card) =>
            loaderData.feedSourced.includes(card.id),
          )) && <FeedAttribution />}{" "}
        {uiText.checkedCards} <CheckedOn date={loaderData.checked.latest} />.
      </p>
      <p className="mt-2 max-w-3xl">
        Usikker på hvilket kort som passer deg?{" "}
        <TextLink strong to="/kortvelger">
          Bruk kortvelgeren
        </TextLink>{" "}
        og se kortene rangert etter forbruket ditt, årsgebyret og rentene.
      </p>

      {filterGroups.map(({ name, ...group }, index) => (
        <FilterButtons
          action={CARD_LIST_PATH}
          key={name}
          name={name}
          keep={cardListParams(query, name)}
          className={index === 0 ? "mt-6" : "mt-3"}
          {...group}
        />
      ))}

      <EligibilityForm
        raw={raw}
        errors={errors}
        keep={withoutAnswers}
        clearHref={checking ? `/kredittkort${clearQuery ? `?${clearQuery}` : ""}#all-cards` : null}
      />

      <Form
        method="get"
        action={CARD_LIST_PATH}
        preventScrollReset
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        aria-label="Sorter kortene"
      >
        {cardListParams(query, "sortering").map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <SelectField
          label={sortText.label}
          name="sortering"
          options={offeredSortOrders(all).map((order) => ({ value: order, label: sortText.orders[order].label }))}
          defaultValue={sort}
          className="sm:w-80"
        />
        <button type="submit" className={buttonClasses("secondary", "cursor-pointer")}>
          {sortText.submit}
        </button>
      </Form>

      <section id="all-cards" aria-labelledby="all-cards-heading" className="mt-8">
        <h2 id="all-cards-heading" className="sr-only">
          Kortene
        </h2>
        <p aria-live="polite">
          <strong className="font-semibold">
            {filterText.shown(shownCards.length, all.length, category, network, chosenFacts)}
            {pages > 1 && filterText.page(page, pages)}
          </strong>
          {checking && eligibilityFormText.eligibleCount(eligible.length)}{" "}
          {chosenFacts.length > 0 && `${filterText.factRule} `}
          <span data-sort-rule="">
            {sortText.orders[sort].rule} {sort !== DEFAULT_SORT && `${sortText.defaultOrder} `}
            {sortText.commission}
          </span>
        </p>
        <CommissionNotice shown={shownCards} />
        {shownCards.length === 0 ? (
          <p className="mt-4">
            {filterText.none}{" "}
            <TextLink strong to="/kredittkort#all-cards">
              {filterText.showAll}
            </TextLink>
          </p>
        ) : (
          pageCards.length > 0 && (
            <ul className="tile-list mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {pageCards.map((card) => (
                <li key={card.id}>
                  <CardTile card={card} />
                </li>
              ))}
            </ul>
          )
        )}
        {pageOutside.length > 0 && (
          <section aria-labelledby="outside-heading" className="mt-10" data-outside-requirements="">
            <h3 id="outside-heading" className="text-xl font-bold">
              {eligibilityText.outsideHeading(outside.length)}
            </h3>
            <p className="mt-1 max-w-3xl text-muted">
              {eligibilityFormText.outsideNote} {eligibilityText.notACreditAssessment}.
            </p>
            <ul className="tile-list mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {pageOutside.map(({ card, shortfalls }) => (
                <li key={card.id}>
                  <CardTile card={card} headingLevel={4} outside={eligibilityText.shortfall(shortfalls)} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <ListPages
          page={page}
          pages={pages}
          params={cardListParams(query, "side")}
          path="/kredittkort"
          hash="#all-cards"
        />
      </section>

      <section aria-labelledby="how-to-choose-heading" className="mt-14 rounded-xl bg-brand-50 p-6 sm:p-8">
        <h2 id="how-to-choose-heading" className="text-2xl font-bold">
          Slik velger du riktig kort i tre steg
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {chooseCardSteps.map(([heading, text], index) => (
            <li key={heading} className="rounded-lg bg-white p-5 shadow-sm">
              <span
                className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">
                <span className="sr-only">Steg {index + 1}: </span>
                {heading}
              </h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="categories-heading" className="mt-14">
        <h2 id="categories-heading" className="text-2xl font-bold">
          Kategoriene forklart
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {cardCategories.map((cat) => {
            const guide = categoryGuide[cat];
            // The first ten in the site's order: with the whole market a category can hold hundreds.
            const inCategory = byRating(cardsInCategory(loaderData.cards, cat)).slice(0, CARDS_PER_PAGE);
            return (
              <section
                key={cat}
                id={guide.id}
                aria-labelledby={`${guide.id}-heading`}
                className="rounded-lg border border-gray-200 p-5"
              >
                <h3 id={`${guide.id}-heading`} className="text-lg font-semibold">
                  {guide.heading}
                </h3>
                <p className="mt-2 text-muted">{guide.text}</p>
                <ul className="mt-3 list-disc pl-5">
                  {inCategory.map((card) => (
                    <li key={card.id}>
                      <TextLink to={`/kort/${card.urlSlug}`}>{card.name}</TextLink>
                    </li>
                  ))}
                </ul>
                <TextLink
                  strong
                  className="mt-3 inline-block"
                  to={`/kredittkort?kategori=${categorySlug(cat)}#all-cards`}
                >
                  Vis bare {guide.heading.toLowerCase()}
                </TextLink>
              </section>
            );
          })}
          <section
            id="no-fee"
            aria-labelledby="no-fee-heading"
            className="rounded-lg border border-gray-200 p-5 md:col-span-2"
          >
            <h3 id="no-fee-heading" className="text-lg font-semibold">
              {noFeeText.heading}
            </h3>
            <p className="mt-2 text-muted">
              {noFeeText.summary(freeCards.withoutAnnualFee, freeCards.withMonthlyFee, freeCards.unknownMonthlyFee)}
              {freeCards.count > freeCards.first.length &&
                ` ${noFeeText.firstShown(freeCards.first.length, freeCards.count)}`}
            </p>
            <ul className="mt-3 grid list-disc gap-x-8 pl-5 sm:grid-cols-2">
              {freeCards.first.map((card) => (
                <li key={card.id}>
                  <TextLink to={`/kort/${card.urlSlug}`}>{card.name}</TextLink>
                </li>
              ))}
            </ul>
            {freeCards.count > freeCards.first.length && (
              <TextLink strong className="mt-3 inline-block" to={`${CARD_LIST_PATH}?sortering=arsgebyr#all-cards`}>
                {noFeeText.more}
              </TextLink>
            )}
          </section>
        </div>
      </section>

      <div className="mt-12">
        <RepresentativeExampleExplainer />
      </div>
      <CompareTray />
    </div>
  );
}
