import type { Route } from "./+types/best-cards.route";
import { statedCashbackRate } from "../article-cards";
import { Link } from "react-router";
import { ArticleLayout } from "~/site/guides/article-layout";
import { ArticleActions } from "~/site/articles/article-actions";
import { Callout } from "~/site/guides/callout";
import { RankedCardBlock } from "~/site/articles/ranked-card-block";
import { RangeExamples, RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { formatEffectiveRate, formatKr, formatPercentRange, formatRating } from "~/shared/format/format";
import { RATING_METHOD_PATH, starsOf } from "~/shared/rating/rating-method";
import { coverageOf } from "~/shared/cards/feed-status";
import { coverageText } from "~/site/card-list/coverage-text";

/** The best-cards article's body. */
export function BestCardsPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, ranking, picks, platinum, cardCount, rateRange, freeRateRange, platinumFeeStanding } = loaderData;
  // Each pick answers one need, whatever its place: the place is the rating's (withCards).
  // The picks in the content's order (everyday, traveller, cashback), named by id.
  const pick = (index: number) => {
    const card = ranking.find((entry) => entry.cardId === picks[index])?.card;
    if (!card) throw new Error(`Topplisten mangler kort ${picks[index]}`);
    return card;
  };
  const everyday = pick(1);
  const traveller = pick(2);
  const cashback = pick(0);
  const platinumStars = platinum && starsOf(platinum);

  return (
    <ArticleLayout
      article={article}
      ranking
      lead={
        <p>
          Vi har gått gjennom alle de {cardCount} kredittkortene vi sammenligner, og plukket ut tre som til sammen
          dekker behovene til de fleste: et gratis hverdagskort med rabatter, et premiumkort for deg som flyr mye, og et
          enkelt gratiskort med litt tilbake på hvert kjøp.
        </p>
      }
    >
      <h2 id="slik-valgte-vi">Slik valgte vi de tre kortene</h2>
      <p>
        Vi valgte ett kort for hvert av tre vanlige behov: et gratis hverdagskort med rabatter, et kort for deg som flyr
        mye med SAS, og et enkelt gratiskort med litt tilbake på hvert kjøp. Rekkefølgen mellom dem er ikke vårt skjønn:
        den følger vurderingen vi gir hvert kort, regnet ut etter den samme metoden for alle kortene. Der teller hva
        kortet og kreditten koster, mer enn fordelene. Se{" "}
        <Link to={RATING_METHOD_PATH}>Slik rangerer og tjener vi</Link>.
      </p>
      <p>
        Derfor står {traveller.name} lavt, selv om fordelene er store: årsgebyret er {formatKr(traveller.annualFee)}, og
        det gjør også kreditten dyr. Kortet er bare verdt prisen for deg som reiser mye med SAS og bruker 2 for
        1-reisene.
      </p>
      {platinum && (
        <p>
          <Link to={`/kort/${platinum.urlSlug}`}>{platinum.name}</Link>
          {platinumStars === undefined ? "" : ` har ${formatRating(platinumStars)} av 5 i vurderingen vår og`} kom ikke
          med. Årsgebyret på {formatKr(platinum.annualFee)} er {platinumFeeStanding}, og fordelene – lounger,
          restaurantopplevelser og poeng – er bare verdt pengene for den som reiser svært mye.
        </p>
      )}

      <h2 id="topp-tre">{`De tre beste kredittkortene i ${loaderData.year}`}</h2>
      <p>
        Alle tall under er hentet fra kortdataene våre og er de samme som på kortsidene. Det representative eksempelet
        viser hva det koster å bruke kreditten på hvert kort.
      </p>
      {ranking.map((entry) => (
        <RankedCardBlock
          key={entry.cardId}
          idPrefix="topp"
          rank={entry.rank}
          card={entry.card}
          bestFor={entry.bestFor}
          pros={entry.pros}
          cons={entry.cons}
        />
      ))}

      <h2 id="hvilket-passer">Hvilket av kortene passer for deg?</h2>
      <p>Det beste kortet er det som passer forbruket ditt, og som du klarer å betale i sin helhet hver måned.</p>
      <ul>
        <li>
          <strong>Du vil ha ett kort til alt, uten å betale for det:</strong> {everyday.name} gir rabatter hos mange
          butikker og har reiseforsikring, og det koster ingenting så lenge du betaler fakturaen i tide.
        </li>
        <li>
          <strong>Du flyr med SAS flere ganger i året:</strong> {traveller.name} gir{" "}
          {formatPercentRange(statedCashbackRate(traveller))} i EuroBonus-poeng og 2 for 1-reiser. Regn på om reisene du
          faktisk tar, er verdt mer enn årsgebyret på {formatKr(traveller.annualFee)}.
        </li>
        <li>
          <strong>Du vil ha penger tilbake, ikke rabatter eller poeng:</strong> {cashback.name} gir{" "}
          {formatPercentRange(statedCashbackRate(cashback))} i CashPoints som kan tas ut som penger. Satsen er lav, men
          kortet er gratis og enkelt.
        </li>
      </ul>
      <p>
        Handler du mest dagligvarer eller vil ha høyest mulig cashback, kan et annet kort passe bedre. Se{" "}
        <Link to="/beste-cashback-kredittkort">{`de beste cashback-kortene i ${loaderData.year}`}</Link> eller{" "}
        <Link to="/beste-kredittkort-i-test">hele testen med poeng for hvert kriterium</Link>.
      </p>

      <h2 id="for-du-soker">Dette bør du sjekke før du søker</h2>
      <ul>
        <li>
          <strong>Hva kreditten koster.</strong> Den effektive renten i det representative eksempelet er fra{" "}
          {formatEffectiveRate(rateRange.min)} til {formatEffectiveRate(rateRange.max)} på kortene vi sammenligner: fra{" "}
          {formatEffectiveRate(freeRateRange.min)} til {formatEffectiveRate(freeRateRange.max)} på kortene uten
          årsgebyr, og høyere på kortene med årsgebyr, fordi gebyret er en del av kostnaden. Du betaler rente bare hvis
          du ikke betaler hele fakturaen innen forfall, men da blir kreditten fort dyr.
          <RangeExamples cards={[rateRange.cheapest, freeRateRange.dearest, rateRange.dearest]} />
        </li>
        <li>
          <strong>Kredittgrensen.</strong> Grensen som står oppgitt, er den høyeste banken tilbyr. Hva du får, avgjøres
          av kredittvurderingen, og du kan be om en lavere grense enn den du får tilbud om.
        </li>
        <li>
          <strong>Kredittsjekken.</strong> Hver søknad gir en kredittsjekk. Søk derfor bare om det ene kortet du faktisk
          vil ha, ikke om flere samtidig.
        </li>
        <li>
          <strong>Vilkårene for fordelene.</strong> Les hva som gir poeng, rabatt eller forsikring, og hva som ikke gjør
          det.
        </li>
      </ul>

      <Callout tone="warning" title="Kreditt koster penger">
        <p>
          Et kredittkort er et lån uten sikkerhet. Betaler du bare minstebeløpet, kan renten på kort tid spise opp mer
          enn du noen gang får igjen i rabatter og poeng. Har du allerede gjeld på kortet, finner du en plan for
          nedbetaling i <Link to="/kredittkort-gjeld-guide">guiden om kredittkortgjeld</Link>.
        </p>
      </Callout>

      <ArticleActions
        links={[
          { to: "/kredittkort", label: coverageText.compareList(coverageOf()) },
          { to: "/beste-kredittkort-i-test", label: "Se hele testen" },
        ]}
      />

      <RepresentativeExampleExplainer />
    </ArticleLayout>
  );
}
