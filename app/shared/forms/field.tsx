import type { InputHTMLAttributes } from "react";
import { FieldShell, fieldControlProps } from "./field-shell";

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
  const { id, hintId, errorId, control, borderClass } = fieldControlProps(name, hint, error);
  return (
    <FieldShell {...{ id, label, hint, hintId, error, errorId, className }}>
      <div className="flex items-center gap-2">
        <input
          {...control}
          className={`min-h-11 w-full rounded-md border px-3 py-2 text-base ${borderClass}`}
          {...input}
        />
        {suffix && <span className="shrink-0 text-muted">{suffix}</span>}
      </div>
    </FieldShell>
  );
}
