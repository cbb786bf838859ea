import { Link } from "react-router";
import type { Route } from "./+types/cookies";
import { cookieDurationText, cookiePolicy, cookieTypes } from "#content/cookies";
import { site } from "#content/site";
import { formatMonthYear } from "~/domain/format";
import { pageMeta } from "~/seo";

export function loader() {
  // Durations are written out here, on the server, from the numbers in content/cookies.ts.
  return {
    updated: cookiePolicy.updated,
    cookieTypes: cookieTypes.map((cookieType) => ({
      id: cookieType.id,
      type: cookieType.type,
      purpose: cookieType.purpose,
      duration: cookieDurationText(cookieType.duration),
      canDisable: cookieType.canDisable,
      examples: cookieType.examples.map((example) => ({
        name: example.name,
        purpose: example.purpose,
        duration: cookieDurationText(example.duration),
      })),
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Cookieerklæring",
    description:
      "Hvilke typer cookies Kortvalg kan bruke, hva de brukes til, hvor lenge de varer, og hvordan du sletter dem i nettleseren.",
    path: "/cookies",
  });

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

export default function Cookies({ loaderData }: Route.ComponentProps) {
  const { cookieTypes, updated } = loaderData;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 id="cookies" className="text-4xl font-extrabold tracking-tight text-brand-900">
        Cookieerklæring
      </h1>
      <p className="mt-2 text-sm text-muted">
        Sist oppdatert <time dateTime={updated}>{formatMonthYear(updated)}</time>
      </p>
      <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">
        Cookies, eller informasjonskapsler, er små tekstfiler som et nettsted lagrer i nettleseren din. Her forklarer vi
        hvilke typer cookies {site.name} kan bruke, hva de gjør, og hvor lenge de blir liggende.
      </p>

      <section aria-labelledby="today-heading" className="mt-8 max-w-3xl rounded-xl border-l-4 border-brand-700 bg-brand-50 p-5">
        <h2 id="today-heading" className="text-xl font-bold">
          Dette setter vi i dag
        </h2>
        <p className="mt-2 leading-7">
          I dag setter {site.name} bare cookies som er strengt nødvendige for at nettstedet skal virke. Vi bruker ingen
          analyse- eller markedsføringscookies. Tabellen under viser hvilke typer cookies erklæringen gjelder for. Tar vi i
          bruk valgfrie cookies, ber vi om samtykket ditt før de settes, og du kan når som helst ombestemme deg.
        </p>
      </section>

      <section aria-labelledby="types-heading" className="mt-10">
        <h2 id="types-heading" className="text-2xl font-bold">
          Typer cookies
        </h2>
        <div className="mt-4 hidden md:block">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Typer cookies: formål, varighet, om de kan slås av, og eksempler</caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="py-2 pr-4">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4">
                  Formål
                </th>
                <th scope="col" className="py-2 pr-4">
                  Varighet
                </th>
                <th scope="col" className="py-2 pr-4">
                  Kan slås av
                </th>
                <th scope="col" className="py-2">
                  Eksempler
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
                  <td className="py-4 pr-4">{cookieType.duration}</td>
                  <td className="py-4 pr-4">{cookieType.canDisable ? "Ja, valgfrie" : "Nei, nødvendige"}</td>
                  <td className="py-4">
                    <ul className="space-y-2 text-sm">
                      {cookieType.examples.map((example) => (
                        <li key={example.name}>
                          <strong>{example.name}</strong> ({example.duration.toLowerCase()}): {example.purpose}
                        </li>
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
                <dt className="font-semibold">Varighet</dt>
                <dd>{cookieType.duration}</dd>
                <dt className="font-semibold">Kan slås av</dt>
                <dd>{cookieType.canDisable ? "Ja, valgfrie" : "Nei, nødvendige"}</dd>
              </dl>
              <p className="mt-3 font-semibold">Eksempler</p>
              <ul className="mt-1 space-y-2 text-sm">
                {cookieType.examples.map((example) => (
                  <li key={example.name}>
                    <strong>{example.name}</strong> ({example.duration.toLowerCase()}): {example.purpose}
                  </li>
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
          Du bestemmer selv over cookies i nettleseren din. I de fleste nettlesere finner du valgene under innstillingene
          for personvern og sikkerhet, ofte kalt «informasjonskapsler» eller «nettstedsdata». Der kan du slette cookies
          som allerede er lagret, og velge om nettsteder får lagre nye. Valget gjelder bare nettleseren og enheten du gjør
          det på. Blokkerer du også nødvendige cookies, kan deler av nettstedet slutte å virke.
        </p>
      </section>

      <section aria-labelledby="more-heading" className="mt-10 max-w-3xl">
        <h2 id="more-heading" className="text-2xl font-bold">
          Mer om personvern
        </h2>
        <p className="mt-3 leading-7">
          Hvordan vi behandler personopplysninger og hvor lenge vi lagrer dem, står i{" "}
          <Link to="/personvern" className={linkClass}>
            personvernerklæringen
          </Link>
          . Har du spørsmål om cookies, skriv til{" "}
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
          .
        </p>
      </section>
    </div>
  );
}
