import { describe, expect, it } from "vitest";
import { isWarningLine, runCollectingWarnings } from "./build.js";

describe("the build's warning lines (npm run test:e2e fails on one)", () => {
  it("reads a quiet build's output, listings and all, as no warning", () => {
    // Lines of today's `react-router build`, the names that contain a warning's words included.
    const quiet = [
      "Using Vite Environment API",
      "vite v8.3.8 building client environment for production...",
      "transforming...",
      "✓ 602 modules transformed.",
      "rendering chunks...",
      "computing gzip size...",
      "build/client/assets/error-summary-BqXo8quW.js                 0.95 kB │ gzip:  0.53 kB",
      "build/client/assets/warning-banner-Cx1.js                     0.40 kB │ gzip:  0.30 kB",
      "build/client/assets/forms.client-CTlHO_Z-.js",
      "build/server/index.js                                    1,636.39 kB │ gzip: 423.04 kB │ map: 1,082.91 kB",
      "✓ 10 assets cleaned from React Router server build.",
      "✓ 2 assets moved from React Router server build to client assets.",
      "✓ built in 10.69s",
      "Prerender (html): /guider/feil-og-advarsler -> build/client/guider/feil-og-advarsler/index.html",
      "Prerender (data): /kort/remember-black -> build/client/kort/remember-black.data",
      "",
    ];
    expect(quiet.filter((line) => isWarningLine(line, "stdout"))).toEqual([]);
  });

  it("takes what bundlers, React Router and Node print when they warn, on either stream", () => {
    const warnings = [
      "(!) Some chunks are larger than 500 kB after minification. Consider:",
      "[PLUGIN_TIMINGS] Warning: Your build spent significant time in plugins.",
      "[EVAL] Warning: Use of `eval` function is strongly discouraged",
      "\u001b[33m[vite] warning: `envFile` is deprecated, use `envDir: false` instead\u001b[39m",
      "The `envFile` option is deprecated",
      "⚠️ React Router Future Flag Warning: The route module format is changing in v9.",
      "(node:4242) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
      "(node:4242) ExperimentalWarning: CommonJS module loading is an experimental feature",
      "npm warn config production Use `--omit=dev` instead.",
      "Error rendering /kredittkort: boom",
    ];
    for (const line of warnings) {
      expect(isWarningLine(line, "stdout"), line).toBe(true);
      expect(isWarningLine(line, "stderr"), line).toBe(true);
    }
  });

  it("takes any line on stderr, where a quiet build writes nothing, but not an empty one", () => {
    expect(
      isWarningLine("Browserslist: caniuse-lite is outdated. Please run: npx update-browserslist-db@latest", "stderr"),
    ).toBe(true);
    expect(isWarningLine("   ", "stderr")).toBe(false);
  });

  it("fails a command that exits 0 but printed a deliberate warning, and passes a quiet one", async () => {
    const warned = await runCollectingWarnings(
      process.execPath,
      [
        "-e",
        'console.log("✓ built in 1.00s"); process.emitWarning("The `envFile` option is deprecated", "DeprecationWarning")',
      ],
      { passThrough: false },
    );
    expect(warned.code).toBe(0);
    // Node adds its hint ("Use `node --trace-deprecation …`") on the next line: a warning line too.
    expect(warned.warnings[0]).toMatch(/DeprecationWarning: The `envFile` option is deprecated$/);

    const quiet = await runCollectingWarnings(process.execPath, ["-e", 'console.log("✓ built in 1.00s")'], {
      passThrough: false,
    });
    expect(quiet).toEqual({ code: 0, warnings: [] });

    const failed = await runCollectingWarnings(process.execPath, ["-e", "process.exit(3)"], { passThrough: false });
    expect(failed.code).toBe(3);
  });
});
