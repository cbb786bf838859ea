import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { contactFacts } from "#content/contact";
import { site } from "#content/site";
import { isOverdue, replyDeadline } from "~/domain/working-hours";
import type { Database } from "../db/database.server";
import { contactEnquiries, enquiryReplies, mailOutbox } from "../db/schema";
import { subjectLabel } from "../contact.server";
import { errorFields, logEvent } from "../log.server";
import type { Mailer } from "../mail.server";
import { recordAudit, type Actor } from "./audit.server";

/**
 * The inbox of enquiries. Each is due by the promise on /kontakt: a reply within
 * contactFacts.replyWithinHours working hours (Mon–Fri 09–17 Oslo time, public holidays excepted,
 * app/domain/working-hours.ts).
 */

export type EnquiryStatus = (typeof contactEnquiries.$inferSelect)["status"];
export const enquiryFilters = ["nye", "besvarte", "lukkede", "alle"] as const;
export type EnquiryFilter = (typeof enquiryFilters)[number];
const statusOf: Record<Exclude<EnquiryFilter, "alle">, EnquiryStatus> = { nye: "new", besvarte: "answered", lukkede: "closed" };

export const dueAt = (createdAt: Date) => replyDeadline(createdAt, contactFacts.replyWithinHours, contactFacts.openingHours);

/** Whether the promise was broken: no reply by the deadline (still new and past it, or first answered after it). */
export function promiseBroken(enquiry: { createdAt: Date; firstAnsweredAt: Date | null }, now: Date): boolean {
  const deadline = dueAt(enquiry.createdAt);
  return enquiry.firstAnsweredAt ? enquiry.firstAnsweredAt > deadline : isOverdue(deadline, now);
}

const INBOX_PAGE = 200;

/** The inbox: unanswered first, oldest first (the most urgent at the top); then the rest, latest contact first. */
export async function listEnquiries(db: Database, filter: EnquiryFilter) {
  const rows = await db
    .select({
      id: contactEnquiries.id,
      firstName: contactEnquiries.firstName,
      lastName: contactEnquiries.lastName,
      email: contactEnquiries.email,
      subject: contactEnquiries.subject,
      status: contactEnquiries.status,
      createdAt: contactEnquiries.createdAt,
      lastContactAt: contactEnquiries.lastContactAt,
      firstAnsweredAt: contactEnquiries.firstAnsweredAt,
    })
    .from(contactEnquiries)
    .where(filter === "alle" ? undefined : eq(contactEnquiries.status, statusOf[filter]))
    .orderBy(sql`case when ${contactEnquiries.status} = 'new' then 0 else 1 end`, sql`case when ${contactEnquiries.status} = 'new' then ${contactEnquiries.createdAt} end asc`, desc(contactEnquiries.lastContactAt))
    .limit(INBOX_PAGE + 1);
  return { rows: rows.slice(0, INBOX_PAGE), more: rows.length > INBOX_PAGE };
}

export async function enquiryCounts(db: Database) {
  const rows = await db.select({ status: contactEnquiries.status, n: count() }).from(contactEnquiries).groupBy(contactEnquiries.status);
  const of = (status: EnquiryStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return { new: of("new"), answered: of("answered"), closed: of("closed") };
}

/** The new enquiries whose deadline has passed. */
export async function overdueCount(db: Database, now = new Date()): Promise<number> {
  const open = await db.select({ createdAt: contactEnquiries.createdAt }).from(contactEnquiries).where(eq(contactEnquiries.status, "new"));
  return open.filter((row) => isOverdue(dueAt(row.createdAt), now)).length;
}

/** One enquiry with its thread (our replies, oldest first). */
export async function enquiryThread(db: Database, id: number) {
  const [enquiry] = await db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
  if (!enquiry) return null;
  const replies = await db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, id)).orderBy(asc(enquiryReplies.createdAt));
  return { enquiry, replies };
}

/**
 * Sends a reply: stored in the thread, the mail put in the outbox, the enquiry marked answered and its
 * last contact moved to now (which restarts its 3-year retention), all in one transaction; the mail is
 * then sent without waiting for SMTP (the outbox retries).
 */
export async function replyToEnquiry(
  context: { db: Database; mailer: Mailer; supportEmail: string },
  input: { enquiryId: number; body: string; actor: Actor & { staffId: number } },
  now = new Date(),
): Promise<"sent" | "not-found"> {
  const result = await context.db.transaction(async (tx) => {
    const [enquiry] = await tx.select().from(contactEnquiries).where(eq(contactEnquiries.id, input.enquiryId)).for("update");
    if (!enquiry) return null;
    const outboxId = await context.mailer.enqueue(
      {
        to: enquiry.email,
        replyTo: context.supportEmail,
        kind: "enquiry-reply",
        enquiryId: enquiry.id,
        subject: `Svar fra ${site.name}: ${subjectLabel(enquiry.subject)}`,
        text: [
          `Hei ${enquiry.firstName}!`,
          "",
          input.body,
          "",
          `Hilsen ${site.name}`,
          `${site.email} · ${site.phoneDisplay}`,
          "",
          `Du skrev ${enquiry.createdAt.toISOString().slice(0, 10)}:`,
          ...enquiry.message.split("\n").map((line) => `> ${line}`),
        ].join("\n"),
      },
      tx,
    );
    await tx.insert(enquiryReplies).values({ enquiryId: enquiry.id, staffId: input.actor.staffId, staffName: input.actor.email, body: input.body, outboxId, createdAt: now });
    await tx
      .update(contactEnquiries)
      .set({ status: "answered", lastContactAt: now, firstAnsweredAt: enquiry.firstAnsweredAt ?? now })
      .where(eq(contactEnquiries.id, enquiry.id));
    await recordAudit(tx, input.actor, "henvendelse besvart", `henvendelse ${enquiry.id}`);
    return outboxId;
  });
  if (result === null) return "not-found";
  void context.mailer.deliverOne(result).catch((error: unknown) => logEvent("warn", "reply not sent now: the outbox retries", errorFields(error)));
  return "sent";
}

/** Closes or reopens an enquiry (closed: nothing more to do; reopened: back to new, or answered if it was). */
export async function setEnquiryStatus(db: Database, id: number, status: "closed" | "open", actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [enquiry] = await tx.select({ firstAnsweredAt: contactEnquiries.firstAnsweredAt }).from(contactEnquiries).where(eq(contactEnquiries.id, id));
    if (!enquiry) return false;
    const next: EnquiryStatus = status === "closed" ? "closed" : enquiry.firstAnsweredAt ? "answered" : "new";
    await tx.update(contactEnquiries).set({ status: next }).where(eq(contactEnquiries.id, id));
    await recordAudit(tx, actor, status === "closed" ? "henvendelse lukket" : "henvendelse gjenåpnet", `henvendelse ${id}`);
    return true;
  });
}

/** The mail about an enquiry (notification and replies) still in the outbox, with when each was sent. */
export function enquiryMail(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, enquiryId: mailOutbox.enquiryId, recipient: mailOutbox.recipient, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.enquiryId, ids)))
    .orderBy(asc(mailOutbox.id));
}
