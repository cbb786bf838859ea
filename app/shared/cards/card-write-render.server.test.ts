import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import {
  importCards,
  publishCard,
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
});
