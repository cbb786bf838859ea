import { desc, lt } from "drizzle-orm";
import type { Database } from "./database.server";
import { auditLog } from "./schema";

/**
 * Who did it: a signed-in staff member, the command line (`npm run staff`), Finansportalen's daily sync, or
 * someone unknown (a refused sign-in).
 */
export type Actor =
  { staffId: number; email: string } | { staffId: null; email: "kommandolinjen" | "finansportalen" | "ukjent" };

export const commandLine: Actor = { staffId: null, email: "kommandolinjen" };
export const feedSyncActor: Actor = { staffId: null, email: "finansportalen" };
export const unknownActor: Actor = { staffId: null, email: "ukjent" };

/**
 * Records a change made by staff (who, what, when), in the same transaction as the change when given
 * one. Details never hold an enquiry's or a newsletter's text: the log outlives them.
 */
export async function recordAudit(
  db: Pick<Database, "insert">,
  actor: Actor,
  action: string,
  subject = "",
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ staffId: actor.staffId, actor: actor.email, action, subject, details: JSON.stringify(details) });
}

/** The newest entries first, a page at a time. */
export function auditEntries(db: Database, { before, limit = 100 }: { before?: number; limit?: number } = {}) {
  const query = db.select().from(auditLog);
  return (before ? query.where(lt(auditLog.id, before)) : query).orderBy(desc(auditLog.id)).limit(limit);
}
