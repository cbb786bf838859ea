// @ts-check
// Dropping a test database on PostgreSQL, for the tests and scripts/fresh-database.js.

const ATTEMPTS = 20;
const PAUSE_MS = 250;

/**
 * Drops a database, however busy. `WITH (FORCE)` ends connections of ours that are still closing, but
 * PostgreSQL refuses it (SQLSTATE 42501, "must be a member of the role whose process is being
 * terminated or member of pg_signal_backend") while an autovacuum worker is in the database, as happens
 * soon after a fresh database is written to. A plain DROP DATABASE stops autovacuum itself, so it is the
 * fallback; both are tried again while a connection is still going away (55006).
 * @param {{ query: (sql: string) => Promise<unknown> }} client connected to another database, by a role that may drop this one
 * @param {string} name
 */
export async function dropDatabase(client, name) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a database name: ${name}`);
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if (!isBusy(error) || attempt === ATTEMPTS) throw error;
    }
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if (!isBusy(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

/** @param {unknown} error */
function isBusy(error) {
  const code = /** @type {{ code?: unknown }} */ (error)?.code;
  return code === "42501" || code === "55006";
}
