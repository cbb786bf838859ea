// @ts-check
// The production HTTP entry: starts the database and mail, serves the site, answers maintenance
// commands on the admin socket, purges expired data daily, and shuts down cleanly on SIGTERM/SIGINT.
import { restartWithLeanMalloc } from "./lean-malloc.js";
import "./upstream-warnings.js";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { readConfig } from "./config.js";
import { startInstance, startMaintenance } from "./instance.js";

// First, before anything is allocated: it may start the process again, in place, with a leaner malloc.
restartWithLeanMalloc();
// Set before React loads, so the production build of React is the one used.
process.env.NODE_ENV ??= "production";
const config = readConfig();
const { createApp } = await import("./app.js");
const { cardWriteRenderer, createRenderCheck } = await import("./render-check.js");
const { prerenderedPages } = await import("./fast-path.js");

const serverBuild = await import(pathToFileURL(path.join(config.buildDir, "server", "index.js")).href);
/** @type {import("../app/host-exports").HostExports} */
const lifecycle = serverBuild.entry.module;
const log = lifecycle.logEvent;

// Every card write renders what depends on the cards from its would-be data before it commits (decision 0011).
const renderCheck = createRenderCheck({
  buildDir: config.buildDir,
  origin: config.publicOrigin,
  pagePaths: () => prerenderedPages(path.join(config.buildDir, "client")),
});
/** The card pages kept after rendering them on request (decision 0030), once the app is made. */
let pagesKept = () => ({ pages: 0, bytes: 0 });
const { services, dataFolder, adminServer } = await startInstance({
  config,
  lifecycle,
  serviceOptions: {
    sendNewsletters: true,
    readMailbox: true,
    followCards: true,
    syncFeed: true,
    pullCommission: true,
    recordPublicOrigin: true,
    renderCardWrites: cardWriteRenderer(renderCheck, lifecycle),
    renderPayingWrites: renderCheck.check,
    // A newsletter's links to our pages are checked against the build's pages before it is sent (decision 0027).
    sitePages: () => prerenderedPages(path.join(config.buildDir, "client")),
  },
  adminCommand: (command) => (command?.command === "memory" ? Promise.resolve(memoryReport()) : undefined),
});

const { listener, warm, rerender, pagesOnRequest } = createApp({
  buildDir: config.buildDir,
  serverBuild,
  services,
  publicOrigin: config.publicOrigin,
  trustProxy: config.trustProxy,
  pageCacheBytes: config.pageCacheMb * 1024 * 1024,
  // Files gone from under a running embedded database: not ready, whatever its open files still allow.
  storageIntact: () =>
    dataFolder.intact() &&
    (Boolean(config.databaseUrl) || existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))),
});
pagesKept = pagesOnRequest;
// Card data lives in the database (docs/decisions/0011): the build's pages are its first version. Render
// them from what the database holds before taking requests (an instance that was down catches up), again
// on every change any instance or command publishes, when the date in Norway turns (a card's check
// can go overdue overnight) and when the daily sync's claim runs out (26 hours after the last good sync). A change goes out at once at a quick compression, then at the best
// (host/fast-path.js). The hook is set before the first render: a change that comes during it is
// rendered again after it (renders run one at a time), never left half on the pages.
const renderFailed = (/** @type {unknown} */ error) =>
  log("error", "pages not rendered again: the previous ones are served", lifecycle.errorFields(error));
services.cardSync.onChange(() => rerender({ quick: true }).then(() => undefined, renderFailed));
services.commission.onChange(() => rerender({ quick: true }).then(() => undefined, renderFailed));
await warm().catch((/** @type {unknown} */ error) =>
  log("warn", "not-found page not cached: rendered per request", lifecycle.errorFields(error)),
);
await rerender().catch(renderFailed);
// What the pages claim that turns with time alone: a change of either renders them again.
const claimsNow = () => `${lifecycle.osloDate(new Date())} ${lifecycle.dailySyncHolds()}`;
let renderedFor = claimsNow();
const dayTimer = setInterval(() => {
  const claims = claimsNow();
  if (claims === renderedFor) return;
  renderedFor = claims;
  rerender({ quick: true }).catch(renderFailed);
}, 60_000);
dayTimer.unref();
// Deliberate limits for slow clients (app/request-limits.ts): headers within 15 s, the whole
// request within 30 s, checked every 5 s rather than Node's 30; a slow body cannot hold a socket for minutes.
const server = http.createServer({ connectionsCheckingInterval: 5_000 }, listener);
server.headersTimeout = lifecycle.HEADERS_TIMEOUT_MS;
server.requestTimeout = lifecycle.REQUEST_TIMEOUT_MS;
server.listen(config.port, config.host, () => {
  log("info", "server listening", { url: `http://${config.host}:${config.port}`, database: services.database.kind });
});
server.keepAliveTimeout = 65_000;

// Someone deleted owner.lock (or replaced the folder): lock a new one at once, before another process can;
// if one already has, two processes now have the database open, and this one stops.
const ownerWatch = setInterval(() => {
  if (dataFolder.intact()) return;
  const outcome = dataFolder.retake();
  if (outcome === "retaken") log("warn", "owner.lock was removed: taken again", { path: dataFolder.path });
  else if (outcome === "unavailable")
    log("error", "owner.lock cannot be made again: is the data folder gone?", { path: dataFolder.path });
  else {
    log("error", "another process took the data folder after owner.lock was removed: stopping", {
      path: dataFolder.path,
    });
    shutdown("SIGTERM");
  }
}, 2_000);
ownerWatch.unref();

const stopMaintenance = startMaintenance(lifecycle, services);

/**
 * The process's memory in bytes, after a full collection when Node runs with --expose-gc (the hostile-client
 * tests), the card pages kept after rendering them on request (decision 0030), and V8's heap by space
 * (resident bytes and bytes in use: where an idle instance's memory goes, decision 0023).
 */
function memoryReport() {
  /** @type {any} */ (globalThis).gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const heapSpaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .map((space) => [space.space_name, { resident: space.physical_space_size, used: space.space_used_size }]),
  );
  return { rss, heapUsed, external, arrayBuffers, heapSpaces, pagesOnRequest: pagesKept() };
}

let stopping = false;
/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log("info", "shutting down", { signal });
  const forced = setTimeout(() => {
    log("warn", "requests still open after 10 s: closing them");
    server.closeAllConnections();
  }, 10_000);
  forced.unref();
  // Stop accepting commands too (a command sent now waits for the folder's lock and runs on its own
  // once we have let go); those in flight finish before the database closes.
  const adminClosed = adminServer.close();
  // Stop accepting connections, let requests in flight finish, then close the database.
  server.close(async () => {
    stopMaintenance();
    clearInterval(dayTimer);
    clearInterval(ownerWatch);
    try {
      await adminClosed;
      await lifecycle.stopServices(services);
      await renderCheck.stop();
      dataFolder.release();
      log("info", "stopped");
      process.exit(0);
    } catch (error) {
      log("error", "shutdown failed", lifecycle.errorFields(error));
      process.exit(1);
    }
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
