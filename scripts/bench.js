// @ts-check
// `npm run bench`: Lighthouse (mobile, simulated throttling) over every prerendered route of the
// current build, printing the four category scores, LCP, TBT, CLS and JavaScript bytes sent.
// Exits non-zero when a budget is missed. A benchmark, not a test: it is not part of `npm test`.
import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prerenderedPaths } from "./prerendered-paths.js";

const budget = { performance: 100, accessibility: 100, lcpMs: 1200, cls: 0 };
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://127.0.0.1:${port}`;
const only = process.argv.slice(2);

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

const server = spawn(process.execPath, ["server/start.js"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "ignore", "inherit"],
});
let chrome;
let failed = false;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const routes = only.length > 0 ? only : prerenderedPaths();
  const rows = [];
  for (const route of routes) {
    const result = await lighthouse(`${origin}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse ga ikke noe resultat for ${route}`);
    const { categories, audits } = result.lhr;
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    const scripts = /** @type {any} */ (audits["resource-summary"]?.details)?.items?.find((/** @type {any} */ i) => i.resourceType === "script");
    const row = {
      route,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
      jsKB: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    };
    const misses = [];
    if (row.perf < budget.performance) misses.push(`perf ${row.perf}`);
    if (row.a11y < budget.accessibility) misses.push(`a11y ${row.a11y}`);
    if (!(row.lcpMs <= budget.lcpMs)) misses.push(`LCP ${row.lcpMs} ms`);
    if (!(row.cls <= budget.cls)) misses.push(`CLS ${row.cls}`);
    if (misses.length) failed = true;
    rows.push({ ...row, budget: misses.length ? `MISS: ${misses.join(", ")}` : "ok" });
    process.stderr.write(".");
  }
  process.stderr.write("\n");
  console.table(rows);
  console.log(
    `Budsjett: ytelse ≥ ${budget.performance}, tilgjengelighet ≥ ${budget.accessibility}, LCP ≤ ${budget.lcpMs} ms, CLS ≤ ${budget.cls}.`,
  );
  console.log(failed ? "Minst ett budsjett er brutt." : "Alle ruter holder budsjettet.");
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
}
process.exit(failed ? 1 : 0);
