import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import type { DatabaseHandle } from "~/shared/db/database.server";
import { cardFeedLinks, feedHeldProposals, staff } from "~/shared/db/schema";
import { readVersions, seedFirstVersions } from "~/shared/cards/card-store.server";
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
import { approveProposal, feedOverview, rejectProposal } from "./feed-proposals.server";

const user = "kortvalg";
const password = "passord-for-testen";
/** The feed's entry for one of our cards, with the annual fee it states now (its own effective rate to match). */
function entryFor(card: CreditCard, annualFee = card.annualFee): FeedEntry {
  const nominal = nominalOf(card.interestRate);
  return {
    id: productIdOf(card),
    fields: {
      leverandor_tekst: card.bank,
      navn: card.name,
      kredittkort_nominell_rente: String(nominal),
      effektiv_rente: String(Math.round(feedEffectiveRate(nominal, annualFee, 0) * 100) / 100),
      kredittkort_kort_arsgebyr: String(annualFee),
      kredittkort_termingebyr: card.monthlyFeeKr === undefined ? null : String(card.monthlyFeeKr),
      kredittkort_maks_ramme: String(card.creditLimitMax),
      kredittkort_reiseforsikring: card.travelInsurance ? "true" : "false",
    },
  };
}
const paid = firstCards.find((card) => card.annualFee > 0 && card.annualFee < 1_000) as CreditCard;
const unlinked = firstCards.find((card) => card.id !== paid.id) as CreditCard;

describe.each(testDatabaseKinds)("«Til godkjenning» on the %s database", (kind) => {
  let database: DatabaseHandle;
  let server: FeedServer;
  let fee = paid.annualFee;
  let editor: { staffId: number; email: string };
  const sync = () =>
    runFeedSync(database.db, {
      trigger: "command",
      config: feedConfigFromEnv({
        FINANSPORTALEN_FEED_URL: server.url,
        FINANSPORTALEN_USER: user,
        FINANSPORTALEN_PASSWORD: password,
      }),
    });
  const waiting = async () => (await feedOverview(database.db)).proposals;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedFirstVersions(database.db);
    await database.db
      .insert(cardFeedLinks)
      .values(
        firstCards
          .filter((card) => card.id !== unlinked.id)
          .map((card) => ({ cardId: card.id, productId: productIdOf(card) })),
      );
    const [member] = await database.db
      .insert(staff)
      .values({ email: "redaktor@kortvalg.no", role: "redaktør", webauthnUserId: "u-1" })
      .returning();
    editor = { staffId: member!.id, email: member!.email };
    server = await startFeedServer({
      user,
      password,
      body: () => feedXml(firstCards.map((card) => entryFor(card, card.id === paid.id ? fee : card.annualFee))),
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("proposes linking a card of ours the feed lists, and approving links it", async () => {
    const outcome = await sync();
    expect(outcome.status).toBe("ok");
    const [match] = await waiting();
    expect(match).toMatchObject({ kind: "match", cardId: unlinked.id, productId: productIdOf(unlinked) });
    expect(match?.reasons[0]).toContain(`«${unlinked.name}»`);
    expect(await approveProposal(database.db, editor, match!.id)).toMatchObject({ status: "done", what: "approved" });
    const [link] = await database.db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, unlinked.id));
    expect(link?.productId).toBe(productIdOf(unlinked));
    expect(await waiting()).toEqual([]);
  });

  it("rejects only with a reason, and the same proposal is not asked again", async () => {
    fee = paid.annualFee * 3;
    expect((await sync()).status).toBe("ok");
    const [held] = await waiting();
    expect(held).toMatchObject({ kind: "change", cardId: paid.id });
    expect(held?.changes.find((change) => change.field === "annualFee")?.to).toBe(
      `${new Intl.NumberFormat("nb-NO").format(fee)}\u00a0kr`,
    );
    expect(await rejectProposal(database.db, editor, held!.id, "  ")).toMatchObject({
      status: "invalid",
      field: "begrunnelse",
      message: "Begrunnelse må fylles ut: skriv hvorfor forslaget avvises",
    });
    expect(await rejectProposal(database.db, editor, held!.id, "Banken bekrefter at gebyret er uendret")).toMatchObject(
      {
        status: "done",
        what: "rejected",
      },
    );
    const [row] = await database.db.select().from(feedHeldProposals).where(eq(feedHeldProposals.id, held!.id));
    expect(row).toMatchObject({
      status: "rejected",
      rejectionReason: "Banken bekrefter at gebyret er uendret",
      decidedBy: editor.staffId,
    });
    const again = await sync();
    expect(again.status === "ok" && again.counts.held).toBe(0);
    expect(await waiting()).toEqual([]);
  });

  it("approving a held change publishes it through the card store, and the next sync leaves it", async () => {
    fee = paid.annualFee * 4;
    expect((await sync()).status).toBe("ok");
    const [held] = await waiting();
    const before = (await readVersions(database.db, paid.id)).length;
    const answer = await approveProposal(database.db, editor, held!.id);
    expect(answer).toMatchObject({ status: "done", what: "approved" });
    const versions = await readVersions(database.db, paid.id);
    expect(versions).toHaveLength(before + 1);
    expect(versions.at(-1)?.facts.annualFee).toBe(fee);
    expect(versions.at(-1)?.source).toMatch(/^Finansportalen, hentet \d+\. \p{L}+ \d{4}, godkjent$/u);
    const next = await sync();
    expect(next.status === "ok" && next.counts).toEqual({ added: 0, changed: 0, held: 0, retired: 0 });
    expect(await readVersions(database.db, paid.id)).toHaveLength(before + 1);
  });
});
