import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOverdue } from "~/site/contact/working-hours";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { contactEnquiries } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { dueAt, listEnquiries, overdueCount, overdueCutoff } from "./enquiries.server";

/** The filter «Over fristen»: exactly the new enquiries whose deadline (weekday clock, holidays off) has passed. */

/** An instant from Oslo wall-clock time in winter (UTC+1). */
const oslo = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe("the cutoff for overdue", () => {
  // A Monday morning, after a weekend (the clock stopped), and the day after Christmas.
  for (const now of [oslo("2026-11-30", "09:30"), oslo("2026-11-27", "16:00"), oslo("2026-12-28", "10:00")]) {
    it(`splits arrivals where the deadline passes, at ${now.toISOString()}`, () => {
      const cutoff = overdueCutoff(now);
      expect(isOverdue(dueAt(cutoff), now)).toBe(true);
      expect(isOverdue(dueAt(new Date(cutoff.getTime() + 1000)), now)).toBe(false);
      for (let hours = 0; hours < 24 * 14; hours += 7) {
        const arrived = new Date(now.getTime() - hours * 3_600_000);
        expect(arrived <= cutoff, arrived.toISOString()).toBe(isOverdue(dueAt(arrived), now));
      }
    });
  }
});

describe.each(testDatabaseKinds)("«Over fristen» on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  it("lists the new enquiries past their deadline, not the answered or the ones still in time", async () => {
    const now = oslo("2026-11-30", "12:00");
    const row = (email: string, createdAt: Date, status: "new" | "answered") => ({
      firstName: "Test",
      lastName: email,
      email,
      subject: "general",
      message: "Spørsmål",
      createdAt,
      status,
    });
    await database.db
      .insert(contactEnquiries)
      .values([
        row("sen@example.no", oslo("2026-11-26", "10:00"), "new"),
        row("fredag@example.no", oslo("2026-11-27", "15:00"), "new"),
        row("besvart@example.no", oslo("2026-11-20", "10:00"), "answered"),
      ]);
    const listed = await listEnquiries(database.db, { filter: "forsinkede", search: "", page: 1 }, now);
    // Friday 15:00 is due Monday 15:00: at noon on Monday still in time.
    expect(listed.rows.map((item) => item.email)).toEqual(["sen@example.no"]);
    expect(listed.total).toBe(1);
    // The count beside the filter says the same; by Monday 16:00 Friday's is late too.
    expect(await overdueCount(database.db, now)).toBe(1);
    expect(await overdueCount(database.db, oslo("2026-11-30", "16:00"))).toBe(2);
  });
});
