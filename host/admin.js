// @ts-check
// The admin socket: a Unix socket through which `npm run purge|personal-data|staff|cards` and the tests
// reach the running server. Who may listen on it is decided by a lock (host/owner-lock.js), never by
// whether it answers in time: a busy server is still its owner, and only the holder of the socket's lock
// removes a socket file (one left by a process that has ended).
import { existsSync, unlinkSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { describeOwner, readOwner, socketLockPath, tryHold } from "./owner-lock.js";

/**
 * @param {string} socketPath
 * @param {(command: any) => Promise<unknown>} handle
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function listenAdmin(socketPath, handle) {
  const lockPath = socketLockPath(socketPath);
  const lock = tryHold(lockPath, { role: "server", adminSocket: socketPath });
  if (!lock) {
    throw new Error(
      `Vedlikeholdssokkelen ${socketPath} brukes allerede av ${describeOwner(readOwner(lockPath))}. Gi denne serveren en egen ADMIN_SOCKET, eller stopp den andre først.`,
    );
  }
  if (existsSync(socketPath)) {
    // We hold the lock, so whoever listened here with a lock has ended. One that answers anyway took no
    // lock: a server of the version before the locks, still running during an upgrade. Never take its socket.
    if (await socketAnswers(socketPath)) {
      lock.release();
      throw new Error(`Et program uten lås (en eldre versjon av serveren?) svarer på ${socketPath}. Stopp det først.`);
    }
    unlinkSync(socketPath); // left behind by a process that has ended
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
        res
          .writeHead(500, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: String(error instanceof Error ? error.message : error) }));
      }
    });
  });
  try {
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      // Only this user may talk to it.
      const previous = process.umask(0o177);
      server.listen(socketPath, () => resolve(undefined));
      process.umask(previous);
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    /** Stops accepting commands, waits for those in flight, removes the socket file, then lets go of its lock. */
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          lock.release();
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

/**
 * Whether a process accepts connections on the socket. A busy one does too (the kernel queues them), and
 * no answer within a second counts as an answer: this only ever makes a caller stay away.
 * @param {string} socketPath
 * @returns {Promise<boolean>}
 */
export function socketAnswers(socketPath) {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (/** @type {boolean} */ answers) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1_000, () => done(true));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** A command never reached the server (no socket, nobody listening): it may be sent again. */
export class NotListening extends Error {}

/**
 * Sends one command to the server that owns the socket and waits for its answer however long it takes
 * (a busy or stopped server answers when it can; its lock says it is alive).
 * @param {string} socketPath
 * @param {Record<string, unknown>} command
 * @returns {Promise<any>}
 */
export function adminRequest(socketPath, command) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, path: "/", method: "POST", headers: { "Content-Type": "application/json" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => {
          let parsed;
          try {
            parsed = JSON.parse(body);
          } catch {
            return reject(new Error(`Serveren svarte ikke med JSON (status ${res.statusCode}).`));
          }
          if (res.statusCode !== 200) reject(new Error(parsed.error ?? `admin ${res.statusCode}`));
          else resolve(parsed);
        });
      },
    );
    req.on("error", (error) => {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      reject(code === "ENOENT" || code === "ECONNREFUSED" ? new NotListening(error.message) : error);
    });
    req.end(JSON.stringify(command));
  });
}
