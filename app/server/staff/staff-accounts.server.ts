import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, lt } from "drizzle-orm";
import { site } from "#content/site";
import { INVITATION_VALID_SECONDS, type StaffRole } from "~/domain/staff";
import { formatDateTime } from "~/domain/format";
import type { Database } from "../db/database.server";
import { staff, staffInvitations, staffPasskeys, staffSessions } from "../db/schema";
import type { Mailer } from "../mail.server";
import { recordAudit, type Actor } from "./audit.server";
import { endSessionsOf } from "./sessions.server";

/**
 * Staff accounts: invited from the command line (`npm run staff -- invite`) or by an admin, signed in
 * with passkeys. An invitation is a one-time link valid 48 hours; the database keeps only its hash.
 */

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export type Invitation = { email: string; role: StaffRole; link: string; expiresAt: Date };

/** The sign-in address of the back office: always at the public origin, where passkeys are bound. */
export const invitationLink = (publicOrigin: string, token: string) => `${publicOrigin}/admin/invitasjon?token=${token}`;

/**
 * Invites a person (new, or existing with a lost passkey, or revoked and let back in): sets their role,
 * makes a new one-time link and mails it through the outbox. Earlier unused links of theirs stop working.
 */
export async function inviteStaff(
  context: { db: Database; mailer: Mailer; publicOrigin: string },
  input: { email: string; role: StaffRole },
  actor: Actor,
  now = new Date(),
): Promise<Invitation> {
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_SECONDS * 1000);
  const link = invitationLink(context.publicOrigin, token);
  await context.db.transaction(async (tx) => {
    const [member] = await tx
      .insert(staff)
      .values({ email, role: input.role, webauthnUserId: randomBytes(16).toString("base64url"), createdAt: now })
      .onConflictDoUpdate({ target: staff.email, set: { role: input.role } })
      .returning({ id: staff.id });
    if (!member) throw new Error("staff member not stored");
    await tx.update(staffInvitations).set({ usedAt: now }).where(and(eq(staffInvitations.staffId, member.id), isNull(staffInvitations.usedAt)));
    await tx.insert(staffInvitations).values({ staffId: member.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
    await recordAudit(tx, actor, "invitasjon sendt", email, { rolle: input.role });
    await context.mailer.enqueue(
      {
        to: email,
        kind: "staff-invitation",
        subject: `Invitasjon til bakrommet til ${site.name}`,
        text: [
          "Hei!",
          "",
          `Du er invitert til bakrommet til ${site.name} med rollen ${input.role}.`,
          "Åpne lenken under i nettleseren du vil logge inn med, og lag en passkey (med fingeravtrykk, ansikt eller PIN-kode på enheten din).",
          "Du trenger ikke noe passord.",
          "",
          link,
          "",
          `Lenken virker én gang og til ${formatDateTime(expiresAt)}. Har du ikke ventet denne e-posten, kan du se bort fra den.`,
          "",
          `Hilsen ${site.name}`,
        ].join("\n"),
      },
      tx,
    );
  });
  return { email, role: input.role, link, expiresAt };
}

/** The invitation a token belongs to, while it can still be used. */
export async function openInvitation(db: Database, token: string | null, now = new Date()) {
  if (!token || !/^[\w-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ invitationId: staffInvitations.id, staffId: staff.id, email: staff.email, role: staff.role, webauthnUserId: staff.webauthnUserId, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Everyone with an account, with how many passkeys and live sessions each has. */
export async function listStaff(db: Database, now = new Date()) {
  const members = await db.select().from(staff).orderBy(asc(staff.email));
  const passkeys = await db.select({ staffId: staffPasskeys.staffId, n: count() }).from(staffPasskeys).groupBy(staffPasskeys.staffId);
  const sessions = await db
    .select({ staffId: staffSessions.staffId, n: count() })
    .from(staffSessions)
    .where(gt(staffSessions.expiresAt, now))
    .groupBy(staffSessions.staffId);
  const countOf = (rows: Array<{ staffId: number; n: number }>, id: number) => rows.find((row) => row.staffId === id)?.n ?? 0;
  return members.map((member) => ({
    id: member.id,
    email: member.email,
    role: member.role,
    createdAt: member.createdAt,
    revokedAt: member.revokedAt,
    passkeys: countOf(passkeys, member.id),
    sessions: countOf(sessions, member.id),
  }));
}

export type RevokeOutcome = { found: false } | { found: true; email: string; sessionsEnded: number };

/**
 * Takes a person's access away at once: every session is deleted (their next request finds none), unused
 * invitations stop working, and sign-in is refused while the account is revoked. Passkeys stay, so a new
 * invitation can let them back in.
 */
export async function revokeStaff(db: Database, rawEmail: string, actor: Actor, now = new Date()): Promise<RevokeOutcome> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [member] = await tx.update(staff).set({ revokedAt: now }).where(eq(staff.email, email)).returning({ id: staff.id });
    if (!member) return { found: false } as const;
    const sessionsEnded = await endSessionsOf(tx, member.id);
    await tx.update(staffInvitations).set({ usedAt: now }).where(and(eq(staffInvitations.staffId, member.id), isNull(staffInvitations.usedAt)));
    await recordAudit(tx, actor, "tilgang fjernet", email, { øktAvsluttet: sessionsEnded });
    return { found: true, email, sessionsEnded } as const;
  });
}

/** Deletes invitations that can no longer be used, a day after they expired or were used (the daily purge). */
export async function purgeInvitations(db: Pick<Database, "delete">, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = await db.delete(staffInvitations).where(lt(staffInvitations.expiresAt, dayAgo)).returning({ id: staffInvitations.id });
  return rows.length;
}
