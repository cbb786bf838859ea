import { Fragment, type ReactNode } from "react";
import { FEED_ATTRIBUTION } from "~/shared/cards/feed-status";
import type { Route } from "./+types/open-data.route";
import { site } from "#content/site";
import { FEED_ENTRY_LIMIT } from "~/site/open-data/changes-feed";
import { STALE_AFTER_DAYS } from "~/shared/cards/data-freshness";
import { formatKr } from "~/shared/format/format";
import { OPEN_CARDS_FORMAT, OPEN_CARDS_VERSION } from "~/site/open-data/open-cards";
import { CHANGES_FEED_PATH, OPEN_CARDS_PATH } from "~/site/open-data/open-data-paths";
import { representativeAssumptions } from "~/shared/cards/representative-example";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { uiText } from "~/site/site-text";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * Headings of the field groups, by their path in the document, with the field's name where it has one: in a
 * smaller code font, so the longest («cashWithdrawalAbroadFee») fits a 320 px screen whole.
 */
const groupHeadings: Record<string, { title: string; field?: string }> = {
  "": { title: "Dokumentet" },
  "cards[]": { title: "Hvert kort i «cards»" },
  "cards[].representativeExample": { title: "Det representative eksempelet", field: "representativeExample" },
  "cards[].cashbackRate": { title: "Bonussatsen", field: "cashbackRate" },
  "cards[].cashWithdrawalFee": { title: "Gebyret for kontantuttak i egen bank", field: "cashWithdrawalFee" },
  "cards[].cashWithdrawalAbroadFee": { title: "Gebyret for kontantuttak i utlandet", field: "cashWithdrawalAbroadFee" },
  "cardsWithoutFeedFields[]": { title: "Hvert kort i «cardsWithoutFeedFields»" },
  "cardsWithoutFeedFields[].representativeExample": { title: "Det representative eksempelet for disse kortene" },
  "cardsWithoutFeedFields[].cashbackRate": { title: "Bonussatsen for disse kortene" },
};

/** /om/data: how to use the open data: the cards as JSON and their fields, the versioning promise, the changes feed. */
export function OpenDataPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { groups, jsonUrl, feedUrl, exampleId, feedFacts } = loaderData;
  const { principal, months } = representativeAssumptions;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs trail={[{ name: uiText.home, path: "/" }, { name: "Om oss", path: "/om" }, { name: "Åpne data" }]} />
      <PageTitle className="mt-6">Åpne data om kortene</PageTitle>
      <p className="mt-4 text-lg leading-8 text-muted">
        Alle tallene vi sammenligner kortene med, kan du hente som data: renter, gebyrer, det representative eksempelet
        og datoen vilkårene sist ble kontrollert. Siden er skrevet for journalister og forskere, men dataene er åpne for
        alle. Oppgi {site.name} som kilde, og husk at det alltid er bankens egne vilkår som gjelder.
      </p>

      <DocsSection id="json" title="Kortene som JSON">
        <Address path={OPEN_CARDS_PATH} url={jsonUrl} />
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">
          <li>
            Dataene er de samme som på sidene våre, regnet ut på samme måte, og endres straks vi publiserer en endring
            eller en kontroll. Feltet <code>generated</code> sier når det sist skjedde.
          </li>
          <li>
            Beløp er i kroner, satser i prosent (<code>19.9</code> betyr 19,9 %), datoer er på formen ÅÅÅÅ-MM-DD og
            tidspunkter ISO 8601 i UTC. Kortene står i samme rekkefølge som på nettstedet.
          </li>
          <li>
            <code>effectiveRate</code> er den effektive renten i det representative eksempelet: {formatKr(principal)}{" "}
            brukt den første dagen og betalt tilbake med {months} like månedlige avdrag, med årsgebyret regnet med. Det
            er det samme tallet som står på kortets side. <code>interestRate</code> er renten før gebyrer, og er ikke
            den effektive renten.
          </li>
          <li>
            <code>checkOverdue</code> er <code>true</code> når det er over {STALE_AFTER_DAYS} dager siden vi
            kontrollerte kortets vilkår mot bankens. Sjekk da bankens egne vilkår før du bruker tallene.
          </li>
          <li>
            Svaret kan mellomlagres i ett minutt. Det har en ETag: spør med <code>If-None-Match</code>, så får du{" "}
            <code>304 Not Modified</code> når ingenting er endret. Alle nettsteder kan hente dataene rett fra
            nettleseren (CORS).
          </li>
        </ul>

        <h3 className="mt-8 text-xl font-semibold">Feltene</h3>
        <p className="mt-2 leading-7">
          Felt merket «valgfritt» er bare med når vi har tallet fra banken. Mangler feltet, vet vi det ikke; det betyr
          ikke 0.
        </p>
        {groups.map((group) => (
          <section key={group.path} aria-labelledby={`felt-${slug(group.path)}`} className="mt-6">
            <h4 id={`felt-${slug(group.path)}`} className="text-lg font-semibold">
              <GroupHeading path={group.path} />
            </h4>
            <dl className="mt-2 divide-y divide-gray-200 border-y border-gray-200">
              {group.fields.map((field) => (
                <div key={field.name} className="py-3">
                  <dt className="wrap-break-word">
                    <code className="font-semibold">{field.name}</code>{" "}
                    <span className="text-sm text-muted">
                      {field.type}
                      {!field.required && ", valgfritt"}
                    </span>
                  </dt>
                  <dd className="mt-1 leading-7">{field.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </DocsSection>

      <DocsSection id="finansportalen" title="Tall fra Finansportalen">
        <p className="mt-3 leading-7">
          Kort vi har koblet til et produkt i Finansportalens oversikt over markedet (Forbrukerrådet), får disse
          faktaene fra Finansportalen:{" "}
          {feedFacts.fields.map((field, index) => (
            <Fragment key={field}>
              {index > 0 && ", "}
              <code>{field}</code>
            </Fragment>
          ))}
          . Dem deler vi bare der avtalen med Finansportalen tillater det. Det representative eksempelet (
          <code>effectiveRate</code> og <code>representativeExample</code>) regner vi ut selv, og det deler vi alltid,
          med teksten som oppgir renten og gebyrene det er regnet ut fra, slik reglene for markedsføring av kreditt
          krever og kortets side viser det. Kort uten kobling til Finansportalen har bare våre egne tall, og deler alt.
        </p>
        <p className="mt-3 leading-7" data-feed-sharing={feedFacts.shared ? "on" : "off"}>
          {feedFacts.shared ? (
            <>
              <strong>Dette nettstedet deler faktaene fra Finansportalen.</strong> Slike kort står i <code>cards</code>{" "}
              med <code>"attribution": "{FEED_ATTRIBUTION}"</code>, og feeden sier det samme under endringene deres.
              Oppgi da Finansportalen som kilde.
            </>
          ) : (
            <>
              <strong>Dette nettstedet deler ikke faktaene fra Finansportalen.</strong> Slike kort står i{" "}
              <code>cardsWithoutFeedFields</code>, uten disse feltene, og feeden sier bare at de er endret, ikke hva de
              er endret til. Tallene står på kortets side.
            </>
          )}
        </p>
      </DocsSection>

      <DocsSection id="versjoner" title="Versjoner: dette lover vi">
        <p className="mt-3 leading-7">
          Dokumentet har alltid <code>"format": "{OPEN_CARDS_FORMAT}"</code> og{" "}
          <code>"version": {OPEN_CARDS_VERSION}</code> på denne adressen. I versjon {OPEN_CARDS_VERSION} kommer det bare
          nye felt til: vi fjerner ikke felt, gir dem ikke nye navn og endrer ikke hva de betyr eller hvilken enhet de
          har. Les derfor dataene slik at felt du ikke kjenner, blir hoppet over. En endring som ville brutt dette, blir
          versjon {OPEN_CARDS_VERSION + 1} på en ny adresse, og den står beskrevet her.
        </p>
      </DocsSection>

      <DocsSection id="feed" title="Endringene som feed">
        <Address path={CHANGES_FEED_PATH} url={feedUrl} />
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">
          <li>
            En Atom-feed (RFC 4287) som alle feedlesere kan følge. Hver gang vi publiserer en endring i et korts rente,
            gebyrer eller andre fakta, kommer det en ny oppføring. En kontroll der ingenting var endret, gir ingen
            oppføring; den ser du på datoen <code>lastChecked</code> i JSON-dataene.
          </li>
          <li>
            Tittelen sier hvilket kort og hva som er endret. Innholdet har hvert felt med gammel og ny verdi, og kilden:
            adressen til bankens vilkår eller en merknad om hvor opplysningene kommer fra. Lenken går til kortets side,
            der endringene også står under «Endringer».
          </li>
          <li>
            De {FEED_ENTRY_LIMIT} nyeste endringene står i feeden, nyeste først. Hver oppføring har en fast id, for
            eksempel <code className="wrap-anywhere">{exampleId}</code> for kort 3, versjon 2, så en feedleser viser den
            bare én gang.
          </li>
        </ul>
      </DocsSection>

      <DocsSection id="sporsmal" title="Spørsmål">
        <p className="mt-3 leading-7">
          Lurer du på hvordan et tall er regnet ut, eller trenger du noe dataene ikke har? Skriv til{" "}
          <TextLink strong href={`mailto:${site.email}?subject=${encodeURIComponent("Åpne data")}`}>
            {site.email}
          </TextLink>
          . Slik vurderer og sorterer vi kortene:{" "}
          <TextLink strong to="/om#how-we-work">
            slik jobber vi
          </TextLink>
          .
        </p>
      </DocsSection>
    </div>
  );
}

/** A section of the page with its heading (h2), labelled by it. */
function DocsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where a resource is: its full address as the link's text, wrapped anywhere on a narrow screen. */
function Address({ path, url }: { path: string; url: string }) {
  return (
    <p className="mt-3 leading-7">
      Adresse:{" "}
      <a href={path} className={`${linkClass} wrap-anywhere`}>
        {url}
      </a>
    </p>
  );
}

/** An id for a group's heading: "cards[].representativeExample" → "cards-representativeexample". */
function slug(path: string): string {
  return (
    path
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "dokumentet"
  );
}

function GroupHeading({ path }: { path: string }) {
  const heading = groupHeadings[path];
  if (!heading) return path;
  if (!heading.field) return heading.title;
  return (
    <>
      {heading.title} («<code className="text-base">{heading.field}</code>»)
    </>
  );
}
