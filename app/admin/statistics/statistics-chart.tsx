import { formatNumber } from "~/shared/format/format";
import {
  bucketLabels,
  bucketTitle,
  formatDateRange,
  type ClickSummary,
  type PageViewSummary,
  type StatisticsQuery,
} from "~/admin/statistics/statistics";

const width = 720;
const height = 300;
const pad = { top: 36, right: 48, bottom: 56, left: 60 };
const plotWidth = width - pad.left - pad.right;
const plotHeight = height - pad.top - pad.bottom;
/** At most this many dates under the columns; between them the columns go unlabelled. */
const maxXLabels = 6;

/** A round step for the axis: 1, 2 or 5 times a power of ten, never below 1 (clicks are whole). */
function niceStep(top: number, targetTicks: number): number {
  const raw = Math.max(1, top / targetTicks);
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const factor = [1, 2, 5, 10].find((f) => f * power >= raw) ?? 10;
  return factor * power;
}

const unitWord = { dag: "dag", uke: "uke" } as const;

/** What the clicks chart shows, in words: its accessible name and its tooltip. */
export function chartSummary(clicks: ClickSummary, query: StatisticsQuery, cardName?: string | null): string {
  const what = `Søknadsklikk per ${unitWord[query.granularity]}, ${formatDateRange(query)}, ${query.card ? (cardName ?? query.card) : "alle kort"}`;
  if (clicks.total === 0) return `${what}: ingen søknadsklikk i perioden.`;
  const most = Math.max(...clicks.bucketTotals);
  const mostAt = clicks.buckets[clicks.bucketTotals.indexOf(most)] ?? query.from;
  return `${what}: ${formatNumber(clicks.total)} klikk i alt, flest ${formatNumber(most)} (${bucketTitle(mostAt, query.granularity)}). Tallene står i tabellen under diagrammet.`;
}

/** What the page-views chart shows, in words: its accessible name and its tooltip. */
export function pageViewsChartSummary(pageViews: PageViewSummary, query: StatisticsQuery): string {
  const what = `Sidevisninger per ${unitWord[query.granularity]}, ${formatDateRange(query)}, besøk med samtykke til statistikk`;
  const totals = pageViews.overTime.map((bucket) => bucket.total);
  const total = totals.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `${what}: ingen sidevisninger i perioden.`;
  const most = Math.max(...totals);
  const mostAt = pageViews.overTime[totals.indexOf(most)]?.bucket ?? query.from;
  return `${what}: ${formatNumber(total)} sidevisninger i alt, flest ${formatNumber(most)} (${bucketTitle(mostAt, query.granularity)}). Tallene står i tabellen «Sidevisninger per ${unitWord[query.granularity]}».`;
}

export type BucketChartProps = {
  /** The figure's visible caption. */
  title: string;
  /** What one column counts, lower case: «søknadsklikk», «sidevisninger» (the region's name). */
  measure: string;
  /** The y axis' heading, and the word after a column's value in its tooltip. */
  axisLabel: string;
  valueWord: string;
  buckets: readonly string[];
  values: readonly number[];
  granularity: StatisticsQuery["granularity"];
  /** The chart in words (chartSummary, pageViewsChartSummary). */
  summary: string;
};

/**
 * A count per day or week as columns, the statistics page's one chart component (the clicks' and the
 * page views'): each has a table with the same numbers on the page, its text alternative.
 *
 * Drawn on the server as plain SVG: no chart library and no script, so it costs the page nothing to run
 * and shows the same with JavaScript off. To assistive technology it is one image (role="img") whose name
 * sums it up; the numbers themselves are in the tables (statistics-tables.tsx). Each column has a
 * <title>, which browsers show as a tooltip on hover.
 *
 * Colours against white (WCAG AA): columns brand-700 #174c99, 8.3:1 (graphics need 3:1); labels
 * muted #4b5563, 7.6:1 (text needs 4.5:1); the axis line gray-500 #6b7280, 4.8:1. The gridlines
 * (gray-200) only help the eye: every value is also in the table. On a narrow screen the chart keeps a
 * legible size and scrolls sideways in a named, focusable region.
 */
export function BucketChart({
  title,
  measure,
  axisLabel,
  valueWord,
  buckets,
  values,
  granularity,
  summary,
}: BucketChartProps) {
  const count = Math.max(1, buckets.length);
  const top = Math.max(0, ...values);
  const yStep = niceStep(top, 4);
  const yMax = Math.max(yStep, Math.ceil(top / yStep) * yStep);
  const yTicks = Array.from({ length: Math.round(yMax / yStep) + 1 }, (_, i) => i * yStep);
  const y = (value: number) => pad.top + plotHeight - (value / yMax) * plotHeight;

  const band = plotWidth / count;
  const gap = band >= 4 ? band * 0.2 : 0;
  const barX = (index: number) => pad.left + index * band + gap / 2;
  const every = Math.ceil(count / maxXLabels);
  const labelled = buckets.map((bucket, index) => ({ bucket, index })).filter(({ index }) => index % every === 0);
  const labels = bucketLabels(
    labelled.map(({ bucket }) => bucket),
    granularity,
  );
  const unit = granularity === "uke" ? "uke" : "dag";

  return (
    <figure className="mt-6">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <div
        role="region"
        aria-label={`Diagram: ${measure} per ${unit}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1)
        tabIndex={0}
        className="mt-2 overflow-x-auto bg-white"
      >
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={summary}
          className="block h-auto w-full min-w-[40rem]"
        >
          <title>{summary}</title>
          <text x={pad.left} y={pad.top - 16} className="fill-muted text-[14px]">
            {axisLabel}
          </text>
          {yTicks.map((tick) => (
            <g key={`y${tick}`}>
              <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} className="stroke-gray-200" />
              <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-muted text-[14px]">
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {values.map((value, index) =>
            value > 0 ? (
              <rect
                key={buckets[index]}
                x={barX(index)}
                y={y(value)}
                width={Math.max(band - gap, 0.5)}
                height={pad.top + plotHeight - y(value)}
                className="fill-brand-700"
              >
                <title>{`${bucketTitle(buckets[index] ?? "", granularity)}: ${formatNumber(value)} ${valueWord}`}</title>
              </rect>
            ) : null,
          )}
          <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} className="stroke-gray-500" />
          {labelled.map(({ bucket, index }, i) => (
            <g key={`x${bucket}`}>
              <line
                x1={barX(index) + (band - gap) / 2}
                x2={barX(index) + (band - gap) / 2}
                y1={y(0)}
                y2={y(0) + 5}
                className="stroke-gray-500"
              />
              <text
                x={barX(index) + (band - gap) / 2}
                y={y(0) + 22}
                textAnchor="middle"
                className="fill-muted text-[14px]"
              >
                {labels[i]}
              </text>
            </g>
          ))}
          <text x={pad.left + plotWidth / 2} y={height - 8} textAnchor="middle" className="fill-muted text-[14px]">
            {granularity === "uke" ? "Uke (mandag–søndag)" : "Dag"}
          </text>
        </svg>
      </div>
    </figure>
  );
}

export type StatisticsChartProps = {
  clicks: ClickSummary;
  query: StatisticsQuery;
  /** The name of the card the query is for, if any (StatisticsReport.cardName). */
  cardName?: string | null;
};

/**
 * Apply clicks per day or week: all cards together per bucket, so the chart stays readable with ten
 * cards (the split per card is in the table, which is also the chart's text alternative).
 */
export function StatisticsChart({ clicks, query, cardName }: StatisticsChartProps) {
  return (
    <BucketChart
      title={`Søknadsklikk per ${unitWord[query.granularity]}${query.card ? `: ${cardName ?? query.card}` : ", alle kort"}`}
      measure="søknadsklikk"
      axisLabel="Antall klikk"
      valueWord="klikk"
      buckets={clicks.buckets}
      values={clicks.bucketTotals}
      granularity={query.granularity}
      summary={chartSummary(clicks, query, cardName)}
    />
  );
}

export type PageViewsChartProps = { pageViews: PageViewSummary; query: StatisticsQuery };

/** Page views per day or week (visits with consent to statistics); the table «Sidevisninger per dag» is its text. */
export function PageViewsChart({ pageViews, query }: PageViewsChartProps) {
  return (
    <BucketChart
      title={`Sidevisninger per ${unitWord[query.granularity]}`}
      measure="sidevisninger"
      axisLabel="Antall sidevisninger"
      valueWord="sidevisninger"
      buckets={pageViews.overTime.map((bucket) => bucket.bucket)}
      values={pageViews.overTime.map((bucket) => bucket.total)}
      granularity={query.granularity}
      summary={pageViewsChartSummary(pageViews, query)}
    />
  );
}
