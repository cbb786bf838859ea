import type { ContactForm } from "~/domain/contact-form";
import type { Database } from "./db/database.server";
import { contactEnquiries } from "./db/schema";

/** Stores an enquiry exactly as sent (validated and trimmed), with the time it arrived. */
export async function storeEnquiry(db: Database, form: ContactForm, now = new Date()): Promise<number> {
  const [row] = await db
    .insert(contactEnquiries)
    .values({
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone ?? null,
      subject: form.subject,
      message: form.message,
      createdAt: now,
      lastContactAt: now,
    })
    .returning({ id: contactEnquiries.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}
