import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../shared/db/database.server";
import {
  auditLog,
  mailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  staff,
} from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { createMailer, RETRY_AFTER_MS, type Mailer } from "../../shared/mail/mail.server";
import { unsubscribe } from "../../site/newsletter/newsletter.server";
import { unsubscribeToken, type NewsletterContext } from "../../site/newsletter/unsubscribe-link.server";
import { commandLine } from "../../shared/db/audit.server";
import { refusingSmtpUrl, startTestSmtp, type ReceivedMail } from "../../../tests/support/test-smtp";
import {
  cancelSending,
  createIssue,
  deleteIssue,
  issueDigest,
  issuePreviewOrProblem,
  issueWithProgress,
  MAX_FAILED_ROUNDS,
  listIssues,
  newsletterRatePerMinute,
  runSendingJobs,
  sendTestIssue,
  startNewsletterSender,
  startSending,
  updateIssue,
  type Issue,
  type SendingOptions,
} from "./newsletter-send.server";

const publicOrigin = "https://kortvalg.no";
const from = "Kortvalg <post@kortvalg.no>";
const secret = "test-secret-for-unsubscribe-links";
/** A pasted mail thread nested ~1 900 deep: well under the length limit, far past what renders. */
const deepThread = `${">".repeat(1900)} Hei`;
const tooDeep =
  "Innholdet har sitater eller lister 1\u00a0900 nivåer inni hverandre, men høyst 10 kan vises. Fjern noen av «>»-tegnene eller innrykkene, for eksempel i en innlimt e-posttråd";

/** A new draft, which must be stored. */
async function draftOf(db: DatabaseHandle["db"], input: { subject: string; markdown: string }): Promise<Issue> {
  const created = await createIssue(db, input, commandLine);
  if (created.outcome !== "created") throw new Error(`not created: ${JSON.stringify(created)}`);
  return created.issue;
}
const baseOf = (issue: Issue) => ({ version: issue.version, digest: issueDigest(issue) });

const markdown =
  "# Nytt om kredittkort\n\nVi har [sammenlignet](/kredittkort) **tre nye kort**.\n\n- Lav rente\n- Ingen årsavgift";

beforeEach(() => {
  for (const method of ["log", "error"] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** A received message's headers (unfolded) and its text and HTML parts, decoded. */
function parse(mail: ReceivedMail) {
  const [head = "", ...rest] = mail.data.split("\r\n\r\n");
  const headers = head.replace(/\r\n[ \t]+/g, " ");
  const body = rest.join("\r\n\r\n");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\r\n\r\n${body}`];
  const decoded: Record<string, string> = {};
  for (const part of parts) {
    const split = part.indexOf("\r\n\r\n");
    const partHead = part.slice(0, split).replace(/\r\n[ \t]+/g, " ");
    const partBody = part.slice(split + 4);
    const type = /Content-Type:\s*text\/(plain|html)/i.exec(partHead)?.[1]?.toLowerCase();
    if (!type) continue;
    const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(partHead)?.[1]?.toLowerCase();
    let text = partBody;
    if (encoding === "base64") text = Buffer.from(partBody, "base64").toString("utf8");
    if (encoding === "quoted-printable") {
      const bytes = partBody
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      text = Buffer.from(bytes, "latin1").toString("utf8");
    }
    decoded[type] = text.replace(/\r\n/g, "\n");
  }
  return { headers: decodeWords(headers), text: decoded.plain ?? "", html: decoded.html ?? "" };
}

/** Headers as read: RFC 2047 encoded words ("=?UTF-8?Q?=5BPr=C3=B8ve=5D?=") decoded. */
function decodeWords(headers: string): string {
  return headers
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(word, "base64").toString("utf8")
        : Buffer.from(
            word
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** A fake clock and a sleep that moves it: pacing without waiting. */
function fakeTime(start = Date.parse("2025-03-01T10:00:00Z")) {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    elapsed: () => now - start,
    now: () => new Date(now),
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
      await Promise.resolve();
    },
  };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the rate setting", () => {
  it("reads NEWSLETTER_RATE_PER_MINUTE, 120 without it, and refuses nonsense", () => {
    expect(newsletterRatePerMinute(undefined)).toBe(120);
    expect(newsletterRatePerMinute("30")).toBe(30);
    expect(() => newsletterRatePerMinute("0")).toThrow();
    expect(() => newsletterRatePerMinute("fort")).toThrow();
  });
});

describe.each(testDatabaseKinds)("sending a newsletter on the %s database", (kind) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let database: DatabaseHandle;
  let mailer: Mailer;
  let context: NewsletterContext;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await openTestDatabase(kind);
    mailer = createMailer(database.db, { smtpUrl: smtp.url, from });
    context = { db: database.db, mailer, publicOrigin, secret };
  }, 60_000);

  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  // Every test sends its own issue to its own subscribers: the list starts empty, and an issue left
  // "sending" by one test is not sent by the next.
  beforeEach(async () => {
    await database.db.delete(newsletterSubscribers);
  });
  afterEach(async () => {
    await database.db
      .update(newsletterIssues)
      .set({ status: "sent", leaseOwner: null, leaseUntil: null })
      .where(eq(newsletterIssues.status, "sending"));
  });

  async function subscribers(prefix: string, confirmed: number, pending = 0) {
    const rows = [
      ...Array.from({ length: confirmed }, (_, i) => ({
        email: `${prefix}-${i}@example.no`,
        status: "confirmed" as const,
        confirmedAt: new Date(),
      })),
      ...Array.from({ length: pending }, (_, i) => ({
        email: `${prefix}-venter-${i}@example.no`,
        status: "pending" as const,
        confirmTokenHash: `${prefix}-hash-${i}`,
      })),
    ];
    const inserted = await database.db.insert(newsletterSubscribers).values(rows).returning();
    return {
      confirmed: inserted.filter((s) => s.status === "confirmed"),
      pending: inserted.filter((s) => s.status === "pending"),
    };
  }

  async function issueFor(subject: string) {
    const issue = await draftOf(database.db, { subject, markdown });
    const started = await startSending(database.db, issue.id, commandLine);
    if (started.outcome !== "started") throw new Error(`not started: ${started.outcome}`);
    return { issue, recipients: started.recipients };
  }

  const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const outboxFor = (emails: string[]) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "newsletter"), inArray(mailOutbox.recipient, emails)));
  const deliveriesOf = (issueId: number) =>
    database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issueId))
      .orderBy(newsletterDeliveries.id);

  /** Each address got exactly one mail of this issue, and the outbox holds exactly one. */
  async function expectExactlyOnce(emails: string[], subject: string) {
    for (const email of emails)
      expect(
        receivedBy(email).filter((mail) => parse(mail).headers.includes(`Subject: ${subject}`)),
        email,
      ).toHaveLength(1);
    const outbox = await outboxFor(emails);
    expect(outbox.filter((mail) => mail.subject === subject)).toHaveLength(emails.length);
    expect(new Set(outbox.map((mail) => mail.recipient)).size).toBe(outbox.length);
  }

  const fast = (instanceId: string, extra: Partial<SendingOptions> = {}): SendingOptions => {
    const time = fakeTime();
    return { instanceId, ratePerMinute: 600, now: time.now, sleep: time.sleep, ...extra };
  };

  it("sends every confirmed subscriber one mail with the List-Unsubscribe headers and a visible link; pending ones get none", async () => {
    const { confirmed, pending } = await subscribers("alle", 6, 2);
    const subject = "Nytt om kredittkort i mars";
    const { issue, recipients } = await issueFor(subject);
    expect(recipients).toBe(6);
    expect((await issueWithProgress(database.db, issue.id))?.progress).toEqual({
      total: 6,
      pending: 6,
      sent: 0,
      delivered: 0,
      retrying: 0,
      failed: 0,
      skipped: 0,
      cancelled: 0,
      bouncedHard: 0,
      bouncedSoft: 0,
    });

    const reports = await runSendingJobs(context, fast("a"));
    expect(reports).toEqual([{ issueId: issue.id, processed: 6, skipped: 0, failed: 0, finished: true }]);

    for (const subscriber of confirmed) {
      const [mail] = receivedBy(subscriber.email);
      expect(receivedBy(subscriber.email)).toHaveLength(1);
      const { headers, text, html } = parse(mail!);
      const url = `${publicOrigin}/nyhetsbrev/avmeld?token=${unsubscribeToken(subscriber.id, secret)}`;
      expect(headers).toContain(`List-Unsubscribe: <${url}>`);
      expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(headers).toMatch(/Content-Type: multipart\/alternative/i);
      expect(text).toContain(`Meld deg av nyhetsbrevet (du trenger ikke logge inn):\n${url}`);
      // The link goes through the counted redirect (link-clicks.server.ts).
      expect(text).toMatch(/Vi har sammenlignet \(https:\/\/kortvalg\.no\/nyhetsbrev\/lenke\/\d+\) tre nye kort\./);
      expect(html).toContain(`<a href="${url}"`);
      expect(html).toContain(">Meld deg av nyhetsbrevet</a>");
      expect(html).toContain('<html lang="nb">');
    }
    for (const subscriber of pending) expect(receivedBy(subscriber.email)).toEqual([]);
    await expectExactlyOnce(
      confirmed.map((s) => s.email),
      subject,
    );

    const after = await issueWithProgress(database.db, issue.id);
    expect(after?.progress).toEqual({
      total: 6,
      pending: 0,
      sent: 6,
      delivered: 6,
      retrying: 0,
      failed: 0,
      skipped: 0,
      cancelled: 0,
      bouncedHard: 0,
      bouncedSoft: 0,
    });
    expect(after?.issue).toMatchObject({ status: "sent", leaseOwner: null, leaseUntil: null });
    expect(after?.issue.sendFinishedAt).toBeInstanceOf(Date);
    expect(
      (await deliveriesOf(issue.id)).every((d) => d.status === "sent" && d.sentAt instanceof Date && d.attempts === 1),
    ).toBe(true);
    // The outbox keeps the sent mail without the unsubscribe tokens.
    for (const mail of await outboxFor(confirmed.map((s) => s.email))) {
      expect(mail.sentAt).toBeInstanceOf(Date);
      expect(mail.htmlBody).toContain("/nyhetsbrev/avmeld?token=[fjernet]");
      expect(mail.headers).toContain("token=[fjernet]");
    }

    // Once started, an issue is what was sent: no second start, no edit; a later round sends nothing more.
    expect(await startSending(database.db, issue.id, commandLine)).toEqual({
      outcome: "already-started",
      status: "sent",
    });
    expect(
      await updateIssue(database.db, issue.id, { subject: "Endret", markdown: "x" }, baseOf(issue), commandLine),
    ).toEqual({ outcome: "not-draft", status: "sent" });
    expect(await runSendingJobs(context, fast("b"))).toEqual([]);
    expect(receivedBy(confirmed[0]!.email)).toHaveLength(1);

    // The link in the mail unsubscribes without signing in.
    const token = unsubscribeToken(confirmed[0]!.id, secret);
    expect(await unsubscribe(context, token)).toBe("unsubscribed");
    expect(
      await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, confirmed[0]!.id)),
    ).toEqual([]);
  });

  it("two instances running at once, round after round, send each subscriber the issue once", async () => {
    const { confirmed } = await subscribers("samtidig", 20);
    const subject = "To instanser samtidig";
    const { issue } = await issueFor(subject);
    const other = createMailer(database.db, { smtpUrl: smtp.url, from });
    const contextB = { ...context, mailer: other };
    const timeA = fakeTime();
    const timeB = fakeTime();
    const all: Awaited<ReturnType<typeof runSendingJobs>>[] = [];
    for (let round = 0; round < 4; round++) {
      all.push(
        ...(await Promise.all([
          runSendingJobs(context, { instanceId: "a", ratePerMinute: 6000, now: timeA.now, sleep: timeA.sleep }),
          runSendingJobs(contextB, { instanceId: "b", ratePerMinute: 6000, now: timeB.now, sleep: timeB.sleep }),
          runSendingJobs(context, { instanceId: "a", ratePerMinute: 6000, now: timeA.now, sleep: timeA.sleep }),
        ])),
      );
    }
    const processed = all.flat().reduce((sum, report) => sum + report.processed, 0);
    expect(processed).toBe(20);
    await expectExactlyOnce(
      confirmed.map((s) => s.email),
      subject,
    );
    const deliveries = await deliveriesOf(issue.id);
    expect(deliveries).toHaveLength(20);
    expect(deliveries.every((d) => d.status === "sent")).toBe(true);
    expect((await issueWithProgress(database.db, issue.id))?.issue.status).toBe("sent");
  });

  it("an instance that stalls mid-send loses its lease; another finishes, and the stalled one can write nothing more", async () => {
    const { confirmed } = await subscribers("stopp", 10);
    const subject = "Instansen som stoppet";
    const { issue } = await issueFor(subject);
    // Instance A freezes right after committing its 4th delivery, before sending it (as if killed there).
    const frozen = deferred<boolean>();
    const reachedFreeze = deferred();
    let calls = 0;
    const freezing: Mailer = {
      ...mailer,
      deliverOne: (id) => {
        calls += 1;
        if (calls === 4) {
          reachedFreeze.resolve();
          return frozen.promise;
        }
        return mailer.deliverOne(id);
      },
    };
    const leaseMs = 400;
    const runA = runSendingJobs({ ...context, mailer: freezing }, fast("a", { leaseMs }));
    await reachedFreeze.promise;

    // While A's lease runs, B sends nothing.
    expect(await runSendingJobs(context, fast("b", { leaseMs }))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 200));
    const [reportB] = await runSendingJobs(context, fast("b", { leaseMs }));
    expect(reportB).toMatchObject({ issueId: issue.id, processed: 6, finished: true });

    // The mail A stored but never sent is in the outbox and goes with the outbox's next round.
    expect(await mailer.deliverPending(new Date(Date.now() + RETRY_AFTER_MS))).toBeGreaterThanOrEqual(1);

    // A wakes up: its next delivery's transaction finds the lease gone and writes nothing.
    frozen.resolve(false);
    const [reportA] = await runA;
    expect(reportA).toMatchObject({ issueId: issue.id, processed: 4, finished: false });

    await expectExactlyOnce(
      confirmed.map((s) => s.email),
      subject,
    );
    const deliveries = await deliveriesOf(issue.id);
    expect(deliveries.map((d) => d.status)).toEqual(Array(10).fill("sent"));
    expect((await issueWithProgress(database.db, issue.id))?.issue).toMatchObject({ status: "sent", leaseOwner: null });
  });

  it("a stop between two mails gives the lease up at once; another instance goes on where it stopped", async () => {
    const { confirmed } = await subscribers("avbrutt", 8);
    const subject = "Avbrutt og fortsatt";
    const { issue } = await issueFor(subject);
    const controller = new AbortController();
    let calls = 0;
    const stopping: Mailer = {
      ...mailer,
      deliverOne: async (id) => {
        const went = await mailer.deliverOne(id);
        if (++calls === 3) controller.abort();
        return went;
      },
    };
    const [reportA] = await runSendingJobs({ ...context, mailer: stopping }, fast("a", { signal: controller.signal }));
    expect(reportA).toMatchObject({ processed: 3, finished: false });
    expect((await issueWithProgress(database.db, issue.id))?.progress).toMatchObject({ sent: 3, pending: 5 });
    expect((await issueWithProgress(database.db, issue.id))?.issue).toMatchObject({
      status: "sending",
      leaseOwner: null,
    });

    const [reportB] = await runSendingJobs(context, fast("b"));
    expect(reportB).toMatchObject({ processed: 5, finished: true });
    await expectExactlyOnce(
      confirmed.map((s) => s.email),
      subject,
    );
  });

  it("a crash inside a delivery's transaction leaves neither a mail nor a marked delivery; the next round sends it once", async () => {
    const { confirmed } = await subscribers("krasj", 4);
    const subject = "Krasj i transaksjonen";
    const { issue } = await issueFor(subject);
    let enqueues = 0;
    const crashing: Mailer = {
      ...mailer,
      enqueue: async (mail, into) => {
        const id = await mailer.enqueue(mail, into);
        if (++enqueues === 2) throw new Error("simulated crash after the mail was written");
        return id;
      },
    };
    const [first] = await runSendingJobs({ ...context, mailer: crashing }, fast("a"));
    expect(first).toMatchObject({ processed: 1, finished: false });
    const second = confirmed[1]!;
    expect(await outboxFor([second.email])).toEqual([]);
    const deliveries = await deliveriesOf(issue.id);
    expect(deliveries[1]).toMatchObject({ status: "pending", attempts: 1 });
    expect(deliveries[1]?.error).toMatch(/^Ikke lagret/);
    expect(deliveries[1]?.error).not.toContain("@");

    const [rest] = await runSendingJobs(context, fast("a"));
    expect(rest).toMatchObject({ processed: 3, finished: true });
    await expectExactlyOnce(
      confirmed.map((s) => s.email),
      subject,
    );
  });

  it("someone who unsubscribes during a send gets nothing more: skipped, and their unsent mail leaves the outbox", async () => {
    const { confirmed } = await subscribers("avmeldt", 6);
    const subject = "Avmeldt underveis";
    const { issue } = await issueFor(subject);

    // Without SMTP the first three mails wait in the outbox (as during an SMTP outage).
    const controller = new AbortController();
    const offline = createMailer(database.db, { from });
    let queued = 0;
    const counting: Mailer = {
      ...offline,
      deliverOne: async (id) => {
        if (++queued === 3) controller.abort();
        return offline.deliverOne(id);
      },
    };
    await runSendingJobs({ ...context, mailer: counting }, fast("a", { signal: controller.signal }));
    const [waiting, , , later] = confirmed;
    expect(await outboxFor([waiting!.email])).toHaveLength(1);

    // One whose mail is waiting and one whose turn has not come leave.
    for (const leaving of [waiting!, later!])
      expect(await unsubscribe(context, unsubscribeToken(leaving.id, secret))).toBe("unsubscribed");
    expect(await outboxFor([waiting!.email])).toEqual([]);

    const [report] = await runSendingJobs(context, fast("b"));
    expect(report).toMatchObject({ processed: 2, skipped: 1, finished: true });
    await mailer.deliverPending(new Date(Date.now() + RETRY_AFTER_MS));

    expect(receivedBy(waiting!.email)).toEqual([]);
    expect(receivedBy(later!.email)).toEqual([]);
    const stayed = confirmed.filter((s) => s !== waiting && s !== later).map((s) => s.email);
    await expectExactlyOnce(stayed, subject);
    expect((await issueWithProgress(database.db, issue.id))?.progress).toEqual({
      total: 6,
      pending: 0,
      sent: 4,
      delivered: 4,
      retrying: 0,
      failed: 0,
      skipped: 2,
      cancelled: 0,
      bouncedHard: 0,
      bouncedSoft: 0,
    });
    // The deliveries stay for the totals; the one who left has no id there any more.
    expect((await deliveriesOf(issue.id)).filter((d) => d.subscriberId === null)).toHaveLength(2);
  });

  it("unsubscribes racing the sender: no deadlock, nobody gets it twice, nothing left waiting for those who left", async () => {
    const { confirmed } = await subscribers("kappløp", 16);
    const subject = "Kappløp med avmeldinger";
    const { issue } = await issueFor(subject);
    const leaving = confirmed.filter((_, i) => i % 3 === 1);
    // Real time and real concurrency: a mail every 5 ms while the unsubscribes come in between.
    const sending = runSendingJobs(context, { instanceId: "a", ratePerMinute: 12_000 });
    const unsubscribed = leaving.map(async (subscriber, i) => {
      await new Promise((resolve) => setTimeout(resolve, 40 + 170 * i));
      return unsubscribe(context, unsubscribeToken(subscriber.id, secret));
    });
    expect(await Promise.all(unsubscribed)).toEqual(leaving.map(() => "unsubscribed"));
    const [report] = await sending;
    expect(report).toMatchObject({ issueId: issue.id, finished: true, failed: 0 });
    // No transaction failed (a deadlock would be logged as a delivery not stored).
    const errors = vi.mocked(console.error).mock.calls.map(([line]) => String(line));
    expect(errors.filter((line) => line.includes("newsletter"))).toEqual([]);

    const deliveries = await deliveriesOf(issue.id);
    expect(deliveries.every((d) => d.status === "sent" || d.status === "skipped")).toBe(true);
    expect(report!.processed + report!.skipped).toBe(16);
    // Those who left have no unsent newsletter mail; each got at most the one mail already on its way.
    await mailer.deliverPending(new Date(Date.now() + RETRY_AFTER_MS));
    expect((await outboxFor(leaving.map((s) => s.email))).filter((mail) => mail.sentAt === null)).toEqual([]);
    for (const subscriber of leaving) expect(receivedBy(subscriber.email).length).toBeLessThanOrEqual(1);
    await expectExactlyOnce(
      confirmed.filter((s) => !leaving.includes(s)).map((s) => s.email),
      subject,
    );
  });

  it("startNewsletterSender runs the rounds until stopped, and a stop gives the lease up", async () => {
    const { confirmed } = await subscribers("løkke", 3);
    const subject = "Sendt av løkken";
    const { issue } = await issueFor(subject);
    const sender = startNewsletterSender(context, { instanceId: "løkke", ratePerMinute: 60_000, intervalMs: 20 });
    try {
      await vi.waitFor(
        async () => expect((await issueWithProgress(database.db, issue.id))?.issue.status).toBe("sent"),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await sender.stop();
    }
    await expectExactlyOnce(
      confirmed.map((s) => s.email),
      subject,
    );

    // Stopped mid-issue: the round ends between two mails and the next instance need not wait for the lease.
    const more = await subscribers("løkke-2", 4);
    const second = await issueFor("Stoppet løkke");
    const slow = startNewsletterSender(context, { instanceId: "treg", ratePerMinute: 60, intervalMs: 20 });
    await vi.waitFor(
      async () => expect((await issueWithProgress(database.db, second.issue.id))?.progress.sent).toBe(1),
      { timeout: 10_000, interval: 20 },
    );
    await slow.stop();
    expect((await issueWithProgress(database.db, second.issue.id))?.issue).toMatchObject({
      status: "sending",
      leaseOwner: null,
    });
    const [rest] = await runSendingJobs(context, fast("neste"));
    expect(rest).toMatchObject({ processed: second.recipients - 1, finished: true });
    await expectExactlyOnce(
      more.confirmed.map((s) => s.email),
      "Stoppet løkke",
    );
  });

  it("paces the mails at ratePerMinute", async () => {
    const { confirmed } = await subscribers("takt", 5);
    const { issue } = await issueFor("I takt");
    const time = fakeTime();
    const started = Date.now();
    const [report] = await runSendingJobs(context, {
      instanceId: "a",
      ratePerMinute: 30,
      now: time.now,
      sleep: time.sleep,
    });
    expect(report).toMatchObject({ processed: 5, finished: true });
    const sentAt = (await deliveriesOf(issue.id)).map((d) => d.sentAt!.getTime());
    const gaps = sentAt.slice(1).map((t, i) => t - sentAt[i]!);
    // 30 a minute: one every 2 seconds, the first at once.
    expect(gaps).toEqual([2000, 2000, 2000, 2000]);
    expect(time.elapsed()).toBe(8000);
    expect(time.sleeps.reduce((a, b) => a + b, 0)).toBe(8000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(confirmed.every((s) => receivedBy(s.email).length === 1)).toBe(true);
  });

  it("waits of longer than a third of the lease are cut into pieces, the lease renewed between them", async () => {
    await subscribers("sakte", 2);
    const { issue } = await issueFor("Sakte takt");
    const time = fakeTime();
    // One a minute with a 30-second lease: the minute's wait comes in pieces of at most 10 seconds.
    const [report] = await runSendingJobs(context, {
      instanceId: "a",
      ratePerMinute: 1,
      now: time.now,
      sleep: time.sleep,
    });
    expect(report).toMatchObject({ processed: 2, finished: true });
    expect(time.elapsed()).toBe(60_000);
    expect(Math.max(...time.sleeps)).toBeLessThanOrEqual(10_000);
    expect((await issueWithProgress(database.db, issue.id))?.issue.status).toBe("sent");
  });

  it("shows a mail SMTP refused as retrying; the outbox keeps it and sends it later, once", async () => {
    const { confirmed } = await subscribers("feil", 2);
    const subject = "SMTP er nede";
    const { issue } = await issueFor(subject);
    const refusing = createMailer(database.db, { smtpUrl: await refusingSmtpUrl(), from });
    const [report] = await runSendingJobs({ ...context, mailer: refusing }, fast("a"));
    expect(report).toMatchObject({ processed: 2, failed: 2, finished: true });
    const progress = await issueWithProgress(database.db, issue.id);
    // Handed to the outbox and marked "sent"; their mail waits for its next attempt.
    expect(progress?.progress).toEqual({
      total: 2,
      pending: 0,
      sent: 2,
      delivered: 0,
      retrying: 2,
      failed: 0,
      skipped: 0,
      cancelled: 0,
      bouncedHard: 0,
      bouncedSoft: 0,
    });
    // The outbox sends them after their backoff, once.
    await mailer.deliverPending(new Date(Date.now() + 2 * 60_000));
    await expectExactlyOnce(
      confirmed.map((s) => s.email),
      subject,
    );
    expect((await issueWithProgress(database.db, issue.id))?.progress).toMatchObject({
      sent: 2,
      delivered: 2,
      retrying: 0,
    });
    // Each delivery points at its one mail.
    const deliveries = await deliveriesOf(issue.id);
    const mail = await outboxFor(confirmed.map((s) => s.email));
    expect(deliveries.map((d) => d.outboxId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      mail.map((m) => m.id).sort((a, b) => a - b),
    );
  });

  it("drafts: created, edited, listed with their counts; a test mail goes to one address only", async () => {
    const { confirmed } = await subscribers("utkast", 2);
    const draft = await draftOf(database.db, { subject: "Utkast", markdown: "Først" });
    expect(draft.status).toBe("draft");
    const updated = await updateIssue(
      database.db,
      draft.id,
      { subject: "Utkast 2", markdown: "Så <script>x</script>" },
      baseOf(draft),
      commandLine,
    );
    expect(updated).toMatchObject({ outcome: "updated", issue: { subject: "Utkast 2" } });
    expect(
      await updateIssue(database.db, 999_999, { subject: "x", markdown: "y" }, baseOf(draft), commandLine),
    ).toEqual({ outcome: "not-found" });
    expect(await startSending(database.db, 999_999, commandLine)).toEqual({ outcome: "not-found" });

    const [editor] = await database.db
      .insert(staff)
      .values({ email: "redaktor@kortvalg.no", role: "redaktør", webauthnUserId: `u-${Date.now()}` })
      .returning();
    const actor = { staffId: editor!.id, email: editor!.email };
    const test = await sendTestIssue(context, draft.id, actor);
    expect(test).toMatchObject({ outcome: "sent" });
    const received = receivedBy("redaktor@kortvalg.no");
    expect(received).toHaveLength(1);
    const { headers, text, html } = parse(received[0]!);
    expect(headers).toContain("Subject: [Prøve] Utkast 2");
    expect(text).toContain("Så <script>x</script>");
    expect(html).toContain("&#60;script&#62;");
    expect(html).toContain(`<a href="${publicOrigin}/nyhetsbrev/avmeld"`);
    const [stored] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "redaktor@kortvalg.no"));
    expect(stored?.kind).toBe("newsletter-test");
    for (const subscriber of confirmed) expect(receivedBy(subscriber.email)).toEqual([]);
    expect(await deliveriesOf(draft.id)).toEqual([]);

    const listed = await listIssues(database.db);
    expect(listed.find((entry) => entry.issue.id === draft.id)).toMatchObject({
      issue: { status: "draft" },
      progress: { total: 0 },
    });
    expect(listed.map((entry) => entry.issue.id)).toEqual(
      [...listed.map((entry) => entry.issue.id)].sort((a, b) => b - a),
    );
    expect(await sendTestIssue(context, 999_999, actor)).toEqual({ outcome: "not-found" });

    // Each change has its line in the audit log, in the transaction that made it.
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.subject, [`nyhetsbrev ${draft.id}`]));
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      ["kommandolinjen", "nyhetsbrev opprettet"],
      ["kommandolinjen", "nyhetsbrev endret"],
      ["redaktor@kortvalg.no", "prøve sendt"],
    ]);
  });

  it("startSending is one transaction: two at once make one job with one delivery per confirmed subscriber", async () => {
    await subscribers("dobbel", 3);
    const issue = await draftOf(database.db, { subject: "Dobbeltklikk", markdown: "x" });
    const results = await Promise.all([
      startSending(database.db, issue.id, commandLine),
      startSending(database.db, issue.id, commandLine),
    ]);
    expect(results.filter((r) => r.outcome === "started")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "already-started")).toHaveLength(1);
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issue.id));
    const [{ confirmedNow } = { confirmedNow: 0 }] = await database.db
      .select({ confirmedNow: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "confirmed"));
    expect(n).toBe(confirmedNow);
  });

  it("a body that cannot be rendered is refused when saved, naming the field, and nothing is stored", async () => {
    const before = await listIssues(database.db);
    expect(await createIssue(database.db, { subject: "Tråd", markdown: deepThread }, commandLine)).toEqual({
      outcome: "invalid",
      errors: { markdown: tooDeep },
    });
    expect(await listIssues(database.db)).toHaveLength(before.length);
    const draft = await draftOf(database.db, { subject: "Tråd", markdown: "Kort tekst" });
    expect(
      await updateIssue(database.db, draft.id, { subject: "Tråd", markdown: deepThread }, baseOf(draft), commandLine),
    ).toEqual({
      outcome: "invalid",
      errors: { markdown: tooDeep },
    });
    expect((await issueWithProgress(database.db, draft.id))?.issue).toMatchObject({
      markdown: "Kort tekst",
      version: 1,
    });
  });

  it("an issue stored with such a body before the check still opens, cannot be tested or sent, and can be edited or deleted", async () => {
    await subscribers("gammel", 2);
    const draft = await draftOf(database.db, { subject: "Fra før", markdown: "x" });
    await database.db.update(newsletterIssues).set({ markdown: deepThread }).where(eq(newsletterIssues.id, draft.id));
    const stored = (await issueWithProgress(database.db, draft.id))!.issue;
    expect(issuePreviewOrProblem(context, stored)).toEqual({ preview: null, problem: tooDeep });
    expect(issuePreviewOrProblem(context, draft).problem).toBeNull();
    const [editor] = await database.db
      .insert(staff)
      .values({ email: "gammel@kortvalg.no", role: "redaktør", webauthnUserId: `g-${Date.now()}` })
      .returning();
    expect(await sendTestIssue(context, draft.id, { staffId: editor!.id, email: editor!.email })).toEqual({
      outcome: "unrenderable",
      message: tooDeep,
    });
    expect(await startSending(database.db, draft.id, commandLine)).toEqual({
      outcome: "unrenderable",
      message: tooDeep,
    });
    expect(await deliveriesOf(draft.id)).toEqual([]);
    expect(receivedBy("gammel@kortvalg.no")).toEqual([]);

    const fixed = await updateIssue(
      database.db,
      draft.id,
      { subject: "Fra før", markdown: "> Hei" },
      baseOf(stored),
      commandLine,
    );
    expect(fixed).toMatchObject({ outcome: "updated", issue: { markdown: "> Hei", version: 2 } });
    expect(await deleteIssue(database.db, draft.id, commandLine)).toEqual({ outcome: "deleted" });
    expect(await issueWithProgress(database.db, draft.id)).toBeNull();
  });

  it("a job whose body cannot be rendered stops at once as failed, with the reason; nobody is mailed", async () => {
    const { confirmed } = await subscribers("ugyldig", 3);
    const { issue } = await issueFor("Ugyldig innhold");
    await database.db.update(newsletterIssues).set({ markdown: deepThread }).where(eq(newsletterIssues.id, issue.id));
    expect(await runSendingJobs(context, fast("a"))).toEqual([]);
    const after = await issueWithProgress(database.db, issue.id);
    expect(after?.issue).toMatchObject({ status: "failed", failure: tooDeep, leaseOwner: null });
    expect(after?.progress).toMatchObject({ total: 3, pending: 0, sent: 0, cancelled: 3 });
    expect(await runSendingJobs(context, fast("a"))).toEqual([]);
    expect(await outboxFor(confirmed.map((s) => s.email))).toEqual([]);
  });

  it("a round that keeps failing is tried again after a backoff, then the job stops as failed with the reason", async () => {
    const { confirmed } = await subscribers("feiler", 8);
    const subject = "Runden feiler";
    const { issue } = await issueFor(subject);
    // Every round puts one mail in the outbox, then fails while waiting for the next mail's turn.
    const failing = (extra: Partial<SendingOptions> = {}) =>
      fast("a", {
        sleep: async () => {
          throw new Error("simulated failure between two mails");
        },
        ...extra,
      });
    expect(await runSendingJobs(context, failing())).toEqual([]);
    const once = (await issueWithProgress(database.db, issue.id))!;
    expect(once.issue).toMatchObject({
      status: "sending",
      failedRounds: 1,
      failure: "Sendingen stoppet med en feil (Error) 1 gang på rad",
      leaseOwner: null,
    });
    // The first wait is 30 s, on the database's clock: the next round leaves it alone.
    const [{ wait } = { wait: 0 }] = await database.db
      .select({ wait: sql<number>`extract(epoch from ${newsletterIssues.nextAttemptAt} - now())::float8` })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issue.id));
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    await runSendingJobs(context, failing());
    expect((await issueWithProgress(database.db, issue.id))?.progress.sent).toBe(1);

    // The wait over (as if 30 s had passed), the rest fail one after the other.
    await database.db
      .update(newsletterIssues)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(newsletterIssues.id, issue.id));
    for (let round = 2; round <= MAX_FAILED_ROUNDS; round++)
      await runSendingJobs(context, failing({ retryDelayMs: () => 0 }));
    const stopped = await issueWithProgress(database.db, issue.id);
    expect(stopped?.issue).toMatchObject({
      status: "failed",
      failedRounds: MAX_FAILED_ROUNDS,
      failure: `Sendingen stoppet med en feil (Error) ${MAX_FAILED_ROUNDS} ganger på rad`,
    });
    expect(stopped?.progress).toMatchObject({
      total: 8,
      sent: MAX_FAILED_ROUNDS,
      pending: 0,
      cancelled: 8 - MAX_FAILED_ROUNDS,
    });
    // Stopped for good: a working round sends nothing more.
    expect(await runSendingJobs(context, fast("a"))).toEqual([]);
    expect(smtp.received.filter((mail) => parse(mail).headers.includes(`Subject: ${subject}`))).toHaveLength(
      MAX_FAILED_ROUNDS,
    );
    expect(confirmed).toHaveLength(8);
  });

  it("a round that works after failed ones clears the count and the reason", async () => {
    await subscribers("bedre", 3);
    const { issue } = await issueFor("Bedre etter hvert");
    const failing = fast("a", {
      sleep: async () => {
        throw new Error("simulated");
      },
      retryDelayMs: () => 0,
    });
    await runSendingJobs(context, failing);
    expect((await issueWithProgress(database.db, issue.id))?.issue.failedRounds).toBe(1);
    const [report] = await runSendingJobs(context, fast("a"));
    expect(report).toMatchObject({ processed: 2, finished: true });
    expect((await issueWithProgress(database.db, issue.id))?.issue).toMatchObject({
      status: "sent",
      failedRounds: 0,
      failure: null,
      nextAttemptAt: null,
    });
  });

  it("a cancelled send mails nobody more: pending ones and mail still in the outbox are not sent; what went stays recorded", async () => {
    const { confirmed } = await subscribers("stanses", 6);
    const subject = "Stoppes underveis";
    const { issue } = await issueFor(subject);
    // Without SMTP the mail stays in the outbox; three go in before the round stops.
    const controller = new AbortController();
    let stored = 0;
    const holding: Mailer = {
      ...createMailer(database.db, { from }),
      deliverOne: async () => {
        if (++stored === 3) controller.abort();
        return false;
      },
    };
    await runSendingJobs({ ...context, mailer: holding }, fast("a", { signal: controller.signal }));
    const inOutbox = await outboxFor(confirmed.map((s) => s.email));
    expect(inOutbox).toHaveLength(3);
    // One of them reaches its reader before the stop.
    expect(await mailer.deliverOne(inOutbox[0]!.id)).toBe(true);

    expect(await cancelSending(database.db, issue.id, commandLine)).toEqual({ outcome: "cancelled", notSent: 5 });
    const after = await issueWithProgress(database.db, issue.id);
    expect(after?.issue.status).toBe("cancelled");
    expect(after?.progress).toMatchObject({ total: 6, sent: 1, delivered: 1, pending: 0, cancelled: 5 });
    expect(await runSendingJobs(context, fast("b"))).toEqual([]);
    await mailer.deliverPending(new Date(Date.now() + 24 * 3600_000));
    expect(smtp.received.filter((mail) => parse(mail).headers.includes(`Subject: ${subject}`))).toHaveLength(1);
    expect(await outboxFor(confirmed.map((s) => s.email))).toHaveLength(1);
    expect(await cancelSending(database.db, issue.id, commandLine)).toEqual({
      outcome: "not-sending",
      status: "cancelled",
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `nyhetsbrev ${issue.id}`));
    expect(audit.map((row) => row.action)).toContain("nyhetsbrev stoppet");
  });

  it("only a draft can be deleted; a sent, sending or cancelled issue stays with its deliveries", async () => {
    await subscribers("slett", 2);
    const draft = await draftOf(database.db, { subject: "Slettes", markdown: "x" });
    expect(await deleteIssue(database.db, draft.id, commandLine)).toEqual({ outcome: "deleted" });
    expect(await issueWithProgress(database.db, draft.id)).toBeNull();
    expect(await deleteIssue(database.db, draft.id, commandLine)).toEqual({ outcome: "not-found" });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `nyhetsbrev ${draft.id}`));
    expect(audit.map((row) => row.action)).toEqual(["nyhetsbrev opprettet", "nyhetsbrev slettet"]);

    const { issue } = await issueFor("Sendes nå");
    expect(await deleteIssue(database.db, issue.id, commandLine)).toEqual({ outcome: "not-draft", status: "sending" });
    await cancelSending(database.db, issue.id, commandLine);
    expect(await deleteIssue(database.db, issue.id, commandLine)).toEqual({
      outcome: "not-draft",
      status: "cancelled",
    });
    expect(await deliveriesOf(issue.id)).toHaveLength(2);
  });

  describe("two editors on one draft", () => {
    it("the second to save is told what the first changed, keeps what they typed, and gets the first's change where they left a field alone", async () => {
      const draft = await draftOf(database.db, { subject: "Mars", markdown: "Første utkast" });
      const opened = baseOf(draft);
      const first = await updateIssue(
        database.db,
        draft.id,
        { subject: "Nytt i mars", markdown: "Første utkast" },
        opened,
        commandLine,
      );
      expect(first).toMatchObject({ outcome: "updated", issue: { version: 2 } });

      const second = await updateIssue(
        database.db,
        draft.id,
        { subject: "Mars", markdown: "Andre utkast, skrevet om" },
        opened,
        commandLine,
      );
      expect(second).toMatchObject({
        outcome: "conflict",
        changed: ["subject"],
        taken: ["subject"],
        both: [],
        values: { subject: "Nytt i mars", markdown: "Andre utkast, skrevet om" },
        current: { version: 2, subject: "Nytt i mars" },
      });
      // Nothing was written: the first's save stands.
      expect((await issueWithProgress(database.db, draft.id))?.issue).toMatchObject({
        subject: "Nytt i mars",
        markdown: "Første utkast",
        version: 2,
      });

      // Saved again on the version they were shown: both changes are in.
      if (second.outcome !== "conflict") throw new Error("no conflict");
      const again = await updateIssue(database.db, draft.id, second.values, baseOf(second.current), commandLine);
      expect(again).toMatchObject({
        outcome: "updated",
        issue: { subject: "Nytt i mars", markdown: "Andre utkast, skrevet om", version: 3 },
      });
    });

    it("both changed the body: the second keeps their own text and is told; a save of the same text by the other is no conflict", async () => {
      const draft = await draftOf(database.db, { subject: "April", markdown: "Start" });
      const opened = baseOf(draft);
      await updateIssue(
        database.db,
        draft.id,
        { subject: "April", markdown: "Start, og mer fra den første" },
        opened,
        commandLine,
      );
      const second = await updateIssue(
        database.db,
        draft.id,
        { subject: "April", markdown: "Start, og mitt eget" },
        opened,
        commandLine,
      );
      expect(second).toMatchObject({
        outcome: "conflict",
        changed: ["markdown"],
        taken: [],
        both: ["markdown"],
        values: { subject: "April", markdown: "Start, og mitt eget" },
      });

      const other = await draftOf(database.db, { subject: "Mai", markdown: "Tekst" });
      const otherBase = baseOf(other);
      await updateIssue(database.db, other.id, { subject: "Mai", markdown: "Tekst" }, otherBase, commandLine);
      expect(
        await updateIssue(database.db, other.id, { subject: "Mai i år", markdown: "Tekst" }, otherBase, commandLine),
      ).toMatchObject({
        outcome: "updated",
        issue: { subject: "Mai i år", version: 3 },
      });
    });

    it("two saves at once on one version: one is stored, the other is told", async () => {
      const draft = await draftOf(database.db, { subject: "Juni", markdown: "Tekst" });
      const results = await Promise.all([
        updateIssue(database.db, draft.id, { subject: "Juni A", markdown: "Tekst" }, baseOf(draft), commandLine),
        updateIssue(database.db, draft.id, { subject: "Juni B", markdown: "Tekst" }, baseOf(draft), commandLine),
      ]);
      expect(results.map((r) => r.outcome).sort()).toEqual(["conflict", "updated"]);
    });
  });
});
