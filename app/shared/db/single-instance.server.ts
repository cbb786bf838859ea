import type PgDriver from "pg";

/**
 * "Only one instance does this": a PostgreSQL session advisory lock held on a connection of its own, so it stays
 * held between rounds and is let go the moment that instance dies or loses its connection (PostgreSQL ends the
 * session), when another instance takes it at its next try. The embedded database has one owner process
 * (host/owner-lock.js), so there it is always held.
 */
export type SingleInstance = { held(): Promise<boolean>; release(): Promise<void> };

export function singleInstance(databaseUrl: string | undefined, key: number, name: string): SingleInstance {
  if (!databaseUrl) return { held: async () => true, release: async () => undefined };
  let client: PgDriver.Client | null = null;
  let holding = false;
  const drop = () => {
    const current = client;
    client = null;
    holding = false;
    current?.removeAllListeners();
    current?.end().catch(() => undefined);
  };
  return {
    async held() {
      try {
        if (!client) {
          const { default: pg } = await import("pg");
          const next = new pg.Client({
            connectionString: databaseUrl,
            keepAlive: true,
            application_name: `kortvalg-${name}`,
          });
          next.on("error", () => (client === next ? drop() : undefined));
          next.on("end", () => (client === next ? drop() : undefined));
          await next.connect();
          client = next;
        }
        if (holding) {
          // Still the same session, so still the lock's: a lost connection throws here.
          await client.query("select 1");
          return true;
        }
        const answer = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [key]);
        holding = answer.rows[0]?.ok === true;
        return holding;
      } catch {
        drop();
        return false;
      }
    },
    async release() {
      if (client && holding) await client.query("select pg_advisory_unlock($1)", [key]).catch(() => undefined);
      drop();
    },
  };
}
