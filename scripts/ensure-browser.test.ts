import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findBrowser, onPath, whenMissing } from "./ensure-browser.js";

// A temp tree of fake browsers: executables, a file that is not executable, a directory named like a browser.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "ensure-browser-"));
const at = (file: string) => path.join(root, file);
for (const [file, mode] of [
  ["bin/chromium", 0o755],
  ["bin/google-chrome", 0o755],
  ["other/chromium-browser", 0o755],
  ["other/google-chrome-stable", 0o755],
  ["plain/chromium", 0o644],
  ["opt/chrome", 0o755],
  ["usr-bin/chromium", 0o755],
] as const) {
  fs.mkdirSync(path.dirname(at(file)), { recursive: true });
  fs.writeFileSync(at(file), "#!/bin/sh\n", { mode });
  fs.chmodSync(at(file), mode);
}
fs.mkdirSync(at("dir/chromium"), { recursive: true });
fs.mkdirSync(at("empty"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const paths = (...dirs: string[]) => dirs.map(at).join(path.delimiter);
const fallback = [at("usr-bin/chromium")];

describe("findBrowser", () => {
  it.each([
    {
      case: "CHROME_PATH wins over PATH",
      env: { CHROME_PATH: at("opt/chrome"), PATH: paths("bin") },
      fallbacks: fallback,
      found: at("opt/chrome"),
    },
    {
      case: "CHROME_PATH that does not exist is passed over",
      env: { CHROME_PATH: at("opt/none"), PATH: paths("bin") },
      fallbacks: fallback,
      found: at("bin/chromium"),
    },
    {
      case: "CHROME_PATH that is not executable is passed over",
      env: { CHROME_PATH: at("plain/chromium"), PATH: paths("empty") },
      fallbacks: fallback,
      found: at("usr-bin/chromium"),
    },
    {
      case: "empty CHROME_PATH counts as unset",
      env: { CHROME_PATH: "", PATH: paths("bin") },
      fallbacks: [],
      found: at("bin/chromium"),
    },
    {
      case: "chromium comes before google-chrome in the same directory",
      env: { PATH: paths("bin") },
      fallbacks: [],
      found: at("bin/chromium"),
    },
    {
      case: "names are tried in order over all of PATH",
      env: { PATH: paths("other", "bin") },
      fallbacks: [],
      found: at("bin/chromium"),
    },
    {
      case: "chromium-browser before google-chrome-stable",
      env: { PATH: paths("other") },
      fallbacks: [],
      found: at("other/chromium-browser"),
    },
    {
      case: "a non-executable file and a directory on PATH are passed over",
      env: { PATH: paths("plain", "dir", "other") },
      fallbacks: [],
      found: at("other/chromium-browser"),
    },
    {
      case: "nothing on PATH: the fallback",
      env: { PATH: paths("empty") },
      fallbacks: fallback,
      found: at("usr-bin/chromium"),
    },
    { case: "no PATH at all: the fallback", env: {}, fallbacks: fallback, found: at("usr-bin/chromium") },
    {
      case: "nothing anywhere",
      env: { CHROME_PATH: at("opt/none"), PATH: paths("empty", "plain", "dir") },
      fallbacks: [at("plain/chromium")],
      found: undefined,
    },
  ])("$case", ({ env, fallbacks, found }) => {
    expect(findBrowser(env, fallbacks)).toBe(found);
  });
});

describe("onPath", () => {
  it("skips empty PATH entries instead of looking in the working directory", () => {
    expect(onPath("chromium", `${path.delimiter}${at("empty")}`)).toBeUndefined();
  });
});

describe("whenMissing", () => {
  it.each([
    { root: true, aptGet: true, install: true, message: undefined },
    {
      root: false,
      aptGet: true,
      install: false,
      message: /^Fant ingen Chromium\. Kjør: sudo apt-get install -y chromium /,
    },
    { root: true, aptGet: false, install: false, message: /^Fant ingen Chromium\. .*CHROME_PATH/ },
    { root: false, aptGet: false, install: false, message: /^Fant ingen Chromium\. .*CHROME_PATH/ },
  ])("root $root, apt-get $aptGet: install $install", ({ root, aptGet, install, message }) => {
    const action = whenMissing({ root, aptGet });
    expect(action.install).toBe(install);
    if (!action.install) {
      expect(action.message).toMatch(message!);
      expect(action.message).not.toContain("\n");
    }
  });
});

describe("the command", () => {
  it("prints the one browser it found, fast and without apt-get", () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, ["scripts/ensure-browser.js"], {
      env: { PATH: paths("empty"), CHROME_PATH: at("opt/chrome") },
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`Nettlesertestene bruker ${at("opt/chrome")}\n`);
    expect(run.stderr).toBe("");
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
