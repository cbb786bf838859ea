import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ensurePrivateDir } from "./private-dir.js";

const mode = (file: string) => statSync(file).mode & 0o777;

describe("ensurePrivateDir", () => {
  const root = mkdtempSync(path.join(tmpdir(), "kortvalg-private-"));
  const umask = process.umask();
  afterEach(() => process.umask(umask));

  it.each([
    ["a new folder", (dir: string) => dir, 0o700],
    [
      "an existing world-readable and writable folder",
      (dir: string) => (mkdirSync(dir, { mode: 0o777 }), chmodSync(dir, 0o777), dir),
      0o700,
    ],
    ["a nested new folder", (dir: string) => path.join(dir, "a", "b"), 0o700],
  ])("makes %s owner-only", (_, prepare, expected) => {
    const dir = prepare(path.join(root, Math.random().toString(36).slice(2)));
    ensurePrivateDir(dir);
    expect(mode(dir)).toBe(expected);
  });

  it("makes what is created afterwards private too", () => {
    const dir = path.join(root, "after");
    ensurePrivateDir(dir);
    writeFileSync(path.join(dir, "wal"), "navn og e-post");
    mkdirSync(path.join(dir, "pglite"));
    expect(mode(path.join(dir, "wal"))).toBe(0o600);
    expect(mode(path.join(dir, "pglite"))).toBe(0o700);
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));
});
