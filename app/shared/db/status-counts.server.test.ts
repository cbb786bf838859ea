import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "./database.server";
import { contactEnquiries, newsletterSubscribers } from "./schema";
import { countsByStatus } from "./status-counts.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";

const subscriberStatuses = ["pending", "confirmed", "bounced"] as const;
const enquiryStatuses = ["new", "answered", "closed", "spam"] as const;

/** The counts as a count of the table would give them. */
async function counted(db: Database, table: typeof newsletterSubscribers | typeof contactEnquiries) {
  const rows = await db.select({ status: table.status, n: count() }).from(table).groupBy(table.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

const withoutZeros = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n));

describe.each(testDatabaseKinds)("per-status counts kept by triggers on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  it("follow every insert, update, upsert, delete and truncate of the subscribers, and nothing rolled back", async () => {
    const db = database.db;
    const check = async (expected: Record<string, number>) => {
      const kept = await countsByStatus(db, "newsletter_subscribers", subscriberStatuses);
      expect(withoutZeros(kept)).toEqual(expected);
      expect(withoutZeros(kept)).toEqual(await counted(db, newsletterSubscribers));
    };
    await check({});
    const rows = await db
      .insert(newsletterSubscribers)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          email: `teller${i}@example.no`,
          status: i < 4 ? ("pending" as const) : ("confirmed" as const),
        })),
      )
      .returning({ id: newsletterSubscribers.id });
    await check({ pending: 4, confirmed: 3 });
    // A confirmation; then a change that keeps the status (a soft bounce) counts nothing.
    await db
      .update(newsletterSubscribers)
      .set({ status: "confirmed" })
      .where(eq(newsletterSubscribers.id, rows[0]!.id));
    await db.update(newsletterSubscribers).set({ softBounces: sql`soft_bounces + 1` });
    await check({ pending: 3, confirmed: 4 });
    // Signing up again: an upsert that updates one row and inserts another in one statement.
    await db
      .insert(newsletterSubscribers)
      .values([
        { email: "teller6@example.no", status: "bounced" },
        { email: "ny.teller@example.no", status: "pending" },
      ])
      .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { status: sql`excluded.status` } });
    await check({ pending: 4, confirmed: 3, bounced: 1 });
    await db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, [rows[1]!.id, rows[4]!.id]));
    await check({ pending: 3, confirmed: 2, bounced: 1 });
    // A transaction that fails changes no count.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(newsletterSubscribers).set({ status: "bounced" });
        throw new Error("rulles tilbake");
      }),
    ).rejects.toThrow("rulles tilbake");
    await check({ pending: 3, confirmed: 2, bounced: 1 });
    await db.execute(sql`truncate newsletter_subscribers cascade`);
    await check({});
    await db.insert(newsletterSubscribers).values({ email: "etter@example.no", status: "confirmed" });
    await check({ confirmed: 1 });
  });

  it("follow the enquiries through bulk changes, spam included, without touching the subscribers' counts", async () => {
    const db = database.db;
    const before = await countsByStatus(db, "newsletter_subscribers", subscriberStatuses);
    const check = async () =>
      expect(withoutZeros(await countsByStatus(db, "contact_enquiries", enquiryStatuses))).toEqual(
        await counted(db, contactEnquiries),
      );
    const rows = await db
      .insert(contactEnquiries)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          firstName: "Kari",
          lastName: `Nordmann ${i}`,
          email: `kari${i}@example.no`,
          subject: "general",
          message: "Et spørsmål",
          status: (["new", "answered", "closed"] as const)[i % 3],
        })),
      )
      .returning({ id: contactEnquiries.id });
    await check();
    expect(await countsByStatus(db, "contact_enquiries", enquiryStatuses)).toEqual({
      new: 20,
      answered: 20,
      closed: 20,
      spam: 0,
    });
    const ids = rows.map((row) => row.id);
    await db
      .update(contactEnquiries)
      .set({ status: "spam" })
      .where(inArray(contactEnquiries.id, ids.slice(0, 10)));
    await db
      .update(contactEnquiries)
      .set({ status: "closed" })
      .where(inArray(contactEnquiries.id, ids.slice(5, 25)));
    await check();
    await db.delete(contactEnquiries).where(eq(contactEnquiries.status, "spam"));
    await check();
    expect(await countsByStatus(db, "newsletter_subscribers", subscriberStatuses)).toEqual(before);
  });
});
