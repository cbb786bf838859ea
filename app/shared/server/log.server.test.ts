import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactForm } from "~/site/contact/contact-form";
import { createEnquiryStore } from "../../site/contact/contact.server";
import { createMailer } from "../mail/mail.server";
import type { DatabaseHandle } from "../db/database.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { errorFields, logEvent, RedactedError } from "./log.server";

/** Everything written through console while a test runs, as the lines a log collector would read. */
function captureLog() {
  const lines: string[] = [];
  const write = (...args: unknown[]) => {
    lines.push(...args.map((arg) => (typeof arg === "string" ? arg : String(arg))).join(" ").split(/\r\n|\r|\n|\u0085|\u2028|\u2029/));
  };
  const spies = (["log", "error", "warn", "info"] as const).map((method) => vi.spyOn(console, method).mockImplementation(write));
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

let log: ReturnType<typeof captureLog>;
beforeEach(() => {
  log = captureLog();
});
afterEach(() => log.restore());

const personal = ["Ingeborg", "Tveitereid", "ingeborg.tveitereid@example.no", "Hemmelig melding om gjelden min", "Sigurd", "Bakkevold", "sigurd@example.no"];

function expectSafeLines(lines: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    for (const value of personal) expect(line).not.toContain(value);
  }
}

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
    ["error.stack", (error) => logEvent("error", "request failed", { error: error instanceof Error ? error.stack : String(error) })],
    ["the error itself", (error) => logEvent("error", "request failed", { error })],
  ])("logs one JSON line per event and no form contents, logged by %s", async (_way, logError) => {
    const store = createEnquiryStore(database.db, { mailer: createMailer(database.db, { from: "test" }), supportEmail: "post@kortvalg.no", publicOrigin: "http://localhost:3000" });
    // Together in one batch: the batch is refused, then each row is written alone.
    const [bad, good] = await Promise.allSettled([store.store(refused), store.store(accepted)]);
    expect(good?.status).toBe("fulfilled");
    expect(bad?.status).toBe("rejected");
    if (bad?.status !== "rejected") return;
    logError(bad.reason);

    expectSafeLines(log.lines);
    const events = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.at(-1)).toMatchObject({ level: "error", msg: "request failed" });
    expect(events.find((event) => event.msg === "group commit: batch refused, writing row by row")).toMatchObject({
      sqlState: "22021",
      table: "contact_enquiries",
      rows: 2,
    });
  });

  it("says what failed: class, SQLSTATE, table and constraint, and the query without its values", async () => {
    const { contactEnquiries } = await import("../db/schema");
    const error = await database.db
      .insert(contactEnquiries)
      .values({ id: 1_000_000, ...accepted, phone: null })
      .then(() => database.db.insert(contactEnquiries).values({ id: 1_000_000, ...accepted, phone: null }))
      .then(
        () => null,
        (e: unknown) => e,
      );
    const fields = errorFields(error);
    expect(fields).toMatchObject({ errorName: "DrizzleQueryError", sqlState: "23505", table: "contact_enquiries", constraint: "contact_enquiries_pkey" });
    expect(fields.errorMessage).toMatch(/^Failed query: insert into "contact_enquiries" \("id", "first_name".*\$1.* \| duplicate key value violates unique constraint "contact_enquiries_pkey"$/);
    for (const value of personal) expect(JSON.stringify(fields)).not.toContain(value);
    // What storage code throws instead: printable any way, with the same fields.
    const redacted = new RedactedError("enquiry not stored", error);
    expect(errorFields(redacted)).toEqual({ ...fields, errorMessage: `enquiry not stored: ${fields.errorMessage}` });
    for (const value of personal) expect(`${String(redacted)} ${redacted.stack ?? ""}`).not.toContain(value);
  });
});

/** An error shaped like node-postgres' and PGlite's DatabaseError. */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: "ERROR", ...fields });
}

describe("errorFields", () => {
  it.each<[string, unknown, Partial<ReturnType<typeof errorFields>>, string[]]>([
    [
      "drizzle's params are cut",
      Object.assign(new Error('Failed query: insert into "t" ("name", "email") values ($1, $2)\nparams: Kari,kari@example.no'), {
        query: 'insert into "t" ("name", "email") values ($1, $2)',
        params: ["Kari", "kari@example.no"],
      }),
      { errorName: "Error", errorMessage: 'Failed query: insert into "t" ("name", "email") values ($1, $2)' },
      ["Kari", "kari@example.no"],
    ],
    [
      "a value PostgreSQL quotes is replaced",
      databaseError('invalid input syntax for type integer: "Kari Nordmann"', { code: "22P02", routine: "pg_strtoint32_safe", detail: "Kari" }),
      { errorName: "DatabaseError", sqlState: "22P02", routine: "pg_strtoint32_safe", errorMessage: 'invalid input syntax for type integer: "…"' },
      ["Kari"],
    ],
    [
      "the detail of a unique violation is never read; the constraint is kept",
      new Error("Failed query: insert", {
        cause: databaseError('duplicate key value violates unique constraint "t_email_key"', {
          code: "23505",
          table: "t",
          constraint: "t_email_key",
          detail: "Key (email)=(kari@example.no) already exists.",
        }),
      }),
      { sqlState: "23505", table: "t", constraint: "t_email_key", errorMessage: 'Failed query: insert | duplicate key value violates unique constraint "t_email_key"' },
      ["kari@example.no"],
    ],
    [
      "an SMTP refusal loses the address, keeps its codes",
      Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <kari@example.no>: Recipient address rejected"), {
        code: "EENVELOPE",
        responseCode: 550,
      }),
      { errorCode: "EENVELOPE", responseCode: 550 },
      ["kari@example.no"],
    ],
    ["a thrown string is one line", "first line\nKari's second\u2028line", { errorName: "string" }, ["\n", "\u2028"]],
    ["a thrown object is not printed", { name: "Kari", email: "kari@example.no" }, { errorName: "object" }, ["Kari", "kari@"]],
    ["a cause that is the error itself ends", (() => {
      const e = new Error("loop");
      e.cause = e;
      return e;
    })(), { errorMessage: "loop" }, []],
  ])("%s", (_case, error, expected, absent) => {
    const fields = errorFields(error);
    expect(fields).toMatchObject(expected);
    expect(fields.errorMessage).not.toMatch(/[\n\r\u2028\u2029]/);
    for (const text of absent) expect(JSON.stringify(fields)).not.toContain(JSON.stringify(text).slice(1, -1));
  });
});

describe("logEvent", () => {
  it.each<[string, Record<string, unknown>]>([
    ["line breaks in a field", { text: "one\ntwo\r\nthree" }],
    ["Unicode line separators", { text: "one\u2028two\u2029three\u0085four" }],
    ["an Error in a field", { error: Object.assign(new Error("Failed query: x\nparams: Ingeborg"), { params: ["Ingeborg"] }) }],
    ["an Error deeper in a field", { outcome: { reason: new Error("Failed query: x\nparams: Ingeborg") } }],
    ["a bigint", { n: 10n }],
    ["a circular value", (() => {
      const value: Record<string, unknown> = {};
      value.self = value;
      return { value };
    })()],
  ])("writes one JSON line for %s", (_case, fields) => {
    logEvent("warn", "test", fields);
    expect(log.lines).toHaveLength(1);
    expectSafeLines(log.lines);
    expect(JSON.parse(log.lines[0]!)).toMatchObject({ level: "warn", msg: "test" });
  });
});
