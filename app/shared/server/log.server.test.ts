import { spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { transformSync } from "rolldown/experimental";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { captureLog, expectSafeLines } from "../../../tests/support/capture-log";
import { errorFields, logEvent } from "./log.server";

let log: ReturnType<typeof captureLog>;
beforeEach(() => {
  log = captureLog();
});
afterEach(() => {
  log.restore();
  vi.unstubAllEnvs();
});

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

describe("the log format", () => {
  it("writes each event as one JSON object on its own line: level as a word, ISO time, fields, msg", () => {
    vi.stubEnv("LOG_QUIET", ""); // vitest.config.ts quiets info for every other test
    logEvent("info", "request", { requestId: "abc-123-def", method: "POST", path: "/kontakt", status: 303, ms: 1.5 });
    logEvent("error", "request failed", { requestId: "abc-123-def", ...errorFields(new TypeError("boom")) });
    expect(log.lines).toHaveLength(2);
    const [request, failure] = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(request).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: "request",
      requestId: "abc-123-def",
      method: "POST",
      path: "/kontakt",
      status: 303,
      ms: 1.5,
    });
    expect(Date.now() - Date.parse(String(request!.time))).toBeLessThan(5_000);
    expect(failure).toMatchObject({
      level: "error",
      msg: "request failed",
      requestId: "abc-123-def",
      errorName: "TypeError",
      errorMessage: "boom",
    });
  });

  it("writes no form contents from a failed query, whichever way the error is passed", () => {
    const failed = Object.assign(
      new Error('Failed query: insert into "t" ("email") values ($1)\nparams: kari@example.no,Hemmelig melding'),
      { params: ["kari@example.no", "Hemmelig melding"] },
    );
    logEvent("error", "request failed", { requestId: "r-00000001", ...errorFields(failed) });
    logEvent("error", "request failed", { requestId: "r-00000002", error: failed });
    logEvent("warn", "nested", { outcome: [{ reason: failed }] });
    expect(log.lines).toHaveLength(3);
    expectSafeLines(log.lines, ["kari@example.no", "Hemmelig melding"]);
    expect(JSON.parse(log.lines[1]!)).toMatchObject({
      error: { errorMessage: expect.stringContaining("Failed query") },
    });
  });

  it("escapes U+2028, U+2029 and U+0085 in the message and the fields", () => {
    logEvent("warn", "one\u2028two", { text: "three\u2029four\u0085five" });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain("\\u2028");
    expect(JSON.parse(log.lines[0]!)).toMatchObject({ msg: "one\u2028two", text: "three\u2029four\u0085five" });
  });

  it("leaves info out with LOG_QUIET=1, never a warning or an error", () => {
    vi.stubEnv("LOG_QUIET", "1");
    logEvent("info", "progress");
    logEvent("warn", "slow");
    logEvent("error", "failed");
    expect(log.lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["slow", "failed"]);
  });
});

describe("the process's log", () => {
  // The module as the server runs it: types stripped into a file where `pino` resolves, in a process of its own.
  const script = path.resolve("node_modules/.cache/kortvalg-log-test/log.server.mjs");
  beforeAll(async () => {
    await mkdir(path.dirname(script), { recursive: true });
    for (const name of ["log.server", "stack-frames.server"]) {
      const source = path.resolve(`app/shared/server/${name}.ts`);
      const { code, errors } = transformSync(source, await readFile(source, "utf8"));
      expect(errors).toEqual([]);
      await writeFile(path.join(path.dirname(script), `${name}.mjs`), code.replace(/"\.\/([\w.-]+)"/g, '"./$1.mjs"'));
    }
  });

  function run(program: string) {
    return spawnSync(process.execPath, ["--input-type=module", "-e", program], {
      encoding: "utf8",
      env: { ...process.env, LOG_QUIET: "" },
    });
  }

  it.each([
    ["process.exit", "process.exit(3);", 3],
    ["an uncaught error", "throw new Error('fatal');", 1],
  ])("writes every line queued before %s: info to stdout, errors to stderr", (_case, end, code) => {
    const lines = 2_000;
    const result = run(`
      const { logEvent } = await import(${JSON.stringify(script)});
      for (let i = 0; i < ${lines}; i++) logEvent("info", "request", { requestId: "r" + i, path: "/${"x".repeat(200)}" });
      logEvent("error", "cannot start", { requestId: "last" });
      ${end}
    `);
    expect(result.status).toBe(code);
    const out = result.stdout.trimEnd().split("\n");
    expect(out).toHaveLength(lines);
    expect(out.map((line) => (JSON.parse(line) as { requestId: string }).requestId)).toEqual(
      Array.from({ length: lines }, (_, i) => `r${i}`),
    );
    const err = result.stderr.split("\n").filter((line) => line.startsWith("{"));
    expect(err.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ level: "error", msg: "cannot start", requestId: "last" }),
    ]);
  });
});
