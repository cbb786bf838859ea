// @ts-check
// A module graph of the production build of its own, for host/render-check.js: it takes the cards a
// write would publish (replaceCards, as the server does after a commit) and renders everything that
// depends on them, while the process's own graph goes on serving the published cards untouched.
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

/** @type {{ buildFile: string, origin: string, pagePaths: string[], shard?: number, shards?: number }} */
const { buildFile, origin, pagePaths, shard = 0, shards = 1 } = workerData;

/** A page past this is no page a reader should be sent (20 000 highlights made 5,7 MB). */
const MAX_PAGE_BYTES = 1_000_000;

// The render's error is logged by entry.server's handleError as a JSON line (logLinesTo below): kept as the reason instead.
/** @type {string | null} */
let lastError = null;
const capture = (/** @type {unknown[]} */ ...args) => {
  try {
    const line = JSON.parse(String(args[0]));
    if (line.level === "error") lastError = line.errorMessage ?? line.msg;
  } catch {
    lastError = String(args[0]).slice(0, 300);
  }
};
console.error = capture;
console.log = () => undefined;

const { createRequestHandler } = await import("react-router");
const build = await import(pathToFileURL(buildFile).href);
/** @type {import("../app/host-exports").HostExports} */ (build.entry.module).logLinesTo(capture);
const render = createRequestHandler(build, "production");

// What depends on the cards is rendered from them alone: a loader that reaches for the database is a fault here.
/** @type {any} */
const services = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`the page asked for services.${String(key)} while rendered from cards alone`);
    },
  },
);

/**
 * @param {{ cards: unknown[], history: Array<[number, unknown[]]>, paying?: string[], cardPages?: string[] }} data
 * @returns {Promise<Array<{ path: string, reason: string }>>}
 */
async function check({ cards, history, paying, cardPages = [] }) {
  build.entry.module.replaceCards(cards, new Map(history));
  if (paying) build.entry.module.replacePayingCards(paying);
  /** @type {Array<{ path: string, status: number }>} */
  const requests = [
    ...[...new Set([...pagePaths, ...cardPages])].map((path) => ({ path, status: 200 })),
    ...build.entry.module.cardDependentRequests(cards),
  ].filter((_, index) => index % shards === shard);
  /** @type {Array<{ path: string, reason: string }>} */
  const problems = [];
  for (const { path, status } of requests) {
    lastError = null;
    try {
      const response = await render(new Request(`${origin}${path}`), { services, clientAddress: "127.0.0.1" });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== status) problems.push({ path, reason: lastError ?? `svarte ${response.status}` });
      else if (bytes > MAX_PAGE_BYTES)
        problems.push({
          path,
          reason: `ble ${Math.round(bytes / 1000)} kB, over grensen på ${MAX_PAGE_BYTES / 1000} kB`,
        });
    } catch (error) {
      problems.push({ path, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  // Every card on sale found by its name: one pass over the names, each worker its share (not a request per name).
  problems.push(...build.entry.module.cardsNotFoundByName({ shard, shards }));
  if (shard === 0) {
    try {
      build.entry.module.sitemapXml(pagePaths);
    } catch (error) {
      problems.push({ path: "/sitemap.xml", reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return problems;
}

// One check at a time: a second write's cards must not replace the first's halfway through its pages.
/** @type {Promise<unknown>} */
let previous = Promise.resolve();
parentPort?.on(
  "message",
  (
    /** @type {{ id: number, cards: unknown[], history: Array<[number, unknown[]]>, paying?: string[], cardPages?: string[] }} */ message,
  ) => {
    previous = previous.then(async () => {
      let problems;
      try {
        problems = await check(message);
      } catch (error) {
        problems = [{ path: "", reason: error instanceof Error ? error.message : String(error) }];
      }
      parentPort?.postMessage({ id: message.id, problems });
    });
  },
);
parentPort?.postMessage({ ready: true });
