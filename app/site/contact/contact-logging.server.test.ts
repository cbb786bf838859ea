import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContactForm } from "./contact-form";
import { createEnquiryStore } from "./contact.server";
import { createMailer } from "~/shared/mail/mail.server";
import type { DatabaseHandle } from "~/shared/db/database.server";
import { errorFields, logEvent, RedactedError } from "~/shared/server/log.server";
import { captureLog, expectSafeLines } from "../../../tests/support/capture-log";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";

// An enquiry the database refuses must never put what the visitor wrote in the log, however the error is logged.

let log: ReturnType<typeof captureLog>;
beforeEach(() => {
  log = captureLog();
});
afterEach(() => log.restore());

const personal = [
  "Ingeborg",
  "Tveitereid",
  "ingeborg.tveitereid@example.no",
  "Hemmelig melding om gjelden min",
  "Sigurd",
  "Bakkevold",
  "sigurd@example.no",
];

describe.each(testDatabaseKinds)("a refused insert on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  const refused: ContactForm = {
    firstName: "Ingeborg\u0000",
    lastName: "Tveitereid",
    email: "ingeborg.tveitereid@example.no",
    phone: "912 34 567",
    subject: "general",
    message: "Hemmelig melding om gjelden min",
  };
  const accepted: ContactForm = { ...refused, firstName: "Sigurd", lastName: "Bakkevold", email: "sigurd@example.no" };

  // The ways the server's handlers have logged a failed request.
  it.each<[string, (error: unknown) => void]>([
    ["errorFields", (error) => logEvent("error", "request failed", errorFields(error))],
    ["String(error)", (error) => logEvent("error", "request failed", { error: String(error) })],
    [
      "error.stack",
      (error) => logEvent("error", "request failed", { error: error instanceof Error ? error.stack : String(error) }),
    ],
    ["the error itself", (error) => logEvent("error", "request failed", { error })],
  ])("logs one JSON line per event and no form contents, logged by %s", async (_way, logError) => {
    const store = createEnquiryStore(database.db, {
      mailer: createMailer(database.db, { from: "test" }),
      supportEmail: "post@kortvalg.no",
      publicOrigin: "http://localhost:3000",
    });
    // Together in one batch: the batch is refused, then each row is written alone.
    const [bad, good] = await Promise.allSettled([store.store(refused), store.store(accepted)]);
    expect(good?.status).toBe("fulfilled");
    expect(bad?.status).toBe("rejected");
    if (bad?.status !== "rejected") return;
    logError(bad.reason);

    expectSafeLines(log.lines, personal);
    const events = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.at(-1)).toMatchObject({ level: "error", msg: "request failed" });
    expect(events.find((event) => event.msg === "group commit: batch refused, writing row by row")).toMatchObject({
      sqlState: "22021",
      table: "contact_enquiries",
      rows: 2,
    });
  });

  it("says what failed: class, SQLSTATE, table and constraint, and the query without its values", async () => {
    const { contactEnquiries } = await import("~/shared/db/schema");
    const error = await database.db
      .insert(contactEnquiries)
      .values({ id: 1_000_000, ...accepted, phone: null })
      .then(() => database.db.insert(contactEnquiries).values({ id: 1_000_000, ...accepted, phone: null }))
      .then(
        () => null,
        (e: unknown) => e,
      );
    const fields = errorFields(error);
    expect(fields).toMatchObject({
      errorName: "DrizzleQueryError",
      sqlState: "23505",
      table: "contact_enquiries",
      constraint: "contact_enquiries_pkey",
    });
    expect(fields.errorMessage).toMatch(
      /^Failed query: insert into "contact_enquiries" \("id", "first_name".*\$1.* \| duplicate key value violates unique constraint "contact_enquiries_pkey"$/,
    );
    for (const value of personal) expect(JSON.stringify(fields)).not.toContain(value);
    // What storage code throws instead: printable any way, with the same fields.
    const redacted = new RedactedError("enquiry not stored", error);
    expect(errorFields(redacted)).toEqual({
      ...fields,
      errorMessage: `enquiry not stored: ${fields.errorMessage}`,
      // its own frames: where it was thrown, not the driver's
      errorStack: expect.arrayContaining([expect.stringMatching(/contact-logging\.server\.test\.ts:\d+/)]),
    });
    for (const value of personal) expect(`${String(redacted)} ${redacted.stack ?? ""}`).not.toContain(value);
  });
});
