// @ts-check
// Renders, before a card write commits, everything that depends on the cards from the would-be data
// (the card store calls this inside its transaction; app/shared/cards/card-store.server.ts). It runs in a
// child process with a module graph of its own, so the pages being served never see uncommitted cards.
// The workers start with the first write and end after a quiet while (at once after a one-off write such as
// the daily sync): a process that never writes a card never pays for a second copy of the build. The pages
// are shared between several workers, one per core the process may use (decision 0030: a whole-market sync
// renders some 770 pages, and one thread left the machine's other core idle). Processes, not threads: a
// thread's memory, freed, stayed in the server's malloc heaps, some 80 MB after each sync (decision 0023).
import { fork } from "node:child_process";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";

/**
 * A render that has not finished by then is a fault: the write is refused rather than left holding the lock.
 * A minute, and a fifth of a second more for each card page the write adds or changes (a sync of the whole
 * market renders some 300 more pages than an editor's edit).
 */
const CHECK_TIMEOUT_MS = 60_000;
const CHECK_TIMEOUT_PER_CARD_PAGE_MS = 200;
const IDLE_MS = 5 * 60_000;

/** Never more workers than this, whatever the machine: each holds a copy of the build (some 100 MB). */
const MOST_WORKERS = 4;

/**
 * @typedef {{ path: string, reason: string }} RenderProblem
 * @param {{ buildDir: string, origin: string, pagePaths: () => string[], workers?: number }} options
 *   `workers`: how many processes share the pages; by default the cores idle when they start (idleCores).
 */
export function createRenderCheck({ buildDir, origin, pagePaths, workers }) {
  /** @type {ChildProcess[]} */
  let running = [];
  /** Counts stops, so that a warm() that was counting cores when one came starts nothing after it. */
  let stops = 0;
  /** @type {Promise<void> | null} */
  let ready = null;
  let nextId = 0;
  /** Each check waiting, with the answers its workers have given so far. */
  /** @type {Map<number, { answers: WorkerAnswer[], resolve: (answer: JoinedAnswer) => void }>} */
  const waiting = new Map();
  /** @type {NodeJS.Timeout | undefined} */
  let idleTimer;
  /** While warm() finds how many workers to start: a check waits for it. @type {Promise<void> | null} */
  let warming = null;

  /** Answers every check waiting with `reason` (refused, never left hanging). @param {string} reason */
  function answerAll(reason) {
    for (const [, entry] of waiting) entry.resolve(refusal(reason));
    waiting.clear();
  }

  function stop() {
    stops += 1;
    clearTimeout(idleTimer);
    const ending = running;
    running = [];
    ready = null;
    answerAll("kontrollen ble avbrutt");
    return Promise.all(ending.map(ended)).then(() => undefined);
  }

  /** @param {number} [idle] the cores found idle just now (warm); the last minute's load otherwise */
  function start(idle) {
    const pages = pagePaths();
    const shards = Math.max(1, Math.min(MOST_WORKERS, Math.floor(workers ?? idle ?? idleCores())));
    const started = Array.from({ length: shards }, () =>
      fork(new URL("./render-check.worker.js", import.meta.url), [], {
        // Only what rendering needs: no database URL, SMTP credentials or other secrets in the worker. glibc's
        // settings (host/lean-malloc.js) as the server's: the worker's peak counts while it runs.
        env: {
          NODE_ENV: "production",
          LOG_QUIET: "1",
          ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
          ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith("MALLOC_"))),
        },
        // Not the server's own flags (an --inspect port, --input-type): only its young generation's size.
        execArgv: process.execArgv.filter((arg) => /^--max[-_]semi[-_]space[-_]size\b/.test(arg)),
        // Buffers and structured data over the channel, as between threads; a page's bytes are not made text.
        serialization: "advanced",
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      }),
    );
    running = started;
    ready = Promise.all(
      started.map(
        (worker, shard) =>
          new Promise((/** @type {(value?: void) => void} */ resolve, reject) => {
            worker.once("error", reject);
            worker.once("exit", (code, signal) =>
              reject(new Error(`the render worker exited with ${code ?? signal} before it was ready`)),
            );
            worker.on("message", (/** @type {any} */ message) => {
              if (message.listening)
                return worker.send({
                  buildFile: path.join(buildDir, "server", "index.js"),
                  origin,
                  pagePaths: pages,
                  shard,
                  shards,
                });
              if (message.ready) return resolve();
              const entry = waiting.get(message.id);
              if (!entry) return;
              entry.answers.push(message);
              if (entry.answers.length < started.length) return;
              waiting.delete(message.id);
              entry.resolve(joined(entry.answers));
            });
          }),
      ),
    ).then(() => undefined);
    // A worker that ends or fails answers every write waiting on it: refused, never left hanging.
    const failed = (/** @type {ChildProcess} */ worker, /** @type {string} */ reason) => {
      if (!running.includes(worker)) return;
      answerAll(reason);
      void stop();
    };
    for (const worker of started) {
      worker.on("error", (error) => failed(worker, `kontrollen feilet: ${error.message}`));
      worker.on("exit", (code, signal) =>
        failed(worker, `kontrollen stoppet (${code === null ? signal : `kode ${code}`})`),
      );
      // A process waiting for no write is no reason for the server (or a command) to stay up.
      worker.unref();
      worker.channel?.unref();
    }
  }

  /**
   * @param {unknown[]} cards the cards as they would be published
   * @param {Array<[number, unknown[]]>} history each card's history as it would be
   * @param {number[]} [paying] the cards that would pay (a link template), by id; unchanged when not given
   * @param {string[]} [cardPages] pages beside the prerendered ones: those of the cards the write changes
   * @param {CheckOptions} [options]
   * @returns {Promise<RenderProblem[]>}
   */
  async function check(cards, history, paying, cardPages = [], options = {}) {
    return (await run(cards, history, paying, cardPages, { ...options, handOver: false })).problems;
  }

  /**
   * As `check`, and the pages an instance serves from memory (every prerendered page and `cardPages`) as it
   * would keep them, with the paying cards and the date they were rendered with: for the write to hand them
   * to the instances (decision 0030, stop 44). `handOver` is null when the check cannot vouch for them (a
   * problem, no feed status given, a render across midnight).
   * @param {unknown[]} cards @param {Array<[number, unknown[]]>} history @param {number[]} paying
   * @param {string[]} cardPages @param {CheckOptions} [options]
   * @returns {Promise<CheckAnswer>}
   */
  function checkAndHandOver(cards, history, paying, cardPages, options = {}) {
    return run(cards, history, paying, cardPages, { ...options, handOver: true });
  }

  /**
   * @param {unknown[]} cards @param {Array<[number, unknown[]]>} history @param {number[] | undefined} paying
   * @param {string[]} cardPages @param {CheckOptions & { handOver: boolean }} options
   * @returns {Promise<CheckAnswer>}
   */
  async function run(cards, history, paying, cardPages, { oneOff = false, feed, handOver }) {
    clearTimeout(idleTimer);
    const began = performance.now();
    let startMs = 0;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    // The limit counts from the call, start-up of the workers included.
    const limitMs = CHECK_TIMEOUT_MS + CHECK_TIMEOUT_PER_CARD_PAGE_MS * cardPages.length;
    const late = new Promise((/** @type {(answer: JoinedAnswer) => void} */ resolve) => {
      timer = setTimeout(() => {
        resolve(refusal(`sidene ble ikke ferdige innen ${Math.round(limitMs / 1000)} s`));
        void stop();
      }, limitMs);
    });
    const id = ++nextId;
    const answer = (async () => {
      // Workers being started ahead of this write are its own: waited for, not started twice. Their quiet while
      // is armed when they start, after this check began: cleared again, or it stopped a check that ran longer.
      if (warming) await warming;
      clearTimeout(idleTimer);
      const cold = running.length === 0;
      if (cold) start();
      try {
        await ready;
        if (cold) startMs = performance.now() - began;
      } catch (error) {
        void stop();
        return refusal(`kontrollen startet ikke: ${error instanceof Error ? error.message : error}`);
      }
      return new Promise((/** @type {(answer: JoinedAnswer) => void} */ resolve) => {
        waiting.set(id, { answers: [], resolve });
        for (const worker of running)
          worker.send({ id, cards, history, paying, cardPages, ...(feed ? { feed } : {}), handOver });
      });
    })();
    const checked = await Promise.race([answer, late]);
    // The pages were rendered for this origin: an instance at another serves its own.
    /** @type {CheckAnswer} */
    const result = {
      problems: checked.problems,
      handOver: checked.handOver && { ...checked.handOver, origin },
      timing: { workers: running.length, startMs, checkMs: performance.now() - began },
    };
    clearTimeout(timer);
    waiting.delete(id);
    if (oneOff && waiting.size === 0) {
      await stop();
      return result;
    }
    idleTimer = setTimeout(() => void stop(), IDLE_MS);
    idleTimer.unref();
    return result;
  }

  /**
   * Starts the workers now, for a write about to come (the daily sync, once its plan has writes, while the write
   * plans under the lock): their start-up, a second of compiling the build, then overlaps that plan instead of
   * following it. Let go after a quiet while if no check comes (the write refused before its render).
   * @param {number} [quietMs]
   */
  function warm(quietMs = WARM_MS) {
    if (running.length > 0 || waiting.size > 0 || warming) return;
    const stopsBefore = stops;
    // How many: the cores idle over the next moment (the last minute's load counts work long done, such as
    // this process's own start-up), while the write plans under the lock.
    warming = idleCoresNow()
      .then((idle) => {
        // Stopped meanwhile (the server shutting down): nothing to start.
        if (running.length > 0 || stops !== stopsBefore) return;
        start(idle);
        // A worker that fails to start is found, and answered, by the check that awaits it.
        ready?.catch(() => undefined);
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => void stop(), quietMs);
        idleTimer.unref();
      })
      .finally(() => (warming = null));
  }

  return {
    check,
    checkAndHandOver,
    warm,
    stop,
    workers: () => running.length,
    /** The workers' process ids, for the tests that prove they end with the server. */
    workerPids: () => running.map((worker) => worker.pid),
  };
}

/**
 * Ends a worker and resolves once it has exited (at once if it had).
 * @param {ChildProcess} worker @returns {Promise<void>}
 */
function ended(worker) {
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    worker.once("exit", () => resolve());
    // Waited for: an unref'd child would let a command's process end before its exit is seen.
    worker.ref();
    worker.kill("SIGKILL");
  });
}

/** How long workers started ahead of a write wait for it (a write plans in well under a second). */
const WARM_MS = 60_000;

/**
 * @typedef {import("node:child_process").ChildProcess} ChildProcess
 * @typedef {{ oneOff?: boolean, feed?: { lastGoodAt: string | null } }} CheckOptions `oneOff`: a write not soon
 *   followed by another (the daily sync): the workers are let go as soon as no other check waits, instead of
 *   after five quiet minutes. `feed`: the feed's status the committed snapshot will carry, rendered with.
 * @typedef {{ path: string, csp: string, etag: string, body: Uint8Array, consentedEtag: string, consentedBody: Uint8Array }} CheckedPage
 * @typedef {{ pages: CheckedPage[], paying: number[], date: string, origin: string }} HandedOver
 * @typedef {{ problems: RenderProblem[], handedOver?: { pages: CheckedPage[], paying: number[], date: string | null } | null }} WorkerAnswer
 * @typedef {{ workers: number, startMs: number, checkMs: number }} CheckTiming how long the check took, the
 *   workers' start-up (0 when they were running) included, for the write's log line
 * @typedef {{ problems: RenderProblem[], handOver: HandedOver | null, timing?: CheckTiming }} CheckAnswer
 * @typedef {{ problems: RenderProblem[], handOver: Omit<HandedOver, "origin"> | null }} JoinedAnswer
 */

/** @param {string} reason @returns {JoinedAnswer} */
const refusal = (reason) => ({ problems: [{ path: "", reason }], handOver: null });

/**
 * A card write's render (the card store's `renderCardWrites`), the same for the server and the command line:
 * every page with the cards that pay now (a link template change renders with its would-be set instead), the
 * pages of the cards the write changes too, and what it renders handed to the instances with the write
 * (decisions 0022 and 0030).
 * @param {ReturnType<typeof createRenderCheck>} renderCheck
 * @param {{ payingCardIds(): number[], changedCardPagePaths(cards: any, feed?: any): string[] }} lifecycle the build's host exports
 */
export const cardWriteRenderer = (renderCheck, lifecycle) =>
  Object.assign(
    (/** @type {any} */ cards, /** @type {any} */ history, /** @type {any} */ options) =>
      renderCheck.checkAndHandOver(
        cards,
        history,
        lifecycle.payingCardIds(),
        // With the would-be feed status: a link changes a card's page without changing the card.
        lifecycle.changedCardPagePaths(cards, options?.feed),
        options,
      ),
    { warm: () => renderCheck.warm() },
  );

/**
 * The workers' answers as one: each problem once (a problem of the whole card list, refused before any page,
 * is found by every worker), and the pages each rendered, if every worker vouches for its own on one date
 * with the same paying cards.
 * @param {WorkerAnswer[]} answers @returns {JoinedAnswer}
 */
export function joined(answers) {
  const seen = new Set();
  const problems = answers
    .flatMap((answer) => answer.problems)
    .filter((problem) => {
      const key = `${problem.path}\n${problem.reason}`;
      return !seen.has(key) && seen.add(key);
    });
  const parts = answers.map((answer) => answer.handedOver);
  const [first] = parts;
  const agree =
    problems.length === 0 &&
    first?.date &&
    parts.every((part) => part?.date === first.date && JSON.stringify(part.paying) === JSON.stringify(first.paying));
  if (!agree || !first?.date) return { problems, handOver: null };
  return {
    problems,
    handOver: { pages: parts.flatMap((part) => part?.pages ?? []), paying: first.paying, date: first.date },
  };
}

/**
 * The cores the process may use (os.availableParallelism) less the load of the last minute, at least one.
 * On a busy machine a second worker only competes for the same core and doubles the start-up (a copy of
 * the build compiled again): measured at load 9 on two cores, two workers took 35,8 s against one's 21,4 s.
 * @param {number} [cores] @param {number} [load]
 */
export function idleCores(cores = availableParallelism(), load = loadavg()[0] ?? 0) {
  return Math.max(1, Math.min(cores, Math.floor(cores - load + 0.5)));
}

/**
 * The cores idle over the next `windowMs`, counting what this process itself uses as idle (it is about to
 * wait for the workers), at least one: the machine's CPU times (os.cpus) before and after.
 * @param {number} [windowMs]
 */
export async function idleCoresNow(windowMs = 250) {
  const before = cpus();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  await delay(windowMs);
  const after = cpus();
  const own = process.cpuUsage(ownBefore);
  const elapsedMs = performance.now() - started;
  const idleMs = after.reduce(
    (sum, cpu, index) => sum + cpu.times.idle - (before[index]?.times.idle ?? cpu.times.idle),
    0,
  );
  return idleCoresFrom(after.length, idleMs / elapsedMs + (own.user + own.system) / 1000 / elapsedMs);
}

/** @param {number} cores @param {number} free cores idle or ours, in the window @returns {number} */
export const idleCoresFrom = (cores, free) => Math.max(1, Math.min(cores, Math.floor(free + 0.5)));
