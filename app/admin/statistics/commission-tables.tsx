import { AdminTable } from "~/admin/admin-table";
import { formatKrOre, formatPercent } from "~/shared/format/format";
import {
  approvalRate,
  earningsPerClickKr,
  type CommissionReport,
  type CommissionRow,
} from "~/admin/statistics/commission-statistics";

const columns = [
  "",
  "Klikk med klikk-id",
  "Konverteringer",
  "Godkjent",
  "Avvist",
  "Godkjenningsgrad",
  "Inntjent (godkjent)",
  "Til behandling",
  "Inntjent per klikk",
] as const;

const kr = (minor: number) => formatKrOre(minor / 100);
const orDash = (value: number | null, format: (value: number) => string) => (value === null ? "–" : format(value));

function Rows({ rows }: { rows: readonly CommissionRow[] }) {
  return rows.map((row) => (
    <tr key={row.key} className="border-t border-gray-200">
      <th scope="row" className="p-3 font-semibold">
        {row.label}
      </th>
      <td className="p-3">{row.clicks}</td>
      <td className="p-3">{row.conversions}</td>
      <td className="p-3">{row.approved}</td>
      <td className="p-3">{row.rejected}</td>
      <td className="p-3">{orDash(approvalRate(row), (rate) => formatPercent(Math.round(rate * 1000) / 10))}</td>
      <td className="p-3">{kr(row.earningsMinor)}</td>
      <td className="p-3">{kr(row.pendingMinor)}</td>
      <td className="p-3">{orDash(earningsPerClickKr(row), formatKrOre)}</td>
    </tr>
  ));
}

/**
 * Commission for the period's clicks, per card and per placement, as the networks reported it (callbacks),
 * and what came in with a click id that is none of ours. For steering the business only: nothing here
 * reaches the public site (docs/decisions/0022).
 */
export function CommissionTables({ report }: { report: CommissionReport }) {
  return (
    <section aria-labelledby="provisjon" className="mt-10">
      <h2 id="provisjon" className="text-xl font-semibold">
        Provisjon
      </h2>
      <p className="mt-2 max-w-prose text-sm">
        Klikk i perioden på kort som betaler provisjon, og det nettverkene har rapportert for dem. En konvertering hører
        til dagen klikket kom, så perioden kan tjene mer etter hvert som nettverkene godkjenner.
      </p>
      {report.byCard.length === 0 ? (
        <p className="mt-4">Ingen klikk med klikk-id i perioden.</p>
      ) : (
        <>
          <AdminTable label="Provisjon per kort" caption="Provisjon per kort" columns={["Kort", ...columns.slice(1)]}>
            <Rows rows={report.byCard} />
          </AdminTable>
          <AdminTable
            label="Provisjon per plassering"
            caption="Provisjon per plassering"
            columns={["Plassering", ...columns.slice(1)]}
          >
            <Rows rows={report.byPlacement} />
          </AdminTable>
        </>
      )}
      <p className="mt-4">
        {`Uten kjent klikk: ${report.unattributed.conversions} konverteringer, ${kr(report.unattributed.earningsMinor)} godkjent, ${kr(report.unattributed.pendingMinor)} til behandling.`}
      </p>
    </section>
  );
}
