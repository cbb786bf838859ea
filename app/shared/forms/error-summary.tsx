import formsScript from "~/shared/forms/forms.client.ts?client";
import { AfterPaintScript } from "../ui/after-paint-script";

export type ErrorSummaryItem = { fieldId: string; message: string };

/**
 * GOV.UK-style error summary: a box at the top of the form with a link to each field that has
 * an error. It is only rendered by the server after a failed submit, so it takes focus by
 * `autofocus` (it has tabIndex -1), which needs no JavaScript; screen reader users hear it, and it
 * is deliberately not role="alert" to avoid double reading. app/shared/forms/forms.client.ts adds the rest:
 * a link focuses its field, and focus still moves here when the URL has a #fragment (browsers
 * skip autofocus then).
 */
export function ErrorSummary({ items }: { items: ErrorSummaryItem[] }) {
  if (items.length === 0) return null;

  return (
    <div
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK pattern: focus moves to the summary after a failed submit.
      autoFocus
      data-error-summary=""
      aria-labelledby="feiloppsummering-tittel"
      className="rounded-lg border-4 border-red-700 bg-white p-5 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <h2 id="feiloppsummering-tittel" className="text-xl font-bold">
        Det er feil i skjemaet
      </h2>
      <ErrorSummaryLinks items={items} className="mt-3 space-y-1" />
      <AfterPaintScript src={formsScript} />
    </div>
  );
}

/** The summary's list: one link per message, to the field it is about (app/shared/forms/forms.client.ts makes it focus the field). */
export function ErrorSummaryLinks({ items, className }: { items: ErrorSummaryItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.fieldId}>
          <a
            href={`#${item.fieldId}`}
            className="font-semibold text-red-700 underline underline-offset-2 hover:text-red-900"
          >
            {item.message}
          </a>
        </li>
      ))}
    </ul>
  );
}
