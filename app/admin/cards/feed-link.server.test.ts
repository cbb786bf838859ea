import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import type { DatabaseHandle } from "~/shared/db/database.server";
import {
  auditLog,
  cardAlertFollows,
  cardAlertSubscribers,
  cardFeedLinks,
  cardVersions,
  feedHeldProposals,
  staff,
} from "~/shared/db/schema";
import {
  acceptedSnapshot,
  readFeedDataCardIds,
  readSnapshot,
  readVersions,
  renderCardWritesWith,
  seedFirstVersions,
  type RenderCheck,
} from "~/shared/cards/card-store.server";
import { startCardSync } from "~/shared/cards/card-sync.server";
import { alertMailFor } from "~/site/card-alerts/card-alerts.server";
import { feedConfigFromEnv } from "~/shared/cards/finansportalen/feed-client.server";
import { runFeedSync } from "~/shared/cards/finansportalen/feed-sync.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import {
  feedEffectiveRate,
  feedXml,
  startFeedServer,
  type FeedEntry,
  type FeedServer,
  nominalOf,
  productIdOf,
} from "../../../tests/support/finansportalen-feed";
import { feedLinkOf, linkCardToProduct, mergeCardWithProduct, unlinkCard } from "./feed-link.server";
import { approveProposal } from "./feed-proposals.server";

const user = "kortvalg";
const password = "passord-for-testen";
/** The feed's entry for one of our cards (its name and bank, so the sync proposes the match). */
function entryFor(card: CreditCard): FeedEntry {
  const nominal = nominalOf(card.interestRate);
  return {
    id: productIdOf(card),
    fields: {
      leverandor_tekst: card.bank,
      navn: card.name,
      kredittkort_nominell_rente: String(nominal),
      effektiv_rente: String(Math.round(feedEffectiveRate(nominal, card.annualFee, 0) * 100) / 100),
      kredittkort_kort_arsgebyr: String(card.annualFee),
      kredittkort_maks_ramme: String(card.creditLimitMax),
      kredittkort_reiseforsikring: card.travelInsurance ? "true" : "false",
    },
  };
}
const [first, second, third] = firstCards as [CreditCard, CreditCard, CreditCard];
/** A product under another name than any card of ours, with a rate the feed disagrees with: held as a new card. */
const stranger: FeedEntry = {
  id: "99001",
  fields: {
    leverandor_tekst: "Nordlys Kreditt",
    navn: "Nordlys Kredittkort",
    kredittkort_nominell_rente: "20",
    effektiv_rente: "40",
    kredittkort_kort_arsgebyr: "0",
    kredittkort_maks_ramme: "50000",
    kredittkort_reiseforsikring: "false",
  },
};

describe.each(testDatabaseKinds)("a card's link to its Finansportalen product on the %s database", (kind) => {
  let database: DatabaseHandle;
  let server: FeedServer;
  let editor: { staffId: number; email: string };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedFirstVersions(database.db);
    const [member] = await database.db
      .insert(staff)
      .values({ email: "redaktor@kortvalg.no", role: "redaktør", webauthnUserId: "u-1" })
      .returning();
    editor = { staffId: member!.id, email: member!.email };
    server = await startFeedServer({
      user,
      password,
      body: () => feedXml([entryFor(first), entryFor(second), stranger]),
    });
    const outcome = await runFeedSync(database.db, {
      trigger: "command",
      config: feedConfigFromEnv({
        FINANSPORTALEN_FEED_URL: server.url,
        FINANSPORTALEN_USER: user,
        FINANSPORTALEN_PASSWORD: password,
      }),
    });
    expect(outcome.status).toBe("ok");
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("shows the sync's proposed match and the products read without a card, and none for an unknown card", async () => {
    const state = await feedLinkOf(database.db, first.id);
    expect(state?.linked).toBeNull();
    expect(state?.proposed).toEqual({ productId: productIdOf(first), name: first.name });
    expect(state?.candidates.map((product) => product.productId).sort()).toEqual(
      [productIdOf(first), productIdOf(second), "99001"].sort(),
    );
    expect(state?.candidates.find((product) => product.productId === "99001")?.name).toBe(
      "Nordlys Kreditt – Nordlys Kredittkort",
    );
    expect(await feedLinkOf(database.db, 987_654)).toBeNull();
  });

  it("confirming the match links the card, approves the proposal and records who did it", async () => {
    expect(await linkCardToProduct(database.db, editor, first.id, productIdOf(first))).toEqual({
      status: "linked",
      productId: productIdOf(first),
    });
    const [link] = await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, first.id));
    expect(link?.productId).toBe(productIdOf(first));
    const proposals = await database.db
      .select()
      .from(feedHeldProposals)
      .where(eq(feedHeldProposals.productId, productIdOf(first)));
    expect(proposals.map((row) => row.status)).toEqual(["approved"]);
    const state = await feedLinkOf(database.db, first.id);
    expect(state?.linked?.productId).toBe(productIdOf(first));
    expect(state?.linked?.since).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "kort koblet til Finansportalen"));
    expect(audit).toHaveLength(1);
  });

  it("refuses a product linked to another card, one the sync has not read, none chosen, and a second link", async () => {
    expect(await linkCardToProduct(database.db, editor, third.id, productIdOf(first))).toEqual({
      status: "invalid",
      value: productIdOf(first),
      message: `Produkt ${productIdOf(first)} er allerede koblet til ${first.name}. Fjern den koblingen først`,
    });
    expect(await linkCardToProduct(database.db, editor, third.id, "12345")).toMatchObject({
      status: "invalid",
      message: "Produkt 12345 er ikke blant produktene synkroniseringen har lest uten kort. Velg et produkt i listen",
    });
    expect(await linkCardToProduct(database.db, editor, third.id, "  ")).toMatchObject({
      status: "invalid",
      message: "Velg produktet kortet skal kobles til",
    });
    expect(await linkCardToProduct(database.db, editor, first.id, productIdOf(second))).toMatchObject({
      status: "invalid",
      message: `Kortet er allerede koblet til produkt ${productIdOf(first)}. Fjern koblingen før du kobler til et annet`,
    });
  });

  it("linking a card to a product held as a new card settles that proposal, so it can never make a second card", async () => {
    expect(await linkCardToProduct(database.db, editor, third.id, "99001")).toMatchObject({ status: "linked" });
    const rows = await database.db.select().from(feedHeldProposals).where(eq(feedHeldProposals.productId, "99001"));
    expect(rows.map((row) => [row.kind, row.status])).toEqual([["new", "replaced"]]);
    // The match proposed for the second card is still waiting: it is about another product.
    expect((await feedLinkOf(database.db, second.id))?.proposed?.productId).toBe(productIdOf(second));
  });

  it("unlinking removes the link, offers the product again, and a card without a link cannot be unlinked", async () => {
    expect(await unlinkCard(database.db, editor, third.id)).toEqual({ status: "unlinked" });
    expect(await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, third.id))).toEqual([]);
    expect((await feedLinkOf(database.db, third.id))?.candidates.map((product) => product.productId)).toContain(
      "99001",
    );
    expect(await unlinkCard(database.db, editor, third.id)).toEqual({
      status: "invalid",
      value: "",
      message: "Kortet er ikke koblet til noe produkt",
    });
    expect(await unlinkCard(database.db, editor, 987_654)).toEqual({ status: "not-found" });
  });

  it("another instance hears a link, its removal and an approved match: the card's figures are the feed's there, then not", async () => {
    // A second instance on the same database: it listens on the cards' channel, as every server does.
    const other = await startCardSync(database);
    const feedData = () => other.current().feed?.feedDataCardIds ?? [];
    try {
      // Never written by a sync: the feed's only while linked.
      expect(feedData()).not.toContain(third.id);
      expect(await linkCardToProduct(database.db, editor, third.id, "99001")).toMatchObject({ status: "linked" });
      await expect.poll(feedData, { timeout: 5_000 }).toContain(third.id);
      expect(await unlinkCard(database.db, editor, third.id)).toEqual({ status: "unlinked" });
      await expect.poll(feedData, { timeout: 5_000 }).not.toContain(third.id);
      // The sync's proposed match, approved under «Til godkjenning», links the card the same way.
      expect(feedData()).not.toContain(second.id);
      const [match] = await database.db
        .select({ id: feedHeldProposals.id })
        .from(feedHeldProposals)
        .where(and(eq(feedHeldProposals.productId, productIdOf(second)), eq(feedHeldProposals.status, "waiting")));
      expect(await approveProposal(database.db, editor, match!.id)).toMatchObject({ status: "done" });
      await expect.poll(feedData, { timeout: 5_000 }).toContain(second.id);
      expect(feedData()).toEqual(await readFeedDataCardIds(database.db));
    } finally {
      await other.stop();
    }
  });

  it("links as a card write: rendered with the would-be feed status before it commits, refused with nothing written", async () => {
    const seen: Array<readonly number[] | undefined> = [];
    try {
      renderCardWritesWith(async (_cards, _history, options) => {
        seen.push(options?.feed?.feedDataCardIds);
        return [{ path: `/kort/${third.urlSlug}`, reason: "svarte 500" }];
      });
      expect(await linkCardToProduct(database.db, editor, third.id, "99001")).toEqual({
        status: "invalid",
        value: "99001",
        message: `Kort «${third.name}»: koblingen til produkt 99001 gjør at siden /kort/${third.urlSlug} ikke kan vises (svarte 500). Ingenting er publisert.`,
      });
      expect(seen).toEqual([expect.arrayContaining([first.id, second.id, third.id])]);
      expect(await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, third.id))).toEqual([]);
      expect(await readFeedDataCardIds(database.db)).not.toContain(third.id);

      // Another editor unlinks the first card while this link's pages are rendered: it starts over, so what
      // commits is what was rendered.
      seen.length = 0;
      const check: RenderCheck = async (_cards, _history, options) => {
        seen.push(options?.feed?.feedDataCardIds);
        if (seen.length === 1) {
          renderCardWritesWith(null);
          expect(await unlinkCard(database.db, editor, first.id)).toEqual({ status: "unlinked" });
          renderCardWritesWith(check);
        }
        return [];
      };
      renderCardWritesWith(check);
      expect(await linkCardToProduct(database.db, editor, third.id, "99001")).toMatchObject({ status: "linked" });
      expect(seen).toHaveLength(2);
      expect(seen[0]).toContain(first.id);
      expect(seen[1]).toContain(third.id);
      expect(seen[1]).not.toContain(first.id);
      expect(await readFeedDataCardIds(database.db)).toEqual(seen[1]);
    } finally {
      renderCardWritesWith(null);
    }
  });
});

/** A product the sync does not match to any card of ours (another name), with a rate the feed agrees with: a new card. */
const namedOtherwise: FeedEntry = {
  id: "99002",
  fields: {
    leverandor_tekst: "Nordlys Bank",
    navn: "Nordlys Pluss",
    kredittkort_nominell_rente: "19.5",
    effektiv_rente: String(Math.round(feedEffectiveRate(19.5, 0, 0) * 100) / 100),
    kredittkort_kort_arsgebyr: "0",
    kredittkort_maks_ramme: "75000",
    kredittkort_reiseforsikring: "true",
    kredittkort_rentefri_periode: "45",
  },
};

describe.each(testDatabaseKinds)("merging a card the sync made into one of ours on the %s database", (kind) => {
  let database: DatabaseHandle;
  let server: FeedServer;
  let editor: { staffId: number; email: string };
  let sync: () => ReturnType<typeof runFeedSync>;
  let feedCardId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedFirstVersions(database.db);
    const [member] = await database.db
      .insert(staff)
      .values({ email: "redaktor@kortvalg.no", role: "redaktør", webauthnUserId: "u-2" })
      .returning();
    editor = { staffId: member!.id, email: member!.email };
    server = await startFeedServer({ user, password, body: () => feedXml([entryFor(first), namedOtherwise]) });
    const config = feedConfigFromEnv({
      FINANSPORTALEN_FEED_URL: server.url,
      FINANSPORTALEN_USER: user,
      FINANSPORTALEN_PASSWORD: password,
    });
    sync = () => runFeedSync(database.db, { trigger: "command", config });
    const outcome = await sync();
    expect(outcome.status).toBe("ok");
    const [link] = await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.productId, "99002"));
    feedCardId = link!.cardId;
    // The first card is linked to its product, as an editor confirming the sync's match does.
    expect(await linkCardToProduct(database.db, editor, first.id, productIdOf(first))).toMatchObject({
      status: "linked",
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("offers the products the sync made a card of, named with the card, and not one whose card is reviewed", async () => {
    const state = await feedLinkOf(database.db, third.id);
    expect(state?.merges).toEqual([
      {
        productId: "99002",
        name: "Nordlys Bank – Nordlys Pluss",
        cardId: feedCardId,
        cardName: "Nordlys Pluss",
        cardSlug: "nordlys-bank-nordlys-pluss",
      },
    ]);
    // A product without a card is offered to link, not to merge.
    expect(state?.candidates.map((product) => product.productId)).not.toContain("99002");
  });

  it("refuses none chosen, a product without a card, and a product linked to a reviewed card", async () => {
    expect(await mergeCardWithProduct(database.db, editor, third.id, " ")).toMatchObject({
      status: "invalid",
      field: "produkt-med-kort",
      message: "Velg produktet med kortet som skal slås sammen med dette",
    });
    expect(await mergeCardWithProduct(database.db, editor, third.id, "12345")).toMatchObject({
      status: "invalid",
      message:
        "Produkt 12345 har ikke noe kort fra synkroniseringen. Velg et produkt i listen, eller koble et produkt uten kort over",
    });
    expect(await mergeCardWithProduct(database.db, editor, third.id, productIdOf(first))).toMatchObject({
      status: "invalid",
      message: `Produkt ${productIdOf(first)} er koblet til «${first.name}», som redaksjonen har vurdert, og et vurdert kort slås ikke sammen. Fjern koblingen på «${first.name}» først, eller flytt omtalen dit i stedet`,
    });
    expect((await readVersions(database.db, third.id)).length).toBe(1);
  });

  it("merges: moves the link, takes the feed's facts with their source, retires the feed card into ours, and audits it", async () => {
    const before = (await readVersions(database.db, feedCardId)).at(-1)!;
    // Three readers: one follows the feed card, one follows both cards, one (unconfirmed) the feed card only.
    const readers = await database.db
      .insert(cardAlertSubscribers)
      .values(
        ["a", "b", "c"].map((name) => ({
          email: `${name}@example.no`,
          status: name === "c" ? ("pending" as const) : ("confirmed" as const),
        })),
      )
      .returning({ id: cardAlertSubscribers.id });
    const [a, b, c] = readers.map((reader) => reader.id);
    const confirmed = new Date("2026-11-01T10:00:00Z");
    await database.db.insert(cardAlertFollows).values([
      { subscriberId: a!, cardId: feedCardId, confirmedAt: confirmed },
      { subscriberId: b!, cardId: feedCardId, confirmedAt: confirmed },
      { subscriberId: b!, cardId: third.id, confirmedAt: null },
      { subscriberId: c!, cardId: feedCardId, confirmedAt: null },
    ]);
    expect(await mergeCardWithProduct(database.db, editor, third.id, "99002")).toEqual({
      status: "merged",
      productId: "99002",
      retiredName: "Nordlys Pluss",
      retiredSlug: "nordlys-bank-nordlys-pluss",
    });
    const [link] = await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.productId, "99002"));
    expect(link?.cardId).toBe(third.id);
    const ours = (await readVersions(database.db, third.id)).at(-1)!;
    expect(ours.version).toBe(2);
    expect(ours.source).toMatch(/^Finansportalen, hentet \d{1,2}\. \p{L}+ \d{4}$/u);
    // The feed's facts, our review and name.
    expect(ours.facts).toMatchObject({ interestRate: before.facts.interestRate, annualFee: 0, interestFreeDays: 45 });
    expect(ours.facts.interestRate).not.toBe(third.interestRate);
    expect(ours.facts.name).toBe(third.name);
    expect(ours.facts.editorial).toEqual(third.editorial);
    const retired = (await readVersions(database.db, feedCardId)).at(-1)!;
    expect(retired.version).toBe(before.version + 1);
    expect(retired.facts.mergedInto).toBe(third.id);
    expect(retired.facts.retiredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(retired.source).toBe(
      `Slått sammen med «${third.name}» (kort ${third.id}), som er koblet til produkt 99002 i Finansportalen`,
    );
    const [row] = await database.db
      .select({ staffId: cardVersions.staffId })
      .from(cardVersions)
      .where(and(eq(cardVersions.cardId, feedCardId), eq(cardVersions.version, retired.version)));
    expect(row?.staffId).toBe(editor.staffId);
    // The readers now follow our card, each once, confirmed where either follow was.
    const follows = await database.db.select().from(cardAlertFollows);
    expect(
      follows
        .map((follow) => [follow.subscriberId, follow.cardId, follow.confirmedAt?.toISOString() ?? null])
        .sort((x, y) => Number(x[0]) - Number(y[0])),
    ).toEqual([
      [a, third.id, confirmed.toISOString()],
      [b, third.id, confirmed.toISOString()],
      [c, third.id, null],
    ]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "kort slått sammen"));
    expect(audit).toHaveLength(1);
    // The list is one card the fewer on sale, and the data still reads.
    const snapshot = acceptedSnapshot(await readVersions(database.db));
    expect(snapshot.refused).toBeUndefined();
    expect(snapshot.cards.filter((card) => card.retiredOn === undefined).map((card) => card.id)).not.toContain(
      feedCardId,
    );
    expect((await feedLinkOf(database.db, third.id))?.linked?.productId).toBe("99002");
    expect((await feedLinkOf(database.db, second.id))?.merges).toEqual([]);
  });

  it("refuses a merge into a card out of sale, and the next sync makes no second card of the product", async () => {
    expect(await mergeCardWithProduct(database.db, editor, feedCardId, "99002")).toMatchObject({
      status: "invalid",
      message:
        "Kortet er ikke lenger i salg, og et kort fra synkroniseringen slås ikke sammen inn i det. Slå det sammen med kortet som er i salg, eller sett dette kortet i salg igjen først",
    });
    const outcome = await sync();
    expect(outcome.status === "failed" ? outcome.error : outcome.status).toBe("ok");
    if (outcome.status !== "ok") return;
    expect(outcome.counts.added).toBe(0);
    expect(outcome.written.filter((step) => step.cardId === feedCardId)).toEqual([]);
    // The feed names it otherwise (why the sync missed the match): held once for an editor, not renamed.
    expect(
      outcome.held.filter((step) => step.cardId === third.id).flatMap((step) => step.reasons.map((r) => r.code)),
    ).toEqual(["name-changed"]);
    // Our card has the feed's facts already: no change to write.
    expect(outcome.written.filter((step) => step.cardId === third.id && step.changes.length > 0)).toEqual([]);
  });

  it("unlinked, our card still holds the feed's figures: its snapshot and its alert mail say «Data levert av Finansportalen»", async () => {
    expect(await unlinkCard(database.db, editor, third.id)).toEqual({ status: "unlinked" });
    // The merge wrote the feed's facts as a sync version; the link is gone, the figures are not.
    const { feed } = await readSnapshot(database.db);
    expect(feed?.feedDataCardIds).toContain(third.id);
    expect(feed?.feedDataCardIds).toContain(feedCardId);
    expect(feed?.feedDataCardIds).toContain(first.id); // linked, its figures not yet written by a sync
    expect(feed?.feedDataCardIds).not.toContain(second.id);
    expect(await readFeedDataCardIds(database.db)).toEqual(feed?.feedDataCardIds);
    // A reader who follows our card is mailed the merge's change with the agreement's words under the figures.
    const [follow] = await database.db
      .select({ subscriberId: cardAlertFollows.subscriberId })
      .from(cardAlertFollows)
      .where(and(eq(cardAlertFollows.cardId, third.id), isNotNull(cardAlertFollows.confirmedAt)));
    const now = Date.now();
    const mail = await alertMailFor(
      database.db,
      { publicOrigin: "https://kortvalg.no", secret: "hemmelig-for-testen" },
      follow!.subscriberId,
      { from: new Date(now - 3_600_000), until: new Date(now) },
    );
    expect(mail?.text).toContain(`${third.name} (${third.bank})`);
    expect(mail?.text).toContain("Å låne penger koster penger.\nData levert av Finansportalen.\nSe kortet:");
  });
});
