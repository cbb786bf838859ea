import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { siteSettings } from "../db/schema";

const PUBLIC_ORIGIN = "public-origin";
const READINESS_PROBE = "readiness-probe";

/**
 * The server records the PUBLIC_ORIGIN it serves, so a command run without it prints the same links. An
 * instance started without PUBLIC_ORIGIN (its default, http://localhost:PORT) records it only where none is
 * recorded: it never replaces a configured one.
 */
export async function recordPublicOrigin(db: Database, origin: string, configured: boolean): Promise<void> {
  const insert = db.insert(siteSettings).values({ name: PUBLIC_ORIGIN, value: origin });
  await (configured
    ? insert.onConflictDoUpdate({ target: siteSettings.name, set: { value: origin, updatedAt: sql`now()` } })
    : insert.onConflictDoNothing());
}

/** The PUBLIC_ORIGIN the servers last started with, if any has started on this database. */
export async function recordedPublicOrigin(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.name, PUBLIC_ORIGIN));
  return row?.value;
}

/**
 * Proves the database takes writes, not only reads: one row updated and committed. A full disk, a
 * read-only file system or a replica promoted the wrong way fails here while `select 1` still answers.
 */
export async function probeWrite(db: Database): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insert(siteSettings)
    .values({ name: READINESS_PROBE, value: now })
    .onConflictDoUpdate({ target: siteSettings.name, set: { value: now, updatedAt: sql`now()` } });
}
