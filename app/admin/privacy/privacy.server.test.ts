import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../shared/db/database.server";
import {
  applyClicks,
  conversions,
  auditLog,
  contactEnquiries,
  enquiryDrafts,
  enquiryReplies,
  enquiryViewers,
  mailOutbox,
  newsletterSubscribers,
  pageViews,
  rateLimits,
  staff,
  reportUploads,
} from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { deletePersonalData, exportPersonalData, purgeExpired, purgeRateLimits } from "./privacy.server";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "../../shared/server/rate-limit.server";

const now = new Date("2026-11-22T12:00:00.000Z");
const at = (iso: string) => new Date(iso);
const enquiry = (email: string, lastContactAt: Date) => ({
  firstName: "Kari",
  lastName: "Nordmann",
  email,
  subject: "general",
  message: "En melding til dere.",
  createdAt: lastContactAt,
  lastContactAt,
});

describe.each(testDatabaseKinds)("retention and rights requests on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  it("purges exactly the rows past their retention period, and nothing else", async () => {
    const db = database.db;
    // Each pair: one just past the limit (deleted), one just inside it (kept).
    await db.insert(contactEnquiries).values([
      enquiry("gammel@example.no", at("2023-11-22T11:59:59.000Z")), // 3 years + 1 s after last contact
      enquiry("ny@example.no", at("2023-11-22T12:00:00.000Z")), // exactly 3 years: kept
    ]);
    // Marked as spam in the inbox today: deleted at the next purge, with its draft; who had it open, after 2 minutes.
    const [spam] = await db
      .insert(contactEnquiries)
      .values({ ...enquiry("soppel@example.no", at("2026-11-22T11:00:00.000Z")), status: "spam" })
      .returning();
    const [kept] = await db.select().from(contactEnquiries).where(eq(contactEnquiries.email, "ny@example.no"));
    const [member] = await db
      .insert(staff)
      .values({ email: "purge-ada@kortvalg.no", role: "redaktør", webauthnUserId: "purge-ada" })
      .returning();
    await db.insert(enquiryDrafts).values({ enquiryId: spam!.id, staffId: member!.id, body: "Hei!" });
    await db.insert(enquiryViewers).values([
      { enquiryId: kept!.id, staffId: member!.id, seenAt: at("2026-11-22T11:57:59.000Z") }, // 2 min + 1 s ago
      { enquiryId: spam!.id, staffId: member!.id, seenAt: at("2026-11-22T11:59:00.000Z") }, // open, but spam
    ]);
    await db.insert(applyClicks).values([
      { cardSlug: "remember-black", clickedAt: at("2024-09-22T11:59:59.000Z"), clickId: "gammelt-klikk" }, // 26 months + 1 s
      { cardSlug: "remember-black", clickedAt: at("2024-09-22T12:00:01.000Z"), clickId: "nytt-klikk" },
    ]);
    const conversion = {
      network: "adtraction",
      status: "approved",
      amountMinor: 100,
      currency: "NOK",
      source: "callback",
    } as const;
    await db.insert(conversions).values([
      { ...conversion, transactionId: "gammel", updatedAt: at("2024-09-22T11:59:59.000Z") }, // 26 months + 1 s
      { ...conversion, transactionId: "ny", updatedAt: at("2024-09-22T12:00:01.000Z") },
      // Approved last week, but its click is past its time: the conversion goes with the click.
      {
        ...conversion,
        transactionId: "fulgte-klikket",
        clickId: "gammelt-klikk",
        updatedAt: at("2026-11-15T12:00:00Z"),
      },
      { ...conversion, transactionId: "klikket-blir", clickId: "nytt-klikk", updatedAt: at("2026-11-15T12:00:00Z") },
    ]);
    // A network report uploaded for a preview waits a day for its confirmation, then goes.
    const upload = { network: "awin", fileName: "r.csv", rows: [], refused: [] };
    await db.insert(reportUploads).values([
      { ...upload, id: "gammel-opplasting", createdAt: at("2026-11-21T11:59:59.000Z") },
      { ...upload, id: "ny-opplasting", createdAt: at("2026-11-21T12:00:01.000Z") },
    ]);
    await db.insert(pageViews).values([
      { path: "/", returning: false, viewedAt: at("2024-09-21T00:00:00.000Z") },
      { path: "/", returning: true, viewedAt: at("2024-09-23T00:00:00.000Z") },
    ]);
    await db.insert(newsletterSubscribers).values([
      {
        email: "venter-gammel@example.no",
        status: "pending",
        confirmTokenHash: "a",
        requestedAt: at("2026-10-23T11:59:59.000Z"),
      }, // 30 days + 1 s
      {
        email: "venter-ny@example.no",
        status: "pending",
        confirmTokenHash: "b",
        requestedAt: at("2026-10-23T12:00:01.000Z"),
      },
      // Confirmed subscribers stay until they leave, however old.
      {
        email: "bekreftet@example.no",
        status: "confirmed",
        requestedAt: at("2020-01-01T00:00:00.000Z"),
        confirmedAt: at("2020-01-02T00:00:00.000Z"),
      },
    ]);
    await db.insert(mailOutbox).values([
      { recipient: "a@example.no", subject: "s", textBody: "t", createdAt: at("2026-10-23T11:00:00.000Z") },
      { recipient: "b@example.no", subject: "s", textBody: "t", createdAt: at("2026-10-24T11:00:00.000Z") },
    ]);
    await db.insert(rateLimits).values([
      { bucket: "contact", clientKey: "k1", windowStart: at("2026-11-22T11:00:00.000Z"), hits: 3 },
      { bucket: "contact", clientKey: "k1", windowStart: at("2026-11-22T11:50:00.000Z"), hits: 1 },
    ]);

    await db.insert(auditLog).values([
      { actor: "ada@kortvalg.no", action: "logget inn", at: at("2025-11-22T11:59:59.000Z") }, // 12 months + 1 s
      { actor: "ada@kortvalg.no", action: "logget ut", at: at("2025-11-22T12:00:01.000Z") },
    ]);

    expect(await purgeExpired(db, now)).toEqual({
      contactEnquiries: 1,
      spamEnquiries: 1,
      enquiryViewers: 1,
      applyClicks: 1,
      conversions: 2,
      pageViews: 1,
      unconfirmedSignups: 1,
      unconfirmedCardAlerts: 0,
      sentMail: 1,
      rateLimits: 1,
      auditLog: 1,
      staffSessions: 0,
      staffInvitations: 0,
      passkeyChallenges: 0,
    });
    expect((await db.select().from(auditLog)).map((row) => row.action)).toEqual(["logget ut"]);
    expect((await db.select().from(contactEnquiries)).map((row) => row.email)).toEqual(["ny@example.no"]);
    expect(await db.select().from(enquiryDrafts)).toEqual([]);
    expect(await db.select().from(enquiryViewers)).toEqual([]);
    expect((await db.select().from(newsletterSubscribers)).map((row) => row.email).sort()).toEqual([
      "bekreftet@example.no",
      "venter-ny@example.no",
    ]);
    expect((await db.select().from(applyClicks)).map((row) => row.clickedAt.toISOString())).toEqual([
      "2024-09-22T12:00:01.000Z",
    ]);
    expect((await db.select().from(conversions)).map((row) => row.transactionId).sort()).toEqual([
      "klikket-blir",
      "ny",
    ]);
    expect((await db.select().from(reportUploads)).map((row) => row.id)).toEqual(["ny-opplasting"]);
    expect((await db.select().from(mailOutbox)).map((row) => row.recipient)).toEqual(["b@example.no"]);
    // Running it again deletes nothing more.
    expect(Object.values(await purgeExpired(db, now)).every((n) => n === 0)).toBe(true);
  });

  it("keeps no rate-limit counter for an hour: the five-minute purge deletes each once its longest window has ended", async () => {
    const { db } = database;
    await db.delete(rateLimits);
    // The privacy page says "i høyst en time": the longest window plus the five minutes between purges must fit.
    expect(LONGEST_RATE_LIMIT_WINDOW_SECONDS + 5 * 60).toBeLessThanOrEqual(60 * 60);
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await db.insert(rateLimits).values([
      {
        bucket: "apply-click:remember-black",
        clientKey: "k2",
        windowStart: minutesAgo(LONGEST_RATE_LIMIT_WINDOW_SECONDS / 60 + 1),
        hits: 1,
      },
      { bucket: "form-post", clientKey: "k2", windowStart: minutesAgo(5), hits: 4 },
    ]);
    expect(await purgeRateLimits(db, now)).toBe(1);
    expect((await db.select().from(rateLimits)).map((row) => row.bucket)).toEqual(["form-post"]);
  });

  it("exports and deletes everything about one address, whatever its letter case, and nothing about others", async () => {
    const db = database.db;
    await db
      .insert(contactEnquiries)
      .values([
        enquiry("Per.Hansen@Example.no", now),
        enquiry("per.hansen@example.no", now),
        enquiry("annen@example.no", now),
      ]);
    await db
      .insert(newsletterSubscribers)
      .values({ email: "per.hansen@example.no", status: "confirmed", confirmedAt: now });
    await db.insert(mailOutbox).values({ recipient: "per.hansen@example.no", subject: "Du er påmeldt", textBody: "…" });
    // A reply in the thread, and the notification to support about the enquiry (sent to our address, not theirs).
    const stored = await db.select().from(contactEnquiries).orderBy(contactEnquiries.id);
    const first = stored.find((row) => row.email.toLowerCase() === "per.hansen@example.no");
    const other = stored.find((row) => row.email === "annen@example.no");
    await db.insert(enquiryReplies).values({ enquiryId: first!.id, staffName: "ada@kortvalg.no", body: "Svaret vårt" });
    await db.insert(mailOutbox).values([
      {
        recipient: "post@kortvalg.no",
        subject: "Ny henvendelse",
        textBody: "Per skrev …",
        kind: "enquiry-notification",
        enquiryId: first!.id,
      },
      {
        recipient: "post@kortvalg.no",
        subject: "Ny henvendelse",
        textBody: "Annen skrev …",
        kind: "enquiry-notification",
        enquiryId: other!.id,
      },
    ]);

    const exported = await exportPersonalData(db, " PER.HANSEN@example.no ");
    expect(exported.contactEnquiries).toHaveLength(2);
    expect(exported.contactEnquiries.flatMap((enquiry) => enquiry.replies.map((reply) => reply.text))).toEqual([
      "Svaret vårt",
    ]);
    expect(exported.newsletter).toEqual([
      expect.objectContaining({ email: "per.hansen@example.no", status: "confirmed" }),
    ]);
    expect(exported.sentMail.map((mail) => mail.text)).toEqual(["…", "Per skrev …"]);

    expect(await deletePersonalData(db, "per.hansen@example.no")).toEqual({
      email: "per.hansen@example.no",
      contactEnquiries: 2,
      enquiryReplies: 1,
      mailReceived: 0,
      newsletter: 1,
      cardAlerts: 0,
      sentMail: 2,
    });
    const after = await exportPersonalData(db, "per.hansen@example.no");
    expect([after.contactEnquiries, after.newsletter, after.sentMail]).toEqual([[], [], []]);
    const others = await exportPersonalData(db, "annen@example.no");
    expect(others.contactEnquiries).toHaveLength(1);
    expect(others.sentMail.map((mail) => mail.text)).toEqual(["Annen skrev …"]);
  });

  it("records every export and deletion in the audit log, by whom and with the case numbers, never the address", async () => {
    const db = database.db;
    await db.insert(contactEnquiries).values([enquiry("lise@example.no", now)]);
    const [lise] = await db
      .select({ id: contactEnquiries.id })
      .from(contactEnquiries)
      .where(eq(contactEnquiries.email, "lise@example.no"));
    const before = (await db.select().from(auditLog)).length;
    await exportPersonalData(db, "lise@example.no");
    await deletePersonalData(db, "lise@example.no");
    const entries = (await db.select().from(auditLog).orderBy(auditLog.id)).slice(before);
    expect(entries.map((entry) => [entry.actor, entry.action, entry.subject, JSON.parse(entry.details)])).toEqual([
      [
        "kommandolinjen",
        "personopplysninger eksportert",
        `henvendelse ${lise!.id}`,
        { henvendelser: 1, nyhetsbrev: 0, kortvarsler: 0, eposter: 0 },
      ],
      [
        "kommandolinjen",
        "personopplysninger slettet",
        `henvendelse ${lise!.id}`,
        { henvendelser: 1, svar: 0, nyhetsbrev: 0, kortvarsler: 0, eposter: 0 },
      ],
    ]);
    expect(JSON.stringify(entries)).not.toContain("lise");
  });
});
