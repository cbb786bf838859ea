import { randomBytes } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, count, eq, gt, isNull, lt } from "drizzle-orm";
import { site } from "#content/site";
import { CHALLENGE_VALID_SECONDS } from "~/admin/access/staff";
import type { Database } from "../../shared/db/database.server";
import { staff, staffInvitations, staffPasskeys, staffSessions, webauthnChallenges } from "../../shared/db/schema";
import { errorFields, logEvent } from "../../shared/server/log.server";
import { recordAudit, unknownActor, type Actor } from "../../shared/db/audit.server";
import { createSession, type StaffMember } from "./sessions.server";

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: the library does the protocol and the cryptography;
 * here is only what we store. The relying party is the public origin's host name: a passkey made at
 * http://localhost:3000 works there and nowhere else (an IP address cannot be a relying party, so the
 * back office is opened at PUBLIC_ORIGIN, never at 127.0.0.1). Challenges live in the database for five
 * minutes, so the options and the answer may reach different instances, and each is used once.
 */

/**
 * The library and its ASN.1 and X.509 modules (a megabyte of source) load at the first passkey ceremony, not
 * in every instance that only serves pages (docs/decisions/0023-instance-memory.md).
 */
const webauthn = () => import("@simplewebauthn/server");

export type RelyingParty = { id: string; origin: string; name: string };

export function relyingParty(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { id: url.hostname, origin: url.origin, name: `${site.name} bakrom` };
}

/** Why a passkey was not accepted, in words for the person at the keyboard. */
export type PasskeyRefusal =
  "expired" | "unknown-passkey" | "revoked" | "not-verified" | "invitation-used" | "duplicate";

type Ceremony = { db: Database; rp: RelyingParty };

async function storeChallenge(
  db: Database,
  challenge: string,
  purpose: "register" | "sign-in",
  ids: { staffId?: number; invitationId?: number } = {},
  now = new Date(),
) {
  await db.insert(webauthnChallenges).values({
    id: randomBytes(16).toString("base64url"),
    challenge,
    purpose,
    staffId: ids.staffId ?? null,
    invitationId: ids.invitationId ?? null,
    expiresAt: new Date(now.getTime() + CHALLENGE_VALID_SECONDS * 1000),
  });
}

/** Takes the challenge an answer signed, once: a second use of the same answer finds nothing. */
async function takeChallenge(db: Database, challenge: string, purpose: "register" | "sign-in", now = new Date()) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The challenge in an authenticator's answer (clientDataJSON), to find the stored one it answers. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  try {
    const clientData = JSON.parse(
      Buffer.from(String(response.response?.clientDataJSON ?? ""), "base64url").toString("utf8"),
    ) as { challenge?: unknown };
    return typeof clientData.challenge === "string" && /^[\w-]{16,128}$/.test(clientData.challenge)
      ? clientData.challenge
      : null;
  } catch {
    return null;
  }
}

/** Options for creating a passkey for this person; their existing passkeys are excluded (one per authenticator). */
export async function registrationOptions(
  { db, rp }: Ceremony,
  member: { staffId: number; email: string; webauthnUserId: string; invitationId?: number },
) {
  const existing = await db
    .select({ id: staffPasskeys.id, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, member.staffId));
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    userID: Buffer.from(member.webauthnUserId, "base64url"),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: JSON.parse(passkey.transports) as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(db, options.challenge, "register", {
    staffId: member.staffId,
    invitationId: member.invitationId,
  });
  return options;
}

/** Options for another passkey of a signed-in person (the account page); null if the account is gone. */
export async function additionalPasskeyOptions(ceremony: Ceremony, member: StaffMember) {
  const [row] = await ceremony.db
    .select({ webauthnUserId: staff.webauthnUserId })
    .from(staff)
    .where(eq(staff.id, member.id));
  return row
    ? registrationOptions(ceremony, { staffId: member.id, email: member.email, webauthnUserId: row.webauthnUserId })
    : null;
}

/** Thrown inside a transaction to undo it, and answered as a refusal outside. */
class Refused extends Error {
  constructor(readonly why: PasskeyRefusal) {
    super(why);
  }
}

/**
 * Verifies a new passkey and stores it. From an invitation, the invitation is used up, the account let
 * back in and a session opened with the new passkey, all in one transaction: gives the session's cookie
 * value (null when a signed-in person added a passkey). A credential id already stored (anyone's) is
 * refused and changes nothing.
 */
export async function registerPasskey(
  { db, rp }: Ceremony,
  input: {
    staffId: number;
    invitationId?: number;
    name: string;
    response: Record<string, unknown>;
    actor: { staffId: number; email: string };
    device: string;
  },
  now = new Date(),
): Promise<{ ok: true; sessionId: string | null } | { ok: false; why: PasskeyRefusal }> {
  const challenge = challengeOf(input.response);
  const stored = challenge ? await takeChallenge(db, challenge, "register", now) : null;
  if (!stored || stored.staffId !== input.staffId || (stored.invitationId ?? undefined) !== input.invitationId)
    return { ok: false, why: "expired" };
  let verification;
  try {
    verification = await (
      await webauthn()
    ).verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    logEvent("warn", "passkey registration refused", errorFields(error));
    return { ok: false, why: "not-verified" };
  }
  if (!verification.verified) return { ok: false, why: "not-verified" };
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  try {
    return await db.transaction(async (tx) => {
      if (input.invitationId !== undefined) {
        const used = await tx
          .update(staffInvitations)
          .set({ usedAt: now })
          .where(
            and(
              eq(staffInvitations.id, input.invitationId),
              isNull(staffInvitations.usedAt),
              gt(staffInvitations.expiresAt, now),
            ),
          )
          .returning({ id: staffInvitations.id });
        if (used.length === 0) throw new Refused("invitation-used");
        await tx.update(staff).set({ revokedAt: null }).where(eq(staff.id, input.staffId));
      }
      // A client chooses the credential id it sends: one already stored is a refusal, not a fault.
      const stored = await tx
        .insert(staffPasskeys)
        .values({
          id: credential.id,
          staffId: input.staffId,
          publicKey: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name: input.name,
          createdAt: now,
          // From an invitation it opens a session at once: that is its first use.
          lastUsedAt: input.invitationId === undefined ? null : now,
        })
        .onConflictDoNothing()
        .returning({ id: staffPasskeys.id });
      if (stored.length === 0) throw new Refused("duplicate");
      await recordAudit(tx, input.actor, "passkey lagt til", input.actor.email, { navn: input.name });
      if (input.invitationId === undefined) return { ok: true, sessionId: null } as const;
      await recordAudit(tx, input.actor, "logget inn", input.actor.email, {
        passkey: input.name,
        enhet: input.device,
        via: "invitasjon",
      });
      return { ok: true, sessionId: await createSession(tx, input.staffId, input.device, now, credential.id) } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, why: error.why };
    throw error;
  }
}

/** Why a sign-in was refused, as the audit log says it. */
const refusalInLog: Record<PasskeyRefusal, string> = {
  expired: "utløpt eller brukt utfordring",
  "unknown-passkey": "ukjent passkey",
  revoked: "tilgangen er fjernet",
  "not-verified": "passkeyen ble ikke bekreftet",
  "invitation-used": "invitasjonen er brukt",
  duplicate: "passkeyen finnes fra før",
};

/** Options for signing in: any of this site's passkeys (discoverable), so no e-mail address is asked for. */
export async function authenticationOptions({ db, rp }: Ceremony) {
  const options = await (await webauthn()).generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });
  await storeChallenge(db, options.challenge, "sign-in");
  return options;
}

/**
 * Verifies a sign-in and starts a session; gives the cookie's value and who signed in. A refusal is in
 * the audit log too, under the person whose passkey it was when the signature is theirs.
 */
export async function signIn(
  { db, rp }: Ceremony,
  response: Record<string, unknown>,
  device: string,
  now = new Date(),
): Promise<{ ok: true; sessionId: string; member: StaffMember } | { ok: false; why: PasskeyRefusal }> {
  const outcome = await verifySignIn({ db, rp }, response, device, now);
  if (!outcome.ok) {
    const actor: Actor = outcome.member ? { staffId: outcome.member.id, email: outcome.member.email } : unknownActor;
    await recordAudit(db, actor, "innlogging avvist", outcome.member?.email ?? "", {
      grunn: refusalInLog[outcome.why],
      enhet: device,
    });
    return { ok: false, why: outcome.why };
  }
  return outcome;
}

async function verifySignIn(
  { db, rp }: Ceremony,
  response: Record<string, unknown>,
  device: string,
  now: Date,
): Promise<
  { ok: true; sessionId: string; member: StaffMember } | { ok: false; why: PasskeyRefusal; member?: StaffMember }
> {
  const challenge = challengeOf(response);
  const stored = challenge ? await takeChallenge(db, challenge, "sign-in", now) : null;
  if (!stored) return { ok: false, why: "expired" };
  const credentialId = typeof response.id === "string" ? response.id : "";
  const [row] = await db
    .select({ passkey: staffPasskeys, member: staff })
    .from(staffPasskeys)
    .innerJoin(staff, eq(staff.id, staffPasskeys.staffId))
    .where(eq(staffPasskeys.id, credentialId))
    .limit(1);
  if (!row) return { ok: false, why: "unknown-passkey" };
  let verification;
  try {
    verification = await (
      await webauthn()
    ).verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: row.passkey.id,
        publicKey: Buffer.from(row.passkey.publicKey, "base64url"),
        counter: row.passkey.counter,
        transports: JSON.parse(row.passkey.transports) as AuthenticatorTransport[],
      },
    });
  } catch (error) {
    logEvent("warn", "passkey sign-in refused", errorFields(error));
    return { ok: false, why: "not-verified" };
  }
  if (!verification.verified) return { ok: false, why: "not-verified" };
  const member: StaffMember = { id: row.member.id, email: row.member.email, role: row.member.role };
  // Checked after the signature, so the answer does not tell a stranger which passkeys exist.
  if (row.member.revokedAt) return { ok: false, why: "revoked", member };
  const sessionId = await db.transaction(async (tx) => {
    await tx
      .update(staffPasskeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(staffPasskeys.id, row.passkey.id));
    await recordAudit(tx, { staffId: member.id, email: member.email }, "logget inn", member.email, {
      passkey: row.passkey.name,
      enhet: device,
    });
    return createSession(tx, member.id, device, now, row.passkey.id);
  });
  return { ok: true, sessionId, member };
}

/** A person's passkeys, oldest first. */
export function passkeysOf(db: Database, staffId: number) {
  return db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
      backedUp: staffPasskeys.backedUp,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdAt));
}

/**
 * Removes one of a person's own passkeys, never the last: without one they could not sign in again
 * (a lost passkey is answered by a new invitation). Other sessions it opened end with it; the one
 * asking (`keepSession`) stays.
 */
export async function removePasskey(
  db: Database,
  member: StaffMember,
  passkeyId: string,
  keepSession?: string,
): Promise<"removed" | "last" | "not-found"> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, member.id));
    const [target] = await tx
      .select({ name: staffPasskeys.name })
      .from(staffPasskeys)
      .where(and(eq(staffPasskeys.staffId, member.id), eq(staffPasskeys.id, passkeyId)));
    if (!target) return "not-found";
    if (n <= 1) return "last";
    if (keepSession)
      await tx.update(staffSessions).set({ passkeyId: null }).where(eq(staffSessions.idHash, keepSession));
    const ended = await sessionsOpenedBy(tx, passkeyId);
    await tx.delete(staffPasskeys).where(and(eq(staffPasskeys.staffId, member.id), eq(staffPasskeys.id, passkeyId)));
    await recordAudit(tx, { staffId: member.id, email: member.email }, "passkey fjernet", member.email, {
      navn: target.name,
      øktAvsluttet: ended,
    });
    return "removed";
  });
}

/** How many sessions a passkey opened: they end when it is deleted (the foreign key cascades). */
export async function sessionsOpenedBy(db: Pick<Database, "select">, passkeyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffSessions).where(eq(staffSessions.passkeyId, passkeyId));
  return row?.n ?? 0;
}

/** Deletes challenges whose five minutes have passed (the daily purge). */
export async function purgeChallenges(db: Pick<Database, "delete">, now = new Date()): Promise<number> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, now))
    .returning({ id: webauthnChallenges.id });
  return rows.length;
}
