import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { auditLog, newsletterIssues, newsletterSubscribers, staff } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import {
  createIssue,
  duplicateIssue,
  issueWithProgress,
  scheduleIssue,
  startDueIssues,
  unscheduleIssue,
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
    expect(await startDueIssues(database.db)).toEqual([]);
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
    const [first, second] = await Promise.all([startDueIssues(database.db), startDueIssues(database.db)]);
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
