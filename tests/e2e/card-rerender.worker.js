// @ts-check
// One module graph of the production build, for tests/e2e/card-rerender.spec.ts: each worker thread
// imports build/server/index.js afresh, so a value computed once at import cannot leak from one
// scenario into the other. Renders every path as host/app.js's renderAll does (createRequestHandler,
// a Request to origin + path, the load context) and posts the responses back.
//
//   fresh  the build starts from `cards` and `history` (content/cards.ts's initialData() reads the global below)
//   live   the build starts from its first version, renders, takes `cards` and `history` by replaceCards (as
//          the card store does when an editor publishes), renders again, then takes `original` back and
//          renders a third time
//   first  the build's own first version, rendered once (what the host renders at start from the same cards)
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

/**
 * @typedef {{ status: number, type: string, body: string }} Rendered
 * @typedef {Record<string, Rendered>} Renders
 */

/**
 * `feed` and `paying`: the feed's status and the paying cards, as an instance holds them (optional).
 * @type {{ scenario: "fresh" | "live" | "first", buildFile: string, origin: string, paths: string[], sitemapPaths: string[], cards: unknown[], history: Array<[number, unknown[]]>, original: unknown[], feed?: { lastGoodAt: string | null }, paying?: number[] }}
 */
const { scenario, buildFile, origin, paths, sitemapPaths, cards, history, original, feed, paying } = workerData;

process.env.NODE_ENV = "production";
if (scenario === "fresh") /** @type {any} */ (globalThis)[Symbol.for("kortvalg.initialCards")] = { cards, history };

const { createRequestHandler } = await import("react-router");
const build = await import(pathToFileURL(buildFile).href);
const render = createRequestHandler(build, "production");
if (feed) build.entry.module.installFeedStatus(feed);
if (paying) build.entry.module.replacePayingCards(paying);

// Prerendered pages are rendered again with no database at hand: a page that reaches for a service fails here.
/** @type {any} */
const services = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`a page rendered again asked for services.${String(key)}`);
    },
  },
);

/** @returns {Promise<Renders>} */
async function renderAll() {
  /** @type {Renders} */
  const rendered = {};
  for (const urlPath of paths) {
    const response = await render(
      new Request(`${origin}${urlPath}`),
      build.entry.module.loadContext(services, "127.0.0.1"),
    );
    const type = response.headers.get("Content-Type") ?? "";
    const bytes = Buffer.from(await response.arrayBuffer());
    // Text as text (readable diffs); anything else (the PDF) byte for byte.
    rendered[urlPath] = {
      status: response.status,
      type,
      body: bytes.toString(/^text\/|json|xml/.test(type) ? "utf8" : "latin1"),
    };
  }
  rendered["sitemap.xml"] = { status: 200, type: "application/xml", body: build.entry.module.sitemapXml(sitemapPaths) };
  return rendered;
}

if (scenario === "fresh" || scenario === "first") {
  parentPort?.postMessage({ after: await renderAll() });
} else {
  const before = await renderAll();
  build.entry.module.replaceCards(cards, new Map(history));
  const after = await renderAll();
  build.entry.module.replaceCards(original, new Map());
  const back = await renderAll();
  parentPort?.postMessage({ before, after, back });
}
