import { eq, lt, sql } from "drizzle-orm";
import { retentionPeriod } from "#content/privacy";
import { periodBefore } from "~/domain/period";
import type { Database } from "./db/database.server";
import { applyClicks, contactEnquiries, mailOutbox, newsletterSubscribers, pageViews, rateLimits } from "./db/schema";
import { redactErrors } from "./log.server";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "./rate-limit.server";

export type PurgeReport = Record<"contactEnquiries" | "applyClicks" | "pageViews" | "unconfirmedSignups" | "sentMail" | "rateLimits", number>;

/**
 * Deletes what the privacy statement says we no longer keep (periods from content/privacy.ts):
 * enquiries 3 years after the last contact, apply clicks and page views after 26 months,
 * unconfirmed sign-ups after 30 days, sent mail after 30 days, rate-limit counters after their window.
 */
export async function purgeExpired(db: Database, now = new Date()): Promise<PurgeReport> {
  return db.transaction(async (tx) => {
    const count = (rows: unknown[]) => rows.length;
    return {
      contactEnquiries: count(
        await tx
          .delete(contactEnquiries)
          .where(lt(contactEnquiries.lastContactAt, periodBefore(now, retentionPeriod("contact"))))
          .returning({ id: contactEnquiries.id }),
      ),
      applyClicks: count(
        await tx.delete(applyClicks).where(lt(applyClicks.clickedAt, periodBefore(now, retentionPeriod("apply-clicks")))).returning({ id: applyClicks.id }),
      ),
      pageViews: count(
        await tx.delete(pageViews).where(lt(pageViews.viewedAt, periodBefore(now, retentionPeriod("web-statistics")))).returning({ id: pageViews.id }),
      ),
      unconfirmedSignups: count(
        await tx
          .delete(newsletterSubscribers)
          .where(
            sql`${newsletterSubscribers.status} = 'pending' and ${newsletterSubscribers.requestedAt} < ${periodBefore(now, retentionPeriod("newsletter-unconfirmed"))}`,
          )
          .returning({ id: newsletterSubscribers.id }),
      ),
      sentMail: count(
        await tx.delete(mailOutbox).where(lt(mailOutbox.createdAt, periodBefore(now, retentionPeriod("sent-mail")))).returning({ id: mailOutbox.id }),
      ),
      rateLimits: await purgeRateLimits(tx, now),
    };
  });
}

/**
 * Deletes rate-limit counters whose window has ended. The privacy statement keeps the keyed hash of an
 * address "i høyst en time": the running server calls this every few minutes (server/index.js), not
 * only with the daily purge. Returns how many counters were deleted.
 */
export async function purgeRateLimits(db: Pick<Database, "delete">, now = new Date()): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_SECONDS * 1000)))
    .returning({ hits: rateLimits.hits });
  return rows.length;
}

const sameAddress = (column: typeof contactEnquiries.email | typeof mailOutbox.recipient, email: string) =>
  eq(sql`lower(${column})`, email.trim().toLowerCase());

/**
 * Everything we hold about one e-mail address (a right-of-access request), as plain data. Sent mail is
 * given as kept: its links without their tokens. Failures are RedactedErrors: the address stays out of logs.
 */
export async function exportPersonalData(db: Database, email: string) {
  const address = email.trim().toLowerCase();
  const [enquiries, subscriptions, mail] = await redactErrors("personal data not exported", () =>
    Promise.all([
      db.select().from(contactEnquiries).where(sameAddress(contactEnquiries.email, address)).orderBy(contactEnquiries.createdAt),
      db
        .select({
          email: newsletterSubscribers.email,
          status: newsletterSubscribers.status,
          createdAt: newsletterSubscribers.createdAt,
          requestedAt: newsletterSubscribers.requestedAt,
          confirmedAt: newsletterSubscribers.confirmedAt,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, address)),
      db
        .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.textBody, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(sameAddress(mailOutbox.recipient, address))
        .orderBy(mailOutbox.createdAt),
    ]),
  );
  return { email: address, contactEnquiries: enquiries, newsletter: subscriptions, sentMail: mail };
}

/** Deletes everything we hold about one e-mail address (a right-to-erasure request), in one transaction; failures as in exportPersonalData. */
export async function deletePersonalData(db: Database, email: string) {
  const address = email.trim().toLowerCase();
  return redactErrors("personal data not deleted", () =>
    db.transaction(async (tx) => ({
      email: address,
      contactEnquiries: (await tx.delete(contactEnquiries).where(sameAddress(contactEnquiries.email, address)).returning({ id: contactEnquiries.id })).length,
      newsletter: (await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)).returning({ id: newsletterSubscribers.id })).length,
      sentMail: (await tx.delete(mailOutbox).where(sameAddress(mailOutbox.recipient, address)).returning({ id: mailOutbox.id })).length,
    })),
  );
}
