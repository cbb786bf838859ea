import path from "node:path";
import { Worker } from "node:worker_threads";
import type { CreditCard } from "../../content/card-schema";
import type { CardHistoryEntry } from "../../app/shared/cards/card-versions";
import type { FeedStatus } from "../../app/shared/cards/feed-status";

/** The version a server serves, as its admin socket's `cards-snapshot` answers. */
export type ServedSnapshot = {
  cards: CreditCard[];
  history: Array<[number, CardHistoryEntry[]]>;
  versions?: Array<[number, number]>;
  feed: FeedStatus;
  paying: number[];
};

export type Rendered = { status: number; type: string; body: string };

const buildDir = path.resolve("build");

/**
 * `paths` rendered by a fresh module graph of the build (card-rerender.worker.js) from the version a server
 * serves alone: its cards, their history, the feed's status and the paying cards (decision 0030, stop 44).
 */
export function freshRender(snapshot: ServedSnapshot, paths: string[]): Promise<Record<string, Rendered>> {
  // History crossed the admin socket as JSON: its dates are strings again.
  const history = snapshot.history.map(([cardId, entries]) => [
    cardId,
    entries.map((entry) => ({ ...entry, publishedAt: new Date(entry.publishedAt) })),
  ]);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./card-rerender.worker.js", import.meta.url), {
      workerData: {
        scenario: "fresh",
        buildFile: path.join(buildDir, "server", "index.js"),
        origin: "http://localhost:3000",
        paths,
        sitemapPaths: [],
        cards: snapshot.cards,
        history,
        original: [],
        feed: snapshot.feed,
        paying: snapshot.paying,
      },
    });
    worker.once("message", (message: { after: Record<string, Rendered> }) => resolve(message.after));
    worker.once("error", reject);
  });
}
