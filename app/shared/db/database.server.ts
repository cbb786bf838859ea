import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type PgDriver from "pg";
import * as schema from "./schema";

/** The drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export type DatabaseHandle = {
  db: Database;
  /** "embedded" is PGlite in this process (one owner); "postgres" is a server that many processes share. */
  kind: "embedded" | "postgres";
  /** Answers when the database takes queries (for /readyz). */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` on every NOTIFY on the channel, from any process on this database, and again after
   * a lost connection is back (notifications sent meanwhile are lost, so the listener reads the state).
   * Resolves once listening; the function it gives stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL URL; without one the embedded database is used. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files; ":memory:" keeps them in memory (tests). */
  dataDir: string;
  migrationsFolder: string;
};

/**
 * Makes a new embedded database (initdb) in a child process, in a folder beside `dir` that is renamed into
 * place when done. In the server's own process initdb left about 150 MB resident for good, freed or not
 * (fresh start 490 MB, a restart 184 MB); and a start killed halfway leaves no half-made `dir` behind.
 */
async function createCluster(dir: string): Promise<void> {
  // A folder left without PG_VERSION holds no database we made; if it holds anything, a person decides.
  if (existsSync(dir)) {
    if (readdirSync(dir).length > 0)
      throw new Error(`${dir} is not an embedded database (it has no PG_VERSION): move it away and start again`);
    rmSync(dir, { recursive: true });
  }
  const pending = `${dir}.new`;
  rmSync(pending, { recursive: true, force: true });
  mkdirSync(pending, { recursive: true, mode: 0o700 });
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close());`;
  await promisify(execFile)(process.execPath, ["-e", script, pglite, pending], { timeout: 5 * 60_000 });
  if (!existsSync(path.join(pending, "PG_VERSION")))
    throw new Error(`the embedded database was not made in ${pending}`);
  renameSync(pending, dir);
}

const MIGRATION_LOCK = 724_311_905; // pg_advisory_lock key: only one instance migrates at a time.

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.migrationsFolder) : openEmbedded(options);
}

/**
 * PGlite's start parameters: its own, with a buffer pool of 16 MB instead of initdb's 128 MB. PostgreSQL
 * touches all of its shared buffers as it starts, so in one process with the site they were 145 MB of
 * resident memory for a database of a few megabytes (measured: an idle embedded database 329 → 184 MB).
 * Pages it no longer holds are read from the operating system's file cache.
 */
async function embeddedStartParams(): Promise<string[]> {
  const { PGlite } = await import("@electric-sql/pglite");
  return [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
}

async function openEmbedded({ dataDir, migrationsFolder }: DatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const startParams = await embeddedStartParams();
  let client;
  if (dataDir === ":memory:") {
    client = await PGlite.create({ startParams });
  } else {
    const dir = path.join(path.resolve(dataDir), "pglite");
    if (!existsSync(path.join(dir, "PG_VERSION"))) await createCluster(dir);
    // Owner only, also when it exists from before (the data folder above is made private at start-up too).
    chmodSync(dir, 0o700);
    // relaxedDurability off (the default): a commit is written to disk before the answer.
    client = await PGlite.create({ dataDir: dir, startParams });
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "embedded",
    async ping() {
      await client.query("select 1");
    },
    async listen(channel, onNotify) {
      // PGlite delivers NOTIFY from its own connection, the only one there is.
      const unlisten = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");

  // Several instances may start together: one migrates while the others wait on the lock.
  const migrator = new pg.Client({ connectionString: databaseUrl });
  await migrator.connect();
  try {
    await migrator.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle({ client: migrator }), { migrationsFolder });
  } finally {
    await migrator.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await migrator.end();
  }

  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on("error", (error) =>
    console.error(JSON.stringify({ level: "error", msg: "database pool error", error: error.message })),
  );
  const db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: "postgres",
    async ping() {
      await pool.query("select 1");
    },
    listen: (channel, onNotify) => listenPostgres(pg, databaseUrl, channel, onNotify),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** How often the listening connection is asked a question, and how long an answer may take. */
export const LISTENER_HEARTBEAT_MS = 30_000;
export const LISTENER_ANSWER_MS = 10_000;
/** The listening connection's name in pg_stat_activity, for operators. */
export const LISTENER_APPLICATION_NAME = "kortvalg-listener";

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it). When the
 * connection drops, it is made again after a pause that doubles up to 30 s, and `onNotify` is called
 * once listening again, so what was missed is read. A listening connection sends nothing, so one that a
 * firewall, NAT or failover dropped without a word would go unnoticed: TCP keepalive, and a `select 1`
 * every 30 s that must be answered within 10 s, or the connection is made again.
 */
export async function listenPostgres(
  pg: typeof PgDriver,
  databaseUrl: string,
  channel: string,
  onNotify: () => void,
  timing = { heartbeatMs: LISTENER_HEARTBEAT_MS, answerMs: LISTENER_ANSWER_MS },
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: PgDriver.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let pause = 1_000;
  const identifier = `"${channel.replace(/"/g, '""')}"`;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on("error", () => reconnect(next));
    next.on("end", () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${identifier}`);
    } catch (error) {
      // Not yet the listener, so reconnect() leaves it alone: close it here, or every retry leaks one.
      next.removeAllListeners();
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    pause = 1_000;
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (stopped || !current) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timing.answerMs} ms`)), timing.answerMs);
    });
    Promise.race([current.query("select 1"), late])
      .catch(() => reconnect(current))
      .finally(() => clearTimeout(timer));
  }, timing.heartbeatMs);
  heartbeat.unref();

  function reconnect(broken: PgDriver.Client) {
    if (stopped || client !== broken) return;
    client = null;
    broken.removeAllListeners();
    broken.end().catch(() => undefined);
    console.error(JSON.stringify({ level: "warn", msg: "database listener lost its connection", channel }));
    const attempt = () => {
      retryTimer = undefined;
      if (stopped) return;
      connect().then(
        () => onNotify(),
        () => {
          pause = Math.min(pause * 2, 30_000);
          retryTimer = setTimeout(attempt, pause);
          retryTimer.unref();
        },
      );
    };
    retryTimer = setTimeout(attempt, pause);
    retryTimer.unref();
  }

  try {
    await connect();
  } catch (error) {
    clearInterval(heartbeat);
    throw error;
  }
  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      await current.end().catch(() => undefined);
    }
  };
}
