import { buttonClasses } from "~/shared/ui/button-link";
import { ChoiceGroup } from "~/shared/forms/choice-group";
import { eligibilityText } from "~/shared/cards/eligibility";
import { paymentHabits, type PaymentHabit } from "~/site/card-finder/card-finder";
import {
  CHECKED,
  finderFields,
  paymentParams,
  type FinderField,
  type FinderNumberField,
  type FinderQuery,
} from "./finder-query";
import {
  CalculatorErrorSummary,
  CalculatorInput,
  SUBMITTED_PARAM,
  type CalculatorField,
} from "../calculators/calculator-kit";

const paymentChoices: Record<PaymentHabit, { label: string; hint?: string }> = {
  full: { label: "Jeg betaler alltid hele fakturaen innen forfall" },
  sometimes: { label: "Noen ganger står noe igjen etter forfall", hint: "For eksempel etter ferien eller jula." },
  usually: { label: "Som regel står noe igjen etter forfall" },
};

/**
 * The finder's questions: a plain GET form, so the answers are the URL (shareable, and the server renders
 * the ranking from it without JavaScript). Errors come from the loader's check; the summary comes first
 * and takes focus after a failed try from the form (CalculatorErrorSummary).
 */
export function CardFinderForm({
  action,
  fields,
  query,
}: {
  /** Where the form returns: the path and the section with the result. */
  action: string;
  fields: ReadonlyArray<CalculatorField<FinderNumberField>>;
  query: FinderQuery;
}) {
  const errors: Partial<Record<FinderField, string>> = query.result && !query.result.ok ? query.result.errors : {};
  const { values } = query;
  const field = (name: FinderNumberField) => {
    const spec = fields.find((f) => f.name === name);
    if (!spec) throw new Error(`Kortvelgeren mangler feltet ${name}`);
    return <CalculatorInput field={spec} error={errors[name]} value={values[name]} />;
  };
  const box = (name: "lounge" | "forsikring", label: string, hint: string) => ({
    id: `felt-${name}`,
    name,
    value: CHECKED,
    label,
    hint,
    checked: values[name] === CHECKED,
  });
  const boxErrors = [errors.lounge, errors.forsikring].filter(Boolean).join(" ");

  return (
    <form method="get" action={action} noValidate aria-label="Kortvelger" className="flex flex-col gap-6">
      <CalculatorErrorSummary
        id="kortvelger"
        fromForm={query.fromForm}
        items={finderFields.flatMap((name) => (errors[name] ? [{ name, message: errors[name] }] : []))}
      />
      <input type="hidden" name={SUBMITTED_PARAM} value="1" />

      <ChoiceGroup
        id="felt-betaling-gruppe"
        type="radio"
        legend="Hvordan betaler du kortregningen?"
        error={errors.betaling}
        choices={paymentHabits.map((habit, index) => ({
          // The error summary links to the first choice.
          id: index === 0 ? "felt-betaling" : `felt-betaling-${paymentParams[habit]}`,
          name: "betaling",
          value: paymentParams[habit],
          ...paymentChoices[habit],
          checked: values.betaling === paymentParams[habit],
        }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {field("saldo")}
        {field("maneder")}
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="text-lg font-semibold">Hva bruker du kortet til?</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {field("dagligvarer")}
          {field("kjede")}
          {field("drivstoff")}
          {field("annet")}
          {field("reiser")}
          {field("partnerfly")}
          {field("flyreiser")}
        </div>
      </fieldset>

      <ChoiceGroup
        id="felt-reisefordeler"
        type="checkbox"
        legend="Hvilke reisefordeler vil du ha?"
        hint="Kryss av for det du faktisk vil bruke. Fordelene regnes bare med når du krysser av for dem."
        error={boxErrors || undefined}
        choices={[
          box("lounge", "Tilgang til flyplasslounger", "Verdien regnes ut fra hvor mange flyreiser du har."),
          box("forsikring", "Reiseforsikring på kortet", "Gjelder når reisen betales med kortet."),
        ]}
      />

      <fieldset className="flex flex-col gap-4" aria-describedby="kortvelger-krav-forklaring">
        <legend className="text-lg font-semibold">Alder og inntekt ({eligibilityText.optional})</legend>
        <p id="kortvelger-krav-forklaring" className="m-0 text-muted">
          <strong className="text-ink">{eligibilityText.notACreditAssessment}.</strong> {eligibilityText.explanation}{" "}
          Kort der du ikke oppfyller kravene, vises for seg under rangeringen.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {field("alder")}
          {field("inntekt")}
        </div>
      </fieldset>

      <div>
        <button type="submit" className={buttonClasses("primary")}>
          Finn kortene som passer meg
        </button>
      </div>
    </form>
  );
}
