// @ts-check
// Renders, before a card write commits, everything that depends on the cards from the would-be data
// (the card store calls this inside its transaction; app/shared/cards/card-store.server.ts). It runs in a
// worker thread with a module graph of its own, so the pages being served never see uncommitted cards.
// The worker starts with the first write and ends after a quiet while: a process that never writes a
// card never pays for a second copy of the build.
import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * A render that has not finished by then is a fault: the write is refused rather than left holding the lock.
 * A minute, and a fifth of a second more for each card page the write adds or changes (a sync of the whole
 * market renders some 300 more pages than an editor's edit).
 */
const CHECK_TIMEOUT_MS = 60_000;
const CHECK_TIMEOUT_PER_CARD_PAGE_MS = 200;
const IDLE_MS = 5 * 60_000;

/**
 * @typedef {{ path: string, reason: string }} RenderProblem
 * @param {{ buildDir: string, origin: string, pagePaths: () => string[] }} options
 */
export function createRenderCheck({ buildDir, origin, pagePaths }) {
  /** @type {Worker | null} */
  let worker = null;
  /** @type {Promise<void> | null} */
  let ready = null;
  let nextId = 0;
  /** @type {Map<number, (problems: RenderProblem[]) => void>} */
  const waiting = new Map();
  /** @type {NodeJS.Timeout | undefined} */
  let idleTimer;

  function stop() {
    clearTimeout(idleTimer);
    const ending = worker;
    worker = null;
    ready = null;
    for (const [, resolve] of waiting) resolve([{ path: "", reason: "kontrollen ble avbrutt" }]);
    waiting.clear();
    return ending ? ending.terminate().then(() => undefined) : Promise.resolve();
  }

  function start() {
    const started = new Worker(new URL("./render-check.worker.js", import.meta.url), {
      workerData: { buildFile: path.join(buildDir, "server", "index.js"), origin, pagePaths: pagePaths() },
      // Only what rendering needs: no database URL, SMTP credentials or other secrets in the worker.
      env: { NODE_ENV: "production", LOG_QUIET: "1", ...(process.env.TZ ? { TZ: process.env.TZ } : {}) },
    });
    worker = started;
    ready = new Promise((resolve, reject) => {
      started.once("error", reject);
      started.once("exit", (code) => reject(new Error(`the render worker exited with ${code} before it was ready`)));
      started.on("message", (message) => {
        if (message.ready) return resolve();
        waiting.get(message.id)?.(message.problems);
        waiting.delete(message.id);
      });
    });
    // A worker that ends or fails answers every write waiting on it: refused, never left hanging.
    const ended = (/** @type {string} */ reason) => {
      if (worker !== started) return;
      for (const [, resolve] of waiting) resolve([{ path: "", reason }]);
      waiting.clear();
      void stop();
    };
    started.on("error", (error) => ended(`kontrollen feilet: ${error.message}`));
    started.on("exit", (code) => ended(`kontrollen stoppet (kode ${code})`));
    started.unref();
  }

  /**
   * @param {unknown[]} cards the cards as they would be published
   * @param {Array<[number, unknown[]]>} history each card's history as it would be
   * @param {string[]} [paying] the cards that would pay (a link template), by slug; unchanged when not given
   * @param {string[]} [cardPages] pages beside the prerendered ones: those of the cards the write changes
   * @returns {Promise<RenderProblem[]>}
   */
  async function check(cards, history, paying, cardPages = []) {
    clearTimeout(idleTimer);
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    // The limit counts from the call, start-up of the worker included.
    const limitMs = CHECK_TIMEOUT_MS + CHECK_TIMEOUT_PER_CARD_PAGE_MS * cardPages.length;
    const late = new Promise((/** @type {(problems: RenderProblem[]) => void} */ resolve) => {
      timer = setTimeout(() => {
        resolve([{ path: "", reason: `sidene ble ikke ferdige innen ${Math.round(limitMs / 1000)} s` }]);
        void stop();
      }, limitMs);
    });
    const id = ++nextId;
    const answer = (async () => {
      if (!worker) start();
      try {
        await ready;
      } catch (error) {
        void stop();
        return [{ path: "", reason: `kontrollen startet ikke: ${error instanceof Error ? error.message : error}` }];
      }
      return new Promise((/** @type {(problems: RenderProblem[]) => void} */ resolve) => {
        waiting.set(id, resolve);
        worker?.postMessage({ id, cards, history, paying, cardPages });
      });
    })();
    const problems = await Promise.race([answer, late]);
    clearTimeout(timer);
    waiting.delete(id);
    idleTimer = setTimeout(() => void stop(), IDLE_MS);
    idleTimer.unref();
    return problems;
  }

  return { check, stop };
}
