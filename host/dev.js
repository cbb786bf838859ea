// @ts-check
// `npm run dev`: Vite's development server (modules compiled on request, hot reload) with what the production
// host (host/index.js) gives the routes: the services (database, mail) in the load context, the request guard
// (methods, body types, bounded bodies, post limits; it reads a form's body), request ids and log lines, and
// the admin socket, so `npm run staff -- invite` and the other commands reach it, and the same upkeep
// (host/instance.js: retention, rate-limit counters, the mail outbox). What it leaves out: the
// prerendered pages (every page is rendered per request), the fast path, compression and the security headers.
import "./upstream-warnings.js";
import http from "node:http";
import express from "express";
import { readConfig } from "./config.js";
import { startInstance, startMaintenance } from "./instance.js";

process.env.NODE_ENV ??= "development";
const config = readConfig({ PORT: "5173", ...process.env });
const { createServer, isRunnableDevEnvironment } = await import("vite");
const { createDocumentHandler } = await import("./document-handler.js");
const { requestGuardFor, requestLogger } = await import("./app.js");

const server = http.createServer();
const vite = await createServer({
  server: { middlewareMode: true, hmr: { server } },
  appType: "custom",
});
// The build as Vite has it now: the same module until a file changes, then the new one.
const SERVER_BUILD = "virtual:react-router/server-build";
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite has no server environment to run the build in");
/** @returns {Promise<any>} */
const loadBuild = () => ssr.runner.import(SERVER_BUILD);

const firstBuild = await loadBuild();
/** @type {import("../app/host-exports").HostExports} */
const entry = firstBuild.entry.module;
const log = entry.logEvent;

const { services, dataFolder, adminServer } = await startInstance({
  config,
  lifecycle: entry,
  serviceOptions: { sendNewsletters: true, readMailbox: true, followCards: true, recordPublicOrigin: true },
});
const stopMaintenance = startMaintenance(entry, services);

/**
 * The request handling of one build; made again when a change gives Vite a new one. The cards the database
 * holds are installed in it (a changed module graph starts from content/cards.ts's first version).
 * @param {any} build
 */
function handlersFor(build) {
  const snapshot = services.cardSync.current();
  build.entry.module.replaceCards(snapshot.cards, snapshot.history);
  return {
    build,
    guard: requestGuardFor({ serverBuild: build, services, publicOrigin: config.publicOrigin, log }),
    render: createDocumentHandler({
      build,
      mode: "development",
      publicOrigin: config.publicOrigin,
      // React Router's handler from the build's own module graph (Vite's): it accepts only its own context.
      reactRouter: build.entry.module,
      // This build's own context key: a changed file gives a new build, and its routes read their own key.
      getLoadContext: (req) =>
        build.entry.module.loadContext(services, req.ip ?? req.socket.remoteAddress ?? "unknown"),
    }),
  };
}
let current = handlersFor(firstBuild);
services.cardSync.onChange(async () => {
  current = handlersFor(current.build);
});
/** @returns {Promise<ReturnType<typeof handlersFor>>} */
async function handlers() {
  const build = await loadBuild();
  if (build !== current.build) current = handlersFor(build);
  return current;
}

const startRequestLog = requestLogger(log);
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);
app.use((req, res, next) => {
  startRequestLog(req, res);
  next();
});
app.use(vite.middlewares);
app.use((req, res, next) => {
  handlers().then(({ guard }) => guard.middleware(req, res, next), next);
});
app.all(/.*/, (req, res, next) => {
  handlers().then(({ render }) => render(req, res, next), next);
});
/** @type {import("express").ErrorRequestHandler} */
const onError = (error, req, res, next) => {
  log("error", "request failed", { requestId: res.locals.requestId, path: req.path, ...entry.errorFields(error) });
  if (res.headersSent) return next(error);
  res
    .status(500)
    .type("text/plain")
    .send(`500: ${entry.errorFields(error).errorMessage}`);
};
app.use(onError);

server.on("request", app);
server.listen(config.port, config.host, () => {
  log("info", "dev server listening", {
    url: `http://${config.host}:${config.port}`,
    publicOrigin: config.publicOrigin,
    database: services.database.kind,
  });
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  server.close();
  try {
    stopMaintenance();
    await adminServer.close();
    await vite.close();
    await entry.stopServices(services);
    dataFolder.release();
    process.exit(0);
  } catch (error) {
    log("error", "shutdown failed", entry.errorFields(error));
    process.exit(1);
  }
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
