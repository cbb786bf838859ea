import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, lt, ne, or } from "drizzle-orm";
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_SECONDS,
  STAFF_SESSION_COOKIE,
  type StaffRole,
} from "~/admin/access/staff";
import type { Database } from "../../shared/db/database.server";
import { staff, staffSessions } from "../../shared/db/schema";

/**
 * Staff sessions: a random 256-bit id in an HttpOnly cookie, and only its SHA-256 hash in the database,
 * so neither a copy of the database nor its backups sign anyone in. A session ends after 8 hours
 * without a request or 7 days after sign-in (app/admin/access/staff.ts), when its owner ends it, and at once
 * for every session of a person whose access is revoked (the row is deleted; every request looks it up).
 */

export type StaffMember = { id: number; email: string; role: StaffRole };
export type StaffSession = {
  idHash: string;
  member: StaffMember;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  device: string;
};

export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("base64url");

/**
 * Starts a session; gives the cookie's value (the id itself, never stored). The passkey that opened it is
 * kept, so removing that passkey ends it (the foreign key cascades).
 */
export async function createSession(
  db: Pick<Database, "insert">,
  staffId: number,
  device: string,
  now = new Date(),
  passkeyId: string | null = null,
): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    idHash: hashSessionId(id),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000),
    device,
    passkeyId,
  });
  return id;
}

const idleLimit = (now: Date) => new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);

/**
 * The session a cookie value belongs to, if it is still valid and its owner still has access; its
 * last-seen time is moved forward (at most once a minute, so reading pages does not write every time).
 */
export async function readSession(
  db: Database,
  cookieValue: string | null,
  now = new Date(),
): Promise<StaffSession | null> {
  if (!cookieValue || !/^[\w-]{43}$/.test(cookieValue)) return null;
  const idHash = hashSessionId(cookieValue);
  const [row] = await db
    .select({
      session: staffSessions,
      member: { id: staff.id, email: staff.email, role: staff.role, revokedAt: staff.revokedAt },
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleLimit(now)),
      ),
    )
    .limit(1);
  if (!row || row.member.revokedAt) return null;
  let lastSeenAt = row.session.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() > SESSION_TOUCH_SECONDS * 1000) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
    lastSeenAt = now;
  }
  const { id, email, role } = row.member;
  return {
    idHash,
    member: { id, email, role },
    createdAt: row.session.createdAt,
    lastSeenAt,
    expiresAt: row.session.expiresAt,
    device: row.session.device,
  };
}

/** A person's sessions that are still valid, oldest first. */
export function sessionsOf(db: Database, staffId: number, now = new Date()) {
  return db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleLimit(now)),
      ),
    )
    .orderBy(asc(staffSessions.createdAt));
}

/** Ends one session of this person (their own: a hash of someone else's is not touched). */
export async function endSession(db: Pick<Database, "delete">, staffId: number, idHash: string): Promise<boolean> {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.idHash, idHash)))
    .returning({ idHash: staffSessions.idHash });
  return rows.length > 0;
}

/** Ends every session of a person, or every one but the given one. Gives how many ended. */
export async function endSessionsOf(db: Pick<Database, "delete">, staffId: number, except?: string): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), except ? ne(staffSessions.idHash, except) : undefined))
    .returning({ idHash: staffSessions.idHash });
  return rows.length;
}

/** Deletes sessions that can no longer be used (the daily purge). */
export async function purgeSessions(db: Pick<Database, "delete">, now = new Date()): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, idleLimit(now))))
    .returning({ idHash: staffSessions.idHash });
  return rows.length;
}

/** The session cookie. Secure whenever the public origin is https; Path=/admin so public pages never carry it. */
export function sessionCookie(value: string, publicOrigin: string): string {
  const secure = publicOrigin.startsWith("https:") ? "; Secure" : "";
  return `${STAFF_SESSION_COOKIE}=${value}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${SESSION_ABSOLUTE_SECONDS}${secure}`;
}

export function clearedSessionCookie(publicOrigin: string): string {
  const secure = publicOrigin.startsWith("https:") ? "; Secure" : "";
  return `${STAFF_SESSION_COOKIE}=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
}

/** The session cookie's value from a Cookie header. */
export function sessionCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === STAFF_SESSION_COOKIE) return rest.join("=");
  }
  return null;
}
