import { data } from "react-router";
import type { Route } from "./+types/statistics-csv.route";
import { parseStatisticsQuery, statisticsCsv, statisticsCsvFilename } from "~/admin/statistics/statistics";
import { requireStaff } from "~/admin/access/guard.server";
import { loadStatistics } from "~/admin/statistics/statistics.server";

/** What /admin/statistikk shows, for the same query, as CSV (app/admin/statistics/statistics.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "statistikk");
  const parsed = parseStatisticsQuery(new URL(request.url).searchParams, new Date());
  if (!parsed.ok) throw data(Object.values(parsed.errors).join(" "), { status: 400 });
  const report = await loadStatistics(context.services.database.db, parsed.data);
  return new Response(statisticsCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${statisticsCsvFilename(report.query)}"`,
    },
  });
}
