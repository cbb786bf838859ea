// @ts-check
// The back office's two long lists at volume (issue 33): the server's time for the subscriber list and the inbox
// with 50 000 subscribers and 10 000 enquiries, beside the same pages on an empty database, each on a server of its
// own (the current build, the embedded database). Run by `npm run bench` after its other measurements, or alone:
// `node scripts/bench-lists.js`. The time is from the request to the last byte on loopback, signed in as an admin,
// uncompressed: the server's work, with no network to speak of. The target is under 200 ms.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { readConfig } from "../host/config.js";
import { ensureBuild } from "../host/ensure-build.js";

export const LIST_TARGET_MS = 200;
const SUBSCRIBERS = 50_000;
const ENQUIRIES = 10_000;
const WARMUP = 5;
const SAMPLES = Math.max(5, Number(process.env.BENCH_LIST_SAMPLES ?? 30));

/** The pages measured: the first page of each list, a search, a filter, and a page deep in the subscriber list. */
const pages = [
  { label: "Abonnenter, første side", path: "/admin/nyhetsbrev/abonnenter" },
  { label: "Abonnenter, søk «leser4711»", path: "/admin/nyhetsbrev/abonnenter?sok=leser4711" },
  { label: "Abonnenter, avviste", path: "/admin/nyhetsbrev/abonnenter?vis=avviste" },
  { label: "Abonnenter, eldre side (etter id 1 000)", path: "/admin/nyhetsbrev/abonnenter?etter=1000" },
  { label: "Henvendelser, nye", path: "/admin/henvendelser" },
  { label: "Henvendelser, alle", path: "/admin/henvendelser?vis=alle" },
  { label: "Henvendelser, søk «rente»", path: "/admin/henvendelser?vis=alle&sok=rente" },
];

/**
 * The subscriber list as CSV (every row the filter shows, streamed): the whole list, a search with a handful of
 * matches, and one with 11 111 (leser1, leser10–19, …). A whole export is no page: timed, with the rows and the
 * server's peak memory after, but outside the 200 ms target.
 */
const exports = [
  { label: "CSV, alle", path: "/admin/nyhetsbrev/abonnenter.csv" },
  { label: "CSV, søk «leser4711»", path: "/admin/nyhetsbrev/abonnenter.csv?sok=leser4711" },
  { label: "CSV, søk «leser1»", path: "/admin/nyhetsbrev/abonnenter.csv?sok=leser1" },
  { label: "CSV, bekreftede", path: "/admin/nyhetsbrev/abonnenter.csv?vis=bekreftede" },
];
const EXPORT_SAMPLES = Math.max(3, Number(process.env.BENCH_LIST_EXPORT_SAMPLES ?? 5));

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const free = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(free));
    });
  });
}

/** A process's /proc status, or "" where there is none. @param {number | undefined} pid */
const readStatus = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return "";
  }
};

/** @param {number[]} values @param {number} share */
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
};

/**
 * A database for one run: an admin with a session (as app/admin/access/sessions.server.ts writes one) and, when
 * `volume`, the subscribers and enquiries, written in SQL before the server opens the embedded database.
 * @param {any} entry the build's entry module
 * @param {ReturnType<typeof readConfig>} config
 * @param {boolean} volume
 * @returns {Promise<string>} the session cookie
 */
async function seed(entry, config, volume) {
  const quiet = process.env.LOG_QUIET;
  process.env.LOG_QUIET = "1";
  const services = await entry.startServices(config);
  try {
    /** @type {{ email: string }} */
    const invitation = await entry.runAdminCommand(services, {
      command: "staff-invite",
      email: "benk@kortvalg.no",
      role: "admin",
    });
    const sessionId = randomBytes(32).toString("base64url");
    const idHash = createHash("sha256").update(sessionId).digest("base64url");
    const db = services.database.db;
    await db.execute(sql`
      insert into staff_sessions (id_hash, staff_id, created_at, last_seen_at, expires_at, device)
      select ${idHash}, id, now(), now(), now() + interval '1 day', 'scripts/bench-lists.js' from staff where email = ${invitation.email}`);
    if (volume) {
      // Statuses and forms spread as a real list's might be: most confirmed, some waiting, a few bounced.
      await db.execute(sql`
        insert into newsletter_subscribers (email, status, created_at, requested_at, confirmed_at, consent_form, consent_page)
        select 'leser' || g || '@example.no',
               case when g % 20 = 0 then 'bounced' when g % 7 = 0 then 'pending' else 'confirmed' end,
               now() - make_interval(mins => ${SUBSCRIBERS} - g), now() - make_interval(mins => ${SUBSCRIBERS} - g),
               case when g % 7 = 0 then null else now() - make_interval(mins => ${SUBSCRIBERS} - g) end,
               case when g % 2 = 0 then 'footer' else 'guides' end,
               case when g % 2 = 0 then '/kort/remember-gold' else '/guider' end
        from generate_series(1, ${SUBSCRIBERS}) g`);
      await db.execute(sql`
        insert into contact_enquiries (first_name, last_name, email, subject, message, created_at, last_contact_at, status, first_answered_at)
        select 'Kari' || g, 'Nordmann', 'kari' || g || '@example.no', (array['general','comparison','application-help','card-recommendation'])[1 + g % 4],
               'Hvorfor er årsgebyret med i den effektive renten? Spørsmål nummer ' || g,
               now() - make_interval(hours => ${ENQUIRIES} - g), now() - make_interval(hours => ${ENQUIRIES} - g),
               case when g % 10 = 0 then 'new' when g % 3 = 0 then 'closed' else 'answered' end,
               case when g % 10 = 0 then null else now() - make_interval(hours => ${ENQUIRIES} - g - 2) end
        from generate_series(1, ${ENQUIRIES}) g`);
      await db.execute(sql`analyze`);
    }
    return `kv_ansatt=${sessionId}`;
  } finally {
    await entry.stopServices(services);
    if (quiet === undefined) delete process.env.LOG_QUIET;
    else process.env.LOG_QUIET = quiet;
  }
}

/**
 * One GET, timed from the request to the last byte.
 * @param {number} port @param {string} host @param {string} target @param {string} cookie
 * @returns {Promise<{ status: number, ms: number, lines: number }>}
 */
function timedGet(port, host, target, cookie) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path: target,
        headers: { Host: host, Cookie: cookie, Accept: "text/html" },
        agent: false,
      },
      (res) => {
        let lines = 0;
        res.on("data", (/** @type {Buffer} */ chunk) => {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
        });
        res.on("error", reject);
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6, lines }),
        );
      },
    );
    req.on("error", reject);
  });
}

/**
 * Starts a server on a database seeded as asked and times every page.
 * @param {any} entry @param {boolean} volume
 * @returns {Promise<Map<string, { median: number, p95: number, lines?: number } | string>>}
 */
async function measure(entry, volume) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-bench-lists-"));
  const publicOrigin = `http://localhost:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_REQUESTS: "0",
    PUBLIC_ORIGIN: publicOrigin,
  };
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let server;
  try {
    const cookie = await seed(entry, readConfig(env), volume);
    server = spawn(process.execPath, ["host/start.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
    for (let i = 0; ; i++) {
      if (i > 1200) throw new Error("Serveren startet ikke innen to minutter");
      const up = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    /** @type {Map<string, { median: number, p95: number, lines?: number } | string>} */
    const results = new Map();
    const host = new URL(publicOrigin).host;
    const series = [
      ...pages.map((page) => ({ ...page, warmup: WARMUP, samples: SAMPLES })),
      ...exports.map((page) => ({ ...page, warmup: 1, samples: EXPORT_SAMPLES })),
    ];
    for (const page of series) {
      /** @type {number[]} */
      const times = [];
      let status = 200;
      let lines = 0;
      for (let i = 0; i < page.warmup + page.samples && status === 200; i++) {
        const answer = await timedGet(port, host, page.path, cookie);
        status = answer.status;
        lines = answer.lines;
        if (i >= page.warmup) times.push(answer.ms);
      }
      results.set(
        page.label,
        status === 200 ? { median: percentile(times, 0.5), p95: percentile(times, 0.95), lines } : `FEIL: ${status}`,
      );
    }
    // The server's peak memory over every page and export above (Linux), to show the exports stream.
    const peak = /VmHWM:\s+(\d+) kB/.exec(readStatus(server.pid))?.[1];
    if (peak) results.set("peak", `${Math.round(Number(peak) / 1024)} MB`);
    return results;
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Measures and prints the table; true when a page missed the target or could not be measured.
 * @param {any} entry the build's entry module (startServices, runAdminCommand, stopServices)
 * @returns {Promise<boolean>}
 */
export async function benchLists(entry) {
  const empty = await measure(entry, false);
  const full = await measure(entry, true);
  const ms = (/** @type {number} */ value) => Math.round(value * 10) / 10;
  let failed = false;
  const rows = pages.map(({ label }) => {
    const before = empty.get(label);
    const after = full.get(label);
    const miss =
      typeof after === "string" || typeof before === "string" || after === undefined || after.p95 >= LIST_TARGET_MS;
    if (miss) failed = true;
    return {
      side: label,
      "tom, median ms": typeof before === "object" ? ms(before.median) : before,
      "full, median ms": typeof after === "object" ? ms(after.median) : after,
      "full, p95 ms": typeof after === "object" ? ms(after.p95) : "",
      mål: miss ? `BRUTT: ≥ ${LIST_TARGET_MS} ms` : "ok",
    };
  });
  console.log("");
  console.log(
    `Lange lister i bakrommet: serverens tid per side (fra forespørsel til siste byte på loopback, innlogget, ${SAMPLES} målinger etter ${WARMUP} oppvarminger), ` +
      `på en tom database og med ${SUBSCRIBERS.toLocaleString("nb-NO")} abonnenter og ${ENQUIRIES.toLocaleString("nb-NO")} henvendelser (innebygd database).`,
  );
  console.table(rows);
  console.log(`Mål: p95 under ${LIST_TARGET_MS} ms med fulle lister.`);
  console.log("");
  console.log(
    `Abonnentlisten som CSV (hele filen, ${EXPORT_SAMPLES} målinger etter én oppvarming; utenfor målet for sider). ` +
      `Serverens høyeste minnebruk etter alle sidene og filene: tom ${empty.get("peak") ?? "ukjent"}, full ${full.get("peak") ?? "ukjent"}.`,
  );
  console.table(
    exports.map(({ label }) => {
      const before = empty.get(label);
      const after = full.get(label);
      return {
        fil: label,
        "tom, median ms": typeof before === "object" ? ms(before.median) : before,
        "full, median ms": typeof after === "object" ? ms(after.median) : after,
        "full, p95 ms": typeof after === "object" ? ms(after.p95) : "",
        "full, rader": typeof after === "object" && after.lines !== undefined ? after.lines - 1 : "",
      };
    }),
  );
  return failed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureBuild();
  process.env.NODE_ENV ??= "production";
  const config = readConfig({ ...process.env });
  /** @type {any} */
  const build = await import(pathToFileURL(path.join(config.buildDir, "server", "index.js")).href);
  process.exit((await benchLists(build.entry.module)) ? 1 : 0);
}
