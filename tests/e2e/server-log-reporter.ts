import { readFileSync } from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * A browser run's server logs, quiet when it passes (issue 32, decision 0018 «Stop 46»). playwright.config.ts
 * writes each web server's output to a file in test-results/ instead of the console, where Playwright prints
 * a web server's stderr by default: the error lines that specs provoke on purpose (a refused sync, a 500 page)
 * read as failures to a newcomer. This reporter, beside the list reporter:
 * - prints, for each failed test, the servers' warning and error lines written while it ran (and any line
 *   that is not a log line: a crash), the end of each log when the run failed before or outside a test, and
 *   where the whole logs are;
 * - fails a run whose tests passed if an error-level log line reached the console anyway (a server started
 *   with its output inherited, a web server's stderr piped again): what would have been printed is shown.
 */
export type ServerLogOptions = { logs: string[] };

type Leak = { line: string; test?: TestCase; result?: TestResult };

/** The slack around a test's start and end when its servers' lines are picked by time. */
const SLACK_MS = 2000;
const LINES_PER_TEST = 40;
const TAIL_LINES = 30;

/**
 * `{"level":"error",…}` or `"fatal"`: our log format's (pino's, with the level as a word) error lines, also after
 * a prefix such as Playwright's «[WebServer] » for a web server's output.
 */
export function isErrorLine(line: string): boolean {
  const level = logLine(line)?.level;
  return level === "error" || level === "fatal";
}

function logLine(line: string): { level?: unknown; time?: unknown } | null {
  const start = line.indexOf("{");
  if (start < 0) return null;
  const text = line.slice(start).trim();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === "object" ? (parsed as { level?: unknown; time?: unknown }) : null;
  } catch {
    return null;
  }
}

/** The lines of `log` a failed test's reader needs: warnings, errors and anything else than a log line, in [from, to]. */
export function linesWhile(log: string, from: number, to: number): string[] {
  return log
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      const parsed = logLine(line);
      if (!parsed) return true;
      if (parsed.level !== "warn" && parsed.level !== "error" && parsed.level !== "fatal") return false;
      const time = typeof parsed.time === "string" ? Date.parse(parsed.time) : NaN;
      return !Number.isFinite(time) || (time >= from - SLACK_MS && time <= to + SLACK_MS);
    });
}

export default class ServerLogReporter implements Reporter {
  private readonly logs: string[];
  private readonly leaks: Leak[] = [];
  private readonly failures: Array<{ test: TestCase; result: TestResult }> = [];
  /** What followed each source's last newline (a line may come in two chunks): by attempt, or the runner's own. */
  private readonly partial = new Map<TestResult | undefined, { text: string; test?: TestCase }>();

  constructor(options: ServerLogOptions) {
    this.logs = options.logs;
  }

  printsToStdio() {
    return true;
  }

  onStdOut(chunk: string | Buffer, test?: TestCase, result?: TestResult) {
    this.scan(chunk, test, result);
  }

  onStdErr(chunk: string | Buffer, test?: TestCase, result?: TestResult) {
    this.scan(chunk, test, result);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== test.expectedStatus) this.failures.push({ test, result });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult["status"] } | undefined> {
    for (const [attempt, { text, test }] of [...this.partial]) this.scan(`${text}\n`, test, attempt);
    this.partial.clear();
    for (const { test, result: testResult } of this.failures) {
      const from = testResult.startTime.getTime();
      for (const file of this.logs) {
        const lines = linesWhile(this.read(file), from, from + testResult.duration);
        if (lines.length === 0) continue;
        const shown = lines.slice(-LINES_PER_TEST);
        console.log(
          `\n${file} while «${test.titlePath().slice(1).join(" › ")}» ran (warnings and errors` +
            `${shown.length < lines.length ? `, the last ${shown.length} of ${lines.length}` : ""}):\n${shown.join("\n")}`,
        );
      }
    }
    if (result.status !== "passed" && this.failures.length === 0) {
      for (const file of this.logs) {
        const tail = this.read(file).trimEnd().split("\n").slice(-TAIL_LINES).join("\n");
        if (tail) console.log(`\nThe end of ${file}:\n${tail}`);
      }
    }
    const written = this.logs.filter((file) => this.read(file) !== "");
    if (result.status !== "passed" && written.length > 0)
      console.log(`\nThe web servers' whole logs: ${written.join(", ")}`);
    // A line tied to a failed attempt belongs to that failure; the rest reached the console of a passing run.
    const leaked = this.leaks.filter(({ test, result: attempt }) => !test || attempt?.status === test.expectedStatus);
    if (result.status === "passed" && leaked.length > 0) {
      console.log(
        `\nA passing run printed ${leaked.length} error-level log line(s), which read as failures ` +
          `(a server's output belongs in its log file, decision 0018):\n` +
          leaked.map(({ line, test }) => (test ? `[${test.title}] ${line}` : line)).join("\n"),
      );
      return { status: "failed" };
    }
    return undefined;
  }

  private scan(chunk: string | Buffer, test?: TestCase, result?: TestResult) {
    const lines = ((this.partial.get(result)?.text ?? "") + chunk.toString()).split("\n");
    this.partial.set(result, { text: lines.pop() ?? "", test });
    for (const line of lines) if (isErrorLine(line)) this.leaks.push({ line: line.trim(), test, result });
  }

  private read(file: string): string {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return "";
    }
  }
}
