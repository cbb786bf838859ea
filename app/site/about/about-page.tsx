import type { Route } from "./+types/about.route";
import { site } from "#content/site";
import { ButtonLink } from "~/shared/ui/button-link";
import { formatMonthYear } from "~/shared/format/format";
import { uiText } from "~/site/site-text";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";
import { coverageText } from "~/site/card-list/coverage-text";

const sectionClass = "mt-12";

/** /om: our aim and values, how we work, partners, news, press, jobs and the terms of use. */
export function AboutPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { values, news, banks, cardCount, claims } = loaderData;
  const mail = (subject: string) => `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <section id="about" aria-labelledby="about-heading">
        <PageTitle id="about-heading">Om {site.name}</PageTitle>
        <p className="mt-4 text-lg leading-8 text-muted">
          {site.name} hjelper deg å velge kredittkort med åpne øyne. Vi sammenligner rente, årsgebyr, cashback og
          forsikringer på norske kredittkort, og viser hva kreditten faktisk koster. Tjenesten er gratis å bruke, og vi
          er uavhengige av bankene: ingen bank eier oss eller bestemmer vurderingene, men noen av dem betaler oss
          provisjon når du søker om kort via lenkene våre.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3" aria-label={`${site.name} i tall`}>
          {claims.map((claim) => (
            <li key={claim.label} className="rounded-xl bg-brand-50 p-5 text-center">
              <a href={claim.href} className="text-sm text-muted">
                <span className="block text-2xl font-bold text-brand-800">{claim.value}</span>
                {claim.label}
              </a>
            </li>
          ))}
        </ul>

        <h2 className="mt-12 text-2xl font-bold">Målet vårt</h2>
        <p className="mt-3 leading-7">
          Et kredittkort kan være praktisk og trygt å handle med, men det er også dyr kreditt hvis du ikke betaler hele
          fakturaen. Vi vil at du skal finne kortet som passer hverdagen din, forstå hva det koster, og bruke det uten å
          betale rente. Derfor forteller vi like gjerne når et kort ikke lønner seg, som når det gjør det.
        </p>

        <h2 className="mt-12 text-2xl font-bold">Verdiene våre</h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.id} className="rounded-xl border border-gray-200 p-5 shadow-sm">
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-we-work" aria-labelledby="how-we-work-heading" className={sectionClass}>
        <h2 id="how-we-work-heading" className="text-2xl font-bold">
          Slik jobber vi
        </h2>
        <ol className="mt-4 list-decimal space-y-3 pl-6 leading-7">
          <li>
            <strong>Vi henter tallene fra bankene.</strong> Rente, årsgebyr, kredittgrense og fordeler kommer fra
            bankenes egne prislister og vilkår. Ved hvert kort står datoen da tallene sist ble kontrollert.
          </li>
          <li>
            <strong>Vi vurderer hvert kort.</strong> Vurderingen, vist med opptil fem stjerner, veier sammen kostnad,
            fordeler, brukervennlighet, kredittvilkår og sikkerhet. Den er vår redaksjonelle mening, ikke en garanti.
          </li>
          <li>
            <strong>Vi sorterer etter vurdering.</strong> Kortet med høyest vurdering står først. Har to kort lik
            vurdering, kommer kortet med lavest effektiv rente først.
          </li>
          <li>
            <strong>Vi viser hva kreditten koster.</strong> Hvert kort har et representativt eksempel, slik
            markedsføringsreglene for kreditt krever, så du kan sammenligne kostnaden før du søker.
          </li>
          <li>
            <strong>Vi tar aldri imot søknader.</strong> Når du søker, sendes du til bankens egen side. Banken gjør
            kredittvurderingen og avgjør om du får kortet og hvor høy kredittgrensen blir.
          </li>
        </ol>

        <div className="mt-8 rounded-xl border-l-4 border-accent bg-amber-50 p-5">
          <h3 className="text-lg font-semibold">Slik tjener vi penger</h3>
          <p className="mt-2 leading-7">
            {site.name} er gratis for deg fordi vi får provisjon fra banken når en leser søker om et kort via en lenke
            merket «{uiText.advertisement}». Provisjonen påvirker ikke vurderingene våre eller rekkefølgen kortene vises
            i, og vi tar ikke betalt for å omtale et kort.
          </p>
        </div>
      </section>

      <section id="partners" aria-labelledby="partners-heading" className={sectionClass}>
        <h2 id="partners-heading" className="text-2xl font-bold">
          Samarbeidspartnere
        </h2>
        <p className="mt-3 leading-7">
          Vi har provisjonsavtaler med flere av bankene vi viser kort fra. Kortene vises uansett om vi har en avtale med
          banken eller ikke, og de vurderes og sorteres etter de samme reglene. Lenker som gir oss provisjon, er alltid
          merket «{uiText.advertisement}».
        </p>
        <p className="mt-3 leading-7">I dag sammenligner vi {cardCount} kort fra disse bankene og kortutstederne:</p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Banker og kortutstedere">
          {banks.map((bank) => (
            <li key={bank} className="rounded-full border border-gray-300 px-3 py-1 text-sm font-medium">
              {bank}
            </li>
          ))}
        </ul>
        <p className="mt-4 leading-7">
          Er du en bank eller kortutsteder og vil at vi skal vurdere kortet ditt? Skriv til{" "}
          <TextLink strong href={mail("Samarbeid")}>
            {site.email}
          </TextLink>{" "}
          med «Samarbeid» i emnefeltet. Et samarbeid gir ikke plass på listen eller en bedre vurdering.
        </p>
      </section>

      <section id="news" aria-labelledby="news-heading" className={sectionClass}>
        <h2 id="news-heading" className="text-2xl font-bold">
          Nyheter
        </h2>
        <p className="mt-3 leading-7">Dette har vi endret på nettstedet i det siste.</p>
        <ul className="mt-4 space-y-3">
          {news.map((item) => (
            <li key={item.text} className="flex flex-col gap-1 border-l-4 border-brand-700 pl-4 sm:flex-row sm:gap-4">
              <time dateTime={item.date} className="shrink-0 font-semibold sm:w-36">
                {formatMonthYear(item.date)}
              </time>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section id="press" aria-labelledby="press-heading" className={sectionClass}>
        <h2 id="press-heading" className="text-2xl font-bold">
          Presse
        </h2>
        <p className="mt-3 leading-7">
          Journalister kan kontakte oss om kredittkort, renter, gebyrer og forbrukerøkonomi. Vi kan forklare hvordan
          kortene sammenlignes, og hjelpe deg å finne tall fra sammenligningen. Skriv til{" "}
          <TextLink strong href={mail("Pressehenvendelse")}>
            {site.email}
          </TextLink>{" "}
          og merk e-posten «Presse», så svarer vi så raskt vi kan.
        </p>
        <p className="mt-3 leading-7">
          Journalister og forskere kan hente alle kortenes tall og følge endringene i dem som{" "}
          <TextLink strong to="/om/data">
            åpne data
          </TextLink>
          .
        </p>
      </section>

      <section id="careers" aria-labelledby="careers-heading" className={sectionClass}>
        <h2 id="careers-heading" className="text-2xl font-bold">
          Jobb hos oss
        </h2>
        <p className="mt-3 leading-7">
          Vi har ingen ledige stillinger akkurat nå. Vi er likevel glade for å høre fra deg som kan personlig økonomi,
          skriver godt eller utvikler nettsider. Send en kort åpen søknad og CV til{" "}
          <TextLink strong href={mail("Åpen søknad")}>
            {site.email}
          </TextLink>{" "}
          med «Åpen søknad» i emnefeltet. Vi tar vare på søknaden bare så lenge den er aktuell, og sletter den når du
          ber om det.
        </p>
      </section>

      <section id="terms" aria-labelledby="terms-heading" className={sectionClass}>
        <h2 id="terms-heading" className="text-2xl font-bold">
          Vilkår for bruk
        </h2>
        <ul className="mt-4 list-disc space-y-3 pl-6 leading-7">
          <li>
            Innholdet på {site.name} er generell informasjon. Det er ikke personlig finansiell rådgivning, og det tar
            ikke hensyn til din økonomi. Vurder selv om du har råd til kreditt før du søker.
          </li>
          <li>
            Tallene er kontrollert mot bankenes vilkår på datoen som står ved hvert kort. Bankene kan endre renter,
            gebyrer og fordeler når som helst, og det er alltid bankens egne vilkår som gjelder når du søker.
          </li>
          <li>
            Vi er ikke ansvarlige for endringer bankene gjør, for bankenes kredittvurdering, eller for tap som følge av
            at du har brukt informasjonen her. Ser du en feil, vil vi gjerne høre om det.
          </li>
          <li>
            Tekstene og sammenligningene er beskyttet av opphavsretten. Du kan gjerne lenke til oss og sitere kort med
            kildehenvisning.
          </li>
          <li>
            Slik behandler vi personopplysninger:{" "}
            <TextLink strong to="/personvern">
              personvernerklæringen
            </TextLink>
            . Slik bruker vi cookies:{" "}
            <TextLink strong to="/cookies">
              cookieerklæringen
            </TextLink>
            .
          </li>
        </ul>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        <ButtonLink to="/kontakt">Kontakt oss</ButtonLink>
        <ButtonLink to="/kredittkort" variant="secondary">
          {coverageText.seeList(loaderData.coverage, loaderData.cardCount)}
        </ButtonLink>
      </div>
    </div>
  );
}
