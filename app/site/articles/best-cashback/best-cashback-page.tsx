import type { Route } from "./+types/best-cashback.route";
import { Link } from "react-router";
import { ArticleLayout } from "~/site/guides/article-layout";
import { ArticleActions } from "~/site/articles/article-actions";
import { Callout } from "~/site/guides/callout";
import { CashbackDiscountSection } from "~/site/articles/best-cashback/cashback-discount-section";
import { CashbackRankedBlocks } from "~/site/articles/best-cashback/cashback-ranked-blocks";
import { CategoryWinners } from "~/site/articles/best-cashback/category-winners";
import { StepList } from "~/site/guides/step-list";
import { SummaryFigures } from "~/site/articles/best-cashback/summary-figures";
import { kr } from "~/site/calculators/calculator-kit";
import { CashbackCalculator, cashbackQuery } from "~/site/calculators/cashback-calculator";
import { RangeExamples, RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import { formatKr, formatNumber, formatPercent } from "~/shared/format/format";
import { coverageOf } from "~/shared/cards/feed-status";
import { coverageText } from "~/site/card-list/coverage-text";

/** "A", "A og B", "A, B og C". */
const nameList = (names: readonly string[]) => new Intl.ListFormat("nb-NO", { type: "conjunction" }).format(names);

/** A share (0–1) as a percentage with one decimal: 1/7 → "14,3 %". */
const percentOf = (share: number) => formatPercent(Math.round(share * 1000) / 10);

/** The best-cashback article's body. */
export function BestCashbackPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const {
    article,
    household,
    ranking,
    summary,
    discountCards,
    choiceCredit,
    groceryAssumptions,
    categoryWinners,
    tips,
    proTip,
    calculator,
  } = loaderData;
  const [choice, runnerUp] = ranking;
  if (!choice || !runnerUp) throw new Error("Cashback-listen må ha minst to kort");
  const {
    highestFlatRate: highest,
    highestFlatRateInMoney: highestInMoney,
    lowestAnnualFee,
    average,
    cashbackTarget,
  } = summary;
  const calculatorLink = `${article.path}?${cashbackQuery(calculator.example)}#kalkulator`;

  return (
    <ArticleLayout
      article={article}
      ranking
      lead={
        <p>
          Et cashback-kort gir deg en del av pengene tilbake hver gang du handler. Vi har regnet på alle de{" "}
          {formatNumber(summary.cardsCompared)} kortene vi sammenligner, og rangert de tre som gir en vanlig husholdning
          mest igjen etter årsgebyret. Du får også beste kort for dagligvarer, netthandel og reise – og tipsene som gjør
          at du faktisk sitter igjen med pengene.
        </p>
      }
    >
      <h2 id="kortversjonen">Cashback-kortene i tall</h2>
      <SummaryFigures
        figures={[
          {
            value: formatPercent(highest.percent),
            label: highest.inPoints
              ? "Høyeste faste cashback på alle kjøp, i poeng"
              : "Høyeste faste cashback på alle kjøp",
          },
          { value: formatKr(lowestAnnualFee.kr), label: "Laveste årsgebyr" },
          { value: kr(average.earned), label: "Cashback i snitt per år for husholdningen, før årsgebyr" },
          { value: formatNumber(summary.cardsCompared), label: "Kort sammenlignet" },
        ]}
      />
      <div data-card-offer="">
        <p data-offer-figure="" className="text-sm text-muted">
          {formatPercent(highest.percent)}
          {highest.inPoints ? " i poeng" : ""} på alle kjøp gir {nameList(highest.cards.map((card) => card.name))}
          {highestInMoney
            ? `; høyest i penger er ${nameList(highestInMoney.cards.map((card) => card.name))} med ${formatPercent(highestInMoney.percent)}`
            : ""}
          . Satser for enkelte kjøp, reiser eller én kjede
          {summary.chainBonus ? ` (som ${summary.chainBonus.name} i ${summary.chainBonus.chain})` : ""} regnes ikke som
          faste. {formatNumber(lowestAnnualFee.cardCount)} av kortene har {formatKr(lowestAnnualFee.kr)} i årsgebyr.
          Etter årsgebyret gir kortene i snitt husholdningen {kr(average.net)}. {formatKr(cashbackTarget.cashbackKr)}{" "}
          tilbake i året med {formatPercent(cashbackTarget.ratePercent)} krever {formatKr(cashbackTarget.spendKr)} i
          kortbruk.
        </p>
        {/* The cards the figures name, each with what its credit costs. */}
        <RangeExamples
          cards={[...highest.cards, ...(highestInMoney?.cards ?? [])].flatMap((card) => {
            const terms = calculator.terms[card.urlSlug];
            return terms ? [{ ...terms, name: card.name }] : [];
          })}
        />
      </div>

      <h2 id="slik-fungerer-cashback">Slik fungerer cashback</h2>
      <p>
        Cashback betyr at du får igjen en prosent av det du handler for, i penger, poeng eller rabatter. Penger er
        enklest å sammenligne; poeng og rabatter er bare verdt noe hvis du bruker dem.
      </p>
      <p>
        Kortet lønner seg bare når cashbacken er større enn årsgebyret og du betaler hele fakturaen innen forfall.{" "}
        {choice.card.name} gir husholdningen vår {kr(choice.net)} i året etter årsgebyret; å låne{" "}
        {formatKr(choiceCredit.principal)} på det samme kortet over {choiceCredit.months} måneder koster{" "}
        {formatKr(choiceCredit.creditCost)}, som det representative eksempelet viser. Les mer i{" "}
        <Link to="/guider/beste-cashback-kredittkort">cashback-guiden</Link>.
      </p>

      <h2 id="topp-tre">{`De tre beste cashback-kortene i ${loaderData.year}`}</h2>
      <p>
        Vi har rangert kortene etter hva en vanlig husholdning får igjen i året etter årsgebyret, regnet med
        kalkulatoren under. Husholdningen er vårt eksempel, ikke statistikk: {formatKr(household.monthlyGroceries)} i
        måneden på dagligvarer, {formatKr(household.monthlyFuel)} på drivstoff og {formatKr(household.monthlyOther)} på
        annet, og {formatKr(household.travelPerYear)} i året på reiser, til sammen {formatKr(household.yearlyKr)}. Den
        flyr {household.flightsPerYear} ganger i året og betaler hele fakturaen hver måned. Rabatter, 2 for 1-reiser,
        lounger, forsikringer og stjernene våre er ikke regnet med.
        {groceryAssumptions &&
          ` For ${groceryAssumptions.name} regner vi med at ${
            groceryAssumptions.groceryChainShare === 1 ? "alle" : percentOf(groceryAssumptions.groceryChainShare)
          } av dagligvarene kjøpes i ${groceryAssumptions.rule.chain}s butikker, og ${percentOf(
            groceryAssumptions.thursdayShareOfGroceries,
          )} på torsdager.`}{" "}
        <Link to={calculatorLink}>Se regnestykket for alle de {formatNumber(summary.cardsCompared)} kortene</Link>.
      </p>
      <p>
        <Link to={`/kort/${choice.card.urlSlug}`}>{choice.card.name}</Link> er vårt valg: {kr(choice.net)} i året,{" "}
        {kr(Math.round(choice.net) - Math.round(runnerUp.net))} mer enn {runnerUp.card.name}. Med et annet forbruk kan
        et annet kort gi mer; prøv kalkulatoren.
      </p>
      <CashbackRankedBlocks ranking={ranking} />

      <CashbackDiscountSection discountCards={discountCards} />

      <h2 id="beste-per-kategori">Beste kort per kategori</h2>
      <p>
        Hvor du handler, betyr mer enn den høyeste satsen i reklamen. Her er vårt valg per kategori. Valgene regner også
        med det kalkulatoren ikke tar med, som rabatter, 2 for 1-reiser og reiseforsikring.
      </p>
      <CategoryWinners winners={categoryWinners.map((w) => ({ category: w.category, card: w.card, tips: w.tips }))} />

      <section id="kalkulator" aria-labelledby="kalkulator-tittel">
        <h2 id="kalkulator-tittel">Cashback-kalkulator</h2>
        <p>Eksempeltallene i feltene er husholdningen over.</p>
        <CashbackCalculator {...calculator} />
      </section>

      <h2 id="tips">Fem tips for mer cashback</h2>
      <StepList numbers="soft" steps={tips.map((tip) => ({ title: tip.title, text: tip.text }))} />
      <Callout tone="tip" title={proTip.title}>
        <p>{proTip.text}</p>
      </Callout>

      <h2 id="er-det-verdt-det">Er cashback verdt det?</h2>
      <p>
        Betaler du hele fakturaen hver måned, er et cashback-kort en enkel måte å få litt igjen for forbruk du uansett
        har. Regn cashbacken mot årsgebyret, og ikke la fordelene lokke deg til å handle mer. Klarer du ikke alltid å
        betale alt ved forfall, bør du velge kort etter hva kreditten koster, eller la være å bruke den: renten på en
        utestående saldo kan fort koste mer enn kortet gir tilbake.
      </p>

      <ArticleActions
        links={[
          { to: "/kredittkort", label: coverageText.compareList(coverageOf()) },
          { to: "/guider/beste-cashback-kredittkort", label: "Les cashback-guiden" },
        ]}
      />

      <RepresentativeExampleExplainer />
    </ArticleLayout>
  );
}
