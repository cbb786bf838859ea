import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { firstCards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { cardFeedLinks, feedHeldProposals, staff } from "../../shared/db/schema";
import { readVersions } from "../../shared/cards/card-store.server";
import { feedConfigFromEnv } from "../../shared/cards/finansportalen/feed-client.server";
import { runFeedSync } from "../../shared/cards/finansportalen/feed-sync.server";
import { representativeExampleText } from "../../shared/cards/representative-example";
import { formatKr } from "../../shared/format/format";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { withAnnualFee } from "../../../tests/support/card-fixtures";
import {
  feedEntryFor,
  feedXml,
  productIdOf,
  startFeedServer,
  type FeedServer,
} from "../../../tests/support/finansportalen-feed";
import { openCardAlertHarness, type CardAlertHarness } from "../../../tests/support/card-alert-harness";
import { approveProposal, rejectProposal } from "../cards/feed-proposals.server";
import { startAlertBatch } from "./card-alert-batch.server";

/**
 * From the market feed to a reader's alert (docs/decisions/0031, 0015): a change the daily sync publishes from
 * Finansportalen (a real HTTP server speaking the feed) reaches the readers who follow the card in the next day's
 * alert, with what changed, from what to what and the card's representative example after it; a change the sync holds
 * for an editor sends nothing while it waits or after it is refused, and is mailed once an editor approves it.
 */

const user = "kortvalg";
const password = "passord-for-varseltesten";
const paid = firstCards.find((card) => card.annualFee > 0 && card.annualFee < 1_000) as CreditCard;
const limited = firstCards.find((card) => card.id !== paid.id) as CreditCard;
const reader = "folger.markedet@example.no";
const exampleLine = (facts: CreditCard) =>
  `Representativt eksempel etter endringen: ${representativeExampleText(facts)} Å låne penger koster penger.`;

beforeEach(() => {
  for (const method of ["log", "error"] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe.each(testDatabaseKinds)("from the feed's sync to a card alert on the %s database", (kind) => {
  let h: CardAlertHarness;
  let server: FeedServer;
  let editor: { staffId: number; email: string };
  /** The cards as the feed states them now (each entry's effective rate solved from its own facts). */
  const stated = new Map(firstCards.map((card) => [card.id, card]));
  let day = 0;

  const sync = async () => {
    const outcome = await runFeedSync(h.database.db, {
      trigger: "command",
      config: feedConfigFromEnv({
        FINANSPORTALEN_FEED_URL: server.url,
        FINANSPORTALEN_USER: user,
        FINANSPORTALEN_PASSWORD: password,
      }),
    });
    if (outcome.status !== "ok") throw new Error(JSON.stringify(outcome));
    return outcome.counts;
  };
  /** The next day's batch over what was published since the last one, sent to the end: how many readers it had. */
  const nextBatch = async () => {
    day++;
    const batch = await startAlertBatch(h.database.db, new Date(Date.now() + day * 86_400_000), new Date());
    if (batch.outcome !== "started") throw new Error(`no batch on day ${day}`);
    await h.send();
    return batch.recipients;
  };
  /**
   * The reader's alerts are `count` now; the last one names the card and has its example as the card store has it
   * after the change (that version's facts returned).
   */
  const latestAlert = async (count: number, card: CreditCard) => {
    const alerts = h.alertsTo(reader);
    expect(alerts).toHaveLength(count);
    const text = alerts.at(-1)!.text;
    const after = (await readVersions(h.database.db, card.id)).at(-1)!.facts;
    expect(text).toContain(`${card.name} (${card.bank})`);
    expect(text).toContain(exampleLine(after));
    return { text, after };
  };
  const waitingProposal = async () => {
    const rows = await h.database.db.select().from(feedHeldProposals);
    const waiting = rows.filter((row) => row.status === "waiting");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ kind: "change", cardId: paid.id });
    return waiting[0]!.id;
  };

  beforeAll(async () => {
    h = await openCardAlertHarness(kind);
    await h.database.db
      .insert(cardFeedLinks)
      .values(firstCards.map((card) => ({ cardId: card.id, productId: productIdOf(card) })));
    const [member] = await h.database.db
      .insert(staff)
      .values({ email: "redaktor@kortvalg.no", role: "redaktør", webauthnUserId: "u-varsel" })
      .returning();
    editor = { staffId: member!.id, email: member!.email };
    server = await startFeedServer({
      user,
      password,
      body: () => feedXml([...stated.values()].map((card) => feedEntryFor(card))),
    });
    await h.follow(reader, [paid, limited], "/sammenlign");
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await h.close();
  });

  it("mails a change the sync publishes once, with from → to and the card's example after it", async () => {
    const raised = limited.creditLimitMax + 10_000;
    stated.set(limited.id, { ...limited, creditLimitMax: raised });
    expect(await sync()).toEqual({ added: 0, changed: 1, held: 0, retired: 0 });
    expect(await nextBatch()).toBe(1);

    const { text, after } = await latestAlert(1, limited);
    expect(after.creditLimitMax).toBe(raised);
    expect(text).toContain(`- Høyeste kredittgrense: ${formatKr(limited.creditLimitMax)} → ${formatKr(raised)}`);
    expect(text).not.toContain(`${paid.name} (`); // followed, but unchanged
    // The same feed again publishes nothing, and the next day has no alert.
    expect(await sync()).toEqual({ added: 0, changed: 0, held: 0, retired: 0 });
    expect(await nextBatch()).toBe(0);
  });

  it("mails nothing for a change the sync holds, nor once it is refused; an approved one is mailed", async () => {
    const tripled = paid.annualFee * 3;
    stated.set(paid.id, withAnnualFee(paid, tripled));
    expect(await sync()).toMatchObject({ changed: 0, held: 1 });
    expect(await nextBatch()).toBe(0);
    const refused = await rejectProposal(h.database.db, editor, await waitingProposal(), "Banken sier gebyret står");
    expect(refused).toMatchObject({ status: "done", what: "rejected" });
    expect(await nextBatch()).toBe(0);

    const quadrupled = paid.annualFee * 4;
    stated.set(paid.id, withAnnualFee(paid, quadrupled));
    expect(await sync()).toMatchObject({ changed: 0, held: 1 });
    expect(await nextBatch()).toBe(0);
    expect(h.alertsTo(reader)).toHaveLength(1); // the first test's only

    const approved = await approveProposal(h.database.db, editor, await waitingProposal());
    expect(approved).toMatchObject({ status: "done", what: "approved" });
    expect(await nextBatch()).toBe(1);
    const { text, after } = await latestAlert(2, paid);
    expect(after.annualFee).toBe(quadrupled);
    expect(text).toContain(`- Årsgebyr: ${formatKr(paid.annualFee)} → ${formatKr(quadrupled)}`);
    expect(text).not.toContain(formatKr(tripled));
    expect(text).not.toContain(`${limited.name} (`); // its change went out the day it was published
  });
});
