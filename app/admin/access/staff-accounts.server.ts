import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { site } from "#content/site";
import { INVITATION_VALID_SECONDS, type StaffRole } from "~/admin/access/staff";
import { formatDateTime } from "~/shared/format/format";
import type { Database } from "../../shared/db/database.server";
import { staff, staffInvitations, staffPasskeys, staffSessions } from "../../shared/db/schema";
import type { Mailer } from "../../shared/mail/mail.server";
import { recordAudit, type Actor } from "../../shared/db/audit.server";
import { sessionsOpenedBy } from "./passkeys.server";
import { endSessionsOf } from "./sessions.server";

/**
 * Staff accounts: invited from the command line (`npm run staff -- invite`) or by an admin, signed in
 * with passkeys. An invitation is a one-time link valid 48 hours; the database keeps only its hash.
 */

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** `role` is the person's role; `keptRole` says an existing person kept theirs although another was asked for. */
export type Invitation = { email: string; role: StaffRole; keptRole: boolean; link: string; expiresAt: Date };

/** The sign-in address of the back office: always at the public origin, where passkeys are bound. */
export const invitationLink = (publicOrigin: string, token: string) =>
  `${publicOrigin}/admin/invitasjon?token=${token}`;

/**
 * Invites a person (new, or existing with a lost passkey, or revoked and let back in): makes a new
 * one-time link and mails it through the outbox. Earlier unused links of theirs stop working. The role
 * is given to a new person only: an existing person keeps theirs (changing it is changeStaffRole, its own
 * audited act), so an invitation sent with the form's default never demotes an admin.
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
  const role = await context.db.transaction(async (tx) => {
    // The no-op update only makes RETURNING give an existing row (its id and role as they are).
    const [member] = await tx
      .insert(staff)
      .values({ email, role: input.role, webauthnUserId: randomBytes(16).toString("base64url"), createdAt: now })
      .onConflictDoUpdate({ target: staff.email, set: { email: sql`excluded.email` } })
      .returning({ id: staff.id, role: staff.role });
    if (!member) throw new Error("staff member not stored");
    await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.staffId, member.id), isNull(staffInvitations.usedAt)));
    await tx
      .insert(staffInvitations)
      .values({ staffId: member.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
    await recordAudit(tx, actor, "invitasjon sendt", email, { rolle: member.role });
    await context.mailer.enqueue(
      {
        to: email,
        kind: "staff-invitation",
        subject: `Invitasjon til bakrommet til ${site.name}`,
        text: [
          "Hei!",
          "",
          `Du er invitert til bakrommet til ${site.name} med rollen ${member.role}.`,
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
    return member.role;
  });
  return { email, role, keptRole: role !== input.role, link, expiresAt };
}

/** The invitation a token belongs to, while it can still be used. */
export async function openInvitation(db: Database, token: string | null, now = new Date()) {
  if (!token || !/^[\w-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({
      invitationId: staffInvitations.id,
      staffId: staff.id,
      email: staff.email,
      role: staff.role,
      webauthnUserId: staff.webauthnUserId,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Everyone with an account, with their passkeys (by name and last use, oldest first) and how many live sessions each has. */
export async function listStaff(db: Database, now = new Date()) {
  const members = await db.select().from(staff).orderBy(asc(staff.email));
  const passkeys = await db
    .select({
      staffId: staffPasskeys.staffId,
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  const sessions = await db
    .select({ staffId: staffSessions.staffId, n: count() })
    .from(staffSessions)
    .where(gt(staffSessions.expiresAt, now))
    .groupBy(staffSessions.staffId);
  const countOf = (rows: Array<{ staffId: number; n: number }>, id: number) =>
    rows.find((row) => row.staffId === id)?.n ?? 0;
  return members.map((member) => ({
    id: member.id,
    email: member.email,
    role: member.role,
    createdAt: member.createdAt,
    revokedAt: member.revokedAt,
    passkeys: passkeys.filter((passkey) => passkey.staffId === member.id).map(({ staffId: _, ...passkey }) => passkey),
    sessions: countOf(sessions, member.id),
  }));
}

export type RevokeOutcome =
  { found: false } | { found: true; email: string; sessionsEnded: number; passkeysRemoved: number };

/**
 * Takes a person's access away at once: every session is deleted (their next request finds none), unused
 * invitations stop working, and every passkey is deleted. A new invitation lets them back in with a new
 * passkey only: a lost or stolen one, the usual reason for revoking, must not come back with them.
 */
export async function revokeStaff(
  db: Database,
  rawEmail: string,
  actor: Actor,
  now = new Date(),
): Promise<RevokeOutcome> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(staff)
      .set({ revokedAt: now })
      .where(eq(staff.email, email))
      .returning({ id: staff.id });
    if (!member) return { found: false } as const;
    const sessionsEnded = await endSessionsOf(tx, member.id);
    await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.staffId, member.id), isNull(staffInvitations.usedAt)));
    const passkeysRemoved = (
      await tx.delete(staffPasskeys).where(eq(staffPasskeys.staffId, member.id)).returning({ id: staffPasskeys.id })
    ).length;
    await recordAudit(tx, actor, "tilgang fjernet", email, {
      øktAvsluttet: sessionsEnded,
      passkeysFjernet: passkeysRemoved,
    });
    return { found: true, email, sessionsEnded, passkeysRemoved } as const;
  });
}

export type RoleChangeOutcome =
  | { status: "not-found" }
  | { status: "unchanged"; email: string; role: StaffRole }
  | { status: "last-admin"; email: string }
  | { status: "changed"; email: string; from: StaffRole; to: StaffRole };

/**
 * Changes a person's role, at once (every request reads the role), in the audit log with what it was.
 * The last admin with access is never demoted: nobody could then reach Ansatte.
 */
export async function changeStaffRole(
  db: Database,
  rawEmail: string,
  role: StaffRole,
  actor: Actor,
): Promise<RoleChangeOutcome> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // Locks the admins' rows, so two demotions at once cannot leave none.
    const admins = await tx
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(and(eq(staff.role, "admin"), isNull(staff.revokedAt)))
      .for("update");
    const [member] = await tx
      .select({ id: staff.id, role: staff.role, revokedAt: staff.revokedAt })
      .from(staff)
      .where(eq(staff.email, email))
      .for("update");
    if (!member) return { status: "not-found" } as const;
    if (member.role === role) return { status: "unchanged", email, role } as const;
    if (member.role === "admin" && !member.revokedAt && admins.length <= 1)
      return { status: "last-admin", email } as const;
    await tx.update(staff).set({ role }).where(eq(staff.id, member.id));
    await recordAudit(tx, actor, "rolle endret", email, { fra: member.role, til: role });
    return { status: "changed", email, from: member.role, to: role } as const;
  });
}

export type PasskeyRemovalOutcome =
  | { status: "not-found" }
  | { status: "no-passkey"; email: string; names: string[] }
  | { status: "ambiguous"; email: string; ids: string[] }
  | { status: "removed"; email: string; name: string; sessionsEnded: number; left: number };

/**
 * An admin removes one of a person's passkeys (lost or stolen), named by its name or the start of its id
 * (at least 8 characters); the sessions it opened end with it. Also the last one: the person then needs a
 * new invitation. Two passkeys of one name are told apart by id.
 */
export async function removeStaffPasskey(
  db: Database,
  rawEmail: string,
  which: string,
  actor: Actor,
): Promise<PasskeyRemovalOutcome> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
    if (!member) return { status: "not-found" } as const;
    const passkeys = await tx
      .select({ id: staffPasskeys.id, name: staffPasskeys.name })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, member.id))
      .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
    const wanted = which.trim();
    const byId = passkeys.filter(
      (passkey) => passkey.id === wanted || (wanted.length >= 8 && passkey.id.startsWith(wanted)),
    );
    const matches = byId.length > 0 ? byId : passkeys.filter((passkey) => passkey.name === wanted);
    if (matches.length === 0)
      return { status: "no-passkey", email, names: passkeys.map((passkey) => passkey.name) } as const;
    if (matches.length > 1) return { status: "ambiguous", email, ids: matches.map((passkey) => passkey.id) } as const;
    const [target] = matches as [{ id: string; name: string }];
    const sessionsEnded = await sessionsOpenedBy(tx, target.id);
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.id, target.id));
    await recordAudit(tx, actor, "passkey fjernet", email, { navn: target.name, øktAvsluttet: sessionsEnded });
    return { status: "removed", email, name: target.name, sessionsEnded, left: passkeys.length - 1 } as const;
  });
}

/** Deletes invitations that can no longer be used, a day after they expired or were used (the daily purge). */
export async function purgeInvitations(db: Pick<Database, "delete">, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(staffInvitations)
    .where(lt(staffInvitations.expiresAt, dayAgo))
    .returning({ id: staffInvitations.id });
  return rows.length;
}
