import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../shared/db/database.server";
import { mailOutbox, newsletterDeliveries } from "../../shared/db/schema";

/**
 * Deletes the unsent newsletter mail to an address from the outbox (kind "newsletter"; test mail to staff is
 * left), and counts those deliveries as skipped: they were never sent. Called by `unsubscribe` in the
 * transaction that deletes the subscriber.
 */
export async function dropUnsentNewsletterMail(
  db: Pick<Database, "delete" | "update" | "select">,
  email: string,
): Promise<number> {
  const unsent = and(
    eq(mailOutbox.kind, "newsletter"),
    isNull(mailOutbox.sentAt),
    eq(sql`lower(${mailOutbox.recipient})`, email.trim().toLowerCase()),
  );
  await db
    .update(newsletterDeliveries)
    .set({ status: "skipped" })
    .where(inArray(newsletterDeliveries.outboxId, db.select({ id: mailOutbox.id }).from(mailOutbox).where(unsent)));
  const dropped = await db.delete(mailOutbox).where(unsent).returning({ id: mailOutbox.id });
  return dropped.length;
}
