import { Field } from "~/shared/forms/field";
import { FieldError } from "~/shared/forms/field-shell";
import { SelectField } from "~/shared/forms/select-field";
import { TextareaField } from "~/shared/forms/textarea-field";
import {
  cardInputGroups,
  cardSourceHint,
  cardTextLimits,
  type CardInput,
  type CardInputGroup,
} from "~/admin/cards/card-edit-fields";

/**
 * The card's facts as fieldsets, drawn from the one list in app/admin/cards/card-edit-fields.ts: each input
 * with its label, hint, unit and message, and the value the editor typed (or the card's own). `groups`: a form of
 * fewer (a new card's, without the review); `required` (a new card's form) gives every list an empty first choice,
 * «Velg» where the choice is required and «Ukjent» elsewhere, so nothing is chosen for the editor.
 */
export function CardFields({
  values,
  errors,
  groups = cardInputGroups,
  required,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  groups?: readonly CardInputGroup[];
  required?: ReadonlySet<string>;
}) {
  return (
    <>
      {groups.map((group) => (
        <fieldset
          key={group.id}
          id={group.id}
          aria-describedby={group.hint ? `${group.id}-hint` : undefined}
          className="rounded-lg border border-gray-300 bg-white p-4 sm:p-5"
        >
          <legend className="px-1 text-xl font-bold">{group.legend}</legend>
          {group.hint && (
            <p id={`${group.id}-hint`} className="mb-3 text-sm text-muted">
              {group.hint}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {group.inputs.map((input) => (
              <CardInputField
                key={input.name}
                input={input}
                value={values[input.name] ?? ""}
                error={errors[input.name]}
                emptyChoice={
                  required ? (required.has(input.name) ? "Velg" : "Ukjent") : input.optional ? "Ukjent" : undefined
                }
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

const wide = "sm:col-span-2";

function CardInputField({
  input,
  value,
  error,
  emptyChoice,
}: {
  input: CardInput;
  value: string;
  error?: string;
  /** A list's empty first choice, if it has one. */
  emptyChoice?: string;
}) {
  const { name, label, hint, kind } = input;
  switch (kind) {
    case "checkbox":
      return <Checkbox name={name} label={label} hint={hint} error={error} checked={value !== ""} />;
    case "choice":
      return (
        <SelectField
          label={label}
          name={name}
          hint={hint}
          error={error}
          defaultValue={value}
          options={(input.options ?? []).map((option) => ({ value: option, label: option }))}
          placeholder={emptyChoice}
        />
      );
    case "lines":
    case "paragraphs":
      return (
        <TextareaField
          label={label}
          name={name}
          hint={hint}
          error={error}
          defaultValue={value}
          rows={kind === "lines" ? 5 : 12}
          maxLength={cardTextLimits.area}
          className={wide}
        />
      );
    case "text":
    case "note":
      return (
        <Field
          label={label}
          name={name}
          hint={hint}
          error={error}
          defaultValue={value}
          maxLength={cardTextLimits.line}
          autoComplete="off"
          className={wide}
        />
      );
    default:
      return (
        <Field
          label={label}
          name={name}
          hint={hint}
          error={error}
          defaultValue={value}
          inputMode="decimal"
          autoComplete="off"
          suffix={input.suffix}
          spellCheck={false}
        />
      );
  }
}

/** A check box with its label beside it, its hint and message under the label (GOV.UK's single check box). */
function Checkbox({
  name,
  label,
  hint,
  error,
  checked,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  checked: boolean;
}) {
  const id = `felt-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-feil` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex items-start gap-3 self-end py-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="ja"
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
        {error && <FieldError id={`${id}-feil`} message={error} />}
      </div>
    </div>
  );
}

/** The source of an edit or a new card («Kilde»): the bank's terms or a note, shown with the version for everyone. */
export function CardSourceField({ value, error }: { value: string; error?: string }) {
  return (
    <Field
      label="Kilde"
      name="source"
      hint={cardSourceHint}
      error={error}
      defaultValue={value}
      required
      maxLength={500}
      autoComplete="off"
    />
  );
}
