import type { Route } from "./+types/savings-strategies.route";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { StrategyId } from "#content/savings-guide";
import { ArticleLayout } from "~/site/guides/article-layout";
import { Callout } from "~/site/guides/callout";
import { DifficultyBadge } from "~/site/guides/savings/difficulty-badge";
import { GuideActions } from "~/site/guides/guide-actions";
import { MonthlyPlan } from "~/site/guides/savings/monthly-plan";
import { StrategySummary } from "~/site/guides/savings/strategy-summary";
import { ButtonLink } from "~/shared/ui/button-link";
import { formatKr } from "~/shared/format/format";

/** What each strategy means in practice: the editorial text beyond the one-line description. */
const inPractice: Record<StrategyId, ReactNode> = {
  "riktig-kort": (
    <p>
      Se på fjorårets kortforbruk og hvor det gikk. Handler du mest mat, kan et dagligvarekort gi mer enn et vanlig
      cashback-kort. Reiser du lite, er et reisekort med årsgebyr nesten alltid feil kort. Guiden om{" "}
      <Link to="/guider/beste-cashback-kredittkort">cashback og bonuspoeng</Link> viser hvordan du regner netto verdi
      for hvert kort.
    </p>
  ),
  "kutt-gebyrer": (
    <p>
      Gå gjennom alle kort du har, også de du har glemt. For hvert kort med årsgebyr: skriv opp hva du fikk igjen det
      siste året i poeng, forsikring og rabatter, og trekk fra gebyret. Er svaret negativt, si opp kortet eller be
      banken bytte det til en gratisvariant.
    </p>
  ),
  "ingen-renter": (
    <p>
      Har du kortgjeld, sett av et fast beløp hver måned som er godt over minstebeløpet, og betal ned kortet med høyest
      rente først. Når gjelden er borte, setter du opp automatisk betaling av hele fakturaen. Se{" "}
      <Link to="/kredittkort-gjeld-guide">guiden om kredittkortgjeld</Link> for strategier og en nedbetalingskalkulator.
    </p>
  ),
  fordelsprogram: (
    <p>
      Registrer deg i kortets rabatt- eller bonusprogram, og sjekk programmet før større kjøp du uansett skal gjøre. Løs
      inn poeng før de utløper. Regelen er enkel: en rabatt er bare en besparelse hvis du ville kjøpt varen uansett.
    </p>
  ),
};

/** The month-by-month savings strategies' body. */
export function SavingsStrategiesPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, strategies, plan } = loaderData;

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          Fire strategier, hver med sin egen besparelse, og en plan for når du gjør hva. Denne artikkelen utdyper{" "}
          <Link to={loaderData.savingsGuide.path}>spareguiden vår</Link> og viser hvordan du kommer i gang uten å gjøre
          alt på en gang.
        </p>
      }
    >
      <section aria-labelledby="strategiene-tittel">
        <h2 id="strategiene-tittel">De fire strategiene</h2>
        <p>
          Til sammen kan de fire strategiene gi {formatKr(loaderData.total.totalKr)} i året ({loaderData.total.text}).
          Det er summen av fire anslag for en husholdning som bruker kortet til det meste av forbruket, de samme som i
          spareguiden, ikke et gjennomsnitt av hva noen faktisk har spart. Har du ingen kortgjeld i dag, er den største
          posten allerede spart.
        </p>
        <StrategySummary
          strategies={strategies}
          caption="Strategiene med mulig besparelse, vanskelighetsgrad og tiden det tar"
          showTime
          linkFor={(strategy) => `#${strategy.id}`}
        />
        {strategies.map((strategy, index) => (
          <div key={strategy.id} id={strategy.id}>
            <h3>
              Strategi {index + 1}: {strategy.strategy}
            </h3>
            <p className="flex flex-wrap items-center gap-2">
              <span>
                Mulig besparelse: <strong>{formatKr(strategy.potential)}</strong> i året.
              </span>
              <span>Tid: {strategy.time}.</span>
              <span>
                Vanskelighetsgrad: <DifficultyBadge difficulty={strategy.difficulty} />
              </span>
            </p>
            <p>{strategy.description}</p>
            {inPractice[strategy.id]}
          </div>
        ))}
      </section>

      <section aria-labelledby="maaned-tittel">
        <h2 id="maaned-tittel">Måned for måned</h2>
        <p>
          Det er lettere å holde fast på nye vaner når du tar dem én om gangen. Planen starter med oversikt, tar de
          enkle grepene først og bruker resten av året på gjeld og fordelsprogrammer.
        </p>
        <MonthlyPlan steps={plan} label="Sparestrategiene måned for måned" />
        <Callout tone="tip" title="Hva planen gir">
          <p>
            Fra måned {loaderData.finalFromMonth} sparer du {formatKr(loaderData.finalMonthlyKr)} i måneden, eller{" "}
            {formatKr(loaderData.fullYearKr)} i et helt år. Det første året blir besparelsen{" "}
            {formatKr(loaderData.firstYearKr)}, fordi grepene kommer på plass gradvis.
          </p>
          <p>
            Planens månedsbeløp er avrundede anslag, ikke regnet ut av strategiene én for én.{" "}
            {loaderData.planMinusTotalKr === 0
              ? `Et helt år med planen gir det samme som summen av de fire strategiene, ${formatKr(loaderData.total.totalKr)}.`
              : `Et helt år med planen gir ${formatKr(Math.abs(loaderData.planMinusTotalKr))} ${loaderData.planMinusTotalKr < 0 ? "mindre" : "mer"} enn summen av de fire strategiene (${formatKr(loaderData.total.totalKr)}).`}
          </p>
        </Callout>
        <p>
          Sett av en halvtime hver tredje måned til å sjekke at planen holder: har du betalt hele fakturaen hver gang,
          og passer kortet fortsatt forbruket ditt? Små endringer i livet, som nytt bosted eller ny jobb, kan gjøre et
          annet kort bedre.
        </p>
      </section>

      <section aria-labelledby="videre-tittel">
        <h2 id="videre-tittel">Les videre</h2>
        <p>
          I <Link to={loaderData.savingsGuide.path}>{loaderData.savingsGuide.title.toLowerCase()}</Link> finner du
          regneeksemplene bak strategiene, en plan for hele året og en sparekalkulator.
        </p>
        <GuideActions>
          <ButtonLink to={loaderData.savingsGuide.path}>Les spareguiden</ButtonLink>
          <ButtonLink to="/kredittkort" variant="secondary">
            Sammenlign kredittkort
          </ButtonLink>
        </GuideActions>
      </section>
    </ArticleLayout>
  );
}
