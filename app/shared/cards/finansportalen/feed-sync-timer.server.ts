import type { Database } from "../../db/database.server";
import type { Mailer } from "../../mail/mail.server";
import { errorFields, logEvent } from "../../server/log.server";
import { runFeedSync, type SyncOutcome } from "./feed-sync.server";
import type { FeedConfig } from "./feed-client.server";

/** How often each instance asks whether a sync is due: the run itself is daily, on one instance (decision 0020). */
export const FEED_SYNC_CHECK_MS = 10 * 60_000;

export type FeedSyncTimer = { stop(): Promise<void> };

/**
 * The daily sync in the server: at start (a sync is due when the last good one is over a day old) and
 * every `checkMs` after. Every instance runs this timer; the run's row in feed_sync_runs is the lease, so
 * only one instance syncs and the others find it running or not due. Without credentials it runs too:
 * on a site never synced it does nothing, but credentials gone after a good sync are a failed run each
 * time one is due, and admins are mailed after a day (runFeedSync).
 */
export function startFeedSyncTimer(options: {
  db: Database;
  mailer: Mailer;
  config: FeedConfig;
  checkMs?: number;
}): FeedSyncTimer {
  if (options.config.status === "no-credentials")
    logEvent("info", "feed sync without credentials: no FINANSPORTALEN_USER and FINANSPORTALEN_PASSWORD");
  let running: Promise<SyncOutcome | void> = Promise.resolve();
  let stopped = false;
  const tick = (trigger: "start" | "timer") => {
    if (stopped) return;
    running = running
      .then(() =>
        runFeedSync(options.db, { trigger, config: options.config, onlyWhenDue: true, mailer: options.mailer }),
      )
      .catch((error: unknown) => logEvent("error", "feed sync could not start", errorFields(error)));
  };
  tick("start");
  const timer = setInterval(() => tick("timer"), options.checkMs ?? FEED_SYNC_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
