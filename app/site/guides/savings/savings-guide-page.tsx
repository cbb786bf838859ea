import type { Route } from "./+types/savings-guide.route";
import { RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { Link } from "react-router";
import { ArticleLayout } from "~/site/guides/article-layout";
import { SavingsCalculator } from "~/site/calculators/savings-calculator";
import { GuideActions } from "~/site/guides/guide-actions";
import { MonthlyPlan } from "~/site/guides/savings/monthly-plan";
import { SavingsCardSection } from "~/site/guides/savings/savings-card-section";
import { SavingsFeeSection } from "~/site/guides/savings/savings-fee-section";
import { SavingsInterestSection } from "~/site/guides/savings/savings-interest-section";
import { StrategySummary } from "~/site/guides/savings/strategy-summary";
import { buttonClasses, ButtonLink } from "~/shared/ui/button-link";
import { formatKr } from "~/shared/format/format";

/** The savings guide's body. */
export function SavingsGuidePage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, potential, allFour, sections, sectionOf } = loaderData;
  const strategyArticlePath = loaderData.strategyArticle.path;
  const fourth = loaderData.strategies.find((s) => s.id === "fordelsprogram")!;
  const planMonths = loaderData.plan.at(-1)!.months.max;

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          De fleste som har kredittkort, betaler mer enn de trenger: for kort som ikke passer forbruket, for renter som
          kunne vært unngått, og for årsgebyr på kort de knapt bruker. I regneeksemplene våre gir fire grep til sammen{" "}
          {formatKr(allFour.totalKr)} i året ({allFour.text}). Det er en sum av anslag for en husholdning som bruker
          kortet til det meste, ikke et gjennomsnitt av hva noen faktisk har spart.
        </p>
      }
    >
      <section aria-labelledby="oppsummering-tittel">
        <h2 id="oppsummering-tittel">Oppsummering: fire grep som sparer penger</h2>
        <p>
          Besparelsen kommer fra fire grep. Tre av dem går vi gjennom her, til sammen {formatKr(sections.totalKr)} (
          {sections.text}); det fjerde, å bruke fordelsprogrammene bevisst, står i artikkelen om{" "}
          <Link to={strategyArticlePath}>sparestrategier måned for måned</Link>. Beløpene er anslag for en husholdning
          som bruker kortet til det meste av forbruket. Hva du selv kan spare, avhenger av forbruket, gjelden og kortene
          du har i dag.
        </p>
        <StrategySummary
          strategies={loaderData.strategies}
          caption="Sparegrepene, hva de kan gi i året og hvor krevende de er"
          linkFor={(strategy) => sectionOf[strategy.id] ?? strategyArticlePath}
        />
        <p>
          Grepene merket «Lett» tar en kveld eller to. De andre krever at du endrer vaner over flere måneder, men det er
          der de største beløpene ligger.
        </p>
      </section>

      <SavingsCardSection
        potentialKr={potential["riktig-kort"]}
        cardExample={loaderData.cardExample}
        actionPlan={loaderData.actionPlan}
      />

      <SavingsInterestSection
        potentialKr={potential["ingen-renter"]}
        interestExample={loaderData.interestExample}
        tips={loaderData.interestTips}
      />

      <SavingsFeeSection potentialKr={potential["kutt-gebyrer"]} feeComparison={loaderData.feeComparison} />

      <section aria-labelledby="plan-tittel">
        <h2 id="plan-tittel">Plan for de neste {planMonths} månedene</h2>
        <p>
          Du trenger ikke gjøre alt på en gang. Planen under tar ett grep om gangen. Beløpet per måned er summen av
          anslagene i oppsummeringen for grepene du har gjennomført så langt, delt på tolv. Når alle fire er på plass,
          er det {formatKr(allFour.totalKr)} i året.
        </p>
        <MonthlyPlan steps={loaderData.plan} label="Spareplan måned for måned" />
        <p>
          {fourth.strategy} er det fjerde grepet. Hvordan du bruker rabatter og bonuser uten å handle mer enn før,
          forklarer vi i <Link to={strategyArticlePath}>{loaderData.strategyArticle.title.toLowerCase()}</Link>.
        </p>
      </section>

      <section id="kalkulator" aria-labelledby="kalkulator-tittel">
        <h2 id="kalkulator-tittel">Sparekalkulator</h2>
        <SavingsCalculator {...loaderData.calculator} />
      </section>

      <section aria-labelledby="neste-steg-tittel">
        <h2 id="neste-steg-tittel">Neste steg</h2>
        <p>
          Begynn med det enkleste: finn ut hva du brukte på kort i fjor, og se om kortet ditt er det beste for det
          forbruket. Vil du ha guiden på papir, kan du laste den ned som PDF med de samme tallene; kalkulatoren finner
          du her på siden.
        </p>
        <GuideActions>
          <ButtonLink to="/kortvelger">Finn ditt optimale kort</ButtonLink>
          {/* A resource route (app/site/guides/savings/savings-guide-pdf.route.ts) answers with the file as a download. */}
          <a href={`${article.path}.pdf`} download className={buttonClasses("secondary")}>
            Last ned spareguide (PDF)
          </a>
        </GuideActions>
      </section>

      <RepresentativeExampleExplainer />
    </ArticleLayout>
  );
}
