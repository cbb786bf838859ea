import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isNpmBanner, withoutNpmBanner } from "./npm-banner.js";

// What npm 11 writes before `npm run cards -- export` runs, on standard output.
const banner = "\n> kortvalg@0.1.0 cards\n> node scripts/data.js cards export\n\n";
const json = '[\n  {\n    "urlSlug": "remember-black"\n  }\n]\n';
const writer = new URL("./npm-banner.js", import.meta.url).href;

/**
 * Runs writeWithoutNpmBanner(json) in a child whose standard output is `file` as a shell opens it (`>` empties
 * it, `>>` appends) after npm wrote `before` to it: the descriptor's offset stands past what npm wrote.
 */
function writeTo(file: string, redirect: ">" | ">>", earlier: string, before: string) {
  writeFileSync(file, earlier);
  const fd = openSync(file, redirect === ">" ? "w" : "a");
  writeSync(fd, before);
  run(fd);
}

function run(fd: number) {
  try {
    const child = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { writeWithoutNpmBanner } from ${JSON.stringify(writer)}; writeWithoutNpmBanner(${JSON.stringify(json)});`,
      ],
      { stdio: ["ignore", fd, "pipe"] },
    );
    expect(child.stderr.toString()).toBe("");
    expect(child.status).toBe(0);
  } finally {
    closeSync(fd);
  }
}

describe("npm's banner and a command's JSON", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "npm-banner-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("a file holding only the banner holds the JSON alone afterwards", () => {
    const file = path.join(folder, "kort.json");
    writeTo(file, ">", "et gammelt innhold", banner);
    expect(readFileSync(file, "utf8")).toBe(json);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual([{ urlSlug: "remember-black" }]);
  });

  it("a file with other contents (>> onto an earlier export) keeps them, and the JSON comes after", () => {
    const file = path.join(folder, "logg.txt");
    writeTo(file, ">>", "tidligere linje\n", banner);
    expect(readFileSync(file, "utf8")).toBe(`tidligere linje\n${banner}${json}`);
  });

  it("an empty file (npm run -s) gets the JSON", () => {
    const file = path.join(folder, "kort.json");
    writeTo(file, ">", "", "");
    expect(readFileSync(file, "utf8")).toBe(json);
  });

  it("tells the banner from anything else, and import reads past one", () => {
    expect(isNpmBanner(banner)).toBe(true);
    expect(isNpmBanner(`${banner}[`)).toBe(false);
    expect(isNpmBanner("> bare en linje uten slutt")).toBe(false);
    expect(withoutNpmBanner(`${banner}${json}`)).toBe(json);
    expect(withoutNpmBanner(json)).toBe(json);
  });
});
