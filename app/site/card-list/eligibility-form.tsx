import { CARD_LIST_PATH } from "./kept-list-url";
import { Form } from "react-router";
import { circumstanceFields, eligibilityText, type CircumstanceParam } from "~/shared/cards/eligibility";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { Field } from "~/shared/forms/field";
import { buttonClasses } from "~/shared/ui/button-link";
import { TextLink } from "~/shared/ui/text-link";
import { eligibilityFormText } from "./card-list-text";

const fields: ReadonlyArray<{ name: CircumstanceParam; suffix: string; inputMode: "numeric" | "decimal" }> = [
  { name: "alder", suffix: eligibilityFormText.ageSuffix, inputMode: "numeric" },
  { name: "inntekt", suffix: eligibilityFormText.incomeSuffix, inputMode: "numeric" },
];

/**
 * The eligibility pre-check on /kredittkort: age and yearly income, both optional, in a plain GET form that
 * carries the list's other choices, so the answers live in the URL with the sort, the filters and the page.
 * A bad answer comes back from the server with its message at the field and an error summary first.
 */
export function EligibilityForm({
  raw,
  errors,
  keep,
  clearHref,
}: {
  raw: Record<CircumstanceParam, string>;
  errors: Partial<Record<CircumstanceParam, string>>;
  keep: ReadonlyArray<readonly [string, string]>;
  /** The list with the same choices and no answers; null when there are none to clear. */
  clearHref: string | null;
}) {
  return (
    <Form
      method="get"
      action={CARD_LIST_PATH}
      preventScrollReset
      noValidate
      aria-label={eligibilityFormText.form}
      className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-5"
    >
      <ErrorSummary
        items={fields.flatMap(({ name }) => (errors[name] ? [{ fieldId: `felt-${name}`, message: errors[name] }] : []))}
      />
      <h2 id="forhandssjekk-tittel" className="text-lg font-semibold">
        {eligibilityFormText.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        <strong className="font-semibold text-ink">{eligibilityText.notACreditAssessment}.</strong>{" "}
        {eligibilityText.explanation}
      </p>
      {keep.map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        {fields.map(({ name, suffix, inputMode }) => (
          <Field
            key={name}
            label={`${circumstanceFields[name].label} (${eligibilityText.optional})`}
            name={name}
            suffix={suffix}
            error={errors[name]}
            defaultValue={raw[name]}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            className="sm:w-56"
          />
        ))}
        <button type="submit" className={buttonClasses("secondary", "cursor-pointer")}>
          {eligibilityFormText.submit}
        </button>
      </div>
      {clearHref && (
        <TextLink className="mt-3 inline-block" to={clearHref}>
          {eligibilityFormText.clear}
        </TextLink>
      )}
    </Form>
  );
}
