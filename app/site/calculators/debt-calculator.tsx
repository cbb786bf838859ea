import {
  compareExtraPayment,
  paymentForMonths,
  type NeverPaidOff,
  type PaidOff,
} from "~/shared/finance/debt-repayment";
import { formatDuration, formatKrOre, formatPercent } from "~/shared/format/format";
import { CalculatorForm, kr, ResultFigure, useCalculatorState, type CalculatorField } from "./calculator-kit";
import { DebtChart } from "./debt-chart";

type DebtField = "gjeld" | "rente" | "betaling" | "ekstra";

/** A target that makes the 'never' message useful: what it takes to be debt-free in three years. */
const TARGET_MONTHS = 36;

/** The calculator's id: its form is formId(DEBT_CALCULATOR_ID), which the guide's «Last ned plan» button sends. */
export const DEBT_CALCULATOR_ID = "gjeldskalkulator";

/**
 * An amount the reader typed, echoed exactly as computed with: øre when there are øre
 * ("165,90 kr", "166 kr"). Results of the computation are rounded to whole kroner by kr().
 */
const typed = formatKrOre;

export const debtFields: ReadonlyArray<CalculatorField<DebtField>> = [
  {
    name: "gjeld",
    label: "Total gjeld",
    kind: "kr",
    positive: true,
    suffix: "kr",
    placeholder: "50 000",
    hint: "Det du skylder på kredittkortet i dag.",
  },
  {
    name: "rente",
    label: "Årlig rente",
    kind: "percent",
    suffix: "%",
    placeholder: "20",
    hint: "Den nominelle renten fra kredittavtalen eller nettbanken.",
  },
  {
    name: "betaling",
    label: "Månedlig innbetaling",
    kind: "kr",
    positive: true,
    suffix: "kr",
    placeholder: "2 500",
    hint: "Det du betaler ned hver måned.",
  },
  {
    name: "ekstra",
    label: "Ekstra innbetaling per måned",
    kind: "kr",
    optional: { defaultValue: 0 },
    suffix: "kr",
    placeholder: "500",
    hint: "Et beløp du kan betale i tillegg, for å se hva det sparer.",
  },
];

/** The result's sentences, in words shared by the page and the plan's PDF (app/site/guides/debt/debt-plan-pdf.server.ts). */
export const debtResultText = {
  assumptions: (balance: number, rate: number) =>
    `Regnet med ${typed(balance)} i gjeld og ${formatPercent(rate)} nominell årsrente: hver måned legges en tolvdel av årsrenten til restgjelden, og du betaler samme beløp til gjelden er borte.`,
  planLabel: (payment: number) => `Med ${typed(payment)} i måneden`,
  extraPlanLabel: (payment: number, extra: number) =>
    `Med ${typed(payment + extra)} i måneden (${typed(extra)} ekstra)`,
  saving: (saving: { months: number; interest: number }) =>
    saving.months > 0
      ? `Den ekstra innbetalingen gjør deg gjeldfri ${formatDuration(saving.months)} tidligere og sparer deg for ${kr(saving.interest)} i renter.`
      : `Den ekstra innbetalingen sparer deg for ${kr(saving.interest)} i renter.`,
  /** Why a payment never clears the debt, and what would: the headline and the explanation. */
  never: (result: NeverPaidOff, payment: number, balance: number, rate: number) => ({
    headline: `Med ${typed(payment)} i måneden blir gjelden aldri nedbetalt.`,
    detail: `${
      result.reason === "below-interest"
        ? `Rentene er ${formatKrOre(result.firstMonthInterest)} den første måneden, så innbetalingen dekker ikke engang dem, og gjelden vokser eller står stille.`
        : `Innbetalingen er så vidt over rentene på ${formatKrOre(result.firstMonthInterest)} den første måneden, så det ville tatt over hundre år.`
    } Du må betale minst ${kr(result.minimumMonthlyPayment)} i måneden for at gjelden i det hele tatt skal gå ned til null, og ${kr(
      paymentForMonths(balance, rate, TARGET_MONTHS),
    )} i måneden for å være gjeldfri om ${formatDuration(TARGET_MONTHS)}.`,
  }),
};

function NeverMessage({
  result,
  payment,
  balance,
  rate,
}: {
  result: NeverPaidOff;
  payment: number;
  balance: number;
  rate: number;
}) {
  const { headline, detail } = debtResultText.never(result, payment, balance, rate);
  return (
    <div className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4">
      <p className="m-0 font-bold text-red-900">{headline}</p>
      <p className="mt-2 mb-0">{detail}</p>
    </div>
  );
}

function PlanFigures({ plan, label }: { plan: PaidOff; label: string }) {
  return (
    <div>
      <p className="m-0 font-semibold text-ink">{label}</p>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        <ResultFigure label="Nedbetalingstid" value={formatDuration(plan.months)} emphasis />
        <ResultFigure label="Renter totalt" value={kr(plan.totalInterest)} />
        <ResultFigure label="Betalt totalt" value={kr(plan.totalPaid)} />
      </dl>
    </div>
  );
}

/** The debt guide's repayment calculator ('Beregn nedbetalingstid'), with the balance chart. */
export function DebtCalculator({ anchor = "kalkulator" }: { anchor?: string }) {
  const state = useCalculatorState(debtFields);
  let result = null;
  let details = null;

  if (state.result?.ok) {
    const { gjeld, rente, betaling, ekstra } = state.result.values;
    const input = {
      balance: gjeld,
      annualRatePercent: rente,
      payment: { kind: "fixed", amount: betaling } as const,
      extraPayment: ekstra,
    };
    const { withoutExtra, withExtra, saving } = compareExtraPayment(input);
    const hasExtra = ekstra > 0;
    const baseLabel = debtResultText.planLabel(betaling);
    const extraLabel = debtResultText.extraPlanLabel(betaling, ekstra);

    result = (
      <div className="flex flex-col gap-5">
        <p className="m-0 text-sm text-muted">{debtResultText.assumptions(gjeld, rente)}</p>
        {withoutExtra.kind === "paid-off" ? (
          <PlanFigures plan={withoutExtra} label={baseLabel} />
        ) : (
          <NeverMessage result={withoutExtra} payment={betaling} balance={gjeld} rate={rente} />
        )}
        {hasExtra &&
          (withExtra.kind === "paid-off" ? (
            <PlanFigures plan={withExtra} label={extraLabel} />
          ) : (
            <NeverMessage result={withExtra} payment={betaling + ekstra} balance={gjeld} rate={rente} />
          ))}
        {hasExtra && saving && (
          <p className="m-0 rounded-lg bg-green-50 p-4 font-semibold text-green-900">{debtResultText.saving(saving)}</p>
        )}
      </div>
    );

    const series = [
      ...(withoutExtra.kind === "paid-off" ? [{ label: baseLabel, balances: withoutExtra.balances }] : []),
      ...(hasExtra && withExtra.kind === "paid-off"
        ? [{ label: extraLabel, balances: withExtra.balances, dashed: true }]
        : []),
    ];
    details = series.length > 0 ? <DebtChart id="gjeld-graf" series={series} /> : null;
  }

  return (
    <CalculatorForm
      id={DEBT_CALCULATOR_ID}
      anchor={anchor}
      label="Nedbetalingskalkulator"
      fields={debtFields}
      state={state}
      submitLabel="Beregn nedbetalingstid"
      result={result}
      details={details}
    />
  );
}
