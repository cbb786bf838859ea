import { data, redirect, type ActionFunctionArgs } from "react-router";
import { fieldsWithErrors, validateForm } from "~/shared/forms/form-validation";
import { formatDateTime } from "~/shared/format/format";
import { issueFields, issueSchema } from "~/admin/newsletter/newsletter-issue";
import type { IssueConflictView } from "~/admin/newsletter/newsletter-issue-page";
import { requireStaff } from "~/admin/access/guard.server";
import {
  cancelSending,
  deleteIssue,
  duplicateIssue,
  issueDigest,
  issuePreviewOrProblem,
  scheduleIssue,
  sendTestIssue,
  startSending,
  unscheduleIssue,
  updateIssue,
} from "~/admin/newsletter/newsletter-send.server";
import { osloInstant } from "~/shared/format/oslo-time";
import { brokenLinksMessage, storedIssueLinks } from "~/admin/newsletter/link-check.server";
import { servicesOf } from "~/shared/server/load-context.server";

/** The schedule field's messages: each names the field. */
export const scheduleMessages = {
  format: "Tidspunkt: skriv dato og klokkeslett, for eksempel 2026-12-03 08:00",
  gap: "Tidspunkt: dette klokkeslettet finnes ikke den natten, fordi klokka stilles fram fra 02:00 til 03:00. Velg et annet",
  past: "Tidspunkt: velg et tidspunkt fram i tid, minst ett minutt fra nå",
} as const;

/** An issue's id from the URL: digits only, or null (a 404). */
export const issueId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

const confirmMessages = {
  send: "Kryss av for å bekrefte at nyhetsbrevet skal sendes til alle abonnentene",
  delete: "Kryss av for å bekrefte at utkastet skal slettes",
  cancel: "Kryss av for å bekrefte at sendingen skal stoppes",
} as const;

/** The version the form was shown with (hidden fields): without it a save cannot tell whether someone else saved meanwhile. */
function formBase(formData: FormData) {
  const version = formData.get("baseVersion");
  const digest = formData.get("baseDigest");
  return typeof version === "string" && /^\d{1,9}$/.test(version) && typeof digest === "string"
    ? { version: Number(version), digest }
    : null;
}

/**
 * The issue page's posts: save the draft (refused on a colleague's newer save, with both texts), a test to
 * oneself, and the confirmed send, delete and stop.
 */
export async function newsletterIssueAction({ request, context, params }: ActionFunctionArgs) {
  const session = await requireStaff(request, context, "nyhetsbrev");
  const id = issueId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const actor = { staffId: session.member.id, email: session.member.email };
  const db = servicesOf(context).database.db;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const page = `/admin/nyhetsbrev/${id}`;

  if (intent === "test") {
    const outcome = await sendTestIssue(servicesOf(context).newsletter, id, actor);
    if (outcome.outcome === "not-found") throw data(null, { status: 404 });
    // The page says why in place of the preview.
    if (outcome.outcome === "unrenderable") return data({ kind: "unrenderable" as const }, { status: 400 });
    return redirect(`${page}?utfort=${outcome.outcome === "sent" ? "prove-sendt" : "prove-i-utboksen"}`, 303);
  }
  if (intent === "duplicate") {
    const copy = await duplicateIssue(db, id, actor);
    if (!copy) throw data(null, { status: 404 });
    // A copy of an issue stored before bodies were checked may not render: it is refused like any new draft.
    if (copy.outcome === "invalid") return data({ kind: "unrenderable" as const }, { status: 400 });
    return redirect(`/admin/nyhetsbrev/${copy.issue.id}?utfort=kopiert`, 303);
  }
  if (intent === "send" || intent === "schedule") {
    // A link to a page of ours that does not exist stops the send, named (decision 0027).
    const links = await storedIssueLinks(db, id, {
      origin: servicesOf(context).publicOrigin,
      sitePages: servicesOf(context).sitePages(),
    });
    if (!links) throw data(null, { status: 404 });
    if (links.broken.length > 0)
      return data({ kind: "links" as const, message: brokenLinksMessage(links.broken) }, { status: 400 });
  }
  if (intent === "schedule") {
    const typed = String(formData.get("tidspunkt") ?? "");
    const time = osloInstant(typed);
    const refuse = (message: string) =>
      data({ kind: "schedule" as const, error: message, value: typed.slice(0, 30) }, { status: 400 });
    if (!time.ok) return refuse(scheduleMessages[time.reason]);
    const outcome = await scheduleIssue(db, id, time.instant, actor);
    if (outcome.outcome === "not-found") throw data(null, { status: 404 });
    if (outcome.outcome === "past") return refuse(scheduleMessages.past);
    if (outcome.outcome === "unrenderable") return data({ kind: "unrenderable" as const }, { status: 400 });
    if (outcome.outcome === "not-draft") return redirect(`${page}?utfort=allerede-sendt#fremdrift`, 303);
    return redirect(`${page}?utfort=planlagt`, 303);
  }
  if (intent === "unschedule") {
    const outcome = await unscheduleIssue(db, id, actor);
    return redirect(`${page}?utfort=${outcome === "unscheduled" ? "ikke-planlagt" : "allerede-sendt"}`, 303);
  }
  if (intent === "preview") {
    // The form's text as it would be sent, shown beside it without saving: the preview follows every «Forhåndsvis».
    const form = validateForm(issueSchema, issueFields, formData);
    if (!form.ok)
      return data(
        {
          kind: "save" as const,
          errors: form.errors,
          values: form.values,
          order: fieldsWithErrors(issueFields, form.errors),
          base: formBase(formData),
          conflict: null,
          noVersion: false,
        },
        { status: 400 },
      );
    const shown = issuePreviewOrProblem(servicesOf(context).newsletter, form.data);
    return data({
      kind: "preview" as const,
      values: form.data,
      base: formBase(formData),
      preview: shown.preview ? { html: shown.preview.mail.html, text: shown.preview.mail.text } : null,
      problem: shown.problem,
    });
  }
  if (intent === "send" || intent === "delete" || intent === "cancel") {
    if (formData.get("confirm") !== "ja")
      return data(
        {
          kind: "confirm" as const,
          intent: intent as keyof typeof confirmMessages,
          confirmError: confirmMessages[intent] as string,
        },
        { status: 400 },
      );
  }
  if (intent === "send") {
    const outcome = await startSending(db, id, actor);
    if (outcome.outcome === "not-found") throw data(null, { status: 404 });
    if (outcome.outcome === "unrenderable") return data({ kind: "unrenderable" as const }, { status: 400 });
    // A second click (or a colleague's) finds it already started: the page shows where it stands.
    return redirect(`${page}?utfort=${outcome.outcome === "started" ? "sendes" : "allerede-sendt"}#fremdrift`, 303);
  }
  if (intent === "delete") {
    const outcome = await deleteIssue(db, id, actor);
    if (outcome.outcome === "not-found") throw data(null, { status: 404 });
    if (outcome.outcome === "not-draft") return redirect(`${page}?utfort=ikke-slettet`, 303);
    return redirect("/admin/nyhetsbrev?utfort=slettet", 303);
  }
  if (intent === "cancel") {
    const outcome = await cancelSending(db, id, actor);
    if (outcome.outcome === "not-found") throw data(null, { status: 404 });
    return redirect(`${page}?utfort=${outcome.outcome === "cancelled" ? "stoppet" : "ikke-stoppet"}#fremdrift`, 303);
  }

  const form = validateForm(issueSchema, issueFields, formData);
  const base = formBase(formData);
  const invalid = (errors: Partial<Record<(typeof issueFields)[number], string>>, values = form.values) =>
    data(
      {
        kind: "save" as const,
        errors,
        values,
        order: fieldsWithErrors(issueFields, errors),
        base,
        conflict: null,
        noVersion: false,
      },
      { status: 400 },
    );
  if (!form.ok) return invalid(form.errors);
  if (!base)
    return data(
      { kind: "save" as const, errors: {}, values: form.values, order: [], base, conflict: null, noVersion: true },
      { status: 400 },
    );
  const outcome = await updateIssue(db, id, form.data, base, actor);
  if (outcome.outcome === "not-found") throw data(null, { status: 404 });
  // Sent meanwhile (by someone else): nothing stored, and the page shows what this editor typed so it is not lost.
  if (outcome.outcome === "not-draft") return data({ kind: "not-draft" as const, values: form.data }, { status: 409 });
  if (outcome.outcome === "invalid") return invalid(outcome.errors);
  if (outcome.outcome === "conflict") {
    // Someone else saved since this form was shown: nothing written; the form comes back with this editor's
    // text (theirs where this editor left a field alone), and the next save builds on their version.
    const { current } = outcome;
    const conflict: IssueConflictView = {
      updated: formatDateTime(current.updatedAt),
      changed: outcome.changed,
      taken: outcome.taken,
      both: outcome.both,
      theirs: { subject: current.subject, markdown: current.markdown },
    };
    return data(
      {
        kind: "save" as const,
        errors: {},
        values: outcome.values,
        order: [],
        base: { version: current.version, digest: issueDigest(current) },
        conflict,
        noVersion: false,
      },
      { status: 409 },
    );
  }
  return redirect(`${page}?utfort=lagret`, 303);
}
