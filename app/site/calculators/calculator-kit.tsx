import type { ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import formsScript from "~/shared/forms/forms.client.ts?client";
import { AfterPaintScript } from "~/shared/ui/after-paint-script";
import { CopyLinkButton } from "~/shared/ui/copy-link-button";
import { ErrorSummaryLinks } from "~/shared/forms/error-summary";
import { Field } from "~/shared/forms/field";
import { buttonClasses } from "~/shared/ui/button-link";
import { formatKr } from "~/shared/format/format";
import { parseFields, type FieldSpec, type FormResult } from "~/shared/format/number-input";
import { shareHref } from "~/site/calculators/share-link";
import { TextLink } from "~/shared/ui/text-link";

/**
 * What the four calculators share. Each is a plain GET form whose fields are query parameters,
 * so a result is a URL: it can be shared and reloaded, and the server renders the result from
 * the query string. No React runs in the browser (docs/decisions/0002-javascript-only-where-it-helps.md).
 */

/** Sent by the form's hidden field: the URL came from submitting the form, not from a shared link. */
export const SUBMITTED_PARAM = "beregn";

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
  /** The URL came from the form's submit button (its hidden field), not from a link. */
  fromForm: boolean;
};

/** The fields' specs by name for parseField; the placeholder doubles as the example in messages, so a message matches what the field shows. */
export function fieldSpecs<K extends string>(fields: ReadonlyArray<CalculatorField<K>>): Record<K, FieldSpec> {
  const specs = {} as Record<K, FieldSpec>;
  for (const field of fields) specs[field.name] = { ...field, example: field.example ?? field.placeholder };
  return specs;
}

/** Reads and validates a calculator's parameters from the URL. */
export function useCalculatorState<K extends string>(fields: ReadonlyArray<CalculatorField<K>>): CalculatorState<K> {
  const [searchParams] = useSearchParams();
  return readCalculatorParams(fields, searchParams);
}

/**
 * The same without React: a calculator's query parameters, read and validated with the page's own
 * messages (the debt plan's PDF route validates its link with it, app/site/guides/debt/debt-plan-pdf.route.ts).
 */
export function readCalculatorParams<K extends string>(
  fields: ReadonlyArray<CalculatorField<K>>,
  searchParams: URLSearchParams,
): CalculatorState<K> {
  const raw = Object.fromEntries(fields.map((field) => [field.name, searchParams.get(field.name) ?? ""])) as Record<
    K,
    string
  >;
  const submitted = fields.some((field) => searchParams.has(field.name));
  return {
    raw,
    result: submitted ? parseFields(fieldSpecs(fields), (name) => raw[name]) : null,
    fromForm: searchParams.get(SUBMITTED_PARAM) === "1",
  };
}

/** The id of a calculator's <form>, so a button elsewhere on the page can send its fields (the HTML `form` attribute). */
export const formId = (id: string) => `${id}-skjema`;

/**
 * The fragment a calculator's form returns to, named after the section it is in: the result after a good
 * try, the error summary after a failed one (whichever the page has carries the id), so the reader lands
 * on the outcome, JavaScript or not; on a phone the result is below the fields.
 */
export const outcomeId = (anchor: string) => `${anchor}-resultat`;

/** Whole kroner for a result; a value that is not a finite number never reaches the page. */
export function kr(value: number): string {
  if (!Number.isFinite(value)) return "–";
  return formatKr(Math.round(value) || 0);
}

type CalculatorFormProps<K extends string> = {
  /** Prefix of element ids, unique on the page. */
  id: string;
  /** The id of the section the calculator is in; its outcome's id is outcomeId(anchor). */
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
 * The form, the error summary, the aria-live region the result is rendered in and «Kopier lenke». The
 * form returns to the outcome (outcomeId). After a try from the form, the summary of a failed one or
 * the result of a good one takes focus, so a screen reader reads it; not when the same URL is opened
 * from a shared link: only when the form's hidden field is in the URL. app/shared/forms/forms.client.ts, loaded only
 * then, moves focus where the browser does not and makes the summary's links focus their fields.
 */
export function CalculatorForm<K extends string>({
  id,
  anchor,
  label,
  fields,
  state,
  submitLabel,
  result,
  details,
}: CalculatorFormProps<K>) {
  const { pathname, search } = useLocation();
  const errors: Partial<Record<K, string>> = state.result && !state.result.ok ? state.result.errors : {};
  const errorFields = fields.filter((field) => errors[field.name] !== undefined);
  const outcome = outcomeId(anchor);

  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 [&_label~p]:my-0">
      {/* A plain GET form: the browser sends the fields as the query string and returns to the outcome. */}
      <form
        id={formId(id)}
        method="get"
        action={`${pathname}#${outcome}`}
        noValidate
        aria-label={label}
        className="flex flex-col gap-5"
      >
        <CalculatorErrorSummary
          id={id}
          anchorId={outcome}
          fromForm={state.fromForm}
          items={errorFields.map((field) => ({ name: field.name, message: errors[field.name] ?? "" }))}
        />
        <input type="hidden" name={SUBMITTED_PARAM} value="1" />
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <CalculatorInput key={field.name} field={field} error={errors[field.name]} value={state.raw[field.name]} />
          ))}
        </div>
        <div>
          <button type="submit" className={buttonClasses("primary")}>
            {submitLabel}
          </button>
        </div>
      </form>
      <ResultRegion id={outcome} fromForm={state.fromForm} className="mt-6 empty:mt-0">
        {result}
      </ResultRegion>
      {result && (
        <CopyLinkButton
          href={shareHref(pathname, search, { drop: [SUBMITTED_PARAM], fragment: outcome })}
          className="mt-4"
        />
      )}
      {details}
    </div>
  );
}

/**
 * The aria-live region a result is rendered in (empty before a try). With a result from the form (not a
 * shared link) it takes focus, so a screen reader reads it: the browser focuses a focusable element the
 * URL's #fragment names, `autofocus` covers a fragment naming something else, and app/shared/forms/forms.client.ts
 * what browsers skip. Opened from a shared link it is not focusable, so focus stays put. `id` goes on it
 * only with a result, so a form returning to that fragment lands on the error summary after a failed try.
 */
export function ResultRegion({
  id,
  fromForm,
  className,
  children,
}: {
  id?: string;
  fromForm: boolean;
  className: string;
  children: ReactNode;
}) {
  const shown = children !== null && children !== undefined && children !== false;
  const focus = shown && fromForm;
  return (
    <>
      <div
        id={shown ? id : undefined}
        aria-live="polite"
        tabIndex={focus ? -1 : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the reader asked for this result: focus takes them (and a screen reader) to it.
        autoFocus={focus}
        className={className}
      >
        {children}
      </div>
      {focus && <AfterPaintScript src={formsScript} />}
    </>
  );
}

/**
 * The error summary of a failed try, first in the form: one link per field, in the form's order, each to
 * the field's id (`felt-<name>`). It takes focus by `autofocus` only when the URL came from the form.
 * `anchorId`: the fragment the form returns to, so a failed try lands here.
 */
export function CalculatorErrorSummary({
  id,
  anchorId,
  fromForm,
  items,
}: {
  id: string;
  anchorId?: string;
  fromForm: boolean;
  items: Array<{ name: string; message: string }>;
}) {
  if (items.length === 0) return null;
  return (
    <div
      id={anchorId}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK pattern: focus moves to the summary after a failed try.
      autoFocus={fromForm}
      data-error-summary=""
      aria-labelledby={`${id}-feil-tittel`}
      className="rounded-lg border-4 border-red-700 bg-white p-4 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <p id={`${id}-feil-tittel`} className="text-lg font-bold text-ink">
        Rett opp dette for å regne ut
      </p>
      <ErrorSummaryLinks
        items={items.map((item) => ({ fieldId: `felt-${item.name}`, message: item.message }))}
        className="mt-2 list-none space-y-1 pl-0"
      />
      <AfterPaintScript src={formsScript} />
    </div>
  );
}

/** One number field of a calculator, with the text as typed. */
export function CalculatorInput<K extends string>({
  field,
  error,
  value,
}: {
  field: CalculatorField<K>;
  error?: string;
  value: string;
}) {
  return (
    <Field
      label={field.optional ? `${field.label} (valgfritt)` : field.label}
      name={field.name}
      hint={field.hint}
      suffix={field.suffix}
      placeholder={field.placeholder}
      error={error}
      defaultValue={value}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/**
 * One card in a calculator's ranking: its place, its name linking to its page, «Best for deg» when it
 * is, and its net value a year; the details follow as children. `title` is the element of the name
 * (a heading where each card has its own details).
 */
export function RankedCardItem({
  row,
  title = "p",
  children,
}: {
  row: { rank: number; best: boolean; net: number; card: { name: string; urlSlug: string } };
  title?: "p" | "h3";
  children: ReactNode;
}) {
  const Title = title;
  return (
    <li
      data-card-offer=""
      className={`rounded-xl border p-4 ${row.best ? "border-2 border-green-700 bg-green-50" : "border-gray-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Title className="m-0 text-lg font-bold text-ink">
          <span className="mr-2 text-muted">{row.rank}.</span>
          <TextLink to={`/kort/${row.card.urlSlug}`}>{row.card.name}</TextLink>
          {row.best && (
            <span className="ml-2 inline-block rounded-full bg-green-700 px-2.5 py-0.5 align-middle text-sm font-semibold text-white">
              Best for deg
            </span>
          )}
        </Title>
        {/* The body size and weight of the card's representative example below: a benefit never outshines the cost. */}
        <p className="m-0 text-base font-semibold tabular-nums text-ink">
          <span data-offer-figure="">{kr(row.net)}</span> <span className="text-sm font-normal text-muted">i året</span>
        </p>
      </div>
      {children}
    </li>
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
