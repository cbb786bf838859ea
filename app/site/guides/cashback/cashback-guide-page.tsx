import type { Route } from "./+types/cashback-guide.route";
import { RepresentativeExample, RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { Link } from "react-router";
import { ArticleLayout } from "~/site/guides/article-layout";
import { Callout } from "~/site/guides/callout";
import { GuideActions } from "~/site/guides/guide-actions";
import { TipList } from "~/site/guides/tip-list";
import { DataTable } from "~/shared/ui/data-table";
import { ButtonLink } from "~/shared/ui/button-link";
import { formatCardFees, formatDecimal, formatKr, formatNumber, formatPercent } from "~/shared/format/format";

function CardLink({ card }: { card: { name: string; urlSlug: string } }) {
  return <Link to={`/kort/${card.urlSlug}`}>{card.name}</Link>;
}

/** Whose points the example counts: the household's own answer about flying (decision 0032). */
export function pointsCountedText(flightsPerYear: number): string {
  return flightsPerYear > 0
    ? `Husholdningen i eksempelet flyr ${formatNumber(flightsPerYear)} ganger i året og bruker poengene på bonusreiser, så poengene er regnet om til kroner. Flyr du ikke, er de ikke verdt noe her, og kalkulatoren og kortvelgeren regner dem ikke med.`
    : "Husholdningen i eksempelet flyr ikke, så poengene er ikke regnet med, som i kalkulatoren og kortvelgeren.";
}

/** The cashback guide's body. */
export function CashbackGuidePage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, spend, flightsPerYear, baseline, example, feeCards, formulaExample } = loaderData;
  const best = [...example].sort((a, b) => b.net - a.net)[0]!;
  const losers = example.filter((row) => row.net < 0);

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          Cashback høres ut som gratis penger, men det er det ikke: et årsgebyr eller én måned med rente kan spise opp
          hele fordelen. Her er hvordan cashback og bonuspoeng fungerer, og hvordan du regner ut om et kort faktisk
          lønner seg for deg.
        </p>
      }
    >
      <section aria-labelledby="slik-fungerer-tittel">
        <h2 id="slik-fungerer-tittel">Slik fungerer cashback og bonuspoeng</h2>
        <p>
          Når du betaler med kort, får banken et lite gebyr fra butikken. Noe av dette deler banken med deg for at du
          skal bruke akkurat deres kort. Fordelen kommer i fire hovedformer, og de er verdt svært forskjellig for ulike
          personer:
        </p>
        {loaderData.rewardKinds.map((kind) => (
          <div key={kind.kind}>
            <h3>{kind.kind}</h3>
            <p>{kind.how}</p>
            <p>
              <strong>Er det verdt noe?</strong> {kind.worthIt}
            </p>
            <p>
              Eksempler blant kortene vi sammenligner:{" "}
              {kind.cards.map((card, index) => (
                <span key={card.urlSlug}>
                  {index > 0 && (index === kind.cards.length - 1 ? " og " : ", ")}
                  <CardLink card={card} />
                </span>
              ))}
              .
            </p>
          </div>
        ))}
        <p>
          For kort som gir poeng, oppgir vi en verdi i prosent av kjøpene. Det er et anslag på hva poengene er verdt når
          du bruker dem på bonusreiser. Bruker du dem på andre måter, er de ofte verdt mindre.
        </p>
      </section>

      <section aria-labelledby="se-etter-tittel">
        <h2 id="se-etter-tittel">Hva du bør se etter</h2>
        <p>Dette avgjør hva et cashback-kort faktisk gir deg i løpet av et år:</p>
        <TipList tips={loaderData.checklist} />
      </section>

      <section aria-labelledby="regnestykket-tittel">
        <h2 id="regnestykket-tittel">Regnestykket: lønner kortet seg for deg?</h2>
        <p>
          Regnestykket er enkelt: ta det du bruker på kortet i året, gang med den laveste cashback-satsen, og trekk fra
          gebyrene, årsgebyret og eventuelle månedsgebyr. Det du sitter igjen med, er det kortet faktisk gir deg.
          Tabellen viser hva kortene gir hvis du bruker {formatKr(spend)} i året på kortet, omtrent det en husholdning
          bruker når de fleste faste utgifter går via kortet. {pointsCountedText(flightsPerYear)}
        </p>
        <DataTable
          label="Hva kortene gir tilbake"
          caption={<>Hva kortene gir tilbake ved {formatKr(spend)} i årlig forbruk</>}
        >
          <thead>
            <tr className="border-b-2 border-gray-300">
              <th scope="col" className="py-2 pr-3">
                Kort
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Laveste sats
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Tilbake i året
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Gebyrer
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Netto i året
              </th>
              <th scope="col" className="py-2">
                Hva kreditten koster
              </th>
            </tr>
          </thead>
          <tbody>
            {example.map((row) => (
              <tr key={row.urlSlug} data-card-offer="" className="border-b border-gray-200 align-top">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <CardLink card={row} />
                  {row.inPoints && (
                    <span className="block text-sm text-muted">
                      {row.pointsNotCounted ? "Poengene er ikke regnet med" : "Poengene regnet om til kroner"}
                    </span>
                  )}
                </th>
                <td className="py-2 pr-3 text-right">{formatPercent(row.ratePercent)}</td>
                <td className="py-2 pr-3 text-right">{formatKr(row.back)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{formatCardFees(row)}</td>
                <td data-offer-figure="" className="py-2 pr-3 text-right font-semibold">
                  {formatKr(row.net)}
                </td>
                <td className="min-w-64 py-2">
                  <RepresentativeExample card={row} prominent />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <p>
          Ved dette forbruket gir {best.name} mest, {formatKr(best.net)} i året.
          {losers.length > 0 && (
            <>
              {" "}
              {losers.map((row) => row.name).join(" og ")} koster mer i gebyrer enn de gir tilbake. Det betyr ikke at de
              er dårlige kort, men at de må lønne seg på andre fordeler, som lounge, forsikringer og reisefordeler.
            </>
          )}
        </p>

        <h3>Når slår et kort med årsgebyr et gratiskort?</h3>
        <p>
          Et kort med årsgebyr og høyere sats tar igjen et gratiskort når du bruker nok på det. Vi sammenligner med{" "}
          <CardLink card={baseline} />, det gratiskortet i oversikten vår som gir mest tilbake på alle kjøp (
          {formatPercent(baseline.ratePercent)}). Den første kolonnen viser hva du må bruke bare for å tjene inn
          gebyret, den andre hva du må bruke før kortet gir mer enn gratiskortet.
        </p>
        <DataTable
          label="Når et kort med årsgebyr lønner seg"
          caption={<>Årlig forbruk som trengs før kortet lønner seg, sammenlignet med {baseline.name}</>}
        >
          <thead>
            <tr className="border-b-2 border-gray-300">
              <th scope="col" className="py-2 pr-3">
                Kort
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Gebyrer
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Tjener inn gebyret ved
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Slår gratiskortet ved
              </th>
              <th scope="col" className="py-2">
                Hva kreditten koster
              </th>
            </tr>
          </thead>
          <tbody>
            {feeCards.map((row) => (
              <tr key={row.urlSlug} data-card-offer="" className="border-b border-gray-200 align-top">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <CardLink card={row} /> <span className="text-muted">({formatPercent(row.ratePercent)})</span>
                </th>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{formatCardFees(row)}</td>
                <td className="py-2 pr-3 text-right">
                  {row.coversFeeAt === null ? "Aldri" : formatKr(Math.ceil(row.coversFeeAt))}
                </td>
                <td data-offer-figure="" className="py-2 pr-3 text-right font-semibold">
                  {row.beatsFreeCardAt === null ? "Aldri, på cashback alene" : formatKr(Math.ceil(row.beatsFreeCardAt))}
                </td>
                <td className="min-w-64 py-2">
                  <RepresentativeExample card={row} prominent />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <p>
          Slik regner vi: den ekstra kostnaden (gebyrene i året) deles på den ekstra satsen. Gir et kort{" "}
          {formatDecimal(formulaExample.extraRatePercent)} prosentpoeng mer tilbake enn gratiskortet og koster{" "}
          {formatKr(formulaExample.extraFeeKr)} mer i året, må du bruke {formatKr(formulaExample.spendKr ?? 0)} på
          kortet før det går i pluss. Beløpene er forbruk i året, ikke i måneden.
        </p>

        <Callout tone="warning" title="Renten slår all cashback">
          <p>
            Med {baseline.name} og {formatKr(spend)} i året er månedsfakturaen omtrent {formatKr(baseline.monthlyBill)}.
            Lar du én slik faktura stå ubetalt i en måned, koster det rundt {formatKr(baseline.oneMonthInterest)} i
            rente (se det representative eksempelet på <Link to={`/kort/${baseline.urlSlug}`}>kortsiden</Link>), mens et
            helt års cashback er {formatKr(baseline.yearlyValue)}. Cashback lønner seg bare når hele fakturaen betales
            hver måned.
          </p>
        </Callout>
      </section>

      <section aria-labelledby="slik-velger-tittel">
        <h2 id="slik-velger-tittel">Slik velger du</h2>
        <ol>
          <li>Finn ut hvor mye du bruker på kort i et vanlig år. Kontoutskriften eller nettbanken viser det raskt.</li>
          <li>
            Se hvor pengene går: mat, drivstoff, netthandel eller reiser. Et kort som gir ekstra der du bruker mest,
            vinner.
          </li>
          <li>Regn netto: forbruk ganger laveste sats, minus gebyrene. Sammenlign med det beste gratiskortet.</li>
          <li>
            Velg ett hovedkort, og eventuelt ett til for en kjede du handler mye i. Flere kort gir mer å holde styr på.
          </li>
        </ol>
        <p>
          I artikkelen om <Link to="/beste-cashback-kredittkort">de beste cashback-kortene</Link> har vi rangert kortene
          og laget en kalkulator der du kan legge inn ditt eget forbruk. Vil du spare mer enn cashbacken, viser{" "}
          <Link to="/guider/spar-ti-tusen-kroner-aarlig">spareguiden vår</Link> hvordan rente og gebyrer kan kuttes.{" "}
          <Link to="/kortvelger">Kortvelgeren</Link> regner også med reisefordeler og renter.
        </p>
        <GuideActions>
          <ButtonLink to="/beste-cashback-kredittkort">Se beste cashback-kort</ButtonLink>
          <ButtonLink to="/kredittkort?kategori=cashback" variant="secondary">
            Sammenlign cashback-kort
          </ButtonLink>
        </GuideActions>
      </section>

      <RepresentativeExampleExplainer />
    </ArticleLayout>
  );
}
