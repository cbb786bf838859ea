import { Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/cards";
import { cardCategories, type CardCategory } from "#content/card-constants";
import { cards } from "#content/cards";
import { CardTile } from "~/components/card-tile";
import { CompareTray } from "~/components/compare-tray";
import { RepresentativeExampleExplainer } from "~/components/representative-example";
import { buttonClasses } from "~/components/ui/button-link";
import { SelectField } from "~/components/ui/select-field";
import { byRating, cardsInCategory, categoryCounts, categorySlug, parseCategory, seeAllCount } from "~/domain/card-filters";
import { checkedDates } from "~/domain/data-freshness";
import { DEFAULT_SORT, parseSort, sortCards, sortOrders } from "~/domain/card-sort";
import { formatAnnualFee, formatDate } from "~/domain/format";
import { pageMeta } from "~/seo";
import { sortText } from "~/ui-text";

export function loader() {
  return { cards: byRating(cards), seeAllCount: seeAllCount(cards), checked: checkedDates(cards) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Alle kredittkort i Norge – sammenlign rente og gebyr",
    description:
      "Se alle kredittkortene vi sammenligner. Sorter etter vurdering, årsgebyr, rente eller cashback, filtrer på kategori, og se hva kreditten koster.",
    path: "/kredittkort",
  });

/** What each category means, and the anchor ids the footer links to (spec §1). */
const categoryGuide: Record<CardCategory, { id: string; heading: string; text: string }> = {
  Cashback: {
    id: "cashback",
    heading: "Cashback-kort",
    text: "Gir penger, poeng eller rabatter tilbake når du handler. Se om fordelen gjelder butikkene du faktisk bruker.",
  },
  Reise: {
    id: "travel",
    heading: "Reisekort",
    text: "Samler flypoeng og har reiseforsikring når reisen betales med kortet. Lønner seg for den som reiser flere ganger i året.",
  },
  Premium: {
    id: "premium",
    heading: "Premiumkort",
    text: "Høyt årsgebyr mot lounge, omfattende forsikringer og statusfordeler. Regn på om du bruker fordelene nok.",
  },
  Dagligvare: {
    id: "groceries",
    heading: "Dagligvarekort",
    text: "Gir ekstra bonus i bestemte dagligvarekjeder. Passer når du handler mest i én kjede.",
  },
};

export default function Cards({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const category = parseCategory(searchParams.get("kategori"));
  const sort = parseSort(searchParams.get("sortering"));
  const shownCards = sortCards(cardsInCategory(loaderData.cards, category), sort);
  const counts = categoryCounts(loaderData.cards);
  const freeCards = loaderData.cards.filter((card) => card.annualFee === 0);

  const options: Array<{ value: string; label: string; count: number; selected: boolean }> = [
    { value: "alle", label: "Alle", count: loaderData.cards.length, selected: category === null },
    ...counts.map((c) => ({ value: categorySlug(c.category), label: c.category, count: c.count, selected: category === c.category })),
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-page-title font-extrabold tracking-tight text-brand-900">Alle kredittkort i Norge</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Her er alle de {loaderData.cards.length} kortene vi sammenligner. Velg en kategori for å se bare de kortene, og velg
        selv hva de skal sorteres etter. Med «Sammenlign» kan du legge opptil tre kort side om side.
      </p>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Forsiden sier «Se alle {loaderData.seeAllCount} kredittkort»: tallet regner også med{" "}
        {loaderData.seeAllCount - loaderData.cards.length} kort vi ikke har kontrollert vilkårene for, og som vi derfor ikke
        viser. Kortdataene her er sist kontrollert mot bankenes vilkår {formatDate(loaderData.checked.latest)}.
      </p>
      <p className="mt-2 max-w-3xl">
        Usikker på hvilket kort som passer deg?{" "}
        <Link to="/kortvelger" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Bruk kortvelgeren
        </Link>{" "}
        og se kortene rangert etter forbruket ditt, årsgebyret og rentene.
      </p>

      <Form method="get" preventScrollReset className="mt-6" aria-label="Velg kategori">
        {/* A category keeps the chosen order; the default order stays out of the URL. */}
        {sort !== DEFAULT_SORT && <input type="hidden" name="sortering" value={sort} />}
        <div className="flex flex-wrap gap-2" role="group" aria-label="Kategori">
          {options.map((option) => (
            <button
              key={option.label}
              type="submit"
              name="kategori"
              value={option.value}
              aria-pressed={option.selected}
              className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold ${
                option.selected ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-ink hover:border-brand-700"
              }`}
            >
              {option.label} <span className={option.selected ? "text-brand-100" : "text-muted"}>({option.count})</span>
            </button>
          ))}
        </div>
      </Form>

      <Form method="get" preventScrollReset className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Sorter kortene">
        {category && <input type="hidden" name="kategori" value={categorySlug(category)} />}
        <SelectField
          label={sortText.label}
          name="sortering"
          options={sortOrders.map((order) => ({ value: order, label: sortText.orders[order].label }))}
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
            Viser {shownCards.length} av {loaderData.cards.length} kort{category ? ` i kategorien ${category}` : ""}.
          </strong>{" "}
          <span data-sort-rule="">
            {sortText.orders[sort].rule} {sort !== DEFAULT_SORT && `${sortText.defaultOrder} `}
            {sortText.commission}
          </span>
        </p>
        <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shownCards.map((card) => (
            <li key={card.id}>
              <CardTile card={card} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-to-choose-heading" className="mt-14 rounded-xl bg-brand-50 p-6 sm:p-8">
        <h2 id="how-to-choose-heading" className="text-2xl font-bold">
          Slik velger du riktig kort i tre steg
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {[
            ["Se på hvordan du bruker kort", "Handler du mest mat, reiser du mye, eller vil du ha et gratis reservekort? Bruken avgjør hvilke fordeler som gir noe."],
            ["Sammenlign kostnaden", "Se på årsgebyr og effektiv rente, og les det representative eksempelet. Fordeler du ikke bruker, er ikke verdt noe."],
            ["Søk om ett kort", "Søk bare om kortet du faktisk vil ha. Hver søknad gir en kredittsjekk, og banken vurderer inntekt og gjeld før du får svar."],
          ].map(([heading, text], index) => (
            <li key={heading} className="rounded-lg bg-white p-5 shadow-sm">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
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
            const inCategory = cardsInCategory(loaderData.cards, cat);
            return (
              <section key={cat} id={guide.id} aria-labelledby={`${guide.id}-heading`} className="rounded-lg border border-gray-200 p-5">
                <h3 id={`${guide.id}-heading`} className="text-lg font-semibold">
                  {guide.heading}
                </h3>
                <p className="mt-2 text-muted">{guide.text}</p>
                <ul className="mt-3 list-disc pl-5">
                  {inCategory.map((card) => (
                    <li key={card.id}>
                      <Link to={`/kort/${card.urlSlug}`} className="text-brand-700 underline underline-offset-2">
                        {card.name}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/kredittkort?kategori=${categorySlug(cat)}#all-cards`}
                  className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2"
                >
                  Vis bare {guide.heading.toLowerCase()}
                </Link>
              </section>
            );
          })}
          <section id="no-fee" aria-labelledby="no-fee-heading" className="rounded-lg border border-gray-200 p-5 md:col-span-2">
            <h3 id="no-fee-heading" className="text-lg font-semibold">
              Kort uten årsgebyr
            </h3>
            <p className="mt-2 text-muted">
              {freeCards.length} av kortene har {formatAnnualFee(0)} i årsgebyr. Et gratis kort koster ingenting så lenge
              du betaler hele fakturaen innen forfall.
            </p>
            <ul className="mt-3 grid list-disc gap-x-8 pl-5 sm:grid-cols-2">
              {freeCards.map((card) => (
                <li key={card.id}>
                  <Link to={`/kort/${card.urlSlug}`} className="text-brand-700 underline underline-offset-2">
                    {card.name}
                  </Link>
                </li>
              ))}
            </ul>
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
