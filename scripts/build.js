// @ts-check
// `react-router build` as the test command runs it (`npm run test:e2e`): its output passed through as it comes,
// and a non-zero exit when it printed a warning, so a new deprecation or bundler warning fails CI instead of
// scrolling past (issue 32: "the build prints no deprecation warnings"). Today's build prints none
// (decision record 0019): every warning counts, and one that cannot be fixed is silenced where it is made, with
// its reason (as rolldown's plugin timings in vite.config.ts), never here.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

/**
 * Whether a line the build printed is a warning (or an error in a build that went on). Anything on stderr is:
 * Vite's and rolldown's warnings, Node's process warnings and `console.warn` all go there, and a quiet build
 * writes nothing to it. On stdout, a line that says it is one; the build's own listings (files written under
 * `build/`, pages prerendered) are not read, as a file or page may be named "warning".
 * @param {string} line @param {"stdout" | "stderr"} stream
 */
export function isWarningLine(line, stream) {
  const text = stripVTControlCharacters(line).trim();
  if (text === "") return false;
  if (stream === "stderr") return true;
  if (/^build\/\S+(\s|$)/.test(text) || /^Prerender \((html|data)\): /.test(text)) return false;
  return (
    /\bwarn(ing)?s?\b/i.test(text) || // "npm warn", "[vite] warning:", rolldown's "[EVAL] Warning:", "Future Flag Warning"
    /[a-z]Warning\b/.test(text) || // Node's DeprecationWarning, ExperimentalWarning
    /deprecat/i.test(text) ||
    /^\(!\)/.test(text) || // Vite's "(!) Some chunks are larger than 500 kB after minification"
    /⚠/.test(text) ||
    /\berror\b/i.test(text)
  );
}

/**
 * Runs `command`, passing each line of its output through to the same stream (unless `passThrough` is false),
 * and resolves with its exit code and the warning lines it printed.
 * @param {string} command @param {string[]} args
 * @param {{ passThrough?: boolean, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ code: number, warnings: string[] }>}
 */
export function runCollectingWarnings(command, args, { passThrough = true, env = {} } = {}) {
  // Colours as in a terminal when ours is one (the lines are read without them).
  const childEnv = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}), ...env };
  const child = spawn(command, args, { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  /** @type {string[]} */
  const warnings = [];
  /** @type {Promise<unknown>[]} */
  const done = [];
  for (const stream of /** @type {const} */ (["stdout", "stderr"])) {
    const source = child[stream];
    if (!source) continue;
    const lines = createInterface({ input: source, crlfDelay: Infinity });
    lines.on("line", (line) => {
      if (passThrough) process[stream].write(`${line}\n`);
      if (isWarningLine(line, stream)) warnings.push(stripVTControlCharacters(line).trim());
    });
    done.push(new Promise((resolve) => lines.once("close", resolve)));
  }
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      void Promise.all(done).then(() => resolve({ code: code ?? (signal ? 1 : 0), warnings }));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The CLI, run by the Node running this (node_modules/.bin/node under npm: Node 24).
  const cli = fileURLToPath(new URL("../node_modules/.bin/react-router", import.meta.url));
  const { code, warnings } = await runCollectingWarnings(process.execPath, [cli, "build", ...process.argv.slice(2)]);
  if (code !== 0) process.exit(code);
  if (warnings.length > 0) {
    console.error(
      `\nBygget skrev ${warnings.length} ${warnings.length === 1 ? "advarsel" : "advarsler"}, og et bygg skal ikke skrive noen:\n` +
        warnings.map((warning) => `  ${warning}`).join("\n") +
        "\nRett årsaken, eller demp den der den oppstår med en begrunnelse (scripts/build.js).",
    );
    process.exit(1);
  }
}
