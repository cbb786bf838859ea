import { FieldError } from "./field-shell";

export type Choice = {
  /** The control's id; an error summary links to the first one of a group. */
  id: string;
  name: string;
  value: string;
  label: string;
  hint?: string;
  checked: boolean;
};

/**
 * Radio buttons or check boxes in a fieldset, its legend the question (GOV.UK pattern): the group's hint
 * and error message are under the legend and named by the fieldset's aria-describedby. `id` prefixes the
 * hint's and error's ids.
 */
export function ChoiceGroup({
  id,
  type,
  legend,
  hint,
  error,
  choices,
}: {
  id: string;
  type: "radio" | "checkbox";
  legend: string;
  hint?: string;
  error?: string;
  choices: readonly Choice[];
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-feil` : undefined;
  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      className="flex flex-col gap-1"
    >
      <legend className="font-semibold">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && errorId && <FieldError id={errorId} message={error} />}
      <div className={`mt-1 flex flex-col gap-3 ${error ? "border-l-4 border-red-700 pl-3" : ""}`}>
        {choices.map((choice) => (
          <div key={choice.id} className="flex items-start gap-3">
            <input
              type={type}
              id={choice.id}
              name={choice.name}
              value={choice.value}
              defaultChecked={choice.checked}
              aria-describedby={choice.hint ? `${choice.id}-hint` : undefined}
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={choice.id}>{choice.label}</label>
              {choice.hint && (
                <p id={`${choice.id}-hint`} className="text-sm text-muted">
                  {choice.hint}
                </p>
              )}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
