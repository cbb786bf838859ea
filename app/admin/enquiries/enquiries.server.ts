import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import { site } from "#content/site";
import { promiseDeadline } from "~/site/contact/reply-promise";
import { isOverdue } from "~/site/contact/working-hours";
import type { Database } from "../../shared/db/database.server";
import {
  contactEnquiries,
  enquiryInboundMail,
  enquiryInboxOrder,
  enquiryReplies,
  enquirySearchDocument,
  mailOutbox,
  staff,
} from "../../shared/db/schema";
import { matchesWords, searchDocument } from "../../shared/db/text-search";
import { countsByStatus } from "../../shared/db/status-counts.server";
import { subjectLabel } from "../../site/contact/contact.server";
import { errorFields, logEvent } from "../../shared/server/log.server";
import type { Mailer } from "../../shared/mail/mail.server";
import { recordAudit, type Actor } from "../../shared/db/audit.server";
import { replyAddress, replyMessageId, replyToken } from "./inbound-mail.server";
import { withSignature } from "./inbox-rules";
import { clearDraft } from "./teamwork.server";

/**
 * The inbox of enquiries. Each is due by the promise on /kontakt, counted as app/site/contact/reply-promise.ts
 * says: contactFacts.replyWithinHours hours of weekday clock (Oslo time, public holidays excepted).
 */

export type EnquiryStatus = (typeof contactEnquiries.$inferSelect)["status"];
export const enquiryFilters = ["nye", "forsinkede", "besvarte", "lukkede", "alle", "soppel"] as const;
export type EnquiryFilter = (typeof enquiryFilters)[number];
const statusOf: Record<Exclude<EnquiryFilter, "alle" | "forsinkede">, EnquiryStatus> = {
  nye: "new",
  besvarte: "answered",
  lukkede: "closed",
  soppel: "spam",
};
/** Whose enquiries: anyone's (""), the viewer's own («Tildelt meg»), or nobody's yet. */
export const assignmentFilters = ["", "meg", "ingen"] as const;
export type AssignmentFilter = (typeof assignmentFilters)[number];

export const dueAt = promiseDeadline;

/** Whether the promise was broken: no reply by the deadline (still new and past it, or first answered after it). */
export function promiseBroken(enquiry: { createdAt: Date; firstAnsweredAt: Date | null }, now: Date): boolean {
  const deadline = dueAt(enquiry.createdAt);
  return enquiry.firstAnsweredAt ? enquiry.firstAnsweredAt > deadline : isOverdue(deadline, now);
}

export const INBOX_PAGE = 50;
const inboxOrder = enquiryInboxOrder(contactEnquiries);

/**
 * The latest arrival time whose deadline has passed by `now`. A later arrival never has an earlier deadline, so
 * "new and overdue" is "new and arrived at or before this", which the database can filter and page; found by
 * halving the last 60 days to the second (no promise counts that long).
 */
export function overdueCutoff(now: Date): Date {
  let overdue = now.getTime() - 60 * 24 * 60 * 60 * 1000;
  let notOverdue = now.getTime();
  while (notOverdue - overdue > 1000) {
    const middle = Math.floor((overdue + notOverdue) / 2);
    if (isOverdue(dueAt(new Date(middle)), now)) overdue = middle;
    else notOverdue = middle;
  }
  return new Date(overdue);
}

/**
 * Each typed word the start of a word in the name, address or message, or in the visitor's mail in the thread
 * (read from the support mailbox): full-text search on the GIN indexes of both tables (decision 0027, «Searches»).
 * Said as "id in (one index) union (the other)" so each table's index serves its half.
 */
function matching(search: string): SQL | undefined {
  if (!search) return undefined;
  return sql`${contactEnquiries.id} in (select ${contactEnquiries.id} from ${contactEnquiries} where ${matchesWords(enquirySearchDocument(contactEnquiries), search)} union select ${enquiryInboundMail.enquiryId} from ${enquiryInboundMail} where ${matchesWords(searchDocument(sql`${enquiryInboundMail.body}`), search)})`;
}

export type InboxQuery = {
  filter: EnquiryFilter;
  search: string;
  subject?: string;
  assigned?: AssignmentFilter;
  /** Who is looking («Tildelt meg»). */
  staffId?: number;
};

/** Which enquiries a view of the inbox shows: its filter, subject, assignment and search. */
function inboxWhere(query: InboxQuery, now: Date): SQL | undefined {
  return and(
    query.filter === "alle"
      ? // Spam is shown under its own filter only.
        ne(contactEnquiries.status, "spam")
      : query.filter === "forsinkede"
        ? and(eq(contactEnquiries.status, "new"), lte(contactEnquiries.createdAt, overdueCutoff(now)))
        : eq(contactEnquiries.status, statusOf[query.filter]),
    query.subject ? eq(contactEnquiries.subject, query.subject) : undefined,
    query.assigned === "meg"
      ? eq(contactEnquiries.assignedTo, query.staffId ?? -1)
      : query.assigned === "ingen"
        ? isNull(contactEnquiries.assignedTo)
        : undefined,
    matching(query.search),
  );
}

/**
 * One page of a view, as a query (listEnquiries runs it; inbox-plan.server.test.ts reads its plan): unanswered
 * first, oldest first (the most urgent at the top); then the rest, latest contact first; id last, so pages never
 * overlap or skip a row.
 */
export function inboxPageQuery(db: Database, query: InboxQuery, page: number, now = new Date()) {
  const onlyNew = query.filter === "nye" || query.filter === "forsinkede";
  return db
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
      assignedTo: staff.email,
    })
    .from(contactEnquiries)
    .leftJoin(staff, eq(staff.id, contactEnquiries.assignedTo))
    .where(inboxWhere(query, now))
    .orderBy(
      ...(onlyNew
        ? // The same order for new rows alone, said so the status and arrival index gives it: a page reads 50 rows,
          // not every new enquiry to sort them (decision 0027's bench).
          [asc(contactEnquiries.createdAt)]
        : // Said exactly as contact_enquiries_inbox_order_idx is, so that index gives the order (decision 0026, stop 45).
          [asc(inboxOrder.urgency), asc(inboxOrder.arrivalIfNew)]),
      desc(contactEnquiries.lastContactAt),
      asc(contactEnquiries.id),
    )
    .limit(INBOX_PAGE)
    .offset((page - 1) * INBOX_PAGE);
}

/** The inbox, a page at a time, in inboxPageQuery's order. `search` looks in the name, e-mail and message. */
export async function listEnquiries(
  db: Database,
  query: InboxQuery & {
    page: number;
    /** How many match, when the caller already counted it (a filter's count): not counted again. */
    total?: number;
  },
  now = new Date(),
) {
  const total =
    query.total ??
    Number((await db.select({ total: count() }).from(contactEnquiries).where(inboxWhere(query, now)))[0]?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE));
  const page = Math.min(Math.max(1, query.page), pages);
  const rows = await inboxPageQuery(db, query, page, now);
  return { rows, total, page, pages };
}

/**
 * How many enquiries have each status, as the table's triggers keep them. Spam is only for its own list: every
 * other count (the dashboard, «Alle», overdue) is of new, answered and closed.
 */
export function enquiryCounts(db: Database): Promise<Record<"new" | "answered" | "closed" | "spam", number>> {
  return countsByStatus(db, "contact_enquiries", ["new", "answered", "closed", "spam"] as const);
}

/**
 * The new enquiries whose deadline has passed: counted in the database up to the cutoff (on the status and arrival
 * index), rather than every new enquiry read to compute its deadline (decision 0027's bench: 145 ms with 1 000 new).
 */
export async function overdueCount(db: Database, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactEnquiries)
    .where(and(eq(contactEnquiries.status, "new"), lte(contactEnquiries.createdAt, overdueCutoff(now))));
  return Number(row?.n ?? 0);
}

/** The visitor's other enquiries (the same address, any letter case), newest first: shown beside the one open. */
export function otherEnquiries(db: Database, enquiry: { id: number; email: string }, limit = 20) {
  return db
    .select({
      id: contactEnquiries.id,
      subject: contactEnquiries.subject,
      status: contactEnquiries.status,
      createdAt: contactEnquiries.createdAt,
    })
    .from(contactEnquiries)
    .where(
      and(
        sql`lower(${contactEnquiries.email}) = ${enquiry.email.toLowerCase()}`,
        sql`${contactEnquiries.id} <> ${enquiry.id}`,
      ),
    )
    .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
    .limit(limit);
}

/** One enquiry with its thread (our replies, oldest first). */
export async function enquiryThread(db: Database, id: number) {
  const [enquiry] = await db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
  if (!enquiry) return null;
  const replies = await db
    .select()
    .from(enquiryReplies)
    .where(eq(enquiryReplies.enquiryId, id))
    .orderBy(asc(enquiryReplies.createdAt));
  return { enquiry, replies };
}

type Quoted = Pick<typeof contactEnquiries.$inferSelect, "firstName" | "subject" | "message" | "createdAt">;

/**
 * What the reply form starts with: the greeting and sign-off are the writer's to see and change, never added
 * unseen. A writer with a signature of their own (shown under the field, added as sent) gets no sign-off here.
 */
export const replyDraft = (enquiry: Pick<Quoted, "firstName">, signature = "") =>
  (signature.trim()
    ? [`Hei ${enquiry.firstName}!`, "", "", ""]
    : [`Hei ${enquiry.firstName}!`, "", "", "", `Hilsen ${site.name}`, `${site.email} · ${site.phoneDisplay}`]
  ).join("\n");

/** The mail around a reply, shown beside the form: its subject, and what follows the typed text (the enquiry, quoted). */
export function replyMail(enquiry: Quoted) {
  return {
    subject: `Svar fra ${site.name}: ${subjectLabel(enquiry.subject)}`,
    after: [
      `Du skrev ${enquiry.createdAt.toISOString().slice(0, 10)}:`,
      ...enquiry.message.split("\n").map((line) => `> ${line}`),
    ].join("\n"),
  };
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

export type ReplyOutcome =
  | { status: "sent" }
  | { status: "not-found" }
  /** The draft as it came, greeting and sign-off only. */
  | { status: "untouched" }
  /** Someone replied after the writer's page was shown: nothing sent; their replies, and the last id to build on. */
  | { status: "conflict"; replies: Array<typeof enquiryReplies.$inferSelect>; lastReplyId: number };

/**
 * Sends a reply: stored in the thread, the mail put in the outbox, the enquiry marked answered and its
 * last contact moved to now (which restarts its 3-year retention), all in one transaction; the mail is
 * then sent without waiting for SMTP (the outbox retries). The mail is the typed text and the quoted
 * enquiry (replyMail), nothing else. `seenReplyId` is the last reply the writer's page showed (0: none),
 * as the card editor's base version: a reply sent since then wins, and this one is not sent.
 */
export async function replyToEnquiry(
  context: { db: Database; mailer: Mailer; supportEmail: string; replySecret: string },
  input: {
    enquiryId: number;
    body: string;
    seenReplyId: number;
    actor: Actor & { staffId: number };
    /** The writer's signature, added under the text (the form shows it under the field). */
    signature?: string;
    /** «Send og lukk»: the enquiry is closed rather than answered. */
    close?: boolean;
  },
  now = new Date(),
): Promise<ReplyOutcome> {
  const result = await context.db.transaction(
    async (tx): Promise<ReplyOutcome | { status: "sent"; outboxId: number }> => {
      // The row lock makes two replies to one enquiry take turns, so the second sees the first.
      const [enquiry] = await tx
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.id, input.enquiryId))
        .for("update");
      if (!enquiry) return { status: "not-found" };
      if (sameText(input.body, replyDraft(enquiry)) || sameText(input.body, replyDraft(enquiry, "signed")))
        return { status: "untouched" };
      const since = await tx
        .select()
        .from(enquiryReplies)
        .where(and(eq(enquiryReplies.enquiryId, enquiry.id), gt(enquiryReplies.id, input.seenReplyId)))
        .orderBy(asc(enquiryReplies.id));
      if (since.length > 0) return { status: "conflict", replies: since, lastReplyId: since[since.length - 1]!.id };
      const mail = replyMail(enquiry);
      const body = withSignature(input.body, input.signature ?? "");
      // The visitor's answer comes back to the support mailbox and, by the token, into this thread.
      const token = replyToken(context.replySecret, enquiry.id);
      const outboxId = await context.mailer.enqueue(
        {
          to: enquiry.email,
          replyTo: replyAddress(context.supportEmail, token),
          headers: { "Message-ID": replyMessageId(context.supportEmail, token) },
          kind: "enquiry-reply",
          enquiryId: enquiry.id,
          subject: mail.subject,
          text: `${body}\n\n${mail.after}`,
        },
        tx,
      );
      await tx.insert(enquiryReplies).values({
        enquiryId: enquiry.id,
        staffId: input.actor.staffId,
        staffName: input.actor.email,
        body,
        outboxId,
        createdAt: now,
      });
      await tx
        .update(contactEnquiries)
        .set({
          status: input.close ? "closed" : "answered",
          lastContactAt: now,
          firstAnsweredAt: enquiry.firstAnsweredAt ?? now,
        })
        .where(eq(contactEnquiries.id, enquiry.id));
      await clearDraft(tx, enquiry.id, input.actor.staffId);
      await recordAudit(tx, input.actor, "henvendelse besvart", `henvendelse ${enquiry.id}`);
      if (input.close) await recordAudit(tx, input.actor, "henvendelse lukket", `henvendelse ${enquiry.id}`);
      return { status: "sent", outboxId };
    },
  );
  if (result.status !== "sent" || !("outboxId" in result)) return result;
  void context.mailer
    .deliverOne(result.outboxId)
    .catch((error: unknown) => logEvent("warn", "reply not sent now: the outbox retries", errorFields(error)));
  return { status: "sent" };
}

/** Closes or reopens an enquiry (closed: nothing more to do; reopened: back to new, or answered if it was). */
export async function setEnquiryStatus(
  db: Database,
  id: number,
  status: "closed" | "open",
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ firstAnsweredAt: contactEnquiries.firstAnsweredAt })
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, id));
    if (!enquiry) return false;
    const next: EnquiryStatus = status === "closed" ? "closed" : enquiry.firstAnsweredAt ? "answered" : "new";
    await tx.update(contactEnquiries).set({ status: next }).where(eq(contactEnquiries.id, id));
    await recordAudit(
      tx,
      actor,
      status === "closed" ? "henvendelse lukket" : "henvendelse gjenåpnet",
      `henvendelse ${id}`,
    );
    return true;
  });
}

/** The mail about an enquiry (notification and replies) still in the outbox (30 days), as sent and when. */
export function enquiryMail(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      enquiryId: mailOutbox.enquiryId,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.enquiryId, ids)))
    .orderBy(asc(mailOutbox.id));
}
