import type { DatabaseHandle } from "./db/database.server";
import { CARD_CHANNEL, installSnapshot, readSnapshot, seedFirstVersions, type CardSnapshot } from "./card-store.server";
import { errorFields, logEvent } from "./log.server";

export type CardSync = {
  /** What this process serves now. */
  current(): CardSnapshot;
  /** Called after every change this process takes in, once the new data is installed (the server re-renders its pages). */
  onChange(listener: (snapshot: CardSnapshot) => Promise<void>): void;
  /** Reads the database now and installs what changed; resolves when listeners are done. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Keeps this process's cards (content/cards.ts's live `cards`) equal to the database's current versions:
 * read at start (an instance that was down catches up here), then again on every NOTIFY on the cards'
 * channel, from whichever instance or command wrote. Reads are one at a time; a burst of notifications
 * while one runs gives one more read, never a queue.
 */
export async function startCardSync(database: DatabaseHandle): Promise<CardSync> {
  const seeded = await seedFirstVersions(database.db);
  if (seeded > 0) logEvent("info", "card data seeded from content/cards.ts", { cards: seeded });
  let snapshot = await readSnapshot(database.db);
  installSnapshot(snapshot);
  const listeners: Array<(snapshot: CardSnapshot) => Promise<void>> = [];
  let queued: Promise<void> | null = null;
  let running: Promise<void> = Promise.resolve();

  async function readAndInstall(): Promise<void> {
    const next = await readSnapshot(database.db);
    if (next.fingerprint === snapshot.fingerprint) return;
    snapshot = next;
    installSnapshot(next);
    logEvent("info", "card data changed", { versions: [...next.versions].map(([card, version]) => `${card}:${version}`).join(" ") });
    for (const listener of listeners) await listener(next);
  }

  function refresh(): Promise<void> {
    // One read waiting behind the running one covers every notification that comes meanwhile.
    if (queued) return queued;
    const next = running.then(() => {
      queued = null;
      return readAndInstall();
    });
    queued = next;
    running = next.catch((error: unknown) => logEvent("error", "card data not read", errorFields(error)));
    return next;
  }

  const unlisten = await database.listen(CARD_CHANNEL, () => {
    refresh().catch(() => undefined);
  });
  return {
    current: () => snapshot,
    onChange: (listener) => listeners.push(listener),
    refresh,
    async stop() {
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
