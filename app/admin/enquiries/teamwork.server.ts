import { and, asc, eq, gt, inArray, isNull, lt, ne, notExists, sql } from "drizzle-orm";
import type { Database } from "../../shared/db/database.server";
import { contactEnquiries, enquiryDrafts, enquiryReplies, enquiryViewers, staff } from "../../shared/db/schema";
import { recordAudit, type Actor } from "../../shared/db/audit.server";
import { PRESENCE_SECONDS } from "./inbox-rules";

/**
 * Several people on one inbox (docs/decisions/0026): who has an enquiry, who has it open now, the reply each
 * is writing, and acting on many enquiries at once. Every change staff make here is in the audit log.
 */

/** Everyone who may be given an enquiry: staff with access (both roles reach the inbox), by address. */
export function colleagues(db: Database) {
  return db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(isNull(staff.revokedAt))
    .orderBy(asc(staff.email));
}

export type AssignOutcome = "assigned" | "unchanged" | "not-found" | "no-colleague";

/** Gives an enquiry to a colleague (or to nobody: null), audited with whom. */
export async function assignEnquiry(
  db: Database,
  enquiryId: number,
  to: number | null,
  actor: Actor,
): Promise<AssignOutcome> {
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ assignedTo: contactEnquiries.assignedTo })
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, enquiryId))
      .for("update");
    if (!enquiry) return "not-found";
    let email = "";
    if (to !== null) {
      const [member] = await tx
        .select({ email: staff.email })
        .from(staff)
        .where(and(eq(staff.id, to), isNull(staff.revokedAt)));
      if (!member) return "no-colleague";
      email = member.email;
    }
    if (enquiry.assignedTo === to) return "unchanged";
    await tx.update(contactEnquiries).set({ assignedTo: to }).where(eq(contactEnquiries.id, enquiryId));
    await recordAudit(
      tx,
      actor,
      to === null ? "henvendelse ikke lenger tildelt" : "henvendelse tildelt",
      `henvendelse ${enquiryId}`,
      to === null ? {} : { til: email },
    );
    return "assigned";
  });
}

/**
 * Notes that this person has the enquiry's page open now (on showing it, and from the page's script while
 * it stays open). Nothing is written for an enquiry that does not exist.
 */
export async function recordPresence(db: Database, enquiryId: number, staffId: number, now = new Date()) {
  await db
    .insert(enquiryViewers)
    .select(
      db
        .select({
          enquiryId: contactEnquiries.id,
          staffId: sql<number>`${staffId}::integer`.as("staff_id"),
          seenAt: sql<Date>`${now.toISOString()}::timestamptz`.as("seen_at"),
        })
        .from(contactEnquiries)
        .where(eq(contactEnquiries.id, enquiryId)),
    )
    .onConflictDoUpdate({ target: [enquiryViewers.enquiryId, enquiryViewers.staffId], set: { seenAt: now } });
}

const presenceCutoff = (now: Date) => new Date(now.getTime() - PRESENCE_SECONDS * 1000);

/** The colleagues (not this person) whose page of the enquiry said it was open within PRESENCE_SECONDS. */
export function othersViewing(db: Database, enquiryId: number, staffId: number, now = new Date()) {
  return db
    .select({ email: staff.email, seenAt: enquiryViewers.seenAt })
    .from(enquiryViewers)
    .innerJoin(staff, eq(staff.id, enquiryViewers.staffId))
    .where(
      and(
        eq(enquiryViewers.enquiryId, enquiryId),
        ne(enquiryViewers.staffId, staffId),
        gt(enquiryViewers.seenAt, presenceCutoff(now)),
      ),
    )
    .orderBy(asc(staff.email));
}

/** Replies sent after the one a page showed (its seenReply), by anyone: "X replied since you opened it". */
export function repliesSince(db: Database, enquiryId: number, seenReplyId: number) {
  return db
    .select({ id: enquiryReplies.id, by: enquiryReplies.staffName, at: enquiryReplies.createdAt })
    .from(enquiryReplies)
    .where(and(eq(enquiryReplies.enquiryId, enquiryId), gt(enquiryReplies.id, seenReplyId)))
    .orderBy(asc(enquiryReplies.id));
}

/** Presence rows nobody reads any more (the purge). */
export async function purgePresence(db: Pick<Database, "delete">, now = new Date()): Promise<number> {
  const rows = await db
    .delete(enquiryViewers)
    .where(lt(enquiryViewers.seenAt, presenceCutoff(now)))
    .returning({ enquiryId: enquiryViewers.enquiryId });
  return rows.length;
}

/**
 * Keeps the reply this person is writing, replacing their last draft. Not kept ("sent") when they have sent a
 * reply after the one their page showed: a save still on its way when they pressed «Send» would otherwise bring
 * the sent text back as a draft. "gone": the enquiry was deleted.
 */
export async function saveDraft(
  db: Database,
  input: { enquiryId: number; staffId: number; body: string; seenReplyId: number },
  now = new Date(),
): Promise<"saved" | "sent" | "gone"> {
  const rows = await db
    .insert(enquiryDrafts)
    .select(
      db
        .select({
          enquiryId: contactEnquiries.id,
          staffId: sql<number>`${input.staffId}::integer`.as("staff_id"),
          body: sql<string>`${input.body}::text`.as("body"),
          seenReplyId: sql<number>`${input.seenReplyId}::integer`.as("seen_reply_id"),
          updatedAt: sql<Date>`${now.toISOString()}::timestamptz`.as("updated_at"),
        })
        .from(contactEnquiries)
        .where(
          and(
            eq(contactEnquiries.id, input.enquiryId),
            notExists(
              db
                .select({ id: enquiryReplies.id })
                .from(enquiryReplies)
                .where(
                  and(
                    eq(enquiryReplies.enquiryId, input.enquiryId),
                    eq(enquiryReplies.staffId, input.staffId),
                    gt(enquiryReplies.id, input.seenReplyId),
                  ),
                ),
            ),
          ),
        ),
    )
    .onConflictDoUpdate({
      target: [enquiryDrafts.enquiryId, enquiryDrafts.staffId],
      set: { body: input.body, seenReplyId: input.seenReplyId, updatedAt: now },
    })
    .returning({ enquiryId: enquiryDrafts.enquiryId });
  if (rows.length > 0) return "saved";
  const [exists] = await db
    .select({ id: contactEnquiries.id })
    .from(contactEnquiries)
    .where(eq(contactEnquiries.id, input.enquiryId));
  return exists ? "sent" : "gone";
}

/** This person's saved draft for the enquiry, if any. */
export async function draftOf(db: Database, enquiryId: number, staffId: number) {
  const [row] = await db
    .select()
    .from(enquiryDrafts)
    .where(and(eq(enquiryDrafts.enquiryId, enquiryId), eq(enquiryDrafts.staffId, staffId)));
  return row ?? null;
}

/** Deletes this person's draft (their reply was sent: in the reply's own transaction). */
export async function clearDraft(db: Pick<Database, "delete">, enquiryId: number, staffId: number) {
  await db.delete(enquiryDrafts).where(and(eq(enquiryDrafts.enquiryId, enquiryId), eq(enquiryDrafts.staffId, staffId)));
}

export const bulkActions = ["close", "spam", "restore"] as const;
export type BulkAction = (typeof bulkActions)[number];

/**
 * Closes, marks as spam, or takes out of spam many enquiries at once (the list's checkboxes), one audit
 * entry each. Spam is left out of every count and deleted at the next purge (app/admin/privacy/privacy.server.ts);
 * taken out of spam, an enquiry is new again, or answered if it was. Gives how many changed.
 */
export async function bulkSetStatus(db: Database, ids: number[], action: BulkAction, actor: Actor): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: contactEnquiries.id, status: contactEnquiries.status, answered: contactEnquiries.firstAnsweredAt })
      .from(contactEnquiries)
      .where(inArray(contactEnquiries.id, ids))
      .orderBy(asc(contactEnquiries.id))
      .for("update");
    let changed = 0;
    for (const row of rows) {
      const next =
        action === "close"
          ? row.status === "spam"
            ? null
            : "closed"
          : action === "spam"
            ? "spam"
            : row.status === "spam"
              ? row.answered
                ? "answered"
                : "new"
              : null;
      if (next === null || next === row.status) continue;
      await tx.update(contactEnquiries).set({ status: next }).where(eq(contactEnquiries.id, row.id));
      await recordAudit(
        tx,
        actor,
        action === "close"
          ? "henvendelse lukket"
          : action === "spam"
            ? "henvendelse merket som søppelpost"
            : "henvendelse ikke søppelpost",
        `henvendelse ${row.id}`,
      );
      changed += 1;
    }
    return changed;
  });
}
