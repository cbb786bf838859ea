import { randomBytes } from "node:crypto";
import path from "node:path";
import { dropDatabase } from "../../scripts/drop-database.js";
import { openDatabase, type DatabaseHandle } from "../../app/shared/db/database.server";

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/** The databases the server tests run against: always the embedded one, and PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: Array<"embedded" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["embedded", "postgres"]
  : ["embedded"];

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (dropped again by `close`).
 */
export async function openTestDatabase(kind: "embedded" | "postgres"): Promise<DatabaseHandle> {
  if (kind === "embedded") return openDatabase({ dataDir: ":memory:", migrationsFolder });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { default: pg } = await import("pg");
  const name = `kortvalg_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: ":memory:", migrationsFolder });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await dropDatabase(cleanup, name);
      await cleanup.end();
    },
  };
}
