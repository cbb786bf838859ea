import { and, asc, desc, eq, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./database.server";
import { staff } from "./schema";

/**
 * The lease of a background job recorded as runs (the card sync, decision 0020; the commission pull,
 * decision 0024): the run's row is the lease, claimed under a transaction-scoped advisory lock, with a
 * unique partial index allowing one "running" row per scope; a run past its lease was cut off. And the one
 * mail to admins when the scope's runs have failed for a day. One helper over any such runs table.
 */

/** A runs table: these columns, whatever else it records. */
export type RunsTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  startedAt: PgColumn;
  finishedAt: PgColumn;
  leaseUntil: PgColumn;
  error: PgColumn;
  alertedAt: PgColumn;
};

type RunRow = {
  id: number;
  status: "running" | "ok" | "failed";
  startedAt: Date;
  alertedAt: Date | null;
  error: string | null;
};

export type RunLease<T extends RunsTable> = {
  table: T;
  /** pg_advisory_xact_lock key: claiming a run and deciding the failure mail, one instance at a time. */
  lock: number;
  /** Which runs share one lease: every run of the table (undefined), or one network's. */
  scope?: SQL;
  /** The scope's columns on a new run (the network). */
  scopeValues?: Record<string, unknown>;
  leaseMs: number;
  /** The error recorded on a run found past its lease. */
  cutOff: string;
};

export type RunState<T extends RunsTable> = {
  /** The newest run that did what it should (status ok). */
  lastGood: T["$inferSelect"] | null;
  /** The newest run of any status. */
  last: T["$inferSelect"] | null;
};

const within = (lease: RunLease<RunsTable>, condition: SQL) =>
  lease.scope ? (and(lease.scope, condition) as SQL) : condition;

/** The newest good run and the newest run of the lease's scope. */
export async function runState<T extends RunsTable>(
  db: Database | Transaction,
  lease: RunLease<T>,
): Promise<RunState<T>> {
  const { table } = lease;
  const newest = async (where: SQL | undefined) => {
    const rows = await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.startedAt), desc(table.id))
      .limit(1);
    return (rows[0] as T["$inferSelect"] | undefined) ?? null;
  };
  const [lastGood, last] = await Promise.all([newest(within(lease, eq(table.status, "ok"))), newest(lease.scope)]);
  return { lastGood, last };
}

/**
 * Starts a run if none of the scope's runs is running on any instance (and, given `isDue`, if one is due):
 * the run's row is the lease, made under the advisory lock. A run past its lease is marked failed first.
 */
export async function claimRunLease<T extends RunsTable>(
  db: Database,
  lease: RunLease<T>,
  { trigger, now, isDue }: { trigger: string; now: Date; isDue?: (state: RunState<T>) => boolean },
): Promise<number | "busy" | "not-due"> {
  const { table } = lease;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lease.lock})`);
    await tx
      .update(table)
      .set({ status: "failed", finishedAt: now, error: lease.cutOff } as PgUpdateSetSource<T>)
      .where(within(lease, and(eq(table.status, "running"), lt(table.leaseUntil, now)) as SQL));
    const [running] = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(within(lease, eq(table.status, "running")))
      .limit(1);
    if (running) return "busy" as const;
    if (isDue && !isDue(await runState(tx, lease))) return "not-due" as const;
    const [row] = await tx
      .insert(table)
      .values({
        ...lease.scopeValues,
        trigger,
        startedAt: now,
        leaseUntil: new Date(now.getTime() + lease.leaseMs),
      } as PgInsertValue<T>)
      .returning({ id: table.id });
    if (!row) throw new Error("run not recorded");
    return row.id as number;
  });
}

export type FailureStretch = {
  /** The failed runs since the last good one, oldest first. */
  failures: Array<{ startedAt: Date; error: string | null }>;
  lastGood: Date | null;
};

/**
 * One mail to every admin when the scope's runs have failed for `afterMs`: the first failure since the
 * last good run is that old, and no run since then has sent one (the run `runId` records that it did).
 * Decided under the claim lock, so two instances never both send. `compose` gives the mail; `enqueue`
 * stores it in the same transaction. True when admins were told.
 */
export async function alertAdminsIfFailing<T extends RunsTable>(
  db: Database,
  lease: RunLease<T>,
  options: {
    runId: number;
    now: Date;
    afterMs: number;
    compose: (stretch: FailureStretch) => { subject: string; text: string };
    enqueue: (tx: Transaction, to: string, mail: { subject: string; text: string }) => Promise<unknown>;
  },
): Promise<boolean> {
  const { table } = lease;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lease.lock})`);
    const { lastGood } = await runState(tx, lease);
    const since = (lastGood as RunRow | null)?.startedAt ?? new Date(0);
    const failures = (await tx
      .select()
      .from(table as PgTable)
      .where(within(lease, and(eq(table.status, "failed"), sql`${table.startedAt} > ${since.toISOString()}`) as SQL))
      .orderBy(asc(table.startedAt), asc(table.id))) as RunRow[];
    const first = failures[0];
    if (!first || options.now.getTime() - first.startedAt.getTime() < options.afterMs) return false;
    if (failures.some((run) => run.alertedAt !== null)) return false;
    const admins = await tx
      .select({ email: staff.email })
      .from(staff)
      .where(and(eq(staff.role, "admin"), isNull(staff.revokedAt)));
    const mail = options.compose({
      failures: failures.map(({ startedAt, error }) => ({ startedAt, error })),
      lastGood: (lastGood as RunRow | null)?.startedAt ?? null,
    });
    for (const admin of admins) await options.enqueue(tx, admin.email, mail);
    await tx
      .update(table)
      .set({ alertedAt: options.now } as PgUpdateSetSource<T>)
      .where(eq(table.id, options.runId));
    return true;
  });
}

/** Whether any of the scope's runs has alerted: for tests and the back office. */
export async function alertedRunCount<T extends RunsTable>(db: Database, lease: RunLease<T>): Promise<number> {
  const { table } = lease;
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(within(lease, isNotNull(table.alertedAt)));
  return rows.length;
}
