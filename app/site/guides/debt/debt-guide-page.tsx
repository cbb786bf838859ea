import type { Route } from "./+types/debt-guide.route";
import { Link } from "react-router";
import { ArticleLayout } from "~/site/guides/article-layout";
import { ProsCons } from "~/site/articles/pros-cons";
import { formId } from "~/site/calculators/calculator-kit";
import { DEBT_CALCULATOR_ID, DebtCalculator } from "~/site/calculators/debt-calculator";
import { DebtHelpSection } from "~/site/guides/debt/debt-help-section";
import { DebtMinimumPaymentSection } from "~/site/guides/debt/debt-minimum-payment-section";
import { GuideActions } from "~/site/guides/guide-actions";
import { KeyFigures } from "~/site/guides/key-figures";
import { MistakeList } from "~/site/guides/mistake-list";
import { StepList } from "~/site/guides/step-list";
import { buttonClasses, ButtonLink } from "~/shared/ui/button-link";
import { formatDuration, formatKr, formatPercent } from "~/shared/format/format";

/** The debt guide's body. */
export function DebtGuidePage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { article, averageRate, comparison, contacts, strategies, steps, mistakes } = loaderData;
  const { minimum } = comparison;
  const consolidation = strategies.find((strategy) => strategy.id === "refinansiering");

  return (
    <ArticleLayout
      article={article}
      lead={
        <p>
          Kredittkortgjeld er blant den dyreste gjelden du kan ha, og den vokser fort hvis du bare betaler
          minstebeløpet. Her er hva gjelden faktisk koster, tre måter å betale den ned på, en plan i fem steg og en
          kalkulator som viser når du kan være gjeldfri.
        </p>
      }
    >
      <DebtHelpSection contacts={contacts} />

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
          Renten på de {averageRate.cardCount} kortene vi sammenligner, er i snitt {formatPercent(averageRate.percent)}{" "}
          i året, regnet med renter på renter, men uten årsgebyret. Det tilsvarer en nominell rente på{" "}
          {formatPercent(averageRate.nominalPercent)}. Har kortet årsgebyr, blir den effektive renten høyere enn dette;
          den står i det representative eksempelet på hvert kort. Renten er langt høyere enn på et boliglån. Den
          beregnes hver måned av det du skylder, og legges til gjelden. Betaler du lite, går mesteparten av
          innbetalingen til renter, og gjelden står nesten stille.
        </p>
      </section>

      <DebtMinimumPaymentSection comparison={comparison} />

      <section id="strategier" aria-labelledby="strategier-tittel">
        <h2 id="strategier-tittel">Tre strategier for å bli gjeldfri</h2>
        <p>
          Det viktigste er å betale mer enn minstebeløpet hver måned. Har du flere gjeldsposter, avgjør strategien
          hvilken du betaler ekstra på. Velg den du faktisk klarer å følge.
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
          Vi formidler ikke lån. Vurderer du å refinansiere, be om tilbud fra flere banker, sammenlign den effektive
          renten og regn ut hva lånet koster totalt. Forbrukerrådets{" "}
          <a href="https://www.finansportalen.no">Finansportalen</a> viser renter og gebyrer hos mange banker.
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
          Fyll inn gjelden, renten og hva du kan betale i måneden. Legg gjerne inn et ekstra beløp for å se hvor mye tid
          og rente det sparer. Kalkulatoren regner renter hver måned med den nominelle renten, slik bankene gjør.
        </p>
        <DebtCalculator />
      </section>

      <section aria-labelledby="videre-tittel">
        <h2 id="videre-tittel">Videre herfra</h2>
        <p>
          Last ned planen som PDF, med tallene i kalkulatoren over og hver måned til gjelden er borte, og heng den opp
          et sted du ser den. Vurderer du å samle gjelden i ett lån, les om{" "}
          <a href={`#${consolidation?.id ?? "strategier"}`}>refinansiering</a> først. Og når gjelden er borte: et
          kredittkort er bare gratis når hele fakturaen betales hver måned. Les mer i{" "}
          <Link to="/guider/nybegynnerguiden-til-kredittkort">nybegynnerguiden til kredittkort</Link>.
        </p>
        <GuideActions>
          {/* Sends the calculator's fields (the form attribute) to the plan's resource route, app/site/guides/debt/debt-plan-pdf.route.ts. */}
          <button
            type="submit"
            form={formId(DEBT_CALCULATOR_ID)}
            formAction={`${article.path}/plan.pdf`}
            formMethod="get"
            className={buttonClasses("primary")}
          >
            Last ned plan
          </button>
          <ButtonLink to={`/kredittkort-gjeld-guide#${consolidation?.id ?? "strategier"}`} variant="secondary">
            Se lån med lav rente
          </ButtonLink>
        </GuideActions>
      </section>
    </ArticleLayout>
  );
}
