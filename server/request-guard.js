// @ts-check
// What the server accepts before a request reaches a route: the methods each URL has, the body type
// its form takes, and a body of bounded size, read whole only when it fits. A client's mistake gets
// its 4xx with a Norwegian page (405 with Allow, 415, 413, 400); a client that floods the forms is
// counted through the database like any other post and then refused from memory, without its body
// being read. Limits: app/domain/request-limits.ts; texts: app/ui-text.ts (httpErrorText).
import { routePattern } from "./route-patterns.js";

/**
 * @typedef {"form" | "json"} BodyType
 * @typedef {{ pattern: RegExp, methods: string[], body: BodyType | null, catchAll: boolean }} RouteRule
 * @typedef {{ title: string, text: string }} ErrorText
 * @typedef {Record<400 | 403 | 405 | 413 | 415 | 429, ErrorText> & { home: string }} HttpErrorText
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const TYPE_NAMES = { form: "skjemaer (application/x-www-form-urlencoded eller multipart/form-data)", json: "JSON (application/json)" };
const METHOD_NAMES = { GET: "visning (GET)", HEAD: "HEAD", POST: "innsending av skjema (POST)" };

/**
 * What each route of the build accepts: GET and HEAD everywhere, POST where the route has an action,
 * with the body type it declares in its handle (`requestBody: "json"`) or a form.
 * @param {Record<string, { id: string, parentId?: string, path?: string, module: { action?: unknown, handle?: { requestBody?: BodyType } } }>} routes
 * @param {(id: string) => string} fullPath
 * @returns {RouteRule[]}
 */
export function routeRules(routes, fullPath) {
  return Object.values(routes)
    .filter((route) => route.id !== "root")
    .map((route) => {
      const routePath = fullPath(route.id);
      const hasAction = typeof route.module.action === "function";
      return {
        pattern: routePattern(routePath),
        methods: hasAction ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"],
        body: hasAction ? (route.module.handle?.requestBody ?? "form") : null,
        catchAll: routePath.includes("*"),
      };
    })
    .sort((a, b) => Number(a.catchAll) - Number(b.catchAll));
}

/**
 * @param {{
 *   rules: RouteRule[],
 *   text: HttpErrorText,
 *   maxBodyBytes: number,
 *   maxRemembered: number,
 *   countPost: (clientAddress: string, body: BodyType) => Promise<{ allowed: boolean, retryAfterSeconds: number }>,
 *   isCrossSite: (req: import("express").Request) => boolean,
 *   onRefused: (req: import("express").Request, res: import("express").Response, why: string) => void,
 * }} options
 * @returns {import("express").RequestHandler}
 */
export function createRequestGuard({ rules, text, maxBodyBytes, maxRemembered, countPost, isCrossSite, onRefused }) {
  /** Clients over a post limit ("form 10.0.0.1"), with when they may post again: at most maxRemembered, oldest forgotten first. */
  const flooders = new Map();
  const remember = (/** @type {string} */ client, /** @type {number} */ until) => {
    flooders.delete(client);
    flooders.set(client, until);
    if (flooders.size > maxRemembered) flooders.delete(flooders.keys().next().value);
  };

  /**
   * @param {import("express").Request} req
   * @param {import("express").Response} res
   * @param {400 | 403 | 405 | 413 | 415 | 429} status
   * @param {Record<string, string>} values
   */
  const refuse = (req, res, status, values = {}) => {
    onRefused(req, res, String(status));
    const { title, text: body } = text[status];
    const filled = body.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? "");
    if (!req.complete) closeAfterAnswer(req, res);
    res.status(status).setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", ERROR_PAGE_POLICY);
    res.type("html").send(errorPage(title, filled, text.home));
  };

  return async (req, res, next) => {
    try {
      const rule = rules.find((candidate) => candidate.pattern.test(routePathOf(req.path)));
      const methods = rule?.methods ?? ["GET", "HEAD"];
      if (req.method === "OPTIONS") {
        res.setHeader("Allow", [...methods, "OPTIONS"].join(", "));
        return res.status(204).end();
      }
      if (!methods.includes(req.method)) {
        res.setHeader("Allow", methods.join(", "));
        return refuse(req, res, 405, { methods: listInNorwegian(methods.map((method) => METHOD_NAMES[/** @type {keyof METHOD_NAMES} */ (method)])) });
      }
      if (req.method !== "POST" || !rule?.body) return next();
      if (isCrossSite(req)) return refuse(req, res, 403);

      // Every form post counts, also the ones refused below: a flood of bad posts is limited like good ones.
      const client = req.ip ?? req.socket.remoteAddress ?? "unknown";
      const blockedUntil = flooders.get(`${rule.body} ${client}`);
      if (blockedUntil !== undefined && blockedUntil > Date.now()) return refuseFlood(req, res, blockedUntil);
      const verdict = await countPost(client, rule.body);
      if (!verdict.allowed) {
        const until = Date.now() + verdict.retryAfterSeconds * 1000;
        remember(`${rule.body} ${client}`, until);
        return refuseFlood(req, res, until);
      }

      const type = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      const accepted = rule.body === "json" ? type === "application/json" : FORM_TYPES.includes(type);
      if (!accepted) return refuse(req, res, 415, { types: TYPE_NAMES[rule.body] });

      const tooLarge = () => refuse(req, res, 413, { limit: `${Math.round(maxBodyBytes / 1024)} kB` });
      const declared = Number(req.get("content-length") ?? NaN);
      if (declared > maxBodyBytes) return tooLarge();
      const body = await readBody(req, maxBodyBytes);
      if (body === TOO_LARGE) return tooLarge();
      if (body === ABORTED) return; // the client went away: nobody to answer
      if (rule.body === "form" && !(await parsesAsForm(body, req.get("content-type") ?? ""))) return refuse(req, res, 400);
      /** @type {any} */ (req).rawBody = body;
      next();
    } catch (error) {
      next(error);
    }
  };

  /**
   * @param {import("express").Request} req
   * @param {import("express").Response} res
   * @param {number} until
   */
  function refuseFlood(req, res, until) {
    const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    res.setHeader("Retry-After", String(seconds));
    const minutes = Math.ceil(seconds / 60);
    refuse(req, res, 429, { minutes: minutes === 1 ? "ett minutt" : `${minutes} minutter` });
  }
}

/** What is read and thrown away of a refused body, at most, so the client can read our answer first. */
const DISCARD_BYTES = 1024 * 1024;
const DISCARD_MS = 2_000;

/**
 * A refused body is not read for its content. Closing the connection at once while the client still
 * sends makes its system reset the connection before our answer is read, so after the answer the rest
 * is read and thrown away (as nginx's lingering close does), but at most DISCARD_BYTES or for
 * DISCARD_MS: then the socket is closed. A short remainder leaves the connection reusable.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function closeAfterAnswer(req, res) {
  res.once("finish", () => {
    let discarded = 0;
    const close = () => req.socket.destroy();
    const timer = setTimeout(close, DISCARD_MS);
    timer.unref();
    req.on("data", (/** @type {Buffer} */ chunk) => {
      discarded += chunk.length;
      if (discarded > DISCARD_BYTES) close();
    });
    req.once("end", () => clearTimeout(timer));
    req.resume();
  });
}

const TOO_LARGE = Symbol("too large");
const ABORTED = Symbol("aborted");

/**
 * Reads the body, but never more than `limit` bytes: past that, reading stops and TOO_LARGE is given,
 * also for a streamed body that declared no length.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | typeof TOO_LARGE | typeof ABORTED>}
 */
export function readBody(req, limit) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const done = (/** @type {Buffer | typeof TOO_LARGE | typeof ABORTED} */ result) => {
      req.off("data", onData).off("end", onEnd).off("close", onClose).off("error", onClose);
      if (result === TOO_LARGE) req.pause();
      resolve(result);
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) return done(TOO_LARGE);
      chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks));
    const onClose = () => done(ABORTED);
    req.on("data", onData).on("end", onEnd).on("close", onClose).on("error", onClose);
  });
}

/**
 * Whether a form body can be read as a form (a broken multipart body cannot).
 * @param {Buffer} body
 * @param {string} contentType
 */
async function parsesAsForm(body, contentType) {
  try {
    await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * The route path a request is for: React Router's data requests ("/kontakt.data", "/_root.data") are
 * the route's own.
 * @param {string} requestPath
 */
function routePathOf(requestPath) {
  if (requestPath === "/_root.data") return "/";
  return requestPath.endsWith(".data") ? requestPath.slice(0, -".data".length) : requestPath;
}

/** @param {string[]} items */
function listInNorwegian(items) {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} og ${items.at(-1)}`;
}

/** The error pages load nothing and run nothing. */
export const ERROR_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * A small page of its own (no stylesheet to load, no script), readable on any screen.
 * @param {string} title
 * @param {string} text
 * @param {string} home
 */
export function errorPage(title, text, home) {
  const escape = (/** @type {string} */ value) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    '<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escape(title)} | Kortvalg</title>` +
    "<style>body{font:1.125rem/1.6 system-ui,sans-serif;color:#1f2937;max-width:40rem;margin:0 auto;padding:2rem 1rem}" +
    "h1{font-size:1.75rem;line-height:1.25}a{color:#1d4ed8;font-weight:600}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>" +
    `<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="/">${escape(home)}</a></p></main></body></html>`
  );
}
