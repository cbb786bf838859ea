// @ts-check
// The browser tests drive a system Chrome/Chromium (Playwright cannot download its own here).
// `node scripts/ensure-browser.js` (run by `npm run test:e2e`) finds one, or installs Debian's `chromium`
// when it runs as root where apt-get exists, or stops at once with one line saying what to run.
// playwright.config.ts imports findBrowser, so both pick the same executable.
//
// Nothing else at the OS level is checked: fonts come with Debian's chromium (libfontconfig1 needs
// fontconfig-config, which needs fonts-dejavu-core or fonts-liberation), the launch passes --no-sandbox, and
// PostgreSQL is optional (TEST_DATABASE_URL; .ci/run installs it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Looked up on PATH in this order, after CHROME_PATH. */
export const browserNames = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
/** Where Debian's package puts it, for a PATH that lacks /usr/bin. */
export const debianChromium = "/usr/bin/chromium";

/** @param {string} file */
export function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The first executable `name` in the directories of `pathVariable`, like `command -v`.
 * @param {string} name
 * @param {string | undefined} pathVariable
 */
export function onPath(name, pathVariable) {
  for (const dir of (pathVariable ?? "").split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/**
 * The Chrome/Chromium to drive: CHROME_PATH when it is an executable file, else the first of browserNames
 * on PATH, else one of `fallbacks`; undefined when there is none.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {readonly string[]} [fallbacks]
 * @returns {string | undefined}
 */
export function findBrowser(env = process.env, fallbacks = [debianChromium]) {
  if (env.CHROME_PATH && isExecutable(env.CHROME_PATH)) return env.CHROME_PATH;
  for (const name of browserNames) {
    const found = onPath(name, env.PATH);
    if (found) return found;
  }
  return fallbacks.find(isExecutable);
}

/**
 * What to do without a browser: install Debian's package (root with apt-get), or the one line to print.
 * @param {{ root: boolean, aptGet: boolean }} system
 * @returns {{ install: true } | { install: false, message: string }}
 */
export function whenMissing({ root, aptGet }) {
  if (root && aptGet) return { install: true };
  if (aptGet)
    return {
      install: false,
      message:
        "Fant ingen Chromium. Kjør: sudo apt-get install -y chromium (eller sett CHROME_PATH til en Chrome/Chromium).",
    };
  return {
    install: false,
    message: "Fant ingen Chromium. Installer Chromium eller Google Chrome, eller kjør med CHROME_PATH=/sti/til/chrome.",
  };
}

/** @param {string[]} args */
function aptGet(...args) {
  const run = spawnSync("apt-get", args, {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status === 0) return;
  process.stderr.write(run.stderr ?? "");
  console.error(
    `apt-get ${args.join(" ")} feilet (${run.error?.message ?? `kode ${run.status}`}). Kjør: apt-get update && apt-get install -y chromium`,
  );
  process.exit(1);
}

function main() {
  let browser = findBrowser();
  if (!browser) {
    const action = whenMissing({
      root: process.getuid?.() === 0,
      aptGet: onPath("apt-get", process.env.PATH) !== undefined,
    });
    if (!action.install) {
      console.error(action.message);
      process.exit(1);
    }
    console.log("Fant ingen Chromium: installerer Debians chromium-pakke (apt-get install -y chromium) …");
    aptGet("update", "-qq");
    aptGet("install", "-y", "-qq", "chromium");
    browser = findBrowser();
    if (!browser) {
      console.error(
        `Chromium ble installert, men finnes ikke i PATH eller ${debianChromium}. Sett CHROME_PATH til den.`,
      );
      process.exit(1);
    }
  }
  const ignored =
    process.env.CHROME_PATH && process.env.CHROME_PATH !== browser
      ? ` (CHROME_PATH=${process.env.CHROME_PATH} er ikke en kjørbar fil)`
      : "";
  console.log(`Nettlesertestene bruker ${browser}${ignored}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
