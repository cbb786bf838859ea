// @ts-check
// Lighthouse against issue 7's budget, shared by `npm run bench` (every prerendered route) and
// `npm run bench:market` (the list and a sample of the market's card pages): one Chromium, `runs` runs of
// each URL (mobile, simulated throttling) and the median of each figure.
import http from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const budget = { score: 100, lcpMs: 1000, tbtMs: 50, cls: 0, jsKB: 100 };

/** @param {number[]} values @returns {number} */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/** "min–max" of a metric's single runs, to show how far a median stands from them. @param {number[]} values */
export function spread(values) {
  return `${Math.min(...values)}–${Math.max(...values)}`;
}

/** Debian's Chromium, headless, as the browser tests use it. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * `runs` Lighthouse runs of one URL (mobile, simulated throttling), each a record of the figures the
 * budget reads. Lighthouse's own advice is five runs and the median: it halves the spread a single
 * run has (GoogleChrome/lighthouse, docs/variability.md).
 * @param {number} port Chromium's debugging port
 * @param {string} url
 * @param {number} runs
 * @returns {Promise<Array<Record<string, number>>>}
 */
export async function lighthouseSamples(port, url, runs) {
  /** @type {Array<Record<string, number>>} */
  const samples = [];
  for (let run = 0; run < runs; run++) {
    // Now and then a Lighthouse run here ends without a trace (no LCP at all); such a run is a
    // failed measurement, not a result: it is repeated, up to twice, and reported if it persists.
    let result;
    for (let attempt = 0; attempt < 3; attempt++) {
      result = await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const measured =
        Number.isFinite(result?.lhr.audits["largest-contentful-paint"]?.numericValue) && !result?.lhr.runtimeError;
      if (measured) break;
      process.stderr.write(
        `\n${url}: måling uten resultat (${result?.lhr.runtimeError?.code ?? "ingen LCP"}), prøver igjen\n`,
      );
    }
    if (!result) throw new Error(`Lighthouse ga ikke noe resultat for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    const scripts = /** @type {any} */ (audits["resource-summary"]?.details)?.items?.find(
      (/** @type {any} */ i) => i.resourceType === "script",
    );
    samples.push({
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
      jsKB: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
      // The document as sent, headers included: over 14.6 KB it takes a second round trip (tests/e2e/page-weight.spec.ts).
      docKB: Number(
        (
          Number(/** @type {any} */ (audits.diagnostics?.details)?.items?.[0]?.mainDocumentTransferSize ?? NaN) / 1000
        ).toFixed(1),
      ),
    });
    process.stderr.write(".");
  }
  return samples;
}

/**
 * One route's medians and what of the budget they miss ("ok" when nothing).
 * @param {string} route
 * @param {Array<Record<string, number>>} samples
 */
export function budgetRow(route, samples) {
  const pick = (/** @type {string} */ key) => median(samples.map((sample) => sample[key] ?? NaN));
  const row = {
    route,
    perf: pick("perf"),
    a11y: pick("a11y"),
    bp: pick("bp"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    tbtRange: spread(samples.map((sample) => sample.tbtMs ?? NaN)),
    cls: pick("cls"),
    jsKB: pick("jsKB"),
    docKB: pick("docKB"),
  };
  const misses = [];
  for (const key of /** @type {const} */ (["perf", "a11y", "bp", "seo"]))
    if (row[key] < budget.score) misses.push(`${key} ${row[key]}`);
  if (!(row.lcpMs <= budget.lcpMs)) misses.push(`LCP ${row.lcpMs} ms`);
  if (!(row.tbtMs <= budget.tbtMs)) misses.push(`TBT ${row.tbtMs} ms`);
  if (!(row.cls <= budget.cls)) misses.push(`CLS ${row.cls}`);
  if (!(row.jsKB <= budget.jsKB)) misses.push(`JS ${row.jsKB} KB`);
  return { ...row, budget: misses.length ? `MISS: ${misses.join(", ")}` : "ok", missed: misses.length > 0 };
}

/** The budget in words, for the line under a table. @param {number} runs */
export function budgetLine(runs) {
  return `Budsjett (median av ${runs} kjøringer): alle fire kategorier ${budget.score}, LCP ≤ ${budget.lcpMs} ms, TBT ≤ ${budget.tbtMs} ms, CLS ${budget.cls}, JavaScript ≤ ${budget.jsKB} KB overført.`;
}

/**
 * The same runs against a page with one line of text, served by a plain listener here: what the
 * machine, Chromium and Lighthouse cost before any page of ours (0–42 ms of TBT in single runs here: the
 * new document's own set-up is a task Lantern counts after its estimate of the first paint).
 * @param {number} port Chromium's debugging port
 * @param {number} runs
 */
export async function measureFloor(port, runs) {
  const html =
    '<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tom side</title><meta name="description" content="Tom side"></head><body><p>Tom side.</p></body></html>';
  const empty = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(html) });
    response.end(html);
  });
  await new Promise((resolve) => empty.listen(0, "127.0.0.1", () => resolve(undefined)));
  try {
    const address = empty.address();
    const samples = await lighthouseSamples(
      port,
      `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`,
      runs,
    );
    const tbt = samples.map((sample) => sample.tbtMs ?? NaN);
    return { tbtMs: median(tbt), tbtRange: spread(tbt), lcpMs: median(samples.map((sample) => sample.lcpMs ?? NaN)) };
  } finally {
    empty.closeAllConnections();
    await new Promise((resolve) => empty.close(() => resolve(undefined)));
  }
}

/** The floor in words, beside the budget and not part of it. @param {{ tbtMs: number, tbtRange: string, lcpMs: number }} floor */
export function floorLine(floor) {
  return `Til sammenligning, en tom side (én linje tekst) på denne maskinen, målt på samme måte: TBT ${floor.tbtMs} ms (${floor.tbtRange} i enkeltkjøringene), LCP ${floor.lcpMs} ms. Ikke en del av budsjettet.`;
}
