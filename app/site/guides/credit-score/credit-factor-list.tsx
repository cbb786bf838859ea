import type { CreditScoreFactor } from "#content/credit-score";
import { formatPercent } from "~/shared/format/format";
import { accentFill } from "../colors";

function improveText(time: CreditScoreFactor["improveTime"]): string {
  if (time === null) return "Bedres bare med tiden";
  return `Kan bedres på ${time.min}–${time.max} måneder`;
}

/** The score factors with their weight as text and as a bar (the bar only repeats the number). */
export function CreditFactorList({ factors }: { factors: CreditScoreFactor[] }) {
  return (
    <ul className="my-6 list-none space-y-4 pl-0">
      {factors.map((factor) => (
        <li key={factor.factor} className="rounded-xl border border-gray-200 p-4">
          <p className="m-0 flex items-baseline justify-between gap-4">
            <span className="font-semibold text-ink">{factor.factor}</span>
            <span className="font-bold whitespace-nowrap text-ink">
              {formatPercent(factor.impact)}
              <span className="sr-only"> av scoren</span>
            </span>
          </p>
          <div className="mt-2 h-2.5 w-full rounded-full bg-gray-200" aria-hidden="true">
            <div className={`h-2.5 rounded-full ${accentFill[factor.color]}`} style={{ width: `${factor.impact}%` }} />
          </div>
          <p className="mt-2 mb-0">{factor.description}</p>
          <p className="mt-1 mb-0 text-sm text-muted">{improveText(factor.improveTime)}</p>
        </li>
      ))}
    </ul>
  );
}
