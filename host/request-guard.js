// @ts-check
// What the server accepts before a request reaches a route: the methods each URL has, the body type
// its form takes, and a body of bounded size, read whole only when it fits. A client's mistake gets
// its 4xx with a Norwegian page (405 with Allow, 415, 413, 400); a client that floods the forms is
// counted through the database like any other post and then refused from memory, without its body
// being read. Limits: app/request-limits.ts; texts: app/site/site-text.ts (httpErrorText).
import { routePattern } from "./route-patterns.js";

/**
 * @typedef {"form" | "json"} BodyType
 * @typedef {BodyType | "staff"} LimitKey
 * @typedef {{ pattern: RegExp, methods: string[], body: BodyType | null, limit: LimitKey, signedLinkPosts: boolean, openCors: boolean, catchAll: boolean, dynamic: number }} RouteRule
 * @typedef {{ title: string, text: string }} ErrorText
 * @typedef {Record<400 | 403 | 405 | 413 | 415 | 429 | 500 | "fileNotFound", ErrorText> & { home: string }} HttpErrorText
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const TYPE_NAMES = {
  form: "skjemaer (application/x-www-form-urlencoded eller multipart/form-data)",
  json: "JSON (application/json)",
};
const METHOD_NAMES = { GET: "visning (GET)", HEAD: "HEAD", POST: "innsending av skjema (POST)" };

/**
 * What each route of the build accepts: GET and HEAD everywhere, POST where the route has an action,
 * with the body type it declares in its handle (`requestBody: "json"`) or a form. A path several routes
 * match is the most specific one's, as React Router decides: static paths before ":param" ones
 * ("/kort/endringer.xml" is the feed, not a card), the catch-all last.
 * @param {Record<string, { id: string, parentId?: string, path?: string, module: { action?: unknown, handle?: { requestBody?: BodyType, signedLinkPosts?: boolean, openCors?: boolean } } }>} routes
 * @param {(id: string) => string} fullPath
 * @returns {RouteRule[]}
 */
export function routeRules(routes, fullPath) {
  return Object.values(routes)
    .filter((route) => route.id !== "root")
    .map((route) => {
      const routePath = fullPath(route.id);
      const hasAction = typeof route.module.action === "function";
      const body = hasAction ? (route.module.handle?.requestBody ?? "form") : null;
      return {
        pattern: routePattern(routePath),
        methods: hasAction ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"],
        body,
        // The back office's posts are counted apart: a person at work posts more than a reader.
        limit: /** @type {LimitKey} */ (/^\/admin(?:\/|$)/.test(routePath) ? "staff" : (body ?? "form")),
        signedLinkPosts: hasAction && route.module.handle?.signedLinkPosts === true,
        openCors: route.module.handle?.openCors === true,
        catchAll: routePath.includes("*"),
        dynamic: routePath.split("/").filter((segment) => segment.startsWith(":")).length,
      };
    })
    .sort((a, b) => Number(a.catchAll) - Number(b.catchAll) || a.dynamic - b.dynamic);
}

/**
 * @param {{
 *   rules: RouteRule[],
 *   text: HttpErrorText,
 *   errorPage: (title: string, text: string, home: string) => string,
 *   errorPagePolicy: string,
 *   maxBodyBytes: number,
 *   maxStaffBodyBytes?: number,
 *   maxRemembered: number,
 *   postLimits: Record<LimitKey, { limit: number, windowSeconds: number }>,
 *   countPost: (clientAddress: string, limit: LimitKey) => Promise<{ allowed: boolean, retryAfterSeconds: number }>,
 *   clientGroup: (clientAddress: string) => string,
 *   isCrossSite: (req: import("express").Request) => boolean,
 *   onRefused: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, why: string) => void,
 * }} options
 */
export function createRequestGuard({
  rules,
  text,
  errorPage,
  errorPagePolicy,
  maxBodyBytes: publicBodyBytes,
  maxStaffBodyBytes,
  maxRemembered,
  postLimits,
  countPost,
  clientGroup,
  isCrossSite,
  onRefused,
}) {
  /**
   * This instance's own count of posts per client and window ("form 10.0.0.1"; an IPv6 client is its /64,
   * as in the database, so one client cannot spread over many entries), in-flight ones included,
   * in the same windows as the database's counters. It never exceeds the shared count, so a client over
   * the limit here is over it everywhere: refused without the database, also before Express. At most
   * maxRemembered clients, oldest forgotten first.
   * @type {Map<string, { windowEnd: number, count: number }>}
   */
  const posts = new Map();

  /** @param {LimitKey} limitKey @param {string} client */
  const localCount = (limitKey, client) => {
    const key = `${limitKey} ${client}`;
    const windowMs = postLimits[limitKey].windowSeconds * 1000;
    const now = Date.now();
    let entry = posts.get(key);
    if (!entry || entry.windowEnd <= now) {
      entry = { windowEnd: Math.floor(now / windowMs) * windowMs + windowMs, count: 0 };
      posts.delete(key);
      posts.set(key, entry);
      if (posts.size > maxRemembered) posts.delete(/** @type {string} */ (posts.keys().next().value));
    }
    return entry;
  };

  /** @param {string} requestPath */
  const ruleFor = (requestPath) => rules.find((candidate) => candidate.pattern.test(routePathOf(requestPath)));

  /**
   * A client over its limit is answered 429 from memory before anything else looks at the request.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} client
   * @param {Record<string, string>} headers sent with every response
   */
  function refuseFloodEarly(req, res, client, headers) {
    if (req.method !== "POST") return false;
    const [pathname = "/", query = ""] = (req.url ?? "/").split("?");
    const rule = ruleFor(pathname);
    if (!rule?.body) return false;
    if (rule.signedLinkPosts && new URLSearchParams(query).get("token")) return false;
    const entry = posts.get(`${rule.limit} ${clientGroup(client)}`);
    if (!entry || entry.windowEnd <= Date.now() || entry.count <= postLimits[rule.limit].limit) return false;
    entry.count += 1;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Not logged one by one: the first refusal in this window was.
    sendPage(req, res, 429, floodValues(res, entry.windowEnd), false);
    return true;
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {400 | 403 | 405 | 413 | 415 | 429} status
   * @param {Record<string, string>} values
   * @param {boolean} [logged]
   */
  function sendPage(req, res, status, values = {}, logged = true) {
    if (logged) onRefused(req, res, String(status));
    const { title, text: body } = text[status];
    const filled = body.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? "");
    if (!req.complete) closeAfterAnswer(req, res);
    const html = errorPage(title, filled, text.home);
    res.writeHead(status, {
      "Cache-Control": "no-store",
      "Content-Security-Policy": errorPagePolicy,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(html),
    });
    res.end(req.method === "HEAD" ? undefined : html);
  }

  /**
   * @param {import("node:http").ServerResponse} res
   * @param {number} until
   */
  function floodValues(res, until) {
    const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    res.setHeader("Retry-After", String(seconds));
    const minutes = Math.ceil(seconds / 60);
    return { minutes: minutes === 1 ? "ett minutt" : `${minutes} minutter` };
  }

  /** @type {import("express").RequestHandler} */
  const middleware = async (req, res, next) => {
    try {
      const rule = ruleFor(req.path);
      const methods = rule?.methods ?? ["GET", "HEAD"];
      if (rule?.openCors) {
        // Open data: other sites' pages may read it (CORS) and embed it; SECURITY_HEADERS say same-origin.
        res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      }
      if (req.method === "OPTIONS") {
        res.setHeader("Allow", [...methods, "OPTIONS"].join(", "));
        if (rule?.openCors) {
          // A CORS preflight (a page elsewhere that sends If-None-Match itself): read-only, for any origin.
          res.setHeader("Access-Control-Allow-Origin", "*");
          res.setHeader("Access-Control-Allow-Methods", [...methods, "OPTIONS"].join(", "));
          res.setHeader("Access-Control-Allow-Headers", "If-None-Match, If-Modified-Since, Cache-Control");
          res.setHeader("Access-Control-Max-Age", "86400");
        }
        return res.status(204).end();
      }
      if (!methods.includes(req.method)) {
        res.setHeader("Allow", methods.join(", "));
        return sendPage(req, res, 405, {
          methods: listInNorwegian(methods.map((method) => METHOD_NAMES[/** @type {keyof METHOD_NAMES} */ (method)])),
        });
      }
      if (req.method !== "POST" || !rule?.body) return next();
      if (isCrossSite(req)) return sendPage(req, res, 403);

      // Every post counts, also the ones refused below: a flood of bad posts is limited like good ones.
      // Counted here first (in flight included), so a burst from one client reaches the database at most `limit` times.
      // Except a signed link's post (one-click unsubscribe, see RouteHandle.signedLinkPosts): checked by its signature.
      if (!(rule.signedLinkPosts && typeof req.query.token === "string" && req.query.token !== "")) {
        const client = req.ip ?? req.socket.remoteAddress ?? "unknown";
        const entry = localCount(rule.limit, clientGroup(client));
        entry.count += 1;
        const limit = postLimits[rule.limit].limit;
        if (entry.count > limit)
          return sendPage(req, res, 429, floodValues(res, entry.windowEnd), entry.count === limit + 1);
        const verdict = await countPost(client, rule.limit);
        if (!verdict.allowed) {
          entry.count = Math.max(entry.count, limit + 1);
          return sendPage(req, res, 429, floodValues(res, Date.now() + verdict.retryAfterSeconds * 1000));
        }
      }

      const type = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      const accepted = rule.body === "json" ? type === "application/json" : FORM_TYPES.includes(type);
      if (!accepted) return sendPage(req, res, 415, { types: TYPE_NAMES[rule.body] });

      // The back office's forms (a newsletter issue) are longer than the public ones.
      const maxBodyBytes = rule.limit === "staff" ? (maxStaffBodyBytes ?? publicBodyBytes) : publicBodyBytes;
      const tooLarge = () => sendPage(req, res, 413, { limit: `${Math.round(maxBodyBytes / 1024)} kB` });
      const declared = Number(req.get("content-length") ?? NaN);
      if (declared > maxBodyBytes) return tooLarge();
      const body = await readBody(req, maxBodyBytes);
      if (body === TOO_LARGE) return tooLarge();
      if (body === ABORTED) return; // the client went away: nobody to answer
      if (rule.body === "form" && !(await parsesAsForm(body, req.get("content-type") ?? "")))
        return sendPage(req, res, 400);
      /** @type {any} */ (req).rawBody = body;
      next();
    } catch (error) {
      next(error);
    }
  };

  return { middleware, refuseFloodEarly };
}

/** What of a refused body is still read and thrown away after the answer, at most, before the connection closes. */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 2_000;

/**
 * A refused body is not kept. Closing the connection at once while the client still sends makes the
 * client's system reset it, and a reset throws away our answer if the client has not read it yet
 * (seen in the tests as EPIPE and no status). So, as nginx's lingering close does, what still comes
 * is read and thrown away after the answer, at most LINGER_BYTES or for LINGER_MS, then the socket is
 * closed; a short remainder simply ends and leaves the connection reusable.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function closeAfterAnswer(req, res) {
  // No "Connection: close": Node would then close the socket as soon as the answer is written.
  res.once("finish", () => {
    let discarded = 0;
    const close = () => req.socket.destroy();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.on("data", (/** @type {Buffer} */ chunk) => {
      discarded += chunk.length;
      if (discarded > LINGER_BYTES) close();
    });
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
 * The route path a request is for: React Router's data requests ("/kontakt.data", and "/_.data" for "/") are
 * the route's own.
 * @param {string} requestPath
 */
function routePathOf(requestPath) {
  if (requestPath.endsWith("/_.data")) return requestPath.slice(0, -"_.data".length);
  return requestPath.endsWith(".data") ? requestPath.slice(0, -".data".length) : requestPath;
}

/** @param {string[]} items */
function listInNorwegian(items) {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} og ${items.at(-1)}`;
}
