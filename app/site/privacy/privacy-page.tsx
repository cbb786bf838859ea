import type { Route } from "./+types/privacy.route";
import { site } from "#content/site";
import { formatMonthYear } from "~/shared/format/format";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";

function SectionLink({ href, label }: { href: string; label: string }) {
  return href.startsWith("/") ? (
    <TextLink strong to={href}>
      {label}
    </TextLink>
  ) : (
    <TextLink strong href={href}>
      {label}
    </TextLink>
  );
}

/** /personvern: the privacy statement, from content/privacy.ts. */
export function PrivacyPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { sections, retention, updated } = loaderData;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle id="privacy">Personvernerklæring</PageTitle>
      <p className="mt-2 text-sm text-muted">
        Sist oppdatert <time dateTime={updated}>{formatMonthYear(updated)}</time>
      </p>
      <p className="mt-4 text-lg leading-8 text-muted">
        Her forklarer vi hvilke personopplysninger {site.name} behandler, hvorfor vi gjør det, hvor lenge vi tar vare på
        dem, og hvilke rettigheter du har. Kort fortalt: du kan bruke nettstedet uten å si hvem du er, og vi selger
        aldri opplysninger om deg.
      </p>

      <nav aria-labelledby="toc-heading" className="mt-8 rounded-xl bg-brand-50 p-5">
        <h2 id="toc-heading" className="text-lg font-semibold">
          Innhold
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {sections.map((section) => (
            <li key={section.id}>
              <TextLink href={`#${section.id}`}>{section.heading}</TextLink>
            </li>
          ))}
        </ol>
      </nav>

      <div className="prose-article mt-6">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.closing?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.showRetentionTable && (
              <div className="hidden sm:block">
                <table className="w-full border-collapse text-left">
                  <caption className="mb-2 text-left font-semibold">Lagringstid for hver type opplysninger</caption>
                  <thead>
                    <tr className="border-b-2 border-gray-300">
                      <th scope="col" className="py-2 pr-4">
                        Opplysninger
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        Hvor lenge
                      </th>
                      <th scope="col" className="py-2">
                        Hva det gjelder
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {retention.map((row) => (
                      <tr key={row.id} className="border-b border-gray-200 align-top">
                        <th scope="row" className="py-3 pr-4 font-semibold">
                          {row.category}
                        </th>
                        <td className="py-3 pr-4">{row.duration}</td>
                        <td className="py-3 text-muted">{row.note}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {/* Small screens get the same rows as a list, so the table never needs sideways scrolling. */}
            {section.showRetentionTable && (
              <dl className="space-y-4 sm:hidden">
                {retention.map((row) => (
                  <div key={row.id} className="rounded-lg border border-gray-200 p-4">
                    <dt className="font-semibold">{row.category}</dt>
                    <dd className="mt-1">{row.duration}</dd>
                    <dd className="mt-1 text-sm text-muted">{row.note}</dd>
                  </div>
                ))}
              </dl>
            )}
            {section.links && (
              <ul>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <SectionLink {...link} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>

      <p className="mt-10 rounded-xl border border-gray-200 p-5 leading-7">
        Spørsmål om personvern? Skriv til{" "}
        <TextLink strong href={`mailto:${site.email}?subject=${encodeURIComponent("Personvern")}`}>
          {site.email}
        </TextLink>{" "}
        eller se{" "}
        <TextLink strong to="/kontakt">
          kontaktsiden
        </TextLink>
        .
      </p>
    </div>
  );
}
