import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database, Transaction } from "../../shared/db/database.server";
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

/** A saved reply's text and who changed it last, when. */
const replyColumns = {
  title: savedReplies.title,
  body: savedReplies.body,
  updatedAt: savedReplies.updatedAt,
  updatedBy: staff.email,
};

/** Saved replies with who changed each last. */
function repliesWithEditor(db: Database | Transaction) {
  return db
    .select({ id: savedReplies.id, ...replyColumns })
    .from(savedReplies)
    .leftJoin(staff, eq(staff.id, savedReplies.updatedBy));
}

/** Every saved reply, by title, with who changed it last. */
export function listSavedReplies(db: Database) {
  return repliesWithEditor(db).orderBy(asc(savedReplies.title), asc(savedReplies.id));
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

/** The saved reply's text as a form was shown with it: a later save tells whether someone else changed it meanwhile. */
export function savedReplyDigest(reply: { title: string; body: string }): string {
  return createHash("sha256").update(`${reply.title}\u0000${reply.body}`).digest("base64url").slice(0, 22);
}

export type SavedReplyConflict = {
  /** The reply as the colleague left it, and who and when. */
  current: { title: string; body: string; updatedAt: Date; updatedBy: string | null };
  /** The digest to post with a save that replaces theirs knowingly. */
  base: string;
  /** The form had no digest (shown before it had one). */
  noBase: boolean;
};

export type UpdateSavedReplyResult =
  { outcome: "updated" } | { outcome: "not-found" } | ({ outcome: "conflict" } & SavedReplyConflict);

/**
 * Changes a saved reply, if it is still the text the form was shown with (`base`, savedReplyDigest): when a colleague
 * saved another text meanwhile, nothing is written and "conflict" gives theirs, so the second to save is told rather
 * than silently overwriting. A colleague's save of the very text this form now has is no conflict.
 */
export async function updateSavedReply(
  db: Database,
  id: number,
  input: { title: string; body: string },
  actor: Actor & { staffId: number },
  base: string | null,
): Promise<UpdateSavedReplyResult> {
  return db.transaction(async (tx): Promise<UpdateSavedReplyResult> => {
    // Locked until this commits: two saves at once are taken one after the other, and the second sees the first.
    const [row] = await repliesWithEditor(tx).where(eq(savedReplies.id, id)).for("update", { of: savedReplies });
    if (!row) return { outcome: "not-found" };
    const { id: _, ...current } = row;
    const digest = savedReplyDigest(current);
    if (digest !== base && digest !== savedReplyDigest(input))
      return { outcome: "conflict", current, base: digest, noBase: base === null };
    await tx
      .update(savedReplies)
      .set({ ...input, updatedBy: actor.staffId, updatedAt: new Date() })
      .where(eq(savedReplies.id, id));
    await recordAudit(tx, actor, "lagret svar endret", input.title);
    return { outcome: "updated" };
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
