import type { TextareaHTMLAttributes } from "react";

type TextareaFieldProps = {
  label: string;
  name: string;
  hint?: string;
  error?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">;

/** A labelled <textarea> with hint and error, matching Field (ids felt-<name>, felt-<name>-feil). */
export function TextareaField({ label, name, hint, error, className = "", ...textarea }: TextareaFieldProps) {
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
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={`min-h-40 w-full rounded-md border px-3 py-2 text-base ${error ? "border-2 border-red-700" : "border-gray-400"}`}
        {...textarea}
      />
    </div>
  );
}
