import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { CreditCard } from "#content/card-schema";
import { batches } from "../../db/batches";
import type { Database, Transaction } from "../../db/database.server";
import { cardFeedLinks, feedHeldProposals, feedSyncRuns } from "../../db/schema";
import {
  alertAdminsIfFailing,
  alertedRunCount,
  claimRunLease,
  runState,
  type RunLease,
} from "../../db/run-lease.server";
import type { Mailer } from "../../mail/mail.server";
import { errorFields, logEvent } from "../../server/log.server";
import { expectCardWrite, publishSyncRun, readSnapshot, type SyncWrite, type SyncWritten } from "../card-store.server";
import { osloDate } from "../data-freshness";
import { formerSlugs } from "../card-versions";
import { cardFromFeed, type FeedCardFacts } from "./feed-card.server";
import { feedConfigFromEnv, readFeed, type FeedConfig } from "./feed-client.server";
import type { EntryProblem } from "./feed-parser.server";
import { planSync, type FeedLink, type HeldStep, type MatchStep, type MissingStep } from "./sync-plan.server";
import { feedSyncText } from "./feed-sync-text";

/**
 * One sync with Finansportalen's feed, end to end (docs/decisions/0020): claim the run (one at a time on
 * every instance), fetch, parse, plan, then apply the plan through the card store's sync write as one
 * transaction with the run's own records (links, held proposals, the run's figures). Whatever fails, the
 * run is recorded with its error and no card changes.
 */

export type SyncTrigger = "timer" | "start" | "command";

export const feedSyncTiming = {
  /** A good sync is due again after this. */
  everyMs: 24 * 60 * 60_000,
  /** After a failed run, the next try waits this long (the timer checks more often than this). */
  retryMs: 60 * 60_000,
  /** A run "running" this long was cut off (its instance killed): it counts as failed. */
  leaseMs: 15 * 60_000,
  /** Syncs failing this long since the last good one send admins one mail. */
  alertAfterMs: 24 * 60 * 60_000,
} as const;

/** pg_advisory_xact_lock key: claiming a run and deciding the failure mail, one instance at a time. */
const SYNC_CLAIM_LOCK = 724_311_907;

export type SyncCounts = { added: number; changed: number; held: number; retired: number };

export type SyncOutcome =
  | { status: "no-credentials"; message: string }
  | { status: "busy"; message: string }
  | { status: "not-due" }
  | { status: "failed"; runId: number; error: string }
  | {
      status: "ok";
      runId: number;
      productsRead: number;
      counts: SyncCounts;
      written: Array<SyncWritten & { what: "new" | "change" | "retire" }>;
      /** Proposals held for an editor in this run (not those held before). */
      held: HeldStep[];
      matches: MatchStep[];
      /** Products missing this time that retire nothing yet. */
      missing: MissingStep[];
      /** Changes left for the next run: an editor published meanwhile. */
      skipped: string[];
      problems: EntryProblem[];
    };

export type FeedSyncOptions = {
  trigger: SyncTrigger;
  /** Where the feed is and who we are there; FINANSPORTALEN_* from the environment unless given. */
  config?: FeedConfig;
  now?: () => Date;
  /** Only when due (the timer, a start): the last good run over a day old and no failure in the last hour. */
  onlyWhenDue?: boolean;
  /** For the failure mail to admins. */
  mailer?: Mailer;
  /** An operator's `--godta-nye`: publish more new products at once than the plan's bound (syncRules.mostNew). */
  acceptManyNew?: boolean;
};

export async function runFeedSync(db: Database, options: FeedSyncOptions): Promise<SyncOutcome> {
  const now = options.now ?? (() => new Date());
  const config = options.config ?? feedConfigFromEnv();
  // Never synced: the site runs on its own cards and says so, nothing is a failure. After a good sync, credentials
  // gone are a failed run like any other (recorded, mailed after a day), or the pages would claim a sync that stopped.
  if (config.status === "no-credentials" && !(await syncState(db)).lastGood)
    return { status: "no-credentials", message: config.message };
  const claim = await claimRun(db, options.trigger, now(), options.onlyWhenDue === true);
  if (claim === "busy") return { status: "busy", message: feedSyncText.busy };
  if (claim === "not-due") return { status: "not-due" };
  const runId = claim;
  let outcome: SyncOutcome;
  const began = performance.now();
  const timing: SyncTiming = {};
  try {
    outcome = await syncOnce(db, runId, config, now, options.acceptManyNew === true, timing);
  } catch (error) {
    logEvent("error", "feed sync failed", { runId, ...errorFields(error) });
    outcome = { status: "failed", runId, error: feedSyncText.ourFault };
  }
  if (outcome.status === "failed") {
    await db
      .update(feedSyncRuns)
      .set({ status: "failed", finishedAt: now(), error: outcome.error.slice(0, 4_000) })
      .where(eq(feedSyncRuns.id, runId));
    logEvent("warn", "feed sync changed nothing", { runId, error: outcome.error.slice(0, 500) });
    if (options.mailer) await alertIfFailing(db, options.mailer, runId, now()).catch(() => undefined);
  } else if (outcome.status === "ok") {
    logEvent("info", "feed sync done", {
      runId,
      productsRead: outcome.productsRead,
      ...outcome.counts,
      ...timing,
      durationMs: Math.round(performance.now() - began),
    });
  }
  return outcome;
}

/** Where a sync's seconds went before its write (whose own line has the rest), for the log. */
type SyncTiming = { readMs?: number; planMs?: number };

async function syncOnce(
  db: Database,
  runId: number,
  config: FeedConfig,
  now: () => Date,
  acceptManyNew: boolean,
  timing: SyncTiming,
): Promise<SyncOutcome & { status: "ok" | "failed" }> {
  const failed = (error: string) => ({ status: "failed" as const, runId, error });
  const began = performance.now();
  const read = await readFeed(config, now);
  timing.readMs = Math.round(performance.now() - began);
  if (read.status === "no-credentials") return failed(feedSyncText.credentialsLost);
  if (read.status === "failed") return failed(read.failure.message);
  const snapshot = await readSnapshot(db);
  const links = new Map((await db.select().from(cardFeedLinks)).map((row) => [row.cardId, row]));
  const heldProducts = new Map(
    (
      await db
        .select({ productId: feedHeldProposals.productId, fingerprint: feedHeldProposals.fingerprint })
        .from(feedHeldProposals)
        .where(
          and(
            isNull(feedHeldProposals.cardId),
            inArray(feedHeldProposals.status, ["waiting", "rejected"]),
            ne(feedHeldProposals.kind, "match"),
          ),
        )
        .orderBy(feedHeldProposals.id)
    ).map((row) => [row.productId, row.fingerprint]),
  );
  const cards = snapshot.cards.map((card) => {
    const row = links.get(card.id);
    const link: FeedLink | undefined = row
      ? {
          productId: row.productId,
          missingSyncs: row.missingSyncs,
          retired: row.retired || undefined,
          heldFingerprint: row.heldFingerprint ?? undefined,
          seen: (row.seen as FeedCardFacts | null) ?? undefined,
          missingSince: row.missingSince?.toISOString(),
        }
      : undefined;
    return { card, version: snapshot.versions.get(card.id) ?? 1, link };
  });
  const plan = planSync({
    cards,
    feed: read.feed,
    fetchedAt: read.fetchedAt,
    heldProducts,
    // The first good sync brings the whole market in; after it, a flood of new products is refused.
    boundNew: !acceptManyNew && (await syncState(db)).lastGood !== null,
    formerSlugs: [...snapshot.history.values()].flatMap(formerSlugs),
  });
  timing.planMs = Math.round(performance.now() - began) - timing.readMs;
  if (plan.status === "refused") {
    await db.update(feedSyncRuns).set({ productsRead: plan.productsRead }).where(eq(feedSyncRuns.id, runId));
    return failed(plan.refusals.map((refusal) => refusal.message).join(" "));
  }

  const retiredOn = osloDate(read.fetchedAt);
  const versionOf = (cardId: number) => snapshot.versions.get(cardId) ?? 1;
  const newByProduct = new Map(plan.newCards.map((step) => [step.productId, step]));
  const writes: SyncWrite[] = [
    ...plan.changes.map((step): SyncWrite => ({
      kind: "change",
      key: `change:${step.productId}`,
      cardId: step.cardId,
      baseVersion: step.baseVersion,
      facts: step.facts,
    })),
    ...plan.missing
      .filter((step) => step.retire)
      .map((step): SyncWrite => ({
        kind: "retire",
        key: `retire:${step.productId}`,
        cardId: step.cardId,
        baseVersion: versionOf(step.cardId),
        retiredOn,
      })),
    ...plan.newCards.map((step): SyncWrite => ({
      kind: "new",
      key: `new:${step.productId}`,
      make: (id): CreditCard =>
        cardFromFeed({ productId: step.productId, slug: step.slug, facts: step.facts, id, checkedOn: retiredOn }),
    })),
  ];
  const freshHeld = plan.held.filter((step) => !step.repeated);
  // The check's workers start while the write plans under the lock (most days write nothing: none then).
  if (writes.length > 0) expectCardWrite();

  const result = await publishSyncRun(
    db,
    { source: plan.source, writes },
    async (tx, written) => {
      const newIds = new Map(
        written.written
          .filter((step) => step.key.startsWith("new:"))
          .map((step) => [step.key.slice("new:".length), step.cardId]),
      );
      const skipped = new Set(written.skipped.map((step) => step.cardId));
      // Each card's link as the run leaves it, the last word kept; written in a few statements, not one a card.
      const links = new Map<number, typeof cardFeedLinks.$inferInsert>();
      for (const link of plan.links) {
        const cardId = link.cardId ?? (link.slug !== undefined ? newIds.get(link.productId) : undefined);
        // A held new product has no card yet: its proposal is the record. A skipped card keeps its link for next time.
        if (cardId === undefined || (link.cardId !== undefined && skipped.has(cardId))) continue;
        links.delete(cardId);
        links.set(cardId, {
          cardId,
          productId: link.productId,
          missingSyncs: link.missingSyncs,
          retired: link.retired === true,
          heldFingerprint: link.heldFingerprint ?? null,
          seen: link.seen ?? (newByProduct.get(link.productId)?.facts as unknown) ?? null,
          missingSince: link.missingSince ? new Date(link.missingSince) : null,
        });
      }
      for (const batch of batches([...links.values()]))
        await tx
          .insert(cardFeedLinks)
          .values(batch)
          .onConflictDoUpdate({
            target: cardFeedLinks.cardId,
            set: {
              productId: sql`excluded.product_id`,
              missingSyncs: sql`excluded.missing_syncs`,
              retired: sql`excluded.retired`,
              heldFingerprint: sql`excluded.held_fingerprint`,
              seen: sql`excluded.seen`,
              missingSince: sql`excluded.missing_since`,
            },
          });
      await storeHeld(tx, runId, freshHeld, plan.matches);
      await tx
        .update(feedSyncRuns)
        .set({
          status: "ok",
          finishedAt: now(),
          productsRead: plan.productsRead,
          added: newIds.size,
          changed: written.written.filter((step) => step.key.startsWith("change:")).length,
          held: freshHeld.length,
          retired: written.written.filter((step) => step.key.startsWith("retire:")).length,
          error: null,
          // Every card whose facts the feed now states as published: checked today, without a version each.
          confirmed: [
            ...new Set([
              ...plan.confirmed,
              ...written.written.filter((step) => !step.key.startsWith("retire:")).map((step) => step.cardId),
            ]),
          ].sort((a, b) => a - b),
        })
        .where(eq(feedSyncRuns.id, runId));
    },
    now(),
  );
  if (result.status === "invalid") return failed(feedSyncText.storeRefused(result.problems));
  const what = (key: string) => key.slice(0, key.indexOf(":")) as "new" | "change" | "retire";
  const written = result.written.map((step) => ({ ...step, what: what(step.key) }));
  return {
    status: "ok",
    runId,
    productsRead: plan.productsRead,
    counts: {
      added: written.filter((step) => step.what === "new").length,
      changed: written.filter((step) => step.what === "change").length,
      held: freshHeld.length,
      retired: written.filter((step) => step.what === "retire").length,
    },
    written,
    held: freshHeld,
    matches: plan.matches,
    missing: plan.missing.filter((step) => !step.retire),
    skipped: result.skipped.map((step) => step.name),
    problems: plan.problems,
  };
}

/**
 * New proposals for an editor. A proposal already stored for the product (the same fingerprint: waiting,
 * approved or rejected) is not stored again, so a rejection is not asked again; a waiting one the feed has
 * since replaced with another is marked replaced.
 */
async function storeHeld(tx: Transaction, runId: number, held: HeldStep[], matches: MatchStep[]): Promise<void> {
  for (const step of held) {
    const [row] = await tx
      .insert(feedHeldProposals)
      .values({
        runId,
        productId: step.productId,
        cardId: step.cardId ?? null,
        kind: step.proposal.kind,
        name: step.name,
        fingerprint: step.fingerprint,
        reasons: step.reasons,
        proposal: { ...step.proposal, example: step.example },
      })
      .onConflictDoNothing()
      .returning({ id: feedHeldProposals.id });
    if (row)
      await tx
        .update(feedHeldProposals)
        .set({ status: "replaced" })
        .where(
          and(
            eq(feedHeldProposals.productId, step.productId),
            eq(feedHeldProposals.status, "waiting"),
            ne(feedHeldProposals.id, row.id),
            ne(feedHeldProposals.kind, "match"),
          ),
        );
  }
  for (const match of matches)
    await tx
      .insert(feedHeldProposals)
      .values({
        runId,
        productId: match.productId,
        cardId: match.cardId,
        kind: "match",
        name: match.cardName,
        fingerprint: `match-${match.cardId}`,
        reasons: [{ code: "match", message: match.message }],
        proposal: { kind: "match", cardId: match.cardId, productName: match.productName },
      })
      .onConflictDoNothing();
}

const syncLease: RunLease<typeof feedSyncRuns> = {
  table: feedSyncRuns,
  lock: SYNC_CLAIM_LOCK,
  leaseMs: feedSyncTiming.leaseMs,
  cutOff: feedSyncText.cutOff,
};

/** Starts a run if none is running on any instance (and, with onlyWhenDue, if one is due): the shared run lease. */
function claimRun(
  db: Database,
  trigger: SyncTrigger,
  now: Date,
  onlyWhenDue: boolean,
): Promise<number | "busy" | "not-due"> {
  return claimRunLease(db, syncLease, { trigger, now, isDue: onlyWhenDue ? (state) => isDue(state, now) : undefined });
}

export type FeedSyncRun = typeof feedSyncRuns.$inferSelect;

export type FeedSyncState = {
  /** The newest run that changed what it should (status ok). */
  lastGood: FeedSyncRun | null;
  /** The newest run of any status. */
  last: FeedSyncRun | null;
};

export function syncState(db: Database | Transaction): Promise<FeedSyncState> {
  return runState(db, syncLease);
}

/** Due: no good run for a day, and no run (good or not) in the last hour. */
export function isDue(state: FeedSyncState, now: Date): boolean {
  const age = (run: FeedSyncRun | null) => (run ? now.getTime() - run.startedAt.getTime() : Infinity);
  return age(state.lastGood) >= feedSyncTiming.everyMs && age(state.last) >= feedSyncTiming.retryMs;
}

/**
 * One mail to every admin when syncs have failed for a day: the first failure since the last good run is
 * over a day old, and no run since then has sent one (the shared run lease decides, under its lock).
 */
export async function alertIfFailing(db: Database, mailer: Mailer, runId: number, now: Date): Promise<boolean> {
  const alerted = await alertAdminsIfFailing(db, syncLease, {
    runId,
    now,
    afterMs: feedSyncTiming.alertAfterMs,
    compose: ({ failures, lastGood }) =>
      feedSyncText.alertMail(
        failures.length,
        (failures[0] as { startedAt: Date }).startedAt,
        lastGood,
        failures[failures.length - 1]?.error ?? "",
      ),
    enqueue: (tx, to, mail) => mailer.enqueue({ to, kind: "feed-sync-alert", ...mail }, tx),
  });
  if (alerted) void mailer.deliverPending().catch(() => undefined);
  return alerted;
}

/** The runs, newest first, for the back office. */
export async function recentRuns(db: Database, limit = 30): Promise<FeedSyncRun[]> {
  return db.select().from(feedSyncRuns).orderBy(desc(feedSyncRuns.startedAt)).limit(limit);
}

/** Whether any run has alerted: for tests and the dashboard. */
export function alertedRuns(db: Database): Promise<number> {
  return alertedRunCount(db, syncLease);
}
