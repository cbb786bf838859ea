import type { Route } from "./+types/subscribers-csv.route";
import { requireStaff } from "~/admin/access/guard.server";
import { recordAudit } from "~/shared/db/audit.server";
import { subscriberQuery, subscribersCsv } from "~/admin/newsletter/subscribers.server";
import { servicesOf } from "~/shared/server/load-context.server";

/**
 * What /admin/nyhetsbrev/abonnenter shows for the same filter and search, every page of it, as CSV (streamed).
 * An export of addresses is in the audit log: who, when, which filter (never the addresses).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "nyhetsbrev");
  const query = subscriberQuery(new URL(request.url).searchParams);
  const db = servicesOf(context).database.db;
  await recordAudit(db, { staffId: session.member.id, email: session.member.email }, "abonnenter eksportert", "", {
    filter: query.filter,
    sok: query.search !== "",
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(subscribersCsv(db, query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="kortvalg-abonnenter-${query.filter}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
