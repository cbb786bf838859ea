import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cardAlertSubscribers, feedHeldProposals, mailOutbox, newsletterDeliveries } from "../../shared/db/schema";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { representativeExampleText } from "../../shared/cards/representative-example";
import { formatKr } from "../../shared/format/format";
import { withAnnualFee } from "../../../tests/support/card-fixtures";
import {
  alertSecret as secret,
  ourCard as card,
  openCardAlertHarness,
  type CardAlertHarness,
} from "../../../tests/support/card-alert-harness";
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
  let h: CardAlertHarness;
  let database: CardAlertHarness["database"];
  let context: CardAlertContext;

  beforeAll(async () => {
    h = await openCardAlertHarness(kind);
    ({ database, context } = h);
  }, 60_000);

  afterAll(() => h.close());

  const mailsTo = (email: string) => h.mailsTo(email);
  const confirmToken = (email: string) => h.confirmToken(email);
  const send = () => h.send();

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
    const token = await confirmToken(reader);
    expect((await cardsToConfirm(context, token))?.sort()).toEqual([followed.id, other.id].sort());
    const confirmed = await confirmAlerts(context, token);
    expect(confirmed.outcome).toBe("confirmed");
    expect(await confirmAlerts(context, token)).toEqual({ outcome: "invalid" });
    await requestAlerts(context, waiting, [{ id: followed.id, name: followed.name }], null);

    expect(await h.publishFee(followed, 1, 495)).toBe("published");

    const batch = await startAlertBatch(database.db, new Date(), new Date());
    expect(batch).toMatchObject({ outcome: "started", recipients: 1 });
    expect(await startAlertBatch(database.db, new Date(), new Date())).toEqual({ outcome: "already-today" });
    await send();
    await send();

    const alerts = h.alertsTo(reader);
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
    expect((await confirmAlerts(context, await confirmToken(reader))).outcome).toBe("confirmed");
    // Refused: the card schema takes no negative fee, and nothing is written.
    expect(await h.publishFee(followed, 1, -1)).toBe("invalid");
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
    expect(await h.publishFee(followed, 1, 9_999)).toBe("published");
    expect(await startAlertBatch(database.db, day(11), new Date())).toMatchObject({
      outcome: "started",
      recipients: 1,
    });
    await send();
    const alerts = h.alertsTo(reader);
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
