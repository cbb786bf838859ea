import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { retentionPeriod } from "#content/privacy";
import { periodBefore } from "~/shared/format/period";
import type { Database, Transaction } from "../../shared/db/database.server";
import {
  applyClicks,
  auditLog,
  cardAlertFollows,
  cardAlertSubscribers,
  conversions,
  contactEnquiries,
  enquiryInboundMail,
  enquiryReplies,
  mailOutbox,
  newsletterSubscribers,
  pageViews,
  rateLimits,
  reportUploads,
} from "../../shared/db/schema";
import { commandLine, recordAudit, type Actor } from "../../shared/db/audit.server";
import { purgeChallenges } from "../access/passkeys.server";
import { purgeSessions } from "../access/sessions.server";
import { purgeInvitations } from "../access/staff-accounts.server";
import { purgePresence } from "../enquiries/teamwork.server";
import { redactErrors } from "../../shared/server/log.server";
import { dropUnsentNewsletterMail } from "~/site/newsletter/newsletter-outbox.server";
import { purgeUnconfirmedAlerts } from "~/site/card-alerts/card-alerts.server";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "../../shared/server/rate-limit.server";

export type PurgeReport = Record<
  | "contactEnquiries"
  | "spamEnquiries"
  | "enquiryViewers"
  | "applyClicks"
  | "conversions"
  | "pageViews"
  | "unconfirmedSignups"
  | "unconfirmedCardAlerts"
  | "sentMail"
  | "rateLimits"
  | "auditLog"
  | "staffSessions"
  | "staffInvitations"
  | "passkeyChallenges",
  number
>;

/**
 * Deletes what the privacy statement says we no longer keep (periods from content/privacy.ts):
 * enquiries 3 years after the last contact (those marked as spam at once), apply clicks and page views after 26 months,
 * unconfirmed sign-ups after 30 days, sent mail after 30 days, rate-limit counters after their window, the
 * staff audit log after 12 months, and sessions, invitations and passkey challenges once they cannot be used.
 */
export async function purgeExpired(db: Database, now = new Date()): Promise<PurgeReport> {
  return db.transaction(async (tx) => {
    const count = (rows: unknown[]) => rows.length;
    // Uploaded network reports wait a day for their confirmation (they hold click ids): then they go.
    await tx.delete(reportUploads).where(lt(reportUploads.createdAt, new Date(now.getTime() - 86_400_000)));
    return {
      contactEnquiries: count(
        await tx
          .delete(contactEnquiries)
          .where(lt(contactEnquiries.lastContactAt, periodBefore(now, retentionPeriod("contact"))))
          .returning({ id: contactEnquiries.id }),
      ),
      // Conversions follow the clicks' retention (docs/decisions/0022): a conversion goes with its click (so
      // before the clicks), and one without a click of ours 26 months after the network's last change.
      conversions: count(
        await tx
          .delete(conversions)
          .where(
            or(
              lt(conversions.updatedAt, periodBefore(now, retentionPeriod("apply-clicks"))),
              inArray(
                conversions.clickId,
                tx
                  .select({ clickId: applyClicks.clickId })
                  .from(applyClicks)
                  .where(lt(applyClicks.clickedAt, periodBefore(now, retentionPeriod("apply-clicks")))),
              ),
            ),
          )
          .returning({ id: conversions.id }),
      ),
      // Marked as spam in the inbox: deleted at the first purge after, with their thread (the foreign keys).
      spamEnquiries: count(
        await tx
          .delete(contactEnquiries)
          .where(eq(contactEnquiries.status, "spam"))
          .returning({ id: contactEnquiries.id }),
      ),
      // Who had an enquiry open: read for 2 minutes, kept no longer than a day.
      enquiryViewers: await purgePresence(tx, now),
      applyClicks: count(
        await tx
          .delete(applyClicks)
          .where(lt(applyClicks.clickedAt, periodBefore(now, retentionPeriod("apply-clicks"))))
          .returning({ id: applyClicks.id }),
      ),
      pageViews: count(
        await tx
          .delete(pageViews)
          .where(lt(pageViews.viewedAt, periodBefore(now, retentionPeriod("web-statistics"))))
          .returning({ id: pageViews.id }),
      ),
      unconfirmedSignups: count(
        await tx
          .delete(newsletterSubscribers)
          .where(
            sql`${newsletterSubscribers.status} = 'pending' and ${newsletterSubscribers.requestedAt} < ${periodBefore(now, retentionPeriod("newsletter-unconfirmed"))}`,
          )
          .returning({ id: newsletterSubscribers.id }),
      ),
      // Card alerts asked for and never confirmed: the same 30 days as the newsletter's (docs/decisions/0031).
      unconfirmedCardAlerts: await purgeUnconfirmedAlerts(
        tx,
        periodBefore(now, retentionPeriod("newsletter-unconfirmed")),
      ),
      sentMail: count(
        await tx
          .delete(mailOutbox)
          .where(lt(mailOutbox.createdAt, periodBefore(now, retentionPeriod("sent-mail"))))
          .returning({ id: mailOutbox.id }),
      ),
      rateLimits: await purgeRateLimits(tx, now),
      auditLog: count(
        await tx
          .delete(auditLog)
          .where(lt(auditLog.at, periodBefore(now, retentionPeriod("audit-log"))))
          .returning({ id: auditLog.id }),
      ),
      staffSessions: await purgeSessions(tx, now),
      staffInvitations: await purgeInvitations(tx, now),
      passkeyChallenges: await purgeChallenges(tx, now),
    };
  });
}

/**
 * Deletes rate-limit counters whose window has ended. The privacy statement keeps the keyed hash of an
 * address "i høyst en time": the running server calls this every few minutes (host/index.js), not
 * only with the daily purge. Returns how many counters were deleted.
 */
export async function purgeRateLimits(db: Pick<Database, "delete">, now = new Date()): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_SECONDS * 1000)))
    .returning({ hits: rateLimits.hits });
  return rows.length;
}

/** Mail read from the support mailbox: in the address's enquiries, or sent from it into someone else's. */
const receivedMail = (address: string, ids: number[]) =>
  ids.length > 0
    ? or(inArray(enquiryInboundMail.enquiryId, ids), sameAddress(enquiryInboundMail.fromAddress, address))
    : sameAddress(enquiryInboundMail.fromAddress, address);

const sameAddress = (
  column: typeof contactEnquiries.email | typeof mailOutbox.recipient | typeof enquiryInboundMail.fromAddress,
  email: string,
) => eq(sql`lower(${column})`, email.trim().toLowerCase());

/** Mail about this person's enquiries (the notification to support, our replies) and mail to the address itself. */
const mailAbout = (address: string, enquiryIds: number[]) =>
  enquiryIds.length > 0
    ? or(sameAddress(mailOutbox.recipient, address), inArray(mailOutbox.enquiryId, enquiryIds))
    : sameAddress(mailOutbox.recipient, address);

/**
 * What the audit log says about a rights request: the case numbers (as the privacy statement promises,
 * never the address: the log outlives the data) and how much was found.
 */
const casesOf = (ids: number[]) => (ids.length > 0 ? `henvendelse ${ids.join(", ")}` : "");

/**
 * Everything we hold about one e-mail address (a right-of-access request), as plain data: enquiries with
 * our replies, the newsletter subscription, and the mail we keep (to the address, and the notifications
 * to support about its enquiries). Sent mail is given as kept: its links without their tokens. Failures
 * are RedactedErrors: the address stays out of logs. The export is in the audit log.
 */
export async function exportPersonalData(db: Database, email: string, actor: Actor = commandLine) {
  const address = email.trim().toLowerCase();
  return redactErrors("personal data not exported", async () => {
    const enquiries = await db
      .select()
      .from(contactEnquiries)
      .where(sameAddress(contactEnquiries.email, address))
      .orderBy(contactEnquiries.createdAt);
    const ids = enquiries.map((enquiry) => enquiry.id);
    const received = await db
      .select({
        enquiryId: enquiryInboundMail.enquiryId,
        from: enquiryInboundMail.fromAddress,
        subject: enquiryInboundMail.subject,
        text: enquiryInboundMail.body,
        quoted: enquiryInboundMail.quoted,
        attachments: enquiryInboundMail.attachments,
        receivedAt: enquiryInboundMail.receivedAt,
      })
      .from(enquiryInboundMail)
      .where(receivedMail(address, ids))
      .orderBy(enquiryInboundMail.receivedAt);
    const [replies, subscriptions, mail, alerts] = await Promise.all([
      ids.length > 0
        ? db
            .select({
              enquiryId: enquiryReplies.enquiryId,
              from: enquiryReplies.staffName,
              text: enquiryReplies.body,
              createdAt: enquiryReplies.createdAt,
            })
            .from(enquiryReplies)
            .where(inArray(enquiryReplies.enquiryId, ids))
            .orderBy(enquiryReplies.createdAt)
        : Promise.resolve([]),
      db
        .select({
          email: newsletterSubscribers.email,
          status: newsletterSubscribers.status,
          createdAt: newsletterSubscribers.createdAt,
          requestedAt: newsletterSubscribers.requestedAt,
          confirmedAt: newsletterSubscribers.confirmedAt,
          consentForm: newsletterSubscribers.consentForm,
          consentPage: newsletterSubscribers.consentPage,
          softBounces: newsletterSubscribers.softBounces,
          bouncedAt: newsletterSubscribers.bouncedAt,
          bounceReason: newsletterSubscribers.bounceReason,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, address)),
      db
        .select({
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          text: mailOutbox.textBody,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .where(mailAbout(address, ids))
        .orderBy(mailOutbox.createdAt),
      db
        .select({
          email: cardAlertSubscribers.email,
          status: cardAlertSubscribers.status,
          createdAt: cardAlertSubscribers.createdAt,
          requestedAt: cardAlertSubscribers.requestedAt,
          confirmedAt: cardAlertSubscribers.confirmedAt,
          consentPage: cardAlertSubscribers.consentPage,
          cardId: cardAlertFollows.cardId,
          followedAt: cardAlertFollows.createdAt,
          followConfirmedAt: cardAlertFollows.confirmedAt,
        })
        .from(cardAlertSubscribers)
        .leftJoin(cardAlertFollows, eq(cardAlertFollows.subscriberId, cardAlertSubscribers.id))
        .where(eq(cardAlertSubscribers.email, address))
        .orderBy(cardAlertFollows.cardId),
    ]);
    const [alertSubscriber] = alerts;
    await recordAudit(db, actor, "personopplysninger eksportert", casesOf(ids), {
      henvendelser: ids.length,
      nyhetsbrev: subscriptions.length,
      kortvarsler: alerts.filter((row) => row.cardId !== null).length,
      eposter: mail.length,
    });
    return {
      email: address,
      contactEnquiries: enquiries.map((enquiry) => ({
        ...enquiry,
        replies: replies.filter((reply) => reply.enquiryId === enquiry.id),
        mailReceived: received.filter((item) => item.enquiryId === enquiry.id),
      })),
      /** Their mail in enquiries under another address (an answer sent from another account). */
      mailReceivedElsewhere: received.filter((item) => !ids.includes(item.enquiryId)),
      newsletter: subscriptions,
      /** The cards the address follows for alerts (docs/decisions/0031), with when each was asked for and confirmed. */
      cardAlerts: alertSubscriber
        ? {
            email: alertSubscriber.email,
            status: alertSubscriber.status,
            createdAt: alertSubscriber.createdAt,
            requestedAt: alertSubscriber.requestedAt,
            confirmedAt: alertSubscriber.confirmedAt,
            consentPage: alertSubscriber.consentPage,
            cards: alerts.flatMap((row) =>
              row.cardId === null
                ? []
                : [{ cardId: row.cardId, followedAt: row.followedAt, confirmedAt: row.followConfirmedAt }],
            ),
          }
        : null,
      sentMail: mail,
    };
  });
}

/**
 * Deletes everything we hold about one e-mail address (a right-to-erasure request), in one transaction
 * with its audit entry: enquiries with their replies, the mail about them, the subscription; failures as
 * in exportPersonalData.
 */
export async function deletePersonalData(db: Database, email: string, actor: Actor = commandLine) {
  const address = email.trim().toLowerCase();
  return redactErrors("personal data not deleted", () =>
    db.transaction(async (tx) => {
      const ids = (
        await tx
          .select({ id: contactEnquiries.id })
          .from(contactEnquiries)
          .where(sameAddress(contactEnquiries.email, address))
      ).map((row) => row.id);
      const sentMail = (await tx.delete(mailOutbox).where(mailAbout(address, ids)).returning({ id: mailOutbox.id }))
        .length;
      const replies =
        ids.length > 0
          ? (
              await tx
                .delete(enquiryReplies)
                .where(inArray(enquiryReplies.enquiryId, ids))
                .returning({ id: enquiryReplies.id })
            ).length
          : 0;
      // Their mail in others' enquiries too (theirs go with the enquiries, by the foreign key).
      const mailReceived = (
        await tx.delete(enquiryInboundMail).where(receivedMail(address, ids)).returning({ id: enquiryInboundMail.id })
      ).length;
      const report = {
        email: address,
        mailReceived,
        contactEnquiries: (
          await tx
            .delete(contactEnquiries)
            .where(sameAddress(contactEnquiries.email, address))
            .returning({ id: contactEnquiries.id })
        ).length,
        enquiryReplies: replies,
        newsletter: (await eraseSubscription(tx, address)).subscriptions,
        // The alert subscription and the cards it follows (by the foreign key); its mail went with mailAbout above.
        cardAlerts: (
          await tx
            .delete(cardAlertSubscribers)
            .where(eq(cardAlertSubscribers.email, address))
            .returning({ id: cardAlertSubscribers.id })
        ).length,
        sentMail,
      };
      await recordAudit(tx, actor, "personopplysninger slettet", casesOf(ids), {
        henvendelser: report.contactEnquiries,
        svar: replies,
        nyhetsbrev: report.newsletter,
        kortvarsler: report.cardAlerts,
        eposter: sentMail,
      });
      return report;
    }),
  );
}

/**
 * The newsletter part of an erasure: the address's subscription, its newsletter mail still unsent (those deliveries
 * counted as skipped) and the copies of what was sent. Used by deletePersonalData and by removeSubscriber.
 */
async function eraseSubscription(tx: Transaction, address: string) {
  const unsent = await dropUnsentNewsletterMail(tx, address);
  const sent = await tx
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.kind, "newsletter"), sameAddress(mailOutbox.recipient, address)))
    .returning({ id: mailOutbox.id });
  const subscriptions = await tx
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, address))
    .returning({ id: newsletterSubscribers.id });
  return { subscriptions: subscriptions.length, mail: unsent + sent.length };
}

export type RemoveSubscriberResult = { outcome: "removed"; mail: number } | { outcome: "not-found" };

/**
 * Removes one subscriber from the back office's list (/admin/nyhetsbrev/abonnenter): the erasure of their
 * newsletter data as `npm run personal-data -- delete` does it (eraseSubscription), in one transaction with its
 * audit line, which names the subscriber's number, never the address. Their enquiries, if any, are not touched:
 * that is a rights request, made with the command.
 */
export async function removeSubscriber(db: Database, id: number, actor: Actor): Promise<RemoveSubscriberResult> {
  return redactErrors("subscriber not removed", () =>
    db.transaction(async (tx): Promise<RemoveSubscriberResult> => {
      const [subscriber] = await tx
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .for("update");
      if (!subscriber) return { outcome: "not-found" };
      const erased = await eraseSubscription(tx, subscriber.email);
      await recordAudit(tx, actor, "abonnent fjernet", `abonnent ${id}`, { eposter: erased.mail });
      return { outcome: "removed", mail: erased.mail };
    }),
  );
}
