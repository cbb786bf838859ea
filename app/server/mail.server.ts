import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "./db/database.server";
import { mailOutbox } from "./db/schema";
import { errorFields, logEvent, redactErrors } from "./log.server";

export type OutgoingMail = {
  to: string;
  subject: string;
  /** Links that must stop working once the mail is out carry their secret in a `token` query parameter. */
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Writes the mail to the outbox and, with SMTP, sends it. Resolves once the mail is stored: a failed send is retried by deliverPending. */
  send(mail: OutgoingMail): Promise<void>;
  /** Sends the stored mail not yet sent (left by a restart or a failed attempt); returns how many went. Without SMTP it does nothing. */
  deliverPending(now?: Date): Promise<number>;
};

type SmtpTransport = { sendMail(message: Record<string, unknown>): Promise<unknown> };

/** An instance that took a mail to send has this long before another may try it again. */
export const RETRY_AFTER_MS = 5 * 60 * 1000;
const PENDING_BATCH = 100;

/**
 * What the outbox keeps of a sent mail: every link's `token` replaced, so a copy of the database holds no
 * working confirmation link (app/server/db/schema.ts). The migration drizzle/0001 does the same in SQL.
 */
export function withoutLinkTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&#>"]+/g, "$1[fjernet]");
}

/**
 * A durable outbox. Every mail is written to mail_outbox first (kept 30 days, see content/privacy.ts), with
 * everything needed to send it; with SMTP_URL it is then sent, and marked sent with its link tokens removed
 * in one update. A mail whose sending failed, or whose process stopped before it was marked, stays unsent
 * and is sent by deliverPending, on this instance or another. Without SMTP_URL the outbox is where mail
 * goes (read it with the admin socket's "outbox" command), so the whole flow can be followed locally and
 * in tests; such mail stays unsent, links and all, and is sent if the site later runs with SMTP_URL.
 * The server calls deliverPending at start and then every minute.
 */
export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  let transport: Promise<SmtpTransport> | undefined;
  const smtp = () =>
    (transport ??= import("nodemailer").then((nodemailer) => nodemailer.createTransport(options.smtpUrl) as unknown as SmtpTransport));

  type Stored = { id: number; recipient: string; subject: string; textBody: string; headers: string };

  /** Sends one stored mail; true when it went. A failure is logged and the mail left for deliverPending. */
  async function deliver(mail: Stored): Promise<boolean> {
    const headers = JSON.parse(mail.headers) as Record<string, string>;
    try {
      await (await smtp()).sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.textBody, headers });
    } catch (error) {
      // SMTP replies can quote the address; errorFields leaves it out.
      logEvent("warn", "mail not sent: it stays in the outbox and is tried again", { outboxId: mail.id, ...errorFields(error) });
      return false;
    }
    const keptHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, withoutLinkTokens(value)]));
    try {
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), textBody: withoutLinkTokens(mail.textBody), headers: JSON.stringify(keptHeaders) })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      // The mail went; the reader's request need not fail for this. It will be sent again by deliverPending.
      logEvent("error", "mail sent but not marked sent: it will be sent again", { outboxId: mail.id, ...errorFields(error) });
    }
    return true;
  }

  return {
    async send(mail) {
      const [row] = await redactErrors("mail not stored", () =>
        db
          .insert(mailOutbox)
          .values({
            recipient: mail.to,
            subject: mail.subject,
            textBody: mail.text,
            headers: JSON.stringify(mail.headers ?? {}),
            // Taken by this instance: deliverPending elsewhere leaves it alone while it is being sent here.
            lastAttemptAt: options.smtpUrl ? new Date() : null,
          })
          .returning(),
      );
      if (!row) throw new Error("mail not stored: no row returned");
      if (!options.smtpUrl) {
        // The text stays out of the log: its links work, and the log is kept longer than the outbox.
        logEvent("info", "mail written to outbox", { outboxId: row.id, subject: mail.subject });
        return;
      }
      await deliver(row);
    },

    async deliverPending(now = new Date()) {
      if (!options.smtpUrl) return 0;
      const due = and(isNull(mailOutbox.sentAt), or(isNull(mailOutbox.lastAttemptAt), lt(mailOutbox.lastAttemptAt, new Date(now.getTime() - RETRY_AFTER_MS))));
      // One atomic update takes the mail: an instance running the same update at once skips the rows taken here.
      const taken = await redactErrors("unsent mail not read", () =>
        db
          .update(mailOutbox)
          .set({ lastAttemptAt: now })
          .where(and(due, inArray(mailOutbox.id, db.select({ id: mailOutbox.id }).from(mailOutbox).where(due).orderBy(mailOutbox.id).limit(PENDING_BATCH))))
          .returning(),
      );
      let sent = 0;
      for (const mail of taken.sort((a, b) => a.id - b.id)) if (await deliver(mail)) sent++;
      if (taken.length > 0) logEvent("info", "unsent mail delivered", { tried: taken.length, sent });
      return sent;
    },
  };
}
