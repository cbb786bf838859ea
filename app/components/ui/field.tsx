import type { InputHTMLAttributes } from "react";

type FieldProps = {
  label: string;
  name: string;
  /** Short help under the label, e.g. the unit or an example. */
  hint?: string;
  /** A message saying what to enter; shown at the field and linked by aria-describedby. */
  error?: string;
  suffix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

/** A labelled text input with hint, unit suffix and error message (GOV.UK pattern). */
export function Field({ label, name, hint, error, suffix, className = "", ...input }: FieldProps) {
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
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          className={`min-h-11 w-full rounded-md border px-3 py-2 text-base ${error ? "border-red-700 border-2" : "border-gray-400"}`}
          {...input}
        />
        {suffix && <span className="shrink-0 text-muted">{suffix}</span>}
      </div>
    </div>
  );
}
