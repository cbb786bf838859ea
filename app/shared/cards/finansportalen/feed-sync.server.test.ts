import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import type { DatabaseHandle } from "../../db/database.server";
import { cardFeedLinks, cardVersions, feedHeldProposals, feedSyncRuns, mailOutbox, staff } from "../../db/schema";
import { createMailer } from "../../mail/mail.server";
import { openTestDatabase, testDatabaseKinds } from "../../../../tests/support/test-database";
import {
  feedEntryFor,
  feedXml,
  generateMarket,
  startFeedServer,
  productIdOf,
  type FeedServer,
} from "../../../../tests/support/finansportalen-feed";
import { readSnapshot, readVersions, renderCardWritesWith, seedFirstVersions } from "../card-store.server";
import { feedConfigFromEnv } from "./feed-client.server";
import { feedSyncTiming, runFeedSync, syncState, type SyncOutcome } from "./feed-sync.server";
import { feedSyncText } from "./feed-sync-text";
import { checkedOn, dailySyncHolds } from "../feed-status";

const user = "kortvalg";
const password = "hemmelig-passord-123";
const start = new Date("2026-11-27T05:30:00Z");

const paid = firstCards.find((card) => card.annualFee > 0 && card.annualFee < 1_000) as CreditCard;
const other = firstCards.find((card) => card.id !== paid.id) as CreditCard;

describe.each(testDatabaseKinds)("a sync with Finansportalen on the %s database", (kind) => {
  let database: DatabaseHandle;
  let server: FeedServer;
  let body: () => string;
  let clock = start;
  const now = () => clock;
  const config = () =>
    feedConfigFromEnv({
      FINANSPORTALEN_FEED_URL: server.url,
      FINANSPORTALEN_USER: user,
      FINANSPORTALEN_PASSWORD: password,
    });
  const sync = (extra: Partial<Parameters<typeof runFeedSync>[1]> = {}) =>
    runFeedSync(database.db, { trigger: "command", config: config(), now, ...extra });
  const ok = (outcome: SyncOutcome) => {
    if (outcome.status !== "ok") throw new Error(JSON.stringify(outcome));
    return outcome;
  };
  const versionCount = async () => (await database.db.select({ n: count() }).from(cardVersions))[0]?.n ?? 0;
  /** What the feed states beyond our cards' first facts, as earlier tests left it. */
  const stated = new Map<number, Record<string, string | null>>();
  const entries = (changed: Record<number, Record<string, string | null>> = {}) =>
    firstCards.map((card) => feedEntryFor(card, { ...stated.get(card.id), ...changed[card.id] }));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedFirstVersions(database.db);
    // Every card of ours linked to its product, as an editor would link them.
    await database.db
      .insert(cardFeedLinks)
      .values(firstCards.map((card) => ({ cardId: card.id, productId: productIdOf(card) })));
    server = await startFeedServer({ user, password, body: () => body() });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  beforeEach(() => {
    body = () => feedXml(entries());
  });
  afterEach(() => renderCardWritesWith(null));

  it("without credentials runs nothing and records nothing", async () => {
    const outcome = await runFeedSync(database.db, { trigger: "command", config: feedConfigFromEnv({}), now });
    expect(outcome.status).toBe("no-credentials");
    expect(outcome.status === "no-credentials" && outcome.message).toMatch(/FINANSPORTALEN_USER/);
    expect(await syncState(database.db)).toEqual({ lastGood: null, last: null });
    expect(server.requests).toHaveLength(0);
  });

  it("publishes a changed fact as a version from Finansportalen, and the same feed again adds none", async () => {
    const before = await versionCount();
    body = () => feedXml(entries({ [other.id]: { kredittkort_maks_ramme: String(other.creditLimitMax + 10_000) } }));
    const first = ok(await sync());
    expect(first.counts).toEqual({ added: 0, changed: 1, held: 0, retired: 0 });
    expect(first.productsRead).toBe(firstCards.length);
    expect(server.requests.at(-1)?.authorized).toBe(true);
    const versions = await readVersions(database.db, other.id);
    expect(versions.at(-1)).toMatchObject({
      version: 2,
      kind: "sync",
      source: "Finansportalen, hentet 27. november 2026",
    });
    expect(versions.at(-1)?.facts.creditLimitMax).toBe(other.creditLimitMax + 10_000);
    expect(versions.at(-1)?.facts.lastChecked).toBe("2026-11-27");
    const [run] = await database.db.select().from(feedSyncRuns).where(eq(feedSyncRuns.id, first.runId));
    expect(run).toMatchObject({ status: "ok", trigger: "command", productsRead: 10, changed: 1, added: 0, held: 0 });
    expect(run?.finishedAt).not.toBeNull();

    const again = ok(await sync());
    expect(again.counts).toEqual({ added: 0, changed: 0, held: 0, retired: 0 });
    expect(await versionCount()).toBe(before + 1);
    const [link] = await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, other.id));
    expect(link?.seen).toMatchObject({ creditLimitMax: other.creditLimitMax + 10_000 });
    stated.set(other.id, { kredittkort_maks_ramme: String(other.creditLimitMax + 10_000) });
  });

  it("records the cards it found as published, so their check is the sync's date without a version each", async () => {
    const before = await versionCount();
    const outcome = ok(await sync());
    expect(await versionCount()).toBe(before);
    const [run] = await database.db.select().from(feedSyncRuns).where(eq(feedSyncRuns.id, outcome.runId));
    expect(run?.confirmed).toEqual(firstCards.map((card) => card.id).sort((a, b) => a - b));
    const snapshot = await readSnapshot(database.db);
    expect(snapshot.feed).toMatchObject({ lastGoodAt: start.toISOString(), confirmed: run?.confirmed });
    const unchanged = snapshot.cards.find((card) => card.id === paid.id)!;
    // Its version is the first one, checked in January 2025; the feed stated its facts on 27 November 2026.
    expect(unchanged.lastChecked).toBe("2025-01-15");
    expect(checkedOn(unchanged, snapshot.feed)).toBe("2026-11-27");
  });

  it("holds a fee more than doubling for an editor, with both figures, and does not ask again", async () => {
    const before = await versionCount();
    const fee = paid.annualFee * 3;
    body = () => feedXml(entries({ [paid.id]: { kredittkort_kort_arsgebyr: String(fee) } }));
    const held = ok(await sync());
    expect(held.counts.held).toBe(1);
    expect(held.counts.changed).toBe(0);
    expect(await versionCount()).toBe(before);
    const proposals = await database.db.select().from(feedHeldProposals).where(eq(feedHeldProposals.cardId, paid.id));
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({ kind: "change", status: "waiting", productId: productIdOf(paid) });
    const reasons = proposals[0]?.reasons as Array<{ code: string; message: string }>;
    const doubled = reasons.find((reason) => reason.code === "fee-doubled");
    expect(doubled?.message).toContain(`${new Intl.NumberFormat("nb-NO").format(paid.annualFee)}\u00a0kr`);
    expect(doubled?.message).toContain(`${new Intl.NumberFormat("nb-NO").format(fee)}\u00a0kr`);

    const repeated = ok(await sync());
    expect(repeated.counts.held).toBe(0);
    expect(
      await database.db.select().from(feedHeldProposals).where(eq(feedHeldProposals.cardId, paid.id)),
    ).toHaveLength(1);
    expect((await readSnapshot(database.db)).cards.find((card) => card.id === paid.id)?.annualFee).toBe(paid.annualFee);
  });

  const failures: Array<[string, () => void | Promise<void>, RegExp]> = [
    ["a wrong password (401)", () => undefined, /401|brukernavn|passord/i],
    ["malformed XML", () => void (body = () => feedXml(entries()).replace("</feed>", "")), /ikke gyldig XML/],
    [
      "duplicate ids",
      () => void (body = () => feedXml([...entries(), { ...feedEntryFor(other), id: productIdOf(paid) }])),
      /samme produktnummer/,
    ],
    [
      "a feed that would retire more than a fifth",
      async () => {
        // Missing once counts; missing twice, 20 hours on, would retire three of ten at once.
        body = () => feedXml(entries().slice(3));
        expect((await sync()).status).toBe("ok");
        clock = new Date(start.getTime() + 20 * 60 * 60_000);
      },
      /mer enn en femtedel|Ingenting er endret/,
    ],
    [
      "a feed with thousands of products",
      () => void (body = () => feedXml([...entries(), ...generateMarket(1_000, 3).map((product) => product.entry)])),
      /Feeden har 1\u00a0010 produkter, flere enn 1\u00a0000/,
    ],
    [
      "an entity-expansion attack",
      () =>
        void (body = () =>
          `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>` +
          feedXml(entries()).replace(/^<\?xml[^>]*>/, "")),
      /DOCTYPE/,
    ],
  ];

  it.each(failures)("records %s as a failed run and changes no card", async (_name, arrange, error) => {
    await arrange();
    const before = await readSnapshot(database.db);
    const outcome = _name.includes("401")
      ? await runFeedSync(database.db, {
          trigger: "command",
          config: feedConfigFromEnv({
            FINANSPORTALEN_FEED_URL: server.url,
            FINANSPORTALEN_USER: user,
            FINANSPORTALEN_PASSWORD: "feil",
          }),
          now,
        })
      : await sync();
    if (outcome.status !== "failed") throw new Error(JSON.stringify(outcome));
    expect(outcome.error).toMatch(error);
    expect(outcome.error).not.toContain(password);
    const [run] = await database.db.select().from(feedSyncRuns).where(eq(feedSyncRuns.id, outcome.runId));
    expect(run).toMatchObject({ status: "failed", error: outcome.error });
    expect((await readSnapshot(database.db)).fingerprint).toBe(before.fingerprint);
    clock = start;
  });

  it("runs one sync at a time: while another holds its lease it is told so, and a lease run out counts as cut off", async () => {
    const [held] = await database.db
      .insert(feedSyncRuns)
      .values({ trigger: "timer", startedAt: clock, leaseUntil: new Date(clock.getTime() + 60_000) })
      .returning();
    const busy = await sync();
    expect(busy.status === "busy" && busy.message).toBe(
      "En annen synkronisering med Finansportalen pågår nå. Prøv igjen om noen minutter.",
    );
    clock = new Date(clock.getTime() + feedSyncTiming.leaseMs + 60_000);
    expect((await sync()).status).toBe("ok");
    const [cutOff] = await database.db.select().from(feedSyncRuns).where(eq(feedSyncRuns.id, held!.id));
    expect(cutOff).toMatchObject({
      status: "failed",
      error: "Synkroniseringen ble avbrutt (serveren stoppet midt i den). Ingenting er endret.",
    });
    clock = start;
  });

  it("refuses everything when the render of the would-be pages fails, and records why", async () => {
    const before = await readSnapshot(database.db);
    renderCardWritesWith(async () => [{ path: `/kort/${other.urlSlug}`, reason: "malformed page" }]);
    body = () => feedXml(entries({ [other.id]: { kredittkort_maks_ramme: "99000" } }));
    const outcome = await sync();
    if (outcome.status !== "failed") throw new Error(JSON.stringify(outcome));
    expect(outcome.error).toContain(`/kort/${other.urlSlug}`);
    expect((await readSnapshot(database.db)).fingerprint).toBe(before.fingerprint);
    // With a render that passes, the same run publishes; a run that writes no card still records itself.
    renderCardWritesWith(async () => []);
    expect(ok(await sync()).counts.changed).toBe(1);
    stated.set(other.id, { kredittkort_maks_ramme: "99000" });
    const unchanged = ok(await sync());
    const [run] = await database.db.select().from(feedSyncRuns).where(eq(feedSyncRuns.id, unchanged.runId));
    expect(run?.status).toBe("ok");
  });

  it("is due a day after the last good run, and mails admins once when syncs have failed for a day", async () => {
    const mailer = createMailer(database.db, { from: "Kortvalg <post@kortvalg.no>" });
    await database.db.insert(staff).values([
      { email: "admin@kortvalg.no", role: "admin", webauthnUserId: "u-admin" },
      { email: "redaktor@kortvalg.no", role: "redaktør", webauthnUserId: "u-red" },
    ]);
    const base = (await syncState(database.db)).lastGood!.startedAt.getTime();
    clock = new Date(base);
    expect((await sync({ onlyWhenDue: true })).status).toBe("not-due");
    clock = new Date(base + feedSyncTiming.everyMs + 60_000);
    body = () => "<html>feil</html>";
    const failedOnce = await sync({ onlyWhenDue: true, mailer });
    expect(failedOnce.status).toBe("failed");
    // Failing, but for less than a day: no mail; the next try waits an hour.
    expect((await sync({ onlyWhenDue: true, mailer })).status).toBe("not-due");
    const alerts = () => database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "feed-sync-alert"));
    expect(await alerts()).toHaveLength(0);
    for (let hour = 1; hour <= 26; hour++) {
      clock = new Date(base + feedSyncTiming.everyMs + hour * 60 * 60_000 + 120_000);
      expect((await sync({ onlyWhenDue: true, mailer })).status).toBe("failed");
    }
    const sent = await alerts();
    expect(sent.map((mail) => mail.recipient)).toEqual(["admin@kortvalg.no"]);
    expect(sent[0]?.subject).toBe("Synkroniseringen med Finansportalen har feilet i over et døgn");
    // A good run ends the stretch: the next stretch of failures may mail again, but not before a day.
    body = () => feedXml(entries());
    clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    expect((await sync({ onlyWhenDue: true, mailer })).status).toBe("ok");
    clock = start;
  }, 60_000);

  it("takes credentials gone after a good sync as a failed run: recorded, admins mailed after a day, the claims gone", async () => {
    const mailer = createMailer(database.db, { from: "Kortvalg <post@kortvalg.no>" });
    const alerts = () => database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "feed-sync-alert"));
    const alertsBefore = (await alerts()).length;
    const requestsBefore = server.requests.length;
    const gone = feedConfigFromEnv({ FINANSPORTALEN_FEED_URL: server.url });
    const lastGood = (await syncState(database.db)).lastGood!;
    const base = lastGood.startedAt.getTime();
    const timer = () => runFeedSync(database.db, { trigger: "timer", config: gone, now, onlyWhenDue: true, mailer });
    clock = new Date(base + 60_000);
    expect((await timer()).status).toBe("not-due");
    clock = new Date(base + feedSyncTiming.everyMs + 60_000);
    const failed = await timer();
    if (failed.status !== "failed") throw new Error(JSON.stringify(failed));
    expect(failed.error).toBe(feedSyncText.credentialsLost);
    const [run] = await database.db.select().from(feedSyncRuns).where(eq(feedSyncRuns.id, failed.runId));
    expect(run).toMatchObject({ status: "failed", trigger: "timer", error: feedSyncText.credentialsLost });
    expect(server.requests).toHaveLength(requestsBefore);
    // The pages' claims: the last good sync is still the one before, and «Oppdatert daglig» went at 26 hours.
    const snapshot = await readSnapshot(database.db);
    expect(snapshot.feed?.lastGoodAt).toBe(lastGood.startedAt.toISOString());
    expect(dailySyncHolds(snapshot.feed, new Date(base + 26 * 60 * 60_000 - 1))).toBe(true);
    expect(dailySyncHolds(snapshot.feed, new Date(base + 26 * 60 * 60_000))).toBe(false);
    for (let hour = 1; hour <= 25; hour++) {
      clock = new Date(base + feedSyncTiming.everyMs + hour * 60 * 60_000 + 120_000);
      expect((await timer()).status).toBe("failed");
    }
    const sent = await alerts();
    expect(sent).toHaveLength(alertsBefore + 1);
    expect(sent.at(-1)?.textBody).toContain(`Siste feil: ${feedSyncText.credentialsLost}`);
    // The credentials back: a good run ends the stretch.
    clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    body = () => feedXml(entries());
    expect((await sync({ onlyWhenDue: true, mailer })).status).toBe("ok");
    clock = start;
  }, 60_000);

  it("retires a card missing from two syncs in a row, as a version with retiredOn", async () => {
    clock = start;
    body = () => feedXml(entries());
    ok(await sync());
    // One of ours gone from the feed: missing once is noted, twice retires it as a version, its history kept.
    // A card no ranking names: retiring a ranked one is refused by the content's checks until it is rewritten.
    const gone = firstCards.find((card) => card.urlSlug === "tf-bank-mastercard") as CreditCard;
    body = () => feedXml(entries().filter((entry) => entry.id !== productIdOf(gone)));
    const once = ok(await sync());
    expect(once.counts.retired).toBe(0);
    expect(once.missing.map((step) => step.cardId)).toEqual([gone.id]);
    clock = new Date(start.getTime() + 24 * 60 * 60_000);
    const twice = ok(await sync());
    expect(twice.counts.retired).toBe(1);
    const versions = await readVersions(database.db, gone.id);
    expect(versions.at(-1)).toMatchObject({ kind: "sync", source: "Finansportalen, hentet 28. november 2026" });
    expect(versions.at(-1)?.facts.retiredOn).toBe("2026-11-28");
    expect(versions.length).toBeGreaterThan(1);
    expect(ok(await sync()).counts.retired).toBe(0);
    clock = start;
  }, 60_000);
  it("publishes new products as new cards, not reviewed, with their links", async () => {
    clock = start;
    const market = generateMarket(3, 7);
    const newEntries = market.map((product) => product.entry);
    // Without the products of cards retired before: one back in the feed would be held for an editor.
    const retired = new Set(
      (await readSnapshot(database.db)).cards.filter((card) => card.retiredOn).map((card) => productIdOf(card)),
    );
    body = () => feedXml([...entries().filter((entry) => !retired.has(String(entry.id))), ...newEntries]);
    const added = ok(await sync());
    expect(added.counts.added + added.counts.held).toBe(3);
    expect(added.counts.added).toBeGreaterThan(0);
    const made = added.written.filter((step) => step.what === "new");
    const snapshot = await readSnapshot(database.db);
    for (const step of made) {
      const card = snapshot.cards.find((entry) => entry.id === step.cardId);
      const product = market.find((entry) => entry.name === card?.name);
      expect(card).toMatchObject({ bank: product?.bank, annualFee: product?.annualFee, lastChecked: "2026-11-27" });
      expect(card?.rating).toBeUndefined();
      expect((await readVersions(database.db, step.cardId)).map((version) => version.kind)).toEqual(["sync"]);
      const [link] = await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, step.cardId));
      expect(link?.productId).toBe(String(product?.id));
    }
    expect(ok(await sync()).counts).toEqual({ added: 0, changed: 0, held: 0, retired: 0 });
    clock = start;
  }, 60_000);

  it("refuses a flood of new products after the first good sync, recorded, until an operator accepts them", async () => {
    clock = start;
    const known = (await readSnapshot(database.db)).cards;
    const retired = new Set(known.filter((card) => card.retiredOn).map((card) => productIdOf(card)));
    // The products of the cards on sale, as earlier tests left them, and 25 new ones.
    const current = (await database.db.select().from(cardFeedLinks))
      .map((link) => link.productId)
      .filter((id) => !retired.has(id));
    const flood = generateMarket(25, 11).map((product) => ({ ...product.entry, id: Number(product.id) + 500_000 }));
    const kept = [...entries(), ...generateMarket(3, 7).map((product) => product.entry)].filter((entry) =>
      current.includes(String(entry.id)),
    );
    body = () => feedXml([...kept, ...flood]);
    const before = await readSnapshot(database.db);
    const refused = await sync();
    if (refused.status !== "failed") throw new Error(JSON.stringify(refused));
    expect(refused.error).toMatch(/^Feeden ville ta inn 25 nye produkter på én gang .* grensen på 20 /);
    expect(refused.error).toContain("npm run cards -- sync --godta-nye");
    const [run] = await database.db.select().from(feedSyncRuns).where(eq(feedSyncRuns.id, refused.runId));
    expect(run).toMatchObject({ status: "failed", productsRead: kept.length + 25, added: 0 });
    expect((await readSnapshot(database.db)).fingerprint).toBe(before.fingerprint);
    const accepted = ok(await sync({ acceptManyNew: true }));
    expect(accepted.counts.added + accepted.counts.held).toBe(25);
    clock = start;
  }, 60_000);
});
