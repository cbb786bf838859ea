import type { ReactNode } from "react";
import { buttonClasses } from "~/shared/ui/button-link";
import { FieldShell, fieldControlProps } from "~/shared/forms/field-shell";

/**
 * A small form that writes a version with only a source: «Kontrollert i dag» (on the list and the card's
 * page) and «Gjenopprett denne versjonen» (in the history). `field` is the source input's name, one per
 * form on the page; `about` is said to screen readers after the visible label and button text, so each of
 * many such forms has a name of its own.
 */
export function CardSourceForm({
  intent,
  field,
  label,
  about,
  button,
  hidden,
  value = "",
  error,
  hint,
}: {
  intent: "check" | "restore";
  field: string;
  label: string;
  about?: string;
  button: string;
  hidden: Record<string, string | number>;
  value?: string;
  error?: string | null;
  hint?: string;
}) {
  const { id, hintId, errorId, control, borderClass } = fieldControlProps(field, hint, error ?? undefined);
  return (
    <form method="post" noValidate className="flex flex-wrap items-end gap-3">
      {Object.entries(hidden).map(([name, hiddenValue]) => (
        <input key={name} type="hidden" name={name} value={hiddenValue} />
      ))}
      <FieldShell
        id={id}
        label={
          <>
            {label}
            {about && <SrOnly> {about}</SrOnly>}
          </>
        }
        hint={hint}
        hintId={hintId}
        error={error ?? undefined}
        errorId={errorId}
        className="min-w-0 grow sm:min-w-64"
      >
        <input
          {...control}
          type="text"
          required
          maxLength={500}
          autoComplete="off"
          defaultValue={value}
          className={`min-h-11 w-full rounded-md border px-3 py-2 text-base ${borderClass}`}
        />
      </FieldShell>
      <button type="submit" name="intent" value={intent} className={buttonClasses("secondary")}>
        {button}
        {about && <SrOnly> {about}</SrOnly>}
      </button>
    </form>
  );
}

function SrOnly({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
