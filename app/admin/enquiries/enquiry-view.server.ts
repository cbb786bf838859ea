import { formatDateTime } from "~/shared/format/format";
import { subjectLabel } from "~/site/contact/contact.server";
import type { Database } from "~/shared/db/database.server";
import {
  dueAt,
  enquiryMail,
  enquiryThread,
  promiseBroken,
  replyDraft,
  replyMail,
} from "~/admin/enquiries/enquiries.server";

/** One enquiry as its page shows it: the message, every reply with the mail as sent, and the draft; null if there is none. */
export async function enquiryView(db: Database, id: number) {
  const thread = await enquiryThread(db, id);
  if (!thread) return null;
  const { enquiry, replies } = thread;
  const mail = await enquiryMail(db, [enquiry.id]);
  const sentAt = (outboxId: number | null) => {
    const row = mail.find((item) => item.id === outboxId);
    return row
      ? row.sentAt
        ? `Sendt ${formatDateTime(row.sentAt)}`
        : `Venter på sending (${row.attempts} forsøk)`
      : "E-posten er slettet etter 30 dager";
  };
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
    },
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
