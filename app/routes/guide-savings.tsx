import { Link } from "react-router";
import type { Route } from "./+types/guide-savings";
import { articleByPath } from "#content/articles";
import { savingsSpendMix } from "#content/calculator-assumptions";
import { cards } from "#content/cards";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import {
  cardActionPlan,
  guideSectionStrategies,
  interestTips,
  potentialSumText,
  savingsGuideFacts,
  savingsStrategies,
  sumOfPotentials,
  twelveMonthPlan,
  type StrategyId,
} from "#content/savings-guide";
import { ArticleLayout, articleMeta } from "~/components/article-layout";
import { SavingsCalculator } from "~/components/calculators/savings-calculator";
import { Callout } from "~/components/guides/callout";
import { GuideActions } from "~/components/guides/guide-actions";
import { KeyFigures } from "~/components/guides/key-figures";
import { MonthlyPlan } from "~/components/guides/monthly-plan";
import { PrintButton } from "~/components/guides/print-button";
import { StepList } from "~/components/guides/step-list";
import { StrategySummary } from "~/components/guides/strategy-summary";
import { TipList } from "~/components/guides/tip-list";
import { TableScroll } from "~/components/guides/table-scroll";
import { ButtonLink } from "~/components/ui/button-link";
import { bestFreeCashbackCard, breakEvenSpend, feeAndRate, netYearlyValue } from "~/domain/card-break-even";
import { toRankableCard } from "~/domain/cashback-ranking";
import {
  interestWithoutPayments,
  MINIMUM_PAYMENT_FLOOR_KR,
  monthlyRate,
  nominalRatePercent,
  payoffSchedule,
} from "~/domain/debt-repayment";
import { formatAnnualFee, formatDuration, formatKr, formatPercent } from "~/domain/format";

const STRATEGY_ARTICLE_PATH = "/guider/sparestrategier-maaned-for-maaned";

export function loader() {
  const facts = savingsGuideFacts;
  const { cardExample, interestExample } = facts;

  const { debtKr, ratePercent, rateConvention } = interestExample;
  const payoff = payoffSchedule({
    balance: debtKr,
    annualRatePercent: ratePercent,
    rateConvention,
    payment: { kind: "minimum", percent: interestExample.minimumPaymentPercent, floorKr: MINIMUM_PAYMENT_FLOOR_KR },
  });
  const monthly = monthlyRate(ratePercent, rateConvention);
  const nominalPercent = nominalRatePercent(ratePercent, rateConvention);
  const allFour = sumOfPotentials();
  const sections = sumOfPotentials(guideSectionStrategies);
  if (payoff.kind !== "paid-off") throw new Error("Spareguiden: eksempelgjelden må kunne nedbetales med minstebeløpet");

  const premium = cards.find((card) => card.urlSlug === facts.premiumCardSlug)!;
  const free = bestFreeCashbackCard(cards);
  if (!free) throw new Error("Spareguiden trenger minst ett gratiskort med cashback i content/cards.ts");
  const cardSummary = (card: typeof premium) => ({
    name: card.name,
    urlSlug: card.urlSlug,
    annualFee: card.annualFee,
    ratePercent: card.cashbackRate.min,
    netAtExampleSpend: netYearlyValue(feeAndRate(card), cardExample.yearlySpendKr),
  });

  return {
    article: articleByPath("/guider/spar-ti-tusen-kroner-aarlig"),
    strategyArticle: articleByPath(STRATEGY_ARTICLE_PATH),
    /** The spec's "10 500 kr": the four strategies' potentials added up, shown as the sum it is. */
    allFour: { ...allFour, text: potentialSumText(allFour) },
    /** The three strategies this guide has a section for, added up the same way. */
    sections: { ...sections, text: potentialSumText(sections) },
    strategies: savingsStrategies,
    potential: Object.fromEntries(savingsStrategies.map((s) => [s.id, s.potential])) as Record<StrategyId, number>,
    cardExample: {
      ...cardExample,
      cashbackPercent: (cardExample.cashbackKr / cardExample.yearlySpendKr) * 100,
      netKr: cardExample.cashbackKr - cardExample.annualFeeKr,
    },
    actionPlan: cardActionPlan,
    interestExample: {
      ...interestExample,
      monthlyRatePercent: monthly * 100,
      nominalPercent,
      // The calculator takes two decimals: with more, typing the rounded rate gives figures a few kroner off.
      nominalIsExact: Math.abs(Math.round(nominalPercent * 100) - nominalPercent * 100) < 1e-9,
      // With no fees, twelve months of interest on interest is the debt's effective rate.
      effectivePercent: (Math.pow(1 + monthly, 12) - 1) * 100,
      // What the debt costs in a year when nothing is paid: interest on interest, month by month.
      yearlyInterestKr: interestWithoutPayments(debtKr, ratePercent, rateConvention),
      firstMinimumKr: payoff.firstPayment,
      floorKr: MINIMUM_PAYMENT_FLOOR_KR,
      months: payoff.months,
      totalInterestKr: payoff.totalInterest,
      totalPaidKr: payoff.totalPaid,
    },
    interestTips,
    feeComparison: {
      premium: cardSummary(premium),
      free: cardSummary(free),
      exampleSpendKr: cardExample.yearlySpendKr,
      breakEvenKr: breakEvenSpend(feeAndRate(premium), feeAndRate(free)),
    },
    plan: twelveMonthPlan,
    calculator: { cards: cards.map(toRankableCard), rules: earningRules, assumptions: earningAssumptions, mix: savingsSpendMix },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

/** The three strategies this guide has a section for (its id is the anchor); the fourth is covered in the strategy article. */
const sectionOf: Partial<Record<StrategyId, string>> = Object.fromEntries(guideSectionStrategies.map((id) => [id, `#${id}`]));

export default function SavingsGuide({ loaderData }: Route.ComponentProps) {
  const { article, potential, cardExample, interestExample, feeComparison, allFour, sections } = loaderData;
  const fourth = loaderData.strategies.find((s) => s.id === "fordelsprogram")!;
  const planMonths = loaderData.plan.at(-1)!.months.max;
  const { premium, free } = feeComparison;

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          De fleste som har kredittkort, betaler mer enn de trenger: for kort som ikke passer forbruket, for renter som
          kunne vært unngått, og for årsgebyr på kort de knapt bruker. I regneeksemplene våre gir fire grep til sammen{" "}
          {formatKr(allFour.totalKr)} i året ({allFour.text}). Det er en sum av anslag for en husholdning som bruker kortet
          til det meste, ikke et gjennomsnitt av hva noen faktisk har spart.
        </p>
      }
    >
      <section aria-labelledby="oppsummering-tittel">
        <h2 id="oppsummering-tittel">Oppsummering: fire grep som sparer penger</h2>
        <p>
          Besparelsen kommer fra fire grep. Tre av dem går vi gjennom her, til sammen {formatKr(sections.totalKr)} (
          {sections.text}); det fjerde, å bruke fordelsprogrammene bevisst, står i artikkelen om{" "}
          <Link to={STRATEGY_ARTICLE_PATH}>sparestrategier måned for måned</Link>. Beløpene er anslag for en husholdning som
          bruker kortet til det meste av forbruket. Hva du selv kan spare, avhenger av forbruket, gjelden og kortene du har i
          dag.
        </p>
        <StrategySummary
          strategies={loaderData.strategies}
          caption="Sparegrepene, hva de kan gi i året og hvor krevende de er"
          linkFor={(strategy) => sectionOf[strategy.id] ?? STRATEGY_ARTICLE_PATH}
        />
        <p>
          Grepene merket «Lett» tar en kveld eller to. De andre krever at du endrer vaner over flere måneder, men det er der
          de største beløpene ligger.
        </p>
      </section>

      <section id="riktig-kort" aria-labelledby="riktig-kort-tittel">
        <h2 id="riktig-kort-tittel">1. Velg riktig kort: spar {formatKr(potential["riktig-kort"])}</h2>
        <p>
          Mange har kortet de fikk for ti år siden, eller kortet banken tilbød sammen med boliglånet. Det er sjelden kortet
          som gir mest tilbake på akkurat ditt forbruk. Bruker du kortet til det meste, kan forskjellen mellom et godt og et
          middels kort bli flere tusen kroner i året.
        </p>
        <Callout title="Eksempel: et år med riktig kort">
          <KeyFigures
            label="Regnestykket for riktig kort"
            items={[
              { label: "Forbruk på kortet i året", value: formatKr(cardExample.yearlySpendKr) },
              { label: "Cashback i året", value: formatKr(cardExample.cashbackKr) },
              { label: "Årsgebyr", value: formatKr(cardExample.annualFeeKr) },
              { label: "Netto i lomma", value: formatKr(cardExample.netKr) },
            ]}
          />
          <p>
            Med {formatKr(cardExample.yearlySpendKr)} i årlig forbruk og {formatKr(cardExample.cashbackKr)} i cashback (
            {formatPercent(cardExample.cashbackPercent)} av kjøpene) sitter du igjen med {formatKr(cardExample.netKr)} etter
            et årsgebyr på {formatKr(cardExample.annualFeeKr)}. Har du i dag et kort som ikke gir noe tilbake, er det hele
            besparelsen.
          </p>
        </Callout>
        <h3>Handlingsplan</h3>
        <StepList steps={loaderData.actionPlan} />
        <p>
          Trenger du hjelp til å regne? Guiden <Link to="/guider/beste-cashback-kredittkort">slik får du mest ut av cashback</Link>{" "}
          viser regnestykket for hvert av kortene vi sammenligner.
        </p>
      </section>

      <section id="ingen-renter" aria-labelledby="ingen-renter-tittel" data-worked-example>
        <h2 id="ingen-renter-tittel">2. Bli kvitt rentekostnadene: spar {formatKr(potential["ingen-renter"])}</h2>
        <p>
          Renter er den største utgiften mange har på kredittkortet, og den eneste som ikke gir deg noe tilbake. Med en rente
          rundt {formatPercent(interestExample.effectivePercent)} i året spiser renten opp all cashback, alle poeng og alle
          rabatter du kan tenke deg.
        </p>
        <Callout tone="warning" title={`Eksempel: ${formatKr(interestExample.debtKr)} i kortgjeld`}>
          <p>
            Vi regner med en effektiv rente på {formatPercent(interestExample.effectivePercent)} og ingen gebyrer: banken legger{" "}
            {formatPercent(interestExample.monthlyRatePercent)} av gjelden til i renter hver måned, og med renter på renter
            blir det {formatPercent(interestExample.effectivePercent)} på et år. Som nominell rente, slik den står i en
            kredittavtale, er det {formatPercent(interestExample.nominalPercent)}.
          </p>
          <p>
            Blir gjelden på {formatKr(interestExample.debtKr)} stående et helt år uten at du betaler noe, vokser den med{" "}
            {formatKr(interestExample.yearlyInterestKr)} i renter.
            {Math.round(interestExample.yearlyInterestKr) === potential["ingen-renter"] &&
              " Det er her anslaget i overskriften kommer fra."}
          </p>
          <p>
            Betaler du bare minstebeløpet på {formatPercent(interestExample.minimumPaymentPercent)} av gjelden (minst{" "}
            {formatKr(interestExample.floorKr)}), er første innbetaling {formatKr(interestExample.firstMinimumKr)}. Beløpet
            synker i takt med gjelden, og derfor går det så sakte:
          </p>
          <KeyFigures
            label="Nedbetaling med minstebeløp"
            items={[
              { label: "Første månedlige innbetaling", value: formatKr(interestExample.firstMinimumKr) },
              { label: "Tid til gjelden er borte", value: formatDuration(interestExample.months) },
              { label: "Renter totalt", value: formatKr(interestExample.totalInterestKr) },
              { label: "Betalt totalt", value: formatKr(interestExample.totalPaidKr) },
            ]}
          />
          <p>
            Vi har regnet måned for måned med samme metode som kalkulatoren i{" "}
            <Link to="/kredittkort-gjeld-guide">guiden om kredittkortgjeld</Link>, der du kan regne på din egen gjeld.
            Kalkulatoren spør etter den nominelle renten.{" "}
            {interestExample.nominalIsExact
              ? `Skriver du inn ${formatPercent(interestExample.nominalPercent)}, får du de samme tallene.`
              : `Skriver du inn ${formatPercent(interestExample.nominalPercent)}, får du nesten de samme tallene; de kan avvike med noen kroner fordi den nominelle renten da er avrundet til to desimaler.`}
          </p>
        </Callout>
        <p>
          Den billigste gjelden er den du ikke har. Har du allerede kortgjeld, er det første målet å betale den ned så raskt
          som mulig med et fast månedlig beløp. Deretter handler det om vaner som gjør at det aldri skjer igjen:
        </p>
        <TipList tips={loaderData.interestTips} />
      </section>

      <section id="kutt-gebyrer" aria-labelledby="kutt-gebyrer-tittel">
        <h2 id="kutt-gebyrer-tittel">3. Kutt unødvendige årsgebyr: spar {formatKr(potential["kutt-gebyrer"])}</h2>
        <p>
          Et årsgebyr er en sikker utgift, mens fordelene du får for det, bare er verdt noe hvis du bruker dem. Mange betaler
          for lounge de aldri besøker og reiseforsikring de allerede har gjennom innboforsikringen. Se på hvert kort med
          gebyr og spør: har dette kortet gitt meg mer enn det kostet det siste året?
        </p>
        <h3>Premiumkort mot gratiskort</h3>
        <TableScroll label="Premiumkort mot gratiskort">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="mb-2 text-left font-semibold text-ink">
              {premium.name} mot {free.name} ved {formatKr(feeComparison.exampleSpendKr)} i årlig forbruk
            </caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="py-2 pr-3">
                  Kort
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Årsgebyr
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Laveste sats
                </th>
                <th scope="col" className="py-2 text-right">
                  Netto i året
                </th>
              </tr>
            </thead>
            <tbody>
              {[premium, free].map((card) => (
                <tr key={card.urlSlug} className="border-b border-gray-200">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <Link to={`/kort/${card.urlSlug}`}>{card.name}</Link>
                  </th>
                  <td className="py-2 pr-3 text-right whitespace-nowrap">{formatAnnualFee(card.annualFee)}</td>
                  <td className="py-2 pr-3 text-right">{formatPercent(card.ratePercent)}</td>
                  <td className="py-2 text-right font-semibold">{formatKr(card.netAtExampleSpend)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p>
          {feeComparison.breakEvenKr === null ? (
            <>
              {premium.name} gir aldri mer tilbake enn {free.name} på cashback og poeng alene. Kortet må forsvare
              årsgebyret med andre fordeler.
            </>
          ) : (
            <>
              {premium.name} gir først mer tilbake enn {free.name} når du bruker mer enn{" "}
              {formatKr(Math.ceil(feeComparison.breakEvenKr))} på kortet i året. Under den grensen er gratiskortet bedre,
              med mindre du bruker reisefordelene så mye at de er verdt forskjellen.
            </>
          )}{" "}
          Poengverdien er vårt anslag for EuroBonus-poeng brukt på bonusreiser; bruker du poengene på andre måter, blir
          regnestykket enda svakere for premiumkortet.
        </p>
        <p>
          Anslaget på {formatKr(potential["kutt-gebyrer"])} i overskriften er et eksempel på årsgebyr du slipper å betale. Hva
          du faktisk sparer, er årsgebyrene på kortene du sier opp, minus verdien av fordelene du mister.
        </p>
        <p>
          Si opp kort du ikke har brukt på et halvt år. Ubrukte kort koster ikke bare gebyr: kredittgrensen teller som gjeld
          når banken vurderer deg for boliglån, selv om du aldri har brukt den.
        </p>
      </section>

      <section aria-labelledby="plan-tittel">
        <h2 id="plan-tittel">Plan for de neste {planMonths} månedene</h2>
        <p>
          Du trenger ikke gjøre alt på en gang. Planen under tar ett grep om gangen. Beløpet per måned er summen av
          anslagene i oppsummeringen for grepene du har gjennomført så langt, delt på tolv. Når alle fire er på plass, er
          det {formatKr(allFour.totalKr)} i året.
        </p>
        <MonthlyPlan steps={loaderData.plan} label="Spareplan måned for måned" />
        <p>
          {fourth.strategy} er det fjerde grepet. Hvordan du bruker rabatter og bonuser uten å handle mer enn før, forklarer
          vi i <Link to={STRATEGY_ARTICLE_PATH}>{loaderData.strategyArticle.title.toLowerCase()}</Link>.
        </p>
      </section>

      <section id="kalkulator" aria-labelledby="kalkulator-tittel"><h2 id="kalkulator-tittel">Sparekalkulator</h2><SavingsCalculator {...loaderData.calculator} /></section>

      <section aria-labelledby="neste-steg-tittel">
        <h2 id="neste-steg-tittel">Neste steg</h2>
        <p>
          Begynn med det enkleste: finn ut hva du brukte på kort i fjor, og se om kortet ditt er det beste for det forbruket.
          Vil du ha guiden på papir, kan du skrive den ut eller lagre den som PDF fra utskriftsvinduet.
        </p>
        <GuideActions>
          <ButtonLink to="/beste-cashback-kredittkort-2025#kalkulator">Finn ditt optimale kort</ButtonLink>
          <PrintButton label="Last ned spareguide (PDF)" />
        </GuideActions>
      </section>
    </ArticleLayout>
  );
}
