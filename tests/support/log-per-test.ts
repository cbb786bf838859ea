import "../../host/upstream-warnings.js";
import { afterEach, beforeEach } from "vitest";
import { logLinesTo } from "../../app/shared/server/log.server";

// Set up for every unit test (vitest.config.ts): the log lines a test writes are printed only if it fails. A
// passing run then shows none of the errors that tests provoke on purpose (a refused write, a mail server that
// is down), which a newcomer would read as failures. A test that reads its lines uses captureLog.
let release: (() => void) | null = null;
beforeEach((context) => {
  const lines: string[] = [];
  release = logLinesTo((line) => void lines.push(line));
  context.onTestFailed(() => {
    if (lines.length > 0) process.stderr.write(`The log of «${context.task.name}»:\n${lines.join("")}`);
  });
});
afterEach(() => {
  release?.();
  release = null;
});
