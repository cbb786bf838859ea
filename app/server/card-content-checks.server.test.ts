import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import { exportCards, importCards, publishCard, readSnapshot, seedFirstVersions } from "./card-store.server";
import type { DatabaseHandle } from "./db/database.server";
import { cardVersions } from "./db/schema";
import { openTestDatabase, testDatabaseKinds } from "./db/test-database";
import { commandLine } from "./staff/audit.server";

const premium = firstCards.find((card) => card.urlSlug === "sas-eurobonus-premium")!;
const source = "https://www.sebkort.no/vilkar";

describe.each(testDatabaseKinds)("card writes keep what the content needs from the cards, on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedFirstVersions(database.db);
  }, 60_000);
  afterAll(() => database.close());

  it("refuses an edit that would make the savings guide's premium card free, naming the guide", async () => {
    const result = await publishCard(database.db, commandLine, { cardId: premium.id, baseVersion: 1, facts: { ...premium, annualFee: 0 }, source });
    expect(result.status).toBe("invalid");
    expect(result.status === "invalid" && result.issues.map((issue) => issue.message)).toEqual([expect.stringContaining("Spareguiden: feltet «premiumCardSlug»")]);
  });

  it("refuses an import that would leave an earning rule disagreeing with its card, and imports nothing", async () => {
    const cards = firstCards.map((card) => (card.urlSlug === "sas-eurobonus" ? { ...card, cashbackInPoints: false } : card));
    const result = await importCards(database.db, commandLine, cards, { source });
    expect(result).toEqual({ status: "invalid", problems: [expect.stringContaining("Opptjeningsregel «sas-eurobonus»: feltet «pointsProgramme»")] });
    expect((await readSnapshot(database.db)).cards).toEqual(firstCards);
  });

  it("publishes an edit the content can follow", async () => {
    const result = await publishCard(database.db, commandLine, { cardId: premium.id, baseVersion: 1, facts: { ...premium, annualFee: 2_535 }, source });
    expect(result.status).toBe("published");
    expect((await readSnapshot(database.db)).cards.find((card) => card.id === premium.id)?.annualFee).toBe(2_535);
  });

  it("will not serve cards from the database that the content cannot follow (written past the store), naming the problem", async () => {
    await database.db.insert(cardVersions).values({ cardId: premium.id, version: 3, kind: "edit", facts: { ...premium, annualFee: 0 }, source });
    await expect(readSnapshot(database.db)).rejects.toThrow(/Spareguiden: feltet «premiumCardSlug»/);
    // The export still reads them, so they can be fixed and imported.
    expect((await exportCards(database.db)).find((card) => card.id === premium.id)?.annualFee).toBe(0);
  });
});
