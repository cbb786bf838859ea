import { Link } from "react-router";
import type { Route } from "./+types/article-best-cashback";
import { articleByPath } from "#content/articles";
import { cards } from "#content/cards";
import { cashbackArticleData, type CashbackCard } from "#content/cashback-article";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import { ArticleLayout, articleMeta } from "~/components/article-layout";
import { ArticleActions } from "~/components/articles/article-actions";
import { Callout } from "~/components/articles/callout";
import { CategoryWinners } from "~/components/articles/category-winners";
import { cardFigures, RankedCardBlock, type Figure } from "~/components/articles/ranked-card-block";
import { StepList } from "~/components/articles/step-list";
import { CashbackCalculator } from "~/components/calculators/cashback-calculator";
import { SummaryFigures } from "~/components/articles/summary-figures";
import { RepresentativeExampleExplainer } from "~/components/representative-example";
import { averageEffectiveRate, benefitText, spendForCashback } from "~/domain/article-cards";
import { toRankableCard } from "~/domain/cashback-ranking";
import { formatAnnualFee, formatKr, formatNumber, formatPercent, formatRating } from "~/domain/format";
import { uiText } from "~/ui-text";

export function loader() {
  return {
    article: articleByPath("/beste-cashback-kredittkort-2025"),
    ...cashbackArticleData(),
    averageRate: averageEffectiveRate(cards),
    calculator: { cards: cards.map(toRankableCard), rules: earningRules, assumptions: earningAssumptions },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

/** The block's figures: the card's own, or the article's test-period reading where it has one. */
function blockFigures(entry: CashbackCard): Figure[] {
  const reading = entry.testPeriodFigures;
  if (!reading) return cardFigures(entry.card);
  return [
    { label: "Årsgebyr i testperioden", value: formatAnnualFee(reading.annualFeeKr) },
    { label: "Maks cashback per år", value: formatKr(reading.maxCashbackPerYearKr) },
    { label: uiText.effectiveRate, value: formatPercent(entry.card.effectiveRate) },
    { label: "Cashback og fordeler", value: benefitText(entry.card) },
  ];
}

export default function BestCashbackArticle({ loaderData }: Route.ComponentProps) {
  const { article, summary, ranking, categoryWinners, tips, proTip, averageRate } = loaderData;
  const [choice, runnerUp] = ranking;
  if (!choice || !runnerUp) throw new Error("Cashback-listen må ha minst to kort");
  const spendNeeded = spendForCashback(summary.averageCashbackPerYearKr, summary.highestCashbackPercent);

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          Et cashback-kort gir deg en del av pengene tilbake hver gang du handler. Vi har sammenlignet{" "}
          {formatNumber(summary.cardsCompared)} kort og rangert de tre beste, med beste kort for dagligvarer, netthandel og
          reise – og tipsene som gjør at du faktisk sitter igjen med pengene.
        </p>
      }
    >
      <h2 id="kortversjonen">Cashback-kortene i tall</h2>
      <SummaryFigures
        figures={[
          { value: formatPercent(summary.highestCashbackPercent), label: "Høyeste faste cashback" },
          { value: formatKr(summary.lowestAnnualFeeKr), label: "Laveste årsgebyr" },
          { value: formatKr(summary.averageCashbackPerYearKr), label: "Gjennomsnittlig cashback per år" },
          { value: formatNumber(summary.cardsCompared), label: "Kort sammenlignet" },
        ]}
      />
      <p className="text-sm text-muted">
        Tallene er fra testperioden og gjelder alle de {formatNumber(summary.cardsCompared)} kortene vi sammenlignet, også
        kort vi ikke har med i oversikten på siden. Høyere satser som bare gjelder kampanjer, enkeltkjeder eller enkelte
        ukedager, er ikke regnet som fast cashback. For å få {formatKr(summary.averageCashbackPerYearKr)} tilbake med en
        sats på {formatPercent(summary.highestCashbackPercent)} må du bruke kortet for {formatKr(spendNeeded)} i året. For de
        fleste husholdninger blir beløpet derfor lavere; bruk kalkulatoren lenger ned for å regne på ditt eget forbruk.
      </p>

      <h2 id="slik-fungerer-cashback">Slik fungerer cashback</h2>
      <p>
        Cashback betyr at du får igjen en prosent av det du handler for. Noen kort betaler ut penger, andre gir bonuspoeng
        som kan brukes på reiser eller varer, og noen gir rabatter hos butikker som er med i et fordelsprogram. Penger er
        enklest å sammenligne; poeng og rabatter kan være verdt mer, men bare hvis du bruker dem.
      </p>
      <p>
        To ting avgjør om et cashback-kort lønner seg. Det første er årsgebyret: cashbacken må være større enn det kortet
        koster. Det andre er renten. Cashback er bare en gevinst hvis du betaler hele fakturaen innen forfall. Den effektive
        renten på kortene i oversikten vår er i snitt {formatPercent(averageRate)}, og selv en liten saldo som blir stående,
        koster raskt mer enn det du får tilbake. Vil du lære mer, kan du lese{" "}
        <Link to="/guider/beste-cashback-kredittkort">guiden om hvordan du får mest ut av cashback</Link>.
      </p>

      <h2 id="topp-tre">De tre beste cashback-kortene i 2025</h2>
      <p>
        Vi har rangert kortene etter hvor mye en vanlig husholdning får igjen etter årsgebyret, ikke bare etter stjernene.
        Derfor er <Link to={`/kort/${choice.card.urlSlug}`}>{choice.card.name}</Link> vårt valg, selv om{" "}
        {runnerUp.card.name} har høyere vurdering ({formatRating(runnerUp.card.rating)} mot{" "}
        {formatRating(choice.card.rating)}): poengene på {runnerUp.card.name} er mest verdt for den som reiser med SAS, og
        årsgebyret på {formatKr(runnerUp.card.annualFee)} må tjenes inn før kortet gir noe tilbake.
      </p>
      {ranking.map((entry) => (
        <RankedCardBlock
          key={entry.urlSlug}
          idPrefix="cashback"
          rank={entry.rank}
          card={entry.card}
          badge={entry.ourChoice ? "Vårt valg" : undefined}
          figures={blockFigures(entry)}
          bestFor={entry.card.bestFor}
          pros={entry.pros}
          cons={entry.cons}
        >
          <p className="my-0 font-semibold text-ink">Spesielle tilbud</p>
          <ul className="mt-2 mb-0 text-sm">
            {entry.specialOffers.map((offer) => (
              <li key={offer}>{offer}</li>
            ))}
          </ul>
          {entry.testPeriodFigures && (
            <Callout title={`Om tallene for ${entry.card.name}`}>
              <p>
                Årsgebyret på {formatKr(entry.testPeriodFigures.annualFeeKr)} og taket på{" "}
                {formatKr(entry.testPeriodFigures.maxCashbackPerYearKr)} i året er tallene fra testperioden for denne
                artikkelen. Kortsiden vår viser i dag et årsgebyr på {formatKr(entry.card.annualFee)}. Gjeldende årsgebyr og
                vilkår finner du på <Link to={`/kort/${entry.card.urlSlug}`}>kortsiden for {entry.card.name}</Link>, og
                det representative eksempelet under er regnet med de gjeldende vilkårene.
              </p>
            </Callout>
          )}
        </RankedCardBlock>
      ))}

      <h2 id="beste-per-kategori">Beste kort per kategori</h2>
      <p>
        Hvor du handler, betyr mer enn den høyeste satsen i reklamen. Her er kortet vi mener gir mest igjen i hver kategori,
        og hvordan du får mest ut av det.
      </p>
      <CategoryWinners winners={categoryWinners.map((w) => ({ category: w.category, card: w.card, tips: w.tips }))} />

      <section id="kalkulator" aria-labelledby="kalkulator-tittel"><h2 id="kalkulator-tittel">Cashback-kalkulator</h2><CashbackCalculator {...loaderData.calculator} /></section>

      <h2 id="tips">Fem tips for mer cashback</h2>
      <StepList steps={tips.map((tip) => ({ title: tip.title, text: tip.text }))} />
      <Callout tone="tip" title={proTip.title}>
        <p>{proTip.text}</p>
      </Callout>

      <h2 id="er-det-verdt-det">Er cashback verdt det?</h2>
      <p>
        For deg som betaler hele fakturaen hver måned, er et cashback-kort en enkel måte å få litt igjen for forbruk du
        uansett har. Velg kortet etter hvor du handler mest, regn cashbacken mot årsgebyret, og ikke la fordelene lokke deg
        til å handle mer enn du ellers ville gjort.
      </p>
      <p>
        Klarer du ikke alltid å betale alt ved forfall, bør du velge kort etter renten i stedet for cashbacken, eller la være
        å bruke kreditten. Renten på en utestående saldo er langt høyere enn noen cashback-sats.
      </p>

      <ArticleActions
        links={[
          { to: "/kredittkort", label: "Sammenlign alle kredittkort" },
          { to: "/guider/beste-cashback-kredittkort", label: "Les cashback-guiden" },
        ]}
      />

      <RepresentativeExampleExplainer />
    </ArticleLayout>
  );
}
