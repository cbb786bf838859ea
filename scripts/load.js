// @ts-check
// `npm run bench:load`: autocannon against the production server on loopback, bounded in time.
// Prints requests per second, p50/p99 latency and errors for the home page, a card page, the 404
// page, an apply redirect and valid contact submissions, then counts the stored submissions.
// Targets on a 2-core machine (issue 7): no errors, p99 ≤ 50 ms for pages at 100 connections, and
// every accepted submission in the database. Exits non-zero when a target is missed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { adminRequest } from "../server/admin.js";
import { ensureBuild } from "../server/ensure-build.js";

const port = Number(process.env.LOAD_PORT ?? 3500);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const pageP99Ms = 50;
const dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-load-"));
const email = `last.${Date.now()}@example.no`;

ensureBuild();
const server = spawn(process.execPath, ["server/index.js"], {
  // TRUST_PROXY: each submission comes from its own made-up client address, as real visitors would,
  // so the per-client rate limit does not turn the test into a test of the rate limit.
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, TRUST_PROXY: "loopback", LOG_REQUESTS: "0" },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("Serveren startet ikke");
}

let submission = 0;
const contactBody = () =>
  new URLSearchParams({
    firstName: "Last",
    lastName: "Test",
    email,
    phone: "",
    subject: "general",
    message: `Melding nummer ${++submission} fra lasttesten.`,
  }).toString();

/** @type {Array<{ name: string, page: boolean, expect: number, options: Partial<import("autocannon").Options> }>} */
const scenarios = [
  { name: "forside /", page: true, expect: 200, options: { url: `${origin}/`, headers: { "accept-encoding": "br" } } },
  { name: "kortside /kort/remember-black", page: true, expect: 200, options: { url: `${origin}/kort/remember-black`, headers: { "accept-encoding": "br" } } },
  { name: "404 /finnes-ikke", page: true, expect: 404, options: { url: `${origin}/finnes-ikke`, headers: { "accept-encoding": "br" } } },
  { name: "søknadslenke /go/remember-black", page: true, expect: 302, options: { url: `${origin}/go/remember-black`, headers: { referer: `${origin}/kredittkort` } } },
  {
    name: "kontaktskjema POST /kontakt",
    page: false,
    expect: 303,
    options: {
      url: `${origin}/kontakt`,
      // A fixed number, not a duration: a request cut off by the clock would be neither counted nor lost.
      amount: Number(process.env.LOAD_SUBMISSIONS ?? 3000),
      requests: [
        {
          method: "POST",
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              "content-type": "application/x-www-form-urlencoded",
              origin,
              "x-forwarded-for": `10.${(submission >> 16) & 255}.${(submission >> 8) & 255}.${submission & 255}`,
            },
            body: contactBody(),
          }),
        },
      ],
    },
  },
];

let failed = false;
try {
  await waitForServer();
  const rows = [];
  let acceptedSubmissions = 0;
  let redirects = 0;
  for (const scenario of scenarios) {
    const statuses = new Map();
    /** @type {any} autocannon's result is both a promise and an event emitter */
    const instance = autocannon(/** @type {import("autocannon").Options} */ ({ url: origin, connections, duration: seconds, ...scenario.options }));
    instance.on("response", (/** @type {unknown} */ _client, /** @type {number} */ statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
    /** @type {import("autocannon").Result} */
    const result = await instance;
    const wrongStatus = [...statuses].filter(([status]) => status !== scenario.expect).reduce((sum, [, n]) => sum + n, 0);
    const errors = result.errors + result.timeouts + wrongStatus;
    if (!scenario.page) acceptedSubmissions += statuses.get(scenario.expect) ?? 0;
    if (scenario.expect === 302) redirects += statuses.get(302) ?? 0;
    const misses = [];
    if (errors > 0) misses.push(`${errors} feil`);
    if (scenario.page && result.latency.p99 > pageP99Ms) misses.push(`p99 ${result.latency.p99} ms`);
    if (misses.length) failed = true;
    rows.push({
      scenario: scenario.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      errors,
      target: misses.length ? `MISS: ${misses.join(", ")}` : "ok",
    });
  }
  const stored = await adminRequest(path.join(dataDir, "admin.sock"), { command: "export", email });
  const storedCount = stored.contactEnquiries.length;
  const counts = await adminRequest(path.join(dataDir, "admin.sock"), { command: "counts" });
  console.table(rows);
  console.log(`${connections} samtidige forbindelser, ${seconds} s per scenario. Mål: ingen feil, p99 ≤ ${pageP99Ms} ms for sider.`);
  console.log(`Godtatte innsendinger: ${acceptedSubmissions}. Lagret i databasen: ${storedCount}.`);
  console.log(`Videresendinger til banken: ${redirects}. Klikk lagret: ${counts.applyClicks}.`);
  // A request cut off by the clock may be stored without its answer being counted: never fewer.
  if (counts.applyClicks < redirects) {
    failed = true;
    console.log("MISS: ikke alle klikk er lagret.");
  }
  if (storedCount !== acceptedSubmissions) {
    failed = true;
    console.log("MISS: ikke alle godtatte innsendinger er lagret.");
  }
  console.log(failed ? "Minst ett mål er ikke nådd." : "Alle mål er nådd.");
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
