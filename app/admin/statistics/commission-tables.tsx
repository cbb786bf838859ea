import { Fragment } from "react";
import { AdminTable } from "~/admin/admin-table";
import { formatKrOre, formatNumber, formatPercent } from "~/shared/format/format";
import { change, formatChange } from "~/admin/statistics/statistics";
import {
  approvalRate,
  commissionTables,
  earningsPerClickKr,
  formatKrChange,
  type CommissionMeasures,
  type CommissionReport,
  type CommissionRow,
} from "~/admin/statistics/commission-statistics";

export const commissionColumns = [
  "Klikk med klikk-id",
  "Konverteringer",
  "Godkjent",
  "Avvist",
  "Godkjenningsgrad",
  "Inntjent (godkjent)",
  "Til behandling",
  "Inntjent per klikk",
  "Endring i klikk",
  "Endring i inntjent",
] as const;

const kr = (minor: number) => formatKrOre(minor / 100);
const orDash = (value: number | null, format: (value: number) => string) => (value === null ? "–" : format(value));
const rate = (row: CommissionMeasures) =>
  orDash(approvalRate(row), (value) => formatPercent(Math.round(value * 1000) / 10));
const perClick = (row: CommissionMeasures) => orDash(earningsPerClickKr(row), formatKrOre);

/** A row's cells as the tables show them (and the CSV's text columns follow). */
export function commissionCells(row: CommissionRow): string[] {
  return [
    formatNumber(row.clicks),
    formatNumber(row.conversions),
    formatNumber(row.approved),
    formatNumber(row.rejected),
    rate(row),
    kr(row.earningsMinor),
    kr(row.pendingMinor),
    perClick(row),
    formatChange(change(row.clicks, row.previous.clicks)),
    formatKrChange(row.earningsMinor, row.previous.earningsMinor),
  ];
}

function Rows({ rows }: { rows: readonly CommissionRow[] }) {
  return rows.map((row) => (
    <tr key={row.key} className="border-t border-gray-200">
      <th scope="row" className="p-3 font-semibold break-all">
        {row.label}
      </th>
      {commissionCells(row).map((value, index) => (
        <td key={commissionColumns[index]} className="p-3 whitespace-nowrap tabular-nums">
          {value}
        </td>
      ))}
    </tr>
  ));
}

/** The period's totals against the period before, one measure per row. */
function TotalsTable({ total }: { total: CommissionRow }) {
  const before = total.previous;
  const lines: Array<[string, string, string, string]> = [
    [
      "Klikk med klikk-id",
      formatNumber(total.clicks),
      formatNumber(before.clicks),
      formatChange(change(total.clicks, before.clicks)),
    ],
    [
      "Konverteringer",
      formatNumber(total.conversions),
      formatNumber(before.conversions),
      formatChange(change(total.conversions, before.conversions)),
    ],
    [
      "Godkjent",
      formatNumber(total.approved),
      formatNumber(before.approved),
      formatChange(change(total.approved, before.approved)),
    ],
    [
      "Avvist",
      formatNumber(total.rejected),
      formatNumber(before.rejected),
      formatChange(change(total.rejected, before.rejected)),
    ],
    ["Godkjenningsgrad", rate(total), rate(before), "–"],
    [
      "Inntjent (godkjent)",
      kr(total.earningsMinor),
      kr(before.earningsMinor),
      formatKrChange(total.earningsMinor, before.earningsMinor),
    ],
    [
      "Til behandling",
      kr(total.pendingMinor),
      kr(before.pendingMinor),
      formatKrChange(total.pendingMinor, before.pendingMinor),
    ],
    ["Inntjent per klikk", perClick(total), perClick(before), "–"],
  ];
  return (
    <AdminTable
      label="Provisjon totalt"
      caption="Provisjon totalt, mot perioden før"
      columns={["Tall", "Denne perioden", "Forrige periode", "Endring"]}
    >
      {lines.map(([label, ...cells]) => (
        <tr key={label} className="border-t border-gray-200">
          <th scope="row" className="p-3 font-semibold">
            {label}
          </th>
          {cells.map((value, index) => (
            <td key={index} className="p-3 whitespace-nowrap tabular-nums">
              {value}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * Commission for the period's clicks, in total and per card, page, placement, campaign and newsletter
 * issue, against the equally long period before, and what came in with a click id that is none of ours.
 * For steering the business only: nothing here reaches the public site (docs/decisions/0022).
 */
export function CommissionTables({ report }: { report: CommissionReport }) {
  return (
    <section aria-labelledby="provisjon" className="mt-10">
      <h2 id="provisjon" className="text-xl font-semibold">
        Provisjon
      </h2>
      <p className="mt-2 max-w-prose text-sm">
        Klikk i perioden på kort som betaler provisjon, og det nettverkene har rapportert for dem. En konvertering hører
        til dagen klikket kom, så perioden kan tjene mer etter hvert som nettverkene godkjenner. Endringen er mot
        perioden like før, like lang.
      </p>
      {report.total.clicks === 0 && report.total.previous.clicks === 0 ? (
        <p className="mt-4">Ingen klikk med klikk-id i perioden eller perioden før.</p>
      ) : (
        <>
          <h3 className="mt-8 text-lg font-semibold">Totalt, mot perioden før</h3>
          <TotalsTable total={report.total} />
          {commissionTables.map(({ key, title, heading }) => (
            <Fragment key={key}>
              <h3 className="mt-8 text-lg font-semibold">{title}</h3>
              {report[key].length === 0 ? (
                <p className="mt-2">Ingen klikk med klikk-id.</p>
              ) : (
                <AdminTable label={title} caption={title} columns={[heading, ...commissionColumns]}>
                  <Rows rows={report[key]} />
                </AdminTable>
              )}
            </Fragment>
          ))}
        </>
      )}
      <p className="mt-4">
        {`Uten kjent klikk: ${report.unattributed.conversions} konverteringer, ${kr(report.unattributed.earningsMinor)} godkjent, ${kr(report.unattributed.pendingMinor)} til behandling.`}
      </p>
    </section>
  );
}
