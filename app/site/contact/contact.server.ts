import { contactSubjects, type ContactForm } from "~/site/contact/contact-form";
import { site } from "#content/site";
import type { Database } from "../../shared/db/database.server";
import { contactEnquiries, mailOutbox } from "../../shared/db/schema";
import { groupCommit } from "../../shared/server/group-commit.server";
import { errorFields, logEvent, redactErrors } from "../../shared/server/log.server";
import type { Mailer } from "../../shared/mail/mail.server";

export type EnquiryStore = { store(form: ContactForm): Promise<number> };

/** "email": an enquiry that came as mail to the support address (app/admin/enquiries/inbound-mail.server.ts). */
export const subjectLabel = (value: string) =>
  contactSubjects.find((subject) => subject.value === value)?.label ?? (value === "email" ? "E-post" : value);

/** The mail that tells support of a new enquiry: the whole message, and Reply-To the visitor, so a reply from a mail program reaches them too. */
export function enquiryNotification(
  enquiry: ContactForm & { id: number },
  options: { supportEmail: string; publicOrigin: string },
) {
  return {
    recipient: options.supportEmail,
    replyTo: enquiry.email,
    kind: "enquiry-notification",
    enquiryId: enquiry.id,
    subject: `Ny henvendelse: ${subjectLabel(enquiry.subject)} (nr. ${enquiry.id})`,
    textBody: [
      `Ny henvendelse fra kontaktskjemaet på ${site.name}.`,
      "",
      `Fra: ${enquiry.firstName} ${enquiry.lastName} <${enquiry.email}>`,
      ...(enquiry.phone ? [`Telefon: ${enquiry.phone}`] : []),
      `Gjelder: ${subjectLabel(enquiry.subject)}`,
      "",
      enquiry.message,
      "",
      `Svar i bakrommet, så svaret blir med i saken: ${options.publicOrigin}/admin/henvendelser/${enquiry.id}`,
    ].join("\n"),
    headers: "{}",
  } satisfies typeof mailOutbox.$inferInsert;
}

/**
 * Stores enquiries exactly as sent (validated and trimmed), with the time each arrived, and in the same
 * transaction the mail that tells support (SUPPORT_EMAIL) of it: an enquiry is never stored without its
 * notification. Resolves with the id once committed; the mail is then sent without the visitor waiting
 * (a slow or failed SMTP server leaves it to the outbox's retries). A failure is a RedactedError: the
 * driver's error names every value of the row (name, e-mail, message).
 */
export function createEnquiryStore(
  db: Database,
  mail: { mailer: Mailer; supportEmail: string; publicOrigin: string },
): EnquiryStore {
  const insert = groupCommit(
    async (rows: Array<typeof contactEnquiries.$inferInsert>) =>
      db.transaction(async (tx) => {
        // RETURNING gives the rows in the order of VALUES.
        const stored = await tx.insert(contactEnquiries).values(rows).returning({ id: contactEnquiries.id });
        const notifications = stored.map(({ id }, index) =>
          enquiryNotification({ ...(rows[index] as ContactForm), id }, mail),
        );
        const queued = await tx.insert(mailOutbox).values(notifications).returning({ id: mailOutbox.id });
        return stored.map(({ id }, index) => ({ id, outboxId: queued[index]?.id }));
      }),
    { name: "contact_enquiries" },
  );
  return {
    async store(form) {
      const now = new Date();
      const { id, outboxId } = await redactErrors("enquiry not stored", () =>
        insert({
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          phone: form.phone ?? null,
          subject: form.subject,
          message: form.message,
          createdAt: now,
          lastContactAt: now,
        }),
      );
      if (outboxId !== undefined) {
        void mail.mailer
          .deliverOne(outboxId)
          .catch((error: unknown) =>
            logEvent("warn", "enquiry notification not sent now: the outbox retries", errorFields(error)),
          );
      }
      return id;
    },
  };
}
