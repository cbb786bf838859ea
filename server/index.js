// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
// Set before React loads, so the production build of React is the one used.
process.env.NODE_ENV ??= "production";
const { createApp } = await import("./app.js");

const app = await createApp({ buildDir: path.join(root, "build") });
const server = app.listen(port, host, () => {
  console.log(JSON.stringify({ level: "info", msg: "server listening", url: `http://${host}:${port}` }));
});
server.keepAliveTimeout = 65_000;

let stopping = false;
/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
  // Stop accepting connections, let requests in flight finish, then exit.
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
