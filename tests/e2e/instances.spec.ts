import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { adminRequest } from "../../host/admin.js";
import { exited, specPort, startServer } from "./spawn-server";
import { dropDatabase } from "../../scripts/drop-database.js";

// Two server processes on one PostgreSQL database behave as one site (issue 7). Needs TEST_DATABASE_URL,
// which .ci/run provides; each run gets a database of its own.
const adminUrl = process.env.TEST_DATABASE_URL;
const ports = [specPort(3193), specPort(3194)] as const;
const origins = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`] as const;

test.describe.configure({ mode: "serial" });
test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL role that may create databases)");

let servers: Awaited<ReturnType<typeof startServer>>[] = [];
let dataDirs: string[] = [];
let databaseName = "";

test.beforeAll(async () => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== "desktop", "starts its own servers: one run is enough");
  testInfo.setTimeout(120_000);
  databaseName = `kortvalg_instances_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${databaseName}`;
  dataDirs = ports.map(() => mkdtempSync(path.join(tmpdir(), "kortvalg-instance-")));
  // Started together: the migration lock makes one migrate while the other waits.
  servers = await Promise.all(
    ports.map((port, i) =>
      startServer({
        PORT: String(port),
        DATA_DIR: dataDirs[i]!,
        DATABASE_URL: url.toString(),
        TRUST_PROXY: "loopback",
        PUBLIC_ORIGIN: origins[i]!,
      }),
    ),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => (server.kill("SIGTERM"), exited(server))));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await dropDatabase(admin, databaseName);
    await admin.end();
  }
});

const contact = (request: APIRequestContext, origin: string, email: string, client: string, n: number) =>
  request.post(`${origin}/kontakt`, {
    form: {
      firstName: "Ola",
      lastName: "To",
      email,
      phone: "",
      subject: "general",
      message: `Melding ${n} til to instanser.`,
    },
    headers: { Origin: origin, "X-Forwarded-For": client },
    maxRedirects: 0,
  });

const exportOf = (i: number, email: string) =>
  adminRequest(path.join(dataDirs[i]!, "admin.sock"), { command: "export", email });

test("both instances answer /healthz and /readyz on the shared database", async ({ request }) => {
  for (const origin of origins) {
    expect((await request.get(`${origin}/healthz`)).status()).toBe(200);
    const ready = await request.get(`${origin}/readyz`);
    expect(await ready.json()).toEqual({ status: "ready", database: "postgres" });
  }
});

test("submissions to both instances are all stored", async ({ request }) => {
  const email = "to.instanser@example.no";
  const responses = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      contact(request, origins[i % 2]!, email, `10.20.${Math.floor(i / 4)}.${i % 4}`, i),
    ),
  );
  expect(responses.map((response) => response.status())).toEqual(Array(100).fill(303));
  const stored = await exportOf(1, email);
  expect(stored.contactEnquiries).toHaveLength(100);
  expect(new Set(stored.contactEnquiries.map((row: { message: string }) => row.message)).size).toBe(100);
});

test("the rate limit is shared: five messages spread over both, the sixth is refused by either", async ({
  request,
}) => {
  const email = "grense.to@example.no";
  const client = "203.0.113.99";
  const statuses = [];
  for (let i = 0; i < 6; i++) statuses.push((await contact(request, origins[i % 2]!, email, client, i)).status());
  expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  expect((await contact(request, origins[0], email, client, 7)).status()).toBe(429);
  expect((await exportOf(0, email)).contactEnquiries).toHaveLength(5);
});

test("a newsletter confirmation sent by one instance is accepted by the other", async ({ request }) => {
  const email = "nyhetsbrev.to@example.no";
  const signUp = await request.post(`${origins[0]}/guider`, {
    form: { email },
    headers: { Origin: origins[0]! },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(303);
  const [mail] = await adminRequest(path.join(dataDirs[0]!, "admin.sock"), { command: "outbox", email });
  const token = /\/nyhetsbrev\/bekreft\?token=([\w-]+)/.exec(mail.textBody)?.[1];
  expect(token).toBeTruthy();
  const confirm = await request.post(`${origins[1]}/nyhetsbrev/bekreft?token=${token}`, {
    form: { token: token! },
    headers: { Origin: origins[1]! },
  });
  expect(confirm.status()).toBe(200);
  expect(await confirm.text()).toContain("Takk, du er påmeldt");
  expect((await exportOf(0, email)).newsletter).toEqual([expect.objectContaining({ status: "confirmed" })]);
});
