import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter-issue";
import { adminText } from "~/components/admin/admin-text";
import { NewsletterIssuePage } from "~/components/admin/newsletter-issue-page";
import { fieldsWithErrors, validateForm } from "~/domain/form-validation";
import { formatDateTime } from "~/domain/format";
import { issueFields, issueSchema } from "~/domain/newsletter-issue";
import { requireStaff } from "~/server/staff/guard.server";
import { confirmedSubscriberCount, issuePreview, issueWithProgress, sendTestIssue, startSending, updateIssue } from "~/server/staff/newsletter-send.server";

const issueId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** One issue: its draft form, the preview exactly as sent, a test to oneself, sending, and the progress. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "nyhetsbrev");
  const id = issueId(params.id);
  const db = context.services.database.db;
  const found = id === null ? null : await issueWithProgress(db, id);
  if (!found) throw data(null, { status: 404 });
  const { issue, progress } = found;
  const { mail } = issuePreview(context.services.newsletter, issue);
  const url = new URL(request.url);
  return {
    me: session.member.email,
    issue: {
      id: issue.id,
      subject: issue.subject,
      markdown: issue.markdown,
      status: issue.status,
      updated: formatDateTime(issue.updatedAt),
      started: issue.sendStartedAt ? formatDateTime(issue.sendStartedAt) : null,
      finished: issue.sendFinishedAt ? formatDateTime(issue.sendFinishedAt) : null,
    },
    preview: { html: mail.html, text: mail.text },
    progress,
    subscribers: issue.status === "draft" ? await confirmedSubscriberCount(db) : progress.total,
    done: url.searchParams.get("utfort"),
    shownAt: Date.now(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "nyhetsbrev");
  const id = issueId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const actor = { staffId: session.member.id, email: session.member.email };
  const db = context.services.database.db;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const page = `/admin/nyhetsbrev/${id}`;

  if (intent === "test") {
    const outcome = await sendTestIssue(context.services.newsletter, id, actor);
    if (outcome.outcome === "not-found") throw data(null, { status: 404 });
    return redirect(`${page}?utfort=${outcome.outcome === "sent" ? "prove-sendt" : "prove-i-utboksen"}`, 303);
  }
  if (intent === "send") {
    if (formData.get("confirm") !== "ja") {
      return data({ kind: "send" as const, sendError: "Kryss av for å bekrefte at nyhetsbrevet skal sendes til alle abonnentene" }, { status: 400 });
    }
    const outcome = await startSending(db, id, actor);
    if (outcome.outcome === "not-found") throw data(null, { status: 404 });
    // A second click (or a colleague's) finds it already started: the page shows where it stands.
    return redirect(`${page}?utfort=${outcome.outcome === "started" ? "sendes" : "allerede-sendt"}#fremdrift`, 303);
  }
  const form = validateForm(issueSchema, issueFields, formData);
  if (!form.ok) return data({ kind: "save" as const, errors: form.errors, values: form.values, order: fieldsWithErrors(issueFields, form.errors) }, { status: 400 });
  const outcome = await updateIssue(db, id, form.data, actor);
  if (outcome.outcome === "not-found") throw data(null, { status: 404 });
  if (outcome.outcome === "not-draft") return redirect(`${page}?utfort=ikke-utkast`, 303);
  return redirect(`${page}?utfort=lagret`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? loaderData.issue.subject : "Nyhetsbrev"} | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterIssuePage
      {...loaderData}
      errors={actionData?.kind === "save" ? actionData.errors : {}}
      values={actionData?.kind === "save" ? actionData.values : { subject: loaderData.issue.subject, markdown: loaderData.issue.markdown }}
      sendError={actionData?.kind === "send" ? actionData.sendError : null}
    />
  );
}
