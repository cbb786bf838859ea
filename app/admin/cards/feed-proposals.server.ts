import { and, desc, eq } from "drizzle-orm";
import type { CardFieldChange } from "~/shared/cards/card-versions";
import { publishCard, publishSyncRun, writeFeedLinks } from "~/shared/cards/card-store.server";
import { osloDate } from "~/shared/cards/data-freshness";
import { cardFromFeed, type FeedCardFacts } from "~/shared/cards/finansportalen/feed-card.server";
import { feedConfigFromEnv } from "~/shared/cards/finansportalen/feed-client.server";
import { recentRuns, syncState, type FeedSyncRun } from "~/shared/cards/finansportalen/feed-sync.server";
import { syncText } from "~/shared/cards/finansportalen/sync-plan-text";
import { recordAudit, type Actor } from "~/shared/db/audit.server";
import type { Database } from "~/shared/db/database.server";
import { cardFeedLinks, feedHeldProposals, feedSyncRuns } from "~/shared/db/schema";
import { formatDate } from "~/shared/format/format";
import { feedLinkText } from "./feed-link-text";

/**
 * «Til godkjenning» in /admin/kort: what the sync with Finansportalen held for an editor (docs/decisions/0020).
 * Approving publishes through the card store like an editor's own edit; rejecting needs a reason, and the
 * same proposal is never asked again (the sync finds its fingerprint).
 */

export type ProposalRow = {
  id: number;
  kind: "change" | "new" | "none" | "match";
  name: string;
  productId: string;
  cardId: number | null;
  reasons: string[];
  changes: CardFieldChange[];
  heldOn: string;
};

export type RunRow = {
  id: number;
  trigger: string;
  status: "running" | "ok" | "failed";
  startedAt: string;
  finishedAt: string | null;
  productsRead: number | null;
  added: number;
  changed: number;
  held: number;
  retired: number;
  error: string | null;
};

export type FeedOverview = {
  /** FINANSPORTALEN_USER and _PASSWORD are set on this instance. */
  configured: boolean;
  lastGoodAt: string | null;
  proposals: ProposalRow[];
  runs: RunRow[];
};

export async function feedOverview(db: Database): Promise<FeedOverview> {
  const [waiting, runs, state] = await Promise.all([
    db
      .select()
      .from(feedHeldProposals)
      .where(eq(feedHeldProposals.status, "waiting"))
      .orderBy(desc(feedHeldProposals.createdAt))
      .limit(200),
    recentRuns(db, 30),
    syncState(db),
  ]);
  return {
    configured: feedConfigFromEnv().status !== "no-credentials",
    lastGoodAt: state.lastGood?.startedAt.toISOString() ?? null,
    proposals: waiting.map((row) => {
      const proposal = row.proposal as { changes?: CardFieldChange[] };
      return {
        id: row.id,
        kind: row.kind,
        name: row.name,
        productId: row.productId,
        cardId: row.cardId,
        reasons: (row.reasons as Array<{ message: string }>).map((reason) => reason.message),
        changes: proposal.changes ?? [],
        heldOn: osloDate(row.createdAt),
      };
    }),
    runs: runs.map(runRow),
  };
}

function runRow(run: FeedSyncRun): RunRow {
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    productsRead: run.productsRead,
    added: run.added,
    changed: run.changed,
    held: run.held,
    retired: run.retired,
    error: run.error,
  };
}

export const REJECTION_FIELD = "begrunnelse";

export type ProposalAnswer =
  | { status: "done"; name: string; what: "approved" | "rejected" }
  | { status: "invalid"; proposalId: number; field: string; message: string; value?: string }
  | { status: "not-found" };

export async function rejectProposal(db: Database, actor: Actor, id: number, reason: string): Promise<ProposalAnswer> {
  const text = reason.trim();
  const message =
    text.length < 3
      ? "Begrunnelse må fylles ut: skriv hvorfor forslaget avvises"
      : text.length > 500
        ? "Begrunnelse kan være høyst 500 tegn"
        : /[\p{Cc}\p{Cf}]/u.test(text)
          ? "Begrunnelse kan ikke inneholde kontrolltegn: skriv den på én linje"
          : null;
  if (message)
    return { status: "invalid", proposalId: id, field: REJECTION_FIELD, message, value: reason.slice(0, 500) };
  const [row] = await db
    .update(feedHeldProposals)
    .set({
      status: "rejected",
      rejectionReason: text,
      decidedBy: actor.staffId,
      decidedAt: new Date(),
    })
    .where(and(eq(feedHeldProposals.id, id), eq(feedHeldProposals.status, "waiting")))
    .returning();
  if (!row) return { status: "not-found" };
  await recordAudit(db, actor, "forslag fra Finansportalen avvist", row.name, { forslag: id });
  return { status: "done", name: row.name, what: "rejected" };
}

export async function approveProposal(db: Database, actor: Actor, id: number): Promise<ProposalAnswer> {
  const [row] = await db
    .select()
    .from(feedHeldProposals)
    .where(and(eq(feedHeldProposals.id, id), eq(feedHeldProposals.status, "waiting")));
  if (!row) return { status: "not-found" };
  const refused = (message: string): ProposalAnswer => ({ status: "invalid", proposalId: id, field: "", message });
  const [run] = row.runId ? await db.select().from(feedSyncRuns).where(eq(feedSyncRuns.id, row.runId)) : [undefined];
  const source = `${syncText.source(formatDate(osloDate(run?.startedAt ?? row.createdAt)))}, godkjent`;
  const decided = async () => {
    await db
      .update(feedHeldProposals)
      .set({ status: "approved", decidedBy: actor.staffId, decidedAt: new Date() })
      .where(eq(feedHeldProposals.id, id));
    await recordAudit(db, actor, "forslag fra Finansportalen godkjent", row.name, { forslag: id });
    return { status: "done" as const, name: row.name, what: "approved" as const };
  };
  const proposal = row.proposal as {
    baseVersion?: number;
    facts?: unknown;
    feedFacts?: FeedCardFacts;
    slug?: string;
  };
  switch (row.kind) {
    case "none":
      return refused(
        "Dette forslaget har ingenting å publisere: feeden må rettes. Avvis det med en begrunnelse når du har sett det.",
      );
    case "match": {
      if (row.cardId === null) return refused("Forslaget mangler kortet det gjelder.");
      const cardId = row.cardId;
      let name = row.name;
      // Through the card store: the card's pages say «Data levert av Finansportalen» once it commits (decision 0033).
      const refusal = await writeFeedLinks(
        db,
        async (tx, cards): Promise<ProposalAnswer | null> => {
          name = cards.get(cardId)?.name ?? row.name;
          const taken = await tx.select().from(cardFeedLinks).where(eq(cardFeedLinks.productId, row.productId));
          if (taken.length > 0) return refused("Produktet er allerede koblet til et kort.");
          await tx
            .insert(cardFeedLinks)
            .values({ cardId, productId: row.productId })
            .onConflictDoUpdate({ target: cardFeedLinks.cardId, set: { productId: row.productId, missingSyncs: 0 } });
          return null;
        },
        {
          what: (answer) => (answer === null ? feedLinkText.rendered.linked(name, row.productId) : null),
          refused: (lines) => refused(lines.join(" ")),
        },
      );
      return refusal ?? decided();
    }
    case "change": {
      if (row.cardId === null || proposal.baseVersion === undefined)
        return refused("Forslaget mangler kortet det gjelder.");
      const result = await publishCard(db, actor, {
        cardId: row.cardId,
        baseVersion: proposal.baseVersion,
        facts: proposal.facts,
        source,
      });
      if (result.status === "conflict")
        return refused(
          "Kortet er endret siden forslaget ble laget. Avvis dette forslaget; neste synkronisering lager et nytt ut fra kortet slik det er nå.",
        );
      if (result.status === "invalid")
        return refused(`Kortlageret avviste forslaget: ${result.issues.map((issue) => issue.message).join(" ")}`);
      if (result.status === "not-found") return { status: "not-found" };
      await db
        .update(cardFeedLinks)
        .set({ heldFingerprint: null, seen: proposal.feedFacts ?? null })
        .where(eq(cardFeedLinks.cardId, row.cardId));
      return decided();
    }
    case "new": {
      const facts = proposal.facts as FeedCardFacts | undefined;
      if (!facts || !proposal.slug) return refused("Forslaget mangler opplysningene om kortet.");
      const slug = proposal.slug;
      const result = await publishSyncRun(
        db,
        {
          source,
          writes: [
            {
              kind: "new",
              key: row.productId,
              make: (cardId) => cardFromFeed({ productId: row.productId, slug, facts, id: cardId }),
            },
          ],
        },
        async (tx, written) => {
          const made = written.written[0];
          if (made)
            await tx.insert(cardFeedLinks).values({ cardId: made.cardId, productId: row.productId, seen: facts });
        },
      );
      if (result.status === "invalid") return refused(`Kortlageret avviste kortet: ${result.problems.join(" ")}`);
      return decided();
    }
  }
}
