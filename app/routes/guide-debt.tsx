import { Link } from "react-router";
import type { Route } from "./+types/guide-debt";
import { articleByPath } from "#content/articles";
import {
  debtGuideAverageRate,
  debtGuideFacts,
  debtHelpContacts,
  debtMistakes,
  debtPlanSteps,
  repaymentStrategies,
} from "#content/debt-guide";
import { ArticleLayout, articleMeta } from "~/components/article-layout";
import { ProsCons } from "~/components/articles/pros-cons";
import { DebtCalculator } from "~/components/calculators/debt-calculator";
import { GuideActions } from "~/components/guides/guide-actions";
import { KeyFigures } from "~/components/guides/key-figures";
import { MistakeList } from "~/components/guides/mistake-list";
import { PrintButton } from "~/components/guides/print-button";
import { StepList } from "~/components/guides/step-list";
import { ButtonLink } from "~/components/ui/button-link";
import {
  firstMonthInterest,
  MINIMUM_PAYMENT_FLOOR_KR,
  MINIMUM_PAYMENT_PERCENT,
  monthlyRate,
  nominalRatePercent,
  payoffSchedule,
  type PaidOff,
  type PaymentPlan,
  type RateConvention,
} from "~/domain/debt-repayment";
import { formatDuration, formatKr, formatPercent } from "~/domain/format";

/** A plan's figures for the page, without the month-by-month balances. */
function planFigures(balanceKr: number, ratePercent: number, rateConvention: RateConvention, payment: PaymentPlan) {
  const plan = payoffSchedule({ balance: balanceKr, annualRatePercent: ratePercent, rateConvention, payment });
  // The guide's comparison must finish; if the content ever changes so it does not, fail the build.
  if (plan.kind !== "paid-off") throw new Error("Gjeldsguiden: sammenligningen blir aldri nedbetalt, sjekk content/debt-guide.ts");
  const { months, totalInterest, totalPaid, firstPayment } = plan satisfies PaidOff;
  return { months, totalInterest, totalPaid, firstPayment };
}

export function loader() {
  const { balanceKr, ratePercent, rateConvention, fixedPaymentKr } = debtGuideFacts.comparison;
  const average = debtGuideAverageRate;
  const monthly = monthlyRate(ratePercent, rateConvention);
  const nominalPercent = nominalRatePercent(ratePercent, rateConvention);
  return {
    article: articleByPath("/kredittkort-gjeld-guide"),
    averageRate: {
      ...average,
      // The cards' rates are yearly rates with interest on interest (before fees): read as "effective".
      nominalPercent: nominalRatePercent(average.percent, "effective"),
    },
    comparison: {
      balanceKr,
      ratePercent,
      rateConvention,
      fixedPaymentKr,
      monthlyRatePercent: monthly * 100,
      nominalPercent,
      // The calculator takes two decimals: with more, typing the rounded rate gives figures a few kroner off.
      nominalIsExact: Math.abs(Math.round(nominalPercent * 100) - nominalPercent * 100) < 1e-9,
      // With no fees, twelve months of interest on interest is the debt's effective rate.
      effectivePercent: (Math.pow(1 + monthly, 12) - 1) * 100,
      firstMonthInterest: firstMonthInterest(balanceKr, ratePercent, rateConvention),
      minimum: planFigures(balanceKr, ratePercent, rateConvention, {
        kind: "minimum",
        percent: MINIMUM_PAYMENT_PERCENT,
        floorKr: MINIMUM_PAYMENT_FLOOR_KR,
      }),
      fixed: planFigures(balanceKr, ratePercent, rateConvention, { kind: "fixed", amount: fixedPaymentKr }),
    },
    contacts: debtHelpContacts,
    strategies: repaymentStrategies,
    steps: debtPlanSteps,
    mistakes: debtMistakes,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function DebtGuide({ loaderData }: Route.ComponentProps) {
  const { article, averageRate, comparison, contacts, strategies, steps, mistakes } = loaderData;
  const { minimum, fixed } = comparison;
  const hotline = contacts.find((contact) => contact.phone);
  const consolidation = strategies.find((strategy) => strategy.id === "refinansiering");
  const minimumRule = `${formatPercent(MINIMUM_PAYMENT_PERCENT)} av restgjelden, men minst ${formatKr(MINIMUM_PAYMENT_FLOOR_KR)}`;
  const plans = [
    {
      label: `Minstebeløp (${formatPercent(MINIMUM_PAYMENT_PERCENT)})`,
      payment: `${formatKr(minimum.firstPayment)} den første måneden, så mindre og mindre`,
      plan: minimum,
    },
    { label: `Fast ${formatKr(comparison.fixedPaymentKr)} i måneden`, payment: `${formatKr(fixed.firstPayment)} hver måned`, plan: fixed },
  ];

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          Kredittkortgjeld er blant den dyreste gjelden du kan ha, og den vokser fort hvis du bare betaler minstebeløpet. Her
          er hva gjelden faktisk koster, tre måter å betale den ned på, en plan i fem steg og en kalkulator som viser når du
          kan være gjeldfri.
        </p>
      }
    >
      <section
        aria-labelledby="hjelp-tittel"
        className="rounded-xl border-2 border-red-700 bg-red-50 p-5 sm:p-6 [&>*:last-child]:mb-0"
      >
        <h2 id="hjelp-tittel" className="mt-0">
          Trenger du hjelp nå?
        </h2>
        <p>
          Klarer du ikke å betale regningene, er du ikke alene, og det finnes gratis hjelp. Jo før du tar kontakt, jo flere
          muligheter har du.
        </p>
        <ul className="list-none space-y-3 pl-0">
          {contacts.map((contact) => (
            <li key={contact.name}>
              <strong>{contact.name}</strong>
              {contact.phone && <>, telefon {contact.phone.display}</>}. {contact.description}
              {contact.link && (
                <>
                  {" "}
                  <a href={contact.link.href}>{contact.link.label}</a>.
                </>
              )}
            </li>
          ))}
        </ul>
        {hotline?.phone && (
            <a
              href={`tel:${hotline.phone.tel}`}
              className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-800 px-4 py-2 font-semibold text-white no-underline hover:bg-red-900 hover:text-white"
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
                />
              </svg>
              Ring {hotline.phone.display}
            </a>
          )}
      </section>

      <section aria-labelledby="tall-tittel" data-worked-example>
        <h2 id="tall-tittel">Hva kredittkortgjeld koster</h2>
        <KeyFigures
          label="Kredittkortgjeld i tall"
          items={[
            {
              label: `rente i året i snitt på de ${averageRate.cardCount} kortene vi sammenligner, før årsgebyr`,
              value: formatPercent(averageRate.percent),
            },
            {
              label: `i renter den første måneden på ${formatKr(comparison.balanceKr)} i gjeld med ${formatPercent(comparison.effectivePercent)} effektiv rente`,
              value: formatKr(comparison.firstMonthInterest),
            },
            {
              label: `før ${formatKr(comparison.balanceKr)} er nedbetalt med bare minstebeløpet`,
              value: formatDuration(minimum.months),
            },
          ]}
        />
        <p>
          Renten på de {averageRate.cardCount} kortene vi sammenligner, er i snitt {formatPercent(averageRate.percent)} i året,
          regnet med renter på renter, men uten årsgebyret. Det tilsvarer en nominell rente på{" "}
          {formatPercent(averageRate.nominalPercent)}. Har kortet årsgebyr, blir den effektive renten høyere enn dette; den står
          i det representative eksempelet på hvert kort. Renten er langt høyere enn på et boliglån. Den beregnes hver måned av
          det du skylder, og legges til gjelden. Betaler du lite, går mesteparten av innbetalingen til renter, og gjelden står
          nesten stille.
        </p>
      </section>

      <section aria-labelledby="minstebelop-tittel" data-worked-example>
        <h2 id="minstebelop-tittel">Minstebeløp eller fast beløp?</h2>
        <p>
          Tenk deg at du skylder {formatKr(comparison.balanceKr)} på kredittkortet, uten gebyrer, med en effektiv rente på{" "}
          {formatPercent(comparison.effectivePercent)}. Banken legger {formatPercent(comparison.monthlyRatePercent)} av
          restgjelden til i renter hver måned; med renter på renter blir det {formatPercent(comparison.effectivePercent)} på et
          år. Som nominell rente, slik den står i en kredittavtale, er det {formatPercent(comparison.nominalPercent)}.
        </p>
        <p>
          Her er forskjellen på å betale minstebeløpet og å betale {formatKr(comparison.fixedPaymentKr)} hver måned. Vi regner
          med et minstebeløp på {minimumRule}. Regelen varierer mellom kortutstederne, så sjekk hva som gjelder for ditt kort i
          kredittavtalen.
        </p>
        <div className="overflow-x-auto">
          <table className="my-6 w-full border-collapse text-left text-sm sm:text-base">
            <caption className="mb-2 text-left font-semibold text-ink">
              {formatKr(comparison.balanceKr)} i gjeld med {formatPercent(comparison.effectivePercent)} effektiv rente (
              {formatPercent(comparison.nominalPercent)} nominell), uten gebyrer
            </caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="py-2 pr-3">
                  Slik betaler du
                </th>
                <th scope="col" className="py-2 pr-3">
                  Innbetaling
                </th>
                <th scope="col" className="py-2 pr-3">
                  Tid til gjeldfri
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Renter totalt
                </th>
                <th scope="col" className="py-2 text-right">
                  Betalt totalt
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((row) => (
                <tr key={row.label} className="border-b border-gray-200 align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {row.label}
                  </th>
                  <td className="py-2 pr-3">{row.payment}</td>
                  <td className="py-2 pr-3">{formatDuration(row.plan.months)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatKr(row.plan.totalInterest)}</td>
                  <td className="py-2 text-right tabular-nums">{formatKr(row.plan.totalPaid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Med minstebeløpet tar det {formatDuration(minimum.months)} å bli gjeldfri, og du betaler{" "}
          {formatKr(minimum.totalInterest)} i renter. Med {formatKr(comparison.fixedPaymentKr)} i måneden er du ferdig etter{" "}
          {formatDuration(fixed.months)}, og rentene blir {formatKr(fixed.totalInterest)}. Det faste beløpet sparer deg for{" "}
          {formatKr(minimum.totalInterest - fixed.totalInterest)}. Grunnen er at minstebeløpet krymper i takt med gjelden, så
          nedbetalingen går saktere og saktere.
        </p>
        <p>
          Har du sett andre tall for det samme eksempelet, skyldes det som regel at de bygger på en annen regel for minstebeløpet,
          eller at de regner {formatPercent(comparison.ratePercent)} som{" "}
          {comparison.rateConvention === "effective" ? "nominell rente i stedet for effektiv" : "effektiv rente i stedet for nominell"}.
          Tallene her er regnet
          ut måned for måned med samme metode som kalkulatoren lenger ned på siden. Kalkulatoren spør etter den nominelle renten,
          slik den står i kredittavtalen.{" "}
          {comparison.nominalIsExact
            ? `Skriver du inn ${formatPercent(comparison.nominalPercent)}, får du de samme tallene.`
            : `Skriver du inn ${formatPercent(comparison.nominalPercent)}, får du nesten de samme tallene; de kan avvike med noen kroner fordi den nominelle renten da er avrundet til to desimaler.`}
        </p>
      </section>

      <section id="strategier" aria-labelledby="strategier-tittel">
        <h2 id="strategier-tittel">Tre strategier for å bli gjeldfri</h2>
        <p>
          Det viktigste er å betale mer enn minstebeløpet hver måned. Har du flere gjeldsposter, avgjør strategien hvilken du
          betaler ekstra på. Velg den du faktisk klarer å følge.
        </p>
        {strategies.map((strategy) => (
          <div key={strategy.id} id={strategy.id} className="my-6 rounded-xl border border-gray-200 p-5">
            <h3 className="mt-0">{strategy.method}</h3>
            <p>{strategy.description}</p>
            <p>
              <strong>Passer for:</strong> {strategy.bestFor}
            </p>
            <ProsCons pros={strategy.pros} cons={strategy.cons} />
          </div>
        ))}
        <p>
          Vi formidler ikke lån. Vurderer du å refinansiere, be om tilbud fra flere banker, sammenlign den effektive renten og
          regn ut hva lånet koster totalt. Forbrukerrådets <a href="https://www.finansportalen.no">Finansportalen</a> viser renter og
          gebyrer hos mange banker.
        </p>
      </section>

      <section aria-labelledby="plan-tittel">
        <h2 id="plan-tittel">Plan i fem steg</h2>
        <StepList steps={steps} />
      </section>

      <section aria-labelledby="feil-tittel">
        <h2 id="feil-tittel">Vanlige feil som gjør gjelden dyrere</h2>
        <MistakeList mistakes={mistakes} />
      </section>

      <section id="kalkulator" aria-labelledby="kalkulator-tittel">
        <h2 id="kalkulator-tittel">Regn ut når du er gjeldfri</h2>
        <p>
          Fyll inn gjelden, renten og hva du kan betale i måneden. Legg gjerne inn et ekstra beløp for å se hvor mye tid og
          rente det sparer. Kalkulatoren regner renter hver måned med den nominelle renten, slik bankene gjør.
        </p>
        <DebtCalculator />
      </section>

      <section aria-labelledby="videre-tittel">
        <h2 id="videre-tittel">Videre herfra</h2>
        <p>
          Skriv ut planen, eller lagre den som PDF, og heng den opp et sted du ser den. Vurderer du å samle gjelden i ett lån,
          les om <a href={`#${consolidation?.id ?? "strategier"}`}>refinansiering</a> først. Og når
          gjelden er borte: et kredittkort er bare gratis når hele fakturaen betales hver måned. Les mer i{" "}
          <Link to="/guider/nybegynnerguiden-til-kredittkort">nybegynnerguiden til kredittkort</Link>.
        </p>
        <GuideActions>
          <PrintButton label="Last ned plan" variant="primary" />
          <ButtonLink to={`/kredittkort-gjeld-guide#${consolidation?.id ?? "strategier"}`} variant="secondary">
            Se lån med lav rente
          </ButtonLink>
        </GuideActions>
      </section>
    </ArticleLayout>
  );
}
