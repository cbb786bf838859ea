import { and, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../db/database.server";
import { applyClicks, commissionPullRuns } from "../db/schema";
import { errorFields, logEvent } from "../server/log.server";
import { affiliateNetworks } from "./affiliate-networks";
import { recordConversion } from "./conversions.server";
import { commissionPullText as text } from "./commission-pull-text";
import {
  apiConfigFromEnv,
  pullNetworks,
  readTransactions,
  type ApiConfig,
  type PullNetwork,
} from "./transaction-api.server";

/**
 * The nightly pull of the networks' transactions (docs/decisions/0024), one network at a time, on the
 * pattern of the card sync (decision 0020): the run's row is the lease, claimed under an advisory lock,
 * with a unique index allowing one "running" row per network; the run records what it read and stored, or
 * its error in Norwegian. Every transaction goes through `recordConversion`, as a callback does.
 */

export type PullTrigger = "timer" | "start" | "command" | "admin";

export const commissionPullTiming = {
  /** Nightly: a network is due once the Oslo clock has passed this hour since its last good pull. */
  nightlyHour: 3,
  /** After a failed (or any) run, the next try waits this long. */
  retryMs: 60 * 60_000,
  /** A run "running" this long was cut off (its instance killed): it counts as failed. */
  leaseMs: 15 * 60_000,
} as const;

/** pg_advisory_xact_lock key: claiming a pull run, one instance at a time. */
const PULL_CLAIM_LOCK = 724_311_934;
/** How many unreadable transactions a run lists by name (it counts them all). */
const SKIPPED_LISTED = 5;

export type PullOutcome = { network: PullNetwork } & (
  | { status: "no-credentials"; message: string }
  | { status: "busy"; message: string }
  | { status: "not-due" }
  | { status: "failed"; runId: number; error: string }
  | {
      status: "ok";
      runId: number;
      read: number;
      added: number;
      changed: number;
      unattributed: number;
      skipped: string[];
    }
);

export type PullOptions = {
  trigger: PullTrigger;
  /** The network's API settings; from the environment unless given. */
  config?: ApiConfig;
  now?: () => Date;
  /** Only when due (the timer, a start): no good pull since the last nightly hour, no run in the last hour. */
  onlyWhenDue?: boolean;
};

export async function runCommissionPull(
  db: Database,
  network: PullNetwork,
  options: PullOptions,
): Promise<PullOutcome> {
  const now = options.now ?? (() => new Date());
  const config = options.config ?? apiConfigFromEnv(network);
  if (config.status === "no-credentials") return { network, status: "no-credentials", message: config.message };
  const claim = await claimRun(db, network, options.trigger, now(), options.onlyWhenDue === true);
  if (claim === "busy") return { network, status: "busy", message: text.busy(affiliateNetworks[network].name) };
  if (claim === "not-due") return { network, status: "not-due" };
  const runId = claim;
  let outcome: PullOutcome;
  try {
    outcome = await pullOnce(db, network, runId, config, now);
  } catch (error) {
    logEvent("error", "commission pull failed", { network, runId, ...errorFields(error) });
    outcome = { network, status: "failed", runId, error: text.ourFault };
  }
  if (outcome.status === "failed") {
    await db
      .update(commissionPullRuns)
      .set({ status: "failed", finishedAt: now(), error: outcome.error.slice(0, 2_000) })
      .where(eq(commissionPullRuns.id, runId));
    logEvent("warn", "commission pull stored nothing more", { network, runId, error: outcome.error.slice(0, 300) });
  } else if (outcome.status === "ok") {
    const { read, added, changed, unattributed } = outcome;
    logEvent("info", "commission pull done", { network, runId, read, added, changed, unattributed });
  }
  return outcome;
}

/** Every network in turn (each its own run); one failing does not stop the next. */
export async function runCommissionPulls(
  db: Database,
  options: Omit<PullOptions, "config"> & {
    configs?: Partial<Record<PullNetwork, ApiConfig>>;
    networks?: PullNetwork[];
  },
): Promise<PullOutcome[]> {
  const outcomes: PullOutcome[] = [];
  for (const network of options.networks ?? pullNetworks)
    outcomes.push(await runCommissionPull(db, network, { ...options, config: options.configs?.[network] }));
  return outcomes;
}

async function pullOnce(
  db: Database,
  network: PullNetwork,
  runId: number,
  config: Exclude<ApiConfig, { status: "no-credentials" }>,
  now: () => Date,
): Promise<PullOutcome & { status: "ok" | "failed" }> {
  if (config.status === "invalid") return { network, status: "failed", runId, error: config.message };
  const read = await readTransactions(config.settings, now());
  if (read.status === "failed") return { network, status: "failed", runId, error: read.message };
  let added = 0;
  let changed = 0;
  for (const conversion of read.conversions) {
    const outcome = await recordConversion(db, conversion);
    if (outcome === "new") added += 1;
    else if (outcome === "updated") changed += 1;
  }
  const unattributed =
    read.conversions.length -
    (await knownClicks(
      db,
      read.conversions.map((c) => c.clickId),
    ));
  const listed = read.skipped.slice(0, SKIPPED_LISTED);
  if (read.skipped.length > SKIPPED_LISTED) listed.push(text.skippedMore(read.skipped.length - SKIPPED_LISTED));
  await db
    .update(commissionPullRuns)
    .set({
      status: "ok",
      finishedAt: now(),
      transactionsRead: read.conversions.length + read.skipped.length,
      added,
      changed,
      unattributed,
      skipped: read.skipped.length,
      skippedDetail: listed.length > 0 ? listed.join("\n").slice(0, 2_000) : null,
      error: null,
    })
    .where(eq(commissionPullRuns.id, runId));
  return {
    network,
    status: "ok",
    runId,
    read: read.conversions.length + read.skipped.length,
    added,
    changed,
    unattributed,
    skipped: read.skipped,
  };
}

/** How many of these click ids are clicks we hold (the rest: none, or someone else's sub-id). */
async function knownClicks(db: Database, clickIds: Array<string | null>): Promise<number> {
  const counts = new Map<string, number>();
  for (const id of clickIds) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  const ids = [...counts.keys()];
  let known = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .select({ clickId: applyClicks.clickId })
      .from(applyClicks)
      .where(inArray(applyClicks.clickId, ids.slice(start, start + 500)));
    for (const row of rows) known += counts.get(row.clickId ?? "") ?? 0;
  }
  return known;
}

/**
 * Starts a run for the network if none of its runs is running on any instance (and, with onlyWhenDue, if
 * one is due): the run's row is the lease, made under an advisory lock.
 */
async function claimRun(
  db: Database,
  network: PullNetwork,
  trigger: PullTrigger,
  now: Date,
  onlyWhenDue: boolean,
): Promise<number | "busy" | "not-due"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PULL_CLAIM_LOCK})`);
    await tx
      .update(commissionPullRuns)
      .set({ status: "failed", finishedAt: now, error: text.cutOff })
      .where(
        and(
          eq(commissionPullRuns.network, network),
          eq(commissionPullRuns.status, "running"),
          lt(commissionPullRuns.leaseUntil, now),
        ),
      );
    const [running] = await tx
      .select({ id: commissionPullRuns.id })
      .from(commissionPullRuns)
      .where(and(eq(commissionPullRuns.network, network), eq(commissionPullRuns.status, "running")))
      .limit(1);
    if (running) return "busy" as const;
    if (onlyWhenDue && !isPullDue(await pullState(tx, network), now)) return "not-due" as const;
    const [row] = await tx
      .insert(commissionPullRuns)
      .values({ network, trigger, startedAt: now, leaseUntil: new Date(now.getTime() + commissionPullTiming.leaseMs) })
      .returning({ id: commissionPullRuns.id });
    if (!row) throw new Error("pull run not recorded");
    return row.id;
  });
}

export type PullRun = typeof commissionPullRuns.$inferSelect;
export type PullState = { lastGood: PullRun | null; last: PullRun | null };

export async function pullState(db: Database | Transaction, network: PullNetwork): Promise<PullState> {
  const newest = (where: SQL | undefined) =>
    db.select().from(commissionPullRuns).where(where).orderBy(desc(commissionPullRuns.startedAt)).limit(1);
  const [[lastGood], [last]] = await Promise.all([
    newest(and(eq(commissionPullRuns.network, network), eq(commissionPullRuns.status, "ok"))),
    newest(eq(commissionPullRuns.network, network)),
  ]);
  return { lastGood: lastGood ?? null, last: last ?? null };
}

const osloDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo" });
/** The night a moment belongs to: Oslo's date an hour count before it (03:00 Oslo starts a new one). */
const nightOf = (date: Date) =>
  osloDay.format(new Date(date.getTime() - commissionPullTiming.nightlyHour * 60 * 60_000));

/** Due: no good pull since Oslo's clock last passed the nightly hour, and no run at all in the last hour. */
export function isPullDue(state: PullState, now: Date): boolean {
  if (state.last && now.getTime() - state.last.startedAt.getTime() < commissionPullTiming.retryMs) return false;
  return !state.lastGood || nightOf(state.lastGood.startedAt) !== nightOf(now);
}

/** The runs, newest first, for the back office. */
export async function recentPullRuns(db: Database, limit = 20): Promise<PullRun[]> {
  return db
    .select()
    .from(commissionPullRuns)
    .orderBy(desc(commissionPullRuns.startedAt), desc(commissionPullRuns.id))
    .limit(limit);
}
