import { expect, vi } from "vitest";

/** Everything written through console while a test runs, as the lines a log collector would read. */
export function captureLog() {
  const lines: string[] = [];
  const write = (...args: unknown[]) => {
    lines.push(
      ...args
        .map((arg) => (typeof arg === "string" ? arg : String(arg)))
        .join(" ")
        .split(/\r\n|\r|\n|\u0085|\u2028|\u2029/),
    );
  };
  const spies = (["log", "error", "warn", "info"] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(write),
  );
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

/** Something was logged, every line is one JSON object, and no line holds any of the personal values. */
export function expectSafeLines(lines: string[], personal: readonly string[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    for (const value of personal) expect(line).not.toContain(value);
  }
}
