import type { Route } from "./+types/accessibility.route";
import { formatDate, formatList } from "~/shared/format/format";
import { PageTitle } from "~/shared/ui/page-title";
import { TextLink } from "~/shared/ui/text-link";

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /tilgjengelighet: the accessibility statement, from content/accessibility.ts. */
export function AccessibilityPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { statement, testing, contact, siteName } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle>Erklæring om tilgjengelighet</PageTitle>
      <p className="mt-2 text-sm text-muted">
        Sist gjennomgått <time dateTime={statement.updated}>{formatDate(statement.updated)}</time>
      </p>
      <p className="mt-4 text-lg leading-8 text-muted">
        {siteName} skal kunne brukes av alle, også med skjermleser, forstørrelse, bare tastatur eller en smal skjerm.
        Her står hvilken standard vi følger, hvordan vi tester, hva vi vet ikke er godt nok ennå, og hvordan du sier
        fra.
      </p>

      <div className="prose-article mt-6">
        <section aria-labelledby="standard">
          <h2 id="standard">Standarden vi følger</h2>
          <p>
            Nettstedet er laget og testet for å oppfylle {testing.standard}. Forskrift om universell utforming av
            IKT-løsninger krever i dag WCAG 2.0 nivå AA av private nettsteder i Norge; vi følger den nyere 2.1, som også
            stiller krav til bruk på mobil og ved forstørrelse. EUs tilgjengelighetsdirektiv (European Accessibility
            Act) gjelder snart også i Norge.
          </p>
        </section>

        <section aria-labelledby="testing">
          <h2 id="testing">Slik tester vi</h2>
          <ul>
            <li>
              Hver side kontrolleres automatisk med axe-core mot reglene for WCAG{" "}
              {formatList(testing.automatedVersions)} (nivå A og AA)
              {testing.bestPractice ? ", og mot axes anbefalte praksis" : ""}, i {formatList(testing.colourSchemes)}{" "}
              fargetema, før hver endring tas i bruk.
            </li>
            <li>
              Hver side vises i bredder fra {testing.narrowestWidth} til {testing.widestWidth} piksler uten at tekst
              eller tall kuttes eller må rulles sidelengs.
            </li>
            <li>
              {upperFirst(formatList(testing.keyboard))} brukes med tastatur i testene, og fokus er alltid synlig.
            </li>
            <li>Alle skjemaer virker uten JavaScript, og feil vises med en oppsummering som får fokus.</li>
          </ul>
          <p>Automatiske tester finner ikke alle problemer. Derfor vil vi gjerne høre fra deg om noe ikke virker.</p>
        </section>

        <section aria-labelledby="known-issues">
          <h2 id="known-issues">Det vi vet ikke er godt nok</h2>
          {statement.knownIssues.length === 0 ? (
            <p>Vi kjenner ikke til noe på nettstedet som ikke oppfyller standarden.</p>
          ) : (
            statement.knownIssues.map((issue) => (
              <div key={issue.id}>
                <h3>{issue.heading}</h3>
                <p>{issue.text}</p>
              </div>
            ))
          )}
        </section>

        <section aria-labelledby="report">
          <h2 id="report">Si fra om noe ikke virker</h2>
          <p>
            Skriv til oss på{" "}
            <TextLink strong href={`mailto:${contact.email}`}>
              {contact.email}
            </TextLink>{" "}
            eller bruk{" "}
            <TextLink strong to={contact.contactPath}>
              kontaktskjemaet
            </TextLink>
            . Si gjerne hvilken side det gjelder og hva du brukte (for eksempel nettleser og skjermleser). Får du ikke
            svar, eller er du ikke fornøyd med svaret, kan du klage til Tilsynet for universell utforming av ikt
            (uutilsynet.no).
          </p>
        </section>
      </div>
    </div>
  );
}
