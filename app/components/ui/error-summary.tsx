import type { MouseEvent, Ref } from "react";

export type ErrorSummaryItem = { fieldId: string; message: string };

/**
 * GOV.UK-style error summary: a box at the top of the form with a link to each field
 * that has an error. The page moves focus to it after a failed submit (pass a ref), so
 * screen reader users hear it; it is deliberately not role="alert" to avoid double reading.
 */
export function ErrorSummary({ items, ref }: { items: ErrorSummaryItem[]; ref?: Ref<HTMLDivElement> }) {
  if (items.length === 0) return null;

  // Focus the field itself (not only scroll to it), so the visitor can type right away.
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="feiloppsummering-tittel"
      className="rounded-lg border-4 border-red-700 bg-white p-5 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <h2 id="feiloppsummering-tittel" className="text-xl font-bold">
        Det er feil i skjemaet
      </h2>
      <ul className="mt-3 space-y-1">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => focusField(event, item.fieldId)}
              className="font-semibold text-red-700 underline underline-offset-2 hover:text-red-900"
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
