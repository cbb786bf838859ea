import type { Database } from "../db/database.server";
import type { Mailer } from "../mail/mail.server";
import { errorFields, logEvent } from "../server/log.server";
import { runCommissionPulls, type PullOutcome } from "./commission-pull.server";
import { apiConfigFromEnv, pullNetworks, type ApiConfig, type PullNetwork } from "./transaction-api.server";

/** How often each instance asks whether a pull is due: the pull itself is nightly, on one instance (decision 0024). */
export const COMMISSION_PULL_CHECK_MS = 10 * 60_000;

export type CommissionPullTimer = { stop(): Promise<void> };

/**
 * The nightly pull in the server: at start and every `checkMs` after, each network with credentials is
 * pulled when due. Every instance runs this timer; a run's row is the lease, so one instance pulls and
 * the others find it running or not due. A network without credentials is left alone.
 */
export function startCommissionPullTimer(options: {
  db: Database;
  /** For the mail to admins when a network's pulls have failed for a day. */
  mailer?: Mailer;
  configs?: Record<PullNetwork, ApiConfig>;
  checkMs?: number;
}): CommissionPullTimer {
  const configs: Record<PullNetwork, ApiConfig> =
    options.configs ??
    (Object.fromEntries(pullNetworks.map((network) => [network, apiConfigFromEnv(network)])) as Record<
      PullNetwork,
      ApiConfig
    >);
  const networks = pullNetworks.filter((network) => configs[network].status !== "no-credentials");
  if (networks.length === 0) {
    logEvent("info", "commission pull off: no network has API credentials");
    return { stop: async () => {} };
  }
  let running: Promise<PullOutcome[] | void> = Promise.resolve();
  let stopped = false;
  const tick = (trigger: "start" | "timer") => {
    if (stopped) return;
    running = running
      .then(() =>
        runCommissionPulls(options.db, { trigger, networks, configs, onlyWhenDue: true, mailer: options.mailer }),
      )
      .catch((error: unknown) => logEvent("error", "commission pull could not start", errorFields(error)));
  };
  tick("start");
  const timer = setInterval(() => tick("timer"), options.checkMs ?? COMMISSION_PULL_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
