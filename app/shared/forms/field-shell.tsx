import type { ReactNode } from "react";

/** Ids and ARIA wiring shared by every form control: felt-<name>, felt-<name>-hint, felt-<name>-feil. */
export function fieldControlProps(name: string, hint?: string, error?: string) {
  const id = `felt-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-feil` : undefined;
  return {
    id,
    hintId,
    errorId,
    control: {
      id,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
    borderClass: error ? "border-2 border-red-700" : "border-gray-400",
  };
}

/** Label, hint and error message around a control, in the GOV.UK order. */
export function FieldShell({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  className = "",
  children,
}: {
  id: string;
  /** Text, or text with a part only screen readers hear (a form repeated per row names its row). */
  label: ReactNode;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
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
      {error && <FieldError id={errorId ?? ""} message={error} />}
      {children}
    </div>
  );
}

/** A field's error message; app/shared/forms/forms.client.ts clones this markup for messages found in the browser. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} data-field-error="" className="text-sm font-semibold text-red-700">
      <span className="sr-only">Feil: </span>
      <span data-message="">{message}</span>
    </p>
  );
}
