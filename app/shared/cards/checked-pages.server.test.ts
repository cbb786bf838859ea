import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../db/database.server";
import { feedSyncRuns } from "../db/schema";
import { commandLine } from "../db/audit.server";
import { payingCardIds, replacePayingCards } from "../commission/paying-cards";
import {
  publishCard,
  publishSyncRun,
  readSnapshot,
  renderCardWritesWith,
  seedFirstVersions,
  type CheckAnswer,
  type RenderCheck,
} from "./card-store.server";
import {
  pageVersion,
  readCheckedPages,
  servedPageVersion,
  storeCheckedPages,
  type CheckedPage,
} from "./checked-pages.server";
import { osloDate } from "./data-freshness";

const page = (path: string, size = 3_000): CheckedPage => ({
  path,
  csp: `default-src 'self'; script-src 'sha256-${path}'`,
  etag: `"${path}-fresh"`,
  body: new Uint8Array(randomBytes(size)),
  consentedEtag: `"${path}-consented"`,
  consentedBody: new Uint8Array(randomBytes(size)),
});

/** Every page stored for `version`, with the size of each batch it came in. */
async function readAll(database: DatabaseHandle, version: string, batch?: number) {
  const pages: CheckedPage[] = [];
  const batches: number[] = [];
  const read = await readCheckedPages(
    database.db,
    version,
    (taken) => {
      batches.push(taken.length);
      pages.push(...taken);
    },
    batch,
  );
  return { pages, batches, read };
}

describe("the version a page is rendered from", () => {
  const base = {
    fingerprint: "kort-og-feed",
    paying: [3, 8],
    date: "2026-11-28",
    origin: "https://kortvalg.no",
  };
  it("changes with the cards, the paying cards, the date and the origin, not with the paying cards' order", () => {
    const key = pageVersion(base);
    expect(pageVersion({ ...base, paying: [8, 3] })).toBe(key);
    expect(pageVersion({ ...base, fingerprint: "kort-og-feed-2" })).not.toBe(key);
    expect(pageVersion({ ...base, paying: [3] })).not.toBe(key);
    expect(pageVersion({ ...base, date: "2026-11-29" })).not.toBe(key);
    expect(pageVersion({ ...base, origin: "http://localhost:3000" })).not.toBe(key);
  });
  it("is, for an instance, what it serves on today's date in Norway", () => {
    // 23:30 UTC on 28 November is already 29 November in Norway.
    const { fingerprint, paying, origin } = base;
    expect(servedPageVersion({ fingerprint, paying, origin }, new Date("2026-11-28T23:30:00Z"))).toBe(
      pageVersion({ ...base, date: "2026-11-29" }),
    );
  });
});

describe.each(testDatabaseKinds)("pages handed over, on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedFirstVersions(database.db);
  }, 60_000);
  afterAll(() => database.close());
  afterEach(() => {
    renderCardWritesWith(null);
    replacePayingCards([]);
  });

  it("are read back byte for byte, a bounded batch at a time, and only for their version", async () => {
    const pages = ["/", "/kort/a", "/kort/b", "/kort/c", "/kredittkort"].map((path) => page(path));
    await database.db.transaction((tx) => storeCheckedPages(tx, "v1", pages));
    const { pages: read, batches } = await readAll(database, "v1", 2);
    expect(batches).toEqual([2, 2, 1]);
    expect(read.map((entry) => entry.path)).toEqual(["/", "/kort/a", "/kort/b", "/kort/c", "/kredittkort"]);
    for (const [index, entry] of read.entries()) {
      const stored = pages[index]!;
      expect(entry.csp).toBe(stored.csp);
      expect([entry.etag, entry.consentedEtag]).toEqual([stored.etag, stored.consentedEtag]);
      expect(Buffer.from(entry.body).equals(Buffer.from(stored.body))).toBe(true);
      expect(Buffer.from(entry.consentedBody).equals(Buffer.from(stored.consentedBody))).toBe(true);
    }
    expect((await readAll(database, "v0")).read).toBe(0);
  });

  it("of a second version replace the first's: one version is kept", async () => {
    await database.db.transaction((tx) => storeCheckedPages(tx, "v1", [page("/kort/a"), page("/kort/b")]));
    await database.db.transaction((tx) => storeCheckedPages(tx, "v2", [page("/kort/a")]));
    expect((await readAll(database, "v1")).read).toBe(0);
    expect((await readAll(database, "v2")).pages.map((entry) => entry.path)).toEqual(["/kort/a"]);
  });

  const card = firstCards.find((entry) => entry.urlSlug === "sas-eurobonus")!;
  const source = "https://www.sebkort.no/vilkar";
  const origin = "https://kortvalg.no";
  /** The version an instance at `origin` serves for this snapshot, with the cards it has installed as paying. */
  const versionAt = (fingerprint: string) => servedPageVersion({ fingerprint, paying: payingCardIds(), origin });
  let options: Parameters<RenderCheck>[2][] = [];
  /** A check that passes and hands over `pages`, rendered (it says) with `paying` on today's date in Norway. */
  const handingOver =
    (pages: CheckedPage[], paying: number[] = []): RenderCheck =>
    async (_cards, _history, given) => {
      options.push(given);
      return { problems: [], handOver: { pages, paying, date: osloDate(new Date()), origin } } satisfies CheckAnswer;
    };

  /** An editor's change of the card's rate, on its current version. */
  async function editRate(interestRate: number) {
    const snapshot = await readSnapshot(database.db);
    const current = snapshot.cards.find((entry) => entry.id === card.id) as CreditCard;
    const baseVersion = snapshot.versions.get(card.id)!;
    const facts = { ...current, interestRate };
    return publishCard(database.db, commandLine, { cardId: card.id, baseVersion, facts, source });
  }

  it("with an edit: stored with it, under the version an instance installing it serves", async () => {
    options = [];
    const pages = [page("/kort/sas-eurobonus"), page("/")];
    renderCardWritesWith(handingOver(pages, [card.id]));
    expect((await editRate(21.4)).status).toBe("published");
    // The check rendered with the feed's status the committed snapshot carries.
    const snapshot = await readSnapshot(database.db);
    expect(options.map((given) => given?.feed)).toEqual([snapshot.feed]);
    // An instance that installs the commit, with the same card paying, finds them; another paying set does not.
    replacePayingCards([card.id]);
    const served = await readAll(database, versionAt(snapshot.fingerprint));
    expect(served.pages.map((entry) => entry.path).sort()).toEqual(["/", "/kort/sas-eurobonus"]);
    expect(
      (
        await readAll(
          database,
          servedPageVersion({
            fingerprint: snapshot.fingerprint,
            paying: payingCardIds(),
            origin: "http://localhost:3000",
          }),
        )
      ).read,
    ).toBe(0);
    replacePayingCards([]);
    expect((await readAll(database, versionAt(snapshot.fingerprint))).read).toBe(0);
  });

  it("with a sync run: rendered with the status the run's own commit gives, and found by the instances", async () => {
    options = [];
    const [run] = await database.db
      .insert(feedSyncRuns)
      .values({ trigger: "command", leaseUntil: new Date(Date.now() + 60_000) })
      .returning();
    const before = await readSnapshot(database.db);
    expect(before.feed?.lastGoodAt).toBeNull();
    const current = before.cards.find((entry) => entry.id === card.id) as CreditCard;
    renderCardWritesWith(handingOver([page("/kort/sas-eurobonus")]));
    const result = await publishSyncRun(
      database.db,
      {
        source: "Finansportalen, hentet 28.11.2026",
        writes: [
          {
            kind: "change",
            key: "change:1",
            cardId: card.id,
            baseVersion: before.versions.get(card.id)!,
            facts: { ...current, interestRate: 22.2 },
          },
        ],
      },
      async (tx) => {
        await tx.update(feedSyncRuns).set({ status: "ok", finishedAt: new Date() }).where(eq(feedSyncRuns.id, run!.id));
      },
    );
    expect(result.status).toBe("written");
    const after = await readSnapshot(database.db);
    expect(after.feed?.lastGoodAt).toBe(run!.startedAt.toISOString());
    expect(options.map((given) => given?.feed)).toEqual([after.feed]);
    const served = await readAll(database, versionAt(after.fingerprint));
    expect(served.pages.map((entry) => entry.path)).toEqual(["/kort/sas-eurobonus"]);
  });

  it("from a refused write are not stored; a write whose check hands nothing over leaves no older pages", async () => {
    const snapshot = await readSnapshot(database.db);
    const refusing: RenderCheck = async () => ({
      problems: [{ path: "/kort/sas-eurobonus", reason: "svarte 500" }],
      handOver: { pages: [page("/kort/sas-eurobonus")], paying: [], date: osloDate(new Date()), origin },
    });
    renderCardWritesWith(refusing);
    expect((await editRate(23.3)).status).toBe("invalid");
    // The sync's pages are still the ones kept.
    expect((await readAll(database, versionAt(snapshot.fingerprint))).read).toBe(1);

    renderCardWritesWith(async () => []);
    expect((await editRate(23.3)).status).toBe("published");
    expect((await readAll(database, versionAt(snapshot.fingerprint))).read).toBe(0);
    const rows = await database.db.execute(sql`select count(*)::int as n from checked_pages`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });
});
