import type { Route } from "./+types/online-safety.route";
import { Link } from "react-router";
import { ArticleLayout } from "~/site/guides/article-layout";
import { ArticleActions } from "~/site/articles/article-actions";
import { Callout } from "~/site/guides/callout";
import { StepList } from "~/site/guides/step-list";
import { formatKr } from "~/shared/format/format";

/** The online-safety article's body. */
export function OnlineSafetyPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, facts } = loaderData;
  const law = (
    <a href={facts.lawUrl} rel="external">
      {facts.lawName}
    </a>
  );

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          Kredittkort er en av de tryggeste måtene å betale på nett. Her er hvordan du bekrefter kjøp trygt, kjenner
          igjen svindel, og hva du gjør hvis kortet blir misbrukt eller varen aldri kommer.
        </p>
      }
    >
      <h2 id="hvorfor-kredittkort">Hvorfor kredittkort er trygt på nett</h2>
      <p>
        Når du betaler med kredittkort, går ikke pengene ut av brukskontoen din med en gang. Kjøpet havner på en faktura
        som du betaler senere, og du får tid til å oppdage et trekk du ikke kjenner igjen før du selv har betalt noe.
      </p>
      <p>
        Du har også et lovfestet vern. Etter {law} {facts.creditPurchaseSection} svarer kortutstederen sammen med
        selgeren når du har kjøpt noe på kreditt fra en næringsdrivende. Kommer ikke varen, eller har den feil som
        selgeren ikke ordner opp i, kan du kreve pengene tilbake fra banken som har gitt deg kortet. Og blir kortet
        misbrukt av andre, er ansvaret ditt begrenset ved lov, så lenge du har passet på kortet og kodene og melder fra
        raskt.
      </p>

      <h2 id="bekreft-kjopet">Bekreft kjøpet med BankID eller bankappen</h2>
      <p>
        Når du handler på nett, ber banken deg som regel bekrefte kjøpet med BankID, en kode på SMS eller i bankappen.
        Dette kalles 3-D Secure, og heter Visa Secure eller Mastercard Identity Check hos kortselskapene. Bekreftelsen
        gjør at en svindler ikke kan bruke kortnummeret ditt alene.
      </p>
      <p>Bekreftelsen beskytter deg bare hvis du leser den før du godkjenner:</p>
      <ul>
        <li>Sjekk at beløpet, valutaen og navnet på butikken stemmer med det du har tenkt å kjøpe.</li>
        <li>Godkjenn aldri en betaling du ikke selv har startet, uansett hva den som ringer eller skriver, sier.</li>
        <li>
          Banken ber deg aldri bekrefte en betaling for å «stoppe svindel», «kansellere et trekk» eller «sikre kontoen».
          Det er alltid et forsøk på å lure deg.
        </li>
      </ul>

      <h2 id="virtuelle-kort">Virtuelle kort, mobilbetaling og varsler</h2>
      <p>
        Mange banker lar deg lage et virtuelt kort i appen: et eget kortnummer som er knyttet til samme konto, men som
        du kan slette eller sperre uten å røre det fysiske kortet. Bruk gjerne et virtuelt kort til abonnementer og
        butikker du ikke kjenner fra før. Lekker nummeret, sletter du bare det virtuelle kortet.
      </p>
      <p>
        Betaler du med Apple Pay, Google Pay eller tilsvarende, får butikken et eget nummer i stedet for det ekte
        kortnummeret, og du bekrefter med ansiktet, fingeren eller koden på telefonen. Slå også på varsler i bankappen,
        slik at du får beskjed om hvert kjøp, og bruk innstillingene for å skru av netthandel eller bruk i utlandet når
        du ikke trenger det.
      </p>

      <h2 id="kjenn-igjen-svindel">Slik kjenner du igjen svindel</h2>
      <p>De fleste svindelforsøk følger de samme mønstrene. Vær ekstra på vakt hvis:</p>
      <ul>
        {loaderData.phishingSigns.map((sign) => (
          <li key={sign}>{sign}</li>
        ))}
      </ul>
      <Callout tone="warning" title="Er du i tvil, legg på og ring selv">
        <p>
          Avslutt samtalen eller lukk meldingen, og ta kontakt med banken på nummeret som står på kortet eller på
          bankens egne nettsider. Ekte bankansatte har ingenting imot at du ringer tilbake.
        </p>
      </Callout>

      <h2 id="sjekk-nettbutikken">Sjekk nettbutikken før du handler</h2>
      <StepList numbers="soft" steps={loaderData.shopChecks} />

      <h2 id="misbruk">Hvis kortet er misbrukt: gjør dette</h2>
      <StepList numbers="soft" steps={loaderData.misuseSteps} />
      <h3 id="hva-betaler-du-selv">Hvor mye må du betale selv?</h3>
      <p>
        Utgangspunktet er at banken bærer tapet når andre har brukt kortet ditt uten samtykke. Etter {law} kan du
        likevel måtte betale en del selv:
      </p>
      <ul>
        <li>
          Inntil <strong>{formatKr(facts.misuseExcessKr)}</strong> i egenandel hvis tapet skyldes at kortet er mistet
          eller stjålet.
        </li>
        <li>
          Inntil <strong>{formatKr(facts.grossNegligenceMaxKr)}</strong> hvis du har vært grovt uaktsom, for eksempel
          ved å oppbevare PIN-koden sammen med kortet.
        </li>
        <li>Hele tapet bare hvis du har handlet med vilje eller svikaktig.</li>
        <li>Ingenting for misbruk etter at du har meldt fra til banken eller sperret kortet.</li>
        <li>
          Ingenting hvis banken ikke krevde sikker bekreftelse, som BankID eller kode i appen, for betalingen, med
          mindre du selv har opptrådt svikaktig.
        </li>
      </ul>
      <p>
        Meld fra til banken uten unødig opphold når du oppdager misbruket, og senest {facts.unauthorisedClaimMonths}{" "}
        måneder etter at beløpet ble trukket. Har du selv bekreftet en betaling fordi du ble lurt, vil banken ofte mene
        at du har vært grovt uaktsom. Det er ikke alltid riktig, og du kan klage hvis du er uenig.
      </p>

      <h2 id="varen-kom-ikke">Varen kom aldri: kortreklamasjon og chargeback</h2>
      <p>
        Har du betalt med kredittkort for en vare eller tjeneste som ikke blir levert, kan du kreve pengene tilbake fra
        kortutstederen etter {law} {facts.creditPurchaseSection}. Det samme gjelder hvis varen har feil, et arrangement
        blir avlyst, eller butikken går konkurs. Fire ting må være på plass:
      </p>
      <ul>
        <li>Du har betalt med kredittkort (eller med utsatt betaling på kreditt).</li>
        <li>Du har kjøpt fra en næringsdrivende, ikke fra en privatperson.</li>
        <li>Det er en feil, en mangel eller manglende levering som gir deg et krav mot selgeren.</li>
        <li>Du har prøvd å løse saken med selgeren først.</li>
      </ul>
      <p>
        Kravet mot banken kan bare være et pengekrav, og det kan ikke være større enn kravet du har mot selgeren. Slik
        går du fram:
      </p>
      <StepList numbers="soft" steps={loaderData.nonDeliverySteps} />
      <p>
        Har du betalt med vanlig bankkort, kan banken ofte hjelpe deg med en tilsvarende tilbakeføring gjennom Visa-
        eller Mastercard-reglene. Den bygger ikke på det samme lovfestede ansvaret, og fristene er gjerne kortere. Les
        mer om forskjellene i <Link to="/kredittkort-vs-bankkort">kredittkort eller bankkort?</Link>
      </p>

      <h2 id="hjelp">Her får du hjelp</h2>
      <ul>
        {loaderData.helpOrganisations.map((organisation) => (
          <li key={organisation.name}>
            <a href={organisation.url} rel="external">
              {organisation.name}
            </a>
            : {organisation.text}
          </li>
        ))}
      </ul>

      <ArticleActions
        links={[
          { to: "/kredittkort-vs-bankkort", label: "Kredittkort eller bankkort?" },
          { to: "/kredittkort", label: "Sammenlign kredittkort" },
        ]}
      />
    </ArticleLayout>
  );
}
