import type { MonthlyPlanStep } from "#content/savings-guide";
import { formatKr } from "~/shared/format/format";

export function monthLabel(months: MonthlyPlanStep["months"]): string {
  return months.min === months.max ? `Måned ${months.min}` : `Måned ${months.min}–${months.max}`;
}

/** A month-by-month plan as an ordered list: when, what, the tasks, and the saving it brings. */
export function MonthlyPlan({ steps, label }: { steps: MonthlyPlanStep[]; label: string }) {
  return (
    <ol aria-label={label} className="my-6 list-none space-y-4 pl-0">
      {steps.map((step) => (
        <li key={step.months.min} className="rounded-xl border border-gray-200 p-5">
          <p className="m-0 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span>
              <span className="block text-sm font-semibold text-brand-800">{monthLabel(step.months)}</span>
              <span className="text-lg font-semibold text-ink">{step.action}</span>
            </span>
            <span className="text-sm text-muted">
              {step.savingsPerMonthKr > 0 ? (
                <>
                  Spart fra nå: <strong className="text-ink">{formatKr(step.savingsPerMonthKr)}</strong> per måned
                </>
              ) : (
                "Ingen besparelse ennå"
              )}
            </span>
          </p>
          <ul className="mt-3 mb-0">
            {step.tasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
