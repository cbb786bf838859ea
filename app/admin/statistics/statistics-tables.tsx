import { useId, type ReactNode } from "react";
import { formatNumber } from "~/shared/format/format";
import {
  bucketLabels,
  change,
  formatChange,
  formatDateRange,
  formatShortDay,
  type ClickSummary,
  type PageViewSummary,
  type StatisticsQuery,
  type StatisticsReport,
} from "~/admin/statistics/statistics";
import { PageViewsChart } from "~/admin/statistics/statistics-chart";

/*
 * The figures of /admin/statistikk as tables: the text alternative to the chart (statistics-chart.tsx)
 * and what the CSV download holds (statisticsCsv in app/admin/statistics/statistics.ts), in the same order.
 * Styled like the comparison table (compare-table.tsx). Colours on white: ink #111827 and muted
 * #4b5563 (7.6:1) for text, both above WCAG AA's 4.5:1.
 */

const cell = "px-3 py-2";
const numberCell = `${cell} text-right tabular-nums whitespace-nowrap`;
const sticky = "sticky left-0 z-10 bg-white shadow-[inset_-1px_0_0_#d1d5db]";
const caption = "mb-2 text-left text-base font-semibold text-ink";

/**
 * A table that scrolls sideways on a narrow screen instead of widening the page. The scrolling box is a
 * named region with a tab stop, so a keyboard can scroll it too (WCAG 2.1.1).
 */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable (WCAG 2.1.1)
      tabIndex={0}
      className="relative mt-6 overflow-x-auto rounded-xl border border-gray-200 bg-white"
    >
      {children}
    </div>
  );
}

/** A count, with a zero in the muted colour so the clicks stand out. */
function Count({ value, strong = false }: { value: number; strong?: boolean }) {
  return (
    <span className={value === 0 ? "text-muted" : strong ? "font-semibold text-ink" : "text-ink"}>
      {formatNumber(value)}
    </span>
  );
}

/** One total against the period before, e.g. "Søknadsklikk 60, forrige periode 48, endring +12 (+25 %)". */
function Total({ label, current, previous }: { label: string; current: number; previous: number }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">{formatNumber(current)}</dd>
      <dd className="mt-1 text-sm text-ink">
        Endring: <span className="font-semibold tabular-nums">{formatChange(change(current, previous))}</span>
      </dd>
      <dd className="text-sm text-muted">
        Forrige periode: <span className="tabular-nums">{formatNumber(previous)}</span>
      </dd>
    </div>
  );
}

export type StatisticsTotalsProps = { report: StatisticsReport };

/** Apply clicks and page views in the period, with the change from the equally long period before. */
export function StatisticsTotals({ report }: StatisticsTotalsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Totalt {formatDateRange(report.query)}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Sammenlignet med perioden like før, like lang: {formatDateRange(report.previous)}.
      </p>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Total
          label={report.query.card ? `Søknadsklikk, ${report.cardName ?? report.query.card}` : "Søknadsklikk"}
          current={report.clicks.total}
          previous={report.previousClicks}
        />
        <Total
          label="Sidevisninger (med samtykke)"
          current={report.pageViews.total}
          previous={report.previousPageViews}
        />
      </dl>
    </section>
  );
}

type Line = { key: string; heading: ReactNode; cells: ReactNode[] };

export type FigureTableProps = {
  /** The scrolling region's name, e.g. «Tabell: søknadsklikk per kildeside». */
  label: string;
  caption: ReactNode;
  /** The first column's heading (the rows' names), then the number columns'. */
  headings: [ReactNode, ...Array<{ key: string; heading: ReactNode }>];
  lines: Line[];
  /** Shown across the table when there are no lines; none: the table is left empty. */
  empty?: string;
  /** The sum row, if any. */
  foot?: { heading: ReactNode; cells: ReactNode[] };
  /**
   * A matrix (rows by day or week): the names' column stays in view when the table scrolls sideways,
   * the names are bold, and the sum row is ruled off.
   */
  matrix?: boolean;
  /** Names that may be long addresses wrap anywhere (a page's path, a campaign). */
  wrapNames?: boolean;
};

/**
 * Every table of the page: named rows of numbers in a scrolling region, with a caption, a row when there
 * is nothing to show and an optional sum row.
 */
export function FigureTable({
  label,
  caption: captionText,
  headings,
  lines,
  empty,
  foot,
  matrix,
  wrapNames,
}: FigureTableProps) {
  const [nameHeading, ...columns] = headings;
  const pin = matrix ? `${sticky} ` : "";
  const nameClass = matrix
    ? `${sticky} ${cell} min-w-36 font-semibold text-ink`
    : `${cell} font-normal ${wrapNames ? "break-all " : ""}text-ink`;
  return (
    <ScrollRegion label={label}>
      <table className="w-full border-collapse text-left text-sm">
        {/* Short lines: the caption is as wide as the table, and on a phone only its start is in view. */}
        <caption className={`${caption} px-3 pt-3`}>{captionText}</caption>
        <thead>
          <tr className={`border-b border-gray-300${matrix ? " align-bottom" : ""}`}>
            <th scope="col" className={`${pin}${cell} font-semibold text-ink`}>
              {nameHeading}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${numberCell} font-semibold text-ink`}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className={`border-b border-gray-200${foot ? "" : " last:border-b-0"}`}>
              <th scope="row" className={nameClass}>
                {line.heading}
              </th>
              {line.cells.map((value, index) => (
                <td key={columns[index]?.key ?? index} className={numberCell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
          {lines.length === 0 && empty && (
            <tr className={foot ? "border-b border-gray-200" : undefined}>
              <td colSpan={headings.length} className={`${cell} text-muted`}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
        {foot && (
          <tfoot>
            <tr className={matrix ? "border-t border-gray-300" : undefined}>
              <th scope="row" className={`${pin}${cell} font-semibold text-ink`}>
                {foot.heading}
              </th>
              {foot.cells.map((value, index) => (
                <td key={columns[index]?.key ?? index} className={numberCell}>
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}

export type ClicksByCardTableProps = { clicks: ClickSummary; query: StatisticsQuery };

/** Clicks per card (rows) and day or week (columns), with a sum column and a sum row. */
export function ClicksByCardTable({ clicks, query }: ClicksByCardTableProps) {
  const unit = query.granularity === "uke" ? "uke" : "dag";
  const labels = bucketLabels(clicks.buckets, query.granularity);
  return (
    <FigureTable
      matrix
      label={`Tabell: søknadsklikk per kort og ${unit}`}
      caption={
        <>
          Søknadsklikk per kort og {unit}
          <span className="block text-sm font-normal text-muted">{formatDateRange(query)}</span>
        </>
      }
      headings={[
        "Kort",
        ...clicks.buckets.map((bucket, index) => ({
          key: bucket,
          heading:
            query.granularity === "uke" ? (
              <>
                {labels[index]}
                <span className="block text-xs font-normal text-muted">fra {formatShortDay(bucket)}</span>
              </>
            ) : (
              <time dateTime={bucket}>{labels[index]}</time>
            ),
        })),
        { key: "sum", heading: "Sum" },
      ]}
      lines={clicks.byCard.map((line) => ({
        key: line.cardSlug,
        heading: line.cardName,
        cells: [
          ...line.counts.map((value, index) => <Count key={clicks.buckets[index]} value={value} />),
          <Count key="sum" value={line.total} strong />,
        ],
      }))}
      empty="Ingen søknadsklikk i perioden."
      foot={{
        heading: "Sum",
        cells: [
          ...clicks.bucketTotals.map((value, index) => <Count key={clicks.buckets[index]} value={value} strong />),
          <Count key="sum" value={clicks.total} strong />,
        ],
      }}
    />
  );
}

/** A two-column table of totals (source page or campaign → clicks), most first. */
function TotalsTable({
  title,
  nameHeading,
  rows,
  empty,
}: {
  title: string;
  nameHeading: string;
  rows: Array<{ name: string; total: number }>;
  empty: string;
}) {
  return (
    <FigureTable
      wrapNames
      label={`Tabell: ${title.toLowerCase()}`}
      caption={title}
      headings={[nameHeading, { key: "clicks", heading: "Søknadsklikk" }]}
      lines={rows.map((row) => ({
        key: row.name,
        heading: row.name,
        cells: [<Count key="clicks" value={row.total} />],
      }))}
      empty={empty}
    />
  );
}

export type ClickSummaryProps = { clicks: ClickSummary };

/** Clicks per page the apply link was on; "(ukjent)" when the browser did not say. */
export function ClicksBySourceTable({ clicks }: ClickSummaryProps) {
  return (
    <TotalsTable
      title="Søknadsklikk per kildeside"
      nameHeading="Kildeside"
      rows={clicks.bySource.map((row) => ({ name: row.fromPath, total: row.total }))}
      empty="Ingen søknadsklikk i perioden."
    />
  );
}

/** Clicks per campaign; "(ingen)" without a campaign or without marketing consent. */
export function ClicksByCampaignTable({ clicks }: ClickSummaryProps) {
  return (
    <TotalsTable
      title="Søknadsklikk per kampanje"
      nameHeading="Kampanje"
      rows={clicks.byCampaign.map((row) => ({ name: row.campaign, total: row.total }))}
      empty="Ingen søknadsklikk i perioden."
    />
  );
}

export type PageViewsTableProps = { pageViews: PageViewSummary };

const pageViewHeadings = [
  { key: "views", heading: "Sidevisninger" },
  { key: "returning", heading: "Herav tilbakevendende" },
];

const pageViewCells = (line: { total: number; returning: number }, strong = false) => [
  <Count key="views" value={line.total} strong={strong} />,
  <Count key="returning" value={line.returning} strong={strong} />,
];

/** Page views per page (only visits with consent to statistics are counted), with a sum row. */
export function PageViewsTable({ pageViews }: PageViewsTableProps) {
  const limited = pageViews.byPath.length < pageViews.paths;
  return (
    <FigureTable
      wrapNames
      label="Tabell: sidevisninger per side"
      caption={
        <>
          Sidevisninger per side
          <span className="block text-sm font-normal text-muted">
            Bare besøk med samtykke til statistikk.
            {limited &&
              ` Viser de ${formatNumber(pageViews.byPath.length)} mest viste av ${formatNumber(pageViews.paths)} sider; summen gjelder alle.`}
          </span>
        </>
      }
      headings={["Side", ...pageViewHeadings]}
      lines={pageViews.byPath.map((line) => ({ key: line.path, heading: line.path, cells: pageViewCells(line) }))}
      empty="Ingen sidevisninger i perioden."
      foot={{ heading: limited ? "Sum, alle sider" : "Sum", cells: pageViewCells(pageViews, true) }}
    />
  );
}

/** Page views per day or week of the period, with a sum row: page views over time, as a table. */
export function PageViewsOverTimeTable({ pageViews, query }: PageViewsTableProps & { query: StatisticsQuery }) {
  const unit = query.granularity === "uke" ? "uke" : "dag";
  const labels = bucketLabels(
    pageViews.overTime.map((bucket) => bucket.bucket),
    query.granularity,
  );
  return (
    <FigureTable
      label={`Tabell: sidevisninger per ${unit}`}
      caption={
        <>
          Sidevisninger per {unit}
          <span className="block text-sm font-normal text-muted">
            {formatDateRange(query)}. Bare besøk med samtykke til statistikk.
          </span>
        </>
      }
      headings={[query.granularity === "uke" ? "Uke" : "Dag", ...pageViewHeadings]}
      lines={pageViews.overTime.map((bucket, index) => ({
        key: bucket.bucket,
        heading: <time dateTime={bucket.bucket}>{labels[index]}</time>,
        cells: pageViewCells(bucket),
      }))}
      foot={{ heading: "Sum", cells: pageViewCells(pageViews, true) }}
    />
  );
}

export type StatisticsTablesProps = { report: StatisticsReport };

/**
 * Every table of the page, in the order of the CSV: per card and bucket, per source, per campaign, page
 * views over time (after their chart) and per page.
 */
export function StatisticsTables({ report }: StatisticsTablesProps) {
  return (
    <>
      <ClicksByCardTable clicks={report.clicks} query={report.query} />
      <div className="grid gap-x-6 lg:grid-cols-2">
        <ClicksBySourceTable clicks={report.clicks} />
        <ClicksByCampaignTable clicks={report.clicks} />
      </div>
      {/* The page views over time as a chart, its table (the chart's text alternative) right after. */}
      <PageViewsChart pageViews={report.pageViews} query={report.query} />
      <PageViewsOverTimeTable pageViews={report.pageViews} query={report.query} />
      <PageViewsTable pageViews={report.pageViews} />
    </>
  );
}
