// @ts-check
import { randomUUID } from "node:crypto";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import compression from "compression";
import express from "express";
import proxyAddr from "proxy-addr";
import { createRequestHandler as createDocumentRenderer } from "react-router";
import { createDocumentHandler, requestOrigin } from "./document-handler.js";
import { createFastPath, handedOverPage, SECURITY_HEADERS } from "./fast-path.js";
import { createRequestGuard, routeRules } from "./request-guard.js";

/**
 * @typedef {(level: "info" | "warn" | "error", msg: string, fields?: Record<string, unknown>) => void} LogEvent
 * @typedef {import("../app/host-exports").HostExports} HostExports
 */

/**
 * An apply link the fast path answers: /go/<slug>, optionally ?plassering=<a lower-case word>, and from a
 * newsletter &kampanje=nyhetsbrev-<issue id> (applyRedirect decides what is kept).
 */
const GO_PATH = /^\/go\/([\w-]+)(?:\?plassering=([a-z]{1,20})(?:&kampanje=(nyhetsbrev-\d{1,9}))?)?$/;

/**
 * The HTTP application: prerendered HTML and hashed assets from build/client, and React Router's
 * handler for everything else (forms, 404s, query variants, redirects), with the services (database,
 * mail) in its load context. Canonical URLs have no trailing slash; "/kredittkort/" answers 301.
 *
 * Returns the Node request listener (the in-memory fast path first, then Express) and `warm`, which
 * renders the not-found page once so the fast path can serve it.
 *
 * @param {{ buildDir: string, serverBuild: any, services: any, publicOrigin: string, trustProxy: boolean | number | string, storageIntact?: () => boolean, pageCacheBytes?: number }} options
 */
export function createApp({
  buildDir,
  serverBuild,
  services,
  publicOrigin,
  trustProxy,
  storageIntact = () => true,
  pageCacheBytes = 32 * 1024 * 1024,
}) {
  /** @type {HostExports} */
  const entry = serverBuild.entry.module;
  // One log format for the whole server: app/shared/server/log.server.ts, from the build.
  /** @type {LogEvent} */
  const log = entry.logEvent;
  const startRequestLog = requestLogger(log);
  const clientDir = path.join(buildDir, "client");
  const renderDocument = createDocumentRenderer(serverBuild, process.env.NODE_ENV ?? "production");
  const fastPath = createFastPath({
    clientDir,
    routePaths: routePathsOf(serverBuild.routes),
    policy: entry,
    expressPaths: ["/healthz", "/readyz", "/sitemap.xml", "/robots.txt"],
    renderNotFound: () =>
      renderDocument(new Request(`${publicOrigin}/finnes-ikke`), entry.loadContext(services, "127.0.0.1")),
    onRequest: startRequestLog,
    // The build holds the pages of the cards it was built with; a card the market feed adds has its page
    // rendered on its first request and kept, within pageCacheBytes (decision 0030).
    onDemand: {
      serves: (urlPath) => (cardPages ??= new Set(entry.cardPagePaths())).has(urlPath),
      render: async (urlPath) => {
        const response = await renderDocument(
          new Request(`${publicOrigin}${urlPath}`),
          entry.loadContext(services, "127.0.0.1"),
        );
        return response.status === 200 ? response.text() : null;
      },
      fallback: (req, res) => app(req, res),
      maxBytes: pageCacheBytes,
      // A sort, a filter or a page of the card list: kept like a card page, at the best compression.
      keptUrl: entry.keptListUrl,
    },
  });
  /** The card pages of the cards served now; made again after a change. @type {Set<string> | null} */
  let cardPages = null;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);

  app.use((req, res, next) => {
    startRequestLog(req, res);
    next();
  });
  app.use(compression());
  app.use(securityHeaders);

  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith("/")) {
      // Collapse leading slashes and backslashes too: "//host/" and "/\\host/" are read by browsers as
      // another site, and a redirect must never leave ours.
      const canonical = "/" + req.path.replace(/^[/\\]+|\/+$/g, "");
      const queryStart = req.originalUrl.indexOf("?");
      return res.redirect(301, canonical + (queryStart === -1 ? "" : req.originalUrl.slice(queryStart)));
    }
    next();
  });

  const text = entry.httpErrorText;
  const guard = requestGuardFor({ serverBuild, services, publicOrigin, log });
  app.use(guard.middleware);

  // The back office is never stored by a browser or a proxy, nor indexed (app/admin/).
  app.use("/admin", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });

  // The database's answer to a read and a committed write, shared by every /readyz within 2 s: anyone may
  // ask, and a flood of probes must not become a flood of writes.
  /** @type {{ at: number, answer: Promise<void> } | null} */
  let lastProbe = null;
  const databaseReady = () => {
    if (lastProbe && performance.now() - lastProbe.at < 2_000) return lastProbe.answer;
    lastProbe = { at: performance.now(), answer: entry.checkReady(services) };
    return lastProbe.answer;
  };
  // For a load balancer: the process answers; the database answers, takes a write and still has its files.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      if (!storageIntact()) throw new Error("the data folder or its database files are gone");
      await databaseReady();
      res.json({ status: "ready", database: services.database.kind });
    } catch (error) {
      log("warn", "not ready", entry.errorFields(error));
      res.status(503).json({ status: "unavailable" });
    }
  });

  // Generated from the route list and the content (app/site/sitemap.server.ts); again when card data changes.
  const makeSitemap = () => serverBuild.entry.module.sitemapXml(staticRoutePaths(serverBuild.routes));
  let sitemap = makeSitemap();
  const robots = serverBuild.entry.module.robotsTxt();
  app.get("/sitemap.xml", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("application/xml").send(sitemap);
  });
  app.get("/robots.txt", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("text/plain").send(robots);
  });

  // Hashed assets are served from memory by the fast path; this answers names that do not exist.
  const assetsDir = path.join(clientDir, "assets");
  app.use(
    "/assets",
    express.static(assetsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );

  // Other public files (favicon, card images). Not the build's prerendered pages and their .data: card
  // data changes while the server runs, so those would show old figures at a public URL. React Router
  // answers .data requests (client navigation) from the live data, and the pages come from the fast path.
  const publicFiles = express.static(clientDir, { index: false, redirect: false, maxAge: "1h" });
  app.use((req, res, next) => (/\.(data|html)$/.test(req.path) ? next() : publicFiles(req, res, next)));

  app.all(
    /.*/,
    createDocumentHandler({
      build: serverBuild,
      mode: process.env.NODE_ENV ?? "production",
      publicOrigin,
      getLoadContext: (req) => entry.loadContext(services, req.ip ?? req.socket.remoteAddress ?? "unknown"),
    }),
  );

  /** @type {import("express").ErrorRequestHandler} */
  const onError = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500)
      log("error", "request failed", { requestId: res.locals.requestId, path: req.path, ...entry.errorFields(error) });
    const { title, text: body } = status === 404 ? text.fileNotFound : status < 500 ? text[400] : text[500];
    res.status(status).setHeader("Content-Security-Policy", entry.ERROR_PAGE_POLICY);
    res.type("html").send(entry.errorPage(title, body, text.home));
  };
  app.use(onError);

  // Apply links (/go/<slug>, with ?plassering=<where on the page>) skip Express and React Router too: the same function as the route
  // module records the click and gives the bank's address (app/site/tracking/apply-redirect.server.ts).
  const { applyRedirect, applyRedirectHeaders } = entry;
  // The client's address as Express would see it (TRUST_PROXY), without Express.
  const trusted = app.get("trust proxy fn");
  /** @type {import("node:http").RequestListener} */
  const goFast = (req, res) => {
    const [, slug = "", placement = null, campaign = null] = GO_PATH.exec(req.url ?? "") ?? [];
    applyRedirect(services, {
      slug,
      placement,
      campaign,
      method: req.method ?? "GET",
      userAgent: req.headers["user-agent"] ?? null,
      clientAddress: proxyAddr(req, trusted),
      cookie: req.headers.cookie ?? null,
      referer: req.headers.referer ?? null,
      requestOrigin: `http://${req.headers.host ?? ""}`,
    }).then(
      (/** @type {string | null} */ location) => {
        if (!location) return app(req, res); // unknown card: React Router's 404
        startRequestLog(req, res);
        for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...applyRedirectHeaders }))
          res.setHeader(name, String(value));
        try {
          res.writeHead(302, { Location: location }).end();
        } catch (error) {
          // A Location Node refuses (the schema allows none): a 500 for this click, never the process.
          log("error", "apply redirect failed", entry.errorFields(error));
          if (!res.headersSent) res.writeHead(500).end();
        }
      },
      (/** @type {unknown} */ error) => {
        log("error", "apply redirect failed", entry.errorFields(error));
        app(req, res);
      },
    );
  };

  /** @type {import("node:http").RequestListener} */
  const listener = (req, res) => {
    const moved = req.method === "GET" || req.method === "HEAD" ? entry.yearFreeLocation(req.url ?? "/") : null;
    if (moved) {
      startRequestLog(req, res);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.writeHead(301, { Location: moved, "Cache-Control": "public, max-age=86400" }).end();
      return;
    }
    if (fastPath.handle(req, res)) return;
    // A client over its post limit costs a lookup in memory, not Express, the database or its body.
    if (req.method === "POST" && guard.refuseFloodEarly(req, res, proxyAddr(req, trusted), SECURITY_HEADERS)) return;
    if ((req.method === "GET" || req.method === "HEAD") && GO_PATH.test(req.url ?? "")) return goFast(req, res);
    app(req, res);
  };
  /**
   * Renders every prerendered page again from the data this process holds now (after card data changed,
   * at start-up to catch up with the database, and when the date in Norway changes, since a card's
   * check can go overdue overnight) and serves the result from memory. One run at a time; a run asked
   * for during another runs after it.
   */
  let rendering = Promise.resolve(/** @type {RenderReport | null} */ (null));
  /** @param {{ quick?: boolean }} [options] quick: changed pages go out at once, at the best compression seconds later */
  function rerender(options = {}) {
    // Pages rendered on request are made from the data as it was: forgotten at once, rendered again when asked,
    // unless the write's check handed them over for the data now served (taken now, not behind a render).
    cardPages = null;
    fastPath.forgetRenderedOnRequest();
    const handedOver = takeHandedOver();
    const render = () => renderAll(options, handedOver);
    const run = rendering.then(render, render);
    rendering = run.catch(() => null);
    return run;
  }

  /**
   * The pages the last card write's check rendered, if they are of the data this process serves now
   * (decision 0030, stop 44): card pages kept at once by the fast path, a batch at a time; the prerendered
   * pages' HTML for renderAll, which then need not render them. Nothing when they are of other data.
   * @returns {Promise<Map<string, string>>}
   */
  async function takeHandedOver() {
    /** @type {Map<string, string>} */
    const prerendered = new Map();
    const taking = fastPath.handOver();
    const started = performance.now();
    let kept = 0;
    try {
      const version = entry.servedPageVersion({
        fingerprint: services.cardSync.current().fingerprint,
        paying: entry.payingCardIds(),
        origin: publicOrigin,
      });
      const prerenderedPaths = new Set(fastPath.pagePaths());
      const read = await entry.readCheckedPages(services.database.db, version, (pages) => {
        for (const page of pages) {
          const html = () => brotliDecompressSync(page.body).toString("utf8");
          if (prerenderedPaths.has(page.path)) prerendered.set(page.path, html());
          else if (taking.keep(page.path, handedOverPage(page), html)) kept++;
        }
      });
      if (read > 0)
        log("info", "pages handed over by the write's check", {
          cardPages: kept,
          prerendered: prerendered.size,
          ms: Math.round(performance.now() - started),
        });
    } catch (error) {
      log("warn", "pages not handed over: rendered here instead", entry.errorFields(error));
    } finally {
      taking.done();
    }
    return prerendered;
  }

  /** @param {{ quick?: boolean }} options @param {Promise<Map<string, string>>} [handedOver] @returns {Promise<RenderReport>} */
  async function renderAll({ quick = false }, handedOver) {
    const started = performance.now();
    /** @type {Map<string, string>} */
    const html = new Map();
    /** @type {string[]} */
    const failed = [];
    /** Prerendered pages that now redirect (a card an editor moved): left to the router from now on. @type {string[]} */
    const moved = [];
    const given = (await handedOver) ?? new Map();
    for (const urlPath of fastPath.pagePaths()) {
      const checked = given.get(urlPath);
      if (checked !== undefined) {
        html.set(urlPath, checked);
        continue;
      }
      // A page that fails keeps what it served before, and the others still follow the change: the
      // card store refuses data the content cannot render (content/card-checks.ts), so this is a fault.
      try {
        const response = await renderDocument(
          new Request(`${publicOrigin}${urlPath}`),
          entry.loadContext(services, "127.0.0.1"),
        );
        if (response.status === 200) html.set(urlPath, await response.text());
        else if (response.status === 301) moved.push(urlPath);
        else failed.push(`${urlPath} (${response.status})`);
      } catch (error) {
        failed.push(`${urlPath} (${entry.errorFields(error).errorMessage ?? "error"})`);
      }
    }
    fastPath.withdrawPages(moved);
    const { changed, best } = await fastPath.replacePages(html, { quick });
    sitemap = makeSitemap();
    await fastPath.warmNotFound();
    const report = { pages: html.size, changed, failed, ms: Math.round(performance.now() - started), best };
    if (failed.length > 0)
      log("error", "pages not rendered again: they keep what they showed", { failed: failed.join(", ") });
    log("info", "pages rendered", {
      pages: report.pages,
      handedOver: given.size,
      changed: changed.length,
      ms: report.ms,
    });
    if (quick && changed.length > 0)
      best.then(
        () =>
          log("info", "changed pages compressed at the best quality", {
            changed: changed.length,
            ms: Math.round(performance.now() - started),
          }),
        // The pages stay out at the quick quality: bigger, still correct.
        (error) => log("error", "changed pages not compressed at the best quality", entry.errorFields(error)),
      );
    return report;
  }

  return { app, listener, warm: fastPath.warmNotFound, rerender, pagesOnRequest: fastPath.renderedOnRequest };
}

/**
 * What the server accepts before a request reaches a route (host/request-guard.js), from the build's routes
 * and limits; the development server (host/dev.js) uses the same.
 * @param {{ serverBuild: any, services: any, publicOrigin: string, log: LogEvent }} options
 */
export function requestGuardFor({ serverBuild, services, publicOrigin, log }) {
  /** @type {HostExports} */
  const entry = serverBuild.entry.module;
  return createRequestGuard({
    rules: routeRules(serverBuild.routes, (id) => fullPathOf(serverBuild.routes, id)),
    text: entry.httpErrorText,
    errorPage: entry.errorPage,
    errorPagePolicy: entry.ERROR_PAGE_POLICY,
    maxBodyBytes: entry.MAX_REQUEST_BODY_BYTES,
    maxStaffBodyBytes: entry.MAX_STAFF_REQUEST_BODY_BYTES,
    maxRemembered: entry.MAX_REMEMBERED_FLOODERS,
    postLimits: entry.postLimits,
    countPost: (/** @type {string} */ client, /** @type {"form" | "json" | "staff"} */ limit) =>
      entry.countPost(services, client, limit),
    clientGroup: entry.clientGroup,
    isCrossSite: crossSiteCheck(publicOrigin),
    onRefused: (req, res, status) =>
      log("warn", "request refused", {
        requestId: /** @type {any} */ (res).locals?.requestId,
        method: req.method,
        path: (req.url ?? "").split("?")[0],
        status,
      }),
  });
}

/** @typedef {{ pages: number, changed: string[], failed: string[], ms: number, best: Promise<void> }} RenderReport */

/**
 * The URL of every route without parameters, from the build's route manifest.
 * @param {Record<string, { id: string, parentId?: string, path?: string, index?: boolean }>} routes
 */
function staticRoutePaths(routes) {
  return routePathsOf(routes).filter((path) => !path.includes(":") && !path.includes("*"));
}

/**
 * @typedef {Record<string, { id: string, parentId?: string, path?: string, index?: boolean }>} RouteManifest
 */

/**
 * The full path of one route of the build's manifest ("/", "/kort/:urlSlug", "/*").
 * @param {RouteManifest} routes
 * @param {string | undefined} id
 * @returns {string}
 */
function fullPathOf(routes, id) {
  /** @type {(routeId: string | undefined) => string} */
  const segments = (routeId) => {
    const route = routeId ? routes[routeId] : undefined;
    if (!route) return "";
    return [segments(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return "/" + segments(id);
}

/**
 * The full path of every route in the build's manifest.
 * @param {RouteManifest} routes
 */
function routePathsOf(routes) {
  return Object.values(routes)
    .filter((route) => route.id !== "root")
    .map((route) => fullPathOf(routes, route.id));
}

/**
 * Forms are only accepted from our own pages: a browser says where a post comes from (Sec-Fetch-Site,
 * Origin), and a post from another site is refused (403) before it reaches a form.
 * @param {string} publicOrigin
 */
function crossSiteCheck(publicOrigin) {
  /** @param {import("express").Request} req */
  return (req) => {
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
    if (origin === undefined) return false;
    try {
      return new URL(origin).origin !== requestOrigin(req, publicOrigin);
    } catch {
      return true; // "null" and anything that is not an origin
    }
  };
}

/**
 * @param {import("express").Request} _req
 * @param {import("express").Response} res
 * @param {import("express").NextFunction} next
 */
function securityHeaders(_req, res, next) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  // The Content Security Policy is set per document: prerendered pages below, rendered ones in
  // app/entry.server.tsx (React Router appends headers, so a default here would be a second policy).
  next();
}

/**
 * One JSON line per request, with an id that is also sent back (X-Request-Id); an id from the load
 * balancer is kept. LOG_REQUESTS=0 keeps the id and drops the line.
 * @param {LogEvent} log
 */
export function requestLogger(log) {
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return (req, res) => {
    const incoming = req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    /** @type {any} */ (res).locals = { .../** @type {any} */ (res).locals, requestId };
    res.setHeader("X-Request-Id", requestId);
    if (process.env.LOG_REQUESTS === "0") return;
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      log("info", "request", {
        requestId,
        method: req.method,
        path: (req.url ?? "").split("?")[0],
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      });
    });
  };
}
