import type { Database } from "./db/database.server";
import { mailOutbox } from "./db/schema";
import { logEvent } from "./log.server";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type Mailer = { send(mail: OutgoingMail): Promise<void> };

type SmtpTransport = { sendMail(message: Record<string, unknown>): Promise<unknown> };

/**
 * Every mail is written to the outbox table (kept 30 days, see content/privacy.ts). With SMTP_URL
 * it is also sent through SMTP and marked sent; without, the outbox and the server log are where
 * it goes, so the whole flow can be followed locally and in tests.
 */
export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  let transport: Promise<SmtpTransport> | undefined;
  const smtp = () =>
    (transport ??= import("nodemailer").then((nodemailer) => nodemailer.createTransport(options.smtpUrl) as unknown as SmtpTransport));

  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, headers: JSON.stringify(mail.headers ?? {}) })
        .returning({ id: mailOutbox.id });
      if (!options.smtpUrl) {
        logEvent("info", "mail written to outbox", { outboxId: row?.id, subject: mail.subject, text: mail.text });
        return;
      }
      await (await smtp()).sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers });
      const { eq } = await import("drizzle-orm");
      if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
