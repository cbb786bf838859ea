// @ts-check
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

/**
 * The HTTP application: prerendered HTML and hashed assets from build/client, and
 * React Router's server handler for everything else (404s, query variants, redirects).
 * Canonical URLs have no trailing slash; "/kredittkort/" answers 301 to "/kredittkort".
 *
 * @param {{ buildDir: string }} options
 */
export async function createApp({ buildDir }) {
  const clientDir = path.join(buildDir, "client");
  const serverBuild = await import(path.join(buildDir, "server", "index.js"));

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);

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

  // Hashed build assets never change under the same name.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );

  // Prerendered pages: served as files when the request is a plain GET of that path.
  // A query string (filters) goes to the server renderer, which renders it for real.
  app.get(/.*/, (req, res, next) => {
    if (Object.keys(req.query).length > 0) return next();
    const file = prerenderedFile(clientDir, req.path);
    if (!file) return next();
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.sendFile(file, { dotfiles: "deny", lastModified: true, etag: true });
  });

  // Other public files (favicon, card images, prerendered .data for client navigation).
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: "1h",
    }),
  );

  app.all(/.*/, createRequestHandler({ build: serverBuild, mode: process.env.NODE_ENV ?? "production" }));

  /** @type {import("express").ErrorRequestHandler} */
  const onError = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 500) console.error(JSON.stringify({ level: "error", msg: String(error?.stack ?? error) }));
    res.status(status).type("text/plain; charset=utf-8").send(status === 404 ? "Fant ikke filen." : "Noe gikk galt.");
  };
  app.use(onError);

  return app;
}

/**
 * @param {string} clientDir
 * @param {string} urlPath
 */
function prerenderedFile(clientDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(clientDir, decoded, "index.html");
  if (!file.startsWith(clientDir + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * @param {import("express").Request} _req
 * @param {import("express").Response} res
 * @param {import("express").NextFunction} next
 */
function securityHeaders(_req, res, next) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  next();
}
