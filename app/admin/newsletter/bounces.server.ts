import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../shared/db/database.server";
import { cardAlertSubscribers, mailOutbox, newsletterDeliveries, newsletterSubscribers } from "../../shared/db/schema";
import type { DeliveryReport } from "../../shared/mail/delivery-report.server";
import type { RefusedMail, SmtpRefusal } from "../../shared/mail/mail.server";
import { logEvent } from "../../shared/server/log.server";
import { dropUnsentNewsletterMail } from "~/site/newsletter/newsletter-outbox.server";

/**
 * Bounces of the newsletter and of card alerts (docs/decisions/0027-newsletter-subscribers-and-bounces.md, 0031). A mail
 * to a subscriber or an alert reader that the SMTP server refuses (5xx for good, 4xx for now, RFC 5321 §4.2.1), or that
 * a delivery status report read from the support mailbox says failed (RFC 3464; status 5.x.x for good, 4.x.x for now,
 * RFC 3463), is a bounce of that delivery (a newsletter issue's or a day's alert batch's), counted once per delivery.
 * The address is what bounces, whichever list the mail came from: one hard bounce, or SOFT_BOUNCE_LIMIT soft ones
 * (each from another issue or batch), makes both its newsletter subscription and its card alerts "bounced": the send
 * job sends only to "confirmed", and the address's newsletter and alert mail still waiting in the outbox is taken out
 * in the same transaction.
 */

export const SOFT_BOUNCE_LIMIT = 3;

export type BounceKind = "hard" | "soft";
export type BounceOutcome = "bounced" | "counted" | "already" | "not-failed" | "unmatched";

/** The mail kinds a bounce is recorded for: what the send job sends to lists. */
const listMailKinds = ["newsletter", "card-alert"] as const;

type BouncedDelivery = { id: number; bounce: BounceKind | null; recipient: string };

/** The address's rows on both lists, locked (newsletter first, then alerts: one order for every caller). */
async function listRows(tx: Transaction, email: string) {
  const locked = async (table: typeof newsletterSubscribers | typeof cardAlertSubscribers) => {
    const [row] = await tx
      .select({ id: table.id, status: table.status, softBounces: table.softBounces })
      .from(table)
      .where(eq(table.email, email))
      .for("update");
    return row;
  };
  const subscriber = await locked(newsletterSubscribers);
  const reader = await locked(cardAlertSubscribers);
  return { subscriber, reader };
}

/**
 * Records one bounce of one delivery and what it makes of the address: "bounced" (now bounced), "counted" (a soft
 * one below the limit), "already" (this delivery's bounce was recorded before: another attempt of the same mail, or
 * the report read twice; or the address was bounced already).
 */
async function recordBounce(
  tx: Transaction,
  delivery: BouncedDelivery,
  kind: BounceKind,
  reason: string,
  now: Date,
): Promise<"bounced" | "counted" | "already"> {
  if (delivery.bounce === "hard" || delivery.bounce === kind) return "already";
  await tx
    .update(newsletterDeliveries)
    .set({ bounce: kind, error: reason })
    .where(eq(newsletterDeliveries.id, delivery.id));
  const email = delivery.recipient.trim().toLowerCase();
  const { subscriber, reader } = await listRows(tx, email);
  // A soft bounce of this delivery that now fails for good is counted as the hard one, not again as soft.
  const added = kind === "soft" ? 1 : 0;
  const outcomes: Array<"bounced" | "counted"> = [];
  /** What the bounce makes of one list's row: its new count, and bounced when it reaches the limit. */
  const counted = (row: { softBounces: number }) => {
    const soft = row.softBounces + added;
    const bounced = kind === "hard" || soft >= SOFT_BOUNCE_LIMIT;
    outcomes.push(bounced ? "bounced" : "counted");
    return bounced
      ? { status: "bounced" as const, softBounces: soft, bouncedAt: now, bounceReason: reason }
      : { softBounces: soft };
  };
  if (subscriber && subscriber.status !== "bounced")
    await tx.update(newsletterSubscribers).set(counted(subscriber)).where(eq(newsletterSubscribers.id, subscriber.id));
  if (reader && reader.status !== "bounced")
    await tx.update(cardAlertSubscribers).set(counted(reader)).where(eq(cardAlertSubscribers.id, reader.id));
  if (outcomes.includes("bounced")) {
    await dropUnsentListMail(tx, email);
    return "bounced";
  }
  // No row left (the address left both lists): the delivery's bounce is counted all the same.
  return outcomes.length > 0 || (!subscriber && !reader) ? "counted" : "already";
}

/**
 * The unsent newsletter and alert mail to a bounced address out of the outbox, their deliveries "skipped" (never
 * sent), as an unsubscribe does for the newsletter (dropUnsentNewsletterMail).
 */
async function dropUnsentListMail(tx: Transaction, email: string): Promise<void> {
  await dropUnsentNewsletterMail(tx, email);
  const unsent = and(eq(mailOutbox.kind, "card-alert"), isNull(mailOutbox.sentAt), eq(mailOutbox.recipient, email));
  await tx
    .update(newsletterDeliveries)
    .set({ status: "skipped" })
    .where(inArray(newsletterDeliveries.outboxId, tx.select({ id: mailOutbox.id }).from(mailOutbox).where(unsent)));
  await tx.delete(mailOutbox).where(unsent);
}

/**
 * The mailer's refusal hook (createMailer's onRefused): a newsletter or alert mail refused by the SMTP server is a bounce.
 * A hard one takes the mail out of the outbox (it would be refused again): true, not tried again. A soft one stays
 * for the outbox's retries (false), unless it made the subscriber bounced, which takes their mail out.
 */
export function smtpBounceRecorder(db: Database) {
  return async (mail: RefusedMail, refusal: SmtpRefusal, now = new Date()): Promise<boolean> => {
    if (!(listMailKinds as readonly string[]).includes(mail.kind)) return false;
    const kind: BounceKind = refusal.permanent ? "hard" : "soft";
    const outcome = await db.transaction(async (tx) => {
      const [delivery] = await tx
        .select({ id: newsletterDeliveries.id, bounce: newsletterDeliveries.bounce })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.outboxId, mail.id))
        .for("update");
      if (!delivery) return { result: "unmatched" as const, dropped: false };
      if (kind === "hard") {
        // Out of the outbox first, so taking the subscriber's unsent mail out leaves this delivery "sent" (it was).
        await tx.update(newsletterDeliveries).set({ outboxId: null }).where(eq(newsletterDeliveries.id, delivery.id));
        await tx.delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
      }
      const result = await recordBounce(
        tx,
        { ...delivery, recipient: mail.recipient },
        kind,
        `SMTP ${refusal.text}`,
        now,
      );
      return { result, dropped: kind === "hard" || result === "bounced" };
    });
    logEvent("info", "newsletter mail refused by the SMTP server", {
      outboxId: mail.id,
      code: refusal.code,
      bounce: kind,
      outcome: outcome.result,
    });
    return outcome.dropped;
  };
}

/** The outbox id in our own Message-ID (`<outbox-N@…>`, app/shared/mail/mail.server.ts). */
const outboxIdOf = (messageId: string | null) => {
  const match = /^outbox-(\d{1,9})@/.exec(messageId ?? "");
  return match ? Number(match[1]) : null;
};

/**
 * A delivery status report read from the support mailbox. It counts only when it names a newsletter or alert mail of ours
 * (the returned headers' Message-ID) and its failed recipient is the address that mail went to: the outbox's
 * number alone is guessable, so a forged report must also know the address. "unmatched": not about a newsletter
 * mail we still know (the outbox keeps mail 30 days), and the mailbox reader handles it as any other mail.
 * A "delayed" report is no bounce: the server is still trying.
 */
export async function receiveDeliveryReport(
  db: Database,
  report: DeliveryReport,
  now = new Date(),
): Promise<BounceOutcome> {
  const outboxId = outboxIdOf(report.originalMessageId);
  if (outboxId === null) return "unmatched";
  return db.transaction(async (tx): Promise<BounceOutcome> => {
    const [delivery] = await tx
      .select({
        id: newsletterDeliveries.id,
        bounce: newsletterDeliveries.bounce,
        recipient: mailOutbox.recipient,
      })
      .from(newsletterDeliveries)
      .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.outboxId))
      .where(and(eq(newsletterDeliveries.outboxId, outboxId), inArray(mailOutbox.kind, [...listMailKinds])))
      .for("update", { of: newsletterDeliveries });
    if (!delivery) return "unmatched";
    const failed = report.recipients.find(
      (item) => item.action === "failed" && item.recipient === delivery.recipient.toLowerCase(),
    );
    if (!failed) {
      const mentioned = report.recipients.some((item) => item.recipient === delivery.recipient.toLowerCase());
      return mentioned ? "not-failed" : "unmatched";
    }
    const kind: BounceKind = failed.status.startsWith("4") ? "soft" : "hard";
    const reason = `DSN ${failed.status || "uten statuskode"}${failed.diagnostic ? `: ${failed.diagnostic}` : ""}`
      .replace(/<?[^\s<>@]+@[^\s<>]+>?/g, "[adresse]")
      .slice(0, 300);
    return recordBounce(tx, delivery, kind, reason, now);
  });
}
