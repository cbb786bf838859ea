import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { LISTENER_APPLICATION_NAME, type DatabaseHandle } from "../db/database.server";
import { auditLog, cardVersions } from "../db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import {
  CARD_CHANNEL,
  createCard,
  exportCards,
  importCards,
  publishCard,
  publishSyncRun,
  readSnapshot,
  readVersions,
  recordCheck,
  restoreVersion,
  seedFirstVersions,
} from "./card-store.server";
import { startCardSync } from "./card-sync.server";
import { isReviewed, reviewedCards } from "./card-review";
import { cardArtSrc } from "./drawn-card-art";
import { commandLine } from "../db/audit.server";
import { formatPercent } from "~/shared/format/format";
import { newCardFacts, withAnnualFee } from "../../../tests/support/card-fixtures";

const now = new Date("2026-11-24T10:00:00Z");
const source = "https://www.remember.no/vilkar";
const first = (slug: string) => structuredClone(firstCards.find((card) => card.urlSlug === slug) as CreditCard);

describe.each(testDatabaseKinds)("card versions on the %s database", (kind) => {
  let database: DatabaseHandle;
  const versionCount = async () => (await database.db.select({ n: count() }).from(cardVersions))[0]?.n ?? 0;
  const headOf = async (cardId: number) => {
    const versions = await readVersions(database.db, cardId);
    return versions[versions.length - 1];
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  it("seeds version 1 of every card in content/cards.ts once, however often it is asked", async () => {
    expect(await seedFirstVersions(database.db)).toBe(firstCards.length);
    await Promise.all([seedFirstVersions(database.db), seedFirstVersions(database.db)]);
    expect(await versionCount()).toBe(firstCards.length);
    const snapshot = await readSnapshot(database.db);
    expect(snapshot.cards).toEqual(firstCards);
    expect([...snapshot.versions.values()]).toEqual(firstCards.map(() => 1));
    expect(await exportCards(database.db)).toEqual(firstCards);
  });

  it("publishes an edit as a new version with today's check date, and says what changed", async () => {
    const card = first("remember-black");
    // A free card given a fee: the same edit takes «Ingen årsgebyr» out of its texts, or it is refused.
    const refused = await publishCard(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: 1, facts: { ...card, annualFee: 495 }, source },
      now,
    );
    expect(refused.status === "invalid" && refused.issues.map((issue) => issue.path)).toEqual([
      `highlights.${card.highlights!.indexOf("Ingen årsgebyr")}`,
      "editorial.1",
    ]);
    const result = await publishCard(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: 1, facts: withAnnualFee(card, 495), source },
      now,
    );
    if (result.status !== "published") throw new Error(JSON.stringify(result));
    expect(result.version).toBe(2);
    expect(result.changes[0]).toEqual({ field: "annualFee", label: "Årsgebyr", from: "0\u00a0kr", to: "495\u00a0kr" });
    expect(result.changes.map((change) => change.field)).toEqual(["annualFee", "highlights", "editorial"]);
    const head = await headOf(card.id);
    expect(head).toMatchObject({ version: 2, kind: "edit", source });
    expect(head?.facts.annualFee).toBe(495);
    expect(head?.facts.lastChecked).toBe("2026-11-24");
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.subject, card.name));
    expect(audit?.action).toBe("kort endret");
  });

  it("tells the second of two editors on the same version of the conflict, and keeps the first's version", async () => {
    const card = first("bank-norwegian-kredittkort");
    const before = await versionCount();
    const [a, b] = await Promise.all([
      publishCard(
        database.db,
        commandLine,
        { cardId: card.id, baseVersion: 1, facts: withAnnualFee(card, 100), source },
        now,
      ),
      publishCard(
        database.db,
        commandLine,
        { cardId: card.id, baseVersion: 1, facts: { ...card, interestRate: 21.5 }, source },
        now,
      ),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual(["conflict", "published"]);
    const lost = a.status === "conflict" ? a : b;
    const won = a.status === "conflict" ? b : a;
    if (lost.status !== "conflict" || won.status !== "published") throw new Error("unreachable");
    expect(lost.current.version).toBe(2);
    expect(lost.changesSince).toEqual(won.changes);
    expect(await versionCount()).toBe(before + 1);
  });

  it.each<[string, (card: CreditCard) => unknown, string, RegExp]>([
    ["a negative fee", (card) => ({ ...card, annualFee: -5 }), "annualFee", /kan ikke være negativ/],
    ["a fee in øre", (card) => ({ ...card, annualFee: 99.5 }), "annualFee", /helt antall kroner/],
    ["a rate over 100", (card) => ({ ...card, interestRate: 250 }), "interestRate", /over 100/],
    [
      "a range upside down",
      (card) => ({ ...card, cashbackRate: { min: 2, max: 1 } }),
      "cashbackRate",
      /min kan ikke være større enn max/,
    ],
    ["an unknown field", (card) => ({ ...card, sneaky: 1 }), "", /sneaky|Unrecognized|ukjent/i],
    ["a changed address", (card) => ({ ...card, urlSlug: "annet-kort" }), "urlSlug", /kan ikke endres/],
    ["a changed id", (card) => ({ ...card, id: 99 }), "id", /kan ikke endres/],
    ["an http apply link", (card) => ({ ...card, applyUrl: "http://example.com/" }), "applyUrl", /https/],
  ])("refuses %s with the field named, and stores nothing", async (_name, edit, path, message) => {
    const card = first("sas-eurobonus");
    const before = await versionCount();
    const result = await publishCard(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: 1, facts: edit(card), source },
      now,
    );
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.issues.some((issue) => issue.path === path && message.test(issue.message))).toBe(true);
    expect(await versionCount()).toBe(before);
  });

  it.each([
    ["", /må fylles ut/],
    ["  x ", /må fylles ut/],
    ["http://www.bank.no/vilkar", /https-adresse/],
    ["x".repeat(501), /høyst 500/],
    ["Vilkår\u0000mottatt", /kontrolltegn/],
    ["Prisliste \u001b[2J\u001b[31mFALSK", /kontrolltegn/],
  ])("requires a source (%j)", async (given, message) => {
    const card = first("sas-eurobonus");
    const result = await publishCard(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: 1, facts: { ...card, annualFee: 1 }, source: given },
      now,
    );
    expect(result).toMatchObject({
      status: "invalid",
      issues: [{ path: "source", message: expect.stringMatching(message) }],
    });
  });

  it("takes a note as the source, and says when an edit changes nothing", async () => {
    const card = first("sas-eurobonus");
    expect(
      await publishCard(
        database.db,
        commandLine,
        { cardId: card.id, baseVersion: 1, facts: card, source: "Telefon med banken" },
        now,
      ),
    ).toEqual({ status: "unchanged" });
  });

  it("records a check without a change, once a day", async () => {
    const card = first("sas-eurobonus");
    const result = await recordCheck(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: 1, source: "Lest vilkårene på nett" },
      now,
    );
    expect(result).toEqual({ status: "published", version: 2, changes: [] });
    const head = await headOf(card.id);
    expect(head?.kind).toBe("check");
    expect({ ...head?.facts, lastChecked: card.lastChecked }).toEqual(card);
    expect(head?.facts.lastChecked).toBe("2026-11-24");
    expect(
      await recordCheck(database.db, commandLine, { cardId: card.id, baseVersion: 2, source: "igjen" }, now),
    ).toEqual({ status: "unchanged" });
  });

  it("restores an old version as a new one, keeping the history and the date of the last check", async () => {
    const card = first("remember-black");
    const result = await restoreVersion(database.db, commandLine, {
      cardId: card.id,
      version: 1,
      baseVersion: 2,
      source: "Feil i forrige endring",
    });
    expect(result).toMatchObject({ status: "published", version: 3 });
    expect(result.status === "published" && result.changes[0]).toMatchObject({
      field: "annualFee",
      from: "495\u00a0kr",
      to: "0\u00a0kr",
    });
    const versions = await readVersions(database.db, card.id);
    expect(versions.map((version) => [version.version, version.kind])).toEqual([
      [1, "first"],
      [2, "edit"],
      [3, "restore"],
    ]);
    expect(versions[2]?.facts).toEqual({ ...card, lastChecked: "2026-11-24" });
    const history = (await readSnapshot(database.db)).history.get(card.id);
    expect(
      history?.map((entry) => entry.changes.map((change) => `${change.field}: ${change.from} → ${change.to}`)),
    ).toEqual([
      [],
      [
        expect.stringContaining("annualFee: 0\u00a0kr → 495\u00a0kr"),
        expect.stringMatching(/^highlights/),
        expect.stringMatching(/^editorial/),
      ],
      [
        expect.stringContaining("annualFee: 495\u00a0kr → 0\u00a0kr"),
        expect.stringMatching(/^highlights/),
        expect.stringMatching(/^editorial/),
      ],
    ]);
  });

  it("imports all of a file or none of it", async () => {
    const cards = await exportCards(database.db);
    const before = await versionCount();
    const changed = cards.map((card) => (card.urlSlug === "sas-amex-elite" ? { ...card, annualFee: 345 } : card));
    const broken = changed.map((card) => (card.urlSlug === "sas-amex-elite" ? { ...card, interestRate: "høy" } : card));
    const refused = await importCards(database.db, commandLine, broken, { source: "Import fra regneark" }, now);
    expect(refused.status).toBe("invalid");
    if (refused.status === "invalid") expect(refused.problems.join("\n")).toMatch(/SAS Amex Elite.*interestRate/);
    expect(await versionCount()).toBe(before);

    const planned = await importCards(
      database.db,
      commandLine,
      changed,
      { source: "Import fra regneark", dryRun: true },
      now,
    );
    expect(planned).toMatchObject({
      status: "planned",
      plan: [{ name: "SAS Amex Elite", changes: [{ field: "annualFee", to: "345\u00a0kr" }] }],
    });
    expect(await versionCount()).toBe(before);

    const imported = await importCards(database.db, commandLine, changed, { source: "Import fra regneark" }, now);
    expect(imported).toMatchObject({ status: "imported", plan: [{ name: "SAS Amex Elite" }] });
    expect(await versionCount()).toBe(before + 1);
    expect((await exportCards(database.db)).find((card) => card.urlSlug === "sas-amex-elite")?.annualFee).toBe(345);
    // The same file again changes nothing.
    expect(await importCards(database.db, commandLine, changed, { source: "Import fra regneark" }, now)).toEqual({
      status: "planned",
      plan: [],
    });
  });

  it("refuses a file exported before another editor's change, which would undo it, unless told to (--tving)", async () => {
    const exported = await exportCards(database.db);
    const card = first("remember-gold");
    const head = await headOf(card.id);
    // After the export, an editor publishes a new rate for re:member Gold in the back office …
    const edited = await publishCard(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: head?.version ?? 0, facts: { ...head?.facts, interestRate: 19.9 }, source },
      now,
    );
    expect(edited.status).toBe("published");
    // … and the operator imports the old file, in which they changed another card only.
    const file = exported.map((entry) => (entry.urlSlug === "sas-amex-elite" ? { ...entry, annualFee: 999 } : entry));
    const before = await versionCount();
    const refused = await importCards(database.db, commandLine, file, { source: "Import fra regneark" }, now);
    expect(refused.status).toBe("invalid");
    const problems = refused.status === "invalid" ? refused.problems.join("\n") : "";
    expect(problems).toContain(
      `Kort «${card.name}»: «Rente før gebyrer (årlig)» er ${formatPercent(card.interestRate)} i filen, verdien fra før versjon ${(head?.version ?? 0) + 1}`,
    );
    expect(problems).toContain("--tving");
    expect(await versionCount()).toBe(before);
    expect((await exportCards(database.db)).find((entry) => entry.id === card.id)?.interestRate).toBe(19.9);

    // Told that the old value is meant, it imports the file as it is.
    const forced = await importCards(
      database.db,
      commandLine,
      file,
      { source: "Import fra regneark", force: true },
      now,
    );
    expect(forced.status).toBe("imported");
    expect((await exportCards(database.db)).find((entry) => entry.id === card.id)?.interestRate).toBe(
      card.interestRate,
    );
  });

  it.each<[string, (cards: CreditCard[]) => unknown, RegExp]>([
    ["not a list", () => ({ cards: [] }), /JSON-liste/],
    [
      "an unknown card",
      (cards) => [...cards, { ...cards[0], id: 77, urlSlug: "nytt-kort", name: "Nytt kort" }],
      /id 77 finnes ikke/,
    ],
    [
      "two cards with one address",
      (cards) => cards.map((card, index) => (index === 1 ? { ...card, urlSlug: cards[0]?.urlSlug } : card)),
      /urlSlug/,
    ],
    [
      "a check date in the future",
      (cards) => cards.map((card, index) => (index === 0 ? { ...card, lastChecked: "2026-12-24" } : card)),
      /frem i tid/,
    ],
  ])("refuses an import with %s", async (_name, make, message) => {
    const before = await versionCount();
    const result = await importCards(
      database.db,
      commandLine,
      make(await exportCards(database.db)),
      { source: "fil" },
      now,
    );
    expect(result.status).toBe("invalid");
    if (result.status === "invalid") expect(result.problems.join("\n")).toMatch(message);
    expect(await versionCount()).toBe(before);
  });

  it("notifies listeners on commit, and only on commit", async () => {
    let heard = 0;
    const unlisten = await database.listen(CARD_CHANNEL, () => (heard += 1));
    const card = first("sas-amex-elite");
    const head = await headOf(card.id);
    await publishCard(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: head?.version ?? 0, facts: { ...head?.facts, annualFee: 250 }, source },
      now,
    );
    await expect.poll(() => heard, { timeout: 5_000 }).toBe(1);
    // A refused write notifies nobody.
    await publishCard(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: 1, facts: { ...head?.facts, annualFee: 300 }, source },
      now,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toBe(1);
    await unlisten();
  });

  it("keeps a second instance's cards equal to the database's within seconds", async () => {
    // Two syncs on one database, as two server processes would have.
    const [one, two] = await Promise.all([startCardSync(database), startCardSync(database)]);
    let changes = 0;
    two.onChange(async () => {
      changes += 1;
    });
    const card = first("sas-amex-elite");
    const head = await headOf(card.id);
    const result = await publishCard(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: head?.version ?? 0, facts: { ...head?.facts, annualFee: 123 }, source },
      now,
    );
    expect(result.status).toBe("published");
    await expect
      .poll(() => two.current().cards.find((entry) => entry.id === card.id)?.annualFee, { timeout: 5_000 })
      .toBe(123);
    await expect
      .poll(() => one.current().cards.find((entry) => entry.id === card.id)?.annualFee, { timeout: 5_000 })
      .toBe(123);
    expect(changes).toBe(1);
    await Promise.all([one.stop(), two.stop()]);
  });

  it("starting up, misses no change published while it starts: it listens before it reads", async () => {
    const card = first("sas-amex-elite");
    const head = await headOf(card.id);
    // Another instance publishes just as this one gets to listening.
    const racing: DatabaseHandle = {
      ...database,
      async listen(channel, onNotify) {
        const result = await publishCard(
          database.db,
          commandLine,
          { cardId: card.id, baseVersion: head?.version ?? 0, facts: { ...head?.facts, annualFee: 456 }, source },
          now,
        );
        expect(result.status).toBe("published");
        return database.listen(channel, onNotify);
      },
    };
    const sync = await startCardSync(racing);
    expect(sync.current().cards.find((entry) => entry.id === card.id)?.annualFee).toBe(456);
    await sync.stop();
  });

  it("tries a failed read again until one succeeds, serving what it read before meanwhile", async () => {
    let failing = false;
    const flaky: DatabaseHandle = {
      ...database,
      db: new Proxy(database.db, {
        get(target, property, receiver) {
          // The snapshot's read (select … from card_versions) fails while the database is "away".
          if (failing && property === "select") throw new Error("connection terminated unexpectedly");
          return Reflect.get(target, property, receiver) as unknown;
        },
      }),
    };
    const sync = await startCardSync(flaky);
    const card = first("sas-amex-elite");
    const head = await headOf(card.id);
    failing = true;
    const result = await publishCard(
      database.db,
      commandLine,
      { cardId: card.id, baseVersion: head?.version ?? 0, facts: { ...head?.facts, annualFee: 789 }, source },
      now,
    );
    expect(result.status).toBe("published");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sync.current().cards.find((entry) => entry.id === card.id)?.annualFee).toBe(head?.facts.annualFee);
    failing = false;
    // The first retry comes 2 s after the failure, with no new NOTIFY.
    await expect
      .poll(() => sync.current().cards.find((entry) => entry.id === card.id)?.annualFee, { timeout: 6_000 })
      .toBe(789);
    await sync.stop();
  }, 15_000);

  const importSource = "Prisliste fra Sparebanken Øst, november 2026";
  const addressOf = async (name: string, bank: string) =>
    (await readSnapshot(database.db)).cards.find((card) => card.name === name && card.bank === bank)?.urlSlug;

  it("imports a card new to the store: id and address given by the store (æ ø å spelled out), art drawn, no review, an import's version", async () => {
    const published = await exportCards(database.db);
    const highestId = Math.max(...published.map((card) => card.id));
    const file = [...published, newCardFacts("Sparebanken Øst", "Mastercard Gull")];
    const before = await versionCount();

    const planned = await importCards(database.db, commandLine, file, { source: importSource, dryRun: true }, now);
    expect(planned).toEqual({
      status: "planned",
      plan: [
        {
          cardId: highestId + 1,
          name: "Mastercard Gull",
          fromVersion: 0,
          changes: [],
          checkedOnly: false,
          newSlug: "sparebanken-ost-mastercard-gull",
        },
      ],
    });
    expect(await versionCount()).toBe(before);

    const imported = await importCards(database.db, commandLine, file, { source: importSource }, now);
    expect(imported).toMatchObject({ status: "imported", plan: [{ newSlug: "sparebanken-ost-mastercard-gull" }] });
    expect(await versionCount()).toBe(before + 1);
    const versions = await readVersions(database.db, highestId + 1);
    expect(versions.map(({ version, kind, source }) => ({ version, kind, source }))).toEqual([
      { version: 1, kind: "import", source: importSource },
    ]);
    const card = (await readSnapshot(database.db)).cards.find((entry) => entry.id === highestId + 1)!;
    expect(card).toMatchObject({ urlSlug: "sparebanken-ost-mastercard-gull", lastChecked: "2026-11-24" });
    // No editorial layer: not reviewed (its page says so), so no ranking that claims a review takes it.
    expect(isReviewed(card)).toBe(false);
    expect(reviewedCards((await readSnapshot(database.db)).cards).map((entry) => entry.id)).not.toContain(card.id);
    // No image file: the art is drawn from network and bank.
    expect(card.image).toBeUndefined();
    expect(decodeURIComponent(cardArtSrc(card))).toContain("Sparebanken Øst");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "kort importert"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.subject).toBe("1 kort");

    // The same file again: the card is there, so the file's new card would be the same card twice.
    const again = await importCards(database.db, commandLine, file, { source: importSource }, now);
    expect(again.status === "invalid" && again.problems).toEqual([
      `Nytt kort «Mastercard Gull»: feltet «name» er navnet på et kort Sparebanken Øst har fra før (/kort/sparebanken-ost-mastercard-gull, id ${card.id}): endre det kortet i stedet, eller gi det nye et annet navn`,
    ]);
    expect(await versionCount()).toBe(before + 1);
  });

  it("gives a new card an address no card has, retired ones included, however its bank is spelled", async () => {
    const published = await exportCards(database.db);
    // «Ost» without the ø makes the same address as «Øst»: the second card gets the next free one.
    const imported = await importCards(
      database.db,
      commandLine,
      [...published, newCardFacts("Sparebanken Ost", "Mastercard Gull")],
      { source: importSource },
      now,
    );
    expect(imported).toMatchObject({ status: "imported", plan: [{ newSlug: "sparebanken-ost-mastercard-gull-2" }] });
    // Retired, the first keeps its address (its page stays, with its history): a card of the same name gets another.
    const gold = (await readSnapshot(database.db)).cards.find(
      (card) => card.urlSlug === "sparebanken-ost-mastercard-gull",
    )!;
    const retired = await publishCard(
      database.db,
      commandLine,
      {
        cardId: gold.id,
        baseVersion: (await headOf(gold.id))!.version,
        facts: { ...gold, retiredOn: "2026-11-24" },
        source: importSource,
      },
      now,
    );
    expect(retired.status).toBe("published");
    const created = await createCard(
      database.db,
      commandLine,
      { facts: newCardFacts("Sparebanken Øst", "Mastercard Gull", { annualFee: 295 }), source: importSource },
      now,
    );
    expect(created).toMatchObject({ status: "published", urlSlug: "sparebanken-ost-mastercard-gull-3", version: 1 });
    if (created.status !== "published") return;
    expect(await readVersions(database.db, created.cardId)).toMatchObject([
      { version: 1, kind: "edit", source: importSource, facts: { lastChecked: "2026-11-24", annualFee: 295 } },
    ]);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "kort opprettet"));
    expect(audit).toMatchObject({ subject: "Mastercard Gull" });
    // Both kept: the address a card was given stays when its name changes.
    const renamed = await publishCard(
      database.db,
      commandLine,
      {
        cardId: created.cardId,
        baseVersion: 1,
        facts: { ...(await headOf(created.cardId))!.facts, name: "Mastercard Gull Pluss" },
        source: importSource,
      },
      now,
    );
    expect(renamed.status).toBe("published");
    expect(await addressOf("Mastercard Gull Pluss", "Sparebanken Øst")).toBe("sparebanken-ost-mastercard-gull-3");
  });

  it("gives a product the sync held its own address when a card made meanwhile took the one it was planned with", async () => {
    const result = await publishSyncRun(
      database.db,
      {
        source: "Finansportalen, hentet 24.11.2026",
        writes: [
          {
            kind: "new",
            key: "new:9001",
            make: (id) =>
              ({
                ...newCardFacts("Sparebanken Øst", "Mastercard Gull Ekstra"),
                id,
                urlSlug: "sparebanken-ost-mastercard-gull",
                lastChecked: "2026-11-24",
              }) as CreditCard,
          },
        ],
      },
      async () => {},
      now,
    );
    expect(result).toMatchObject({ status: "written", written: [{ key: "new:9001", version: 1 }] });
    expect(await addressOf("Mastercard Gull Ekstra", "Sparebanken Øst")).toBe("sparebanken-ost-mastercard-gull-ekstra");
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      "a value the schema refuses",
      { interestRate: "høy" },
      "Nytt kort «Visa Classic»: feltet «interestRate» må være et tall",
    ],
    [
      "a missing required fact",
      { creditLimitMax: undefined },
      "Nytt kort «Visa Classic»: feltet «creditLimitMax» mangler",
    ],
    [
      "a network not among the choices",
      { network: "Diners" },
      "Nytt kort «Visa Classic»: feltet «network» må være en av «Visa», «Mastercard», «American Express»",
    ],
    [
      "an address of its own",
      { urlSlug: "visa-classic" },
      "Nytt kort «Visa Classic»: feltet «urlSlug» gis av kortlageret når kortet legges inn",
    ],
    [
      "an image file",
      { image: "/cards/visa-classic.svg" },
      "Nytt kort «Visa Classic»: feltet «image» kan ikke settes på et nytt kort: kortbildet tegnes av kortnettverk og bank",
    ],
    [
      "a review",
      { bestFor: "Alle", highlights: ["A", "B"], editorial: ["Første.", "Andre."] },
      "Nytt kort «Visa Classic»: feltet «highlights» kan ikke settes på et nytt kort: vurderingen skrives i kortredigeringen",
    ],
    [
      "a check date in the future",
      { lastChecked: "2026-12-24" },
      "Nytt kort «Visa Classic»: feltet «lastChecked» kan ikke være en dato frem i tid",
    ],
  ])(
    "refuses a new card in an import with %s, naming the card and the field, and adds nothing",
    async (_name, facts, message) => {
      const before = await versionCount();
      const result = await importCards(
        database.db,
        commandLine,
        [...(await exportCards(database.db)), newCardFacts("Nordlys Bank", "Visa Classic", facts)],
        { source: importSource },
        now,
      );
      expect(result.status).toBe("invalid");
      if (result.status === "invalid") expect(result.problems.join("\n")).toContain(message);
      expect(await versionCount()).toBe(before);
      expect(await addressOf("Visa Classic", "Nordlys Bank")).toBeUndefined();
    },
  );
});

describe.runIf(testDatabaseKinds.includes("postgres"))("the PostgreSQL listener", () => {
  it("listens again after its connection is killed, and reads what it missed", async () => {
    const database = await openTestDatabase("postgres");
    try {
      const sync = await startCardSync(database);
      const card = first("sas-amex-elite");
      // Another session ends the listener's connection (as a restart of PostgreSQL or a network cut would).
      await database.db.execute(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = '${LISTENER_APPLICATION_NAME}'` as never,
      );
      const result = await publishCard(
        database.db,
        commandLine,
        { cardId: card.id, baseVersion: 1, facts: { ...card, annualFee: 77 }, source },
        now,
      );
      expect(result.status).toBe("published");
      await expect
        .poll(() => sync.current().cards.find((entry) => entry.id === card.id)?.annualFee, { timeout: 10_000 })
        .toBe(77);
      await sync.stop();
    } finally {
      await database.close();
    }
  }, 30_000);
});
