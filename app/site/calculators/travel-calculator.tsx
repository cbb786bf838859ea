import { formatNumber, formatPercent } from "~/shared/format/format";
import { travelBenefits, type TravelBenefitValues } from "~/shared/finance/travel-benefits";
import { CalculatorForm, kr, ResultFigure, useCalculatorState, type CalculatorField } from "./calculator-kit";

type TravelField = "flyreiser" | "reisebelop" | "loungebesok" | "bagasje";

// The travel guide's placeholders: 6, 3000, 8, 4.
export const travelFields: ReadonlyArray<CalculatorField<TravelField>> = [
  {
    name: "flyreiser",
    label: "Flyreiser per år",
    inSentence: "antall flyreiser per år",
    kind: "count",
    max: 365,
    suffix: "reiser",
    placeholder: formatNumber(6),
    hint: "Tur-retur regnes som én reise.",
  },
  {
    name: "reisebelop",
    label: "Gjennomsnittlig forbruk per reise",
    inSentence: "gjennomsnittlig forbruk per reise",
    kind: "kr",
    suffix: "kr",
    placeholder: formatNumber(3000),
    hint: "Det en reise koster deg i snitt, betalt med kortet.",
  },
  {
    name: "loungebesok",
    label: "Loungebesøk per år",
    kind: "count",
    max: 365,
    optional: { defaultValue: 0 },
    suffix: "besøk",
    placeholder: formatNumber(8),
  },
  {
    name: "bagasje",
    label: "Ekstra bagasje per år",
    inSentence: "antall ekstra kolli per år",
    kind: "count",
    max: 365,
    optional: { defaultValue: 0 },
    suffix: "kolli",
    placeholder: formatNumber(4),
    hint: "Innsjekkede kolli du ellers måtte betalt for.",
  },
];

/** The travel guide's calculator ('Beregn fordeler'): what the benefits are worth in kroner a year. */
export function TravelCalculator({ values, anchor = "kalkulator" }: { values: TravelBenefitValues; anchor?: string }) {
  const state = useCalculatorState(travelFields);
  let result = null;
  let details = null;

  if (state.result?.ok) {
    const input = state.result.values;
    const benefits = travelBenefits(
      {
        flightsPerYear: input.flyreiser,
        spendPerTripKr: input.reisebelop,
        loungeVisitsPerYear: input.loungebesok,
        extraBagsPerYear: input.bagasje,
      },
      values,
    );

    result = (
      <div className="flex flex-col gap-4">
        <p className="m-0 text-lg">
          Fordelene er verdt omtrent <strong>{kr(benefits.total)}</strong> i året for deg.
        </p>
        <dl className="m-0 grid gap-3 sm:grid-cols-3">
          <ResultFigure
            label={`Lounge (${formatNumber(input.loungebesok)} × ${kr(values.loungePerVisitKr)})`}
            value={kr(benefits.lounge)}
          />
          <ResultFigure
            label={`Bagasje (${formatNumber(input.bagasje)} × ${kr(values.bagKr)})`}
            value={kr(benefits.bags)}
          />
          <ResultFigure label="Reiseforsikring" value={kr(benefits.insurance)} />
        </dl>
        <p className="m-0">
          I tillegg kommer fast track og prioritert ombordstigning, som er verdt {kr(benefits.timeSavers.total)} i året
          hvis du ellers ville kjøpt dem. De sparer deg mest for tid, så de er ikke med i summen over.
        </p>
      </div>
    );

    details = (
      <div className="mt-5 text-sm text-muted">
        <p className="mt-0 mb-2 font-semibold text-ink">Slik regner vi</p>
        <ul className="m-0 list-disc space-y-1 pl-5">
          <li>
            Et loungebesøk regnes som {kr(values.loungePerVisitKr)}, omtrent det mat og drikke på flyplassen ellers
            ville kostet.
          </li>
          <li>En ekstra innsjekket bag regnes som {kr(values.bagKr)}.</li>
          <li>
            Reiseforsikringen regnes som {formatPercent(values.insuranceShareOfTripSpend * 100)} av det reisene koster,
            men minst {kr(values.insuranceMinKr)} og høyst {kr(values.insuranceMaxKr)} i året, som er prisspennet for en
            egen årsreiseforsikring. Den gjelder bare når reisen er betalt med kortet. Har du reiseforsikring fra før,
            er den verdt mindre for deg.
          </li>
          <li>
            Fast track regnes som {kr(values.fastTrackKr)} og prioritert ombordstigning som{" "}
            {kr(values.priorityBoardingKr)} per reise.
          </li>
          <li>
            Sammenlign summen med årsgebyret på kortet du vurderer: kortet lønner seg bare hvis fordelene er verdt mer
            enn gebyret.
          </li>
        </ul>
      </div>
    );
  }

  return (
    <CalculatorForm
      id="reisekalkulator"
      anchor={anchor}
      label="Kalkulator for reisefordeler"
      fields={travelFields}
      state={state}
      submitLabel="Beregn fordeler"
      result={result}
      details={details}
    />
  );
}
