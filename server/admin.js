// @ts-check
// The admin socket: a Unix socket in DATA_DIR through which `npm run purge`, `npm run personal-data`
// and the tests reach the running server. An embedded database has one owner process; the socket
// is also the proof of ownership (a second process finds it answering and stays away).
import { existsSync, unlinkSync } from "node:fs";
import http from "node:http";

/**
 * @param {string} socketPath
 * @param {(command: any) => Promise<unknown>} handle
 * @returns {Promise<http.Server>}
 */
export async function listenAdmin(socketPath, handle) {
  if (existsSync(socketPath)) {
    if (await adminAnswers(socketPath)) {
      throw new Error(`Et annet program bruker allerede databasen i denne mappen (${socketPath}). Stopp det først.`);
    }
    unlinkSync(socketPath); // left behind by a process that was killed
  }
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", async () => {
      try {
        const result = req.method === "POST" ? await handle(JSON.parse(body)) : { ok: true };
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(result));
      } catch (error) {
        res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: String(error instanceof Error ? error.message : error) }));
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    // Only this user may talk to it.
    const previous = process.umask(0o177);
    server.listen(socketPath, () => resolve(undefined));
    process.umask(previous);
  });
  return server;
}

/** @param {string} socketPath */
export function adminAnswers(socketPath) {
  return new Promise((resolve) => {
    const req = http.request({ socketPath, path: "/", method: "GET", timeout: 2000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on("error", () => resolve(false));
    req.on("timeout", () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

/**
 * Sends one command to the server that owns the socket.
 * @param {string} socketPath
 * @param {Record<string, unknown>} command
 * @returns {Promise<any>}
 */
export function adminRequest(socketPath, command) {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: "/", method: "POST", headers: { "Content-Type": "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => {
        const parsed = JSON.parse(body);
        if (res.statusCode !== 200) reject(new Error(parsed.error ?? `admin ${res.statusCode}`));
        else resolve(parsed);
      });
    });
    req.on("error", reject);
    req.end(JSON.stringify(command));
  });
}
