import { Form, Link } from "react-router";
import type { Route } from "./+types/compare.route";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { CompareSharedNotice } from "~/site/compare/compare-shared-notice";
import { CompareTable } from "~/site/compare/compare-table";
import { CompareScript } from "~/site/compare/compare-tray";
import { RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { buttonClasses } from "~/shared/ui/button-link";
import { CopyLinkButton } from "~/shared/ui/copy-link-button";
import { SelectField } from "~/shared/forms/select-field";
import { compareHref, MAX_COMPARED } from "~/site/compare/compare";
import { compareText } from "~/site/compare/compare-text";
import { uiText } from "~/site/site-text";
import { compareMarked, EXPLICIT } from "~/site/compare/compare-contract";
import { TextLink } from "~/shared/ui/text-link";
import { CardAlertForm } from "~/site/card-alerts/card-alert-form";
import { FeedAttribution } from "~/shared/cards/feed-attribution";
import { coverageOf } from "~/shared/cards/feed-status";
import { coverageText } from "~/site/card-list/coverage-text";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** /sammenlign: the chosen cards side by side, the ways to add one, and the starting sets. */
export function ComparePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { chosen, unknown, dropped, options, explicit } = loaderData;
  const notes = [
    ...(unknown.length > 0 ? [compareText.unknownNote(unknown)] : []),
    ...(dropped.length > 0 ? [compareText.droppedNote(MAX_COMPARED, dropped)] : []),
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8" {...compareMarked("page")} {...{ [EXPLICIT]: String(explicit) }}>
      <Breadcrumbs trail={[{ name: uiText.home, path: "/" }, { name: "Sammenlign kredittkort" }]} />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-brand-900">Sammenlign kredittkort</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Velg opptil {MAX_COMPARED} kort og se dem side om side. For hvert kort viser vi hva kreditten koster i et
        representativt eksempel, og vi merker det beste tallet i hver rad med en tekst som sier hvorfor.
      </p>

      {notes.length > 0 && (
        <div
          className="mt-6 max-w-3xl space-y-2 rounded-xl border-l-4 border-amber-600 bg-amber-50 p-4 text-ink"
          {...compareMarked("notes")}
        >
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}

      {chosen.length > 0 && <CompareSharedNotice />}

      {chosen.length > 0 ? (
        <section aria-labelledby="compare-heading" className="mt-8">
          <h2 id="compare-heading" className="text-2xl font-bold">
            Kortene side om side
          </h2>
          <CopyLinkButton href={compareHref(chosen.map((card) => card.urlSlug))} className="mt-3" />
          {chosen.length === 1 && (
            <p className="mt-2 text-muted">Legg til ett eller to kort til i skjemaet under for å se forskjellene.</p>
          )}
          <CompareTable cards={chosen} />
          {loaderData.feedSourced && (
            <p className="mt-2 text-sm text-muted">
              <FeedAttribution />
            </p>
          )}
          <CardAlertForm id="varsel" cardIds={chosen.map((card) => card.id)} page="/sammenlign" />
        </section>
      ) : (
        <section aria-labelledby="suggestions-heading" className="mt-8">
          <h2 id="suggestions-heading" className="text-2xl font-bold">
            Start med et forslag
          </h2>
          <p className="mt-2 max-w-3xl text-muted">
            Du har ikke valgt noen kort ennå. Disse gruppene er satt sammen fra kortdataene våre, og er et godt sted å
            begynne. Du kan også trykke «{compareText.toggle}» på kortene i{" "}
            <TextLink strong to="/kredittkort">
              {coverageText.listInSentence(coverageOf())}
            </TextLink>
            .
          </p>
          <p {...compareMarked("resume")} hidden className="mt-4">
            <Link to="/sammenlign" className={buttonClasses("secondary")}>
              {compareText.resume}
            </Link>
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {loaderData.startingSets.map((set) => {
              const text = compareText.startingSets[set.id];
              return (
                <li key={set.id} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
                  <h3 className="text-lg font-semibold">{text.title}</h3>
                  <p className="mt-1 text-muted">{text.text}</p>
                  <ul className="mt-3 list-disc pl-5">
                    {set.names.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                  <Link to={compareHref(set.slugs)} className={`mt-4 self-start ${linkClass}`}>
                    Sammenlign {set.names.length === 2 ? "de to" : `disse ${set.names.length}`}
                    <span className="sr-only">: {text.title.toLowerCase()}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="add-heading" className="mt-10 max-w-3xl rounded-xl border border-gray-200 p-6">
        <h2 id="add-heading" className="text-xl font-bold">
          {chosen.length > 0 ? "Legg til et kort" : "Velg kort selv"}
        </h2>
        {chosen.length >= MAX_COMPARED ? (
          <p className="mt-2 text-muted">
            Du har valgt {MAX_COMPARED} kort, som er det meste vi viser side om side. Fjern ett av dem i tabellen for å
            legge til et annet.
          </p>
        ) : (
          <Form method="get" action="/sammenlign" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            {chosen.map((card) => (
              <input key={card.urlSlug} type="hidden" name="kort" value={card.urlSlug} />
            ))}
            <SelectField label={compareText.addLabel} name="kort" options={options} className="sm:w-80" />
            <button type="submit" className={buttonClasses("primary", "cursor-pointer")}>
              {compareText.addSubmit}
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby="how-heading" className="mt-10 max-w-3xl">
        <h2 id="how-heading" className="text-2xl font-bold">
          Slik leser du sammenligningen
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          <li>
            Vi merker det beste tallet i radene for årsgebyr, effektiv rente, kostnaden i det representative eksempelet,
            rentefrie dager, valutapåslag, cashback, reiseforsikring og vurdering, med en tekst som sier hvorfor, for
            eksempel «{compareText.best.annualFee}».
          </li>
          <li>{compareText.unknownRule}</li>
          <li>
            Er flere kort like gode, merker vi alle. Er tallet det samme for alle kortene, merker vi ingen og skriver «
            {compareText.allEqual}» ved raden.
          </li>
          <li>
            Cashback regner vi ut fra den laveste satsen kortet gir på vanlige kjøp, i penger eller poeng. Høyere satser
            som bare gjelder enkelte kjøp, og rabatter hos partnerbutikker, er ikke med.
          </li>
          <li>
            Kredittgrense og behandlingstid merker vi ikke: mer kreditt eller et raskere svar er ikke i seg selv bedre
            for deg. Behandlingstiden er bankens egen oppgitte tid, og banken gjør alltid en kredittvurdering.
          </li>
          <li>
            Vurderingen er vår egen. Provisjonen vi får når noen søker via lenkene merket «{uiText.advertisement}»,
            påvirker ikke vurderingen, merkene eller rekkefølgen.
          </li>
        </ul>
      </section>

      <div className="mt-10 max-w-3xl">
        <RepresentativeExampleExplainer />
      </div>
      <CompareScript />
    </div>
  );
}
