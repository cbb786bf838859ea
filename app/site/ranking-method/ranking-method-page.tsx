import { Link } from "react-router";
import type { Route } from "./+types/ranking-method.route";
import { formatDate, formatList, formatPercent, formatRating } from "~/shared/format/format";
import { PageTitle } from "~/shared/ui/page-title";
import { DataTable } from "~/shared/ui/data-table";
import { RATING_WEIGHTS, ratingCriterionIds } from "~/shared/rating/rating-method";
import { ratingCriterionText, ratingRuleText } from "~/shared/rating/rating-method-text";
import { CriteriaTable } from "./criteria-table";
import { PayingBanks } from "./paying-banks";
import { rankingMethodText } from "./ranking-method-text";
import { finderRankingParameters, sharedRankingParameters } from "~/shared/finance/ranking-parameters-text";

const costWeight = RATING_WEIGHTS.kredittkostnad + RATING_WEIGHTS.arligKostnad;

/**
 * /slik-rangerer-og-tjener-vi: the rating method and its weights (from app/shared/rating, the constants every
 * ranking uses), each ranking's main parameters (markedsføringsloven § 6 a as amended in 2023, from the
 * Omnibus directive (EU) 2019/2161), who pays us, how that is kept out of the rankings, and the corrections.
 */
export function RankingMethodPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { rated, unratedCount, cards, corrections, rankingParameters } = loaderData;
  const { headings } = rankingMethodText;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle>{rankingMethodText.title}</PageTitle>
      <p className="mt-4 text-lg leading-8 text-muted">
        Kortvalg er gratis å bruke. Vi tjener penger på provisjon fra noen banker når noen søker om et kort via lenkene
        våre. Her står hvordan vi vurderer og rangerer kortene, hvem som betaler oss, og hvordan vi holder de to tingene
        fra hverandre.
      </p>

      <div className="prose-article mt-6">
        <section aria-labelledby="vurderingen">
          <h2 id="vurderingen">{headings.rating}</h2>
          <p>
            Hvert kort får én vurdering, regnet ut fra kortets vilkår etter den samme metoden for alle kortene. Det er
            den som gir stjernene, merket «Anbefalt», rekkefølgen i toppliste-artiklene og standardrekkefølgen i
            oversikten. Hva kortet koster i året og hva kreditten koster, teller til sammen {formatPercent(costWeight)}{" "}
            av vurderingen{costWeight > 50 ? ", mer enn alt annet til sammen" : ""}.
          </p>
          <CriteriaTable />
          <p>{ratingRuleText.mean}</p>
          <p>{ratingRuleText.unknown}</p>
          <p>{ratingRuleText.recommended}</p>
        </section>

        <section aria-labelledby="rangeringene">
          <h2 id="rangeringene">{headings.rankings}</h2>
          <ul>
            <li>
              <strong>Oversikten over alle kort, forsiden og toppliste-artiklene</strong>: vurderingen over, med vektene
              i tabellen (
              {formatList(
                ratingCriterionIds.map(
                  (id) => `${ratingCriterionText[id].name.toLowerCase()} ${formatPercent(RATING_WEIGHTS[id])}`,
                ),
              )}
              ). Ved lik vurdering kommer kortet med billigst kreditt først, deretter etter navn. Kort uten stjerner
              kommer sist. De andre sorteringene i oversikten sier selv hva de sorterer etter.
            </li>
            <li data-ranking="cashback">
              <strong>Cashback-artikkelen, cashback-kalkulatoren og sparekalkulatoren</strong>: hva kortet er verdt i
              kroner i året for forbruket som står oppgitt. Vurderingen teller ikke. Parameterne:
              <ul>
                {sharedRankingParameters(rankingParameters).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              Sparekalkulatoren spør ikke om flyreiser, så der er poeng og den høyeste reisesatsen ikke regnet med.
            </li>
            <li data-ranking="kortvelger">
              <strong>
                <Link to="/kortvelger">Kortvelgeren</Link>
              </strong>
              : hva kortet er verdt for deg i et år etter svarene dine, med de samme parameterne som
              cashback-kalkulatoren, og i tillegg:
              <ul>
                {finderRankingParameters(rankingParameters).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              Ved likt beløp kommer kortet med billigst kreditt først. Vurderingen teller ikke.
            </li>
            <li>
              <strong>Søket</strong>: hvor godt treffet passer det du skrev (navn og bank teller mest, så fordelene, så
              annen tekst); ved likt treff kommer kortet med høyest vurdering først.
            </li>
          </ul>
          <p>Ingen rangering tar hensyn til om banken betaler oss, eller hvor mye.</p>
        </section>

        <section aria-labelledby="kortene">
          <h2 id="kortene">{headings.cards}</h2>
          {rated.length > 0 && (
            <DataTable label="Tabell over kortene med stjerner" caption="Kortene med stjerner, etter vurderingen">
              <thead>
                <tr className="border-b-2 border-gray-300">
                  <th scope="col" className="py-2 pr-4">
                    Kort
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Vurdering
                  </th>
                  <th scope="col" className="py-2">
                    Ukjente kriterier
                  </th>
                </tr>
              </thead>
              <tbody>
                {rated.map((card) => (
                  <tr key={card.urlSlug} className="border-b border-gray-200 align-top" data-rated-card={card.urlSlug}>
                    <th scope="row" className="py-2 pr-4 font-normal">
                      <Link to={`/kort/${card.urlSlug}`}>{card.name}</Link>
                    </th>
                    <td className="py-2 pr-4 text-right whitespace-nowrap">{formatRating(card.stars)} av 5</td>
                    <td className="py-2">
                      {card.unknown.length === 0
                        ? "Ingen"
                        : formatList(card.unknown.map((id) => ratingCriterionText[id].name.toLowerCase()))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          {unratedCount > 0 && (
            <p>
              {unratedCount === 1 ? "Ett kort" : `${unratedCount} kort`} i oversikten har ingen stjerner: redaksjonen
              har ikke gått gjennom vilkårene ennå, eller vi vet for lite om kortet. Kortsiden viser vilkårene slik
              banken oppgir dem.
            </p>
          )}
        </section>

        <section aria-labelledby="provisjon">
          <h2 id="provisjon">{headings.commission}</h2>
          <PayingBanks cards={cards} />
        </section>

        <section aria-labelledby="adskilt">
          <h2 id="adskilt">{headings.separation}</h2>
          <ul>
            <li>
              Vurderingen regnes ut av kortets vilkår alene. Provisjonen finnes ikke blant tallene den regnes av, og
              ingen i redaksjonen kan sette stjernene for hånd.
            </li>
            <li>
              Koden som vurderer, sorterer og rangerer kortene, har ikke tilgang til provisjonsdataene. Det kontrolleres
              automatisk ved hver endring, og en test viser at alle lister og kortvelgeren har nøyaktig samme rekkefølge
              med og uten provisjonsdata.
            </li>
            <li>Om en lenke gir provisjon, ser du av merket «Annonse». Lenker uten merket går rett til banken.</li>
          </ul>
        </section>

        <section aria-labelledby="rettelser">
          <h2 id="rettelser">{headings.corrections}</h2>
          <p>
            Endringer i kortenes vilkår står i historikken på hver kortside. Her står rettelser i det vi har skrevet,
            nyeste først.
          </p>
          <ul>
            {corrections.map((correction) => (
              <li key={`${correction.date}-${correction.where}`}>
                <time dateTime={correction.date}>{formatDate(correction.date)}</time>,{" "}
                <strong>{correction.where}</strong>: {correction.wrong} {correction.now}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
