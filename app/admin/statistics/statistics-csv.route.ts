import { data } from "react-router";
import type { Route } from "./+types/statistics-csv.route";
import { parseStatisticsQuery, statisticsCsv, statisticsCsvFilename } from "~/admin/statistics/statistics";
import { requireStaff } from "~/admin/access/guard.server";
import { loadStatistics } from "~/admin/statistics/statistics.server";
import { loadCommission } from "~/admin/statistics/commission-statistics.server";
import { commissionCsvRows } from "~/admin/statistics/commission-statistics";
import { servicesOf } from "~/shared/server/load-context.server";

/** Everything /admin/statistikk shows, commission included, for the same query, as CSV (app/admin/statistics/statistics.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "statistikk");
  const parsed = parseStatisticsQuery(new URL(request.url).searchParams, new Date());
  if (!parsed.ok) throw data(Object.values(parsed.errors).join(" "), { status: 400 });
  const db = servicesOf(context).database.db;
  const [report, commission] = await Promise.all([
    loadStatistics(db, parsed.data),
    loadCommission(db, { from: parsed.data.from, to: parsed.data.to }, parsed.data.card),
  ]);
  return new Response(statisticsCsv(report, commissionCsvRows(commission)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${statisticsCsvFilename(report.query)}"`,
    },
  });
}
