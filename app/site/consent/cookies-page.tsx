import { Link } from "react-router";
import type { Route } from "./+types/cookies.route";
import { site } from "#content/site";
import { buttonClasses } from "~/shared/ui/button-link";
import { formatMonthYear } from "~/shared/format/format";
import { consentText } from "~/site/consent/consent-text";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";

type Example = Route.ComponentProps["loaderData"]["cookieTypes"][number]["examples"][number];

/** One kind of cookie: the policy's limit for it, then the cookies we set of that kind, or that we set none. */
function CookieExample({ example }: { example: Example }) {
  return (
    <li>
      <strong>{example.name}</strong> (høyst {example.maxDuration.toLowerCase()}): {example.purpose}{" "}
      {example.inUse.length > 0 ? (
        <>
          I bruk i dag:{" "}
          {example.inUse.map((cookie, index) => (
            <span key={cookie.name}>
              {index > 0 && ", "}
              <code className="font-mono">{cookie.name}</code>, lagres i {cookie.duration}
            </span>
          ))}
          .
        </>
      ) : (
        <em>Ikke i bruk i dag.</em>
      )}
    </li>
  );
}

/** /cookies: the cookie policy, with the cookies we set of each kind. */
export function CookiesPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { cookieTypes, host, siteCookies, updated } = loaderData;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle id="cookies">Cookieerklæring</PageTitle>
      <p className="mt-2 text-sm text-muted">
        Sist oppdatert <time dateTime={updated}>{formatMonthYear(updated)}</time>
      </p>
      <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">
        Cookies, eller informasjonskapsler, er små tekstfiler som et nettsted lagrer i nettleseren din. Her forklarer vi
        hvilke cookies {site.name} setter, hva de gjør, og hvor lenge de blir liggende.
      </p>

      <section
        aria-labelledby="today-heading"
        className="mt-8 max-w-3xl rounded-xl border-l-4 border-brand-700 bg-brand-50 p-5"
      >
        <h2 id="today-heading" className="text-xl font-bold">
          Dette setter vi i dag
        </h2>
        <p className="mt-2 leading-7">
          {site.name} setter bare egne cookies, fra {host}, og bare dem som står her. Før du har svart på spørsmålet om
          cookies, setter vi ingen. Analyse og markedsføring er av til du selv slår dem på. Vi laster ingen skript fra
          andre selskaper og bruker ingen annonsepiksler, så ingen andre får vite hva du leser hos oss.
        </p>
        <ul className="mt-4 space-y-3">
          {siteCookies.map((cookie) => (
            <li key={cookie.name} className="rounded-lg bg-white p-4">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <code className="font-mono font-semibold text-brand-900">{cookie.name}</code>
                <span className="text-sm text-muted">
                  {cookie.category}, {cookie.needsConsent ? "bare med samtykke" : "uten samtykke"}, lagres i{" "}
                  {cookie.duration}
                </span>
              </p>
              <p className="mt-1 leading-7">{cookie.purpose}</p>
              <p className="mt-1 text-sm leading-6 text-muted">{cookie.setWhen}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 leading-7">
          Du kan trekke tilbake eller endre samtykket når som helst. Slår du av analyse eller markedsføring, sletter vi
          cookien som hører til.
        </p>
        <p className="mt-4 leading-7">
          I tillegg til cookiene lagrer nettleseren to ting lokalt (localStorage), og bare når du selv ber om det:
          kortene du har lagt til sammenligning, og om du har slått av hurtigtasten for søk. Det blir liggende i
          nettleseren din til du fjerner det.
        </p>
        {/* With JavaScript the settings open as a dialog here; without it, the link is the settings page. */}
        <Link to="/samtykke?tilbake=%2Fcookies" data-consent-open="" className={buttonClasses("primary", "mt-4")}>
          {consentText.manage}
        </Link>
      </section>

      <section aria-labelledby="types-heading" className="mt-10">
        <h2 id="types-heading" className="text-2xl font-bold">
          Typer cookies
        </h2>
        <p className="mt-3 max-w-3xl leading-7">
          Oversikten viser hvilke typer cookies erklæringen gjelder for, og den lengste varigheten erklæringen tillater
          for hver type og hvert slag. Det er grenser, ikke levetiden til en bestemt cookie: under hvert slag står
          cookiene vi faktisk setter og hvor lenge de lagres, eller at slaget ikke er i bruk i dag.
        </p>
        <div className="mt-4 hidden md:block">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">
              Typer cookies: formål, lengste tillatte varighet, om de kan slås av, og hvilke vi setter i dag
            </caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="py-2 pr-4">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4">
                  Formål
                </th>
                <th scope="col" className="py-2 pr-4">
                  Lengste tillatte varighet
                </th>
                <th scope="col" className="py-2 pr-4">
                  Kan slås av
                </th>
                <th scope="col" className="py-2">
                  Eksempler og cookies i bruk
                </th>
              </tr>
            </thead>
            <tbody>
              {cookieTypes.map((cookieType) => (
                <tr key={cookieType.id} className="border-b border-gray-200 align-top">
                  <th scope="row" className="py-4 pr-4 font-semibold">
                    {cookieType.type}
                  </th>
                  <td className="py-4 pr-4">{cookieType.purpose}</td>
                  <td className="py-4 pr-4">{cookieType.maxDuration}</td>
                  <td className="py-4 pr-4">{cookieType.canDisable ? "Ja, valgfrie" : "Nei, nødvendige"}</td>
                  <td className="py-4">
                    <ul className="space-y-2 text-sm">
                      {cookieType.examples.map((example) => (
                        <CookieExample key={example.name} example={example} />
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* Small screens get the same facts as cards, so the table never needs sideways scrolling. */}
        <ul className="mt-4 space-y-4 md:hidden">
          {cookieTypes.map((cookieType) => (
            <li key={cookieType.id} className="rounded-xl border border-gray-200 p-5">
              <h3 className="text-lg font-semibold">{cookieType.type}</h3>
              <p className="mt-2">{cookieType.purpose}</p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-semibold">Lengste tillatte varighet</dt>
                <dd>{cookieType.maxDuration}</dd>
                <dt className="font-semibold">Kan slås av</dt>
                <dd>{cookieType.canDisable ? "Ja, valgfrie" : "Nei, nødvendige"}</dd>
              </dl>
              <p className="mt-3 font-semibold">Eksempler og cookies i bruk</p>
              <ul className="mt-1 space-y-2 text-sm">
                {cookieType.examples.map((example) => (
                  <CookieExample key={example.name} example={example} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="delete-heading" className="mt-10 max-w-3xl">
        <h2 id="delete-heading" className="text-2xl font-bold">
          Slik sletter eller blokkerer du cookies
        </h2>
        <p className="mt-3 leading-7">
          Du bestemmer selv over cookies i nettleseren din. I de fleste nettlesere finner du valgene under
          innstillingene for personvern og sikkerhet, ofte kalt «informasjonskapsler» eller «nettstedsdata». Der kan du
          slette cookies som allerede er lagret, og velge om nettsteder får lagre nye. Valget gjelder bare nettleseren
          og enheten du gjør det på. Blokkerer du også nødvendige cookies, kan deler av nettstedet slutte å virke.
        </p>
      </section>

      <section aria-labelledby="more-heading" className="mt-10 max-w-3xl">
        <h2 id="more-heading" className="text-2xl font-bold">
          Mer om personvern
        </h2>
        <p className="mt-3 leading-7">
          Hvordan vi behandler personopplysninger og hvor lenge vi lagrer dem, står i{" "}
          <TextLink strong to="/personvern">
            personvernerklæringen
          </TextLink>
          . Har du spørsmål om cookies, skriv til{" "}
          <TextLink strong href={`mailto:${site.email}`}>
            {site.email}
          </TextLink>
          .
        </p>
      </section>
    </div>
  );
}
