import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire, SourceMap, type SourceMapPayload } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { rolldown } from "rolldown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorFields } from "./log.server";
import { originalPosition, stackFrames } from "./stack-frames.server";

// A module built as the server build is (rolldown, minified onto few lines, a hidden source map beside it),
// loaded by Node itself (require: not through Vitest's transform, which would map frames its own way).
const source = `export function findCard(id: number): string {
  if (id > 0) {
    throw new Error("Kortet Kari Nordmann ba om finnes ikke");
  }
  return "ingen";
}

export function loader(id: number): string {
  return findCard(id);
}
`;

let folder = "";
let built: { loader: (id: number) => string };

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "kortvalg-stack-"));
  writeFileSync(path.join(folder, "card.route.ts"), source);
  const bundle = await rolldown({ input: path.join(folder, "card.route.ts"), platform: "node", logLevel: "silent" });
  await bundle.write({
    dir: path.join(folder, "build"),
    format: "cjs",
    entryFileNames: "index.cjs",
    minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
    sourcemap: "hidden",
    sourcemapExcludeSources: true,
  });
  await bundle.close();
  built = createRequire(import.meta.url)(path.join(folder, "build", "index.cjs")) as typeof built;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function thrown(): Error {
  try {
    built.loader(7);
  } catch (error) {
    return error as Error;
  }
  throw new Error("the built loader did not throw");
}

describe("stackFrames", () => {
  it("names the source file and line of a frame in a minified build with a map beside it", () => {
    const error = thrown();
    expect(error.stack).toMatch(/index\.cjs:1:\d+/);
    const frames = stackFrames(error);
    expect(frames[0]).toMatch(/^findCard \(.*card\.route\.ts:3:\d+\)$/);
    expect(frames[1]).toMatch(/^(Module\.)?loader \(.*card\.route\.ts:9:\d+\)$/);
  });

  it("leaves the message out, and frames without a map as V8 gave them", () => {
    const frames = stackFrames(thrown());
    expect(frames.join("\n")).not.toContain("Kari");
    expect(frames.some((frame) => frame.includes("stack-frames.server.test.ts"))).toBe(true);
    expect(frames.every((frame) => !frame.includes("node:"))).toBe(true);
  });

  it("is bounded whatever the stack holds", () => {
    const error = new Error("deep");
    error.stack = `Error: deep\n${"    at f (/x/y.js:1:2)\n".repeat(5000)}`;
    expect(stackFrames(error)).toHaveLength(10);
  });

  it("reads every mapped position as Node's own SourceMap does", () => {
    for (const file of [path.join(folder, "build", "index.cjs.map"), path.resolve("build/server/index.js.map")]) {
      let payload: SourceMapPayload;
      try {
        payload = JSON.parse(readFileSync(file, "utf8")) as SourceMapPayload;
      } catch {
        continue; // no server build here: the fixture's map is compared
      }
      const oracle = new SourceMap(payload);
      let compared = 0;
      const lines = readFileSync(file.slice(0, -".map".length), "utf8").split("\n");
      for (const [entry, text] of lines.entries()) {
        // every 97th generated line's positions 0, 50, 100, …: thousands of lookups, not millions
        if (entry % 97 !== 0 && entry > 3) continue;
        const length = text.length;
        for (let column = 0; column < length; column += 50) {
          const expected = oracle.findEntry(entry, column);
          if (!("generatedLine" in expected) || expected.generatedLine !== entry) continue;
          const found = originalPosition(payload.mappings, entry, column);
          expect(found && { ...found, source: payload.sources[found.source] }).toEqual(
            expected.originalSource === undefined
              ? null
              : { source: expected.originalSource, line: expected.originalLine, column: expected.originalColumn },
          );
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(0);
    }
  });

  it("goes into a logged error's fields", () => {
    expect(errorFields(thrown()).errorStack?.[0]).toMatch(/card\.route\.ts:3:\d+/);
  });

  // The server build as `npm run build` makes it (when there is one): a route's loader that throws, in a process
  // of Node's own, is logged with the route's source file and line.
  it.skipIf(!existsSync("build/server/index.js.map"))(
    "reads the server build's frames back to app/ files",
    () => {
      const program = `
      const build = await import(${JSON.stringify(path.resolve("build/server/index.js"))});
      for (const [id, route] of Object.entries(build.routes)) {
        if (!route.module.loader) continue;
        try {
          await route.module.loader({ request: null, params: {}, context: {} });
        } catch (error) {
          console.log(JSON.stringify({ id, raw: error.stack.split("\\n")[1], fields: build.entry.module.errorFields(error) }));
          break;
        }
      }`;
      const result = spawnSync(process.execPath, ["--input-type=module", "-e", program], {
        encoding: "utf8",
        env: { ...process.env, LOG_QUIET: "1" },
      });
      const line = result.stdout.split("\n").find((text) => text.startsWith("{"));
      expect(line, result.stderr).toBeDefined();
      const { id, raw, fields } = JSON.parse(line ?? "{}") as {
        id: string;
        raw: string;
        fields: { errorStack: string[] };
      };
      expect(raw).toMatch(/build\/server\/index\.js:\d+:\d+/);
      expect(fields.errorStack[0]).toMatch(new RegExp(`\\(app/${id}\\.tsx?:\\d+:\\d+\\)$`));
    },
    60_000,
  );
});
