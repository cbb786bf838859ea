import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCards, cardByFormerSlug, cards, firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { cardContentProblems } from "#content/card-checks";
import { cashbackArticleData } from "#content/cashback-article";
import { earningRules } from "#content/earning-rules";
import type { DatabaseHandle } from "../db/database.server";
import { auditLog, cardFeedLinks } from "../db/schema";
import { commandLine } from "../db/audit.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { marketCards } from "../../../tests/support/market-cards";
import { newCardFacts } from "../../../tests/support/card-fixtures";
import {
  changeCardSlug,
  checkSlug,
  createCard,
  installSnapshot,
  publishCard,
  publishSyncRun,
  readSnapshot,
  readVersions,
  restoreVersion,
  seedFirstVersions,
  setCardOnSale,
} from "./card-store.server";

// «Trekk tilbake», «Ta inn igjen» and «Endre adresse» (decision 0015, stop 46): versions through the card store.
const now = new Date("2026-11-28T10:00:00Z");
const reason = "Banken har sluttet å tilby kortet";
/** A card from the feed: no editorial layer, so no content names it by its address. */
const [feedCard, otherFeedCard] = marketCards(2) as [CreditCard, CreditCard];

describe.each(testDatabaseKinds)("a card's sale and address on the %s database", (kind) => {
  let database: DatabaseHandle;
  const head = async (cardId: number) => (await readVersions(database.db, cardId)).at(-1)!;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedFirstVersions(database.db);
    const added = await publishSyncRun(
      database.db,
      {
        source: "Finansportalen, hentet 28. november 2026",
        writes: [feedCard, otherFeedCard].map((card) => ({
          kind: "new" as const,
          key: card.urlSlug,
          make: () => card,
        })),
      },
      async () => undefined,
      now,
    );
    expect(added).toMatchObject({ status: "written" });
  }, 60_000);
  afterAll(() => database.close());

  it("retires a card by an editor as a version with the reason, out of every list, and brings it back", async () => {
    const card = firstCards.find((entry) => entry.urlSlug === "remember-gold")!;
    const missing = await setCardOnSale(database.db, commandLine, {
      cardId: card.id,
      baseVersion: 1,
      onSale: false,
      reason: " ",
    });
    expect(missing).toEqual({
      status: "invalid",
      issues: [
        {
          path: "reason",
          message: "må fylles ut: skriv kort hvorfor, for eksempel «Banken har sluttet å tilby kortet»",
        },
      ],
    });
    const retired = await setCardOnSale(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: 1, onSale: false, reason },
      now,
    );
    expect(retired).toMatchObject({
      status: "published",
      version: 2,
      changes: [{ field: "retiredOn", to: "28. november 2026" }],
    });
    expect(await head(card.id)).toMatchObject({ kind: "edit", source: reason, facts: { retiredOn: "2026-11-28" } });
    // Not a check of the terms: the date of the last check stays.
    expect((await head(card.id)).facts.lastChecked).toBe(card.lastChecked);
    installSnapshot(await readSnapshot(database.db));
    expect(cards.map((entry) => entry.id)).not.toContain(card.id);
    expect(allCards.find((entry) => entry.id === card.id)?.retiredOn).toBe("2026-11-28");
    // Its page stays, at its own address.
    expect(cardByFormerSlug(card.urlSlug)).toBeUndefined();

    expect(
      await setCardOnSale(database.db, commandLine, { cardId: card.id, baseVersion: 2, onSale: false, reason }, now),
    ).toEqual({ status: "unchanged" });
    // Someone else's version since the page was opened: nothing written.
    expect(
      await setCardOnSale(database.db, commandLine, { cardId: card.id, baseVersion: 1, onSale: true, reason }),
    ).toMatchObject({ status: "conflict", current: { version: 2 } });
    const back = await setCardOnSale(database.db, commandLine, {
      cardId: card.id,
      baseVersion: 2,
      onSale: true,
      reason: "Banken tilbyr kortet igjen",
    });
    expect(back).toMatchObject({ status: "published", version: 3, changes: [{ field: "retiredOn", to: "ukjent" }] });
    expect((await head(card.id)).facts.retiredOn).toBeUndefined();
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subject, card.name));
    expect(audit.map((entry) => entry.action)).toEqual(["kort trukket tilbake", "kort tatt inn igjen"]);
  });

  it("refuses to retire a card the content ranks, naming why, and writes nothing", async () => {
    const ranked = firstCards.find((entry) => entry.urlSlug === "bank-norwegian-kredittkort")!;
    const result = await setCardOnSale(database.db, commandLine, {
      cardId: ranked.id,
      baseVersion: 1,
      onSale: false,
      reason,
    });
    expect(result).toEqual({
      status: "invalid",
      issues: expect.arrayContaining([
        {
          path: "",
          message: `Rangeringene nevner ${ranked.name}, som ikke lenger er i salg: skriv om rangeringen først`,
        },
      ]),
    });
    expect((await head(ranked.id)).version).toBe(1);
  });

  it("moves a reviewed card: the editorial content names it by id, so every piece follows it", async () => {
    const reviewed = firstCards.find((entry) => entry.urlSlug === "tf-bank-mastercard")!;
    const result = await changeCardSlug(database.db, commandLine, {
      cardId: reviewed.id,
      baseVersion: 1,
      slug: "tf-bank-kredittkort",
      reason: "Kortere adresse",
    });
    expect(result).toMatchObject({ status: "published", changes: [{ field: "urlSlug", to: "tf-bank-kredittkort" }] });
    installSnapshot(await readSnapshot(database.db));
    expect(cardByFormerSlug("tf-bank-mastercard")).toMatchObject({ id: reviewed.id, urlSlug: "tf-bank-kredittkort" });
    // The earning rule, the cashback article's category pick and the test article's other cards follow the card.
    expect(earningRules.find((rule) => rule.cardId === reviewed.id)).toBeDefined();
    const { categoryWinners } = cashbackArticleData();
    expect(categoryWinners.find((winner) => winner.card.id === reviewed.id)?.card.urlSlug).toBe("tf-bank-kredittkort");
    expect(cardContentProblems(allCards)).toEqual([]);
  });

  it("retires a reviewed card the articles name outside their rankings: the pages leave it out", async () => {
    const reviewed = firstCards.find((entry) => entry.urlSlug === "trumf-kredittkort")!;
    const result = await setCardOnSale(database.db, commandLine, {
      cardId: reviewed.id,
      baseVersion: 1,
      onSale: false,
      reason,
    });
    expect(result).toMatchObject({ status: "published" });
    installSnapshot(await readSnapshot(database.db));
    expect(cashbackArticleData().categoryWinners.map((winner) => winner.category)).not.toContain("Dagligvarer");
    expect(cashbackArticleData().categoryWinners.map((winner) => winner.category)).toContain("Netthandel");
    const back = await setCardOnSale(database.db, commandLine, {
      cardId: reviewed.id,
      baseVersion: 2,
      onSale: true,
      reason: "Tilbake i salg",
    });
    expect(back).toMatchObject({ status: "published" });
    installSnapshot(await readSnapshot(database.db));
    expect(cashbackArticleData().categoryWinners.map((winner) => winner.category)).toContain("Dagligvarer");
  });

  it("brings back a card the sync retired linked to its product again, its missed syncs counted anew", async () => {
    const id = (await readSnapshot(database.db)).cards.find((entry) => entry.urlSlug === otherFeedCard.urlSlug)!.id;
    await database.db.insert(cardFeedLinks).values({
      cardId: id,
      productId: "retired-product",
      missingSyncs: 2,
      retired: true,
      missingSince: now,
    });
    const before = await head(id);
    const retired = await setCardOnSale(
      database.db,
      commandLine,
      { cardId: id, baseVersion: before.version, onSale: false, reason },
      now,
    );
    expect(retired).toMatchObject({ status: "published" });
    // Retiring leaves the link as it is; bringing back clears what the sync had decided.
    expect((await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, id)))[0]?.retired).toBe(true);
    await setCardOnSale(database.db, commandLine, {
      cardId: id,
      baseVersion: before.version + 1,
      onSale: true,
      reason: "Produktet er tilbake i Finansportalen",
    });
    expect((await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, id)))[0]).toMatchObject({
      retired: false,
      missingSyncs: 0,
      missingSince: null,
    });
  });

  it.each([
    ["", "må fylles ut, for eksempel «sparebanken-ost-gull»"],
    ["Sparebanken-Øst", "kan bare ha små bokstaver a–z"],
    ["med mellomrom", "kan bare ha små bokstaver a–z"],
    ["-kort", "kan bare ha små bokstaver a–z"],
    ["kort--gull", "kan bare ha små bokstaver a–z"],
    ["a".repeat(101), "kan være høyst 100 tegn"],
  ])("refuses the address %j by name", (slug, message) => {
    expect(checkSlug(slug)).toMatchObject({ path: "urlSlug", message: expect.stringContaining(message) });
  });

  it("moves a card's address as a version; every old address sends readers to the newest, for good", async () => {
    const id = (await readSnapshot(database.db)).cards.find((entry) => entry.urlSlug === feedCard.urlSlug)!.id;
    const slugOf = async () => (await head(id)).facts.urlSlug;
    const base = async () => (await head(id)).version;
    const move = async (slug: string) =>
      changeCardSlug(database.db, commandLine, {
        cardId: id,
        baseVersion: await base(),
        slug,
        reason: "Kortere adresse",
      });

    // Another card's address, now or before, is never taken.
    const taken = await move("remember-black");
    expect(taken).toEqual({
      status: "invalid",
      issues: [
        { path: "urlSlug", message: "«remember-black» er adressen til «re:member Black»: velg en annen adresse" },
      ],
    });
    expect(await move("Nytt Kort")).toMatchObject({ status: "invalid", issues: [{ path: "urlSlug" }] });
    expect(await move(feedCard.urlSlug)).toEqual({ status: "unchanged" });

    const first = await move("kortet-med-ny-adresse");
    expect(first).toMatchObject({
      status: "published",
      changes: [{ field: "urlSlug", from: feedCard.urlSlug, to: "kortet-med-ny-adresse" }],
    });
    expect(await head(id)).toMatchObject({ kind: "edit", source: "Kortere adresse" });
    expect(await move("kortet-igjen")).toMatchObject({ status: "published" });
    expect(await slugOf()).toBe("kortet-igjen");

    installSnapshot(await readSnapshot(database.db));
    // Every instance reads the old addresses from the versions' history (the card page's redirect: card-address.ts).
    for (const old of [feedCard.urlSlug, "kortet-med-ny-adresse"])
      expect(cardByFormerSlug(old)).toMatchObject({ id, urlSlug: "kortet-igjen" });
    expect(cardByFormerSlug("kortet-igjen")).toBeUndefined();
    expect(cardByFormerSlug("finnes-ikke")).toBeUndefined();

    // A former address is taken for good: by no other card, and not back by this one (a browser keeps a 301).
    const other = (await readSnapshot(database.db)).cards.find((entry) => entry.urlSlug === otherFeedCard.urlSlug)!;
    expect(
      await changeCardSlug(database.db, commandLine, {
        cardId: other.id,
        baseVersion: (await head(other.id)).version,
        slug: "kortet-med-ny-adresse",
        reason: "Prøver en brukt adresse",
      }),
    ).toEqual({
      status: "invalid",
      issues: [
        {
          path: "urlSlug",
          message: `«kortet-med-ny-adresse» har vært adressen til «${feedCard.name}» og sender leserne videre for godt: velg en annen adresse`,
        },
      ],
    });
    expect(await move(feedCard.urlSlug)).toMatchObject({
      status: "invalid",
      issues: [{ path: "urlSlug", message: expect.stringContaining("har vært adressen til dette kortet") }],
    });

    // Nor is it given to a new card whose bank and name would make it (an import, «Nytt kort»): it gets the next.
    const created = await createCard(database.db, commandLine, {
      facts: newCardFacts("Kortet", "Med ny adresse"),
      source: "https://www.kortet.no/vilkar",
    });
    expect(created).toMatchObject({ status: "published" });
    const newest = (await readSnapshot(database.db)).cards.find((entry) => entry.name === "Med ny adresse")!;
    expect(newest.urlSlug).toBe("kortet-med-ny-adresse-2");

    // An ordinary edit or a restore never moves the address: only «Endre adresse» does.
    const current = await head(id);
    const edit = await publishCard(database.db, commandLine, {
      cardId: id,
      baseVersion: current.version,
      facts: { ...current.facts, urlSlug: "via-skjemaet" },
      source: "https://www.banken.no/vilkar",
    });
    expect(edit).toMatchObject({
      status: "invalid",
      issues: [{ path: "urlSlug", message: expect.stringContaining("bruk «Endre adresse»") }],
    });
    const restored = await restoreVersion(database.db, commandLine, {
      cardId: id,
      baseVersion: current.version,
      version: 1,
      source: "Tilbake til første versjon",
    });
    // Version 1 differs from today's only by the address, which a restore keeps: nothing to publish.
    expect(restored).toEqual({ status: "unchanged" });
    expect(await slugOf()).toBe("kortet-igjen");
  });
});
