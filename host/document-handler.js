// @ts-check
// React Router's handler for Express, as @react-router/express does it, with two differences: a post's
// body is the one the request guard already read (bounded; host/request-guard.js), and the request's
// origin is the public one when the request came to the public address. Behind a TLS-terminating
// proxy the socket speaks http, but a page at PUBLIC_ORIGIN=https://… posts with that Origin: React
// Router compares the two and would refuse every form, and cookies would miss Secure.
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler } from "react-router";

/**
 * `reactRouter`: the React Router the build runs on, when it is not the one this file imports (the development
 * server's build runs on Vite's, resolved for development): its handler checks that the load context is its
 * own RouterContextProvider.
 * @param {{ build: any, mode: string, publicOrigin: string, getLoadContext: (req: import("express").Request) => unknown, reactRouter?: { createRequestHandler: typeof createRequestHandler } }} options
 * @returns {import("express").RequestHandler}
 */
export function createDocumentHandler({ build, mode, publicOrigin, getLoadContext, reactRouter }) {
  const handleRequest = (reactRouter?.createRequestHandler ?? createRequestHandler)(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handleRequest(
        toWebRequest(req, res, publicOrigin),
        /** @type {any} */ (getLoadContext(req)),
      );
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The origin a request is for: PUBLIC_ORIGIN when it came to the public host or from a page there;
 * otherwise what the socket (and a trusted proxy's X-Forwarded-* headers) says.
 * @param {import("express").Request} req
 * @param {string} publicOrigin
 */
export function requestOrigin(req, publicOrigin) {
  const host = req.get("host") ?? "";
  if (host === new URL(publicOrigin).host || req.get("origin") === publicOrigin) return publicOrigin;
  // A Host header is the client's word: only a plain host[:port] may become part of a URL.
  const forwarded = req.host ?? host;
  return /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(forwarded)
    ? `${req.protocol}://${forwarded}`
    : publicOrigin;
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {string} publicOrigin
 */
function toWebRequest(req, res, publicOrigin) {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  /** @type {Buffer | undefined} */
  const body = /** @type {any} */ (req).rawBody;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`${requestOrigin(req, publicOrigin)}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(body ?? Buffer.alloc(0)) : undefined,
  });
}

/**
 * @param {import("express").Response} res
 * @param {Response} response
 */
async function send(res, response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
