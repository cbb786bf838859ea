import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import type { CardVersion } from "~/shared/cards/card-versions";
import {
  acceptedSnapshot,
  exportCards,
  importCards,
  publishCard,
  readSnapshot,
  seedFirstVersions,
} from "./card-store.server";
import type { DatabaseHandle } from "../db/database.server";
import { cardVersions } from "../db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { commandLine } from "../db/audit.server";

const premium = firstCards.find((card) => card.urlSlug === "sas-eurobonus-premium")!;
const source = "https://www.sebkort.no/vilkar";

describe.each(testDatabaseKinds)(
  "card writes keep what the content needs from the cards, on the %s database",
  (kind) => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await seedFirstVersions(database.db);
    }, 60_000);
    afterAll(() => database.close());

    it("refuses an edit that would make the savings guide's premium card free, naming the guide", async () => {
      const result = await publishCard(database.db, commandLine, {
        cardId: premium.id,
        baseVersion: 1,
        facts: { ...premium, annualFee: 0 },
        source,
      });
      expect(result.status).toBe("invalid");
      expect(result.status === "invalid" && result.issues.map((issue) => issue.message)).toEqual([
        // Its paragraph's {feeBreakEvenSpend} has no value without a fee either.
        `Kort «${premium.name}»: feltet «editorial.0» bruker {feeBreakEvenSpend}, som kortet ikke har data for`,
        expect.stringContaining("Spareguiden: feltet «premiumCardId»"),
      ]);
    });

    it("refuses an import that would leave an earning rule disagreeing with its card, and imports nothing", async () => {
      const cards = firstCards.map((card) =>
        card.urlSlug === "sas-eurobonus" ? { ...card, cashbackInPoints: false } : card,
      );
      const result = await importCards(database.db, commandLine, cards, { source });
      expect(result).toEqual({
        status: "invalid",
        problems: [
          expect.stringContaining("Opptjeningsregel for «SAS EuroBonus World Mastercard»: feltet «pointsProgramme»"),
        ],
      });
      expect((await readSnapshot(database.db)).cards).toEqual(firstCards);
    });

    it("publishes an edit the content can follow", async () => {
      const result = await publishCard(database.db, commandLine, {
        cardId: premium.id,
        baseVersion: 1,
        facts: { ...premium, annualFee: 2_535 },
        source,
      });
      expect(result.status).toBe("published");
      expect((await readSnapshot(database.db)).cards.find((card) => card.id === premium.id)?.annualFee).toBe(2_535);
    });

    it("will not serve cards from the database that the content cannot follow (written past the store): the newest state it can, naming what it refused", async () => {
      // As an instance running other code (a rolling deploy) might have written it.
      await database.db
        .insert(cardVersions)
        .values({ cardId: premium.id, version: 3, kind: "edit", facts: { ...premium, annualFee: 0 }, source });
      const snapshot = await readSnapshot(database.db);
      expect(snapshot.cards.find((card) => card.id === premium.id)?.annualFee).toBe(2_535);
      expect(snapshot.versions.get(premium.id)).toBe(2);
      expect(snapshot.refused).toEqual([{ cardId: premium.id, version: 3 }]);
      expect(snapshot.history.get(premium.id)?.map((entry) => entry.version)).toEqual([1, 2]);
      // The export still reads them, so they can be fixed and imported.
      expect((await exportCards(database.db)).find((card) => card.id === premium.id)?.annualFee).toBe(0);
    });
  },
);

describe("the newest state of the card data this code accepts", () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));
  const version = (card: CreditCard, n: number, minute: number, facts: Partial<CreditCard> = {}): CardVersion => ({
    cardId: card.id,
    version: n,
    kind: n === 1 ? "first" : "edit",
    facts: { ...card, ...facts },
    source,
    publishedAt: at(minute),
  });
  const firsts = firstCards.map((card) => version(card, 1, 0));
  const trumf = firstCards.find((card) => card.urlSlug === "trumf-kredittkort")!;

  it("is every card's newest version when all pass", () => {
    const snapshot = acceptedSnapshot([...firsts, version(premium, 2, 1, { annualFee: 2_600 })]);
    expect(snapshot.refused).toBeUndefined();
    expect(snapshot.cards.find((card) => card.id === premium.id)?.annualFee).toBe(2_600);
  });

  it("leaves out the newest versions, across cards, until what is left passes; older valid edits stay", () => {
    const snapshot = acceptedSnapshot([
      ...firsts,
      version(premium, 2, 1, { annualFee: 2_600 }),
      version(trumf, 2, 2, { annualFee: 99 }), // the best-in-test article calls Trumf free
      version(premium, 3, 3, { annualFee: 2_700 }),
    ]);
    expect(snapshot.refused).toEqual([
      { cardId: premium.id, version: 3 },
      { cardId: trumf.id, version: 2 },
    ]);
    expect(snapshot.cards.find((card) => card.id === premium.id)?.annualFee).toBe(2_600);
    expect(snapshot.cards.find((card) => card.id === trumf.id)?.annualFee).toBe(0);
  });

  it("refuses to start, naming the problem, when not even the first versions pass", () => {
    const broken = firsts.map((entry) =>
      entry.cardId === premium.id ? { ...entry, facts: { ...premium, annualFee: 0 } } : entry,
    );
    expect(() => acceptedSnapshot(broken)).toThrow(/Spareguiden: feltet «premiumCardId»/);
  });
});
