import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { auditLog, newsletterDeliveries, newsletterIssues, newsletterSubscribers, staff } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import {
  createIssue,
  duplicateIssue,
  issueWithProgress,
  scheduleIssue,
  startDueIssues,
  unscheduleIssue,
  updateIssue,
  issueDigest,
} from "./newsletter-send.server";

/** Scheduled sending on both databases: planned, moved, called off, started once when due (by the database's clock). */
describe.each(testDatabaseKinds)("scheduled newsletters on the %s database", (kind) => {
  let database: DatabaseHandle;
  let editor: { staffId: number; email: string };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [member] = await database.db
      .insert(staff)
      .values({ email: "redaktor@kortvalg.no", role: "redaktør", webauthnUserId: `planlegger-${kind}` })
      .returning();
    editor = { staffId: member!.id, email: member!.email };
    await database.db.insert(newsletterSubscribers).values([
      { email: "a@example.no", status: "confirmed" },
      { email: "b@example.no", status: "confirmed" },
      { email: "c@example.no", status: "pending" },
    ]);
  }, 60_000);
  afterAll(() => database.close());

  async function draft(subject: string) {
    const created = await createIssue(database.db, { subject, markdown: "Hei!\n\nNytt om kort." }, editor);
    if (created.outcome !== "created") throw new Error("not created");
    return created.issue;
  }
  // The site as the sending job sees it: these pages exist (the build's list), and so do the cards' pages.
  const site = { origin: "https://kortvalg.test", sitePages: ["/", "/guider/reisekort"] };
  const row = async (id: number) =>
    (await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)))[0]!;

  it("plans a draft for a time ahead, refuses one past, moves and calls it off", async () => {
    const issue = await draft("Planlagt");
    const now = new Date();
    expect(await scheduleIssue(database.db, issue.id, new Date(now.getTime() + 30_000), editor, now)).toEqual({
      outcome: "past",
    });
    const at = new Date(now.getTime() + 24 * 3_600_000);
    expect(await scheduleIssue(database.db, issue.id, at, editor, now)).toEqual({ outcome: "scheduled", at });
    expect(await row(issue.id)).toMatchObject({ status: "draft", scheduledAt: at, scheduledBy: editor.staffId });
    // Nothing is due yet.
    expect(await startDueIssues(database.db, site)).toEqual([]);
    expect(await unscheduleIssue(database.db, issue.id, editor)).toBe("unscheduled");
    expect(await unscheduleIssue(database.db, issue.id, editor)).toBe("not-scheduled");
    expect(await row(issue.id)).toMatchObject({ status: "draft", scheduledAt: null });
    expect(await scheduleIssue(database.db, 2_000_000_000, at, editor, now)).toEqual({ outcome: "not-found" });
  });

  it("starts a due draft once, as the one who planned it, to the subscribers confirmed then", async () => {
    const issue = await draft("Forfaller");
    await scheduleIssue(database.db, issue.id, new Date(Date.now() + 3_600_000), editor);
    // The time comes (moved back in the row: the database's clock decides).
    await database.db
      .update(newsletterIssues)
      .set({ scheduledAt: sql`now() - interval '1 second'` })
      .where(eq(newsletterIssues.id, issue.id));
    const [first, second] = await Promise.all([startDueIssues(database.db, site), startDueIssues(database.db, site)]);
    expect([...first!, ...second!]).toEqual([issue.id]);
    expect(await row(issue.id)).toMatchObject({ status: "sending" });
    expect((await issueWithProgress(database.db, issue.id))!.progress).toMatchObject({ total: 2, pending: 2 });
    // Too late to call off, and the audit line names the planner.
    expect(await unscheduleIssue(database.db, issue.id, editor)).toBe("not-scheduled");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "nyhetsbrev sendt ut"), eq(auditLog.subject, `nyhetsbrev ${issue.id}`)));
    expect(audit).toMatchObject({ actor: editor.email, staffId: editor.staffId });
    expect(JSON.parse(audit!.details)).toEqual({ mottakere: 2, planlagt: true });
  });

  it("checks the links again as a planned issue starts: a page gone since stops it, named, nothing sent", async () => {
    const created = await createIssue(
      database.db,
      {
        subject: "Med lenker",
        markdown: "Les [guiden](/guider/reisekort) og [den gamle](https://kortvalg.test/guider/borte).",
      },
      editor,
    );
    if (created.outcome !== "created") throw new Error("not created");
    const issue = created.issue;
    await scheduleIssue(database.db, issue.id, new Date(Date.now() + 3_600_000), editor);
    const due = () =>
      database.db
        .update(newsletterIssues)
        .set({ scheduledAt: sql`now() - interval '1 second'` })
        .where(eq(newsletterIssues.id, issue.id));
    await due();
    // Planned while /guider/borte was a page; by the time it is due the build no longer has it.
    expect(await startDueIssues(database.db, site)).toEqual([]);
    const stopped = await row(issue.id);
    expect(stopped).toMatchObject({ status: "draft", scheduledAt: null, scheduledBy: null });
    expect(stopped.failure).toBe(
      "Den planlagte sendingen ble ikke startet, og ingenting er sendt. Lenken https://kortvalg.test/guider/borte går til en side som ikke finnes hos oss. Rett eller fjern den i utkastet før du sender. Planlegg sendingen på nytt etterpå.",
    );
    const deliveries = await database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issue.id));
    expect(deliveries).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "planlagt nyhetsbrev ikke startet"), eq(auditLog.subject, `nyhetsbrev ${issue.id}`)),
      );
    expect(audit).toMatchObject({ actor: editor.email });
    expect(JSON.parse(audit!.details)).toEqual({ lenker: "https://kortvalg.test/guider/borte" });
    // No longer planned: later rounds leave it alone.
    expect(await startDueIssues(database.db, site)).toEqual([]);

    // The editor mends the link (the notice goes with the edit), plans again, and it starts when due.
    const mended = await updateIssue(
      database.db,
      issue.id,
      { subject: "Med lenker", markdown: "Les [guiden](/guider/reisekort)." },
      { version: stopped.version, digest: issueDigest(stopped) },
      editor,
    );
    expect(mended.outcome).toBe("updated");
    expect((await row(issue.id)).failure).toBeNull();
    await scheduleIssue(database.db, issue.id, new Date(Date.now() + 3_600_000), editor);
    await due();
    expect(await startDueIssues(database.db, site)).toEqual([issue.id]);
    expect(await row(issue.id)).toMatchObject({ status: "sending", failure: null });
  });

  it("copies any issue as a new draft, unplanned", async () => {
    const issue = await draft("Originalen");
    await scheduleIssue(database.db, issue.id, new Date(Date.now() + 3_600_000), editor);
    const copy = await duplicateIssue(database.db, issue.id, editor);
    expect(copy?.outcome).toBe("created");
    if (copy?.outcome !== "created") return;
    expect(copy.issue).toMatchObject({
      subject: "Originalen",
      markdown: "Hei!\n\nNytt om kort.",
      status: "draft",
      scheduledAt: null,
    });
    expect(copy.issue.id).not.toBe(issue.id);
    expect(await duplicateIssue(database.db, 2_000_000_000, editor)).toBeNull();
  });
});
