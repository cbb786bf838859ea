import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { cardAlertSubscribers, feedHeldProposals, mailOutbox, newsletterDeliveries } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { createMailer } from "../../shared/mail/mail.server";
import { startTestSmtp } from "../../../tests/support/test-smtp";
import { commandLine } from "../../shared/db/audit.server";
import { publishCard, seedFirstVersions } from "../../shared/cards/card-store.server";
import { representativeExampleText } from "../../shared/cards/representative-example";
import { formatKr } from "../../shared/format/format";
import { withAnnualFee } from "../../../tests/support/card-fixtures";
import { runSendingJobs } from "./newsletter-send.server";
import { cardAlertsHour, startAlertBatch } from "./card-alert-batch.server";
import { deletePersonalData, exportPersonalData, purgeExpired } from "../privacy/privacy.server";
import {
  alertToken,
  cardsToConfirm,
  confirmAlerts,
  followedCards,
  requestAlerts,
  unfollow,
  type CardAlertContext,
} from "~/site/card-alerts/card-alerts.server";

const publicOrigin = "https://kortvalg.no";
const secret = "test-card-alerts-secret";
const card = (slug: string) => structuredClone(firstCards.find((c) => c.urlSlug === slug) as CreditCard);

beforeEach(() => {
  for (const method of ["log", "error"] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("the hour setting", () => {
  it("reads CARD_ALERTS_HOUR in Norway's hours, 7 without it, off for none, and refuses nonsense", () => {
    expect(cardAlertsHour(undefined)).toBe(7);
    expect(cardAlertsHour("0")).toBe(0);
    expect(cardAlertsHour("off")).toBeNull();
    expect(() => cardAlertsHour("24")).toThrow();
    expect(() => cardAlertsHour("morgen")).toThrow();
  });
});

describe.each(testDatabaseKinds)("card alerts on the %s database", (kind) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let database: DatabaseHandle;
  let context: CardAlertContext;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await openTestDatabase(kind);
    await seedFirstVersions(database.db);
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, from: "Kortvalg <post@kortvalg.no>" });
    context = { db: database.db, mailer, publicOrigin, secret };
  }, 60_000);

  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const confirmToken = (email: string) =>
    /\/varsler\/bekreft\?token=([\w-]+)/.exec(mailsTo(email).at(-1)?.text ?? "")?.[1] ?? "";
  const send = () =>
    runSendingJobs(context, {
      instanceId: "test",
      ratePerMinute: 60_000,
      alerts: { secret, hour: 7 },
      sleep: async () => {},
    });

  it("mails an editor's published change once, to confirmed followers only, with from → to and the example after", async () => {
    const followed = card("remember-black");
    const other = card("bank-norwegian-kredittkort");
    const reader = "leser@example.no";
    const waiting = "venter@example.no";

    await requestAlerts(context, reader, [{ id: followed.id, name: followed.name }], "/kort/remember-black");
    expect(mailsTo(reader)).toHaveLength(1);
    expect(mailsTo(reader)[0]!.text).toContain(`når vilkårene endres for ${followed.name}`);
    // Asked again within the hour, for another card: no second mail; the first link confirms both, and its page says so.
    await requestAlerts(context, reader, [{ id: other.id, name: other.name }], "/sammenlign");
    expect(mailsTo(reader)).toHaveLength(1);
    const token = confirmToken(reader);
    expect((await cardsToConfirm(context, token))?.sort()).toEqual([followed.id, other.id].sort());
    const confirmed = await confirmAlerts(context, token);
    expect(confirmed.outcome).toBe("confirmed");
    expect(await confirmAlerts(context, token)).toEqual({ outcome: "invalid" });
    await requestAlerts(context, waiting, [{ id: followed.id, name: followed.name }], null);

    const published = await publishCard(database.db, commandLine, {
      cardId: followed.id,
      baseVersion: 1,
      facts: withAnnualFee(followed, 495),
      source: "https://www.remember.no/vilkar",
    });
    expect(published.status).toBe("published");

    const batch = await startAlertBatch(database.db, new Date(), new Date());
    expect(batch).toMatchObject({ outcome: "started", recipients: 1 });
    expect(await startAlertBatch(database.db, new Date(), new Date())).toEqual({ outcome: "already-today" });
    await send();
    await send();

    const alerts = mailsTo(reader).filter((mail) => mail.text.includes("Representativt eksempel etter endringen"));
    expect(alerts).toHaveLength(1);
    const text = alerts[0]!.text;
    expect(text).toContain(`${followed.name} (${followed.bank})`);
    expect(text).toContain(`- Årsgebyr: ${formatKr(followed.annualFee)} → ${formatKr(495)}`);
    expect(text).toContain(
      `Representativt eksempel etter endringen: ${representativeExampleText(withAnnualFee(followed, 495))} Å låne penger koster penger.`,
    );
    expect(text).not.toContain(other.name); // followed, but unchanged
    const headers = alerts[0]!.data.replace(/\r\n[ \t]+/g, " ");
    expect(headers).toMatch(/List-Unsubscribe: <https:\/\/kortvalg\.no\/varsler\/avmeld\?token=[\w.-]+>/);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mailsTo(waiting)).toHaveLength(1); // the confirmation only

    // The reader's page through the token in the mail; one card off, then all.
    const readerToken = alertToken(Number(/avmeld\?token=(\d+)\./.exec(text)?.[1]), secret);
    expect((await followedCards(context, readerToken))?.follows.map((f) => f.cardId).sort()).toEqual(
      [followed.id, other.id].sort(),
    );
    expect(await unfollow(context, `${readerToken}x`, null)).toBe("invalid");
    await unfollow(context, readerToken, followed.id);
    expect((await followedCards(context, readerToken))?.follows.map((f) => f.cardId)).toEqual([other.id]);
    await unfollow(context, readerToken, null);
    expect(await followedCards(context, readerToken)).toBeNull();
    expect(await database.db.select().from(cardAlertSubscribers).where(eq(cardAlertSubscribers.email, reader))).toEqual(
      [],
    );
    const [delivery] = await database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, (batch as { issueId: number }).issueId));
    expect(delivery?.status).toBe("sent");
  });

  it("sends no alert for a change that was refused or is held for approval, and one once it is published", async () => {
    const followed = card("bank-norwegian-kredittkort");
    const reader = "venter.paa.godkjenning@example.no";
    await requestAlerts(context, reader, [{ id: followed.id, name: followed.name }], null);
    expect((await confirmAlerts(context, confirmToken(reader))).outcome).toBe("confirmed");
    // Refused: the card schema takes no negative fee, and nothing is written.
    const refused = await publishCard(database.db, commandLine, {
      cardId: followed.id,
      baseVersion: 1,
      facts: withAnnualFee(followed, -1),
      source: "https://www.banknorwegian.no/vilkar",
    });
    expect(refused.status).toBe("invalid");
    // Held: the feed's unusual change waits for an editor, as a proposal, not as a card version.
    await database.db.insert(feedHeldProposals).values({
      productId: "bn-kredittkort",
      cardId: followed.id,
      kind: "change",
      name: followed.name,
      fingerprint: "held-fee-change",
      reasons: [{ text: "Årsgebyret endres mye" }],
      proposal: { facts: withAnnualFee(followed, 9_999), baseVersion: 1 },
    });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    expect(await startAlertBatch(database.db, day(10), new Date())).toMatchObject({
      outcome: "started",
      recipients: 0,
    });
    // Once an editor publishes the change, the next day's batch has it.
    const published = await publishCard(database.db, commandLine, {
      cardId: followed.id,
      baseVersion: 1,
      facts: withAnnualFee(followed, 9_999),
      source: "https://www.banknorwegian.no/vilkar",
    });
    expect(published.status).toBe("published");
    expect(await startAlertBatch(database.db, day(11), new Date())).toMatchObject({
      outcome: "started",
      recipients: 1,
    });
    await send();
    const alerts = mailsTo(reader).filter((mail) => mail.text.includes("Representativt eksempel etter endringen"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`- Årsgebyr: ${formatKr(followed.annualFee)} → ${formatKr(9_999)}`);
  });

  it("exports and erases a reader's alerts with the privacy commands, and purges an unconfirmed request after 30 days", async () => {
    const followed = card("remember-black");
    const email = "rettigheter@example.no";
    await requestAlerts(context, email, [{ id: followed.id, name: followed.name }], "/kort/remember-black");
    const exported = await exportPersonalData(database.db, email);
    expect(exported.cardAlerts).toMatchObject({ status: "pending", consentPage: "/kort/remember-black" });
    expect(exported.cardAlerts?.cards.map((c) => c.cardId)).toEqual([followed.id]);
    const deleted = await deletePersonalData(database.db, email);
    expect(deleted.cardAlerts).toBe(1);
    expect(await database.db.select().from(cardAlertSubscribers).where(eq(cardAlertSubscribers.email, email))).toEqual(
      [],
    );
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toEqual([]);

    const late = "glemte@example.no";
    const asked = new Date(Date.now() - 31 * 86_400_000);
    await requestAlerts(context, late, [{ id: followed.id, name: followed.name }], null, asked);
    const report = await purgeExpired(database.db);
    expect(report.unconfirmedCardAlerts).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(cardAlertSubscribers).where(eq(cardAlertSubscribers.email, late))).toEqual(
      [],
    );
  });
});
