// @ts-check
// What the benchmarks need of a production instance and its database: a server process of its own on a
// fresh data folder (its log in a file, not a pipe a busy benchmark drains late), its resident memory, a
// new, empty PostgreSQL database that is dropped afterwards, and a short load to read memory after.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { dropDatabase } from "./drop-database.js";

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's resident memory in MB: /proc/<pid>/status (VmRSS), else `ps`; NaN when it is gone. @param {number | undefined} pid */
export function rssOf(pid) {
  if (!pid) return NaN;
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // no /proc (macOS), or the process has ended
  }
  try {
    return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * `seconds` of GETs at `connections`, Brotli accepted, the requests going round `paths` in turn (one count for
 * all connections, so a short load still reaches the last path): the load after which the memory benchmarks
 * read an instance's RSS (bench:load's memory table, bench:market's). Resolves with the answers and how many
 * of them were not a 2xx (or no answer at all).
 * @param {string} origin @param {string[]} paths @param {{ seconds: number, connections: number }} options
 */
export async function loadPages(origin, paths, { seconds, connections }) {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "br" },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return { requests: result.requests.total, failed: result.errors + result.timeouts + result.non2xx };
}

/**
 * A new, empty database on the server `adminUrl` names (a role that may create databases), and how to drop it.
 * @param {string} adminUrl
 * @param {string} prefix
 */
export async function freshDatabase(adminUrl, prefix = "kortvalg_bench") {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await dropDatabase(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * `node host/index.js` on a fresh data folder (or `dataDir`), listening on loopback at `port`; resolves
 * once /readyz answers, with how long that took.
 * @param {{ port: number, env?: Record<string, string>, dataDir?: string, command?: string[] }} options
 *   `command` runs before node (e.g. `taskset -c 1`).
 */
export async function startInstance({ port, env = {}, dataDir, command = [] }) {
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), "kortvalg-bench-"));
  const logFile = path.join(folder, "server.log");
  const logFd = openSync(logFile, "a");
  const started = performance.now();
  const [program, ...args] = [...command, process.execPath, "host/index.js"];
  const child = spawn(/** @type {string} */ (program), args, {
    // NODE_ENV production unless asked: a bench that loaded TypeScript through Vite (runnerImport) has
    // "development" in its own environment, and an instance inheriting it rendered with React's development build.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: folder,
      LOG_REQUESTS: "0",
      ...env,
    },
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  const running = () => child.exitCode === null && child.signalCode === null;
  const origin = `http://127.0.0.1:${port}`;
  const instance = {
    origin,
    dataDir: folder,
    adminSocket: env.ADMIN_SOCKET ? path.resolve(env.ADMIN_SOCKET) : path.join(folder, "admin.sock"),
    startMs: 0,
    rssMb: () => (running() ? rssOf(child.pid) : NaN),
    log: () => readFileSync(logFile, "utf8"),
    /** SIGTERM (requests in flight finish, the database closes), SIGKILL after 15 s; `keepData` leaves the folder. */
    async stop({ keepData = false } = {}) {
      if (running()) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!keepData) rmSync(folder, { recursive: true, force: true });
    },
  };
  for (let i = 0; i < 1200; i++) {
    if (!running()) {
      throw new Error(`Serveren på port ${port} avsluttet under oppstart:\n${instance.log().slice(-2000)}`);
    }
    try {
      if ((await fetch(`${origin}/readyz`)).ok) {
        instance.startMs = Math.round(performance.now() - started);
        return instance;
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await instance.stop();
  throw new Error(`Serveren på port ${port} startet ikke innen to minutter`);
}
