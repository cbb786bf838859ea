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

export type ClicksByCardTableProps = { clicks: ClickSummary; query: StatisticsQuery };

/** Clicks per card (rows) and day or week (columns), with a sum column and a sum row. */
export function ClicksByCardTable({ clicks, query }: ClicksByCardTableProps) {
  const unit = query.granularity === "uke" ? "uke" : "dag";
  const labels = bucketLabels(clicks.buckets, query.granularity);
  return (
    <ScrollRegion label={`Tabell: søknadsklikk per kort og ${unit}`}>
      <table className="w-full border-collapse text-left text-sm">
        {/* Short lines: the caption is as wide as the table, and on a phone only its start is in view. */}
        <caption className={`${caption} px-3 pt-3`}>
          Søknadsklikk per kort og {unit}
          <span className="block text-sm font-normal text-muted">{formatDateRange(query)}</span>
        </caption>
        <thead>
          <tr className="border-b border-gray-300 align-bottom">
            <th scope="col" className={`${sticky} ${cell} font-semibold text-ink`}>
              Kort
            </th>
            {clicks.buckets.map((bucket, index) => (
              <th key={bucket} scope="col" className={`${numberCell} font-semibold text-ink`}>
                {query.granularity === "uke" ? (
                  <>
                    {labels[index]}
                    <span className="block text-xs font-normal text-muted">fra {formatShortDay(bucket)}</span>
                  </>
                ) : (
                  <time dateTime={bucket}>{labels[index]}</time>
                )}
              </th>
            ))}
            <th scope="col" className={`${numberCell} font-semibold text-ink`}>
              Sum
            </th>
          </tr>
        </thead>
        <tbody>
          {clicks.byCard.map((line) => (
            <tr key={line.cardSlug} className="border-b border-gray-200">
              <th scope="row" className={`${sticky} ${cell} min-w-36 font-semibold text-ink`}>
                {line.cardName}
              </th>
              {line.counts.map((value, index) => (
                <td key={clicks.buckets[index]} className={numberCell}>
                  <Count value={value} />
                </td>
              ))}
              <td className={numberCell}>
                <Count value={line.total} strong />
              </td>
            </tr>
          ))}
          {clicks.byCard.length === 0 && (
            <tr className="border-b border-gray-200">
              <td colSpan={clicks.buckets.length + 2} className={`${cell} text-muted`}>
                Ingen søknadsklikk i perioden.
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr className="border-t border-gray-300">
            <th scope="row" className={`${sticky} ${cell} font-semibold text-ink`}>
              Sum
            </th>
            {clicks.bucketTotals.map((value, index) => (
              <td key={clicks.buckets[index]} className={numberCell}>
                <Count value={value} strong />
              </td>
            ))}
            <td className={numberCell}>
              <Count value={clicks.total} strong />
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
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
    <ScrollRegion label={`Tabell: ${title.toLowerCase()}`}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className={`${caption} px-3 pt-3`}>{title}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className={`${cell} font-semibold text-ink`}>
              {nameHeading}
            </th>
            <th scope="col" className={`${numberCell} font-semibold text-ink`}>
              Søknadsklikk
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-gray-200 last:border-b-0">
              <th scope="row" className={`${cell} font-normal break-all text-ink`}>
                {row.name}
              </th>
              <td className={numberCell}>
                <Count value={row.total} />
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={2} className={`${cell} text-muted`}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollRegion>
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

/** Page views per page (only visits with consent to statistics are counted), with a sum row. */
export function PageViewsTable({ pageViews }: PageViewsTableProps) {
  const limited = pageViews.byPath.length < pageViews.paths;
  return (
    <ScrollRegion label="Tabell: sidevisninger per side">
      <table className="w-full border-collapse text-left text-sm">
        <caption className={`${caption} px-3 pt-3`}>
          Sidevisninger per side
          <span className="block text-sm font-normal text-muted">
            Bare besøk med samtykke til statistikk.
            {limited &&
              ` Viser de ${formatNumber(pageViews.byPath.length)} mest viste av ${formatNumber(pageViews.paths)} sider; summen gjelder alle.`}
          </span>
        </caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className={`${cell} font-semibold text-ink`}>
              Side
            </th>
            <th scope="col" className={`${numberCell} font-semibold text-ink`}>
              Sidevisninger
            </th>
            <th scope="col" className={`${numberCell} font-semibold text-ink`}>
              Herav tilbakevendende
            </th>
          </tr>
        </thead>
        <tbody>
          {pageViews.byPath.map((line) => (
            <tr key={line.path} className="border-b border-gray-200">
              <th scope="row" className={`${cell} font-normal break-all text-ink`}>
                {line.path}
              </th>
              <td className={numberCell}>
                <Count value={line.total} />
              </td>
              <td className={numberCell}>
                <Count value={line.returning} />
              </td>
            </tr>
          ))}
          {pageViews.byPath.length === 0 && (
            <tr className="border-b border-gray-200">
              <td colSpan={3} className={`${cell} text-muted`}>
                Ingen sidevisninger i perioden.
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${cell} font-semibold text-ink`}>
              {limited ? "Sum, alle sider" : "Sum"}
            </th>
            <td className={numberCell}>
              <Count value={pageViews.total} strong />
            </td>
            <td className={numberCell}>
              <Count value={pageViews.returning} strong />
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
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
    <ScrollRegion label={`Tabell: sidevisninger per ${unit}`}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className={`${caption} px-3 pt-3`}>
          Sidevisninger per {unit}
          <span className="block text-sm font-normal text-muted">
            {formatDateRange(query)}. Bare besøk med samtykke til statistikk.
          </span>
        </caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className={`${cell} font-semibold text-ink`}>
              {query.granularity === "uke" ? "Uke" : "Dag"}
            </th>
            <th scope="col" className={`${numberCell} font-semibold text-ink`}>
              Sidevisninger
            </th>
            <th scope="col" className={`${numberCell} font-semibold text-ink`}>
              Herav tilbakevendende
            </th>
          </tr>
        </thead>
        <tbody>
          {pageViews.overTime.map((bucket, index) => (
            <tr key={bucket.bucket} className="border-b border-gray-200">
              <th scope="row" className={`${cell} font-normal text-ink`}>
                <time dateTime={bucket.bucket}>{labels[index]}</time>
              </th>
              <td className={numberCell}>
                <Count value={bucket.total} />
              </td>
              <td className={numberCell}>
                <Count value={bucket.returning} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${cell} font-semibold text-ink`}>
              Sum
            </th>
            <td className={numberCell}>
              <Count value={pageViews.total} strong />
            </td>
            <td className={numberCell}>
              <Count value={pageViews.returning} strong />
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

export type StatisticsTablesProps = { report: StatisticsReport };

/** Every table of the page, in the order of the CSV: per card and bucket, per source, per campaign, page views. */
export function StatisticsTables({ report }: StatisticsTablesProps) {
  return (
    <>
      <ClicksByCardTable clicks={report.clicks} query={report.query} />
      <div className="grid gap-x-6 lg:grid-cols-2">
        <ClicksBySourceTable clicks={report.clicks} />
        <ClicksByCampaignTable clicks={report.clicks} />
      </div>
      <PageViewsOverTimeTable pageViews={report.pageViews} query={report.query} />
      <PageViewsTable pageViews={report.pageViews} />
    </>
  );
}
