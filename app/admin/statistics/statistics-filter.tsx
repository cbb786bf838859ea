import { ErrorSummary } from "~/shared/forms/error-summary";
import { Field } from "~/shared/forms/field";
import { SelectField } from "~/shared/forms/select-field";
import type { StatisticsField } from "~/admin/statistics/statistics";
import { buttonClasses } from "~/shared/ui/button-link";

const labels: Record<StatisticsField, string> = {
  fra: "Fra og med",
  til: "Til og med",
  inndeling: "Vis per",
  kort: "Kort",
};

export type PeriodLink = { label: string; href: string; current: boolean };

/** One-click periods (i dag, 7 dager, …), as links keeping the card and the grouping. */
export function PeriodLinks({ links }: { links: readonly PeriodLink[] }) {
  return (
    <nav aria-label="Velg periode" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              aria-current={link.current ? "true" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold underline-offset-2 hover:underline ${
                link.current ? "border-2 border-brand-700 text-ink" : "border-gray-400 text-brand-700"
              }`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The period and grouping: a GET form, so the figures are in the URL (shareable, and the CSV link follows it). */
export function StatisticsFilter({
  values,
  errors,
  cardChoices,
}: {
  values: Record<StatisticsField, string>;
  errors: Partial<Record<StatisticsField, string>>;
  cardChoices: Array<{ value: string; label: string }>;
}) {
  const summary = (Object.keys(labels) as StatisticsField[]).flatMap((field) =>
    errors[field] ? [{ fieldId: field, message: errors[field] }] : [],
  );
  return (
    <form
      method="get"
      noValidate
      className="mt-6 grid max-w-4xl gap-4 rounded-lg border border-gray-300 bg-white p-4 sm:grid-cols-5 sm:items-end"
    >
      {summary.length > 0 && (
        <div className="sm:col-span-5">
          <ErrorSummary items={summary} />
        </div>
      )}
      <Field label={labels.fra} name="fra" type="date" defaultValue={values.fra} error={errors.fra} />
      <Field label={labels.til} name="til" type="date" defaultValue={values.til} error={errors.til} />
      <SelectField
        label={labels.inndeling}
        name="inndeling"
        defaultValue={values.inndeling}
        error={errors.inndeling}
        options={[
          { value: "dag", label: "Dag" },
          { value: "uke", label: "Uke" },
        ]}
      />
      <SelectField
        label={labels.kort}
        name="kort"
        defaultValue={values.kort}
        error={errors.kort}
        placeholder="Alle kort"
        options={cardChoices}
      />
      <button type="submit" className={buttonClasses("primary")}>
        Vis tallene
      </button>
    </form>
  );
}
