// @ts-check
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createRequestHandler as createDocumentHandler, matchRoutes } from "react-router";
import { contentSecurityPolicy, hasConsentChoice, withoutNoscriptConsentBanner } from "./html-policy.js";
import { precompress, sendPrecompressed } from "./precompressed.js";

/**
 * The HTTP application: prerendered HTML and hashed assets from build/client, and React Router's
 * handler for everything else (forms, 404s, query variants, redirects), with the services (database,
 * mail) in its load context. Canonical URLs have no trailing slash; "/kredittkort/" answers 301.
 *
 * @param {{ buildDir: string, serverBuild: any, services: any, publicOrigin: string, trustProxy: boolean | number | string }} options
 */
export function createApp({ buildDir, serverBuild, services, publicOrigin, trustProxy }) {
  const clientDir = path.join(buildDir, "client");

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);

  app.use(requestLog);
  app.use(compression());
  app.use(securityHeaders);

  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith("/")) {
      // Collapse leading slashes too, so "//host/" can never become an off-site redirect.
      const canonical = "/" + req.path.replace(/^\/+|\/+$/g, "");
      const queryStart = req.originalUrl.indexOf("?");
      return res.redirect(301, canonical + (queryStart === -1 ? "" : req.originalUrl.slice(queryStart)));
    }
    next();
  });

  app.use(refuseCrossSitePosts(publicOrigin));

  // For a load balancer: the process answers, and the database answers.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await services.database.ping();
      res.json({ status: "ready", database: services.database.kind });
    } catch (error) {
      log("warn", "not ready", { error: String(error) });
      res.status(503).json({ status: "unavailable" });
    }
  });

  // Generated from the route list and the content (app/server/sitemap.server.ts), once per process.
  const sitemap = serverBuild.entry.module.sitemapXml(staticRoutePaths(serverBuild.routes));
  const robots = serverBuild.entry.module.robotsTxt();
  app.get("/sitemap.xml", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("application/xml").send(sitemap);
  });
  app.get("/robots.txt", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("text/plain").send(robots);
  });

  // Hashed build assets never change under the same name: cached for a year, compressed once.
  const assetsDir = path.join(clientDir, "assets");
  /** @type {Map<string, import("./precompressed.js").Precompressed | null>} */
  const assets = new Map();
  app.get(/^\/assets\/[\w.-]+\.(?:js|css|svg|json)$/, (req, res, next) => {
    const name = path.basename(req.path);
    if (!assets.has(name)) {
      const file = path.join(assetsDir, name);
      assets.set(name, existsSync(file) ? precompress(readFileSync(file)) : null);
    }
    const entry = assets.get(name);
    if (!entry) return next();
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    sendPrecompressed(req, res, entry, path.extname(name));
  });
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

  // Prerendered pages: served from memory when the request is a plain GET of that path.
  // A query string (filters) goes to the server renderer, which renders it for real.
  const pages = new PrerenderedPages(clientDir);
  app.get(/.*/, (req, res, next) => {
    if (Object.keys(req.query).length > 0) return next();
    const page = pages.get(req.path);
    if (!page) return next();
    const variant = hasConsentChoice(req.get("cookie")) ? page.consented : page.fresh;
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Vary", "Cookie");
    res.setHeader("Content-Security-Policy", page.csp);
    sendPrecompressed(req, res, variant, "html");
  });

  // Other public files (favicon, card images, prerendered .data for client navigation).
  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));

  // Unknown paths: the not-found page is the same for every path, so it is rendered once and reused
  // (with status 404), instead of rendering React for every mistyped or probing URL.
  const routeTree = routeTreeOf(serverBuild.routes);
  const renderDocument = createDocumentHandler(serverBuild, process.env.NODE_ENV ?? "production");
  /** @type {Promise<{ csp: string, fresh: import("./precompressed.js").Precompressed, consented: import("./precompressed.js").Precompressed }> | undefined} */
  let notFoundPage;
  app.get(/.*/, async (req, res, next) => {
    if (Object.keys(req.query).length > 0 || matchRoutes(routeTree, req.path)?.at(-1)?.route.path !== "*") return next();
    try {
      notFoundPage ??= renderDocument(new Request(`${publicOrigin}/finnes-ikke`), { services, clientAddress: "127.0.0.1" }).then(async (response) => {
        const html = await response.text();
        if (response.status !== 404) throw new Error(`not-found page answered ${response.status}`);
        return { csp: response.headers.get("Content-Security-Policy") ?? "", fresh: precompress(html), consented: precompress(withoutNoscriptConsentBanner(html)) };
      });
      const page = await notFoundPage;
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("Vary", "Cookie");
      res.setHeader("Content-Security-Policy", page.csp);
      sendPrecompressed(req, res, hasConsentChoice(req.get("cookie")) ? page.consented : page.fresh, "html", 404);
    } catch (error) {
      notFoundPage = undefined;
      next(error);
    }
  });

  app.all(
    /.*/,
    createRequestHandler({
      build: serverBuild,
      mode: process.env.NODE_ENV ?? "production",
      getLoadContext: (req) => ({ services, clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
    }),
  );

  /** @type {import("express").ErrorRequestHandler} */
  const onError = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 500) log("error", "request failed", { requestId: res.locals.requestId, path: req.path, error: String(error?.stack ?? error) });
    res.status(status).type("text/plain; charset=utf-8").send(status === 404 ? "Fant ikke filen." : "Noe gikk galt.");
  };
  app.use(onError);

  return app;
}

/**
 * The URL of every route without parameters, from the build's route manifest.
 * @param {Record<string, { id: string, parentId?: string, path?: string, index?: boolean }>} routes
 */
function staticRoutePaths(routes) {
  /** @param {string | undefined} id @returns {string} */
  const fullPath = (id) => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((route) => route.id !== "root" && (route.index || route.path))
    .map((route) => "/" + fullPath(route.id))
    .filter((path) => !path.includes(":") && !path.includes("*"));
}

/**
 * The build's flat route manifest as the nested tree matchRoutes expects.
 * @param {Record<string, { id: string, parentId?: string, path?: string, index?: boolean, caseSensitive?: boolean }>} manifest
 * @param {string} [parentId]
 * @returns {any[]}
 */
function routeTreeOf(manifest, parentId) {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: routeTreeOf(manifest, route.id) }));
}

/** Prerendered HTML files, read once, with their policy and the variant for visitors who chose on cookies. */
class PrerenderedPages {
  /** @param {string} clientDir */
  constructor(clientDir) {
    this.clientDir = clientDir;
    /** @type {Map<string, ReturnType<PrerenderedPages["load"]>>} */
    this.cache = new Map();
  }

  /** @param {string} urlPath */
  get(urlPath) {
    if (!this.cache.has(urlPath)) this.cache.set(urlPath, this.load(urlPath));
    return this.cache.get(urlPath) ?? null;
  }

  /** @param {string} urlPath */
  load(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const file = path.join(this.clientDir, decoded, "index.html");
    if (!file.startsWith(this.clientDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return null;
    const html = readFileSync(file, "utf8");
    return { csp: contentSecurityPolicy(html), fresh: precompress(html), consented: precompress(withoutNoscriptConsentBanner(html)) };
  }
}

/**
 * Forms are only accepted from our own pages: a browser says where a post comes from (Sec-Fetch-Site,
 * Origin), and anything from another site is refused before it reaches a form.
 * @param {string} publicOrigin
 * @returns {import("express").RequestHandler}
 */
function refuseCrossSitePosts(publicOrigin) {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const sameOrigin = (/** @type {string} */ value) => {
      if (value === publicOrigin) return true;
      try {
        return new URL(value).host === req.get("host");
      } catch {
        return false;
      }
    };
    const crossSite = (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") || (origin !== undefined && !sameOrigin(origin));
    if (!crossSite) return next();
    log("warn", "cross-site post refused", { requestId: res.locals.requestId, path: req.path, origin, fetchSite });
    res
      .status(403)
      .type("html")
      .send(
        '<!doctype html><html lang="nb"><meta charset="utf-8"><title>Skjemaet ble avvist | Kortvalg</title>' +
          '<main><h1>Skjemaet ble avvist</h1><p>Skjemaet ble sendt fra et annet nettsted enn vårt, så vi tok ikke imot det. ' +
          'Gå til skjemaet på nettstedet vårt og send det derfra.</p><p><a href="/">Til forsiden</a></p></main></html>',
      );
  };
}

/**
 * @param {import("express").Request} _req
 * @param {import("express").Response} res
 * @param {import("express").NextFunction} next
 */
function securityHeaders(_req, res, next) {
  res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  // The Content Security Policy is set per document: prerendered pages below, rendered ones in
  // app/entry.server.tsx (React Router appends headers, so a default here would be a second policy).
  next();
}

/**
 * One JSON line per request, with an id that is also sent back (X-Request-Id).
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {import("express").NextFunction} next
 */
function requestLog(req, res, next) {
  const incoming = req.get("x-request-id");
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  if (process.env.LOG_REQUESTS === "0") return next();
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    log("info", "request", {
      requestId,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
    });
  });
  next();
}

/**
 * @param {"info" | "warn" | "error"} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function log(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}
