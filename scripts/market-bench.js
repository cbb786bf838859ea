// @ts-check
// `npm run bench:market`: the whole market at scale (issues 30 and 32). Two production instances on one
// PostgreSQL database and one on the embedded database, first with our ten cards, then with a generated
// Finansportalen feed of MARKET_CARDS products (300 by default) served by a local feed server with Basic
// authentication. Prints, for each instance: start-up time, the first and a repeated card page's time, and
// resident memory after every page was served once and MARKET_IDLE_SECONDS (60) in quiet, with ten cards and
// with the market, and the growth per card; beside it RSS after MARKET_LOAD_SECONDS (6) of load over the
// list, search and the card pages, both databases and both sizes in one table. Then the time from a sync
// that changes every card to the new pages on both PostgreSQL instances (goal under 10 s); and Lighthouse
// against issue 7's budget on /kredittkort and a sample of the market's card pages (MARKET_LIGHTHOUSE_RUNS
// runs each, 3 by default; 0 leaves it out). Needs LOAD_DATABASE_URL or TEST_DATABASE_URL (a role that may
// create databases) and a current build (`npm run build`). Exits non-zero when a goal is missed.
import { createHash, randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { runnerImport } from "vite";
import { adminRequest } from "../host/admin.js";
import { ensureBuild, staleBuildNote } from "../host/ensure-build.js";
import { freshDatabase, loadPages, sleep, startInstance } from "./bench-instance.js";
import {
  budgetLine,
  budgetRow,
  floorLine,
  launchChrome,
  lighthouseSamples,
  measureFloor,
} from "./lighthouse-budget.js";
import { prerenderedPaths } from "./prerendered-paths.js";

const marketSize = Number(process.env.MARKET_CARDS ?? 300);
const idleMs = Number(process.env.MARKET_IDLE_SECONDS ?? 60) * 1000;
const firstPort = Number(process.env.MARKET_PORT ?? 3600);
const ports = [firstPort, firstPort + 1];
/** The embedded database's instance: its own data folder, the same feed. */
const embeddedPort = firstPort + 2;
/** The load after the idle reading (MARKET_LOAD_SECONDS, 6), at bench:load's 100 connections. */
const loadSeconds = Number(process.env.MARKET_LOAD_SECONDS ?? 6);
const loadConnections = 100;
/** How long after the load its RSS is read, as bench:load's «3 s etter last». */
const afterLoadMs = 3000;
const syncGoalMs = 10_000;
const lighthouseRuns = Math.max(0, Number(process.env.MARKET_LIGHTHOUSE_RUNS ?? 3));
/** The pause between the sync and Lighthouse (MARKET_SETTLE_SECONDS, 30). */
const settleMs = Number(process.env.MARKET_SETTLE_SECONDS ?? 30) * 1000;
/** How long the bench waits for every changed page after the sync (MARKET_CHANGE_WAIT_SECONDS, 300). */
const changeWaitMs = Number(process.env.MARKET_CHANGE_WAIT_SECONDS ?? 300) * 1000;
const adminUrl = process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL || "";
if (!adminUrl) {
  console.error("bench:market trenger PostgreSQL for to instanser: sett LOAD_DATABASE_URL eller TEST_DATABASE_URL.");
  process.exit(2);
}
ensureBuild();
const stale = staleBuildNote();
if (stale) console.log(`MERK: ${stale}\n`);

/** @type {import("../tests/support/finansportalen-feed")} */
const feedSupport = (
  await runnerImport("./tests/support/finansportalen-feed.ts", { configFile: false, logLevel: "silent" })
).module;
const user = "kortvalg-bench";
const password = `pw-${randomBytes(12).toString("hex")}`;
let market = feedSupport.generateMarket(marketSize);
const feed = await feedSupport.startFeedServer({
  user,
  password,
  body: () => feedSupport.feedXml(market.map((product) => product.entry)),
});
// Two instances of one site behind one address, as a deployment sets it: the pages a write's check renders are
// for that origin, and an instance at another renders its own (decision 0030, stop 44).
const siteEnv = { PUBLIC_ORIGIN: `http://localhost:${firstPort}` };
const feedEnv = {
  ...siteEnv,
  FINANSPORTALEN_FEED_URL: feed.url,
  FINANSPORTALEN_USER: user,
  FINANSPORTALEN_PASSWORD: password,
};

/** @type {Array<Awaited<ReturnType<typeof startInstance>>>} */
let instances = [];
/** @type {Awaited<ReturnType<typeof startInstance>> | null} */
let embedded = null;
const database = await freshDatabase(adminUrl, "kortvalg_market");
let failed = false;
const ms = (/** @type {number} */ value) => `${Math.round(value).toLocaleString("nb-NO")} ms`;
const mb = (/** @type {number} */ value) => (Number.isFinite(value) ? Math.round(value) : NaN);
const hash = (/** @type {string} */ text) => createHash("sha256").update(text).digest("hex");

/**
 * Where the syncing instance's last sync spent its time, from its log lines («feed sync done», «card write
 * committed»): reading the feed, the plan, the write's own plan, the check (its workers' start-up apart) and
 * the commit.
 * @param {string} log
 */
function syncBreakdown(log) {
  const sync = lastLogLine(log, "feed sync done");
  const write = lastLogLine(log, "card write committed");
  if (!sync || !write) return null;
  return (
    `Fordeling i instansen som synkroniserte: lese feeden ${ms(sync.readMs)}, planen ${ms(sync.planMs)}, ` +
    `skrivingens plan ${ms(write.planMs)}, kontrollen ${ms(write.checkMs)} (${write.checkWorkers} arbeidere, oppstart ${ms(write.checkStartMs)}, ` +
    `${write.pagesHandedOver} sider overlevert), lagringen ${ms(write.commitMs)}; i alt ${ms(sync.durationMs)}.`
  );
}

/** The last of an instance's log lines with this message, parsed. @param {string} log @param {string} message */
function lastLogLine(log, message) {
  return log
    .split("\n")
    .filter((line) => line.includes(`"msg":"${message}"`))
    .map((line) => JSON.parse(line))
    .at(-1);
}

/** The card pages an instance lists in its sitemap, as paths. @param {string} origin */
async function cardPaths(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/kort\/[^<]+)<\/loc>/g)].map((match) => /** @type {string} */ (match[1]));
}

/**
 * Every prerendered page and every card page once, Brotli, one at a time; the card pages' times (first
 * request) and each card page's body hash.
 * @param {string} origin
 */
async function serveEveryPage(origin) {
  const cards = await cardPaths(origin);
  const times = [];
  /** @type {Map<string, string>} */
  const bodies = new Map();
  for (const pagePath of new Set([...prerenderedPaths(), ...cards])) {
    const started = performance.now();
    const answer = await fetch(`${origin}${pagePath}`, { headers: { "accept-encoding": "br" } });
    const body = await answer.text();
    if (cards.includes(pagePath)) {
      times.push(performance.now() - started);
      bodies.set(pagePath, hash(body));
    }
  }
  // Again: the last 50 served, which the instance still keeps (PAGE_CACHE_MB holds some 160–220 of them; the
  // first ones served are let go by then, and asking for them again measured a render, not a kept page).
  const again = [];
  for (const pagePath of cards.slice(-50)) {
    const started = performance.now();
    await (await fetch(`${origin}${pagePath}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
    again.push(performance.now() - started);
  }
  return { cards: cards.length, first: median(times), again: median(again), bodies };
}

/**
 * Lighthouse on the list and on three of the market's card pages (the first, the middle and the last in the
 * sitemap: pages the build never held, rendered on request), beside the empty page's floor.
 * @param {string} origin
 * @param {string[]} marketCardPaths
 */
async function lighthouseOnTheMarket(origin, marketCardPaths) {
  const sample = [0, Math.floor(marketCardPaths.length / 2), marketCardPaths.length - 1].map(
    (index) => /** @type {string} */ (marketCardPaths[index]),
  );
  const chrome = await launchChrome();
  try {
    const floor = await measureFloor(chrome.port, lighthouseRuns);
    const rows = [];
    for (const route of ["/kredittkort", "/kredittkort?side=2", ...new Set(sample)])
      rows.push(budgetRow(route, await lighthouseSamples(chrome.port, `${origin}${route}`, lighthouseRuns)));
    process.stderr.write("\n");
    return { rows, floor };
  } finally {
    await chrome.kill();
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN);
}

/** Starts both instances one after the other (each start-up timed alone). @param {Record<string, string>} env */
async function startBoth(env) {
  instances = [];
  for (const port of ports) {
    instances.push(await startInstance({ port, env: { DATABASE_URL: database.url, ...env } }));
  }
}

/**
 * The embedded database's instance on a fresh data folder, once it shows `cards` card pages (with the feed's
 * credentials it runs the start-up sync itself). Started after the PostgreSQL pair, so their figures are as before.
 * @param {Record<string, string>} env @param {number} cards
 */
async function startEmbedded(env, cards) {
  const started = performance.now();
  const origin = `http://localhost:${embeddedPort}`;
  embedded = await startInstance({ port: embeddedPort, env: { ...env, PUBLIC_ORIGIN: origin, DATABASE_URL: "" } });
  while ((await cardPaths(embedded.origin)).length < cards) {
    if (performance.now() - started > 300_000) throw new Error(`${embedded.origin} viste ikke markedet etter 5 min`);
    await sleep(250);
  }
}

/** Stops the embedded database's instance, if one runs, and removes its data folder. */
async function stopEmbedded() {
  const instance = embedded;
  embedded = null;
  await instance?.stop();
}

/**
 * RSS after every page once and the quiet (the goal's figure), then after a short load over the list, search and
 * every card page: every instance, PostgreSQL's and the embedded one, one after the other.
 * @param {string} label
 */
async function measure(label) {
  const rows = [];
  const served = [];
  for (const instance of instances) served.push(await serveEveryPage(instance.origin));
  const measured = embedded ? [...instances, embedded] : instances;
  if (embedded) served.push(await serveEveryPage(embedded.origin));
  await sleep(idleMs);
  /** @type {Array<{ instance: string, idle: number, afterLoad: number, load: string }>} */
  const rss = [];
  for (const [index, instance] of measured.entries()) {
    const figures = /** @type {Awaited<ReturnType<typeof serveEveryPage>>} */ (served[index]);
    const database = instance === embedded ? "innebygd (PGlite)" : "PostgreSQL";
    const idle = instance.rssMb();
    // Where the memory is: V8's heap and the card pages kept (their bodies are outside the heap).
    const memory = /** @type {any} */ (
      await adminRequest(instance.adminSocket, { command: "memory" }).catch(() => null)
    );
    rows.push({
      instans: instance === embedded ? `${label}, innebygd, ${instance.origin}` : `${label}, ${instance.origin}`,
      kortsider: figures.cards,
      oppstart: ms(instance.startMs),
      "kortside, første": ms(figures.first),
      "kortside, igjen": ms(figures.again),
      "heap MB": mb((memory?.heapUsed ?? NaN) / 1024 / 1024),
      "kortsider i minnet": `${memory?.pagesOnRequest?.pages ?? "?"} (${mb((memory?.pagesOnRequest?.bytes ?? NaN) / 1024 / 1024)} MB)`,
      [`RSS i ro (${idleMs / 1000} s) MB`]: mb(idle),
    });
    const synced = instance.log().includes('"msg":"feed sync done"') ? ", synkroniserte" : "";
    rss.push({ instance: `${database}, ${instance.origin}${synced}`, idle, afterLoad: NaN, load: "" });
  }
  const searches = ["/sok?q=visa", "/sok?q=mastercard", "/sok?q=reise"];
  for (const [index, instance] of measured.entries()) {
    const cards = await cardPaths(instance.origin);
    const load = await loadPages(instance.origin, ["/kredittkort", "/kredittkort?side=2", ...searches, ...cards], {
      seconds: loadSeconds,
      connections: loadConnections,
    });
    await sleep(afterLoadMs);
    const row = /** @type {(typeof rss)[number]} */ (rss[index]);
    row.afterLoad = instance.rssMb();
    row.load = `${load.requests.toLocaleString("nb-NO")} svar${load.failed ? `, ${load.failed} feil` : ""}`;
    if (load.failed) failed = true;
  }
  return { rows, served, memory: rss };
}

try {
  console.log(
    `Markedet: ${marketSize} genererte produkter i en lokal Finansportalen-feed, to instanser på PostgreSQL og én på den innebygde databasen.\n`,
  );
  await startBoth(siteEnv);
  await startEmbedded(siteEnv, 1);
  const small = await measure("10 kort");
  for (const instance of instances) await instance.stop();
  await stopEmbedded();

  // The feed's credentials: both instances find a sync due at start, one runs it, both serve the market.
  const syncStarted = performance.now();
  await startBoth(feedEnv);
  const wanted = marketSize + (small.served[0]?.cards ?? 0);
  for (const instance of instances) {
    while ((await cardPaths(instance.origin)).length < wanted) {
      if (performance.now() - syncStarted > 300_000)
        throw new Error(`${instance.origin} viste ikke markedet etter 5 min`);
      await sleep(250);
    }
  }
  const marketShownMs = performance.now() - syncStarted;
  await startEmbedded(feedEnv, wanted);
  const large = await measure(`${wanted} kort`);
  // The figures after this are the PostgreSQL pair's, as before the embedded instance joined the bench.
  await stopEmbedded();
  const ourCardPaths = small.served[0]?.bodies ?? new Map();
  const marketCardPaths = (await cardPaths(/** @type {any} */ (instances[0]).origin)).filter(
    (pagePath) => !ourCardPaths.has(pagePath),
  );

  // A start-up with the market in the database.
  const second = /** @type {(typeof instances)[number]} */ (instances[1]);
  await second.stop();
  instances[1] = await startInstance({
    port: /** @type {number} */ (ports[1]),
    env: { DATABASE_URL: database.url, ...feedEnv },
  });
  const restartMs = instances[1].startMs;

  // Every product changes (the nominal rate up 0,25 point): from the sync to every card page changed on both.
  market = market.map((product) => {
    const nominalRate = Math.round((product.nominalRate + 0.25) * 100) / 100;
    const rate =
      Math.round(feedSupport.feedEffectiveRate(nominalRate, product.annualFee, product.monthlyFee) * 100) / 100;
    const fields = { ...product.entry.fields };
    fields.kredittkort_nominell_rente = String(nominalRate);
    fields.effektiv_rente = String(rate);
    fields.eksempel_rente = String(rate);
    return { ...product, nominalRate, effectiveRate: rate, entry: { ...product.entry, fields } };
  });
  /** @type {Map<string, string>[]} */
  const before = [];
  for (const instance of instances) before.push((await serveEveryPage(instance.origin)).bodies);
  const changeStarted = performance.now();
  const outcome = /** @type {any} */ (
    await adminRequest(/** @type {any} */ (instances[0]).adminSocket, { command: "cards-sync" })
  );
  const syncAnsweredMs = performance.now() - changeStarted;
  // Both instances at once: asked one after the other, the second's time held the first's.
  const changedMs = await Promise.all(
    instances.map(async (instance, index) => {
      // The market's pages: our ten cards are not in the generated feed and do not change.
      const ours = small.served[index]?.bodies ?? new Map();
      const pending = new Set([...(before[index]?.keys() ?? [])].filter((pagePath) => !ours.has(pagePath)));
      const total = pending.size;
      while (pending.size > 0) {
        if (performance.now() - changeStarted > changeWaitMs) break;
        for (const pagePath of [...pending]) {
          const body = await (
            await fetch(`${instance.origin}${pagePath}`, { headers: { "accept-encoding": "br" } })
          ).text();
          if (hash(body) !== before[index]?.get(pagePath)) pending.delete(pagePath);
        }
        if (pending.size > 0) await sleep(100);
      }
      if (pending.size > 0)
        console.log(`${instance.origin}: ${pending.size} av ${total} kortsider uendret etter ${ms(changeWaitMs)}`);
      return pending.size === 0 ? performance.now() - changeStarted : NaN;
    }),
  );

  console.log(
    "Hver instans: oppstart til /readyz, kortsidens svartid (median, Brotli) første gang og igjen, minne i ro.",
  );
  console.table([...small.rows, ...large.rows]);
  const growth = (/** @type {number} */ index) => {
    const a = Number(Object.values(small.rows[index] ?? {}).at(-1));
    const b = Number(Object.values(large.rows[index] ?? {}).at(-1));
    return ((b - a) * 1024) / marketSize;
  };
  console.log(
    `Vekst per kort: ${instances.map((_, index) => `${Math.round(growth(index)).toLocaleString("nb-NO")} kB`).join(" og ")}.`,
  );
  console.log(
    `\nMinne (RSS MB) i ro etter hver side én gang og ${idleMs / 1000} s, og ${afterLoadMs / 1000} s etter ${loadSeconds} s last ` +
      `(${loadConnections} forbindelser rundt listen, tre søk og hver kortside), begge databaser, ${small.served[0]?.cards ?? "?"} og ${wanted} kort:`,
  );
  const perCard = (/** @type {number} */ from, /** @type {number} */ to) =>
    Number.isFinite(to - from) ? Math.round(((to - from) * 1024) / marketSize).toLocaleString("nb-NO") : "?";
  console.table(
    small.memory.map((before, index) => {
      const after = large.memory[index];
      return {
        instans: after?.instance ?? before.instance,
        [`${small.served[0]?.cards ?? "?"} kort i ro`]: mb(before.idle),
        [`${small.served[0]?.cards ?? "?"} kort etter last`]: mb(before.afterLoad),
        [`${wanted} kort i ro`]: mb(after?.idle ?? NaN),
        [`${wanted} kort etter last`]: mb(after?.afterLoad ?? NaN),
        "vekst per kort i ro kB": perCard(before.idle, after?.idle ?? NaN),
        "vekst per kort etter last kB": perCard(before.afterLoad, after?.afterLoad ?? NaN),
        [`last (${small.served[0]?.cards ?? "?"} / ${wanted} kort)`]: `${before.load} / ${after?.load ?? "?"}`,
      };
    }),
  );
  console.log(`Markedet vist på begge instanser ${ms(marketShownMs)} etter start (oppstartssynkroniseringen).`);
  console.log(`Oppstart med markedet i databasen: ${ms(restartMs)}.`);
  const slowest = Math.max(...changedMs);
  const ok = Number.isFinite(slowest) && slowest < syncGoalMs;
  if (!ok) failed = true;
  console.log(
    `Synkronisering som endrer alle ${marketSize} produktene (${outcome?.written?.length ?? "?"} kort skrevet): svar fra kommandoen etter ${ms(syncAnsweredMs)}; ` +
      `alle kortsider endret etter ${changedMs.map(ms).join(" og ")}, ${changedMs.map((value) => ms(value - syncAnsweredMs)).join(" og ")} etter svaret (mål < ${ms(syncGoalMs)}: ${ok ? "ok" : "MISS"}).`,
  );
  // After the sync: Lighthouse's throttled Chrome keeps a core busy, which the sync's check would have shared.
  // It measures once the sync's wake has passed (the list pages' Brotli 11 on each instance, the database's
  // autovacuum after some 8 MB of pages): what the browser's main thread shows is then the page's own.
  if (lighthouseRuns > 0) await sleep(settleMs);
  const lighthouse =
    lighthouseRuns > 0 ? await lighthouseOnTheMarket(/** @type {any} */ (instances[0]).origin, marketCardPaths) : null;

  const breakdown = syncBreakdown(/** @type {any} */ (instances[0]).log());
  if (breakdown) console.log(breakdown);
  for (const instance of instances) {
    const read = lastLogLine(instance.log(), "card data changed");
    const taken = lastLogLine(instance.log(), "pages handed over by the write's check");
    const rendered = lastLogLine(instance.log(), "pages rendered");
    if (taken && rendered)
      console.log(
        `${instance.origin}: kortene lest og tatt i bruk på ${ms(read?.ms)}; ${taken.cardPages} kortsider og ${taken.prerendered} forhåndsrendrede sider overtatt på ${ms(taken.ms)}; ` +
          `alle forhåndsrendrede sider på plass etter ${ms(rendered.ms)} (${rendered.handedOver} overtatt, ${rendered.changed} endret).`,
      );
  }
  if (lighthouse) {
    console.log(`\nLighthouse med markedet (${wanted} kort), listen og et utvalg av markedets kortsider:`);
    const table = [];
    for (const { missed, ...row } of lighthouse.rows) {
      if (missed) failed = true;
      table.push(row);
    }
    console.table(table);
    console.log(budgetLine(lighthouseRuns));
    console.log(floorLine(lighthouse.floor));
  }
} catch (error) {
  failed = true;
  console.error(error);
  for (const instance of embedded ? [...instances, embedded] : instances) console.error(instance.log().slice(-3000));
} finally {
  for (const instance of instances) await instance.stop();
  await stopEmbedded();
  await feed.close();
  await database.drop();
}
process.exit(failed ? 1 : 0);
