import type { ContactForm } from "~/domain/contact-form";
import type { Database } from "./db/database.server";
import { contactEnquiries } from "./db/schema";
import { groupCommit } from "./group-commit.server";
import { redactErrors } from "./log.server";

export type EnquiryStore = { store(form: ContactForm): Promise<number> };

/**
 * Stores enquiries exactly as sent (validated and trimmed), with the time each arrived; resolves with its id once committed.
 * A failure is a RedactedError: the driver's error names every value of the row (name, e-mail, message).
 */
export function createEnquiryStore(db: Database): EnquiryStore {
  const insert = groupCommit(
    async (rows: Array<typeof contactEnquiries.$inferInsert>) =>
      // RETURNING gives the rows in the order of VALUES.
      db.insert(contactEnquiries).values(rows).returning({ id: contactEnquiries.id }),
    { name: "contact_enquiries" },
  );
  return {
    async store(form) {
      const now = new Date();
      const { id } = await redactErrors("enquiry not stored", () =>
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
      return id;
    },
  };
}
