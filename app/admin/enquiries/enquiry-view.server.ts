import { asc, eq } from "drizzle-orm";
import { formatDateTime, formatDecimal, formatNumber } from "~/shared/format/format";
import { enquiryInboundMail } from "~/shared/db/schema";
import { subjectLabel } from "~/site/contact/contact.server";
import type { Database } from "~/shared/db/database.server";
import {
  dueAt,
  enquiryMail,
  enquiryThread,
  otherEnquiries,
  promiseBroken,
  replyDraft,
  replyMail,
} from "~/admin/enquiries/enquiries.server";

/** One enquiry as its page shows it: the message, every reply with the mail as sent, and the draft; null if there is none. */
export async function enquiryView(db: Database, id: number) {
  const thread = await enquiryThread(db, id);
  if (!thread) return null;
  const { enquiry, replies } = thread;
  const [mail, inbound, others] = await Promise.all([
    enquiryMail(db, [enquiry.id]),
    db
      .select()
      .from(enquiryInboundMail)
      .where(eq(enquiryInboundMail.enquiryId, enquiry.id))
      .orderBy(asc(enquiryInboundMail.receivedAt), asc(enquiryInboundMail.id)),
    otherEnquiries(db, enquiry),
  ]);
  const opening = inbound.find((row) => row.opened);
  const sentAt = (outboxId: number | null) => {
    const row = mail.find((item) => item.id === outboxId);
    return row
      ? row.sentAt
        ? `Sendt ${formatDateTime(row.sentAt)}`
        : `Venter på sending (${row.attempts} forsøk)`
      : "E-posten er slettet etter 30 dager";
  };
  const replyEntries = replies.map((reply) => {
    const sent = mail.find((item) => item.id === reply.outboxId);
    // The whole mail as the outbox has it (kept 30 days): what the visitor got, word for word.
    return {
      kind: "reply" as const,
      id: reply.id,
      by: reply.staffName,
      at: formatDateTime(reply.createdAt),
      time: reply.createdAt.getTime(),
      body: reply.body,
      delivery: sentAt(reply.outboxId),
      mail: sent ? { subject: sent.subject, text: sent.textBody } : null,
    };
  });
  const mailEntries = inbound
    .filter((row) => !row.opened)
    .map((row) => ({
      kind: "mail" as const,
      id: row.id,
      from: row.fromName ? `${row.fromName} <${row.fromAddress}>` : row.fromAddress,
      at: formatDateTime(row.receivedAt),
      time: row.receivedAt.getTime(),
      subject: row.subject,
      ...mailParts(row),
    }));
  return {
    enquiry: {
      id: enquiry.id,
      from: `${enquiry.firstName} ${enquiry.lastName}`,
      email: enquiry.email,
      phone: enquiry.phone,
      subject: subjectLabel(enquiry.subject),
      message: enquiry.message,
      status: enquiry.status,
      received: formatDateTime(enquiry.createdAt),
      deadline: formatDateTime(dueAt(enquiry.createdAt)),
      overdue: promiseBroken(enquiry, new Date()),
      lastContact: formatDateTime(enquiry.lastContactAt),
      source: enquiry.source,
      /** An enquiry that came as mail: its attachments and what could not be read of it. */
      mail: opening ? { subject: opening.subject, ...mailParts(opening) } : null,
    },
    /** The same visitor's other enquiries, newest first. */
    others: others.map((other) => ({
      id: other.id,
      subject: subjectLabel(other.subject),
      status: other.status,
      received: formatDateTime(other.createdAt),
    })),
    /** Our replies and the visitor's mail, in the order they came. */
    thread: [...replyEntries, ...mailEntries].sort((a, b) => a.time - b.time),
    replies: replies.map((reply) => {
      const sent = mail.find((item) => item.id === reply.outboxId);
      // The whole mail as the outbox has it (kept 30 days): what the visitor got, word for word.
      return {
        id: reply.id,
        by: reply.staffName,
        at: formatDateTime(reply.createdAt),
        body: reply.body,
        delivery: sentAt(reply.outboxId),
        mail: sent ? { subject: sent.subject, text: sent.textBody } : null,
      };
    }),
    /** Who has the enquiry (a staff id), and the visitor's name as saved replies fill it in. */
    assignedTo: enquiry.assignedTo,
    visitor: { firstName: enquiry.firstName, lastName: enquiry.lastName },
    /** The reply the form builds on (as the card editor's version): a colleague's later one stops this one. */
    lastReplyId: replies.reduce((last, reply) => Math.max(last, reply.id), 0),
    draft: replyDraft(enquiry),
    mail: { to: enquiry.email, ...replyMail(enquiry) },
    notification:
      mail
        .filter((item) => item.kind === "enquiry-notification")
        .map((item) => ({ to: item.recipient, delivery: sentAt(item.id) }))[0] ?? null,
  };
}

/** "1,2 MB", "830 kB", "512 byte": an attachment's size as the thread lists it. */
export function attachmentSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${formatDecimal(Math.round(bytes / 100_000) / 10)} MB`;
  if (bytes >= 1_000) return `${formatNumber(Math.round(bytes / 1_000))} kB`;
  return `${formatNumber(bytes)} byte`;
}

const problemText: Record<string, string> = {
  "too-long": "E-posten var lengre enn 64 kB: bare begynnelsen er vist. Hele ligger i supportpostkassen.",
  unreadable: "Teksten i e-posten kunne ikke leses. Den ligger i supportpostkassen.",
};

function mailParts(row: typeof enquiryInboundMail.$inferSelect) {
  return {
    body: row.body,
    quoted: row.quoted,
    attachments: row.attachments.map((item) => ({ name: item.name, size: attachmentSize(item.size) })),
    problem: row.problem ? (problemText[row.problem] ?? null) : null,
    automatic: row.automatic,
  };
}
