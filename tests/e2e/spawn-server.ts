import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { dropDatabase } from "../../scripts/drop-database.js";

const outputs = new WeakMap<ChildProcess, () => string>();
const OUTPUT_KEPT = 64 * 1024;

/** What a server started by startServer has logged (the last 64 KB): for a failed test's report. */
export const serverOutput = (child: ChildProcess | null | undefined): string =>
  child ? (outputs.get(child)?.() ?? "") : "";

/** Starts the production server (the current build) as its own process; resolves once it listens. */
export function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, "host/index.js"], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_REQUESTS: "0", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  outputs.set(child, () => output);
  return new Promise((resolve, reject) => {
    // A server that did not start in time is stopped: left running, it would hold its port for the next spec.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, 120_000); // two minutes: a start under CI's load (two workers, each spec's own servers) took over one
    let listening = false;
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
      if (!listening && output.includes("server listening")) {
        listening = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

/**
 * The port for a server a spec starts itself: the one written in the spec when the suite runs on its
 * default E2E_PORT (3100), moved by as much as E2E_PORT is, so runs on different E2E_PORTs (checkouts
 * tested side by side) never reach for the same port.
 */
export const specPort = (port: number) => port - 3100 + Number(process.env.E2E_PORT ?? 3100);

export type OwnServer = { dataDir: string; databaseUrl?: string; stop(): Promise<void> };

/**
 * A server a spec starts for itself (the current build), with a data folder of its own and, on
 * "postgres", a database of its own on TEST_DATABASE_URL's server. `stop` ends the server and removes both.
 */
export async function startOwnServer(
  label: string,
  database: "embedded" | "postgres",
  env: Record<string, string>,
): Promise<OwnServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), `kortvalg-${label}-`));
  let databaseName = "";
  let databaseUrl: string | undefined;
  if (database === "postgres") {
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    databaseName = `kortvalg_${label.replace(/-/g, "_")}_${randomBytes(4).toString("hex")}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${databaseName}`);
    await client.end();
    databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
  }
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server) {
      server.kill("SIGTERM");
      await exited(server);
      server = undefined;
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await dropDatabase(client, databaseName);
      await client.end();
      databaseName = "";
    }
  };
  try {
    server = await startServer({ DATA_DIR: dataDir, ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  } catch (error) {
    await stop();
    throw error;
  }
  return { dataDir, databaseUrl, stop };
}
