import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { firstCards } from "#content/cards";
import { cardAlertSubscribers, mailOutbox, newsletterDeliveries, newsletterSubscribers } from "../../shared/db/schema";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { commandLine } from "../../shared/db/audit.server";
import { openCardAlertHarness, ourCard, type CardAlertHarness } from "../../../tests/support/card-alert-harness";
import { smtpBounceRecorder, SOFT_BOUNCE_LIMIT } from "./bounces.server";
import { createIssue, issueWithProgress, listAlertBatches, startSending } from "./newsletter-send.server";
import { startAlertBatch } from "./card-alert-batch.server";
import { confirmAlerts, requestAlerts } from "~/site/card-alerts/card-alerts.server";

/**
 * Card alerts bounce as the newsletter does, against a real SMTP server refusing some recipients at RCPT TO: the
 * address is what bounces, so a bounce of an alert mail marks the newsletter subscription too and the other way
 * round, a bounced address gets no alert, and the alert batch's progress counts the bounces.
 */

/** Refused for good (550) and for now (452), at RCPT TO. */
const gone = "borte@mottaker.example";
const full = "full.kasse@mottaker.example";
/** Refused for good too, but first by a newsletter issue. */
const left = "forlatt@mottaker.example";
const fine = "leser@mottaker.example";

beforeEach(() => {
  for (const method of ["log", "error"] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe.each(testDatabaseKinds)("card alert bounces on the %s database", (kind) => {
  let h: CardAlertHarness;
  let database: CardAlertHarness["database"];
  const followed = ourCard("remember-black");
  let version = 1;

  beforeAll(async () => {
    h = await openCardAlertHarness(kind, {
      refuse: new Map([
        [gone, 550],
        [left, 550],
        [full, 452],
      ]),
      onRefused: smtpBounceRecorder,
    });
    database = h.database;
    await database.db
      .insert(newsletterSubscribers)
      .values([left, fine].map((email) => ({ email, status: "confirmed" as const })));
    for (const reader of [gone, full, left, fine]) await h.follow(reader, [followed], "/kort/remember-black");
  }, 60_000);

  afterAll(() => h.close());

  const send = () => h.send();
  const reader = async (email: string) =>
    (await database.db.select().from(cardAlertSubscribers).where(eq(cardAlertSubscribers.email, email)))[0]!;
  const subscriber = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
  const alertsTo = (email: string) => h.alertsTo(email).length;

  /** A fee change published, and the next day's batch started over it and sent to the end. */
  async function changeAndSendBatch(day: number) {
    version++;
    expect(await h.publishFee(followed, version - 1, 400 + version * 10)).toBe("published");
    const batch = await startAlertBatch(database.db, new Date(Date.now() + day * 86_400_000), new Date());
    if (batch.outcome !== "started") throw new Error("no batch");
    await send();
    const recipients = await database.db
      .select({ email: cardAlertSubscribers.email })
      .from(newsletterDeliveries)
      .innerJoin(cardAlertSubscribers, eq(cardAlertSubscribers.id, newsletterDeliveries.alertSubscriberId))
      .where(eq(newsletterDeliveries.issueId, batch.issueId));
    return { id: batch.issueId, recipients: recipients.map((r) => r.email).sort() };
  }

  it("counts a bounce of either list against the address, sends a bounced one no alert, and shows bounces in the batch's progress", async () => {
    // A newsletter issue refused for good at `left`: its alerts stop too.
    const issue = await createIssue(database.db, { subject: "Nytt", markdown: "Hei." }, commandLine);
    if (issue.outcome !== "created") throw new Error("not created");
    await startSending(database.db, issue.issue.id, commandLine);
    await send();
    expect(await subscriber(left)).toMatchObject({ status: "bounced" });
    expect(await reader(left)).toMatchObject({ status: "bounced" });
    expect((await reader(left)).bounceReason).toMatch(/^SMTP 550/);

    // `gone` subscribes to the newsletter after that issue: its alerts' bounce is what marks the subscription.
    await database.db.insert(newsletterSubscribers).values({ email: gone, status: "confirmed" });

    // The first batch: `left` is left out; `gone` refuses for good, `full` for now.
    const first = await changeAndSendBatch(1);
    expect(first.recipients).toEqual([fine, full, gone].sort());
    expect(alertsTo(fine)).toBe(1);
    expect(await reader(gone)).toMatchObject({ status: "bounced", softBounces: 0 });
    // An alert's bounce counts like a newsletter's: the address's newsletter subscription is bounced as well.
    expect(await subscriber(gone)).toMatchObject({ status: "bounced" });
    expect(await reader(full)).toMatchObject({ status: "confirmed", softBounces: 1 });
    expect((await issueWithProgress(database.db, first.id))!.progress).toMatchObject({
      total: 3,
      sent: 3,
      delivered: 1,
      bouncedHard: 1,
      bouncedSoft: 1,
    });

    const second = await changeAndSendBatch(2);
    expect(second.recipients).toEqual([fine, full].sort());
    expect(await reader(full)).toMatchObject({ status: "confirmed", softBounces: 2 });
    const third = await changeAndSendBatch(3);
    expect(third.recipients).toEqual([fine, full].sort());
    expect(await reader(full)).toMatchObject({ status: "bounced", softBounces: SOFT_BOUNCE_LIMIT });
    // Bounced: its alerts still waiting for a retry are taken out of the outbox, and counted as skipped.
    const waiting = await database.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.recipient, [full, gone, left]), eq(mailOutbox.kind, "card-alert")));
    expect(waiting).toEqual([]);
    expect((await issueWithProgress(database.db, second.id))!.progress).toMatchObject({ bouncedSoft: 1, skipped: 1 });

    // The next day only the address that takes mail gets one.
    const fourth = await changeAndSendBatch(4);
    expect(fourth.recipients).toEqual([fine]);
    expect(alertsTo(fine)).toBe(4);
    expect(alertsTo(full) + alertsTo(gone) + alertsTo(left)).toBe(0);
    // The newsletter page's list of batches, newest first, with each day's bounces.
    const listed = await listAlertBatches(database.db);
    expect(listed.map(({ issue }) => issue.id)).toEqual([fourth.id, third.id, second.id, first.id]);
    expect(listed.map(({ progress }) => [progress.bouncedHard, progress.bouncedSoft])).toEqual([
      [0, 0],
      [0, 1],
      [0, 1],
      [1, 1],
    ]);
  }, 60_000);

  it("takes a bounced address back when its reader confirms again from our mail", async () => {
    expect(await reader(full)).toMatchObject({ status: "bounced" });
    // Another card (one already followed asks nothing new, and mails nothing).
    const other = firstCards.find((c) => c.urlSlug === "bank-norwegian-kredittkort")!;
    await requestAlerts(h.context, full, [{ id: other.id, name: other.name }], null);
    expect((await confirmAlerts(h.context, await h.confirmToken(full))).outcome).toBe("confirmed");
    expect(await reader(full)).toMatchObject({
      status: "confirmed",
      softBounces: 0,
      bouncedAt: null,
      bounceReason: null,
    });
  });
});
