import { createHash, randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../shared/db/database.server";
import {
  mailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  staff,
} from "../../shared/db/schema";
import { countsByStatus } from "../../shared/db/status-counts.server";
import { errorFields, logEvent } from "../../shared/server/log.server";
import { RETRY_AFTER_MS, type OutgoingMail } from "../../shared/mail/mail.server";
import { unsubscribeHeaders, unsubscribeUrl, type NewsletterContext } from "~/site/newsletter/unsubscribe-link.server";
import { issueFields, type IssueInput } from "~/admin/newsletter/newsletter-issue";
import { recordAudit, unknownActor, type Actor } from "../../shared/db/audit.server";
import { issueLinkRedirects } from "./link-clicks.server";
import { alertMailFor } from "~/site/card-alerts/card-alerts.server";
import { cardAlertSubscribers } from "../../shared/db/schema";
import { startDueAlertBatch } from "./card-alert-batch.server";
import { brokenLinksMessage, checkIssueLinks, type LinkCheckOptions } from "./link-check.server";
import {
  markdownProblem,
  newsletterRenderer,
  UnrenderableMarkdown,
  type RenderedNewsletter,
} from "./newsletter-mail.server";

/**
 * Newsletter issues written in the back office and sent to every confirmed subscriber as a durable job.
 *
 * - `startSending` turns a draft into a job in one transaction: one newsletter_deliveries row per confirmed
 *   subscriber (unique per issue and subscriber), all "pending".
 * - `runSendingJobs`, run by every instance every few seconds, sends the pending ones. Only the instance
 *   holding an issue's lease (newsletter_issues.lease_owner / lease_until) sends it, and every delivery's
 *   transaction renews that lease first: an instance that lost it (it stalled and another took over) can
 *   commit nothing more.
 * - Each delivery is one transaction: the mail goes into the outbox (mail_outbox) and the delivery is marked
 *   "sent" together, so after a crash at any point a delivery is either pending with no mail, or marked with
 *   exactly one mail in the outbox; the outbox then sends it (now, or after a restart, or with backoff after
 *   an SMTP failure). Nobody gets an issue twice.
 * - A round that fails (anything but one delivery's transaction: that delivery is counted and given up on its
 *   own) is tried again after a backoff, and after MAX_FAILED_ROUNDS the issue stops as "failed" with the
 *   reason. A body that cannot be rendered stops it at once: trying again cannot help.
 * - `cancelSending` stops a send: no more mail is put in the outbox, and mail in it not yet sent is taken
 *   out; what was sent stays recorded.
 * - A subscriber who leaves during a send is deleted (their delivery's subscriber_id becomes null) and is
 *   skipped; their unsent newsletter mail is deleted from the outbox in the same transaction as the
 *   subscriber (`dropUnsentNewsletterMail` in app/site/newsletter/newsletter-outbox.server.ts, called by `unsubscribe`).
 */

export type Issue = typeof newsletterIssues.$inferSelect;
/**
 * Where a send stands. By delivery: `pending` (not yet handed to the outbox), `sent` (in the outbox),
 * `skipped` (left before their turn), `failed` (could not be stored, given up). Of the `sent` ones, by their
 * mail: `delivered` (the SMTP server took it) and `retrying` (refused; the outbox tries again with backoff).
 */
export type IssueProgress = {
  total: number;
  pending: number;
  sent: number;
  delivered: number;
  retrying: number;
  failed: number;
  skipped: number;
  /** Not sent because the send was stopped (cancelled by staff, or the job failed). */
  cancelled: number;
  /** Of the `sent` ones, refused by the recipient's server: for good (hard) or for now (soft); see bounces.server.ts. */
  bouncedHard: number;
  bouncedSoft: number;
};
export type IssueWithProgress = { issue: Issue; progress: IssueProgress };

type IssueField = (typeof issueFields)[number];
/** A field's message when the issue cannot be stored as it is (the body cannot become a mail). */
export type IssueErrors = Partial<Record<IssueField, string>>;

/** Nothing is stored that cannot be rendered: the issue's page, test and send all render it. */
function renderErrors(input: IssueInput): IssueErrors | null {
  const problem = markdownProblem(input.markdown);
  return problem === null ? null : { markdown: problem };
}

export type CreateIssueResult = { outcome: "created"; issue: Issue } | { outcome: "invalid"; errors: IssueErrors };

/** A new draft, and its line in the audit log, in one transaction; refused ("invalid") if its body cannot be rendered. */
export async function createIssue(
  db: Database,
  input: IssueInput,
  actor: Actor,
  now = new Date(),
): Promise<CreateIssueResult> {
  const errors = renderErrors(input);
  if (errors) return { outcome: "invalid", errors };
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .insert(newsletterIssues)
      .values({
        subject: input.subject,
        markdown: input.markdown,
        createdBy: actor.staffId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!issue) throw new Error("issue not stored: no row returned");
    await recordAudit(tx, actor, "nyhetsbrev opprettet", `nyhetsbrev ${issue.id}`);
    return { outcome: "created" as const, issue };
  });
}

/** The draft a form was based on: its version, and a digest of each field as it was then (see issueDigest). */
export type IssueBase = { version: number; digest: string };

const fieldDigest = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 16);

/** "subject.markdown" digests: with them a later save tells which fields someone else changed, and which this editor did. */
export function issueDigest(issue: Pick<Issue, IssueField>): string {
  return issueFields.map((field) => fieldDigest(issue[field])).join(".");
}

export type IssueConflict = {
  /** The draft as the other editor left it. */
  current: Issue;
  /** The fields they changed since the form's version. */
  changed: IssueField[];
  /** The form to show again: this editor's input, with theirs where this editor left the field as it was. */
  values: IssueInput;
  /** Their changes taken into the form, and the fields both changed (this editor's text kept). */
  taken: IssueField[];
  both: IssueField[];
};

export type UpdateIssueResult =
  | { outcome: "updated"; issue: Issue }
  | { outcome: "not-found" }
  | { outcome: "not-draft"; status: Issue["status"] }
  | { outcome: "invalid"; errors: IssueErrors }
  | ({ outcome: "conflict" } & IssueConflict);

/**
 * Changes a draft, if it is still the version the form was based on (as the card editor: the second to save
 * is told, never silently overwritten). When someone else saved meanwhile and changed a field, nothing is
 * written: "conflict" says what they changed and gives the form back with this editor's input in it. A save
 * of theirs that changed nothing this form has (the same text saved again) is no conflict. Once sending has
 * started the issue is what its recipients got: "not-draft".
 */
export async function updateIssue(
  db: Database,
  id: number,
  input: IssueInput,
  base: IssueBase,
  actor: Actor,
  now = new Date(),
): Promise<UpdateIssueResult> {
  const errors = renderErrors(input);
  if (errors) return { outcome: "invalid", errors };
  return db.transaction(async (tx): Promise<UpdateIssueResult> => {
    // Locked until this commits: two saves at once are taken one after the other, and the second sees the first.
    const [current] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!current) return { outcome: "not-found" };
    if (current.status !== "draft") return { outcome: "not-draft", status: current.status };
    if (current.version !== base.version) {
      const conflict = rebaseIssue(current, input, base.digest);
      if (conflict.changed.length > 0) return { outcome: "conflict", ...conflict };
    }
    const [issue] = await tx
      .update(newsletterIssues)
      .set({
        subject: input.subject,
        markdown: input.markdown,
        updatedAt: now,
        version: sql`${newsletterIssues.version} + 1`,
        // A planned send stopped for its links: the edit is the answer, the page checks the links anew.
        failure: null,
      })
      .where(eq(newsletterIssues.id, id))
      .returning();
    if (!issue) throw new Error("issue not updated: no row returned");
    await recordAudit(tx, actor, "nyhetsbrev endret", `nyhetsbrev ${id}`);
    return { outcome: "updated", issue };
  });
}

/** What someone else changed since `baseDigest`, and this editor's input merged with it field by field. */
function rebaseIssue(current: Issue, mine: IssueInput, baseDigest: string): IssueConflict {
  const base = baseDigest.split(".");
  const values = { ...mine };
  const changed: IssueField[] = [];
  const taken: IssueField[] = [];
  const both: IssueField[] = [];
  issueFields.forEach((field, i) => {
    const was = base[i];
    // A form without a readable digest: every field that differs counts as changed by both.
    const theirs = was === undefined ? current[field] !== mine[field] : fieldDigest(current[field]) !== was;
    if (!theirs) return;
    changed.push(field);
    const own = was === undefined || fieldDigest(mine[field]) !== was;
    if (!own) {
      values[field] = current[field];
      taken.push(field);
    } else if (mine[field] !== current[field]) both.push(field);
  });
  return { current, changed, values, taken, both };
}

export type DeleteIssueResult =
  { outcome: "deleted" } | { outcome: "not-found" } | { outcome: "not-draft"; status: Issue["status"] };

/** Deletes a draft, with its audit line. Never an issue that was sent or is being sent: its deliveries are a record. */
export async function deleteIssue(db: Database, id: number, actor: Actor): Promise<DeleteIssueResult> {
  return db.transaction(async (tx): Promise<DeleteIssueResult> => {
    const [deleted] = await tx
      .delete(newsletterIssues)
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
      .returning({ subject: newsletterIssues.subject });
    if (deleted) {
      await recordAudit(tx, actor, "nyhetsbrev slettet", `nyhetsbrev ${id}`);
      return { outcome: "deleted" };
    }
    const [existing] = await tx
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id));
    return existing ? { outcome: "not-draft", status: existing.status } : { outcome: "not-found" };
  });
}

const emptyProgress = (): IssueProgress => ({
  total: 0,
  pending: 0,
  sent: 0,
  delivered: 0,
  retrying: 0,
  failed: 0,
  skipped: 0,
  cancelled: 0,
  bouncedHard: 0,
  bouncedSoft: 0,
});

async function progressOf(db: Database, issueIds: number[]): Promise<Map<number, IssueProgress>> {
  const byIssue = new Map<number, IssueProgress>(issueIds.map((id) => [id, emptyProgress()]));
  if (issueIds.length === 0) return byIssue;
  const rows = await db
    .select({
      issueId: newsletterDeliveries.issueId,
      status: newsletterDeliveries.status,
      n: count(),
      delivered: count(mailOutbox.sentAt),
      retrying: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.attempts} > 0)`,
      bouncedHard: sql<number>`count(*) filter (where ${newsletterDeliveries.bounce} = 'hard')`,
      bouncedSoft: sql<number>`count(*) filter (where ${newsletterDeliveries.bounce} = 'soft')`,
    })
    .from(newsletterDeliveries)
    .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.outboxId))
    .where(inArray(newsletterDeliveries.issueId, issueIds))
    .groupBy(newsletterDeliveries.issueId, newsletterDeliveries.status);
  for (const row of rows) {
    const progress = byIssue.get(row.issueId);
    if (!progress) continue;
    progress[row.status] += Number(row.n);
    progress.total += Number(row.n);
    progress.delivered += Number(row.delivered);
    progress.retrying += Number(row.retrying);
    progress.bouncedHard += Number(row.bouncedHard);
    progress.bouncedSoft += Number(row.bouncedSoft);
  }
  return byIssue;
}

/** Every issue, newest first, with its delivery counts (the daily card-alerts batches are not issues staff write). */
export async function listIssues(db: Database): Promise<IssueWithProgress[]> {
  const issues = await db
    .select()
    .from(newsletterIssues)
    .where(eq(newsletterIssues.kind, "newsletter"))
    .orderBy(desc(newsletterIssues.id));
  const progress = await progressOf(
    db,
    issues.map((issue) => issue.id),
  );
  return issues.map((issue) => ({ issue, progress: progress.get(issue.id) ?? emptyProgress() }));
}

/** The latest days' card-alerts batches (decision 0031), newest first, with their delivery and bounce counts. */
export async function listAlertBatches(db: Database, limit = 14): Promise<IssueWithProgress[]> {
  const batches = await db
    .select()
    .from(newsletterIssues)
    .where(eq(newsletterIssues.kind, "card-alerts"))
    .orderBy(desc(newsletterIssues.id))
    .limit(limit);
  const progress = await progressOf(
    db,
    batches.map((batch) => batch.id),
  );
  return batches.map((issue) => ({ issue, progress: progress.get(issue.id) ?? emptyProgress() }));
}

/** One issue and where its sending stands (see IssueProgress), counted from its deliveries and their mail. */
export async function issueWithProgress(db: Database, id: number): Promise<IssueWithProgress | null> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) return null;
  const progress = await progressOf(db, [id]);
  return { issue, progress: progress.get(id) ?? emptyProgress() };
}

/** How an issue reads for one recipient; the body's Markdown is rendered once per issue, not per mail. */
function issueMail(context: Pick<NewsletterContext, "publicOrigin">, issue: Pick<Issue, "subject" | "markdown">) {
  return newsletterRenderer({ subject: issue.subject, markdown: issue.markdown, origin: context.publicOrigin });
}

/**
 * The issue exactly as a subscriber will get it (HTML and plain text), for the back office's preview and
 * the test mail. Its unsubscribe link and headers point to the unsubscribe page without a token: they show
 * where the link will be and unsubscribe nobody.
 */
export function issuePreview(
  context: Pick<NewsletterContext, "publicOrigin">,
  issue: Pick<Issue, "subject" | "markdown">,
) {
  const exampleUrl = `${context.publicOrigin}/nyhetsbrev/avmeld`;
  return { mail: issueMail(context, issue)(exampleUrl), headers: unsubscribeHeaders(exampleUrl) };
}

/**
 * The preview, or instead why there is none: an issue stored before its body was checked on saving still
 * opens on its page (with this message), so it can be edited or deleted.
 */
export function issuePreviewOrProblem(
  context: Pick<NewsletterContext, "publicOrigin">,
  issue: Pick<Issue, "subject" | "markdown">,
): { preview: ReturnType<typeof issuePreview>; problem: null } | { preview: null; problem: string } {
  try {
    return { preview: issuePreview(context, issue), problem: null };
  } catch (error) {
    if (error instanceof UnrenderableMarkdown) return { preview: null, problem: error.message };
    throw error;
  }
}

/** How many would get an issue started now: the confirmed subscribers. */
export async function confirmedSubscriberCount(db: Database): Promise<number> {
  return (await countsByStatus(db, "newsletter_subscribers", ["confirmed"] as const)).confirmed;
}

export type TestSendResult =
  | { outcome: "sent" | "queued"; outboxId: number }
  | { outcome: "not-found" }
  | { outcome: "unrenderable"; message: string };

/**
 * Sends the issue as it stands to the staff member asking (subject "[Prøve] …"), through the outbox (kind
 * "newsletter-test"), as `issuePreview` shows it. "queued": stored, not (yet) sent (no SMTP, or SMTP refused
 * it and the outbox will try again).
 */
export async function sendTestIssue(
  context: NewsletterContext,
  issueId: number,
  actor: Extract<Actor, { staffId: number }>,
): Promise<TestSendResult> {
  const [issue] = await context.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
  if (!issue) return { outcome: "not-found" };
  const problem = markdownProblem(issue.markdown);
  if (problem !== null) return { outcome: "unrenderable", message: problem };
  const { mail, headers } = issuePreview(context, issue);
  const outboxId = await context.db.transaction(async (tx) => {
    await recordAudit(tx, actor, "prøve sendt", `nyhetsbrev ${issueId}`);
    return context.mailer.enqueue(
      {
        to: actor.email,
        subject: `[Prøve] ${mail.subject}`,
        text: mail.text,
        html: mail.html,
        kind: "newsletter-test",
        headers,
      },
      tx,
    );
  });
  return { outcome: (await context.mailer.deliverOne(outboxId)) ? "sent" : "queued", outboxId };
}

export type StartSendingResult =
  | { outcome: "started"; recipients: number }
  | { outcome: "already-started"; status: Issue["status"] }
  | { outcome: "not-found" }
  | { outcome: "unrenderable"; message: string };

/**
 * Makes a draft a sending job, in one transaction: status "sending" and one pending delivery per confirmed
 * subscriber. A second call (a double click, a second instance) finds it no longer a draft: "already-started".
 * The instances' runSendingJobs do the sending.
 */
export async function startSending(
  db: Database,
  issueId: number,
  actor: Actor,
  now = new Date(),
  options: { due?: boolean; version?: number } = {},
): Promise<StartSendingResult> {
  // A body stored before it was checked on saving: sending it could only fail.
  const [stored] = await db
    .select({ markdown: newsletterIssues.markdown, status: newsletterIssues.status })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId));
  const problem = stored?.status === "draft" ? markdownProblem(stored.markdown) : null;
  if (problem !== null) return { outcome: "unrenderable", message: problem };
  return db.transaction(async (tx): Promise<StartSendingResult> => {
    const [started] = await tx
      .update(newsletterIssues)
      .set({
        status: "sending",
        sendStartedAt: now,
        updatedAt: now,
        leaseOwner: null,
        leaseUntil: null,
        failure: null,
      })
      .where(
        and(
          eq(newsletterIssues.id, issueId),
          eq(newsletterIssues.status, "draft"),
          // A scheduled start: only if it is still scheduled and due (unscheduled meanwhile: nothing happens).
          options.due ? lte(newsletterIssues.scheduledAt, sql`now()`) : undefined,
          // Only the version whose links were checked (an edit meanwhile is checked at the next round).
          options.version === undefined ? undefined : eq(newsletterIssues.version, options.version),
        ),
      )
      .returning({ id: newsletterIssues.id });
    if (!started) {
      const [existing] = await tx
        .select({ status: newsletterIssues.status })
        .from(newsletterIssues)
        .where(eq(newsletterIssues.id, issueId));
      return existing ? { outcome: "already-started", status: existing.status } : { outcome: "not-found" };
    }
    await tx.execute(sql`
      insert into ${newsletterDeliveries} (issue_id, subscriber_id)
      select ${issueId}::integer, ${newsletterSubscribers.id} from ${newsletterSubscribers}
      where ${newsletterSubscribers.status} = 'confirmed'
      order by ${newsletterSubscribers.id}
      on conflict (issue_id, subscriber_id) do nothing`);
    const [row] = await tx
      .select({ n: count() })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issueId));
    const recipients = Number(row?.n ?? 0);
    await recordAudit(tx, actor, "nyhetsbrev sendt ut", `nyhetsbrev ${issueId}`, {
      mottakere: recipients,
      ...(options.due ? { planlagt: true } : {}),
    });
    return { outcome: "started", recipients };
  });
}

/** A scheduled time must be at least this far ahead: a time that passes while the form is posted is no plan. */
export const SCHEDULE_LEAD_MS = 60_000;

export type ScheduleResult =
  | { outcome: "scheduled"; at: Date }
  | { outcome: "past" }
  | { outcome: "not-found" }
  | { outcome: "not-draft"; status: Issue["status"] }
  | { outcome: "unrenderable"; message: string };

/**
 * Plans a draft's send for `at` (chosen in Oslo time, app/shared/format/oslo-time.ts): the sending instances start
 * it when it is due (startDueIssues), as «Send nyhetsbrevet» would then. Until then it stays a draft that can be
 * edited, and unscheduled. Scheduling again moves the time. Audit-logged.
 */
export async function scheduleIssue(
  db: Database,
  issueId: number,
  at: Date,
  actor: Extract<Actor, { staffId: number }>,
  now = new Date(),
): Promise<ScheduleResult> {
  if (at.getTime() < now.getTime() + SCHEDULE_LEAD_MS) return { outcome: "past" };
  return db.transaction(async (tx): Promise<ScheduleResult> => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for("update");
    if (!issue) return { outcome: "not-found" };
    if (issue.status !== "draft") return { outcome: "not-draft", status: issue.status };
    const problem = markdownProblem(issue.markdown);
    if (problem !== null) return { outcome: "unrenderable", message: problem };
    await tx
      .update(newsletterIssues)
      .set({ scheduledAt: at, scheduledBy: actor.staffId, failure: null })
      .where(eq(newsletterIssues.id, issueId));
    await recordAudit(tx, actor, "nyhetsbrev planlagt", `nyhetsbrev ${issueId}`, { tid: at.toISOString() });
    return { outcome: "scheduled", at };
  });
}

/**
 * Takes a draft's planned send away, if it has not started: "unscheduled", or "not-scheduled" (it started
 * meanwhile, or was never planned). The start and this take the same row lock, so one of them wins.
 */
export async function unscheduleIssue(
  db: Database,
  issueId: number,
  actor: Actor,
): Promise<"unscheduled" | "not-scheduled"> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(newsletterIssues)
      .set({ scheduledAt: null, scheduledBy: null })
      .where(
        and(
          eq(newsletterIssues.id, issueId),
          eq(newsletterIssues.status, "draft"),
          isNotNull(newsletterIssues.scheduledAt),
        ),
      )
      .returning({ id: newsletterIssues.id });
    if (!done) return "not-scheduled";
    await recordAudit(tx, actor, "planlagt nyhetsbrev avbrutt", `nyhetsbrev ${issueId}`);
    return "unscheduled";
  });
}

/**
 * Starts every scheduled draft whose time has come (by the database's clock), as the one who scheduled it. Every
 * instance calls it before each sending round; the start is one conditional update, so only one instance starts
 * an issue, and the instances' leases then send it as any other. A body that can no longer be rendered stops it
 * as "failed", with the reason, rather than being tried every round. Its links are checked again as it starts
 * (a page may have gone since it was planned): a link to a page of ours that does not exist leaves it an
 * unplanned draft, nothing sent, with the links named on its page (`failure`) and in the audit log.
 */
export async function startDueIssues(db: Database, links: LinkCheckOptions, now = new Date()): Promise<number[]> {
  const due = await db
    .select({
      id: newsletterIssues.id,
      markdown: newsletterIssues.markdown,
      version: newsletterIssues.version,
      staffId: staff.id,
      email: staff.email,
    })
    .from(newsletterIssues)
    .leftJoin(staff, eq(staff.id, newsletterIssues.scheduledBy))
    .where(and(eq(newsletterIssues.status, "draft"), lte(newsletterIssues.scheduledAt, sql`now()`)))
    .orderBy(asc(newsletterIssues.scheduledAt));
  const started: number[] = [];
  for (const issue of due) {
    const actor: Actor =
      issue.staffId !== null && issue.email !== null ? { staffId: issue.staffId, email: issue.email } : unknownActor;
    const { broken } = checkIssueLinks(issue.markdown, links);
    if (broken.length > 0) {
      await stopScheduledIssue(db, issue, actor, broken);
      continue;
    }
    const result = await startSending(db, issue.id, actor, now, { due: true, version: issue.version });
    if (result.outcome === "started") {
      started.push(issue.id);
      logEvent("info", "scheduled newsletter started", { issueId: issue.id, recipients: result.recipients });
    } else if (result.outcome === "unrenderable") {
      await db
        .update(newsletterIssues)
        .set({ status: "failed", failure: result.message, sendFinishedAt: now })
        .where(and(eq(newsletterIssues.id, issue.id), eq(newsletterIssues.status, "draft")));
      logEvent("error", "scheduled newsletter not started: its body cannot be rendered", { issueId: issue.id });
    }
  }
  return started;
}

/** Why a planned send did not start, as its page and the list show it. */
export const notStartedMessage = (broken: readonly string[]) =>
  `Den planlagte sendingen ble ikke startet, og ingenting er sendt. ${brokenLinksMessage(broken)} Planlegg sendingen på nytt etterpå.`;

/**
 * A due issue with broken links back to an unplanned draft, if it is still the checked version and still due (the
 * same row as startSending's conditional update, so only one of them happens), with its audit line.
 */
async function stopScheduledIssue(
  db: Database,
  issue: { id: number; version: number },
  actor: Actor,
  broken: readonly string[],
): Promise<void> {
  const stopped = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterIssues)
      .set({ scheduledAt: null, scheduledBy: null, failure: notStartedMessage(broken) })
      .where(
        and(
          eq(newsletterIssues.id, issue.id),
          eq(newsletterIssues.status, "draft"),
          eq(newsletterIssues.version, issue.version),
          lte(newsletterIssues.scheduledAt, sql`now()`),
        ),
      )
      .returning({ id: newsletterIssues.id });
    if (row)
      await recordAudit(tx, actor, "planlagt nyhetsbrev ikke startet", `nyhetsbrev ${issue.id}`, {
        lenker: broken.join(" "),
      });
    return Boolean(row);
  });
  if (stopped)
    logEvent("warn", "scheduled newsletter not started: links to pages that do not exist", {
      issueId: issue.id,
      broken: broken.length,
    });
}

/** A copy of any issue (sent or not) as a new draft, not scheduled, with its audit line. */
export async function duplicateIssue(db: Database, issueId: number, actor: Actor): Promise<CreateIssueResult | null> {
  const [issue] = await db
    .select({ subject: newsletterIssues.subject, markdown: newsletterIssues.markdown })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId));
  if (!issue) return null;
  return createIssue(db, issue, actor);
}

export type CancelSendingResult =
  | { outcome: "cancelled"; notSent: number }
  | { outcome: "not-sending"; status: Issue["status"] }
  | { outcome: "not-found" };

/**
 * Stops a send, in one transaction: the issue "cancelled" (so no instance puts another mail in the outbox:
 * each delivery's transaction checks the status first, and waits for this one's lock on the issue), its
 * pending deliveries "cancelled", and its mail still in the outbox unsent taken out and those deliveries
 * "cancelled" too. A mail an instance is handing to SMTP right now (taken less than RETRY_AFTER_MS ago, no
 * backoff) is left to go: it may already be on its way, and it stays recorded as sent.
 */
export async function cancelSending(
  db: Database,
  issueId: number,
  actor: Actor,
  now = new Date(),
): Promise<CancelSendingResult> {
  return db.transaction(async (tx): Promise<CancelSendingResult> => {
    const [stopped] = await tx
      .update(newsletterIssues)
      .set({ status: "cancelled", sendFinishedAt: now, leaseOwner: null, leaseUntil: null, nextAttemptAt: null })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "sending")))
      .returning({ id: newsletterIssues.id });
    if (!stopped) {
      const [existing] = await tx
        .select({ status: newsletterIssues.status })
        .from(newsletterIssues)
        .where(eq(newsletterIssues.id, issueId));
      return existing ? { outcome: "not-sending", status: existing.status } : { outcome: "not-found" };
    }
    const notSent = await stopDeliveries(tx, issueId, now);
    await recordAudit(tx, actor, "nyhetsbrev stoppet", `nyhetsbrev ${issueId}`, { "ikke sendt": notSent });
    return { outcome: "cancelled", notSent };
  });
}

/** The deliveries of a stopped issue that never went out, "cancelled", their unsent mail out of the outbox; how many. */
async function stopDeliveries(
  tx: Pick<Database, "update" | "delete" | "select">,
  issueId: number,
  now: Date,
): Promise<number> {
  const pending = await tx
    .update(newsletterDeliveries)
    .set({ status: "cancelled" })
    .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.status, "pending")))
    .returning({ id: newsletterDeliveries.id });
  const inFlight = and(
    isNull(mailOutbox.nextAttemptAt),
    isNotNull(mailOutbox.lastAttemptAt),
    sql`${mailOutbox.lastAttemptAt} >= ${new Date(now.getTime() - RETRY_AFTER_MS)}`,
  );
  // Locked first: an outbox run taking one of these waits for this commit, then finds it gone.
  const unsent = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(
          mailOutbox.id,
          tx
            .select({ id: newsletterDeliveries.outboxId })
            .from(newsletterDeliveries)
            .where(eq(newsletterDeliveries.issueId, issueId)),
        ),
        isNull(mailOutbox.sentAt),
        sql`not (${inFlight})`,
      ),
    )
    .for("update");
  const ids = unsent.map((row) => row.id);
  if (ids.length > 0) {
    await tx
      .update(newsletterDeliveries)
      .set({ status: "cancelled" })
      .where(inArray(newsletterDeliveries.outboxId, ids));
    await tx.delete(mailOutbox).where(inArray(mailOutbox.id, ids));
  }
  return pending.length + ids.length;
}

export type SendingOptions = {
  /** This process, unique among the instances (see `newInstanceId`). */
  instanceId: string;
  /** Mails per minute this instance sends (NEWSLETTER_RATE_PER_MINUTE; see `newsletterRatePerMinute`). */
  ratePerMinute: number;
  /** The clock for pacing and for the sent_at times (tests pass a fake one). The lease itself runs on the database's clock. */
  now?: () => Date;
  /** How to wait between mails (tests pass one that moves the fake clock). Should return early when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Stops the run between two mails (shutdown): the lease is given up so another instance can go on at once. */
  signal?: AbortSignal;
  /** How long a lease lasts without renewal: another instance takes over this long after this one stopped. */
  leaseMs?: number;
  /** How long the job waits after its `round`-th failed round in a row (see `retryDelayMs`; tests pass 0). */
  retryDelayMs?: (round: number) => number;
  /**
   * Card alerts (docs/decisions/0031): the key of the readers' links (site_secrets "card-alerts"), and the hour in
   * Norway from which each day's batch starts (CARD_ALERTS_HOUR). Without them no batch starts and none is sent.
   */
  alerts?: { secret: string; hour: number | null };
  /** The site's prerendered pages (Services.sitePages): a scheduled issue's links are checked against them as it starts. */
  sitePages?: () => readonly string[] | null;
};

export type SendingReport = {
  issueId: number;
  processed: number;
  skipped: number;
  failed: number;
  finished: boolean;
  leaseLost?: boolean;
};

export const DEFAULT_RATE_PER_MINUTE = 120;
export const LEASE_MS = 30_000;
/** A delivery whose transaction failed this many times (not an SMTP failure: that is the outbox's) is given up: "failed". */
const MAX_STORE_ATTEMPTS = 5;
/** Rounds in a row that may fail before the issue stops as "failed": with retryDelayMs, some 8 minutes of trying. */
export const MAX_FAILED_ROUNDS = 5;

/** After the n-th failed round in a row: 30 s, 1, 2, 4 minutes … at most 10 minutes. */
export function retryDelayMs(round: number): number {
  return Math.min(30_000 * 2 ** Math.max(round - 1, 0), 10 * 60_000);
}
const BATCH = 50;

/** NEWSLETTER_RATE_PER_MINUTE, or 120: mails per minute per sending instance. */
export function newsletterRatePerMinute(value: string | undefined = process.env.NEWSLETTER_RATE_PER_MINUTE): number {
  if (value === undefined || value.trim() === "") return DEFAULT_RATE_PER_MINUTE;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate <= 0)
    throw new Error(`NEWSLETTER_RATE_PER_MINUTE must be a positive number, not ${JSON.stringify(value)}`);
  return rate;
}

/**
 * NEWSLETTER_LEASE_SECONDS, or 30: how long after an instance stops (kill -9, a lost machine) another one
 * takes over its sending. Shorter means a faster takeover and more lease renewals; at least 3 seconds.
 */
export function newsletterLeaseMs(value: string | undefined = process.env.NEWSLETTER_LEASE_SECONDS): number {
  if (value === undefined || value.trim() === "") return LEASE_MS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 3)
    throw new Error(`NEWSLETTER_LEASE_SECONDS must be a number of seconds, at least 3, not ${JSON.stringify(value)}`);
  return seconds * 1000;
}

/** An id for this process as a lease owner: host, pid and a random part (a restarted process is another owner). */
export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/** Issues this process is sending now, by owner and issue: a second call on the same instance leaves them alone. */
const activeHere = new Set<string>();

/**
 * Sends the pending deliveries of every issue being sent whose lease this instance gets, at ratePerMinute,
 * until they are done or the signal aborts. Every instance calls it every few seconds (one call at a time:
 * see `startNewsletterSender`); the instances without the lease return at once.
 */
export async function runSendingJobs(context: NewsletterContext, options: SendingOptions): Promise<SendingReport[]> {
  const { db } = context;
  const reports: SendingReport[] = [];
  const leaseMs = options.leaseMs ?? LEASE_MS;
  // Scheduled drafts whose time has come start first, and are sent in this same round; so does the day's card alerts.
  await startDueIssues(
    db,
    { origin: context.publicOrigin, sitePages: options.sitePages?.() ?? null },
    (options.now ?? (() => new Date()))(),
  );
  if (options.alerts && options.alerts.hour !== null)
    await startDueAlertBatch(db, (options.now ?? (() => new Date()))(), options.alerts.hour);
  const sending = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(
      and(
        eq(newsletterIssues.status, "sending"),
        or(isNull(newsletterIssues.nextAttemptAt), lte(newsletterIssues.nextAttemptAt, sql`now()`)),
      ),
    )
    .orderBy(asc(newsletterIssues.id));
  for (const { id } of sending) {
    if (options.signal?.aborted) break;
    const key = `${options.instanceId}\n${id}`;
    if (activeHere.has(key)) continue;
    const [leased] = await db
      .update(newsletterIssues)
      .set({ leaseOwner: options.instanceId, leaseUntil: leaseEnd(leaseMs) })
      .where(
        and(
          eq(newsletterIssues.id, id),
          eq(newsletterIssues.status, "sending"),
          // Waiting out its backoff after a failed round.
          or(isNull(newsletterIssues.nextAttemptAt), lte(newsletterIssues.nextAttemptAt, sql`now()`)),
          or(
            eq(newsletterIssues.leaseOwner, options.instanceId),
            isNull(newsletterIssues.leaseUntil),
            lt(newsletterIssues.leaseUntil, sql`now()`),
          ),
        ),
      )
      .returning();
    if (!leased) continue;
    activeHere.add(key);
    try {
      const report = await sendIssue(context, leased, { ...options, leaseMs });
      reports.push(report);
      if (leased.failedRounds > 0 && !report.leaseLost) {
        await db
          .update(newsletterIssues)
          .set({ failedRounds: 0, nextAttemptAt: null, failure: null })
          .where(eq(newsletterIssues.id, id));
      }
    } catch (error) {
      await noteFailedRound(db, leased, options, error);
    } finally {
      activeHere.delete(key);
    }
  }
  return reports;
}

/**
 * A round that failed: tried again after retryDelayMs, or, after MAX_FAILED_ROUNDS in a row or at once when
 * the body cannot be rendered, stopped as "failed" with the reason and its pending deliveries "cancelled".
 * Written only while this instance holds the lease (another may have taken over meanwhile).
 */
async function noteFailedRound(db: Database, issue: Issue, options: SendingOptions, error: unknown): Promise<void> {
  const fields = errorFields(error);
  const rounds = issue.failedRounds + 1;
  const hopeless = error instanceof UnrenderableMarkdown;
  const failure = hopeless
    ? error.message
    : `Sendingen stoppet med en feil (${fields.errorName}${fields.sqlState ? ` ${fields.sqlState}` : ""}) ${rounds} ${rounds === 1 ? "gang" : "ganger"} på rad`;
  const ours = and(
    eq(newsletterIssues.id, issue.id),
    eq(newsletterIssues.leaseOwner, options.instanceId),
    eq(newsletterIssues.status, "sending"),
  );
  try {
    if (hopeless || rounds >= MAX_FAILED_ROUNDS) {
      await db.transaction(async (tx) => {
        const [failed] = await tx
          .update(newsletterIssues)
          .set({
            status: "failed",
            failure,
            failedRounds: rounds,
            nextAttemptAt: null,
            sendFinishedAt: (options.now ?? (() => new Date()))(),
            leaseOwner: null,
            leaseUntil: null,
          })
          .where(ours)
          .returning({ id: newsletterIssues.id });
        if (failed)
          await tx
            .update(newsletterDeliveries)
            .set({ status: "cancelled" })
            .where(and(eq(newsletterDeliveries.issueId, issue.id), eq(newsletterDeliveries.status, "pending")));
      });
      logEvent("error", "newsletter sending failed: stopped", { issueId: issue.id, rounds, ...fields });
      return;
    }
    const wait = (options.retryDelayMs ?? retryDelayMs)(rounds);
    await db
      .update(newsletterIssues)
      .set({
        failedRounds: rounds,
        failure,
        nextAttemptAt: sql`now() + make_interval(secs => ${wait / 1000})`,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(ours);
    logEvent("error", "newsletter sending round failed: tried again after a wait", {
      issueId: issue.id,
      rounds,
      waitMs: wait,
      ...fields,
    });
  } catch (storeError) {
    logEvent("error", "newsletter sending round failed and not recorded: tried at the next round", {
      issueId: issue.id,
      ...fields,
      storeError: errorFields(storeError).errorName,
    });
  }
}

/** A card-alerts batch's window and the key of its readers' links; without the key (alerts off) the round fails and waits. */
function cardAlertsOf(issue: Issue, options: SendingOptions, publicOrigin: string) {
  if (!options.alerts) throw new Error("card alerts batch but no key for the readers' links on this instance");
  if (issue.alertsFrom === null || issue.alertsUntil === null) throw new Error("card alerts batch without its window");
  return {
    links: { publicOrigin, secret: options.alerts.secret },
    window: { from: issue.alertsFrom, until: issue.alertsUntil },
  };
}

type DeliveryOutcome =
  { kind: "sent"; outboxId: number } | { kind: "skipped" } | { kind: "taken" } | { kind: "lease-lost" };

async function sendIssue(
  context: NewsletterContext,
  issue: Issue,
  options: SendingOptions & { leaseMs: number },
): Promise<SendingReport> {
  const { db, mailer } = context;
  const { instanceId, signal, leaseMs } = options;
  const clock = options.now ?? (() => new Date());
  const sleep = options.sleep ?? defaultSleep;
  const interval = 60_000 / options.ratePerMinute;
  // Every link through the counted redirect (link-clicks.server.ts): the preview and the test mail link straight.
  // A card-alerts batch has no body of its own: each reader's mail is made from the card versions as it is handed over.
  const alerts = issue.kind === "card-alerts" ? cardAlertsOf(issue, options, context.publicOrigin) : null;
  const render =
    alerts === null
      ? newsletterRenderer({
          subject: issue.subject,
          markdown: issue.markdown,
          origin: context.publicOrigin,
          linkFor: await issueLinkRedirects(db, issue, context.publicOrigin),
        })
      : null;
  const report: SendingReport = { issueId: issue.id, processed: 0, skipped: 0, failed: 0, finished: false };
  const ours = and(
    eq(newsletterIssues.id, issue.id),
    eq(newsletterIssues.leaseOwner, instanceId),
    eq(newsletterIssues.status, "sending"),
  );
  let lastRenewed = Date.now();
  let lastSentAt: number | null = null;
  let leaseLost = false;

  const renewLease = async () => {
    const [held] = await db
      .update(newsletterIssues)
      .set({ leaseUntil: leaseEnd(leaseMs) })
      .where(ours)
      .returning({ id: newsletterIssues.id });
    lastRenewed = Date.now();
    return Boolean(held);
  };

  /** Waits for the next mail's turn, keeping the lease meanwhile; false when stopped or the lease is gone. */
  const waitForTurn = async (): Promise<boolean> => {
    if (lastSentAt === null) return true;
    const due = lastSentAt + interval;
    for (;;) {
      if (signal?.aborted) return false;
      const wait = due - clock().getTime();
      if (wait <= 0) return true;
      if ((wait > leaseMs / 3 || Date.now() - lastRenewed > leaseMs / 3) && !(await renewLease())) {
        leaseLost = true;
        return false;
      }
      await sleep(Math.min(wait, leaseMs / 3), signal);
    }
  };

  /** The mail into the outbox and the delivery marked "sent", in the delivery's transaction (newsletter or alert alike). */
  const handOver = async (
    tx: Pick<Database, "insert" | "update">,
    deliveryId: number,
    mail: OutgoingMail,
  ): Promise<DeliveryOutcome> => {
    const outboxId = await mailer.enqueue(mail, tx);
    await tx
      .update(newsletterDeliveries)
      .set({
        status: "sent",
        sentAt: clock(),
        attempts: sql`${newsletterDeliveries.attempts} + 1`,
        error: null,
        outboxId,
      })
      .where(eq(newsletterDeliveries.id, deliveryId));
    return { kind: "sent", outboxId };
  };

  /** A recipient gone (left, bounced, or nothing to tell them) before their turn: nothing sent. */
  const skip = async (tx: Pick<Database, "update">, deliveryId: number): Promise<DeliveryOutcome> => {
    await tx.update(newsletterDeliveries).set({ status: "skipped" }).where(eq(newsletterDeliveries.id, deliveryId));
    return { kind: "skipped" };
  };

  /** One delivery in one transaction: the lease, the subscriber, the mail into the outbox, the delivery marked. */
  const deliver = (deliveryId: number) =>
    db.transaction(async (tx): Promise<DeliveryOutcome> => {
      // The lease first, renewed in this transaction: if another instance has taken the issue, nothing is written.
      const [held] = await tx
        .update(newsletterIssues)
        .set({ leaseUntil: leaseEnd(leaseMs) })
        .where(ours)
        .returning({ id: newsletterIssues.id });
      if (!held) return { kind: "lease-lost" };
      const pending = and(eq(newsletterDeliveries.id, deliveryId), eq(newsletterDeliveries.status, "pending"));
      const [before] = await tx
        .select({
          subscriberId: newsletterDeliveries.subscriberId,
          alertSubscriberId: newsletterDeliveries.alertSubscriberId,
        })
        .from(newsletterDeliveries)
        .where(pending);
      if (!before) return { kind: "taken" };
      if (alerts !== null) {
        // The reader first, as for a subscriber: one who stops following meanwhile waits for this commit, or is gone.
        const [reader] =
          before.alertSubscriberId === null
            ? []
            : await tx
                .select({ id: cardAlertSubscribers.id, email: cardAlertSubscribers.email })
                .from(cardAlertSubscribers)
                .where(
                  and(
                    eq(cardAlertSubscribers.id, before.alertSubscriberId),
                    eq(cardAlertSubscribers.status, "confirmed"),
                  ),
                )
                .for("key share");
        const [locked] = await tx
          .select({ id: newsletterDeliveries.id })
          .from(newsletterDeliveries)
          .where(pending)
          .for("update");
        if (!locked) return { kind: "taken" };
        const alert = reader ? await alertMailFor(tx, alerts.links, reader.id, alerts.window) : null;
        if (!reader || !alert) {
          return skip(tx, deliveryId);
        }
        return handOver(tx, deliveryId, {
          to: reader.email,
          subject: alert.subject,
          text: alert.text,
          kind: "card-alert",
          headers: alert.headers,
        });
      }
      // The subscriber before the delivery (the order an unsubscribe locks them in, so neither waits on the other):
      // kept from being deleted until this commits, and then their unsent mail is deleted with them.
      const [subscriber] =
        before.subscriberId === null
          ? []
          : await tx
              .select({
                id: newsletterSubscribers.id,
                email: newsletterSubscribers.email,
                status: newsletterSubscribers.status,
              })
              .from(newsletterSubscribers)
              .where(eq(newsletterSubscribers.id, before.subscriberId))
              .for("key share");
      const [delivery] = await tx
        .select({ id: newsletterDeliveries.id })
        .from(newsletterDeliveries)
        .where(pending)
        .for("update");
      if (!delivery) return { kind: "taken" };
      if (!subscriber || subscriber.status !== "confirmed") {
        return skip(tx, deliveryId);
      }
      if (render === null) throw new Error("newsletter issue without its renderer");
      const url = unsubscribeUrl(context, subscriber.id);
      const mail: RenderedNewsletter = render(url);
      return handOver(tx, deliveryId, {
        to: subscriber.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        kind: "newsletter",
        headers: unsubscribeHeaders(url),
      });
    });

  /** After the commit: sent now. A refusal is the outbox's to retry (with backoff); the progress shows it as "retrying". */
  const sendNow = async (outboxId: number) => {
    try {
      if (await mailer.deliverOne(outboxId)) return;
      const [mail] = await db
        .select({ sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, outboxId));
      if (mail && mail.sentAt === null && mail.attempts > 0) report.failed++;
    } catch (error) {
      // The mail is in the outbox, and deliverPending sends it.
      logEvent("warn", "newsletter mail not sent now: the outbox sends it later", {
        issueId: issue.id,
        outboxId,
        ...errorFields(error),
      });
    }
  };

  /** A delivery whose transaction failed: counted, and given up after MAX_STORE_ATTEMPTS. */
  const noteStoreFailure = async (deliveryId: number, error: unknown) => {
    const fields = errorFields(error);
    logEvent("error", "newsletter delivery not stored: tried again at the next round", {
      issueId: issue.id,
      deliveryId,
      ...fields,
    });
    const [row] = await db
      .update(newsletterDeliveries)
      .set({
        attempts: sql`${newsletterDeliveries.attempts} + 1`,
        error: `Ikke lagret: ${fields.errorName}${fields.sqlState ? ` ${fields.sqlState}` : ""}`,
        status: sql`case when ${newsletterDeliveries.attempts} + 1 >= ${MAX_STORE_ATTEMPTS} then 'failed' else 'pending' end`,
      })
      .where(and(eq(newsletterDeliveries.id, deliveryId), eq(newsletterDeliveries.status, "pending")))
      .returning({ status: newsletterDeliveries.status })
      .catch(() => []);
    if (row?.status === "failed") report.failed++;
  };

  sending: while (!signal?.aborted) {
    const batch = await db
      .select({ id: newsletterDeliveries.id })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, issue.id), eq(newsletterDeliveries.status, "pending")))
      .orderBy(asc(newsletterDeliveries.id))
      .limit(BATCH);
    if (batch.length === 0) {
      const [done] = await db
        .update(newsletterIssues)
        .set({ status: "sent", sendFinishedAt: clock(), leaseOwner: null, leaseUntil: null })
        .where(
          and(
            ours,
            sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${issue.id} and ${newsletterDeliveries.status} = 'pending')`,
          ),
        )
        .returning({ id: newsletterIssues.id });
      report.finished = Boolean(done);
      if (done) logEvent("info", "newsletter sent", { issueId: issue.id });
      break;
    }
    for (const { id } of batch) {
      if (!(await waitForTurn())) break sending;
      let outcome: DeliveryOutcome;
      try {
        outcome = await deliver(id);
      } catch (error) {
        await noteStoreFailure(id, error);
        break sending;
      }
      lastRenewed = Date.now();
      if (outcome.kind === "lease-lost") {
        leaseLost = true;
        break sending;
      }
      if (outcome.kind === "skipped") report.skipped++;
      if (outcome.kind === "sent") {
        report.processed++;
        lastSentAt = clock().getTime();
        await sendNow(outcome.outboxId);
      }
    }
  }

  if (leaseLost) {
    report.leaseLost = true;
    logEvent("warn", "newsletter lease lost (another instance sends the rest, or the send was stopped)", {
      issueId: issue.id,
      instanceId,
    });
  } else if (!report.finished) {
    // Stopped (shutdown) or interrupted by an error: another instance may go on at once.
    await db
      .update(newsletterIssues)
      .set({ leaseOwner: null, leaseUntil: null })
      .where(ours)
      .catch((error: unknown) =>
        logEvent("warn", "newsletter lease not given up: it runs out by itself", {
          issueId: issue.id,
          ...errorFields(error),
        }),
      );
  }
  if (report.processed > 0 || report.skipped > 0) logEvent("info", "newsletter mail queued", { ...report });
  return report;
}

/**
 * The loop every instance runs: runSendingJobs every `intervalMs`, one round at a time, until stopped.
 * `stop()` ends the round in progress between two mails (its lease given up) and resolves when it has.
 */
export function startNewsletterSender(
  context: NewsletterContext,
  options: {
    instanceId?: string;
    ratePerMinute?: number;
    intervalMs?: number;
    leaseMs?: number;
    alerts?: SendingOptions["alerts"];
    sitePages?: SendingOptions["sitePages"];
  } = {},
): { instanceId: string; stop(): Promise<void> } {
  const instanceId = options.instanceId ?? newInstanceId();
  const ratePerMinute = options.ratePerMinute ?? newsletterRatePerMinute();
  const intervalMs = options.intervalMs ?? 5_000;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const tick = () => {
    round = runSendingJobs(context, {
      instanceId,
      ratePerMinute,
      signal: controller.signal,
      leaseMs: options.leaseMs,
      alerts: options.alerts,
      sitePages: options.sitePages,
    })
      .then(() => undefined)
      .catch((error: unknown) => logEvent("error", "newsletter sending round failed", errorFields(error)))
      .finally(() => {
        if (!controller.signal.aborted) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(tick, Math.min(intervalMs, 1_000));
  timer.unref();

  return {
    instanceId,
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await round;
    },
  };
}
