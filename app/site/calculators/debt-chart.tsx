import { formatKr, formatNumber } from "~/shared/format/format";
import { yearlyBalances } from "~/shared/finance/debt-repayment";
import { DataTable } from "~/shared/ui/data-table";
import { kr } from "./calculator-kit";

export type ChartSeries = { label: string; balances: number[]; dashed?: boolean };

const width = 640;
const height = 280;
const pad = { top: 16, right: 16, bottom: 40, left: 76 };
const plotWidth = width - pad.left - pad.right;
const plotHeight = height - pad.top - pad.bottom;

/** A round step for the axis: 1, 2 or 5 times a power of ten. */
function niceStep(span: number, targetTicks: number): number {
  const raw = span / targetTicks;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const factor = [1, 2, 5, 10].find((f) => f * power >= raw) ?? 10;
  return factor * power;
}

/**
 * The remaining balance month by month, one line per plan, in plain SVG (no chart library:
 * it would weigh more than the rest of the page). The lines differ in pattern as well as
 * colour, and a yearly table below says the same in text.
 */
export function DebtChart({ series, id }: { series: ChartSeries[]; id: string }) {
  const months = Math.max(1, ...series.map((s) => s.balances.length - 1));
  const top = Math.max(1, ...series.flatMap((s) => s.balances));
  const yStep = niceStep(top, 4);
  const yMax = Math.ceil(top / yStep) * yStep;
  const xStepYears = Math.max(1, niceStep(months / 12, 6));
  const x = (month: number) => pad.left + (month / months) * plotWidth;
  const y = (balance: number) => pad.top + plotHeight - (balance / yMax) * plotHeight;

  const yTicks = Array.from({ length: Math.round(yMax / yStep) + 1 }, (_, i) => i * yStep);
  const xTicks = Array.from({ length: Math.floor(months / 12 / xStepYears) + 1 }, (_, i) => i * xStepYears);

  const yearly = series.map((s) => yearlyBalances(s.balances));
  const years = Math.max(...yearly.map((rows) => rows.length));

  return (
    <figure className="mt-6">
      <figcaption id={`${id}-tittel`} className="font-semibold text-ink">
        Restgjeld måned for måned
      </figcaption>
      <ul className="mt-2 flex list-none flex-wrap gap-x-6 gap-y-1 pl-0 text-sm text-ink">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <svg width="32" height="10" aria-hidden="true" focusable="false">
              <line
                x1="0"
                y1="5"
                x2="32"
                y2="5"
                strokeWidth="3"
                className={s.dashed ? "stroke-green-700" : "stroke-brand-700"}
                strokeDasharray={s.dashed ? "6 4" : undefined}
              />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-2 h-auto w-full" aria-hidden="true" focusable="false">
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} className="stroke-gray-200" />
            <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-muted text-[14px]">
              {formatKr(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((year) => (
          <text
            key={`x${year}`}
            x={x(year * 12)}
            y={height - pad.bottom + 20}
            textAnchor="middle"
            className="fill-muted text-[14px]"
          >
            {year === 0 ? "Nå" : `${formatNumber(year)} år`}
          </text>
        ))}
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} className="stroke-gray-500" />
        {series.map((s) => (
          <polyline
            key={s.label}
            fill="none"
            strokeWidth="3"
            strokeLinejoin="round"
            className={s.dashed ? "stroke-green-700" : "stroke-brand-700"}
            strokeDasharray={s.dashed ? "8 5" : undefined}
            points={s.balances.map((balance, month) => `${x(month).toFixed(1)},${y(balance).toFixed(1)}`).join(" ")}
          />
        ))}
      </svg>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-700">Se restgjelden år for år i en tabell</summary>
        <DataTable
          label="Restgjeld år for år"
          caption="Restgjeld ved slutten av hvert år"
          className="mt-2"
          compact
          hideCaption
        >
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-2 pr-4">
                Etter
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="py-2 pr-4 text-right">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: years }, (_, i) => (
              <tr key={i} className="border-b border-gray-200">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {i + 1} år
                </th>
                {yearly.map((rows, s) => (
                  <td key={s} className="py-1.5 pr-4 text-right tabular-nums">
                    {kr(rows[i]?.balance ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </figure>
  );
}
