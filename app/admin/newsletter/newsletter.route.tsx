import type { Route } from "./+types/newsletter.route";
import { adminText } from "~/admin/admin-text";
import { NewsletterList } from "~/admin/newsletter/newsletter-list";
import { formatDateTime } from "~/shared/format/format";
import { requireStaff } from "~/admin/access/guard.server";
import { confirmedSubscriberCount, listAlertBatches, listIssues } from "~/admin/newsletter/newsletter-send.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** Every newsletter issue, newest first, with where its sending stands. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "nyhetsbrev");
  const url = new URL(request.url);
  const db = servicesOf(context).database.db;
  const [issues, subscribers, batches] = await Promise.all([
    listIssues(db),
    confirmedSubscriberCount(db),
    listAlertBatches(db),
  ]);
  return {
    deleted: url.searchParams.get("utfort") === "slettet",
    subscribers,
    issues: issues.map(({ issue, progress }) => ({
      id: issue.id,
      subject: issue.subject,
      status: issue.status,
      changed: formatDateTime(issue.sendStartedAt ?? issue.updatedAt),
      scheduled: issue.status === "draft" && issue.scheduledAt ? formatDateTime(issue.scheduledAt) : null,
      notStarted: issue.status === "draft" && issue.failure !== null,
      progress,
    })),
    alertBatches: batches.map(({ issue, progress }) => ({
      id: issue.id,
      day: issue.alertsDay ?? "",
      status: issue.status,
      progress,
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `Nyhetsbrev | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterList {...loaderData} />;
}
