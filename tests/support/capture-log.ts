import { expect, vi } from "vitest";
import { logLinesTo } from "../../app/shared/server/log.server";

/**
 * Every log line (pino's, app/shared/server/log.server.ts) and everything written through console while a test
 * runs, as the lines a log collector would read: split wherever a collector may split a line.
 */
export function captureLog() {
  const lines: string[] = [];
  const collect = (text: string) => {
    lines.push(...text.replace(/\n$/, "").split(/\r\n|\r|\n|\u0085|\u2028|\u2029/));
  };
  const release = logLinesTo(collect);
  const spies = (["log", "error", "warn", "info"] as const).map((method) =>
    vi
      .spyOn(console, method)
      .mockImplementation((...args: unknown[]) =>
        collect(args.map((arg) => (typeof arg === "string" ? arg : String(arg))).join(" ")),
      ),
  );
  return {
    lines,
    restore: () => {
      release();
      spies.forEach((spy) => spy.mockRestore());
    },
  };
}

/** Something was logged, every line is one JSON object, and no line holds any of the personal values. */
export function expectSafeLines(lines: string[], personal: readonly string[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    for (const value of personal) expect(line).not.toContain(value);
  }
}
