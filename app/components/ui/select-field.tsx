import type { SelectHTMLAttributes } from "react";

type SelectFieldProps = {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first choice, e.g. "Velg emne"; submitting it counts as no answer. */
  placeholder?: string;
  hint?: string;
  error?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id">;

/** A labelled <select> with hint and error, matching Field (ids felt-<name>, felt-<name>-feil). */
export function SelectField({ label, name, options, placeholder, hint, error, className = "", ...select }: SelectFieldProps) {
  const id = `felt-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-feil` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          <span className="sr-only">Feil: </span>
          {error}
        </p>
      )}
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={`min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base ${error ? "border-2 border-red-700" : "border-gray-400"}`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
