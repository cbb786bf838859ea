import type { Route } from "./+types/beginner-guide.route";
import { Link } from "react-router";
import { RangeExamples } from "~/shared/cards/representative-example-box";
import { ArticleLayout } from "~/site/guides/article-layout";
import { Callout } from "~/site/guides/callout";
import { GuideActions } from "~/site/guides/guide-actions";
import { KeyFigures } from "~/site/guides/key-figures";
import { MistakeList } from "~/site/guides/mistake-list";
import { StepList } from "~/site/guides/step-list";
import { TableOfContents } from "~/site/guides/beginner/table-of-contents";
import { TipList } from "~/site/guides/tip-list";
import { DataTable } from "~/shared/ui/data-table";
import { ButtonLink } from "~/shared/ui/button-link";
import { formatEffectiveRate, formatKr, formatNumber, formatPercent, formatWorkingDays } from "~/shared/format/format";

const sections = [
  { id: "hva-er-kredittkort", label: "Hva er et kredittkort?" },
  { id: "hvordan-fungerer", label: "Slik fungerer kredittgrensen og fakturaen" },
  { id: "typer-kredittkort", label: "Fire typer kredittkort" },
  { id: "soke-kredittkort", label: "Slik søker du om kredittkort" },
  { id: "ansvarlig-bruk", label: "Gylne regler for ansvarlig bruk" },
  { id: "vanlige-feil", label: "Vanlige feil nybegynnere gjør" },
] as const;

function feeRange(min: number, max: number) {
  return min === max ? formatKr(min) : `${formatNumber(min)}–${formatKr(max)}`;
}

/** The beginner guide's body: what a credit card is, how the limit and the bill work, the four types, applying, good habits and common mistakes. */
export function BeginnerGuidePage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, facts, limitExample, cardTypes } = loaderData;
  const heading = (id: (typeof sections)[number]["id"]) => sections.find((s) => s.id === id)!.label;

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          Et kredittkort kan være praktisk, trygt og lønnsomt, men det er også et lån. Her er det du bør vite før du
          søker om ditt første kort: hvordan kortet virker, hva det koster, og hvordan du bruker det uten å havne i
          gjeld.
        </p>
      }
    >
      <TableOfContents items={[...sections]} />

      <section id="hva-er-kredittkort" aria-labelledby="hva-er-kredittkort-tittel">
        <h2 id="hva-er-kredittkort-tittel">{heading("hva-er-kredittkort")}</h2>
        <p>
          Et kredittkort lar deg handle for penger du låner av banken. Alt du kjøper i løpet av en måned, samles på én
          faktura. Betaler du hele fakturaen innen forfall, har lånet ikke kostet deg noe. Betaler du bare en del,
          begynner banken å beregne rente på resten, og kredittkortrenten er blant de høyeste du kan få på et lån.
        </p>
        <p>
          Et bankkort (debetkort) trekker derimot pengene rett fra brukskontoen din. Du kan ikke bruke mer enn du har,
          og du betaler aldri rente. Mange har derfor begge deler: bankkortet til hverdagen og kredittkortet til
          netthandel og reiser, der det gir bedre vern.
        </p>
        <DataTable label="Kredittkort og bankkort" caption="Kredittkort og bankkort side om side">
          <thead>
            <tr className="border-b-2 border-gray-300">
              <th scope="col" className="py-2 pr-3">
                <span className="sr-only">Hva vi sammenligner</span>
              </th>
              <th scope="col" className="py-2 pr-3">
                Kredittkort
              </th>
              <th scope="col" className="py-2">
                Bankkort
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.cardVsBankCard.map((row) => (
              <tr key={row.aspect} className="border-b border-gray-200 align-top">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {row.aspect}
                </th>
                <td className="py-2 pr-3">{row.creditCard}</td>
                <td className="py-2">{row.bankCard}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <p>
          Vil du lese mer om når du bør bruke hvilket kort, har vi skrevet en egen artikkel om{" "}
          <Link to="/kredittkort-vs-bankkort">forskjellen på kredittkort og bankkort</Link>.
        </p>
      </section>

      <section id="hvordan-fungerer" aria-labelledby="hvordan-fungerer-tittel">
        <h2 id="hvordan-fungerer-tittel">{heading("hvordan-fungerer")}</h2>
        <p>
          Når du får kortet, setter banken en kredittgrense: det høyeste beløpet du kan skylde samtidig. Grensen
          avgjøres av inntekten og gjelden din. Hver gang du handler, går beløpet av på grensen. Når du betaler
          fakturaen, blir beløpet tilgjengelig igjen.
        </p>
        <p>
          {facts.interestFree} Etter forfall beregnes rente på det du ikke har betalt, som regel helt fra kjøpsdagen. I
          det representative eksempelet for de {loaderData.cardCount} kortene vi sammenligner, er den effektive renten
          fra {formatEffectiveRate(loaderData.freeRateRange.min)} til{" "}
          {formatEffectiveRate(loaderData.freeRateRange.max)} på kortene uten årsgebyr, og opptil{" "}
          {formatEffectiveRate(loaderData.rateRange.max)} på kortene med årsgebyr, fordi gebyret regnes med.
        </p>
        <RangeExamples
          cards={[loaderData.freeRateRange.cheapest, loaderData.freeRateRange.dearest, loaderData.rateRange.dearest]}
        />
        <Callout title={`Eksempel: en kredittgrense på ${formatKr(limitExample.limitKr)}`}>
          <p>I løpet av en måned bruker du kortet til dette:</p>
          <ul>
            {limitExample.purchases.map((purchase) => (
              <li key={purchase.what}>
                {purchase.what}: {formatKr(purchase.amountKr)}
              </li>
            ))}
          </ul>
          <KeyFigures
            label="Kredittgrensen etter kjøpene"
            items={[
              { label: "Kredittgrense", value: formatKr(limitExample.limitKr) },
              { label: "Brukt denne måneden", value: formatKr(limitExample.usedKr) },
              { label: "Igjen å bruke", value: formatKr(limitExample.availableKr) },
              { label: "Andel av grensen brukt", value: formatPercent(limitExample.utilisationPercent) },
            ]}
          />
          <p>
            Du har brukt {formatPercent(limitExample.utilisationPercent)} av grensen, mer enn de{" "}
            {formatPercent(facts.maxUtilisationPercent)} vi anbefaler. Med denne grensen betyr anbefalingen at du bør
            holde deg under {formatKr(limitExample.recommendedMaxKr)}.
          </p>
          <p>
            Betaler du hele fakturaen på {formatKr(limitExample.usedKr)} innen forfall, koster kjøpene deg ingenting
            ekstra, og hele grensen på {formatKr(limitExample.limitKr)} er tilgjengelig igjen. Lar du beløpet stå
            ubetalt i et år på et kort uten årsgebyr med {formatEffectiveRate(loaderData.exampleRate)} rente i året,
            renters rente medregnet (medianen for kortene uten årsgebyr), koster det deg omtrent{" "}
            {formatKr(limitExample.yearOfInterestKr)} i rente.
          </p>
        </Callout>
        <p>
          Minstebeløpet på fakturaen er det minste banken godtar at du betaler. Det er ikke et forslag til hvor mye du
          bør betale: betaler du bare minstebeløpet, tar det svært lang tid å bli kvitt gjelden, og mesteparten av
          innbetalingene går til renter.
        </p>
      </section>

      <section id="typer-kredittkort" aria-labelledby="typer-kredittkort-tittel">
        <h2 id="typer-kredittkort-tittel">{heading("typer-kredittkort")}</h2>
        <p>
          Kredittkortene i Norge deler seg grovt i fire typer. Forskjellen ligger i hva du får tilbake, og hva du
          betaler for det. For de fleste som skal ha sitt første kort, er et enkelt kort uten årsgebyr det tryggeste
          valget.
        </p>
        {cardTypes.map((type) => (
          <div key={type.category}>
            <h3>{type.name}</h3>
            <p>{type.description}</p>
            <ul>
              <li>
                <strong>Passer for:</strong> {type.suits}
              </li>
              <li>
                <strong>Vær obs på:</strong> {type.watchOut}
              </li>
              <li>
                <strong>Årsgebyr blant kortene vi sammenligner:</strong> {feeRange(type.minFee, type.maxFee)}.{" "}
                <Link to={`/kredittkort?kategori=${type.slug}`}>
                  Se {type.count} kort i kategorien {type.category}
                </Link>
              </li>
            </ul>
          </div>
        ))}
      </section>

      <section id="soke-kredittkort" aria-labelledby="how-to-apply">
        <h2 id="how-to-apply">{heading("soke-kredittkort")}</h2>
        <p>
          Før du søker, bør du vite om du oppfyller kravene. Et avslag er ikke farlig i seg selv, men hver søknad gir en
          kredittsjekk, og mange søknader på kort tid kan gjøre det vanskeligere å få ja senere.
        </p>
        <h3>Krav du må oppfylle</h3>
        <TipList tips={loaderData.requirements} />
        <h3>Søknaden steg for steg</h3>
        <StepList steps={loaderData.steps} />
        <p>
          For kortene vi sammenligner, oppgir bankene {formatWorkingDays(facts.answerWorkingDays)} før du får svar. Hvor
          lang tid det tar, avhenger av banken og av om den trenger mer dokumentasjon fra deg. Får du avslag, bør du
          finne ut hvorfor før du søker et annet sted, og vente minst {facts.minMonthsBetweenApplications} måneder før
          neste søknad.
        </p>
      </section>

      <section id="ansvarlig-bruk" aria-labelledby="ansvarlig-bruk-tittel">
        <h2 id="ansvarlig-bruk-tittel">{heading("ansvarlig-bruk")}</h2>
        <p>
          Et kredittkort er et godt verktøy så lenge det er du som styrer det. Disse reglene holder kostnadene nede og
          kredittverdigheten oppe:
        </p>
        <TipList tips={loaderData.goldenRules} />
        <Callout tone="warning" title="Hvis du ikke klarer å betale hele fakturaen">
          <p>
            Ta kontakt med banken før forfall og spør om en nedbetalingsplan. Har du gjeld på flere kort, finner du
            konkrete strategier i <Link to="/kredittkort-gjeld-guide">guiden vår om kredittkortgjeld</Link>. NAV har
            gratis og uforpliktende økonomisk rådgivning.
          </p>
        </Callout>
      </section>

      <section id="vanlige-feil" aria-labelledby="vanlige-feil-tittel">
        <h2 id="vanlige-feil-tittel">{heading("vanlige-feil")}</h2>
        <p>De fleste feilene nybegynnere gjør, handler om renter og gebyrer som kommer snikende. Slik unngår du dem:</p>
        <MistakeList mistakes={loaderData.mistakes} />
        <p>
          Er du klar til å se på kortene? Start med kortene uten årsgebyr, sammenlign den effektive renten, og velg det
          kortet som passer til det du faktisk skal bruke det til.
        </p>
        <GuideActions>
          <ButtonLink to="/kredittkort">Sammenlign kredittkort</ButtonLink>
          <ButtonLink to="/guider" variant="secondary">
            Les flere guider
          </ButtonLink>
        </GuideActions>
      </section>
    </ArticleLayout>
  );
}
