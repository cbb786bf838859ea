import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { siteSecrets } from "../db/schema";

/**
 * A secret shared by every instance: created once by whichever instance gets there first
 * (insert … on conflict do nothing), then read back, so all instances agree.
 */
export async function siteSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: siteSecrets.name });
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`site secret ${name} missing after insert`);
  return row.value;
}
