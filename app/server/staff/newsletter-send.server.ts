import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { mailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "../db/schema";
import { errorFields, logEvent } from "../log.server";
import { unsubscribeHeaders, unsubscribeUrl, type NewsletterContext } from "../newsletter.server";
import type { IssueInput } from "~/domain/newsletter-issue";
import { recordAudit, type Actor } from "./audit.server";
import { newsletterRenderer, type RenderedNewsletter } from "./newsletter-mail.server";

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
 * - A subscriber who leaves during a send is deleted (their delivery's subscriber_id becomes null) and is
 *   skipped; their unsent newsletter mail is deleted from the outbox in the same transaction as the
 *   subscriber (`dropUnsentNewsletterMail`, called by `unsubscribe`).
 */

export type Issue = typeof newsletterIssues.$inferSelect;
/**
 * Where a send stands. By delivery: `pending` (not yet handed to the outbox), `sent` (in the outbox),
 * `skipped` (left before their turn), `failed` (could not be stored, given up). Of the `sent` ones, by their
 * mail: `delivered` (the SMTP server took it) and `retrying` (refused; the outbox tries again with backoff).
 */
export type IssueProgress = { total: number; pending: number; sent: number; delivered: number; retrying: number; failed: number; skipped: number };
export type IssueWithProgress = { issue: Issue; progress: IssueProgress };

/** A new draft, and its line in the audit log, in one transaction. */
export async function createIssue(db: Database, input: IssueInput, actor: Actor, now = new Date()): Promise<Issue> {
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .insert(newsletterIssues)
      .values({ subject: input.subject, markdown: input.markdown, createdBy: actor.staffId, createdAt: now, updatedAt: now })
      .returning();
    if (!issue) throw new Error("issue not stored: no row returned");
    await recordAudit(tx, actor, "nyhetsbrev opprettet", `nyhetsbrev ${issue.id}`);
    return issue;
  });
}

export type UpdateIssueResult = { outcome: "updated"; issue: Issue } | { outcome: "not-found" } | { outcome: "not-draft"; status: Issue["status"] };

/** Changes a draft. Once sending has started the issue is what its recipients got: "not-draft". */
export async function updateIssue(db: Database, id: number, input: IssueInput, actor: Actor, now = new Date()): Promise<UpdateIssueResult> {
  return db.transaction(async (tx): Promise<UpdateIssueResult> => {
    const [issue] = await tx
      .update(newsletterIssues)
      .set({ subject: input.subject, markdown: input.markdown, updatedAt: now })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
      .returning();
    if (issue) {
      await recordAudit(tx, actor, "nyhetsbrev endret", `nyhetsbrev ${id}`);
      return { outcome: "updated", issue };
    }
    const [existing] = await tx.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, id));
    return existing ? { outcome: "not-draft", status: existing.status } : { outcome: "not-found" };
  });
}

const emptyProgress = (): IssueProgress => ({ total: 0, pending: 0, sent: 0, delivered: 0, retrying: 0, failed: 0, skipped: 0 });

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
  }
  return byIssue;
}

/** Every issue, newest first, with its delivery counts. */
export async function listIssues(db: Database): Promise<IssueWithProgress[]> {
  const issues = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.id));
  const progress = await progressOf(
    db,
    issues.map((issue) => issue.id),
  );
  return issues.map((issue) => ({ issue, progress: progress.get(issue.id) ?? emptyProgress() }));
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
export function issuePreview(context: Pick<NewsletterContext, "publicOrigin">, issue: Pick<Issue, "subject" | "markdown">) {
  const exampleUrl = `${context.publicOrigin}/nyhetsbrev/avmeld`;
  return { mail: issueMail(context, issue)(exampleUrl), headers: unsubscribeHeaders(exampleUrl) };
}

/** How many would get an issue started now: the confirmed subscribers. */
export async function confirmedSubscriberCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed"));
  return Number(row?.n ?? 0);
}

export type TestSendResult = { outcome: "sent" | "queued"; outboxId: number } | { outcome: "not-found" };

/**
 * Sends the issue as it stands to the staff member asking (subject "[Prøve] …"), through the outbox (kind
 * "newsletter-test"), as `issuePreview` shows it. "queued": stored, not (yet) sent (no SMTP, or SMTP refused
 * it and the outbox will try again).
 */
export async function sendTestIssue(context: NewsletterContext, issueId: number, actor: Extract<Actor, { staffId: number }>): Promise<TestSendResult> {
  const [issue] = await context.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
  if (!issue) return { outcome: "not-found" };
  const { mail, headers } = issuePreview(context, issue);
  const outboxId = await context.db.transaction(async (tx) => {
    await recordAudit(tx, actor, "prøve sendt", `nyhetsbrev ${issueId}`);
    return context.mailer.enqueue({ to: actor.email, subject: `[Prøve] ${mail.subject}`, text: mail.text, html: mail.html, kind: "newsletter-test", headers }, tx);
  });
  return { outcome: (await context.mailer.deliverOne(outboxId)) ? "sent" : "queued", outboxId };
}

export type StartSendingResult = { outcome: "started"; recipients: number } | { outcome: "already-started"; status: Issue["status"] } | { outcome: "not-found" };

/**
 * Makes a draft a sending job, in one transaction: status "sending" and one pending delivery per confirmed
 * subscriber. A second call (a double click, a second instance) finds it no longer a draft: "already-started".
 * The instances' runSendingJobs do the sending.
 */
export async function startSending(db: Database, issueId: number, actor: Actor, now = new Date()): Promise<StartSendingResult> {
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(newsletterIssues)
      .set({ status: "sending", sendStartedAt: now, updatedAt: now, leaseOwner: null, leaseUntil: null })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "draft")))
      .returning({ id: newsletterIssues.id });
    if (!started) {
      const [existing] = await tx.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
      return existing ? { outcome: "already-started", status: existing.status } : { outcome: "not-found" };
    }
    await tx.execute(sql`
      insert into ${newsletterDeliveries} (issue_id, subscriber_id)
      select ${issueId}::integer, ${newsletterSubscribers.id} from ${newsletterSubscribers}
      where ${newsletterSubscribers.status} = 'confirmed'
      order by ${newsletterSubscribers.id}
      on conflict (issue_id, subscriber_id) do nothing`);
    const [row] = await tx.select({ n: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId));
    const recipients = Number(row?.n ?? 0);
    await recordAudit(tx, actor, "nyhetsbrev sendt ut", `nyhetsbrev ${issueId}`, { mottakere: recipients });
    return { outcome: "started", recipients };
  });
}

/**
 * Deletes the unsent newsletter mail to an address from the outbox (kind "newsletter"; test mail to staff is
 * left), and counts those deliveries as skipped: they were never sent. Called by `unsubscribe` in the
 * transaction that deletes the subscriber.
 */
export async function dropUnsentNewsletterMail(db: Pick<Database, "delete" | "update" | "select">, email: string): Promise<number> {
  const unsent = and(eq(mailOutbox.kind, "newsletter"), isNull(mailOutbox.sentAt), eq(sql`lower(${mailOutbox.recipient})`, email.trim().toLowerCase()));
  await db
    .update(newsletterDeliveries)
    .set({ status: "skipped" })
    .where(inArray(newsletterDeliveries.outboxId, db.select({ id: mailOutbox.id }).from(mailOutbox).where(unsent)));
  const dropped = await db.delete(mailOutbox).where(unsent).returning({ id: mailOutbox.id });
  return dropped.length;
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
};

export type SendingReport = { issueId: number; processed: number; skipped: number; failed: number; finished: boolean };

export const DEFAULT_RATE_PER_MINUTE = 120;
export const LEASE_MS = 30_000;
/** A delivery whose transaction failed this many times (not an SMTP failure: that is the outbox's) is given up: "failed". */
const MAX_STORE_ATTEMPTS = 5;
const BATCH = 50;

/** NEWSLETTER_RATE_PER_MINUTE, or 120: mails per minute per sending instance. */
export function newsletterRatePerMinute(value: string | undefined = process.env.NEWSLETTER_RATE_PER_MINUTE): number {
  if (value === undefined || value.trim() === "") return DEFAULT_RATE_PER_MINUTE;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate <= 0) throw new Error(`NEWSLETTER_RATE_PER_MINUTE must be a positive number, not ${JSON.stringify(value)}`);
  return rate;
}

/**
 * NEWSLETTER_LEASE_SECONDS, or 30: how long after an instance stops (kill -9, a lost machine) another one
 * takes over its sending. Shorter means a faster takeover and more lease renewals; at least 3 seconds.
 */
export function newsletterLeaseMs(value: string | undefined = process.env.NEWSLETTER_LEASE_SECONDS): number {
  if (value === undefined || value.trim() === "") return LEASE_MS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 3) throw new Error(`NEWSLETTER_LEASE_SECONDS must be a number of seconds, at least 3, not ${JSON.stringify(value)}`);
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
  const sending = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.status, "sending")).orderBy(asc(newsletterIssues.id));
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
          or(eq(newsletterIssues.leaseOwner, options.instanceId), isNull(newsletterIssues.leaseUntil), lt(newsletterIssues.leaseUntil, sql`now()`)),
        ),
      )
      .returning();
    if (!leased) continue;
    activeHere.add(key);
    try {
      reports.push(await sendIssue(context, leased, { ...options, leaseMs }));
    } catch (error) {
      logEvent("error", "newsletter sending stopped: it goes on at the next round", { issueId: id, ...errorFields(error) });
    } finally {
      activeHere.delete(key);
    }
  }
  return reports;
}

type DeliveryOutcome = { kind: "sent"; outboxId: number } | { kind: "skipped" } | { kind: "taken" } | { kind: "lease-lost" };

async function sendIssue(context: NewsletterContext, issue: Issue, options: SendingOptions & { leaseMs: number }): Promise<SendingReport> {
  const { db, mailer } = context;
  const { instanceId, signal, leaseMs } = options;
  const clock = options.now ?? (() => new Date());
  const sleep = options.sleep ?? defaultSleep;
  const interval = 60_000 / options.ratePerMinute;
  const render = issueMail(context, issue);
  const report: SendingReport = { issueId: issue.id, processed: 0, skipped: 0, failed: 0, finished: false };
  const ours = and(eq(newsletterIssues.id, issue.id), eq(newsletterIssues.leaseOwner, instanceId), eq(newsletterIssues.status, "sending"));
  let lastRenewed = Date.now();
  let lastSentAt: number | null = null;
  let leaseLost = false;

  const renewLease = async () => {
    const [held] = await db.update(newsletterIssues).set({ leaseUntil: leaseEnd(leaseMs) }).where(ours).returning({ id: newsletterIssues.id });
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

  /** One delivery in one transaction: the lease, the subscriber, the mail into the outbox, the delivery marked. */
  const deliver = (deliveryId: number) =>
    db.transaction(async (tx): Promise<DeliveryOutcome> => {
      // The lease first, renewed in this transaction: if another instance has taken the issue, nothing is written.
      const [held] = await tx.update(newsletterIssues).set({ leaseUntil: leaseEnd(leaseMs) }).where(ours).returning({ id: newsletterIssues.id });
      if (!held) return { kind: "lease-lost" };
      const pending = and(eq(newsletterDeliveries.id, deliveryId), eq(newsletterDeliveries.status, "pending"));
      const [before] = await tx.select({ subscriberId: newsletterDeliveries.subscriberId }).from(newsletterDeliveries).where(pending);
      if (!before) return { kind: "taken" };
      // The subscriber before the delivery (the order an unsubscribe locks them in, so neither waits on the other):
      // kept from being deleted until this commits, and then their unsent mail is deleted with them.
      const [subscriber] =
        before.subscriberId === null
          ? []
          : await tx
              .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
              .from(newsletterSubscribers)
              .where(eq(newsletterSubscribers.id, before.subscriberId))
              .for("key share");
      const [delivery] = await tx.select({ id: newsletterDeliveries.id }).from(newsletterDeliveries).where(pending).for("update");
      if (!delivery) return { kind: "taken" };
      if (!subscriber || subscriber.status !== "confirmed") {
        await tx.update(newsletterDeliveries).set({ status: "skipped" }).where(eq(newsletterDeliveries.id, deliveryId));
        return { kind: "skipped" };
      }
      const url = unsubscribeUrl(context, subscriber.id);
      const mail: RenderedNewsletter = render(url);
      const outboxId = await mailer.enqueue({ to: subscriber.email, subject: mail.subject, text: mail.text, html: mail.html, kind: "newsletter", headers: unsubscribeHeaders(url) }, tx);
      await tx
        .update(newsletterDeliveries)
        .set({ status: "sent", sentAt: clock(), attempts: sql`${newsletterDeliveries.attempts} + 1`, error: null, outboxId })
        .where(eq(newsletterDeliveries.id, deliveryId));
      return { kind: "sent", outboxId };
    });

  /** After the commit: sent now. A refusal is the outbox's to retry (with backoff); the progress shows it as "retrying". */
  const sendNow = async (outboxId: number) => {
    try {
      if (await mailer.deliverOne(outboxId)) return;
      const [mail] = await db.select({ sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      if (mail && mail.sentAt === null && mail.attempts > 0) report.failed++;
    } catch (error) {
      // The mail is in the outbox, and deliverPending sends it.
      logEvent("warn", "newsletter mail not sent now: the outbox sends it later", { issueId: issue.id, outboxId, ...errorFields(error) });
    }
  };

  /** A delivery whose transaction failed: counted, and given up after MAX_STORE_ATTEMPTS. */
  const noteStoreFailure = async (deliveryId: number, error: unknown) => {
    const fields = errorFields(error);
    logEvent("error", "newsletter delivery not stored: tried again at the next round", { issueId: issue.id, deliveryId, ...fields });
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

  if (leaseLost) logEvent("warn", "newsletter lease lost: another instance sends the rest", { issueId: issue.id, instanceId });
  else if (!report.finished) {
    // Stopped (shutdown) or interrupted by an error: another instance may go on at once.
    await db
      .update(newsletterIssues)
      .set({ leaseOwner: null, leaseUntil: null })
      .where(ours)
      .catch((error: unknown) => logEvent("warn", "newsletter lease not given up: it runs out by itself", { issueId: issue.id, ...errorFields(error) }));
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
  options: { instanceId?: string; ratePerMinute?: number; intervalMs?: number; leaseMs?: number } = {},
): { instanceId: string; stop(): Promise<void> } {
  const instanceId = options.instanceId ?? newInstanceId();
  const ratePerMinute = options.ratePerMinute ?? newsletterRatePerMinute();
  const intervalMs = options.intervalMs ?? 5_000;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const tick = () => {
    round = runSendingJobs(context, { instanceId, ratePerMinute, signal: controller.signal, leaseMs: options.leaseMs })
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
