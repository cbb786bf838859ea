import type { Route } from "./+types/audit-log.route";
import { adminText } from "~/admin/admin-text";
import { formatDateTime } from "~/shared/format/format";
import { retentionPeriod } from "#content/privacy";
import { formatPeriod } from "~/shared/format/period";
import { auditEntries } from "~/shared/db/audit.server";
import { requireStaff } from "~/admin/access/guard.server";
import { AdminTable } from "~/admin/admin-table";
import { TextLink } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { servicesOf } from "~/shared/server/load-context.server";

const PAGE = 100;

/** Admins only: every change staff made, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "logg");
  const before = new URL(request.url).searchParams.get("for");
  const rows = await auditEntries(servicesOf(context).database.db, {
    before: before && /^\d{1,9}$/.test(before) ? Number(before) : undefined,
    limit: PAGE + 1,
  });
  const shown = rows.slice(0, PAGE);
  return {
    retention: formatPeriod(retentionPeriod("audit-log")),
    next: rows.length > PAGE ? (shown.at(-1)?.id ?? null) : null,
    entries: shown.map((row) => ({
      id: row.id,
      at: formatDateTime(row.at),
      actor: row.actor,
      action: row.action,
      subject: row.subject,
      details: Object.entries(JSON.parse(row.details) as Record<string, unknown>)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(", "),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `Endringslogg | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageTitle>Endringslogg</AdminPageTitle>
      <p className="mt-2 max-w-prose">
        Hver endring i bakrommet og hver innlogging: hvem, hva og når. Vi tar vare på loggen i {loaderData.retention},
        som personvernerklæringen sier.
      </p>
      <AdminTable
        label="Endringslogg"
        caption="Endringer, nyeste først"
        columns={["Når", "Hvem", "Hva", "Gjelder", "Mer"]}
      >
        {loaderData.entries.map((entry) => (
          <tr key={entry.id} className="border-t border-gray-200" data-audit="">
            <td className="p-3 whitespace-nowrap">{entry.at}</td>
            <td className="p-3">{entry.actor}</td>
            <td className="p-3">{entry.action}</td>
            <td className="p-3">{entry.subject}</td>
            <td className="p-3">{entry.details}</td>
          </tr>
        ))}
      </AdminTable>
      {loaderData.next !== null && (
        <p className="mt-4">
          <TextLink strong href={`/admin/logg?for=${loaderData.next}`}>
            Eldre endringer
          </TextLink>
        </p>
      )}
    </>
  );
}
