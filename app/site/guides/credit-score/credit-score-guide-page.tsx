import type { Route } from "./+types/credit-score-guide.route";
import { Link } from "react-router";
import { RangeExamples } from "~/shared/cards/representative-example-box";
import { ArticleLayout } from "~/site/guides/article-layout";
import { Callout } from "~/site/guides/callout";
import { CreditFactorList } from "~/site/guides/credit-score/credit-factor-list";
import { GuideActions } from "~/site/guides/guide-actions";
import { InfoCardList } from "~/site/guides/credit-score/info-card-list";
import { MistakeList } from "~/site/guides/mistake-list";
import { ScoreBandTable } from "~/site/guides/credit-score/score-band-table";
import { StepList } from "~/site/guides/step-list";
import { TipList } from "~/site/guides/tip-list";
import { DataTable } from "~/shared/ui/data-table";
import { ButtonLink } from "~/shared/ui/button-link";
import { formatEffectiveRate, formatPercent } from "~/shared/format/format";

/** The credit-score guide's body. */
export function CreditScoreGuidePage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, facts, factors, sources } = loaderData;
  const [largest, second] = factors;

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          Hver gang du søker om kredittkort eller lån, sjekker banken hvem du er som betaler. Her forklarer vi hva
          kredittscoren er, hva som påvirker den, hvordan du sjekker den gratis, og hva du kan gjøre for å forbedre den.
        </p>
      }
    >
      <GuideActions>
        <ButtonLink to="#sjekk-gratis">Sjekk kredittscore gratis</ButtonLink>
        <ButtonLink to="/kredittkort" variant="secondary">
          Finn beste kredittkort
        </ButtonLink>
      </GuideActions>

      <section aria-labelledby="credit-info">
        <h2 id="credit-info">Hva er kredittsjekk og kredittscore?</h2>
        <p>
          En kredittsjekk er et oppslag banken gjør for å vurdere om du kan betale tilbake. Kredittscoren er resultatet
          samlet i ett tall. Dette er begrepene du møter:
        </p>
        <dl className="my-6 space-y-3">
          {loaderData.definitions.map((item) => (
            <div key={item.term} className="rounded-xl bg-brand-50 p-4">
              <dt className="font-semibold text-ink">{item.term}</dt>
              <dd className="mt-1">{item.definition}</dd>
            </div>
          ))}
        </dl>
        <p>
          Kredittopplysningsbyråene i Norge bruker hver sin modell og skala, så tallet du ser hos ett byrå, kan se
          annerledes ut hos et annet. {sources.norwegian.bureau}s modeller for personer ({sources.norwegian.models}) går
          fra {sources.norwegian.scale.min} til {sources.norwegian.scale.max}, der {sources.norwegian.scale.max} er best
          (<a href={sources.norwegian.url}>kilde: {sources.norwegian.bureau}</a>). Vektene og skalaen fra{" "}
          {facts.scoreRange.min} til {facts.scoreRange.max} lenger ned er {sources.foreign.name} (
          <a href={sources.foreign.url}>kilde: FICO</a>), ikke et norsk byrås: de viser hvilke forhold som teller og
          omtrent hvor mye, men de norske byråene har egne modeller med egne vekter. Bankene gjør dessuten sin egen
          vurdering av inntekt, gjeld og boutgifter i tillegg til scoren.
        </p>
      </section>

      <section aria-labelledby="faktorer-tittel">
        <h2 id="faktorer-tittel">Dette påvirker kredittscoren</h2>
        <p>
          Disse forholdene teller i scoren. I {sources.foreign.name} veier {largest!.factor.toLowerCase()} og{" "}
          {second!.factor.toLowerCase()} tyngst, til sammen {formatPercent(largest!.impact + second!.impact)}, og det er
          også de to du kan gjøre mest med selv. Prosentene under er FICOs vekter, ikke norske.
        </p>
        <CreditFactorList factors={factors} />
      </section>

      <section aria-labelledby="skala-tittel">
        <h2 id="skala-tittel">{`FICO-skalaen fra ${facts.scoreRange.min} til ${facts.scoreRange.max} (USA)`}</h2>
        <p>
          Nivåene er FICOs. En norsk score fra {sources.norwegian.scale.min} til {sources.norwegian.scale.max} har egne
          grenser hos hvert byrå, men rådene gjelder på samme måte:
        </p>
        <ScoreBandTable bands={loaderData.bands} caption="Kredittscore, nivå og råd" />
      </section>

      <section id="sjekk-gratis" aria-labelledby="sjekk-gratis-tittel">
        <h2 id="sjekk-gratis-tittel">Slik sjekker du kredittscoren gratis</h2>
        <p>
          Du har rett til å se hvilke opplysninger som er registrert om deg, uten å betale for det. Tre steder gir deg
          til sammen et godt bilde:
        </p>
        <InfoCardList items={loaderData.freeCheckWays} whatLabel="Dette ser du" howLabel="Slik gjør du" />
        <p>
          Å sjekke dine egne opplysninger er ikke en kredittsjekk i bankenes øyne, og det påvirker ikke scoren din. Du
          kan gjøre det så ofte du vil.
        </p>
        <h3>Steg for steg med BankID</h3>
        <StepList steps={loaderData.steps} />
      </section>

      <section aria-labelledby="betaltjenester-tittel">
        <h2 id="betaltjenester-tittel">Betaltjenester: trenger du dem?</h2>
        <p>
          Flere selskaper selger abonnementer på kredittovervåking. De kan være nyttige, men mye av det samme får du
          gratis. Vurder dette før du betaler:
        </p>
        <InfoCardList items={loaderData.premiumServices} whatLabel="Dette får du" howLabel="Vår vurdering" />
      </section>

      <section aria-labelledby="forbedre-tittel">
        <h2 id="forbedre-tittel">Slik forbedrer du kredittscoren</h2>
        <p>
          Noen grep virker i løpet av få måneder, andre tar tid. Det viktigste er å få kontroll på gjelden og betale alt
          i tide, hver gang.
        </p>
        <h3>
          Raske grep ({facts.quickImprovementMonths.min}–{facts.quickImprovementMonths.max} måneder)
        </h3>
        <TipList tips={loaderData.quickImprovements} />
        <h3>Langsiktige strategier ({facts.longTermFromMonths}+ måneder)</h3>
        <TipList tips={loaderData.longTermStrategies} />
        <Callout title="Tre tommelfingerregler">
          <ul>
            <li>
              Bruk under {formatPercent(facts.maxUtilisationPercent)} av kredittgrensene, helst under{" "}
              {formatPercent(facts.idealUtilisationPercent)}.
            </li>
            <li>
              Skal du sammenligne tilbud på samme type lån, samle søknadene innenfor {facts.bundleApplicationDays.min}–
              {facts.bundleApplicationDays.max} dager. Noen scoremodeller teller dem da som én forespørsel, men ikke
              alle, og kredittkortsøknader telles som regel hver for seg.
            </li>
            <li>Vent minst {facts.minMonthsBetweenApplications} måneder mellom hver søknad om kredittkort.</li>
          </ul>
        </Callout>
      </section>

      <section aria-labelledby="korttilgang-tittel">
        <h2 id="korttilgang-tittel">Slik påvirker scoren hvilke kort du får</h2>
        <p>
          Scoren avgjør om du får ja, hvor høy kredittgrense du får, og noen ganger hvilken rente du får. Tabellen viser
          hva som er typisk på hvert nivå av FICO-skalaen.
        </p>
        <DataTable label="Kredittscore og tilgang til kort" caption="Kredittscore og tilgang til kort">
          <thead>
            <tr className="border-b-2 border-gray-300">
              <th scope="col" className="py-2 pr-3">
                Score
              </th>
              <th scope="col" className="py-2">
                Tilgang til kort
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.cardAccess.map((segment) => (
              <tr key={segment.segment} className="border-b border-gray-200 align-top">
                <th scope="row" className="py-2 pr-3">
                  {segment.segment}
                  <span className="block text-sm font-normal text-muted">
                    {segment.scoreMin}–{segment.scoreMax} ({segment.statuses.join(", ").toLowerCase()})
                  </span>
                </th>
                <td className="py-2">{segment.access}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <p>
          Mange kortutstedere i Norge har én og samme rente for alle kunder på et kort. På kortene uten årsgebyr som vi
          sammenligner, er den effektive renten i det representative eksempelet mellom{" "}
          {formatEffectiveRate(loaderData.freeRateRange.min)} og {formatEffectiveRate(loaderData.freeRateRange.max)}.
          For disse kortene betyr en lav score oftere avslag eller lavere kredittgrense enn høyere rente.
        </p>
        <RangeExamples cards={[loaderData.freeRateRange.cheapest, loaderData.freeRateRange.dearest]} />
      </section>

      <section aria-labelledby="feil-tittel">
        <h2 id="feil-tittel">Vanlige feil og god praksis</h2>
        <h3>Feil som trekker scoren ned</h3>
        <MistakeList mistakes={loaderData.mistakes} />
        <h3>God praksis</h3>
        <TipList tips={loaderData.bestPractice} />
        <p>
          Er scoren i orden og vil du søke om kort? Start med kortene uten årsgebyr, og les{" "}
          <Link to="/guider/nybegynnerguiden-til-kredittkort#how-to-apply">hvordan du søker om kredittkort</Link> før du
          sender søknaden.
        </p>
      </section>
    </ArticleLayout>
  );
}
