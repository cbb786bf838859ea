// @ts-check
// For tests/e2e/page-css-table.spec.ts, in a process of its own (the spec loads lightningcss for its measure):
// renders pages with the production build as host/app.js does (createRequestHandler, a Request, the load
// context), and writes each page's inline CSS with what it was cut for (the page's vocabulary and the text
// that may read custom properties), then the files of lightningcss the process has loaded: none may be, as
// the server cuts from the build's table. Then, to show the check sees it, it loads lightningcss and looks again.
//
//   node tests/e2e/page-css-render.js <build/server/index.js> <out.json> <path>... [--card-pages]
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const [buildFile = "", outFile = "", ...paths] = process.argv.slice(2);
process.env.NODE_ENV = "production";

const { createRequestHandler } = await import("react-router");
const build = await import(pathToFileURL(buildFile).href);
const render = createRequestHandler(build, "production");
// The pages here need no database: a page that reaches for a service fails.
/** @type {any} */
const services = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`a page asked for services.${String(key)}`);
    },
  },
);

const pages = [];
const cardPages = paths.includes("--card-pages") ? build.entry.module.cardPagePaths() : [];
for (const urlPath of [...paths.filter((urlPath) => urlPath !== "--card-pages"), ...cardPages]) {
  const response = await render(
    new Request(`http://localhost:3000${urlPath}`),
    build.entry.module.loadContext(services, "127.0.0.1"),
  );
  const html = await response.text();
  const style = /<style>([\s\S]*?)<\/style>/.exec(html);
  if (!style) {
    pages.push({ path: urlPath, status: response.status, css: null });
    continue;
  }
  // The document as it was before its stylesheet was inlined (app/entry.server.tsx, inlineStylesheets).
  const before = html.replace(style[0], '<link rel="stylesheet" href="/assets/page.css"/>');
  const { vocabulary, readers } = build.entry.module.pageCssInputs(before);
  pages.push({
    path: urlPath,
    status: response.status,
    css: (style[1] ?? "").replace(/<\\\/style/gi, "</style"),
    classes: [...vocabulary.classes],
    tags: [...vocabulary.tags],
    words: [...vocabulary.words],
    readers,
  });
}

const require = createRequire(import.meta.url);
/** lightningcss's files in this process: its native module as loaded, and its JavaScript as required. */
const lightningcssFiles = () =>
  [
    .../** @type {{ sharedObjects: string[] }} */ (/** @type {unknown} */ (process.report.getReport())).sharedObjects,
    ...Object.keys(require.cache),
  ].filter((file) => file.includes("lightningcss"));
const whileServing = lightningcssFiles();
await import("lightningcss");
writeFileSync(outFile, JSON.stringify({ pages, whileServing, afterLoadingIt: lightningcssFiles() }));
