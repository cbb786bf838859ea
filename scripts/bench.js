// @ts-check
// `npm run bench`: Lighthouse (mobile, simulated throttling) over every prerendered route of the
// current build, printing the four category scores, LCP, TBT, CLS and JavaScript bytes sent (as
// transferred: Brotli), each the median of BENCH_RUNS runs (default 5), against issue 7's budget.
// Then the back office (/admin), for information and without a budget: each page's HTML (as rendered
// and as sent), the CSS and JavaScript it loads, seen by a signed-in admin; and a check that the public
// pages carry nothing of the back office (no file only its routes use, none of its inline scripts, no
// CSS for classes only it uses), so they cannot grow because of it.
// Exits non-zero when a budget is missed, a public page carries back-office code, or a back-office page
// cannot be measured. A benchmark, not a test: it is not part of `npm test`.
// First of all, card data published while the server runs (issue 16): the time from an import to the
// new figure on the card page, three times; the Lighthouse runs then measure the pages after the edit.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { adminRequest } from "../host/admin.js";
import { readConfig } from "../host/config.js";
import { ensureBuild, staleBuildNote } from "../host/ensure-build.js";
import { prerenderedPaths } from "./prerendered-paths.js";
import { benchLists } from "./bench-lists.js";
import {
  budgetLine,
  budgetRow,
  floorLine,
  launchChrome,
  lighthouseSamples,
  measureFloor,
  median,
} from "./lighthouse-budget.js";

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-bench-"));
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const origin = `http://127.0.0.1:${port}`;
// The back office lives at the public origin only (a passkey's relying party must be a domain): its
// pages answer 127.0.0.1 with a redirect to here (app/admin/access/guard.server.ts).
const publicOrigin = `http://localhost:${port}`;
const only = process.argv.slice(2);

// What Chromium asks for: a back-office page is measured as sent to the browser Lighthouse drives (Brotli).
const browserEncodings = "gzip, deflate, br, zstd";
// The back office's pages signed out: they are where staff sign in.
const signedOutPages = new Set(["/admin/logg-inn", "/admin/invitasjon"]);
// Pages being built now: measured once the build has them, until then printed as missing.
const expectedPages = ["/admin/nyhetsbrev"];
/** Files of the build fetched by the back-office measurement and the separation check, each once. @type {Map<string, Promise<Fetched>>} */
const assetCache = new Map();

/** A port nothing listens on now. @returns {Promise<number>} */
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

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("Serveren startet ikke");
}

const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  LOG_REQUESTS: "0",
  PUBLIC_ORIGIN: publicOrigin,
};
// The bench's own database gets a staff member and a session before the server opens it: an embedded
// database has one owner process at a time.
ensureBuild();
const staleBuild = staleBuildNote();
if (staleBuild) console.log(`MERK: ${staleBuild}\n`);
process.env.NODE_ENV ??= "production"; // before React loads, as in host/index.js
const config = readConfig(serverEnv);
/** @type {any} */
const serverBuild = await import(pathToFileURL(path.join(config.buildDir, "server", "index.js")).href);
const seeded = await seedBackOffice(serverBuild.entry.module, config).catch((/** @type {unknown} */ error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});

const server = spawn(process.execPath, ["host/start.js"], { env: serverEnv, stdio: ["ignore", "ignore", "inherit"] });
let chrome;
let failed = false;
try {
  await waitForServer();
  const editedCardId = await measurePublishing();
  // The back office first (a few requests, no browser): a session the server does not accept stops here, not after Lighthouse.
  const backOffice = await measureBackOffice(serverBuild, { ...seeded, cardId: editedCardId });
  const separation = await checkPublicPagesFreeOfBackOffice(serverBuild, backOffice);
  chrome = await launchChrome();
  // Printed beside the routes to read them by; not part of the budget.
  const floor = await measureFloor(chrome.port, runs);
  const routes = only.length > 0 ? only : prerenderedPaths();
  const rows = [];
  for (const route of routes) {
    const { missed, ...row } = budgetRow(route, await lighthouseSamples(chrome.port, `${origin}${route}`, runs));
    if (missed) failed = true;
    rows.push(row);
  }
  process.stderr.write("\n");
  console.table(rows);
  console.log(budgetLine(runs));
  console.log(floorLine(floor));
  console.log(failed ? "Minst ett budsjett er brutt." : "Alle ruter holder budsjettet.");
  if (printBackOffice(backOffice, separation)) failed = true;
  // The long lists at volume, on servers of their own (scripts/bench-lists.js).
  if (await benchLists(serverBuild.entry.module)) failed = true;
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/**
 * Publishes a change of one card's annual fee three times through the running server (as
 * `npm run cards -- import` does) and prints how long each took until the card page served it.
 * Budget: 5 s (issue 16). Returns the edited card's id (its page in the card editor is measured too).
 * @returns {Promise<string>}
 */
async function measurePublishing() {
  const socket = readConfig(serverEnv).adminSocket;
  /** @type {Array<Record<string, unknown>>} */
  const cards = await adminRequest(socket, { command: "cards-export" });
  // A card that has a fee: a free card's texts say it is free, and the schema refuses that beside a fee.
  const card = cards.find((entry) => entry.urlSlug === "sas-eurobonus");
  if (!card) throw new Error("fant ikke kortet sas-eurobonus");
  /** @type {number[]} */
  const times = [];
  for (const fee of [101, 202, 303]) {
    const started = performance.now();
    const result = await adminRequest(socket, {
      command: "cards-import",
      cards: [{ ...card, annualFee: fee }],
      source: "npm run bench",
    });
    if (result.status !== "imported") throw new Error(`importen ble ikke lagret: ${JSON.stringify(result)}`);
    const expected = `${fee}\u00a0kr`;
    for (;;) {
      const page = await get(`/kort/${card.urlSlug}`);
      if (page.text.includes(expected)) break;
      if (performance.now() - started > 30_000) throw new Error(`kortsiden viste ikke ${expected} etter 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    times.push(Math.round(performance.now() - started));
  }
  const worst = Math.max(...times);
  console.log(
    `Fra publisering til ny side servert (tre endringer av årsgebyret): ${times.map((ms) => `${ms} ms`).join(", ")}; median ${median(times)} ms, budsjett 5 000 ms${worst > 5_000 ? ": BRUTT" : ""}.`,
  );
  if (worst > 5_000) failed = true;
  // A change is served at once at a quick Brotli quality, then swapped for the best within seconds
  // (host/fast-path.js): the pages are measured once that is done.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  console.log("Målingene under er gjort etter endringene, med sidene komprimert på beste nivå.");
  return String(card.id);
}

/**
 * @typedef {{ cookie: string, enquiryId: number, invitationPath: string }} Seeded
 * @typedef {{ status: number, headers: http.IncomingHttpHeaders, headerBytes: number, sent: Buffer, body: Buffer, text: string }} Fetched
 * @typedef {{ route: string, label: string, status: number | null, note: string, html?: string, inlineScripts?: string[],
 *   htmlKB?: number, sentKB?: number, docKB?: number, encoding?: string, cssKB?: number, cssFilesKB?: number, inlineJsKB?: number, jsKB?: number }} BackOfficePage
 * @typedef {{ pages: number, files: number, scripts: number, classes: number, problems: string[] }} Separation
 */

/**
 * In the bench's own database (before the server opens it): an admin with a session, and an enquiry so
 * /admin/henvendelser/:id has a page. Staff sign in with passkeys only, so the session is written as a
 * sign-in writes it (createSession in app/admin/access/sessions.server.ts): the cookie carries a random
 * 256-bit id, the database only its SHA-256 hash. The person is invited as `npm run staff -- invite` does.
 * @param {any} lifecycle the server build's entry module (startServices, runAdminCommand, stopServices)
 * @param {ReturnType<typeof readConfig>} serviceConfig
 * @returns {Promise<Seeded>}
 */
async function seedBackOffice(lifecycle, serviceConfig) {
  const quiet = process.env.LOG_QUIET;
  process.env.LOG_QUIET = "1"; // the services' progress lines stay out of the report
  const services = await lifecycle.startServices(serviceConfig);
  try {
    /** @type {{ email: string, link: string }} */
    const invitation = await lifecycle.runAdminCommand(services, {
      command: "staff-invite",
      email: "benk@kortvalg.no",
      role: "admin",
    });
    /** @type {number} */
    const enquiryId = await services.enquiries.store({
      firstName: "Kari",
      lastName: "Nordmann",
      email: "kari.nordmann@example.no",
      phone: null,
      subject: "comparison",
      message: "Hvorfor er årsgebyret med i den effektive renten? Jeg betaler jo hele beløpet hver måned.",
    });
    const sessionId = randomBytes(32).toString("base64url");
    const idHash = createHash("sha256").update(sessionId).digest("base64url");
    const result = await services.database.db.execute(sql`
      insert into staff_sessions (id_hash, staff_id, created_at, last_seen_at, expires_at, device)
      select ${idHash}, id, now(), now(), now() + interval '1 day', 'scripts/bench.js' from staff where email = ${invitation.email}
      returning staff_id`);
    if ((result.rows ?? result).length !== 1)
      throw new Error("Fant ikke den ansatte benken inviterte: ingen økt å logge inn med");
    const link = new URL(invitation.link);
    return { cookie: `kv_ansatt=${sessionId}`, enquiryId, invitationPath: link.pathname + link.search };
  } finally {
    await lifecycle.stopServices(services);
    if (quiet === undefined) delete process.env.LOG_QUIET;
    else process.env.LOG_QUIET = quiet;
  }
}

/**
 * One GET to the bench's server, as a browser would send it, with the bytes as they came over the wire
 * (`sent`, status line and headers in `headerBytes`) and as decoded (`body`).
 * @param {string} target path and query
 * @param {{ host?: string, cookie?: string }} [options] host: the Host header (the back office is only served at its public origin)
 * @returns {Promise<Fetched>}
 */
function get(target, { host = `127.0.0.1:${port}`, cookie } = {}) {
  return new Promise((resolve, reject) => {
    /** @type {http.OutgoingHttpHeaders} */
    const headers = {
      Host: host,
      Accept: "text/html,*/*",
      "Accept-Encoding": browserEncodings,
      "User-Agent": "kortvalg-bench",
    };
    if (cookie) headers.Cookie = cookie;
    const req = http.get({ host: "127.0.0.1", port, path: target, headers, agent: false }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        try {
          const sent = Buffer.concat(chunks);
          const encoding = String(res.headers["content-encoding"] ?? "identity");
          const body =
            encoding === "br"
              ? brotliDecompressSync(sent)
              : encoding === "gzip"
                ? gunzipSync(sent)
                : encoding === "deflate"
                  ? inflateSync(sent)
                  : encoding === "identity"
                    ? sent
                    : null;
          if (!body) throw new Error(`${target}: ukjent Content-Encoding ${encoding}`);
          let head = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`;
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            headerBytes: Buffer.byteLength(`${head}\r\n`),
            sent,
            body,
            text: body.toString("utf8"),
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on("error", reject);
  });
}

/** @param {string} tag @param {string} name */
function attribute(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The bodies of a document's inline scripts (JSON data blocks are not JavaScript). @param {string} html */
function inlineScriptsOf(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/\stype="application\/(?:ld\+)?json"/.test(attributes),
    )
    .map(([, , body = ""]) => body)
    .filter((body) => body.trim() !== "");
}

/** What a document's inline <style> elements hold. @param {string} html */
function inlineCssOf(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = ""]) => css).join("\n");
}

/**
 * The files a document loads: scripts (module, classic, module preloads, and those it loads after the
 * first paint: app/shared/ui/after-paint-script.tsx) and stylesheets.
 * @param {string} html
 */
function filesLoadedBy(html) {
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const stylesheets = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, "src");
    if (src) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "stylesheet") stylesheets.add(href);
    // Renamed by app/entry.server.tsx, still loaded by the module script that imports them.
    if (rel === "modulepreload" || rel === "x-deferred-modulepreload") scripts.add(href);
  }
  for (const [, src = ""] of html.matchAll(/\sdata-after-paint="([^"]+)"/g)) scripts.add(src);
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** A file of the build, fetched once. @param {string} url */
function asset(url) {
  let fetched = assetCache.get(url);
  if (!fetched) {
    fetched = get(url).then((response) => {
      if (response.status !== 200) throw new Error(`${url} svarte ${response.status}`);
      return response;
    });
    assetCache.set(url, fetched);
  }
  return fetched;
}

/**
 * The full path of a route of the build's manifest ("/admin/henvendelser/:id").
 * @param {Record<string, { path?: string, parentId?: string }>} routes
 * @param {string | undefined} id
 * @returns {string}
 */
function fullPathOf(routes, id) {
  /** @type {string[]} */
  const segments = [];
  for (let route = id ? routes[id] : undefined; route; route = route.parentId ? routes[route.parentId] : undefined)
    if (route.path) segments.unshift(route.path);
  return `/${segments.join("/")}`;
}

/** @param {string} route */
function isBackOffice(route) {
  return route === "/admin" || route.startsWith("/admin/");
}

/**
 * Every page of the back office in the build (routes under /admin with a component; not the endpoints
 * such as passkey-valg or statistikk.csv, nor logg-ut), in the order of app/routes.ts, plus the pages
 * expected but not built yet.
 * @param {any} build
 */
function backOfficePagesOf(build) {
  /** @type {Record<string, { path?: string, parentId?: string, module: Record<string, unknown> }>} */
  const routes = build.routes;
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  const pages = Object.keys(routes)
    .filter((id) => !parents.has(id) && typeof routes[id]?.module.default === "function")
    .map((id) => fullPathOf(routes, id))
    .filter(isBackOffice);
  return [...pages, ...expectedPages.filter((page) => !pages.includes(page))];
}

/** @param {number} bytes @param {number} [unit] */
function kb(bytes, unit = 1000) {
  return Number((bytes / unit).toFixed(1));
}

/**
 * Each back-office page as a signed-in admin sees it (the sign-in and invitation pages signed out, as
 * they are used): the document's bytes as rendered and as sent, its inline CSS and JavaScript, and the
 * files it loads.
 * @param {any} build
 * @param {Seeded & { cardId: string }} seeded
 * @returns {Promise<BackOfficePage[]>}
 */
async function measureBackOffice(build, seeded) {
  const host = new URL(publicOrigin).host;
  /** @type {BackOfficePage[]} */
  const pages = [];
  for (const route of backOfficePagesOf(build)) {
    const target =
      route === "/admin/invitasjon"
        ? seeded.invitationPath
        : route
            .replace(/^\/admin\/henvendelser\/:id$/, `/admin/henvendelser/${seeded.enquiryId}`)
            .replace(/^\/admin\/kort\/:id$/, `/admin/kort/${seeded.cardId}`);
    const label = route === "/admin/invitasjon" ? "/admin/invitasjon?token=…" : target;
    if (target.includes(":")) {
      pages.push({ route, label, status: null, note: "ikke målt: ingen verdi for parameteren" });
      continue;
    }
    const signedIn = !signedOutPages.has(route);
    const response = await get(target, { host, cookie: signedIn ? seeded.cookie : undefined });
    if (response.status === 404 && expectedPages.includes(route)) {
      pages.push({ route, label, status: 404, note: "mangler (404): ikke bygd ennå" });
      continue;
    }
    if (response.status !== 200) {
      const where = response.headers.location ? ` til ${response.headers.location}` : "";
      const why = String(response.headers.location ?? "").startsWith("/admin/logg-inn")
        ? ": økten benken laget ble ikke godtatt"
        : "";
      pages.push({ route, label, status: response.status, note: `FEIL: svarte ${response.status}${where}${why}` });
      continue;
    }
    const html = response.text;
    const inlineScripts = inlineScriptsOf(html);
    const files = filesLoadedBy(html);
    const scripts = await Promise.all(files.scripts.map(asset));
    const stylesheets = await Promise.all(files.stylesheets.map(asset));
    const transferred = (/** @type {Fetched[]} */ list) =>
      list.reduce((sum, file) => sum + file.headerBytes + file.sent.length, 0);
    pages.push({
      route,
      label,
      status: 200,
      note: signedIn ? "innlogget (admin)" : "utlogget",
      html,
      inlineScripts,
      htmlKB: kb(response.body.length),
      sentKB: kb(response.sent.length),
      docKB: kb(response.headerBytes + response.sent.length),
      encoding: String(response.headers["content-encoding"] ?? "identity"),
      cssKB: kb(Buffer.byteLength(inlineCssOf(html))),
      cssFilesKB: kb(transferred(stylesheets)),
      inlineJsKB: kb(inlineScripts.reduce((sum, script) => sum + Buffer.byteLength(script), 0)),
      jsKB: kb(transferred(scripts), 1024),
    });
  }
  return pages;
}

/**
 * The files of the client build that only back-office routes use (their route modules, the chunks they
 * import, their CSS), from the build's asset manifest.
 * @param {any} build
 * @returns {string[]}
 */
function backOfficeOnlyFiles(build) {
  /** @type {Record<string, { module: string, imports?: string[], css?: string[] }>} */
  const routeAssets = build.assets.routes;
  const filesOf = (/** @type {{ module: string, imports?: string[], css?: string[] } | undefined} */ entry) =>
    entry ? [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])] : [];
  const shared = new Set([...filesOf(build.assets.entry), build.assets.url]);
  /** @type {Set<string>} */
  const backOffice = new Set();
  for (const [id, entry] of Object.entries(routeAssets))
    for (const file of filesOf(entry)) (isBackOffice(fullPathOf(build.routes, id)) ? backOffice : shared).add(file);
  return [...backOffice].filter((file) => !shared.has(file));
}

/** A selector for this class, as lightningcss writes it (".hover\:bg-brand-800", ".w-1\/2"). @param {string} name */
function classSelector(name) {
  const escaped = name.replace(/[^\w-]/g, (c) => `\\${c}`).replace(/^(\d)/, (digit) => `\\3${digit} `);
  return new RegExp(`\\.${escaped.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&")}(?![\\w-]|\\\\)`);
}

/**
 * The public pages must not grow because of the back office: none links a file only back-office routes
 * use, none carries one of its inline scripts (the passkey script), and none's CSS has rules for a class
 * only back-office pages use. Every public page is checked, as served to a first visit, and the 404 page.
 * @param {any} build
 * @param {BackOfficePage[]} backOffice
 * @returns {Promise<Separation>}
 */
async function checkPublicPagesFreeOfBackOffice(build, backOffice) {
  /** @type {import("../app/host-exports").HostExports["vocabularyOf"]} */
  const vocabularyOf = build.entry.module.vocabularyOf;
  const onlyFiles = backOfficeOnlyFiles(build);
  const measured = backOffice.filter((page) => page.html !== undefined);
  const backOfficeScripts = new Set(measured.flatMap((page) => page.inlineScripts ?? []));
  /** @type {Set<string>} */
  const backOfficeClasses = new Set();
  for (const page of measured)
    for (const name of vocabularyOf(page.html ?? "", []).classes) backOfficeClasses.add(name);

  /** @type {string[]} */
  const problems = [];
  /** @type {Set<string>} */
  const publicClasses = new Set();
  /** @type {Array<{ route: string, css: string }>} */
  const publicCss = [];
  const routes = [...prerenderedPaths(), "/finnes-ikke"];
  for (const route of routes) {
    const response = await get(route);
    if (response.status !== (route === "/finnes-ikke" ? 404 : 200)) {
      problems.push(`${route}: svarte ${response.status}`);
      continue;
    }
    const html = response.text;
    for (const file of onlyFiles)
      if (html.includes(file)) problems.push(`${route} lenker til ${file}, som bare bakrommet bruker`);
    const scripts = inlineScriptsOf(html);
    if (scripts.some((script) => backOfficeScripts.has(script)))
      problems.push(`${route} har et innebygd skript fra bakrommet`);
    if (/\sdata-passkey[\s=>]/.test(html)) problems.push(`${route} har et passkey-skjema`);
    // What the page's CSS was cut for (app/entry.server.tsx): its HTML, its inline scripts and those it loads after the first paint.
    const afterPaint = await Promise.all(
      [...html.matchAll(/\sdata-after-paint="([^"]+)"/g)].map(([, src = ""]) => asset(src)),
    );
    for (const name of vocabularyOf(html, [...scripts, ...afterPaint.map((file) => file.text)]).classes)
      publicClasses.add(name);
    publicCss.push({ route, css: inlineCssOf(html) });
  }
  const onlyClasses = [...backOfficeClasses].filter((name) => !publicClasses.has(name));
  for (const name of onlyClasses) {
    const selector = classSelector(name);
    const carriers = publicCss.filter(({ css }) => selector.test(css));
    const first = carriers[0];
    if (!first) continue;
    // Where the rule is, to say why it was kept: app/shared/http/page-css.server.ts does not cut by the names inside :where(), :is(), :not(), :has().
    const at = first.css.search(selector);
    const ruleStart = first.css.lastIndexOf("}", at) + 1;
    const nested = /:(?:where|is|not|has)\(/.test(first.css.slice(ruleStart, at));
    const routes = carriers.map(({ route }) => route);
    problems.push(
      `CSS for .${name}, som bare bakrommet bruker, på ${carriers.length} av ${publicCss.length} offentlige sider (${routes.slice(0, 3).join(", ")}${routes.length > 3 ? ", …" : ""})` +
        (nested
          ? ": regelen står inne i :where()/:is()/:not()/:has(), som app/shared/http/page-css.server.ts ikke kutter etter klassenavn"
          : ""),
    );
  }
  return {
    pages: routes.length,
    files: onlyFiles.length,
    scripts: backOfficeScripts.size,
    classes: onlyClasses.length,
    problems,
  };
}

/**
 * Prints the back office's weights (for information) and the public pages' separation from it.
 * @param {BackOfficePage[]} backOffice
 * @param {Separation} separation
 * @returns {boolean} whether something failed
 */
function printBackOffice(backOffice, separation) {
  console.log("");
  console.log(
    `Bakrommet (/admin), til informasjon, uten budsjett: én forespørsel per side til ${publicOrigin}, som nettleseren sender den.`,
  );
  console.table(
    backOffice.map(({ label, status, note, htmlKB, sentKB, docKB, encoding, cssKB, cssFilesKB, inlineJsKB, jsKB }) =>
      status === 200
        ? { route: label, status, htmlKB, sentKB, docKB, encoding, cssKB, cssFilesKB, inlineJsKB, jsKB, note }
        : { route: label, status: status ?? "-", note },
    ),
  );
  console.log(
    "htmlKB: dokumentet som gjengitt; sentKB: komprimert, som sendt; docKB: som sendt med statuslinje og headere (som docKB over); cssKB: innebygd <style> (del av htmlKB); " +
      "cssFilesKB: stilark som lastes, som sendt; inlineJsKB: innebygde skript (del av htmlKB; passkey-skriptet); jsKB: skriptfiler som lastes, som sendt (KiB, som jsKB over). Ellers KB = 1000 byte.",
  );
  const broken = backOffice.filter((page) => page.note.startsWith("FEIL"));
  if (broken.length) console.log(`${broken.length} side(r) i bakrommet kunne ikke måles.`);
  if (separation.problems.length) {
    console.log("Offentlige sider bærer kode fra bakrommet:");
    for (const problem of separation.problems) console.log(`  ${problem}`);
  } else {
    console.log(
      `Offentlige sider uten bakrommet: ${separation.pages} sider (alle forhåndsgjengitte og 404-siden) lenker ingen av de ${separation.files} filene bare bakrommet bruker, ` +
        `har ingen av dets ${separation.scripts} innebygde skript og ingen CSS for de ${separation.classes} klassene bare bakrommet bruker.`,
    );
  }
  return broken.length > 0 || separation.problems.length > 0;
}
