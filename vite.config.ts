import { readFile } from "node:fs/promises";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { minifySync } from "rolldown/experimental";
import { defineConfig, type Plugin, type Rollup } from "vite";

type PluginContext = Rollup.PluginContext;

/**
 * A module `<file><suffix>` whose default export is a string made from the file by `make` (with the
 * plugin context, to watch what it reads).
 */
function stringModules(name: string, suffix: string, make: (this: PluginContext, file: string) => Promise<string>): Plugin {
  return {
    name,
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    async load(id) {
      if (!id.endsWith(suffix)) return null;
      return `export default ${JSON.stringify(await make.call(this, id.slice(0, -suffix.length)))};`;
    },
  };
}

/**
 * `import code from "./x.js?inline-script"`: the file's code, minified, as a string, for scripts
 * written into the page (app/shared/ui/inline-script.tsx).
 */
const inlineScripts = () =>
  stringModules("kortvalg-inline-scripts", "?inline-script", async function (file) {
    this.addWatchFile(file);
    const { code, errors } = minifySync(file, await readFile(file, "utf8"));
    if (errors?.length) this.error(`${file}: ${errors.map((error) => error.message).join("; ")}`);
    return code;
  });

/**
 * `import code from "./x.ts?inline-bundle"`: the file and what it imports from packages, bundled by
 * rolldown into one minified script, as a string for <InlineScript>. For the back office's passkey
 * script, which needs @simplewebauthn/browser (public pages keep to ?inline-script and ?url).
 */
const inlineBundles = () =>
  stringModules("kortvalg-inline-bundles", "?inline-bundle", async function (file) {
    const { rolldown } = await import("rolldown");
    const bundle = await rolldown({ input: file, platform: "browser", logLevel: "warn" });
    try {
      const { output } = await bundle.generate({ format: "iife", minify: true });
      for (const watched of await bundle.watchFiles) this.addWatchFile(watched);
      return output[0].code;
    } finally {
      await bundle.close();
    }
  });

export default defineConfig({
  plugins: [inlineScripts(), inlineBundles(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Scripts are always files (never data: URLs), so the Content Security Policy can stay strict.
    assetsInlineLimit: (filePath) => (filePath.endsWith(".js") ? false : undefined),
  },
});
