import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { Field } from "~/components/ui/field";
import { buttonClasses } from "~/components/ui/button-link";
import { formatKr } from "~/domain/format";
import { parseFields, type FieldSpec, type FormResult } from "~/domain/number-input";

/**
 * What the four calculators share. Each is a GET form whose fields are query parameters,
 * so a result is a URL: it can be shared and reloaded, and with JavaScript off the server
 * renders the same result from the query string.
 */

export type CalculatorField<K extends string> = FieldSpec & {
  name: K;
  hint?: string;
  placeholder?: string;
  suffix: string;
};

export type CalculatorState<K extends string> = {
  /** The text in each field, as typed (kept so the form shows it again). */
  raw: Record<K, string>;
  /** Null until the form has been sent (none of its parameters in the URL). */
  result: FormResult<K> | null;
};

/** Reads and validates a calculator's parameters from the URL. */
export function useCalculatorState<K extends string>(fields: ReadonlyArray<CalculatorField<K>>): CalculatorState<K> {
  const [searchParams] = useSearchParams();
  const raw = Object.fromEntries(fields.map((field) => [field.name, searchParams.get(field.name) ?? ""])) as Record<K, string>;
  const submitted = fields.some((field) => searchParams.has(field.name));
  const specs = {} as Record<K, FieldSpec>;
  // The placeholder doubles as the example in messages, so a message matches what the field shows.
  for (const field of fields) specs[field.name] = { ...field, example: field.example ?? field.placeholder };
  return { raw, result: submitted ? parseFields(specs, (name) => raw[name]) : null };
}

/** Whole kroner for a result; a value that is not a finite number never reaches the page. */
export function kr(value: number): string {
  if (!Number.isFinite(value)) return "–";
  return formatKr(Math.round(value) || 0);
}

/** Route helper: a change of only the query string (a calculator) needs no new loader data. */
export function onlySearchChanged({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname === nextUrl.pathname;
}

type CalculatorFormProps<K extends string> = {
  /** Prefix of element ids, unique on the page. */
  id: string;
  /** The section the form returns to (its id), so the reader lands on the result. */
  anchor: string;
  label: string;
  fields: ReadonlyArray<CalculatorField<K>>;
  state: CalculatorState<K>;
  submitLabel: string;
  /** The result's key figures, in the live region (announced when they change). Nothing before a try. */
  result?: ReactNode;
  /** Longer parts of the result (tables, charts), after the live region, so they are not read aloud in full. */
  details?: ReactNode;
};

/**
 * The form, the error summary (focused after a failed try, GOV.UK pattern) and the
 * aria-live region the result is rendered in.
 */
export function CalculatorForm<K extends string>({ id, anchor, label, fields, state, submitLabel, result, details }: CalculatorFormProps<K>) {
  const location = useLocation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const errors: Partial<Record<K, string>> = state.result && !state.result.ok ? state.result.errors : {};
  const errorFields = fields.filter((field) => errors[field.name] !== undefined);
  const hasErrors = errorFields.length > 0;

  // After each try (a new location, even with the same URL), move focus to the summary if
  // something must be fixed; not on the first render, which may be a shared link.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hasErrors) summaryRef.current?.focus();
  }, [location.key, hasErrors]);

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 [&_label~p]:my-0">
      <Form method="get" action={`#${anchor}`} preventScrollReset noValidate aria-label={label} className="flex flex-col gap-5">
        {hasErrors && (
          <div
            ref={summaryRef}
            tabIndex={-1}
            aria-labelledby={`${id}-feil-tittel`}
            className="rounded-lg border-4 border-red-700 bg-white p-4 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <p id={`${id}-feil-tittel`} className="text-lg font-bold text-ink">
              Rett opp dette for å regne ut
            </p>
            <ul className="mt-2 list-none space-y-1 pl-0">
              {errorFields.map((field) => (
                <li key={field.name}>
                  <a
                    href={`#felt-${field.name}`}
                    onClick={(event) => focusField(event, `felt-${field.name}`)}
                    className="font-semibold text-red-700 underline underline-offset-2 hover:text-red-900"
                  >
                    {errors[field.name]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <Field
              key={field.name}
              label={field.optional ? `${field.label} (valgfritt)` : field.label}
              name={field.name}
              hint={field.hint}
              suffix={field.suffix}
              placeholder={field.placeholder}
              error={errors[field.name]}
              defaultValue={state.raw[field.name]}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </div>
        <div>
          <button type="submit" className={buttonClasses("primary")}>
            {submitLabel}
          </button>
        </div>
      </Form>
      <div aria-live="polite" className="mt-6 empty:mt-0">
        {result}
      </div>
      {details}
    </div>
  );
}

/** A labelled figure in a result: "Total rente  11 330 kr". */
export function ResultFigure({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div className={`rounded-lg p-4 ${emphasis ? "bg-brand-700 text-white" : "bg-brand-50"}`}>
      <dt className={`text-sm ${emphasis ? "text-white" : "text-muted"}`}>{label}</dt>
      <dd className="mt-1 text-xl font-bold">{value}</dd>
    </div>
  );
}
