// @ts-check
// The hot path: prerendered pages, hashed assets and the not-found page, answered from memory by a plain
// Node request listener, before Express. Measured on a 2-core machine at 100 connections, Express's
// middleware chain alone capped these at about 3 500 requests/s with a p99 over 60 ms; a raw listener
// does several times that (docs/decisions/0004-serving-fast.md). Everything else falls through to Express.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { etagOf, fromBrotli, precompress, precompressInBackground, QUICK_BROTLI_QUALITY } from "./precompressed.js";
import { routePattern } from "./route-patterns.js";

/** Sent on every response, here and by Express (host/app.js). */
export const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Our pages, scripts and images are for our own pages: another site may link to them, not embed them.
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * The headers of a page this path serves: a page the same for every reader (prerendered, a market card's, the
 * list's pages, not-found), holding no session and no reader's data.
 * - Its CSP says frame-ancestors 'none', which every browser we serve obeys in place of X-Frame-Options: the
 *   page goes without it, and its first round trip keeps the bytes (page-weight spec).
 * - No Cross-Origin-Opener-Policy: it puts the page in a browsing context group of its own, which costs a new
 *   renderer process on arrival (Chrome on Android isolates a site that sends it). Lighthouse read an empty
 *   page's blocking time at a median of 4 ms without it and 18 ms with it, and a card page's at 14 and 75 ms
 *   (decision 0004, stop 49). What it guards, a window another site opened keeping its hold on ours, guards
 *   nothing here; the back office and a reader's own pages (Express) keep it.
 */
const PAGE_SECURITY_HEADERS = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(
    ([name]) => name !== "X-Frame-Options" && name !== "Cross-Origin-Opener-Policy",
  ),
);

const TYPES = /** @type {Record<string, string>} */ ({
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
});

/**
 * @typedef {import("./precompressed.js").Precompressed} Precompressed
 * @typedef {{ csp: string, fresh: Precompressed, consented: Precompressed }} Page
 * @typedef {Pick<import("../app/host-exports").HostExports, "contentSecurityPolicy" | "hasConsentChoice" | "withoutConsentBanner">} HtmlPolicy
 */

/**
 * Pages the build does not hold, rendered on their first request and kept (the market's card pages,
 * decision 0030): `serves(urlPath)` says whether a path is one, `render` gives its HTML (null: not a
 * page after all), `fallback` answers a request whose render failed, `maxBytes` bounds what is kept.
 * `keptUrl` gives the one spelling of an address with a query whose page is kept the same way (a sort or a
 * page of the card list), or null to leave the request to Express; every spelling is served that spelling's page.
 * @typedef {{
 *   serves: (urlPath: string) => boolean,
 *   render: (urlPath: string) => Promise<string | null>,
 *   fallback: import("node:http").RequestListener,
 *   maxBytes: number,
 *   keptUrl?: (pathname: string, search: string) => string | null,
 * }} OnDemandPages
 */

/**
 * @param {{ clientDir: string, routePaths: string[], expressPaths: string[], policy: HtmlPolicy, renderNotFound: () => Promise<Response>, onRequest: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void, onDemand?: OnDemandPages }} options
 *   `policy`: the app's, from the build (app/entry.server.tsx), so a page from memory gets what a rendered one does.
 */
export function createFastPath({ clientDir, routePaths, expressPaths, policy, renderNotFound, onRequest, onDemand }) {
  const { contentSecurityPolicy, hasConsentChoice } = policy;
  // Every route but the catch-all, as a pattern: a path that matches none of them is not found.
  const knownRoutes = routePaths.filter((routePath) => !routePath.includes("*")).map(routePattern);
  const assetsDir = path.join(clientDir, "assets");
  // Every file is listed once at start, and only listed files are ever read and kept: a request for a
  // path that does not exist stores nothing, so memory stays bounded whatever URLs a client sends.
  const files = listFiles(clientDir);
  /** @type {Map<string, string>} url path -> its prerendered index.html */
  const pageFiles = new Map(
    pagesOf(files).map((urlPath) => [urlPath, path.join(clientDir, urlPath === "/" ? "" : urlPath, "index.html")]),
  );
  const assetNames = new Set(
    files.filter((file) => file.startsWith("/assets/")).map((file) => file.slice("/assets/".length)),
  );
  /** @type {Map<string, Page>} */
  const pages = new Map();
  /** @type {Map<string, Precompressed>} */
  const assets = new Map();
  // Other files in build/client (favicon, images, manifest): Express's static handler serves them.
  const otherFiles = new Set(files.filter((file) => !file.startsWith("/assets/") && !file.endsWith("/index.html")));
  // Paths Express answers itself (health checks, sitemap): never "not found".
  for (const expressPath of expressPaths) otherFiles.add(expressPath);
  /** @type {Page | null} */
  let notFound = null;

  /** @param {string} urlPath @returns {Page | null} */
  function page(urlPath) {
    const file = pageFiles.get(urlPath);
    if (!file) return null;
    let found = pages.get(urlPath);
    if (!found) pages.set(urlPath, (found = pageFrom(policy, readFileSync(file, "utf8"))));
    return found;
  }

  /**
   * The ETag of the HTML a page serves now: the build's file, or what replaced it. A page rendered again is
   * told from the one served by this digest, not by keeping its HTML: the strings held an idle instance's
   * heap some 1,1 MB (11 card pages whose date changes, two bytes a character; decision 0023, stop 45).
   * @param {string} urlPath @param {string} file
   */
  function servedEtag(urlPath, file) {
    return pages.get(urlPath)?.fresh.etag ?? etagOf(readFileSync(file));
  }

  /**
   * Takes freshly rendered HTML for prerendered paths and serves it from now on. Pages whose HTML did
   * not change keep their compressed bodies; the changed ones are compressed in the background first,
   * then all are swapped in at once, so no request sees half of an update. With `quick`, they go out
   * compressed at a fast Brotli quality and are swapped again for the best one as each is ready
   * (`best` settles then): a change is served in milliseconds rather than after seconds of Brotli 11.
   * @param {Map<string, string>} htmlByPath
   * @param {{ quick?: boolean }} [options]
   * @returns {Promise<{ changed: string[], best: Promise<void> }>}
   */
  async function replacePages(htmlByPath, { quick = false } = {}) {
    const changed = [...htmlByPath].filter(([urlPath, html]) => {
      const file = pageFiles.get(urlPath);
      return file !== undefined && servedEtag(urlPath, file) !== etagOf(html);
    });
    const ready = await Promise.all(
      changed.map(
        async ([urlPath, html]) => /** @type {const} */ ([urlPath, await pageInBackground(policy, html, quick)]),
      ),
    );
    for (const [urlPath, entry] of ready) pages.set(urlPath, entry);
    // In the one queue of best compressions (bestOneAtATime): the pages are already out at the quick quality.
    const best = quick
      ? Promise.all(
          changed
            .filter((_, index) => bestCompressionPays(/** @type {Page} */ (ready[index]?.[1])))
            .map(([urlPath, html]) => {
              const etag = etagOf(html);
              const current = () => pages.get(urlPath)?.fresh.etag === etag;
              return bestOneAtATime(async () => {
                // A later change may have replaced this page meanwhile: only the current HTML is compressed and swapped.
                if (!current()) return;
                const entry = await pageInBackground(policy, html, false, { oneAtATime: true });
                if (current()) pages.set(urlPath, entry);
              });
            }),
        ).then(() => undefined)
      : Promise.resolve();
    return { changed: changed.map(([urlPath]) => urlPath), best };
  }

  /**
   * Every compression at the best quality this process does in the background, one after the other, in
   * the order asked. Brotli 11 costs 100 ms and more a page; started at once for each page rendered on
   * request, 300 of them filled libuv's pool, and a reader's page waited behind them for its quick
   * compression (a card page took 113–204 ms with the market where its render takes 15: decision 0030).
   */
  const bestOneAtATime = serialQueue();

  /**
   * Pages rendered on request, least recently served first, with their bytes; never more than `maxBytes` in
   * all. `best`: a page handed over by the write's check, whose best compression is queued when first served.
   * @type {Map<string, { page: Page, bytes: number, best?: () => string }>}
   */
  const renderedOnRequest = new Map();
  let renderedOnRequestBytes = 0;
  /** @type {Map<string, Promise<Page | null>>} */
  const renderingOnRequest = new Map();
  // Bumped when the data changes: a render begun before it is served to those who asked then, never kept.
  let dataGeneration = 0;
  /**
   * Counted since start, for the admin socket's `memory`: the pages rendered here, those handed over, and the
   * kept pages compressed again at the best quality.
   */
  const counts = { rendered: 0, handedOver: 0, compressedBest: 0 };
  /** While the pages handed over for the data now served are being taken: settles when they are. @type {Promise<void> | null} */
  let handingOver = null;

  /** Forgets the pages rendered on request: the data they were made from has changed. */
  function forgetRenderedOnRequest() {
    dataGeneration++;
    renderedOnRequest.clear();
    renderedOnRequestBytes = 0;
    renderingOnRequest.clear();
    handingOver = null;
  }

  /** @param {string} urlPath @param {Page} page @param {() => string} [best] */
  function keepRenderedOnRequest(urlPath, page, best) {
    // What is held: Brotli and gzip, or the Brotli handed over alone (host/precompressed.js).
    const bytes = page.fresh.held + page.consented.held;
    const before = renderedOnRequest.get(urlPath);
    if (before) renderedOnRequestBytes -= before.bytes;
    renderedOnRequest.delete(urlPath);
    renderedOnRequest.set(urlPath, best ? { page, bytes, best } : { page, bytes });
    renderedOnRequestBytes += bytes;
    for (const [oldest, entry] of renderedOnRequest) {
      if (renderedOnRequestBytes <= (onDemand?.maxBytes ?? 0)) break;
      renderedOnRequest.delete(oldest);
      renderedOnRequestBytes -= entry.bytes;
    }
  }

  /**
   * Queues the best compression of a kept page, to replace it when ready: skipped if by its turn the page was
   * let go or the data changed (a sync that touched every card), not worth a Brotli 11 then.
   * @param {string} urlPath @param {Page} page @param {() => string} html
   */
  function compressBestLater(urlPath, page, html) {
    if (!bestCompressionPays(page)) return;
    const generation = dataGeneration;
    const current = () => generation === dataGeneration && renderedOnRequest.get(urlPath)?.page === page;
    void bestOneAtATime(async () => {
      if (!current()) return;
      const best = await pageInBackground(policy, html(), false, { oneAtATime: true, brotliOnly: true });
      counts.compressedBest++;
      if (current()) keepRenderedOnRequest(urlPath, best);
    }).catch(() => undefined); // the one kept stays: bigger, still correct
  }

  /**
   * Takes the pages the write's check rendered for the data now served (decision 0030, stop 44): kept as
   * pages rendered on request are, within the same bound, their best compression queued when first served.
   * Until `done`, a request for a card page not yet kept waits for them (at most HAND_OVER_WAIT_MS) rather than
   * rendering it. Once the data changes again, nothing more is kept.
   */
  function handOver() {
    const generation = dataGeneration;
    /** @type {() => void} */
    let finish = () => undefined;
    const taking = new Promise((/** @type {(value?: void) => void} */ resolve) => (finish = resolve));
    handingOver = taking;
    return {
      /** @param {string} urlPath @param {Page} page @param {() => string} html the page's HTML, for its best compression */
      keep(urlPath, page, html) {
        if (generation !== dataGeneration || !onDemand?.serves(urlPath)) return false;
        keepRenderedOnRequest(urlPath, page, html);
        counts.handedOver++;
        return true;
      },
      done() {
        if (handingOver === taking) handingOver = null;
        finish();
      },
    };
  }

  /**
   * A page rendered on request: kept, or rendered now (one render per path at a time), served at once at a
   * quick compression and swapped for the best one when that is ready.
   * @param {OnDemandPages} pages @param {string} urlPath @returns {Promise<Page | null>}
   */
  function pageOnRequest(pages, urlPath) {
    const kept = renderedOnRequest.get(urlPath);
    if (kept) {
      renderedOnRequest.delete(urlPath);
      renderedOnRequest.set(urlPath, kept);
      if (kept.best) {
        compressBestLater(urlPath, kept.page, kept.best);
        delete kept.best;
      }
      return Promise.resolve(kept.page);
    }
    const inFlight = renderingOnRequest.get(urlPath);
    if (inFlight) return inFlight;
    // The check's pages are on their way: this one is likely among them, and rendering it would be for nothing.
    if (handingOver && !urlPath.includes("?")) {
      const waited = handingOver;
      return Promise.race([waited, delay(HAND_OVER_WAIT_MS)]).then(() => {
        if (handingOver === waited) handingOver = null; // slow: rendered, as before the hand-over
        return pageOnRequest(pages, urlPath);
      });
    }
    const generation = dataGeneration;
    const rendering = (async () => {
      const html = await pages.render(urlPath);
      if (html === null) return null;
      counts.rendered++;
      const quick = await pageInBackground(policy, html, true, { brotliOnly: true });
      if (generation !== dataGeneration) return quick;
      keepRenderedOnRequest(urlPath, quick);
      compressBestLater(urlPath, quick, () => html);
      return quick;
    })().finally(() => {
      if (renderingOnRequest.get(urlPath) === rendering) renderingOnRequest.delete(urlPath);
    });
    renderingOnRequest.set(urlPath, rendering);
    return rendering;
  }

  /** @param {string} name @returns {Precompressed | null} */
  function asset(name) {
    if (!assetNames.has(name)) return null;
    let found = assets.get(name);
    if (!found) assets.set(name, (found = precompress(readFileSync(path.join(assetsDir, name)))));
    return found;
  }

  /** Renders the not-found page once (it is the same for every path); until then Express renders it. */
  async function warmNotFound() {
    const response = await renderNotFound();
    const html = await response.text();
    if (response.status !== 404) throw new Error(`the not-found page answered ${response.status}`);
    notFound = {
      ...pageFrom(policy, html),
      csp: response.headers.get("Content-Security-Policy") ?? contentSecurityPolicy(html),
    };
  }

  /**
   * Answers the request if it is one of ours; returns false to let Express have it.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    if (!url.startsWith("/") || url.startsWith("//")) return false;
    if (url.includes("?")) return handleQuery(req, res, url);
    let urlPath;
    try {
      urlPath = decodeURIComponent(url);
    } catch {
      return false;
    }
    if (urlPath.length > 1 && urlPath.endsWith("/")) return false; // Express redirects to the canonical form

    if (urlPath.startsWith("/assets/")) {
      const name = urlPath.slice("/assets/".length);
      const entry = asset(name);
      if (!entry) return false;
      onRequest(req, res);
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      send(req, res, entry, TYPES[path.extname(name)] ?? "application/octet-stream", 200);
      return true;
    }

    const found = page(urlPath);
    if (found) {
      // Stored, and asked again each time (ETag): "no-cache" says that in fewer of the first round trip's bytes.
      sendPage(req, res, found, 200, "no-cache");
      return true;
    }
    if (onDemand?.serves(urlPath)) {
      pageOnRequest(onDemand, urlPath).then(
        (rendered) => (rendered ? sendPage(req, res, rendered, 200, "no-cache") : onDemand.fallback(req, res)),
        () => onDemand.fallback(req, res),
      );
      return true;
    }
    if (notFound && !otherFiles.has(urlPath) && !knownRoutes.some((pattern) => pattern.test(urlPath))) {
      sendPage(req, res, notFound, 404, "no-cache");
      return true;
    }
    return false;
  }

  /**
   * An address with a query whose page is kept (`onDemand.keptUrl`), served as a card page rendered on
   * request is, in any spelling, from the page of its one spelling. Returns false to let Express have it.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} url
   */
  function handleQuery(req, res, url) {
    if (!onDemand?.keptUrl) return false;
    const at = url.indexOf("?");
    let asked;
    try {
      asked = decodeURIComponent(url.slice(0, at));
    } catch {
      return false;
    }
    // Every spelling of a kept page is served the page kept for its one spelling (same bytes, same ETag): the
    // page names that spelling as its own address (the consent form's return address), so it is the same page.
    // One entry per page whatever a client spells, so what is kept stays bounded.
    const key = onDemand.keptUrl(asked, url.slice(at));
    if (key === null) return false;
    pageOnRequest(onDemand, key).then(
      (rendered) => (rendered ? sendPage(req, res, rendered, 200, "no-cache") : onDemand.fallback(req, res)),
      () => onDemand.fallback(req, res),
    );
    return true;
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {Page} found
   * @param {number} status
   * @param {string} cacheControl
   */
  function sendPage(req, res, found, status, cacheControl) {
    onRequest(req, res);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Content-Security-Policy", found.csp);
    res.setHeader("Vary", "Cookie, Accept-Encoding");
    send(
      req,
      res,
      hasConsentChoice(req.headers.cookie) ? found.consented : found.fresh,
      "text/html; charset=utf-8",
      status,
      PAGE_SECURITY_HEADERS,
    );
  }

  return {
    handle,
    warmNotFound,
    replacePages,
    forgetRenderedOnRequest,
    handOver,
    pagePaths: () => [...pageFiles.keys()],
    /**
     * Stops serving these prerendered pages from memory: each now redirects (a card an editor moved), which the
     * router answers. An old address is never a card's again (the card store refuses it), so this is for good.
     * @param {readonly string[]} urlPaths
     */
    withdrawPages(urlPaths) {
      for (const urlPath of urlPaths) {
        pageFiles.delete(urlPath);
        pages.delete(urlPath);
      }
    },
    renderedOnRequest: () => ({ pages: renderedOnRequest.size, bytes: renderedOnRequestBytes, ...counts }),
  };
}

/** How long a request for a card page waits for the pages being handed over before it is rendered instead. */
const HAND_OVER_WAIT_MS = 2_000;

/** @param {number} ms */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * A page the write's check handed over (app/shared/cards/checked-pages.server.ts), as the fast path keeps it:
 * its Brotli with and without the consent banner, served as it came.
 * @param {{ csp: string, etag: string, body: Uint8Array, consentedEtag: string, consentedBody: Uint8Array }} checked
 * @returns {Page}
 */
export function handedOverPage({ csp, etag, body, consentedEtag, consentedBody }) {
  return { csp, fresh: fromBrotli(body, etag), consented: fromBrotli(consentedBody, consentedEtag) };
}

/**
 * Runs the tasks given to it one at a time, in order; a task that fails does not stop the ones after it.
 * @returns {<T>(task: () => Promise<T>) => Promise<T>}
 */
export function serialQueue() {
  /** @type {Promise<unknown>} */
  let last = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

/** What a response sends beside its body and CSP (status line, the other headers): some 650 bytes, with room. */
const OTHER_HEADER_BYTES = 1_000;
/**
 * What a new connection's first flight carries before it waits a round trip for an acknowledgement: ten
 * segments (RFC 6928). A page whose response fits paints a round trip sooner (decision 0004).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * Whether a page's best compression is worth its CPU: only while its quick one leaves the response over the
 * first round trip. Brotli 11 takes 40 times Brotli 5's CPU (a card page: 62 against 1,5 ms) for some 8 %
 * fewer bytes (11,0 against 10,2 kB), and a page that arrives in one flight either way paints no sooner; a
 * sync that changed every card queued 600 of them on each instance, a minute of a core each (decision 0030).
 * @param {Page} page
 */
export function bestCompressionPays(page) {
  const largest = Math.max(page.fresh.br.length, page.consented.br.length);
  return largest + page.csp.length + OTHER_HEADER_BYTES > FIRST_ROUND_TRIP_BYTES;
}

/**
 * @param {HtmlPolicy} policy @param {string} html @param {boolean} quick
 * @param {{ oneAtATime?: boolean, brotliOnly?: boolean }} [options] `oneAtATime`: one body after the other, on one
 *   thread of the pool; `brotliOnly`: a page rendered on request, kept as Brotli alone (host/precompressed.js)
 * @returns {Promise<Page>}
 */
async function pageInBackground(
  { contentSecurityPolicy, withoutConsentBanner },
  html,
  quick,
  { oneAtATime = false, brotliOnly = false } = {},
) {
  const quality = quick ? QUICK_BROTLI_QUALITY : undefined;
  if (oneAtATime) {
    const fresh = await precompressInBackground(html, quality, { oneAtATime, brotliOnly });
    const consented = await precompressInBackground(withoutConsentBanner(html), quality, { oneAtATime, brotliOnly });
    return { csp: contentSecurityPolicy(html), fresh, consented };
  }
  const [fresh, consented] = await Promise.all([
    precompressInBackground(html, quality, { brotliOnly }),
    precompressInBackground(withoutConsentBanner(html), quality, { brotliOnly }),
  ]);
  return { csp: contentSecurityPolicy(html), fresh, consented };
}

/** @param {HtmlPolicy} policy @param {string} html @returns {Page} */
function pageFrom({ contentSecurityPolicy, withoutConsentBanner }, html) {
  return {
    csp: contentSecurityPolicy(html),
    fresh: precompress(html),
    consented: precompress(withoutConsentBanner(html)),
  };
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {Precompressed} entry
 * @param {string} type
 * @param {number} status
 * @param {Record<string, string>} [securityHeaders]
 */
function send(req, res, entry, type, status, securityHeaders = SECURITY_HEADERS) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  res.setHeader("Content-Type", type);
  res.setHeader("ETag", entry.etag);
  if (!res.hasHeader("Vary")) res.setHeader("Vary", "Accept-Encoding");
  if (status === 200 && req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Brotli if the client takes it, else gzip, else none (q=0 means "not this one").
 * @param {string | undefined} header
 * @returns {"br" | "gzip" | null}
 */
export function preferredEncoding(header) {
  if (!header) return null;
  /** @type {Record<string, number>} */
  const q = {};
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q[name.trim()] = weight === undefined ? 1 : Number(weight);
  }
  const accepts = (/** @type {string} */ name) => (q[name] ?? q["*"] ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
}

/** The prerendered pages among the build's files, as URL paths ("/", "/kredittkort"). @param {string[]} files */
const pagesOf = (files) =>
  files.filter((file) => file.endsWith("/index.html")).map((file) => file.slice(0, -"/index.html".length) || "/");

/** Every prerendered page of the build in `clientDir`, as URL paths: what the fast path serves and renders again. @param {string} clientDir */
export const prerenderedPages = (clientDir) => pagesOf(listFiles(clientDir));

/** @param {string} dir @returns {string[]} url paths of every file under dir */
function listFiles(dir, prefix = "") {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}/${entry}`) : [`${prefix}/${entry}`];
  });
}
