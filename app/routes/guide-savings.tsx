import { Link } from "react-router";
import type { Route } from "./+types/guide-savings";
import { articleByPath } from "#content/articles";
import { savingsSpendMix } from "#content/calculator-assumptions";
import { cards } from "#content/cards";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import {
  cardActionPlan,
  interestTips,
  savingsGuideFacts,
  savingsStrategies,
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
import { MINIMUM_PAYMENT_FLOOR_KR, payoffSchedule } from "~/domain/debt-repayment";
import { formatAnnualFee, formatDuration, formatKr, formatPercent } from "~/domain/format";

const STRATEGY_ARTICLE_PATH = "/guider/sparestrategier-maaned-for-maaned";

export function loader() {
  const facts = savingsGuideFacts;
  const { cardExample, interestExample } = facts;

  const payoff = payoffSchedule({
    balance: interestExample.debtKr,
    annualRatePercent: interestExample.annualRatePercent,
    payment: { kind: "minimum", percent: interestExample.minimumPaymentPercent, floorKr: MINIMUM_PAYMENT_FLOOR_KR },
  });
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
    averageSavingKr: facts.averageSavingKr,
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
      yearlyInterestKr: (interestExample.debtKr * interestExample.annualRatePercent) / 100,
      firstMinimumKr: (interestExample.debtKr * interestExample.minimumPaymentPercent) / 100,
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

/** The three strategies this guide has a section for; the fourth is covered in the strategy article. */
const sectionOf: Partial<Record<StrategyId, string>> = {
  "riktig-kort": "#riktig-kort",
  "ingen-renter": "#ingen-renter",
  "kutt-gebyrer": "#kutt-gebyrer",
};

export default function SavingsGuide({ loaderData }: Route.ComponentProps) {
  const { article, potential, cardExample, interestExample, feeComparison } = loaderData;
  const fourth = loaderData.strategies.find((s) => s.id === "fordelsprogram")!;
  const planMonths = loaderData.plan.at(-1)!.months.max;
  const { premium, free } = feeComparison;

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          De fleste som har kredittkort, betaler mer enn de trenger: for kort som ikke passer forbruket, for renter som
          kunne vært unngått, og for årsgebyr på kort de knapt bruker. Med grepene i denne guiden sparer en vanlig
          husholdning i snitt {formatKr(loaderData.averageSavingKr)} i året.
        </p>
      }
    >
      <section aria-labelledby="oppsummering-tittel">
        <h2 id="oppsummering-tittel">Oppsummering: fire grep som sparer penger</h2>
        <p>
          Besparelsen kommer fra fire grep. Tre av dem går vi gjennom her; det fjerde, å bruke fordelsprogrammene bevisst,
          står i artikkelen om <Link to={STRATEGY_ARTICLE_PATH}>sparestrategier måned for måned</Link>. Beløpene er anslag
          for en husholdning som bruker kortet til det meste av forbruket. Hva du selv kan spare, avhenger av forbruket og
          kortene du har i dag.
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

      <section id="ingen-renter" aria-labelledby="ingen-renter-tittel">
        <h2 id="ingen-renter-tittel">2. Bli kvitt rentekostnadene: spar {formatKr(potential["ingen-renter"])}</h2>
        <p>
          Renter er den største utgiften mange har på kredittkortet, og den eneste som ikke gir deg noe tilbake. Med en
          effektiv rente rundt {formatPercent(interestExample.annualRatePercent)} spiser renten opp all cashback, alle poeng
          og alle rabatter du kan tenke deg.
        </p>
        <Callout tone="warning" title={`Eksempel: ${formatKr(interestExample.debtKr)} i kortgjeld`}>
          <p>
            Med {formatPercent(interestExample.annualRatePercent)} rente koster en kortgjeld på{" "}
            {formatKr(interestExample.debtKr)} deg omtrent {formatKr(interestExample.yearlyInterestKr)} i året.
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
            Vi har regnet måned for måned med renten delt på tolv, slik vi gjør i{" "}
            <Link to="/kredittkort-gjeld-guide">guiden om kredittkortgjeld</Link>, der du også finner en kalkulator for din
            egen gjeld.
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
          Si opp kort du ikke har brukt på et halvt år. Ubrukte kort koster ikke bare gebyr: kredittgrensen teller som gjeld
          når banken vurderer deg for boliglån, selv om du aldri har brukt den.
        </p>
      </section>

      <section aria-labelledby="plan-tittel">
        <h2 id="plan-tittel">Plan for de neste {planMonths} månedene</h2>
        <p>
          Du trenger ikke gjøre alt på en gang. Planen under tar ett grep om gangen. Beløpet per måned er summen av grepene
          du har gjennomført så langt, regnet ut fra anslagene i oppsummeringen.
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
