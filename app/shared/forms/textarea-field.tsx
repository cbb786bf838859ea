import type { TextareaHTMLAttributes } from "react";
import { FieldShell, fieldControlProps } from "./field-shell";

type TextareaFieldProps = {
  label: string;
  name: string;
  hint?: string;
  error?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">;

/** A labelled <textarea> with hint and error, matching Field. */
export function TextareaField({ label, name, hint, error, className = "", ...textarea }: TextareaFieldProps) {
  const { id, hintId, errorId, control, borderClass } = fieldControlProps(name, hint, error);
  return (
    <FieldShell {...{ id, label, hint, hintId, error, errorId, className }}>
      <textarea
        {...control}
        className={`min-h-40 w-full rounded-md border px-3 py-2 text-base ${borderClass}`}
        {...textarea}
      />
    </FieldShell>
  );
}
