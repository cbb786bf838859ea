// @ts-check
// A process with the production build of its own, forked by host/render-check.js: it takes the cards a
// write would publish (replaceCards, as the server does after a commit) and renders everything that
// depends on them, while the server goes on serving the published cards untouched. Its first message
// says which build and which share of the pages; each one after it is a write to check.
import { once } from "node:events";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { etagOf, QUICK_BROTLI_QUALITY } from "./precompressed.js";

const send = process.send?.bind(process);
if (!send) throw new Error("host/render-check.worker.js is forked by host/render-check.js, not run on its own");
// The server gone (ended, crashed, killed with -9): so is its check. Nothing here is worth finishing.
process.on("disconnect", () => process.exit(0));

// A message that comes before a listener is lost: the server sends which build and pages once asked.
const told = once(process, "message");
send({ listening: true });
/** @type {[{ buildFile: string, origin: string, pagePaths: string[], shard?: number, shards?: number }]} */
const [{ buildFile, origin, pagePaths, shard = 0, shards = 1 }] = /** @type {any} */ (await told);

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
 * @typedef {{ path: string, csp: string, etag: string, body: Buffer, consentedEtag: string, consentedBody: Buffer }} CheckedPage
 * @typedef {{ pages: CheckedPage[], paying: number[], date: string | null }} HandedOver
 */

/**
 * @param {{ cards: unknown[], history: Array<[number, unknown[]]>, paying?: number[], cardPages?: string[], feed?: { lastGoodAt: string | null }, handOver?: boolean }} data
 *   `feed`: the status the committed snapshot will carry, so the pages are an instance's; `handOver`: keep
 *   the pages an instance serves from memory (the prerendered ones and the card pages), compressed, for it.
 * @returns {Promise<{ problems: Array<{ path: string, reason: string }>, handedOver: HandedOver | null }>}
 */
async function check({ cards, history, paying, cardPages = [], feed, handOver = false }) {
  const lifecycle = build.entry.module;
  lifecycle.replaceCards(cards, new Map(history));
  if (paying) lifecycle.replacePayingCards(paying);
  if (feed) lifecycle.installFeedStatus(feed);
  const pages = [...new Set([...pagePaths, ...cardPages])];
  const served = new Set(pages);
  const date = lifecycle.osloDate(new Date());
  /** @type {Array<Promise<CheckedPage>>} */
  const kept = [];
  /** @type {Array<{ path: string, status: number }>} */
  // A prerendered card page whose card has moved answers 301 (the host then leaves it to the router).
  const requests = [
    ...pages.map((path) => ({ path, status: lifecycle.prerenderedStatus(path) })),
    ...lifecycle.cardDependentRequests(cards),
  ].filter((_, index) => index % shards === shard);
  /** @type {Array<{ path: string, reason: string }>} */
  const problems = [];
  for (const { path, status } of requests) {
    lastError = null;
    try {
      const response = await render(
        new Request(`${origin}${path}`),
        build.entry.module.loadContext(services, "127.0.0.1"),
      );
      const body = Buffer.from(await response.arrayBuffer());
      const bytes = body.byteLength;
      if (response.status !== status) problems.push({ path, reason: lastError ?? `svarte ${response.status}` });
      else if (bytes > MAX_PAGE_BYTES)
        problems.push({
          path,
          reason: `ble ${Math.round(bytes / 1000)} kB, over grensen på ${MAX_PAGE_BYTES / 1000} kB`,
        });
      else if (handOver && served.has(path) && status === 200) kept.push(checkedPage(path, body.toString("utf8")));
    } catch (error) {
      problems.push({ path, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  // Every card on sale found by its name: one pass over the names, each worker its share (not a request per name).
  problems.push(...build.entry.module.cardsNotFoundByName({ shard, shards }));
  if (shard === 0) {
    try {
      lifecycle.sitemapXml(pagePaths);
    } catch (error) {
      problems.push({ path: "/sitemap.xml", reason: error instanceof Error ? error.message : String(error) });
    }
  }
  if (!handOver || !feed || problems.length > 0) return { problems, handedOver: null };
  // Rendered across midnight: which date a page has is not known, so none is vouched for.
  const sameDay = lifecycle.osloDate(new Date()) === date;
  return {
    problems,
    handedOver: { pages: await Promise.all(kept), paying: lifecycle.payingCardIds(), date: sameDay ? date : null },
  };
}

const brotli = promisify(brotliCompress);

/**
 * A page as the fast path keeps it (host/fast-path.js, pageInBackground): its CSP, and its bytes with and
 * without the consent banner, each with its ETag, compressed at the quick Brotli quality on the thread pool
 * while the next page renders.
 * @param {string} path @param {string} html @returns {Promise<CheckedPage>}
 */
async function checkedPage(path, html) {
  const lifecycle = build.entry.module;
  const fresh = Buffer.from(html);
  const consented = Buffer.from(lifecycle.withoutConsentBanner(html));
  const compress = (/** @type {Buffer} */ bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  const [body, consentedBody] = await Promise.all([compress(fresh), compress(consented)]);
  return {
    path,
    csp: lifecycle.contentSecurityPolicy(html),
    etag: etagOf(fresh),
    body,
    consentedEtag: etagOf(consented),
    consentedBody,
  };
}

// One check at a time: a second write's cards must not replace the first's halfway through its pages.
/** @type {Promise<unknown>} */
let previous = Promise.resolve();
process.on(
  "message",
  (
    /** @type {{ id: number, cards: unknown[], history: Array<[number, unknown[]]>, paying?: number[], cardPages?: string[], feed?: { lastGoodAt: string | null }, handOver?: boolean }} */ message,
  ) => {
    previous = previous.then(async () => {
      let answer;
      try {
        answer = await check(message);
      } catch (error) {
        answer = { problems: [{ path: "", reason: error instanceof Error ? error.message : String(error) }] };
      }
      send({ id: message.id, ...answer });
    });
  },
);
send({ ready: true });
