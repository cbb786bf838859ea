import type { Route } from "./+types/best-in-test.route";
import { statedCashbackRate } from "../article-cards";
import { Link } from "react-router";
import { ArticleLayout } from "~/site/guides/article-layout";
import { ArticleActions } from "~/site/articles/article-actions";
import { Callout } from "~/site/guides/callout";
import { CriteriaTable } from "~/site/ranking-method/criteria-table";
import { RankedCardBlock } from "~/site/articles/ranked-card-block";
import { RatingBreakdown } from "~/site/ranking-method/rating-breakdown";
import { RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { formatKr, formatPercentRange, formatRating } from "~/shared/format/format";
import { creditCostStandingWords } from "~/shared/cards/card-text";
import { RATING_METHOD_PATH, RATING_WEIGHTS } from "~/shared/rating/rating-method";
import { ratingCriterionText, ratingRuleText } from "~/shared/rating/rating-method-text";
import { coverageOf } from "~/shared/cards/feed-status";
import { coverageText } from "~/site/card-list/coverage-text";

/** The best-in-test article's body. */
export function BestInTestPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, winners, others, cardCount, freeCardStanding, platinumFeeStanding } = loaderData;
  const rateStandingOf = (card: { urlSlug: string }) => {
    const standing = freeCardStanding[card.urlSlug];
    if (!standing) throw new Error(`${card.urlSlug} er ikke et kort uten årsgebyr`);
    return `${creditCostStandingWords[standing]} av kortene`;
  };
  const winner = winners[0];
  if (!winner) throw new Error("Testen må ha en vinner");
  // A discussed card out of sale is not in the loader's `others`: its line is left out.
  const { platinum, premium, trumf, gold, tfBank, morrow, world } = others;

  const unknownNames = winner.criteria
    .filter((c) => c.score === undefined)
    .map((c) => ratingCriterionText[c.id].name.toLowerCase());
  const heaviest = (Object.keys(RATING_WEIGHTS) as Array<keyof typeof RATING_WEIGHTS>).sort(
    (a, b) => RATING_WEIGHTS[b] - RATING_WEIGHTS[a],
  );

  return (
    <ArticleLayout
      article={article}
      ranking
      lead={
        <p>
          Vi har testet {winners.length} av de {cardCount} kredittkortene i oversikten vår etter den samme metoden som
          gir stjernene på hele nettstedet. Her er rekkefølgen etter poengsum, hvordan poengene er regnet ut, og hva du
          bør vite om de andre kortene i oversikten.
        </p>
      }
    >
      <h2 id="vinnerne">Vinnerne i kortversjon</h2>
      <ol>
        {winners.map((entry) => (
          <li key={entry.cardId}>
            <Link to={`/kort/${entry.card.urlSlug}`}>{entry.card.name}</Link>:{" "}
            <strong>{formatRating(entry.testScore)} av 10</strong>. {entry.bestFor}
          </li>
        ))}
      </ol>

      <h2 id="slik-testet-vi">Slik testet vi</h2>
      <p>
        Poengene er regnet ut fra kortenes vilkår, ikke satt etter skjønn, og metoden er den samme som gir stjernene og
        rekkefølgen i hele oversikten. Hva kortet koster, teller mest:{" "}
        {ratingCriterionText[heaviest[0]!].name.toLowerCase()} og {ratingCriterionText[heaviest[1]!].name.toLowerCase()}{" "}
        er de to tyngste kriteriene. {ratingRuleText.mean}
      </p>
      <CriteriaTable />
      <p>
        {ratingRuleText.unknown} For testvinneren {winner.card.name} er poengsummen{" "}
        <strong>{formatRating(winner.testScore)}</strong> av 10
        {unknownNames.length > 0 ? `; ukjent er ${unknownNames.join(" og ")}` : ""}. Under hvert kort ser du hele
        utregningen, og <Link to={RATING_METHOD_PATH}>Slik rangerer og tjener vi</Link> forklarer metoden.
      </p>
      <p>
        Vi har lagt til grunn at fakturaen betales i sin helhet hver måned. Renten teller likevel, fordi den avgjør hva
        det koster den dagen du ikke klarer det.
      </p>

      <h2 id="testvinnerne">{`De fire beste kredittkortene i test ${loaderData.year}`}</h2>
      {winners.map((entry) => (
        <RankedCardBlock
          key={entry.cardId}
          idPrefix="test"
          rank={entry.rank}
          card={entry.card}
          bestFor={entry.bestFor}
          pros={entry.pros}
          cons={entry.cons}
        >
          <p className="my-0 text-lg">
            <span className="text-muted">Testscore: </span>
            <strong className="text-brand-800">{formatRating(entry.testScore)} av 10</strong>
          </p>
          <p className="mt-2 mb-4">{entry.testVerdict}</p>
          <RatingBreakdown cardName={entry.card.name} criteria={entry.criteria} score={entry.testScore} />
        </RankedCardBlock>
      ))}

      <h2 id="ikke-til-topps">De andre kortene i oversikten</h2>
      <p>
        Disse kortene var ikke med i testen denne gangen. Flere av dem er gode kort for riktig bruker, men har
        svakheter:
      </p>
      <ul>
        {platinum && (
          <li>
            <Link to={`/kort/${platinum.urlSlug}`}>{platinum.name}</Link> har lounger og restaurantopplevelser, men
            årsgebyret på {formatKr(platinum.annualFee)} er {platinumFeeStanding}, og det gjør også kreditten dyr. Det
            er et kort for den som reiser svært mye.
          </li>
        )}
        {premium && (
          <li>
            <Link to={`/kort/${premium.urlSlug}`}>{premium.name}</Link> gir flere poeng enn{" "}
            {world ? world.name : "World-kortet"}, men årsgebyret på {formatKr(premium.annualFee)} krever stort forbruk
            før de ekstra poengene lønner seg.
          </li>
        )}
        {trumf && (
          <li>
            <Link to={`/kort/${trumf.urlSlug}`}>{trumf.name}</Link> er et godt kort for dagligvarer, men fordelene
            gjelder bare i én butikkjede, og kreditten er {rateStandingOf(trumf)} uten årsgebyr. Se hva den koster på{" "}
            <Link to={`/kort/${trumf.urlSlug}`}>kortsiden</Link>.
          </li>
        )}
        {gold && (
          <li>
            <Link to={`/kort/${gold.urlSlug}`}>{gold.name}</Link> har kreditt som er {rateStandingOf(gold)} uten
            årsgebyr, men nesten ingen fordeler. Det er et godt valg hvis prisen på kreditten er det viktigste for deg.
          </li>
        )}
        {tfBank && (
          <li>
            <Link to={`/kort/${tfBank.urlSlug}`}>{tfBank.name}</Link> har mange rabatter, men kreditten er{" "}
            {rateStandingOf(tfBank)} uten årsgebyr.
          </li>
        )}
        {morrow && (
          <li>
            <Link to={`/kort/${morrow.urlSlug}`}>{morrow.name}</Link> gir{" "}
            {formatPercentRange(statedCashbackRate(morrow))} cashback i penger, men den høyeste satsen gjelder bare
            utvalgte kjøp, og kortet mangler reiseforsikring.
          </li>
        )}
      </ul>

      <h2 id="slik-velger-du">Slik velger du kortet som passer deg</h2>
      <p>
        En testvinner er det kortet som gjør det best for flest mulig. Det betyr ikke at det er best for akkurat deg.
        Start med hvordan du bruker kortet: handler du mest i butikk og på nett, reiser du mye, eller vil du bare ha et
        reservekort? Sammenlign så årsgebyret med fordelene du faktisk kommer til å bruke, og se på renten selv om du
        har tenkt å betale alt hver måned.
      </p>
      <p>
        Søk bare om ett kort om gangen. Hver søknad gir en kredittsjekk, og banken avgjør kredittgrensen ut fra
        inntekten og gjelden din.
      </p>

      <Callout tone="warning" title="Kreditt koster penger">
        <p>
          Poengsummene over forutsetter at du betaler hele fakturaen innen forfall. Lar du en saldo bli stående, betaler
          du høy rente, og da er det ikke lenger fordelene som avgjør hva kortet koster deg. Les{" "}
          <Link to="/kredittkort-gjeld-guide">guiden om kredittkortgjeld</Link> hvis du trenger en plan for å betale
          ned.
        </p>
      </Callout>

      <ArticleActions
        links={[
          { to: "/kredittkort", label: coverageText.compareList(coverageOf()) },
          { to: "/beste-kredittkort", label: "Se våre tre favoritter" },
        ]}
      />

      <RepresentativeExampleExplainer />
    </ArticleLayout>
  );
}
