import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { firstCards } from "#content/cards";
import { creditCardSchema } from "#content/card-schema";
import {
  acceptedSnapshot,
  importCards,
  publishCard,
  publishSyncRun,
  readSnapshot,
  readVersions,
  recordCheck,
  renderCardWritesWith,
  restoreVersion,
  seedFirstVersions,
  type RenderCheck,
} from "./card-store.server";
import type { DatabaseHandle } from "../db/database.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { commandLine } from "../db/audit.server";
import { canonical } from "./card-versions";

// Every card write renders what depends on the cards from its would-be data before it commits. The real
// render (a worker over the production build, host/render-check.js) is tested end to end in
// tests/e2e/card-write-render.spec.ts; here a stand-in shows what the store does with its answer.
const card = firstCards.find((entry) => entry.urlSlug === "sas-eurobonus")!;
const source = "https://www.sebkort.no/vilkar";

describe.each(testDatabaseKinds)("a card write rendered before it commits, on the %s database", (kind) => {
  let database: DatabaseHandle;
  let notified = 0;
  let seen: Parameters<RenderCheck>[] = [];
  const failing =
    (path: string, reason: string): RenderCheck =>
    async (...args) => {
      seen.push(args);
      return [{ path, reason }];
    };
  const passing: RenderCheck = async (...args) => {
    seen.push(args);
    return [];
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedFirstVersions(database.db);
    await database.listen("kortvalg_cards", () => notified++);
  }, 60_000);
  afterAll(() => database.close());
  afterEach(() => {
    renderCardWritesWith(null);
    seen = [];
  });

  it("hands the render the would-be cards and history, and publishes what renders", async () => {
    renderCardWritesWith(passing);
    const result = await publishCard(database.db, commandLine, {
      cardId: card.id,
      baseVersion: 1,
      facts: { ...card, interestRate: 21.4 },
      source,
    });
    expect(result.status).toBe("published");
    await expect.poll(() => notified).toBe(1);
    const [[cards, history]] = seen as [Parameters<RenderCheck>];
    expect(cards.find((entry) => entry.id === card.id)?.interestRate).toBe(21.4);
    expect(new Map(history).get(card.id)?.map((entry) => entry.version)).toEqual([1, 2]);
  });

  it("refuses an edit whose pages fail, naming the card, the field and the page, and stores and announces nothing", async () => {
    const before = (await readVersions(database.db, card.id)).length;
    const heard = notified;
    renderCardWritesWith(failing("/kort/sas-eurobonus", "RangeError: Maximum call stack size exceeded"));
    const result = await publishCard(database.db, commandLine, {
      cardId: card.id,
      baseVersion: 2,
      facts: { ...card, interestRate: 22 },
      source,
    });
    expect(result).toEqual({
      status: "invalid",
      issues: [
        {
          path: "",
          message: `Kort «${card.name}»: endringen av «Rente før gebyrer (årlig)» gjør at siden /kort/sas-eurobonus ikke kan vises (RangeError: Maximum call stack size exceeded). Ingenting er publisert.`,
        },
      ],
    });
    expect((await readVersions(database.db, card.id)).length).toBe(before);
    expect((await readSnapshot(database.db)).cards.find((entry) => entry.id === card.id)?.interestRate).toBe(21.4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notified).toBe(heard);
  });

  it("renders «Kontrollert i dag» and a restore too, and refuses them alike", async () => {
    renderCardWritesWith(failing("/api/kort.json", "svarte 500"));
    const check = await recordCheck(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: 2, source },
      new Date("2099-01-01T12:00:00Z"),
    );
    expect(check).toMatchObject({
      status: "invalid",
      issues: [{ message: expect.stringContaining("gjør at siden /api/kort.json ikke kan vises (svarte 500)") }],
    });
    const restore = await restoreVersion(database.db, commandLine, {
      cardId: card.id,
      version: 1,
      baseVersion: 2,
      source,
    });
    expect(restore).toMatchObject({
      status: "invalid",
      issues: [
        {
          message: expect.stringContaining(
            `Kort «${card.name}»: endringen av «Rente før gebyrer (årlig)» gjør at siden /api/kort.json`,
          ),
        },
      ],
    });
    expect(seen).toHaveLength(2);
    expect((await readVersions(database.db, card.id)).length).toBe(2);
  });

  it("refuses a whole import when one page fails, naming each card it would change", async () => {
    renderCardWritesWith(failing("/sok.json?q=SAS", "TypeError: x is undefined"));
    const current = (await readSnapshot(database.db)).cards;
    const edited = current.map((entry) => (entry.id === card.id ? { ...entry, interestRate: 23 } : entry));
    const result = await importCards(database.db, commandLine, edited, { source });
    expect(result).toEqual({
      status: "invalid",
      problems: [
        `Importen (Kort «${card.name}»: endringen av «Rente før gebyrer (årlig)») gjør at siden /sok.json?q=SAS ikke kan vises (TypeError: x is undefined). Ingenting er publisert.`,
      ],
    });
    expect((await readVersions(database.db, card.id)).length).toBe(2);
  });

  it("names five failed pages and counts the rest", async () => {
    renderCardWritesWith(async () =>
      Array.from({ length: 8 }, (_, index) => ({ path: `/side-${index}`, reason: "svarte 500" })),
    );
    const result = await publishCard(database.db, commandLine, {
      cardId: card.id,
      baseVersion: 2,
      facts: { ...card, interestRate: 24 },
      source,
    });
    expect(
      result.status === "invalid" &&
        result.issues.map((issue) => issue.message.match(/siden (\/side-\d)|… og \d sider til/)?.[0]),
    ).toEqual([
      "siden /side-0",
      "siden /side-1",
      "siden /side-2",
      "siden /side-3",
      "siden /side-4",
      "… og 3 sider til",
    ]);
  });

  it("renders with the database free (PGlite has one connection: forms and /readyz go on meanwhile)", async () => {
    renderCardWritesWith(async () => {
      const answered = database.db.execute(sql`select 1`).then(() => "answered");
      return [
        {
          path: "/",
          reason: await Promise.race([
            answered,
            new Promise<string>((resolve) => setTimeout(() => resolve("the database was held"), 3_000)),
          ]),
        },
      ];
    });
    const result = await publishCard(database.db, commandLine, {
      cardId: card.id,
      baseVersion: 2,
      facts: { ...card, interestRate: 25 },
      source,
    });
    expect(result).toMatchObject({
      status: "invalid",
      issues: [{ message: expect.stringContaining("ikke kan vises (answered)") }],
    });
  });

  it("starts over when someone else publishes between the render and the commit, and renders both changes", async () => {
    const other = firstCards.find((entry) => entry.urlSlug === "amex-platinum")!;
    const check: RenderCheck = async (...args) => {
      seen.push(args);
      if (seen.length === 1) {
        // Another editor's publish lands while this one's pages are being rendered.
        renderCardWritesWith(null);
        expect(
          (
            await publishCard(database.db, commandLine, {
              cardId: other.id,
              baseVersion: 1,
              facts: { ...other, interestRate: 24.4 },
              source,
            })
          ).status,
        ).toBe("published");
        renderCardWritesWith(check);
      }
      return [];
    };
    renderCardWritesWith(check);
    const result = await publishCard(database.db, commandLine, {
      cardId: card.id,
      baseVersion: 2,
      facts: { ...card, interestRate: 26 },
      source,
    });
    expect(result.status).toBe("published");
    expect(seen).toHaveLength(2);
    const [, [cards]] = seen as [Parameters<RenderCheck>, Parameters<RenderCheck>];
    expect(cards.find((entry) => entry.id === other.id)?.interestRate).toBe(24.4);
    expect(cards.find((entry) => entry.id === card.id)?.interestRate).toBe(26);
    const published = (await readSnapshot(database.db)).cards;
    expect([
      published.find((entry) => entry.id === other.id)?.interestRate,
      published.find((entry) => entry.id === card.id)?.interestRate,
    ]).toEqual([24.4, 26]);
  });

  it("does not render a write that changes nothing", async () => {
    renderCardWritesWith(failing("/", "svarte 500"));
    const current = (await readSnapshot(database.db)).cards.find((entry) => entry.id === card.id)!;
    expect(
      (await publishCard(database.db, commandLine, { cardId: card.id, baseVersion: 3, facts: current, source })).status,
    ).toBe("unchanged");
    expect(seen).toEqual([]);
  });

  it("reads a version as committed when a refused write had made that version with other facts", async () => {
    renderCardWritesWith(failing("/", "svarte 500"));
    const facts = (interestRate: number) => ({ ...card, interestRate });
    const refused = await publishCard(database.db, commandLine, {
      cardId: card.id,
      baseVersion: 3,
      facts: facts(27),
      source,
    });
    expect(refused.status).toBe("invalid");
    renderCardWritesWith(passing);
    const published = await publishCard(database.db, commandLine, {
      cardId: card.id,
      baseVersion: 3,
      facts: facts(28),
      source,
    });
    expect(published).toMatchObject({ status: "published", version: 4 });
    // Version 4 was rendered with 27 (rolled back), then with 28: the second render and the store read 28.
    expect(seen.map(([cards]) => cards.find((entry) => entry.id === card.id)?.interestRate)).toEqual([27, 28]);
    expect((await readSnapshot(database.db)).cards.find((entry) => entry.id === card.id)?.interestRate).toBe(28);
  });

  it("parses each new version once in a write rendered before it commits, and what it read not again", async () => {
    renderCardWritesWith(passing);
    // Other rates on each database: this process keeps the parses of the run before (the same text, the same card).
    const raised = (rate: number) => Math.round((rate + 0.25 + 0.1 * testDatabaseKinds.indexOf(kind)) * 100) / 100;
    const before = await readSnapshot(database.db);
    const parse = vi.spyOn(creditCardSchema, "safeParse");
    try {
      const result = await publishSyncRun(
        database.db,
        {
          source: "Finansportalen, hentet 28.11.2026",
          writes: before.cards.map((entry) => ({
            kind: "change" as const,
            key: `change:${entry.id}`,
            cardId: entry.id,
            baseVersion: before.versions.get(entry.id)!,
            facts: { ...entry, interestRate: raised(entry.interestRate) },
          })),
        },
        async () => undefined,
        new Date("2026-11-28T09:00:00Z"),
      );
      expect(result).toMatchObject({ status: "written", skipped: [] });
      // Planned, rendered and committed: each of the new versions parsed once, the heads read under the lock not again.
      expect(parse).toHaveBeenCalledTimes(before.cards.length);
      const after = await readSnapshot(database.db);
      expect(parse).toHaveBeenCalledTimes(before.cards.length);
      expect(after.cards.map((entry) => entry.interestRate)).toEqual(
        before.cards.map((entry) => raised(entry.interestRate)),
      );
      // What was rendered is what is published.
      expect(seen.at(-1)?.[0]).toEqual(after.cards);
    } finally {
      parse.mockRestore();
    }
    // The fingerprint as it was before parses were kept: the same data gives the same one in every process.
    const snapshot = acceptedSnapshot(await readVersions(database.db));
    expect(snapshot.fingerprint).toBe(
      createHash("sha256")
        .update(JSON.stringify([canonical(snapshot.cards), [...snapshot.versions]]))
        .digest("base64url"),
    );
  });
});
