import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { firstCards } from "../../content/cards";
import type { CreditCard } from "../../content/card-schema";
import type { Database } from "../../app/shared/db/database.server";
import { mailOutbox } from "../../app/shared/db/schema";
import { commandLine } from "../../app/shared/db/audit.server";
import { createMailer, type RefusedMail, type SmtpRefusal } from "../../app/shared/mail/mail.server";
import { publishCard, seedFirstVersions } from "../../app/shared/cards/card-store.server";
import { runSendingJobs } from "../../app/admin/newsletter/newsletter-send.server";
import { confirmAlerts, requestAlerts, type CardAlertContext } from "../../app/site/card-alerts/card-alerts.server";
import { withAnnualFee } from "./card-fixtures";
import { openTestDatabase, type testDatabaseKinds } from "./test-database";
import { startTestSmtp } from "./test-smtp";

/**
 * What the card-alert unit tests share (docs/decisions/0031): a database with our cards' first versions, a real SMTP
 * server on loopback (refusing the given recipients at RCPT TO), the alerts' context, a reader following cards through
 * the double opt-in, a fee change published as an editor does, and the send job run to the end.
 */

export const alertPublicOrigin = "https://kortvalg.no";
export const alertSecret = "test-card-alerts-secret";
/** An alert, not a confirmation: only an alert has the example after the change. */
export const ALERT_MARK = "Representativt eksempel etter endringen";

/** One of our cards as published first, to change freely. */
export const ourCard = (slug: string) => structuredClone(firstCards.find((c) => c.urlSlug === slug) as CreditCard);

export async function openCardAlertHarness(
  kind: (typeof testDatabaseKinds)[number],
  options: {
    refuse?: Map<string, number>;
    onRefused?: (db: Database) => (mail: RefusedMail, refusal: SmtpRefusal) => Promise<boolean>;
  } = {},
) {
  const smtp = await startTestSmtp({ refuse: options.refuse });
  const database = await openTestDatabase(kind);
  await seedFirstVersions(database.db);
  const mailer = createMailer(database.db, {
    smtpUrl: smtp.url,
    from: "Kortvalg <post@kortvalg.no>",
    onRefused: options.onRefused?.(database.db),
  });
  const context: CardAlertContext = { db: database.db, mailer, publicOrigin: alertPublicOrigin, secret: alertSecret };
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  /**
   * The token of the latest confirmation mail to an address: as the SMTP server got it, or (refused there) from the
   * outbox row, which keeps its token until it is sent.
   */
  async function confirmToken(email: string): Promise<string> {
    const pattern = /\/varsler\/bekreft\?token=([\w-]+)/;
    const [row] = await database.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "signup")))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return pattern.exec(row?.text ?? "")?.[1] ?? pattern.exec(mailsTo(email).at(-1)?.text ?? "")?.[1] ?? "";
  }

  return {
    smtp,
    database,
    context,
    mailsTo,
    alertsTo: (email: string) => mailsTo(email).filter((mail) => mail.text.includes(ALERT_MARK)),
    confirmToken,
    /** The reader asks to follow the cards and confirms from the mail. */
    async follow(email: string, cards: readonly CreditCard[], page: string | null = null) {
      await requestAlerts(
        context,
        email,
        cards.map((card) => ({ id: card.id, name: card.name })),
        page,
      );
      expect((await confirmAlerts(context, await confirmToken(email))).outcome).toBe("confirmed");
    },
    /** The card with another annual fee, published over `baseVersion` as an editor does (its status returned). */
    async publishFee(card: CreditCard, baseVersion: number, fee: number) {
      const result = await publishCard(database.db, commandLine, {
        cardId: card.id,
        baseVersion,
        facts: withAnnualFee(card, fee),
        source: "https://www.example.no/vilkar",
      });
      return result.status;
    },
    /** The sending job, as fast as it goes, until nothing is left; no daily batch of its own. */
    send: () =>
      runSendingJobs(context, {
        instanceId: `test-${kind}`,
        ratePerMinute: 60_000_000,
        alerts: { secret: alertSecret, hour: null },
        sleep: async () => {},
        retryDelayMs: () => 0,
      }),
    async close() {
      await smtp.close();
      await database.close();
    },
  };
}

export type CardAlertHarness = Awaited<ReturnType<typeof openCardAlertHarness>>;
