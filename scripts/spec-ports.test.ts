import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Specs that start servers of their own run side by side (two Playwright workers): two specs reaching
// for one port fail at random, depending on which runs first. Every port a spec names is its own.
const e2eDir = path.resolve(import.meta.dirname, "../tests/e2e");
const specs = readdirSync(e2eDir).filter((name) => name.endsWith(".spec.ts"));

function portsNamedIn(source: string): number[] {
  return [...source.matchAll(/\bspecPort\((\d+)\)/g)].map((match) => Number(match[1]));
}

describe("the ports the browser specs start their own servers on", () => {
  const owners = new Map<number, string[]>();
  for (const spec of specs) {
    const source = readFileSync(path.join(e2eDir, spec), "utf8");
    for (const port of portsNamedIn(source)) owners.set(port, [...(owners.get(port) ?? []), spec]);
  }

  it("are found (the check reads the specs)", () => {
    expect(owners.size).toBeGreaterThan(10);
  });

  it("are each named by one spec, once", () => {
    const shared = [...owners]
      .filter(([, names]) => names.length > 1)
      .map(([port, names]) => `${port}: ${names.join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("keep clear of the suite's own servers (E2E_PORT and the one after it)", () => {
    expect([...owners.keys()].filter((port) => port === 3100 || port === 3101)).toEqual([]);
  });

  it("are all moved with E2E_PORT: no spec names a bare port number for a server", () => {
    const bare = specs.filter((spec) =>
      /\b(?:const|let)\s+\w*[pP]orts?\s*=\s*(?:\[\s*)?3\d{3}\b/.test(readFileSync(path.join(e2eDir, spec), "utf8")),
    );
    expect(bare).toEqual([]);
  });
});
