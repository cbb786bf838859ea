import type { SelectHTMLAttributes } from "react";
import { FieldShell, fieldControlProps } from "./field-shell";

type SelectFieldProps = {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first choice, e.g. "Velg emne"; submitting it counts as no answer. */
  placeholder?: string;
  hint?: string;
  error?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id">;

/** A labelled <select> with hint and error, matching Field. */
export function SelectField({
  label,
  name,
  options,
  placeholder,
  hint,
  error,
  className = "",
  ...select
}: SelectFieldProps) {
  const { id, hintId, errorId, control, borderClass } = fieldControlProps(name, hint, error);
  return (
    <FieldShell {...{ id, label, hint, hintId, error, errorId, className }}>
      <select
        {...control}
        className={`min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base ${borderClass}`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
