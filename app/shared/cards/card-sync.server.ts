import type { DatabaseHandle } from "../db/database.server";
import { CARD_CHANNEL, installSnapshot, readSnapshot, seedFirstVersions, type CardSnapshot } from "./card-store.server";
import { errorFields, logEvent } from "../server/log.server";

export type CardSync = {
  /** What this process serves now. */
  current(): CardSnapshot;
  /** Called after every change this process takes in, once the new data is installed (the server re-renders its pages). */
  onChange(listener: (snapshot: CardSnapshot) => Promise<void>): void;
  /** Reads the database now and installs what changed; resolves when listeners are done. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
};

/** After a failed read, the next try waits this long, doubling up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 5 * 60_000;

/**
 * Keeps this process's cards (content/cards.ts's live `cards`) equal to the database's current versions:
 * listening first, then read at start (an instance that was down catches up here; a change published
 * between the two is heard, never lost), and again on every NOTIFY on the cards' channel, from whichever
 * instance or command wrote. Reads are one at a time; a burst of notifications while one runs gives one
 * more read, never a queue. A read that fails (the database away for a moment) is tried again, after
 * 2 s, then twice as long each time up to 5 minutes, until one succeeds.
 */
export async function startCardSync(database: DatabaseHandle): Promise<CardSync> {
  const seeded = await seedFirstVersions(database.db);
  if (seeded > 0) logEvent("info", "card data seeded from content/cards.ts", { cards: seeded });
  let snapshot: CardSnapshot | null = null;
  const listeners: Array<(snapshot: CardSnapshot) => Promise<void>> = [];
  let queued: Promise<void> | null = null;
  let running: Promise<void> = Promise.resolve();
  let retryTimer: NodeJS.Timeout | undefined;
  let retryPause = RETRY_FIRST_MS;
  let stopped = false;

  async function readAndInstall(): Promise<void> {
    const began = performance.now();
    const next = await readSnapshot(database.db);
    retryPause = RETRY_FIRST_MS;
    if (next.fingerprint === snapshot?.fingerprint) return;
    const first = snapshot === null;
    snapshot = next;
    installSnapshot(next);
    if (!first)
      logEvent("info", "card data changed", {
        versions: [...next.versions].map(([card, version]) => `${card}:${version}`).join(" "),
        // Read and installed, before the pages follow (the sync's goal: decision 0030).
        ms: Math.round(performance.now() - began),
      });
    for (const listener of listeners) await listener(next);
  }

  function retryLater() {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      refresh().catch(() => undefined);
    }, retryPause);
    retryTimer.unref();
    retryPause = Math.min(retryPause * 2, RETRY_MAX_MS);
  }

  function refresh(): Promise<void> {
    // One read waiting behind the running one covers every notification that comes meanwhile.
    if (queued) return queued;
    const next = running.then(() => {
      queued = null;
      return readAndInstall();
    });
    queued = next;
    running = next.catch((error: unknown) => {
      logEvent(
        "error",
        "card data not read: the cards read before are served, and reading is tried again",
        errorFields(error),
      );
      retryLater();
    });
    return next;
  }

  const unlisten = await database.listen(CARD_CHANNEL, () => {
    refresh().catch(() => undefined);
  });
  try {
    // The first read: a failure here stops the start-up (nothing to serve yet), so it is not retried.
    const first = running.then(() => readAndInstall());
    running = first.catch(() => undefined);
    await first;
  } catch (error) {
    await unlisten();
    throw error;
  }
  return {
    current: () => snapshot as CardSnapshot,
    onChange: (listener) => listeners.push(listener),
    refresh,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await unlisten();
      await running;
    },
  };
}

/**
 * A card sync that reads the database only when asked (refresh), never on NOTIFY: for the command line
 * (`npm run cards`, which must work even when the stored cards no longer suit the content, so they can
 * be exported and fixed) and for tests that drive writes themselves. The server's own is startCardSync.
 */
export function cardSyncOnRequest(database: DatabaseHandle): CardSync {
  let snapshot: CardSnapshot | null = null;
  const listeners: Array<(snapshot: CardSnapshot) => Promise<void>> = [];
  return {
    current() {
      if (!snapshot) throw new Error("refresh() first");
      return snapshot;
    },
    onChange: (listener) => listeners.push(listener),
    async refresh() {
      await seedFirstVersions(database.db);
      const next = await readSnapshot(database.db);
      const changed = next.fingerprint !== snapshot?.fingerprint;
      snapshot = next;
      installSnapshot(next);
      if (changed) for (const listener of listeners) await listener(next);
    },
    async stop() {},
  };
}
