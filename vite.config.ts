import { readFile } from "node:fs/promises";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { minifySync } from "rolldown/experimental";
import { defineConfig, type Plugin } from "vite";

/**
 * `import code from "./x.js?inline-script"`: the file's code, minified, as a string, for scripts
 * written into the page (app/components/inline-script.tsx).
 */
function inlineScripts(): Plugin {
  const suffix = "?inline-script";
  return {
    name: "kortvalg-inline-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    async load(id) {
      if (!id.endsWith(suffix)) return null;
      const file = id.slice(0, -suffix.length);
      this.addWatchFile(file);
      const { code, errors } = minifySync(file, await readFile(file, "utf8"));
      if (errors?.length) this.error(`${file}: ${errors.map((error) => error.message).join("; ")}`);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

/**
 * `import code from "./x.ts?inline-bundle"`: the file and what it imports from packages, bundled by
 * rolldown into one minified script, as a string for <InlineScript>. For the back office's passkey
 * script, which needs @simplewebauthn/browser (public pages keep to ?inline-script and ?url).
 */
function inlineBundles(): Plugin {
  const suffix = "?inline-bundle";
  return {
    name: "kortvalg-inline-bundles",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    async load(id) {
      if (!id.endsWith(suffix)) return null;
      const file = id.slice(0, -suffix.length);
      const { rolldown } = await import("rolldown");
      const bundle = await rolldown({ input: file, platform: "browser", logLevel: "warn" });
      try {
        const { output } = await bundle.generate({ format: "iife", minify: true });
        for (const watched of await bundle.watchFiles) this.addWatchFile(watched);
        return `export default ${JSON.stringify(output[0].code)};`;
      } finally {
        await bundle.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [inlineScripts(), inlineBundles(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Scripts are always files (never data: URLs), so the Content Security Policy can stay strict.
    assetsInlineLimit: (filePath) => (filePath.endsWith(".js") ? false : undefined),
  },
});
