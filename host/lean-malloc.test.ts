import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { arenaTuning, mallocTuning, youngGenerationFlag } from "./lean-malloc.js";

// A process that loads the module and says what it runs with; node_modules' Node (24), as `npm start` runs.
const probe = `import("${path.resolve("host/lean-malloc.js")}").then((m) => m.restartWithLeanMalloc()).then(() => console.log(JSON.stringify({
  pid: process.pid, argv: process.argv.slice(2), execArgv: process.execArgv,
  mmap: process.env.MALLOC_MMAP_THRESHOLD_ ?? null, trim: process.env.MALLOC_TRIM_THRESHOLD_ ?? null,
  arenas: process.env.MALLOC_ARENA_MAX ?? null })))`;
const node = path.resolve("node_modules/.bin/node");
const probeFile = path.join(mkdtempSync(path.join(tmpdir(), "lean-malloc-")), "probe.mjs");
writeFileSync(probeFile, probe);

function run(env: Record<string, string | undefined>) {
  const answer = spawnSync(node, ["--stack-size=900", probeFile, "a", "b"], {
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  });
  expect(answer.stderr).toBe("");
  return { childPid: answer.pid, said: JSON.parse(answer.stdout) as Record<string, unknown> };
}

describe.runIf(process.platform === "linux")("the host's leaner malloc", () => {
  it("starts the process again in place, same pid and arguments, with both thresholds and a small young generation", () => {
    const { childPid, said } = run({});
    expect(said).toEqual({
      pid: childPid,
      argv: ["a", "b"],
      execArgv: [youngGenerationFlag, "--stack-size=900"],
      mmap: mallocTuning.MALLOC_MMAP_THRESHOLD_,
      trim: mallocTuning.MALLOC_TRIM_THRESHOLD_,
      arenas: null,
    });
  });

  it("on PostgreSQL, with two arenas", () => {
    expect(run({ DATABASE_URL: "postgres://127.0.0.1/x" }).said).toMatchObject({
      mmap: mallocTuning.MALLOC_MMAP_THRESHOLD_,
      arenas: arenaTuning.MALLOC_ARENA_MAX,
    });
  });

  it("keeps an operator's own threshold and does not add the other", () => {
    expect(run({ MALLOC_TRIM_THRESHOLD_: "4096" }).said).toMatchObject({ mmap: null, trim: "4096" });
  });

  it("keeps an operator's own arena count and young generation", () => {
    expect(
      run({ DATABASE_URL: "postgres://127.0.0.1/x", MALLOC_ARENA_MAX: "8", NODE_OPTIONS: "--max-semi-space-size=16" })
        .said,
    ).toMatchObject({
      execArgv: ["--stack-size=900"],
      mmap: mallocTuning.MALLOC_MMAP_THRESHOLD_,
      arenas: "8",
    });
  });

  it("can be turned off", () => {
    expect(run({ KORTVALG_MALLOC_TUNING: "0" }).said).toMatchObject({
      execArgv: ["--stack-size=900"],
      mmap: null,
      trim: null,
      arenas: null,
    });
  });
});
