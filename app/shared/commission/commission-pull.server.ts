import { desc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../db/database.server";
import { applyClicks, commissionPullRuns } from "../db/schema";
import { alertAdminsIfFailing, claimRunLease, runState, type RunLease } from "../db/run-lease.server";
import type { Mailer } from "../mail/mail.server";
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
 * The nightly pull of the networks' transactions (docs/decisions/0024), one network at a time, with the
 * card sync's run lease (db/run-lease.server.ts, one "running" row per network) and its failure mail; the
 * run records what it read and stored, or its error in Norwegian. Every transaction goes through `recordConversion`, as a callback does.
 */

export type PullTrigger = "timer" | "start" | "command" | "admin";

export const commissionPullTiming = {
  /** Nightly: a network is due once the Oslo clock has passed this hour since its last good pull. */
  nightlyHour: 3,
  /** After a failed (or any) run, the next try waits this long. */
  retryMs: 60 * 60_000,
  /** A run "running" this long was cut off (its instance killed): it counts as failed. */
  leaseMs: 15 * 60_000,
  /** A network's pulls failing this long since its last good one send admins one mail. */
  alertAfterMs: 24 * 60 * 60_000,
} as const;

/** pg_advisory_xact_lock key: claiming a pull run and deciding the failure mail, one instance at a time. */
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
  /** For the failure mail to admins. */
  mailer?: Mailer;
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
    if (options.mailer) await alertIfPullsFailing(db, options.mailer, network, runId, now()).catch(() => undefined);
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

/** A network's runs share one lease (the shared run lease, as the card sync's). */
const pullLease = (network: PullNetwork): RunLease<typeof commissionPullRuns> => ({
  table: commissionPullRuns,
  lock: PULL_CLAIM_LOCK,
  scope: eq(commissionPullRuns.network, network),
  scopeValues: { network },
  leaseMs: commissionPullTiming.leaseMs,
  cutOff: text.cutOff,
});

/** Starts a run for the network if none of its runs is running on any instance (and, with onlyWhenDue, if one is due). */
function claimRun(
  db: Database,
  network: PullNetwork,
  trigger: PullTrigger,
  now: Date,
  onlyWhenDue: boolean,
): Promise<number | "busy" | "not-due"> {
  return claimRunLease(db, pullLease(network), {
    trigger,
    now,
    isDue: onlyWhenDue ? (state) => isPullDue(state, now) : undefined,
  });
}

export type PullRun = typeof commissionPullRuns.$inferSelect;
export type PullState = { lastGood: PullRun | null; last: PullRun | null };

export function pullState(db: Database | Transaction, network: PullNetwork): Promise<PullState> {
  return runState(db, pullLease(network));
}

/**
 * One mail to every admin when a network's pulls have failed for a day since its last good pull, and none
 * of those runs has sent one: the card sync's mail, over the shared run lease.
 */
export async function alertIfPullsFailing(
  db: Database,
  mailer: Mailer,
  network: PullNetwork,
  runId: number,
  now: Date,
): Promise<boolean> {
  const alerted = await alertAdminsIfFailing(db, pullLease(network), {
    runId,
    now,
    afterMs: commissionPullTiming.alertAfterMs,
    compose: ({ failures, lastGood }) =>
      text.alertMail(
        affiliateNetworks[network].name,
        failures.length,
        (failures[0] as { startedAt: Date }).startedAt,
        lastGood,
        failures[failures.length - 1]?.error ?? "",
      ),
    enqueue: (tx, to, mail) => mailer.enqueue({ to, kind: "commission-pull-alert", ...mail }, tx),
  });
  if (alerted) void mailer.deliverPending().catch(() => undefined);
  return alerted;
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
