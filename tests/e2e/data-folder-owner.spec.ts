import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { adminRequest } from "../../host/admin.js";
import { exited, specPort, startOwnServer, startServer } from "./spawn-server";

// One process owns an embedded database (host/owner-lock.js, docs/decisions/0003): a second server on
// the folder refuses, a maintenance command waits for a busy or stopped owner instead of opening its
// files, and a lock left by kill -9 is free again.
const port = specPort(3210);
const secondPort = specPort(3211);
const publicOrigin = "https://kortvalg.example";

test.describe.configure({ mode: "serial" });

type Finished = { code: number | null; stdout: string; stderr: string };

/** `npm run staff|cards|…` as an operator types it, without PUBLIC_ORIGIN: it must use the server's. */
function command(
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; finished: Promise<Finished> } {
  const child = spawn(process.execPath, ["scripts/data.js", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_ORIGIN: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const finished = new Promise<Finished>((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
  return { child, finished };
}

const staffList = async (dataDir: string) => {
  const { finished } = command(dataDir, ["staff", "list"]);
  const result = await finished;
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
};

test("a second server on the same data folder refuses with one line, whatever its admin socket, and the first loses nothing", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-owner-"));
  let first: ChildProcess | undefined;
  try {
    first = await startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: publicOrigin });
    const invited = await command(dataDir, ["staff", "invite", "forste@kortvalg.no", "--rolle", "redaktør"]).finished;
    expect(invited.code, invited.stderr).toBe(0);

    const second = spawn(process.execPath, ["host/index.js"], {
      env: {
        ...process.env,
        PORT: String(secondPort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ADMIN_SOCKET: path.join(tmpdir(), `kortvalg-other-${Date.now()}.sock`),
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    second.stdout.on("data", (chunk) => (output += chunk));
    second.stderr.on("data", (chunk) => (output += chunk));
    expect(await exited(second)).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).error).toMatch(
      new RegExp(
        `^Datamappen ${dataDir} eies allerede av serveren \\(pid ${first.pid}, startet .+\\)\\. Stopp den først, eller gi denne serveren en egen DATA_DIR \\(slett aldri owner\\.lock: da kan to programmer åpne databasen\\)\\.$`,
      ),
    );

    // The first still serves, takes writes and has every row.
    const ready = await request.get(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status()).toBe(200);
    expect(await staffList(dataDir)).toContain("forste@kortvalg.no");
    expect(existsSync(path.join(dataDir, "admin.sock"))).toBe(true);
  } finally {
    first?.kill("SIGTERM");
    if (first) await exited(first);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a command waits for a stopped server, prints the server's PUBLIC_ORIGIN, and every committed row is there after SIGCONT", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-owner-"));
  let server: ChildProcess | undefined;
  try {
    server = await startServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: publicOrigin });
    const before = await command(dataDir, ["staff", "invite", "for@kortvalg.no", "--rolle", "redaktør"]).finished;
    expect(before.code, before.stderr).toBe(0);

    server.kill("SIGSTOP");
    const during = command(dataDir, ["staff", "invite", "under@kortvalg.no", "--rolle", "admin"]);
    // Busy or stopped is still the owner: the command neither gives up nor opens the files itself.
    const early = await Promise.race([
      during.finished,
      new Promise<"waiting">((resolve) => setTimeout(() => resolve("waiting"), 7_000)),
    ]);
    expect(early).toBe("waiting");
    expect(existsSync(path.join(dataDir, "admin.sock"))).toBe(true);
    server.kill("SIGCONT");
    const result = await during.finished;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Venter på svar fra serveren (pid ${server.pid}`);
    expect(result.stdout).toContain(`${publicOrigin}/admin/invitasjon?token=`);

    const listed = await staffList(dataDir);
    expect(listed).toContain("for@kortvalg.no");
    expect(listed).toContain("under@kortvalg.no");
    const socket = path.join(dataDir, "admin.sock");
    for (const email of ["for@kortvalg.no", "under@kortvalg.no"]) {
      const mails = (await adminRequest(socket, { command: "outbox", email })) as { textBody: string }[];
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.textBody).toContain(`${publicOrigin}/admin/invitasjon?token=`);
    }
  } finally {
    server?.kill("SIGCONT");
    server?.kill("SIGTERM");
    if (server) await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("after kill -9 the folder is free: a command runs on its own with the recorded origin, and a server starts again with every row", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-owner-"));
  let server: ChildProcess | undefined;
  try {
    const env = { PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: publicOrigin };
    server = await startServer(env);
    server.kill("SIGKILL");
    await exited(server);
    server = undefined;
    // The killed server's socket file is still there; nobody answers on it.
    expect(existsSync(path.join(dataDir, "admin.sock"))).toBe(true);

    const alone = await command(dataDir, ["staff", "invite", "etter@kortvalg.no", "--rolle", "redaktør"]).finished;
    expect(alone.code, alone.stderr).toBe(0);
    expect(alone.stderr).toBe("");
    expect(alone.stdout).toContain(`${publicOrigin}/admin/invitasjon?token=`);

    server = await startServer(env);
    expect(await staffList(dataDir)).toContain("etter@kortvalg.no");
  } finally {
    server?.kill("SIGTERM");
    if (server) await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("/readyz fails when the embedded database's files are gone, and is ready again when they are back", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-owner-"));
  let server: ChildProcess | undefined;
  try {
    server = await startServer({ PORT: String(port), DATA_DIR: dataDir });
    const readyz = `http://127.0.0.1:${port}/readyz`;
    expect((await request.get(readyz)).status()).toBe(200);
    const files = path.join(dataDir, "pglite");
    renameSync(files, `${files}-moved`);
    const gone = await request.get(readyz);
    expect(gone.status()).toBe(503);
    expect(await gone.json()).toEqual({ status: "unavailable" });
    renameSync(`${files}-moved`, files);
    expect((await request.get(readyz)).status()).toBe(200);
  } finally {
    server?.kill("SIGTERM");
    if (server) await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.describe("on PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL");

  test("a command prints the server's PUBLIC_ORIGIN, and /readyz fails once the database takes no writes", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const own = await startOwnServer("owner-readyz", "postgres", { PORT: String(port), PUBLIC_ORIGIN: publicOrigin });
    try {
      const invited = await command(own.dataDir, ["staff", "invite", "pg@kortvalg.no", "--rolle", "redaktør"], {
        DATABASE_URL: own.databaseUrl!,
      }).finished;
      expect(invited.code, invited.stderr).toBe(0);
      expect(invited.stdout).toContain(`${publicOrigin}/admin/invitasjon?token=`);

      const readyz = `http://127.0.0.1:${port}/readyz`;
      expect((await request.get(readyz)).status()).toBe(200);
      // A database that still answers reads but refuses writes (a replica after a failover gone wrong).
      const client = new pg.Client({ connectionString: own.databaseUrl });
      await client.connect();
      const name = new URL(own.databaseUrl!).pathname.slice(1);
      await client.query(`alter database ${name} set default_transaction_read_only = on`);
      await client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      await client.end();
      await expect.poll(async () => (await request.get(readyz)).status(), { timeout: 15_000 }).toBe(503);
    } finally {
      await own.stop();
    }
  });
});
