import {
  MINIMUM_PAYMENT_FLOOR_KR,
  MINIMUM_PAYMENT_PERCENT,
  type PaidOff,
  type RateConvention,
} from "~/shared/finance/debt-repayment";
import { formatDuration, formatKr, formatPercent } from "~/shared/format/format";
import { DataTable } from "~/shared/ui/data-table";

/** A repayment plan's figures for the page, without the month-by-month payments. */
export type PlanFigures = Pick<PaidOff, "months" | "totalInterest" | "totalPaid" | "firstPayment">;

/** The debt guide's worked comparison: one debt paid with the minimum payment and with a fixed amount. */
export type DebtComparison = {
  balanceKr: number;
  ratePercent: number;
  rateConvention: RateConvention;
  fixedPaymentKr: number;
  monthlyRatePercent: number;
  nominalPercent: number;
  /** Whether the nominal rate is exact at two decimals (what the calculator takes). */
  nominalIsExact: boolean;
  effectivePercent: number;
  minimum: PlanFigures;
  fixed: PlanFigures;
};

/** The debt guide's "Minstebeløp eller fast beløp?": the comparison as a table, and what explains the figures. */
export function DebtMinimumPaymentSection({ comparison }: { comparison: DebtComparison }) {
  const { minimum, fixed } = comparison;
  const minimumRule = `${formatPercent(MINIMUM_PAYMENT_PERCENT)} av restgjelden, men minst ${formatKr(MINIMUM_PAYMENT_FLOOR_KR)}`;
  const plans = [
    {
      label: `Minstebeløp (${formatPercent(MINIMUM_PAYMENT_PERCENT)})`,
      payment: `${formatKr(minimum.firstPayment)} den første måneden, så mindre og mindre`,
      plan: minimum,
    },
    {
      label: `Fast ${formatKr(comparison.fixedPaymentKr)} i måneden`,
      payment: `${formatKr(fixed.firstPayment)} hver måned`,
      plan: fixed,
    },
  ];

  return (
    <section aria-labelledby="minstebelop-tittel" data-worked-example>
      <h2 id="minstebelop-tittel">Minstebeløp eller fast beløp?</h2>
      <p>
        Tenk deg at du skylder {formatKr(comparison.balanceKr)} på kredittkortet, uten gebyrer, med en effektiv rente på{" "}
        {formatPercent(comparison.effectivePercent)}. Banken legger {formatPercent(comparison.monthlyRatePercent)} av
        restgjelden til i renter hver måned; med renter på renter blir det {formatPercent(comparison.effectivePercent)}{" "}
        på et år. Som nominell rente, slik den står i en kredittavtale, er det{" "}
        {formatPercent(comparison.nominalPercent)}.
      </p>
      <p>
        Her er forskjellen på å betale minstebeløpet og å betale {formatKr(comparison.fixedPaymentKr)} hver måned. Vi
        regner med et minstebeløp på {minimumRule}. Regelen varierer mellom kortutstederne, så sjekk hva som gjelder for
        ditt kort i kredittavtalen.
      </p>
      <DataTable
        label="Minstebeløp mot fast beløp"
        caption={
          <>
            {formatKr(comparison.balanceKr)} i gjeld med {formatPercent(comparison.effectivePercent)} effektiv rente (
            {formatPercent(comparison.nominalPercent)} nominell), uten gebyrer
          </>
        }
      >
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
      </DataTable>
      <p>
        Med minstebeløpet tar det {formatDuration(minimum.months)} å bli gjeldfri, og du betaler{" "}
        {formatKr(minimum.totalInterest)} i renter. Med {formatKr(comparison.fixedPaymentKr)} i måneden er du ferdig
        etter {formatDuration(fixed.months)}, og rentene blir {formatKr(fixed.totalInterest)}. Det faste beløpet sparer
        deg for {formatKr(minimum.totalInterest - fixed.totalInterest)}. Grunnen er at minstebeløpet krymper i takt med
        gjelden, så nedbetalingen går saktere og saktere.
      </p>
      <p>
        Har du sett andre tall for det samme eksempelet, skyldes det som regel at de bygger på en annen regel for
        minstebeløpet, eller at de regner {formatPercent(comparison.ratePercent)} som{" "}
        {comparison.rateConvention === "effective"
          ? "nominell rente i stedet for effektiv"
          : "effektiv rente i stedet for nominell"}
        . Tallene her er regnet ut måned for måned med samme metode som kalkulatoren lenger ned på siden. Kalkulatoren
        spør etter den nominelle renten, slik den står i kredittavtalen.{" "}
        {comparison.nominalIsExact
          ? `Skriver du inn ${formatPercent(comparison.nominalPercent)}, får du de samme tallene.`
          : `Skriver du inn ${formatPercent(comparison.nominalPercent)}, får du nesten de samme tallene; de kan avvike med noen kroner fordi den nominelle renten da er avrundet til to desimaler.`}
      </p>
    </section>
  );
}
