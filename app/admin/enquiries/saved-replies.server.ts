import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../shared/db/database.server";
import { savedReplies, staff } from "../../shared/db/schema";
import { recordAudit, type Actor } from "../../shared/db/audit.server";
import { savedReplyLimits, signatureMax } from "./inbox-rules";

/**
 * Saved replies (shared by everyone in the inbox, edited on /admin/henvendelser/svarmaler) and each person's
 * signature (Din konto). Changes are audited by title, never by text.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const lineEnds = (value: string) => value.replace(/\r\n?/g, "\n");

export const savedReplyFields = ["title", "body"] as const;
export const savedReplySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Gi svaret et navn, for eksempel «Oppsigelse»")
    .max(savedReplyLimits.title, `Navnet kan ha høyst ${savedReplyLimits.title} tegn`)
    .refine((value) => !LINE_CONTROL.test(value), "Navnet inneholder et usynlig kontrolltegn"),
  body: z
    .string()
    .trim()
    .min(1, "Skriv teksten som skal settes inn")
    .max(
      savedReplyLimits.body,
      `Teksten kan ha høyst ${savedReplyLimits.body.toLocaleString("nb-NO")} tegn. Gjør den kortere`,
    )
    .refine((value) => !CONTROL.test(value), "Teksten inneholder et usynlig kontrolltegn. Lim den inn som ren tekst")
    .transform(lineEnds),
});

export const signatureFields = ["signature"] as const;
export const signatureSchema = z.object({
  signature: z
    .string()
    .trim()
    .max(signatureMax, `Signaturen kan ha høyst ${signatureMax} tegn`)
    .refine((value) => !CONTROL.test(value), "Signaturen inneholder et usynlig kontrolltegn. Lim den inn som ren tekst")
    .transform(lineEnds),
});

/** Every saved reply, by title, with who changed it last. */
export function listSavedReplies(db: Database) {
  return db
    .select({
      id: savedReplies.id,
      title: savedReplies.title,
      body: savedReplies.body,
      updatedAt: savedReplies.updatedAt,
      updatedBy: staff.email,
    })
    .from(savedReplies)
    .leftJoin(staff, eq(staff.id, savedReplies.updatedBy))
    .orderBy(asc(savedReplies.title), asc(savedReplies.id));
}

export async function savedReply(db: Database, id: number) {
  const [row] = await db.select().from(savedReplies).where(eq(savedReplies.id, id));
  return row ?? null;
}

export async function createSavedReply(
  db: Database,
  input: { title: string; body: string },
  actor: Actor & { staffId: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedReplies)
      .values({ ...input, updatedBy: actor.staffId })
      .returning({ id: savedReplies.id });
    await recordAudit(tx, actor, "lagret svar opprettet", input.title);
    return row!.id;
  });
}

export async function updateSavedReply(
  db: Database,
  id: number,
  input: { title: string; body: string },
  actor: Actor & { staffId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(savedReplies)
      .set({ ...input, updatedBy: actor.staffId, updatedAt: new Date() })
      .where(eq(savedReplies.id, id))
      .returning({ id: savedReplies.id });
    if (rows.length === 0) return false;
    await recordAudit(tx, actor, "lagret svar endret", input.title);
    return true;
  });
}

export async function deleteSavedReply(db: Database, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(savedReplies).where(eq(savedReplies.id, id)).returning({ title: savedReplies.title });
    if (!rows[0]) return false;
    await recordAudit(tx, actor, "lagret svar slettet", rows[0].title);
    return true;
  });
}

export async function signatureOf(db: Database, staffId: number): Promise<string> {
  const [row] = await db.select({ signature: staff.signature }).from(staff).where(eq(staff.id, staffId));
  return row?.signature ?? "";
}

export async function setSignature(db: Database, staffId: number, signature: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ signature }).where(eq(staff.id, staffId));
    await recordAudit(tx, actor, "signatur endret", actor.email);
  });
}
