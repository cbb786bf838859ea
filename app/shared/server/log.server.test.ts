import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captureLog, expectSafeLines } from "../../../tests/support/capture-log";
import { errorFields, logEvent } from "./log.server";

let log: ReturnType<typeof captureLog>;
beforeEach(() => {
  log = captureLog();
});
afterEach(() => log.restore());

/** An error shaped like node-postgres' and PGlite's DatabaseError. */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: "ERROR", ...fields });
}

describe("errorFields", () => {
  it.each<[string, unknown, Partial<ReturnType<typeof errorFields>>, string[]]>([
    [
      "drizzle's params are cut",
      Object.assign(
        new Error('Failed query: insert into "t" ("name", "email") values ($1, $2)\nparams: Kari,kari@example.no'),
        {
          query: 'insert into "t" ("name", "email") values ($1, $2)',
          params: ["Kari", "kari@example.no"],
        },
      ),
      { errorName: "Error", errorMessage: 'Failed query: insert into "t" ("name", "email") values ($1, $2)' },
      ["Kari", "kari@example.no"],
    ],
    [
      "a value PostgreSQL quotes is replaced",
      databaseError('invalid input syntax for type integer: "Kari Nordmann"', {
        code: "22P02",
        routine: "pg_strtoint32_safe",
        detail: "Kari",
      }),
      {
        errorName: "DatabaseError",
        sqlState: "22P02",
        routine: "pg_strtoint32_safe",
        errorMessage: 'invalid input syntax for type integer: "…"',
      },
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
      {
        sqlState: "23505",
        table: "t",
        constraint: "t_email_key",
        errorMessage: 'Failed query: insert | duplicate key value violates unique constraint "t_email_key"',
      },
      ["kari@example.no"],
    ],
    [
      "an SMTP refusal loses the address, keeps its codes",
      Object.assign(
        new Error(
          "Can't send mail - all recipients were rejected: 550 5.1.1 <kari@example.no>: Recipient address rejected",
        ),
        {
          code: "EENVELOPE",
          responseCode: 550,
        },
      ),
      { errorCode: "EENVELOPE", responseCode: 550 },
      ["kari@example.no"],
    ],
    ["a thrown string is one line", "first line\nKari's second\u2028line", { errorName: "string" }, ["\n", "\u2028"]],
    [
      "a thrown object is not printed",
      { name: "Kari", email: "kari@example.no" },
      { errorName: "object" },
      ["Kari", "kari@"],
    ],
    [
      "a cause that is the error itself ends",
      (() => {
        const e = new Error("loop");
        e.cause = e;
        return e;
      })(),
      { errorMessage: "loop" },
      [],
    ],
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
    [
      "an Error in a field",
      { error: Object.assign(new Error("Failed query: x\nparams: Ingeborg"), { params: ["Ingeborg"] }) },
    ],
    ["an Error deeper in a field", { outcome: { reason: new Error("Failed query: x\nparams: Ingeborg") } }],
    ["a bigint", { n: 10n }],
    [
      "a circular value",
      (() => {
        const value: Record<string, unknown> = {};
        value.self = value;
        return { value };
      })(),
    ],
  ])("writes one JSON line for %s", (_case, fields) => {
    logEvent("warn", "test", fields);
    expect(log.lines).toHaveLength(1);
    expectSafeLines(log.lines, []);
    expect(JSON.parse(log.lines[0]!)).toMatchObject({ level: "warn", msg: "test" });
  });
});
