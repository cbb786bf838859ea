import { data } from "react-router";
import type { Route } from "./+types/newsletter-issue.route";
import { adminText } from "~/admin/admin-text";
import { NewsletterIssuePage } from "~/admin/newsletter/newsletter-issue-page";
import { formatDateTime } from "~/shared/format/format";
import { osloLocalTime } from "~/shared/format/oslo-time";
import { checkIssueLinks } from "~/admin/newsletter/link-check.server";
import { issueLinkClicks } from "~/admin/newsletter/link-clicks.server";
import { issueId, newsletterIssueAction } from "~/admin/newsletter/newsletter-issue-action.server";
import { requireStaff } from "~/admin/access/guard.server";
import {
  confirmedSubscriberCount,
  issueDigest,
  issuePreviewOrProblem,
  issueWithProgress,
  MAX_FAILED_ROUNDS,
} from "~/admin/newsletter/newsletter-send.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** One issue: its draft form, the preview exactly as sent, a test to oneself, sending, stopping and the progress. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "nyhetsbrev");
  const id = issueId(params.id);
  const db = servicesOf(context).database.db;
  const found = id === null ? null : await issueWithProgress(db, id);
  if (!found) throw data(null, { status: 404 });
  const { issue, progress } = found;
  // A body stored before it was checked on saving: the page opens all the same, with the reason instead of the preview.
  const { preview, problem } = issuePreviewOrProblem(servicesOf(context).newsletter, issue);
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
      failure: issue.failure,
      failedRounds: issue.failedRounds,
      maxFailedRounds: MAX_FAILED_ROUNDS,
      scheduled: issue.scheduledAt ? formatDateTime(issue.scheduledAt) : null,
      scheduledLocal: issue.scheduledAt ? osloLocalTime(issue.scheduledAt) : "",
    },
    base: { version: issue.version, digest: issueDigest(issue) },
    preview: preview ? { html: preview.mail.html, text: preview.mail.text } : null,
    previewProblem: problem,
    progress,
    subscribers: issue.status === "draft" ? await confirmedSubscriberCount(db) : progress.total,
    // A draft's links, checked as a send would check them (decision 0027).
    links:
      issue.status === "draft"
        ? checkIssueLinks(issue.markdown, {
            origin: servicesOf(context).publicOrigin,
            sitePages: servicesOf(context).sitePages(),
          })
        : null,
    // A sent issue's links with their clicks through our redirect (nothing about who clicked).
    clicks: issue.status === "draft" ? null : await issueLinkClicks(db, issue.id),
    done: url.searchParams.get("utfort"),
    shownAt: Date.now(),
  };
}

export const action = newsletterIssueAction;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? loaderData.issue.subject : "Nyhetsbrev"} | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const save = actionData?.kind === "save" ? actionData : null;
  const confirm = actionData?.kind === "confirm" ? actionData : null;
  const unsaved = actionData?.kind === "not-draft" ? actionData.values : null;
  const preview = actionData?.kind === "preview" ? actionData : null;
  const schedule = actionData?.kind === "schedule" ? actionData : null;
  return (
    <NewsletterIssuePage
      {...loaderData}
      preview={preview ? preview.preview : loaderData.preview}
      previewProblem={preview ? preview.problem : loaderData.previewProblem}
      previewOfForm={preview !== null}
      scheduleError={schedule ? { message: schedule.error, value: schedule.value } : null}
      linksError={actionData?.kind === "links" ? actionData.message : null}
      errors={save?.errors ?? {}}
      values={
        save?.values ?? preview?.values ?? { subject: loaderData.issue.subject, markdown: loaderData.issue.markdown }
      }
      base={save?.base ?? preview?.base ?? loaderData.base}
      conflict={save?.conflict ?? null}
      noVersion={save?.noVersion ?? false}
      confirmError={confirm ? { intent: confirm.intent, message: confirm.confirmError } : null}
      unsaved={unsaved}
    />
  );
}
