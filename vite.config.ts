import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { transformSync } from "rolldown/experimental";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { stylesheetTable } from "./app/shared/http/page-css-table.build.ts";
import { PAGE_CSS_TABLES_FILE, type PageCssTables } from "./app/shared/http/page-css.server.ts";

type PluginContext = Rollup.PluginContext;

/**
 * A module `<file><suffix>` whose default export is a string made from the file by `make` (with the
 * plugin context, to watch what it reads).
 */
function stringModules(
  name: string,
  suffix: string,
  make: (this: PluginContext, file: string) => Promise<string>,
): Plugin {
  return {
    name,
    enforce: "pre",
    resolveId: resolveWithSuffix(suffix),
    load: {
      filter: suffixFilter(suffix),
      async handler(id) {
        return `export default ${JSON.stringify(await make.call(this, id.slice(0, -suffix.length)))};`;
      },
    },
  };
}

/**
 * Only ids ending in `suffix` reach a hook: the bundler tests the filter itself, so the thousands of other
 * imports a build resolves never call into JavaScript (rolldown's hook filters; each call crosses from Rust).
 */
function suffixFilter(suffix: string) {
  return { id: new RegExp(`${suffix.replace(/[?.]/g, "\\$&")}$`) };
}

/** `resolveId` of `<file><suffix>`: the file resolved as any import is, the suffix kept. */
function resolveWithSuffix(suffix: string): Plugin["resolveId"] {
  return {
    filter: suffixFilter(suffix),
    async handler(source, importer) {
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
  };
}

/** What browser scripts may use: the browsers of the last few years (docs/decisions/0013-typed-browser-code.md). */
const BROWSER_TARGET = "es2022";

/**
 * A browser script (`*.client.ts`) with the modules it imports, bundled by rolldown into one minified
 * classic script (an IIFE: its names stay out of the page's global scope).
 */
async function bundleScript(this: PluginContext, file: string): Promise<string> {
  const { rolldown } = await import("rolldown");
  const bundle = await rolldown({
    input: file,
    platform: "browser",
    logLevel: "warn",
    transform: { target: BROWSER_TARGET },
  });
  try {
    const { output } = await bundle.generate({ format: "iife", minify: true });
    for (const watched of await bundle.watchFiles) this.addWatchFile(watched);
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * `import code from "./x.client.ts?inline-script"`: the script bundled (bundleScript), as a string for
 * scripts written into the page (app/shared/ui/inline-script.tsx).
 */
export const inlineScripts = () => stringModules("kortvalg-inline-scripts", "?inline-script", bundleScript);

/**
 * `import source from "./x.client.ts?client-source"`: the script's own text without its types, comments
 * kept, for the words that decide a page's CSS (app/entry.server.tsx, vocabularyOf).
 */
export const clientSources = () =>
  stringModules("kortvalg-client-sources", "?client-source", async function (file) {
    this.addWatchFile(file);
    const { code, errors } = transformSync(file, await readFile(file, "utf8"));
    if (errors.length) this.error(`${file}: ${errors.map((error) => error.message).join("; ")}`);
    return code;
  });

/**
 * `import src from "./x.client.ts?client"`: the script bundled (bundleScript) and served as a file of its
 * own, by its hashed URL, like `?url`. The bundle is written to node_modules/.cache and handed to Vite's
 * own `?url`, so hashing, naming and the client and server builds stay Vite's.
 */
export function clientScripts(): Plugin {
  const suffix = "?client";
  const folder = path.resolve("node_modules/.cache/kortvalg-client");
  return {
    name: "kortvalg-client-scripts",
    enforce: "pre",
    resolveId: resolveWithSuffix(suffix),
    load: {
      filter: suffixFilter(suffix),
      async handler(id) {
        const file = id.slice(0, -suffix.length);
        const code = await bundleScript.call(this, file);
        const out = path.join(folder, path.basename(file).replace(/\.ts$/, ".js"));
        await mkdir(folder, { recursive: true });
        const previous = await readFile(out, "utf8").catch(() => null);
        if (previous !== code) {
          // Written whole, then renamed: a build reading the file meanwhile never sees half of it.
          await writeFile(`${out}.${process.pid}`, code);
          await rename(`${out}.${process.pid}`, out);
        }
        return `export { default } from ${JSON.stringify(`${out}?url`)};`;
      },
    },
  };
}

/**
 * The client build's stylesheets as rule tables (app/shared/http/page-css-table.build.ts), written beside the
 * server build as `page-css-tables.json`: the server cuts each page's CSS from them without a CSS parser
 * (docs/decisions/0035-page-css-rule-table.md). Made in the server build, which React Router runs after the
 * client build has written its assets.
 */
export function pageCssTables(): Plugin {
  let clientAssets = "";
  return {
    name: "kortvalg-page-css-tables",
    applyToEnvironment: (environment) => environment.name === "ssr",
    configResolved(config) {
      const outDir = config.environments.client?.build.outDir ?? "build/client";
      clientAssets = path.resolve(config.root, outDir, "assets");
    },
    async generateBundle(_options, bundle) {
      const tables: PageCssTables = { tables: [], files: {} };
      const byTable = new Map<string, number>();
      const add = (file: string, css: string) => {
        const table = stylesheetTable(css);
        const key = JSON.stringify(table);
        let index = byTable.get(key);
        if (index === undefined) {
          index = tables.tables.push(table) - 1;
          byTable.set(key, index);
        }
        tables.files[`/assets/${path.basename(file)}`] = index;
      };
      for (const file of (await readdir(clientAssets)).filter((name) => name.endsWith(".css")).sort())
        add(file, await readFile(path.join(clientAssets, file), "utf8"));
      // The server's own imports of the stylesheet (`?url`, for the dialogs' fragments): React Router moves
      // those files to the client's assets after this build.
      for (const asset of Object.values(bundle))
        if (asset.type === "asset" && asset.fileName.endsWith(".css"))
          add(asset.fileName, typeof asset.source === "string" ? asset.source : Buffer.from(asset.source).toString());
      this.emitFile({ type: "asset", fileName: PAGE_CSS_TABLES_FILE, source: JSON.stringify(tables) });
    },
  };
}

export default defineConfig({
  plugins: [inlineScripts(), clientSources(), clientScripts(), tailwindcss(), reactRouter(), pageCssTables()],
  resolve: { tsconfigPaths: true },
  build: {
    // Scripts are always files (never data: URLs), so the Content Security Policy can stay strict.
    assetsInlineLimit: (filePath) => (filePath.endsWith(".js") ? false : undefined),
    // Rolldown's report of plugins taking most of the build (PLUGIN_TIMINGS) is off: it named React Router's
    // prerendering and Tailwind's one pass over the sources, work the build is for, and a newcomer read the
    // block of yellow text as a failure (issue 32; docs/decisions/0019, stop 45).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    // The server build is held in every instance's memory as source and compiled code
    // (docs/decisions/0023-instance-memory.md): without whitespace and dead code, and in ASCII, so V8 keeps
    // its source one byte a character (a single "–" made the whole 1,9 MB file two bytes a character).
    // Names are kept, and a source map is written beside it (hidden: nothing in the build points to it), which
    // the server reads only when it logs an error, to name the source file and line
    // (app/shared/server/stack-frames.server.ts). Without the sources' text: the map only locates.
    ssr: {
      // zod and drizzle-orm bundled into that build, minified with it: the app alone uses them, and from
      // node_modules an instance held their sources as written (95 and 108 files, 1,1 MB with comments and
      // code it never runs). By turns on PostgreSQL: idle RSS some 5 MB lower (decision 0023, stop 45).
      resolve: { noExternal: ["zod", "drizzle-orm"] },
      build: {
        sourcemap: "hidden",
        rolldownOptions: {
          output: {
            minify: { compress: true, mangle: false, codegen: { removeWhitespace: true, asciiOnly: true } },
            sourcemapExcludeSources: true,
          },
        },
      },
    },
  },
});
