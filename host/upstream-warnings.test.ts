import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** What a Node process prints on stderr when it emits these warnings after loading the filter. */
function warningsPrinted(emit: string): string {
  const script = `await import("./host/upstream-warnings.js"); ${emit}; process.stderr.write("end\\n");`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`the script failed: ${result.stderr}`);
  return result.stderr;
}

describe("the warnings the host drops", () => {
  it("drops Node 24's experimental Web Crypto warnings that the passkey library's algorithm probe causes", () => {
    const printed = warningsPrinted(
      `process.emitWarning("The supports Web Crypto API method is an experimental feature and might change at any time", "ExperimentalWarning");` +
        `process.emitWarning("The ML-DSA-44 Web Crypto API algorithm is an experimental feature and might change at any time", { type: "ExperimentalWarning" });`,
    );
    expect(printed).toBe("end\n");
  });

  it("prints every other warning as Node does", () => {
    const printed = warningsPrinted(
      `process.emitWarning("The fs.Stats constructor is deprecated", "DeprecationWarning");` +
        `process.emitWarning("Some other feature is an experimental feature", "ExperimentalWarning");` +
        `process.emitWarning("Web Crypto API misuse", "Warning");`,
    );
    expect(printed).toContain("DeprecationWarning: The fs.Stats constructor is deprecated");
    expect(printed).toContain("ExperimentalWarning: Some other feature is an experimental feature");
    expect(printed).toContain("Warning: Web Crypto API misuse");
  });

  it("leaves console.warn as it is: React Router 8's Vite servers no longer warn (envFile)", () => {
    const printed = warningsPrinted(
      `console.warn("The \`envFile\` option is deprecated"); console.warn("a warning of ours")`,
    );
    expect(printed).toBe("The `envFile` option is deprecated\na warning of ours\nend\n");
  });
});
