import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FullResult, TestCase, TestResult } from "@playwright/test/reporter";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ServerLogReporter, { isErrorLine, linesWhile } from "../tests/e2e/server-log-reporter";

// The browser run's reporter (tests/e2e/server-log-reporter.ts): fed as Playwright feeds it, its verdict read back.
const errorLine = '{"level":"error","time":"2026-11-28T17:00:05.000Z","errorName":"Error","msg":"feed sync failed"}';
const warnLine = '{"level":"warn","time":"2026-11-28T17:00:05.500Z","msg":"card versions refused"}';
const infoLine = '{"level":"info","time":"2026-11-28T17:00:05.600Z","msg":"server listening"}';
/** What Playwright hands a reporter for a web server's stderr: each line after a dimmed «[WebServer] ». */
const fromWebServer = (line: string) => `\u001b[2m[WebServer] \u001b[22m${line}\n`;
const passed: FullResult = { status: "passed", startTime: new Date(), duration: 1000 };
const failedRun: FullResult = { ...passed, status: "failed" };
const test = (title: string) => ({ title, expectedStatus: "passed", titlePath: () => ["", "a.spec.ts", title] });
const attempt = (status: TestResult["status"], start: string, duration: number) => ({
  status,
  startTime: new Date(start),
  duration,
});

let printed: string[] = [];
beforeEach(() => {
  printed = [];
  vi.spyOn(console, "log").mockImplementation((text: string) => void printed.push(text));
});
afterEach(() => vi.restoreAllMocks());

describe("a passing run's output", () => {
  it("fails the run when a web server's error line reached the console, and shows the line", async () => {
    const reporter = new ServerLogReporter({ logs: [] });
    reporter.onStdErr(fromWebServer(infoLine));
    reporter.onStdErr(fromWebServer(errorLine));
    expect(await reporter.onEnd(passed)).toEqual({ status: "failed" });
    expect(printed.join("\n")).toContain("printed 1 error-level log line");
    expect(printed.join("\n")).toContain('"msg":"feed sync failed"');
  });

  it("finds an error line that came in two chunks, and one a passing test printed", async () => {
    const reporter = new ServerLogReporter({ logs: [] });
    const t = test("writes a card") as unknown as TestCase;
    const a = attempt("passed", "2026-11-28T17:00:00Z", 10_000) as unknown as TestResult;
    reporter.onStdErr(errorLine.slice(0, 20), t, a);
    reporter.onStdErr(`${errorLine.slice(20)}\n`, t, a);
    expect(await reporter.onEnd(passed)).toEqual({ status: "failed" });
    expect(printed.join("\n")).toContain("[writes a card]");
  });

  it("lets warnings, info lines, other text and a failed attempt's own lines pass", async () => {
    const reporter = new ServerLogReporter({ logs: [] });
    const flaky = test("flaky") as unknown as TestCase;
    reporter.onStdErr(fromWebServer(warnLine));
    reporter.onStdOut(`${infoLine}\nError: not a log line\n`);
    reporter.onStdErr(`${errorLine}\n`, flaky, attempt("failed", "2026-11-28T17:00:00Z", 1) as unknown as TestResult);
    expect(await reporter.onEnd(passed)).toBeUndefined();
    expect(printed).toEqual([]);
  });

  it("tells our error and fatal lines from others", () => {
    expect(isErrorLine(errorLine)).toBe(true);
    expect(isErrorLine('{"level":"fatal","msg":"x"}')).toBe(true);
    expect(isErrorLine(warnLine)).toBe(false);
    expect(isErrorLine('{"level":"error"')).toBe(false);
    expect(isErrorLine("error: something")).toBe(false);
  });
});

describe("a failed run's server log", () => {
  let folder = "";
  beforeEach(() => void (folder = mkdtempSync(path.join(tmpdir(), "server-log-reporter-"))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("prints the warnings and errors written while the failed test ran, and a crash's text", async () => {
    const log = path.join(folder, "server-embedded.log");
    const before = '{"level":"error","time":"2026-11-28T16:59:00.000Z","msg":"long before"}';
    const after = '{"level":"error","time":"2026-11-28T17:01:00.000Z","msg":"long after"}';
    writeFileSync(log, [before, infoLine, warnLine, errorLine, "TypeError: x is not a function", after, ""].join("\n"));
    const reporter = new ServerLogReporter({ logs: [log] });
    const t = test("shows the list") as unknown as TestCase;
    const a = attempt("failed", "2026-11-28T17:00:04Z", 3000) as unknown as TestResult;
    reporter.onTestEnd(t, a);
    expect(await reporter.onEnd(failedRun)).toBeUndefined();
    const text = printed.join("\n");
    expect(text).toContain(`${log} while «a.spec.ts › shows the list» ran`);
    expect(text).toContain('"msg":"card versions refused"');
    expect(text).toContain('"msg":"feed sync failed"');
    expect(text).toContain("TypeError: x is not a function");
    expect(text).not.toContain("long before");
    expect(text).not.toContain("long after");
    expect(text).not.toContain("server listening");
  });

  it("prints the end of each log when the run failed outside any test (a server that did not start)", async () => {
    const log = path.join(folder, "server-postgres.log");
    writeFileSync(log, `${infoLine}\nError: connect ECONNREFUSED 127.0.0.1:5432\n`);
    const reporter = new ServerLogReporter({ logs: [log, path.join(folder, "missing.log")] });
    await reporter.onEnd(failedRun);
    expect(printed).toEqual([
      `\nThe end of ${log}:\n${infoLine}\nError: connect ECONNREFUSED 127.0.0.1:5432`,
      `\nThe web servers' whole logs: ${log}`,
    ]);
  });

  it("picks lines by time with a little slack", () => {
    const from = Date.parse("2026-11-28T17:00:06Z");
    expect(linesWhile(`${errorLine}\n`, from, from + 1000)).toEqual([errorLine]);
    expect(linesWhile(`${errorLine}\n`, from + 3000, from + 4000)).toEqual([]);
  });
});
