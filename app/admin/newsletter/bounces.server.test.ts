import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { contactEnquiries, mailOutbox, newsletterDeliveries, newsletterSubscribers } from "../../shared/db/schema";
import { createMailer } from "../../shared/mail/mail.server";
import { parseImapUrl, pollMailbox } from "../../shared/mail/imap-inbox.server";
import { commandLine } from "../../shared/db/audit.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { startTestSmtp } from "../../../tests/support/test-smtp";
import { dovecotMissing, startTestImap, type TestImap } from "../../../tests/support/test-imap";
import type { NewsletterContext } from "../../site/newsletter/unsubscribe-link.server";
import { inboundMailHandler, mailboxCursor } from "../enquiries/inbound-mail.server";
import { smtpBounceRecorder, SOFT_BOUNCE_LIMIT } from "./bounces.server";
import { createIssue, issueWithProgress, runSendingJobs, startSending } from "./newsletter-send.server";

/**
 * Bounces on both databases, against a real SMTP server (refusing some recipients at RCPT TO) and a real IMAP
 * server (Dovecot, with delivery status reports put into the support mailbox): one hard bounce or three soft ones
 * make an address "bounced", nothing more is sent to it, the progress counts them, and a report never becomes an
 * enquiry.
 */

const CRLF = "\r\n";
const supportEmail = "post@kortvalg.no";
const hard = "finnes.ikke@mottaker.example";
const soft = "full.kasse@mottaker.example";
const fine = "leser@mottaker.example";
const reported = "rapportert@mottaker.example";

beforeEach(() => {
  for (const method of ["log", "error"] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** A delivery status report (RFC 3464) as a receiving server sends it back, with the original's headers. */
function deliveryReport(options: { recipient: string; status: string; originalMessageId: string; action?: string }) {
  const boundary = "rapport-grense";
  return [
    "From: Mail Delivery System <MAILER-DAEMON@mx.mottaker.example>",
    `To: ${supportEmail}`,
    "Subject: Undelivered Mail Returned to Sender",
    `Message-ID: <dsn.${Math.random().toString(36).slice(2)}@mx.mottaker.example>`,
    "Auto-Submitted: auto-replied",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "This is the mail system at host mx.mottaker.example. Your message could not be delivered.",
    "",
    `--${boundary}`,
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.mottaker.example",
    "Arrival-Date: Fri, 27 Nov 2026 10:00:00 +0100",
    "",
    `Final-Recipient: rfc822; ${options.recipient}`,
    "Original-Recipient: rfc822;",
    ` ${options.recipient}`,
    `Action: ${options.action ?? "failed"}`,
    `Status: ${options.status}`,
    `Diagnostic-Code: smtp; 550 ${options.status} <${options.recipient}>: mailbox unavailable`,
    "",
    `--${boundary}`,
    "Content-Type: text/rfc822-headers",
    "",
    "From: Kortvalg <post@kortvalg.no>",
    `To: ${options.recipient}`,
    "Subject: Nytt om kredittkort",
    `Message-ID: <${options.originalMessageId}>`,
    "",
    `--${boundary}--`,
    "",
  ].join(CRLF);
}

describe.skipIf(dovecotMissing !== null).each(testDatabaseKinds)("newsletter bounces on the %s database", (kind) => {
  let database: DatabaseHandle;
  let imap: TestImap;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let context: NewsletterContext;

  beforeAll(async () => {
    [database, imap, smtp] = await Promise.all([
      openTestDatabase(kind),
      startTestImap(),
      startTestSmtp({
        refuse: new Map([
          [hard, 550],
          [soft, 452],
        ]),
      }),
    ]);
    const mailer = createMailer(database.db, {
      smtpUrl: smtp.url,
      from: `Kortvalg <${supportEmail}>`,
      onRefused: smtpBounceRecorder(database.db),
    });
    context = { db: database.db, mailer, publicOrigin: "https://kortvalg.no", secret: "bounce-test-secret" };
    await database.db
      .insert(newsletterSubscribers)
      .values([hard, soft, fine, reported].map((email) => ({ email, status: "confirmed" as const })));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([database?.close(), imap?.stop(), smtp?.close()]);
  });

  const subscriber = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
  const received = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).length;

  /** An issue written and sent to every confirmed subscriber, to the end. */
  async function sendIssue(subject: string) {
    const created = await createIssue(database.db, { subject, markdown: "Hei, her er nytt om kort." }, commandLine);
    if (created.outcome !== "created") throw new Error("not created");
    const started = await startSending(database.db, created.issue.id, commandLine);
    await runSendingJobs(context, {
      instanceId: `test-${kind}`,
      ratePerMinute: 60_000_000,
      sleep: async () => undefined,
      retryDelayMs: () => 0,
    });
    return { id: created.issue.id, started };
  }

  it("marks an address bounced after one hard bounce at send time, counts soft ones once an issue, and sends them nothing after the limit", async () => {
    const first = await sendIssue("Nummer 1");
    expect(first.started).toMatchObject({ outcome: "started", recipients: 4 });
    expect(await subscriber(hard)).toMatchObject({ status: "bounced", softBounces: 0 });
    expect((await subscriber(hard)).bounceReason).toMatch(/^SMTP 550 5\.1\.1 \[adresse\]: Recipient address rejected/);
    expect((await subscriber(hard)).bounceReason).not.toContain("@");
    expect(await subscriber(soft)).toMatchObject({ status: "confirmed", softBounces: 1 });
    expect(received(fine)).toBe(1);
    const progress = (await issueWithProgress(database.db, first.id))!.progress;
    expect(progress).toMatchObject({ total: 4, sent: 4, delivered: 2, bouncedHard: 1, bouncedSoft: 1 });
    // The hard bounce's mail left the outbox (it would be refused again); the soft one stays for its retries.
    const [hardDelivery] = await database.db
      .select()
      .from(newsletterDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
      .where(eq(newsletterSubscribers.email, hard));
    expect(hardDelivery!.newsletter_deliveries).toMatchObject({ status: "sent", bounce: "hard", outboxId: null });
    const softMail = await database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, [soft]));
    expect(softMail).toHaveLength(1);
    expect(softMail[0]!.sentAt).toBeNull();

    // The outbox trying the soft one again is no new bounce: one per issue.
    await context.mailer.deliverPending(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect((await subscriber(soft)).softBounces).toBe(1);

    const second = await sendIssue("Nummer 2");
    expect(second.started).toMatchObject({ recipients: 3 });
    expect(await subscriber(soft)).toMatchObject({ status: "confirmed", softBounces: 2 });
    const third = await sendIssue("Nummer 3");
    expect(third.started).toMatchObject({ recipients: 3 });
    expect(await subscriber(soft)).toMatchObject({ status: "bounced", softBounces: SOFT_BOUNCE_LIMIT });
    // Bounced: its mail still waiting for a retry is taken out, and the next issue leaves it out.
    expect(
      await database.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.recipient, [soft, hard])),
    ).toEqual([]);
    const fourth = await sendIssue("Nummer 4");
    expect(fourth.started).toMatchObject({ recipients: 2 });
    expect(received(fine)).toBe(4);
    expect(received(hard) + received(soft)).toBe(0);
  });

  it("reads a delivery status report from the mailbox as a hard bounce of that mail, never as an enquiry", async () => {
    const issue = await sendIssue("Nummer 5");
    expect(await subscriber(reported)).toMatchObject({ status: "confirmed" });
    const [ofReported] = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .innerJoin(newsletterDeliveries, eq(newsletterDeliveries.outboxId, mailOutbox.id))
      .where(and(eq(newsletterDeliveries.issueId, issue.id), eq(mailOutbox.recipient, reported)));
    expect(ofReported).toBeDefined();
    const enquiriesBefore = (await database.db.select().from(contactEnquiries)).length;
    const poll = () =>
      pollMailbox(
        parseImapUrl(imap.url),
        mailboxCursor(database.db, "INBOX"),
        inboundMailHandler(database.db, { secret: "reply-secret", supportEmail }),
      );

    // A forged report: the right mail's number, another address. Nothing changes, and it is no enquiry.
    await imap.append(
      deliveryReport({ recipient: fine, status: "5.1.1", originalMessageId: `outbox-${ofReported!.id}@kortvalg.no` }),
    );
    // A delay is no bounce: the server is still trying.
    await imap.append(
      deliveryReport({
        recipient: reported,
        status: "4.4.1",
        action: "delayed",
        originalMessageId: `outbox-${ofReported!.id}@kortvalg.no`,
      }),
    );
    expect(await poll()).toMatchObject({ handled: 1, skipped: 1 });
    expect(await subscriber(fine)).toMatchObject({ status: "confirmed", softBounces: 0 });
    expect(await subscriber(reported)).toMatchObject({ status: "confirmed", softBounces: 0 });

    await imap.append(
      deliveryReport({
        recipient: reported,
        status: "5.1.1",
        originalMessageId: `outbox-${ofReported!.id}@kortvalg.no`,
      }),
    );
    expect(await poll()).toMatchObject({ handled: 1 });
    expect(await subscriber(reported)).toMatchObject({ status: "bounced" });
    expect((await subscriber(reported)).bounceReason).toBe("DSN 5.1.1: 550 5.1.1 [adresse]: mailbox unavailable");
    expect((await issueWithProgress(database.db, issue.id))!.progress).toMatchObject({ bouncedHard: 1 });
    expect((await database.db.select().from(contactEnquiries)).length).toBe(enquiriesBefore);

    // The same report read again (a second copy in the mailbox) counts nothing twice.
    await imap.append(
      deliveryReport({
        recipient: reported,
        status: "5.1.1",
        originalMessageId: `outbox-${ofReported!.id}@kortvalg.no`,
      }),
    );
    await poll();
    expect((await issueWithProgress(database.db, issue.id))!.progress).toMatchObject({ bouncedHard: 1 });
    expect((await sendIssue("Nummer 6")).started).toMatchObject({ recipients: 1 });
  });
});
