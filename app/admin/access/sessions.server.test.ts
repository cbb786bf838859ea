import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, type StaffRole } from "~/admin/access/staff";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { staff, staffSessions } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { commandLine } from "../../shared/db/audit.server";
import { revokeStaff } from "./staff-accounts.server";
import {
  clearedSessionCookie,
  createSession,
  hashSessionId,
  purgeSessions,
  readSession,
  sessionCookie,
  sessionCookieValue,
  sessionsOf,
} from "./sessions.server";

const t0 = new Date("2026-03-02T09:00:00.000Z");
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** t0 plus a number of seconds. */
const after = (seconds: number, from = t0) => new Date(from.getTime() + seconds * 1000);
/** SHA-256, base64url, computed here rather than with the code under test. */
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

describe("the session cookie (no database)", () => {
  it.each<[string, string | null, string | null]>([
    ["no header", null, null],
    ["an empty header", "", null],
    ["only our cookie", "kv_ansatt=abc", "abc"],
    ["among others", "theme=dark; kv_ansatt=abc; other=1", "abc"],
    ["without spaces", "theme=dark;kv_ansatt=abc", "abc"],
    ["a value with = in it", "kv_ansatt=ab=c", "ab=c"],
    ["an empty value", "kv_ansatt=", ""],
    ["a cookie whose name only ends with ours", "xkv_ansatt=abc", null],
    ["a cookie whose name only starts with ours", "kv_ansatt2=abc", null],
    ["someone else's cookies only", "theme=dark; lang=nb", null],
  ])("sessionCookieValue: %s", (_, header, expected) => {
    expect(sessionCookieValue(header)).toBe(expected);
  });

  it.each([
    ["https://kortvalg.no", "kv_ansatt=v; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=604800; Secure"],
    ["http://127.0.0.1:3000", "kv_ansatt=v; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=604800"],
  ])("sessionCookie at %s", (origin, expected) => {
    expect(sessionCookie("v", origin)).toBe(expected);
  });

  it.each([
    ["https://kortvalg.no", "kv_ansatt=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0; Secure"],
    ["http://127.0.0.1:3000", "kv_ansatt=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0"],
  ])("clearedSessionCookie at %s", (origin, expected) => {
    expect(clearedSessionCookie(origin)).toBe(expected);
  });
});

describe.each(testDatabaseKinds)("staff sessions on the %s database", (kind) => {
  let database: DatabaseHandle;
  let people = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  /** A new staff member, so that no test sees another's sessions. */
  async function member(role: StaffRole = "redaktør") {
    people += 1;
    const [row] = await database.db
      .insert(staff)
      .values({
        email: `ansatt${people}@kortvalg.no`,
        role,
        webauthnUserId: `user-${people}-${randomBytes(8).toString("hex")}`,
        createdAt: t0,
      })
      .returning();
    if (!row) throw new Error("staff member not stored");
    return row;
  }

  async function storedSession(cookie: string) {
    const [row] = await database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.idHash, sha256(cookie)));
    return row;
  }

  it("reads a fresh session back, with its owner", async () => {
    const ada = await member("admin");
    const cookie = await createSession(database.db, ada.id, "Firefox på Linux", t0);
    expect(cookie).toMatch(/^[\w-]{43}$/);
    expect(await readSession(database.db, cookie, t0)).toEqual({
      idHash: sha256(cookie),
      member: { id: ada.id, email: ada.email, role: "admin" },
      createdAt: t0,
      lastSeenAt: t0,
      expiresAt: after(7 * DAY),
      device: "Firefox på Linux",
    });
  });

  it("gives every session its own id", async () => {
    const per = await member();
    const cookies = await Promise.all([1, 2, 3].map(() => createSession(database.db, per.id, "Safari på iOS", t0)));
    expect(new Set(cookies).size).toBe(3);
    expect((await sessionsOf(database.db, per.id, t0)).map((row) => row.idHash).sort()).toEqual(
      cookies.map(sha256).sort(),
    );
  });

  describe("idle expiry: 8 hours without a request", () => {
    it.each<[string, number, boolean]>([
      ["right away", 0, true],
      ["after an hour", HOUR, true],
      ["one second short of 8 hours", SESSION_IDLE_SECONDS - 1, true],
      ["at exactly 8 hours", SESSION_IDLE_SECONDS, false],
      ["one second past 8 hours", SESSION_IDLE_SECONDS + 1, false],
      ["a day later", DAY, false],
    ])("%s", async (_, idle, valid) => {
      const per = await member();
      const cookie = await createSession(database.db, per.id, "Chrome på Windows", t0);
      const now = after(idle);
      const session = await readSession(database.db, cookie, now);
      const stored = await storedSession(cookie);
      if (valid) {
        expect(session?.member.id).toBe(per.id);
        // Its last use moves to now (written when more than a minute has passed).
        const lastSeen = idle > 60 ? now : t0;
        expect(session?.lastSeenAt).toEqual(lastSeen);
        expect(stored?.lastSeenAt).toEqual(lastSeen);
      } else {
        expect(session).toBeNull();
        // A refused read does not bring the session back to life.
        expect(stored?.lastSeenAt).toEqual(t0);
        expect(await sessionsOf(database.db, per.id, now)).toEqual([]);
      }
    });

    it("slides with use: read just under 8 hours apart, again and again, it stays valid", async () => {
      const per = await member();
      const cookie = await createSession(database.db, per.id, "Edge på Windows", t0);
      let now = t0;
      for (let read = 1; read <= 3; read += 1) {
        now = after(SESSION_IDLE_SECONDS - 1, now);
        const session = await readSession(database.db, cookie, now);
        expect(session?.lastSeenAt, `read ${read}`).toEqual(now);
      }
      // Almost 24 hours after creation, then 8 hours and a second of silence ends it.
      expect(await readSession(database.db, cookie, after(SESSION_IDLE_SECONDS + 1, now))).toBeNull();
    });

    it.each<[string, number, "kept" | "moved"]>([
      ["30 seconds later", 30, "kept"],
      ["exactly a minute later", 60, "kept"],
      ["a minute and a second later", 61, "moved"],
    ])("writes the last-seen time at most once a minute: %s it is %s", async (_, seconds, outcome) => {
      const per = await member();
      const cookie = await createSession(database.db, per.id, "Chrome på macOS", t0);
      const now = after(seconds);
      const expected = outcome === "moved" ? now : t0;
      expect((await readSession(database.db, cookie, now))?.lastSeenAt).toEqual(expected);
      expect((await storedSession(cookie))?.lastSeenAt).toEqual(expected);
    });
  });

  describe("absolute expiry: 7 days after sign-in, however active", () => {
    it("refuses a session used every hour once 7 days have passed", async () => {
      const per = await member();
      const cookie = await createSession(database.db, per.id, "Chrome på Android", t0);
      const hours = SESSION_ABSOLUTE_SECONDS / HOUR;
      expect(hours).toBe(168);
      for (let hour = 1; hour < hours; hour += 1) {
        const session = await readSession(database.db, cookie, after(hour * HOUR));
        if (!session) throw new Error(`refused after ${hour} hours of use every hour`);
        expect(session.expiresAt).toEqual(after(7 * DAY));
      }
      expect((await storedSession(cookie))?.lastSeenAt).toEqual(after((hours - 1) * HOUR));
      expect(await readSession(database.db, cookie, after(7 * DAY - 1))).not.toBeNull();
      expect(await readSession(database.db, cookie, after(7 * DAY + 1))).toBeNull();
    });

    it.each<[string, number, boolean]>([
      ["a second before 7 days", 7 * DAY - 1, true],
      ["at exactly 7 days", 7 * DAY, false],
      ["a second after 7 days", 7 * DAY + 1, false],
      ["8 days", 8 * DAY, false],
    ])("with the last use a minute ago: %s", async (_, age, valid) => {
      const per = await member();
      const cookie = await createSession(database.db, per.id, "Safari på macOS", t0);
      const now = after(age);
      // Used a minute ago: only the absolute limit can end it.
      await database.db
        .update(staffSessions)
        .set({ lastSeenAt: after(-60, now) })
        .where(eq(staffSessions.idHash, sha256(cookie)));
      const session = await readSession(database.db, cookie, now);
      if (valid) expect(session?.member.id).toBe(per.id);
      else expect(session).toBeNull();
    });
  });

  describe("revoked access", () => {
    it("refuses the session of a person marked revoked, even if the session row is still there", async () => {
      const per = await member();
      const other = await member();
      const cookie = await createSession(database.db, per.id, "Chrome på Linux", t0);
      const otherCookie = await createSession(database.db, other.id, "Chrome på Linux", t0);
      expect(await readSession(database.db, cookie, after(HOUR))).not.toBeNull();
      await database.db
        .update(staff)
        .set({ revokedAt: after(2 * HOUR) })
        .where(eq(staff.id, per.id));
      expect(await storedSession(cookie)).toBeDefined();
      expect(await readSession(database.db, cookie, after(3 * HOUR))).toBeNull();
      // Someone else's session is not touched.
      expect((await readSession(database.db, otherCookie, after(3 * HOUR)))?.member.id).toBe(other.id);
    });

    it("revokeStaff ends every session of that person at once", async () => {
      const per = await member();
      const cookies = [
        await createSession(database.db, per.id, "Chrome på Linux", t0),
        await createSession(database.db, per.id, "Safari på iOS", after(HOUR)),
      ];
      for (const cookie of cookies) expect(await readSession(database.db, cookie, after(2 * HOUR))).not.toBeNull();
      const outcome = await revokeStaff(database.db, ` ${per.email.toUpperCase()} `, commandLine, after(2 * HOUR));
      expect(outcome).toEqual({ found: true, email: per.email, sessionsEnded: 2, passkeysRemoved: 0 });
      for (const cookie of cookies) {
        expect(await readSession(database.db, cookie, after(2 * HOUR + 1))).toBeNull();
        expect(await storedSession(cookie)).toBeUndefined();
      }
    });
  });

  describe("forged and unknown cookie values", () => {
    let cookie = "";
    beforeAll(async () => {
      const per = await member();
      cookie = await createSession(database.db, per.id, "Firefox på Windows", t0);
    });

    const flipLast = (value: string) => value.slice(0, -1) + (value.endsWith("A") ? "B" : "A");

    it.each<[string, (real: string) => string | null]>([
      ["null", () => null],
      ["empty", () => ""],
      ["short", () => "abc"],
      ["a well-formed id that was never issued", () => randomBytes(32).toString("base64url")],
      ["the stored hash itself, used as the cookie", (real) => sha256(real)],
      ["the real id with its last character changed", flipLast],
      ["the real id with base64 padding", (real) => `${real}=`],
      ["the real id with a character more", (real) => `${real}A`],
      ["the real id a character short", (real) => real.slice(0, -1)],
      ["the real id in upper case", (real) => real.toUpperCase()],
      ["the real id in standard base64", (real) => Buffer.from(real, "base64url").toString("base64")],
      ["the real id with a space", (real) => ` ${real}`],
      ["SQL text", () => "' or 1=1 --".padEnd(43, "x")],
    ])("refuses %s", async (_, forge) => {
      const forged = forge(cookie);
      expect(forged).not.toBe(cookie);
      expect(await readSession(database.db, forged, after(HOUR))).toBeNull();
    });

    it("still accepts the real id (the refusals above are not for some other reason)", async () => {
      expect(await readSession(database.db, cookie, after(HOUR))).not.toBeNull();
    });
  });

  it("stores only a SHA-256 hash of the id, never the id itself", async () => {
    const per = await member();
    const cookie = await createSession(database.db, per.id, "Edge på macOS", t0);
    expect(hashSessionId(cookie)).toBe(sha256(cookie));
    const rows = await database.db.select().from(staffSessions).where(eq(staffSessions.staffId, per.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).toBe(sha256(cookie));
    expect(rows[0]?.idHash).not.toBe(cookie);
    // Nowhere in the table, in any column or any row, is the id.
    const everything = JSON.stringify(await database.db.select().from(staffSessions));
    expect(everything).toContain(sha256(cookie));
    expect(everything).not.toContain(cookie);
    // And what is stored does not open the session (checked with the hash above, too).
    expect(await readSession(database.db, rows[0]?.idHash ?? null, t0)).toBeNull();
  });

  it("purges exactly the sessions reading would refuse", async () => {
    await database.db.delete(staffSessions);
    const per = await member();
    const now = after(10 * DAY);
    const make = async (createdAt: Date, lastSeenAt: Date) => {
      const cookie = await createSession(database.db, per.id, "Chrome på Linux", createdAt);
      await database.db
        .update(staffSessions)
        .set({ lastSeenAt })
        .where(eq(staffSessions.idHash, sha256(cookie)));
      return cookie;
    };
    const kept = [
      await make(after(-7 * DAY + 60, now), after(-60, now)), // 7 days less a minute old, used a minute ago
      await make(after(-SESSION_IDLE_SECONDS + 1, now), after(-SESSION_IDLE_SECONDS + 1, now)), // idle 8 h less a second
    ];
    const ended = [
      await make(after(-7 * DAY - 1, now), after(-60, now)), // past 7 days
      await make(after(-DAY, now), after(-SESSION_IDLE_SECONDS - 1, now)), // idle 8 h and a second
    ];
    // Before purging, reading agrees on which are gone. (Reading the kept ones moves their last use to now.)
    for (const cookie of ended) expect(await readSession(database.db, cookie, now)).toBeNull();
    for (const cookie of kept) expect(await readSession(database.db, cookie, now)).not.toBeNull();
    expect(await purgeSessions(database.db, now)).toBe(2);
    expect((await database.db.select().from(staffSessions)).map((row) => row.idHash).sort()).toEqual(
      kept.map(sha256).sort(),
    );
    expect(await purgeSessions(database.db, now)).toBe(0);
  });
});
