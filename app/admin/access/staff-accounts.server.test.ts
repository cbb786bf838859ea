import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/admin/access/staff";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { auditLog, mailOutbox, staff } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { createMailer } from "../../shared/mail/mail.server";
import { commandLine, type Actor } from "../../shared/db/audit.server";
import {
  additionalPasskeyOptions,
  authenticationOptions,
  registerPasskey,
  registrationOptions,
  relyingParty,
  signIn,
} from "./passkeys.server";
import { readSession } from "./sessions.server";
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  openInvitation,
  removeStaffPasskey,
  revokeStaff,
} from "./staff-accounts.server";
import { softwareAuthenticator } from "../../../tests/support/test-authenticator";

const origin = "http://localhost:3000";
const rp = relyingParty(origin);

describe.each(testDatabaseKinds)("staff access on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  const ceremony = () => ({ db: database.db, rp });
  const context = () => ({
    db: database.db,
    mailer: createMailer(database.db, { from: "test" }),
    publicOrigin: origin,
  });
  let people = 0;
  const address = (name: string) => `${name}${(people += 1)}@kortvalg.no`;

  /** The invite command, then the link opened with this authenticator: gives the session the invitation opened. */
  async function invited(
    email: string,
    role: StaffRole,
    authenticator = softwareAuthenticator(rp),
    name = "Jobb-PC",
    actor: Actor = commandLine,
  ) {
    const invitation = await inviteStaff(context(), { email, role }, actor);
    const token = new URL(invitation.link).searchParams.get("token");
    const open = await openInvitation(database.db, token);
    if (!open) throw new Error("invitation not open");
    const options = await registrationOptions(ceremony(), { ...open, invitationId: open.invitationId });
    const outcome = await registerPasskey(ceremony(), {
      staffId: open.staffId,
      invitationId: open.invitationId,
      name,
      response: authenticator.register(options),
      actor: { staffId: open.staffId, email: open.email },
      device: "Chrome på Linux",
    });
    return { outcome, authenticator, invitation, staffId: open.staffId };
  }

  async function signInWith(authenticator: ReturnType<typeof softwareAuthenticator>) {
    const options = await authenticationOptions(ceremony());
    return signIn(ceremony(), authenticator.signIn(options), "Firefox på macOS");
  }

  const auditOf = async (subject: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(desc(auditLog.id))).map(
      (row) => ({
        actor: row.actor,
        action: row.action,
        details: JSON.parse(row.details) as Record<string, unknown>,
      }),
    );

  it("signs in with the passkey an invitation made (the software authenticator is a real one)", async () => {
    const email = address("kari");
    const { outcome, authenticator } = await invited(email, "redaktør");
    expect(outcome.ok).toBe(true);
    const signedIn = await signInWith(authenticator);
    expect(signedIn.ok && signedIn.member.email).toBe(email);
  });

  it("revoking removes every passkey: a new invitation lets the person in with the new one only", async () => {
    const email = address("ola");
    const { authenticator: lost } = await invited(email, "redaktør", softwareAuthenticator(rp), "Telefon");
    const revoked = await revokeStaff(database.db, email, commandLine);
    expect(revoked).toMatchObject({ found: true, passkeysRemoved: 1 });
    const { outcome, authenticator: replacement } = await invited(
      email,
      "redaktør",
      softwareAuthenticator(rp),
      "Ny telefon",
    );
    expect(outcome.ok).toBe(true);
    const withLost = await signInWith(lost);
    expect(withLost.ok ? "signed in" : withLost.why).toBe("unknown-passkey");
    expect((await signInWith(replacement)).ok).toBe(true);
    const [member] = (await listStaff(database.db)).filter((row) => row.email === email);
    expect(member?.passkeys.map((passkey) => passkey.name)).toEqual(["Ny telefon"]);
    expect((await auditOf(email)).find((entry) => entry.action === "tilgang fjernet")?.details).toMatchObject({
      passkeysFjernet: 1,
    });
  });

  it("lists each passkey by name and last use; an admin removes the stolen one, and the sessions it opened end", async () => {
    const email = address("per");
    const { outcome: first, authenticator: stolen } = await invited(
      email,
      "redaktør",
      softwareAuthenticator(rp),
      "Telefon",
    );
    if (!first.ok || !first.sessionId) throw new Error("no session from the invitation");
    // A second passkey, added from the account page.
    const [row] = await database.db.select().from(staff).where(eq(staff.email, email));
    const laptop = softwareAuthenticator(rp);
    const options = await additionalPasskeyOptions(ceremony(), { id: row!.id, email, role: "redaktør" });
    const added = await registerPasskey(ceremony(), {
      staffId: row!.id,
      name: "Jobb-PC",
      response: laptop.register(options!),
      actor: { staffId: row!.id, email },
      device: "Chrome på Linux",
    });
    expect(added).toEqual({ ok: true, sessionId: null });

    const thief = await signInWith(stolen);
    const owner = await signInWith(laptop);
    if (!thief.ok || !owner.ok) throw new Error("sign-in refused");
    const [listed] = (await listStaff(database.db)).filter((member) => member.email === email);
    expect(listed?.passkeys.map((passkey) => [passkey.name, passkey.lastUsedAt instanceof Date])).toEqual([
      ["Telefon", true],
      ["Jobb-PC", true],
    ]);

    const admin: Actor = { staffId: null, email: "kommandolinjen" };
    expect(await removeStaffPasskey(database.db, email, "Telefon", admin)).toEqual({
      status: "removed",
      email,
      name: "Telefon",
      sessionsEnded: 2,
      left: 1,
    });
    // The session the thief opened, and the one the invitation opened with that passkey, end at once.
    expect(await readSession(database.db, thief.sessionId)).toBeNull();
    expect(await readSession(database.db, first.sessionId)).toBeNull();
    expect((await readSession(database.db, owner.sessionId))?.member.email).toBe(email);
    const again = await signInWith(stolen);
    expect(again.ok ? "signed in" : again.why).toBe("unknown-passkey");
    expect(await removeStaffPasskey(database.db, email, "Telefon", admin)).toEqual({
      status: "no-passkey",
      email,
      names: ["Jobb-PC"],
    });
    expect(await removeStaffPasskey(database.db, "ingen@kortvalg.no", "Telefon", admin)).toEqual({
      status: "not-found",
    });
    expect((await auditOf(email)).find((entry) => entry.action === "passkey fjernet")).toEqual({
      actor: "kommandolinjen",
      action: "passkey fjernet",
      details: { navn: "Telefon", øktAvsluttet: 2 },
    });
  });

  it("an invitation never changes a role: an admin invited again with the default role stays admin until a role change", async () => {
    await invited(address("grace"), "admin");
    const email = address("ada");
    const { outcome } = await invited(email, "admin");
    if (!outcome.ok || !outcome.sessionId) throw new Error("no session");
    const again = await inviteStaff(context(), { email, role: "redaktør" }, commandLine);
    expect(again).toMatchObject({ role: "admin", keptRole: true });
    expect((await readSession(database.db, outcome.sessionId))?.member.role).toBe("admin");
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.textBody).toContain("med rollen admin");

    expect(await changeStaffRole(database.db, email, "redaktør", commandLine)).toEqual({
      status: "changed",
      email,
      from: "admin",
      to: "redaktør",
    });
    expect((await readSession(database.db, outcome.sessionId))?.member.role).toBe("redaktør");
    expect(await changeStaffRole(database.db, email, "redaktør", commandLine)).toEqual({
      status: "unchanged",
      email,
      role: "redaktør",
    });
    expect(await changeStaffRole(database.db, "ingen@kortvalg.no", "admin", commandLine)).toEqual({
      status: "not-found",
    });
    expect((await auditOf(email)).find((entry) => entry.action === "rolle endret")?.details).toEqual({
      fra: "admin",
      til: "redaktør",
    });
  });

  it("never demotes the last admin with access", async () => {
    const admins = (await listStaff(database.db)).filter((member) => member.role === "admin" && !member.revokedAt);
    for (const member of admins) await revokeStaff(database.db, member.email, commandLine);
    const email = address("eneste");
    await invited(email, "admin");
    expect(await changeStaffRole(database.db, email, "redaktør", commandLine)).toEqual({ status: "last-admin", email });
    expect((await listStaff(database.db)).find((member) => member.email === email)?.role).toBe("admin");
  });

  it("records refused sign-ins and the session an invitation opens in the audit log", async () => {
    const email = address("lise");
    await invited(email, "redaktør", softwareAuthenticator(rp), "Nettbrett");
    expect((await auditOf(email)).map((entry) => [entry.action, entry.details.via ?? null])).toContainEqual([
      "logget inn",
      "invitasjon",
    ]);

    const refusals = async () =>
      (await database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, "innlogging avvist")))
        .length;
    const before = await refusals();
    const refused = await signInWith(softwareAuthenticator(rp));
    expect(refused.ok ? "signed in" : refused.why).toBe("unknown-passkey");
    expect(await refusals()).toBe(before + 1);
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actor: "ukjent", action: "innlogging avvist", subject: "" });
    expect(JSON.parse(entry!.details)).toEqual({ grunn: "ukjent passkey", enhet: "Firefox på macOS" });
  });

  it("refuses a passkey whose credential id is already stored, and the invitation can still be used", async () => {
    const { authenticator } = await invited(address("eva"), "redaktør");
    const email = address("nils");
    const invitation = await inviteStaff(context(), { email, role: "redaktør" }, commandLine);
    const open = await openInvitation(database.db, new URL(invitation.link).searchParams.get("token"));
    if (!open) throw new Error("invitation not open");
    // The same credential id as eva's passkey, with a key of its own.
    const copy = softwareAuthenticator(rp, Buffer.from(authenticator.id, "base64url"));
    const register = async (device: ReturnType<typeof softwareAuthenticator>) =>
      registerPasskey(ceremony(), {
        staffId: open.staffId,
        invitationId: open.invitationId,
        name: "Kopi",
        response: device.register(await registrationOptions(ceremony(), { ...open, invitationId: open.invitationId })),
        actor: { staffId: open.staffId, email },
        device: "Chrome på Linux",
      });
    expect(await register(copy)).toEqual({ ok: false, why: "duplicate" });
    expect(await openInvitation(database.db, new URL(invitation.link).searchParams.get("token"))).not.toBeNull();
    expect((await register(softwareAuthenticator(rp))).ok).toBe(true);
  });
});
