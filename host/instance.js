// @ts-check
// What the production host (host/index.js) and the development server (host/dev.js) both do to become the
// instance that owns a data folder: claim the folder, answer the admin socket, start the services, and run
// the maintenance the privacy page and the mail outbox promise. One copy, so the two cannot drift apart.
import { ensurePrivateDir } from "./private-dir.js";
import { listenAdmin } from "./admin.js";
import { holdDataFolder } from "./owner-lock.js";

/**
 * @typedef {import("../app/host-exports").HostExports} HostExports
 * @typedef {ReturnType<typeof import("./config.js").readConfig>} HostConfig
 */

/**
 * Claims `config.dataDir` and starts the services with `serviceOptions`. Exits the process with a logged
 * reason when the folder or the admin socket is another process's.
 * @param {{
 *   config: HostConfig,
 *   lifecycle: HostExports,
 *   serviceOptions: Record<string, unknown>,
 *   adminCommand?: (command: any, services: () => Promise<any>) => Promise<unknown> | undefined,
 * }} options `adminCommand` answers a command itself when it returns a promise (e.g. `memory`).
 */
export async function startInstance({ config, lifecycle, serviceOptions, adminCommand }) {
  const log = lifecycle.logEvent;
  ensurePrivateDir(config.dataDir);
  /** @param {unknown} error @returns {never} */
  const cannotStart = (error) => {
    log("error", "cannot start", { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  };
  // Claim the data folder first: it has one owner process, proved by a lock held until it exits
  // (host/owner-lock.js). An embedded database lives there; with PostgreSQL the folder holds the admin
  // socket, which a command run there without DATABASE_URL finds through the owner's record.
  const dataFolder = await holdDataFolder(config, (message) => log("info", message)).catch(cannotStart);
  /** @type {(services: any) => void} */
  let servicesStarted = () => {};
  /** @type {Promise<any>} */
  const servicesReady = new Promise((resolve) => (servicesStarted = resolve));
  // The socket listens before the services start, so a command sent during start-up waits for them.
  const adminServer = await listenAdmin(
    config.adminSocket,
    (command) =>
      adminCommand?.(command, () => servicesReady) ?? servicesReady.then((s) => lifecycle.runAdminCommand(s, command)),
  ).catch(cannotStart);
  const services = await lifecycle.startServices({ ...config, ...serviceOptions });
  servicesStarted(services);
  return { services, dataFolder, adminServer };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The running instance's own upkeep, as by the commands of the same names: retention (content/privacy.ts)
 * daily and a minute after start; rate-limit counters (keyed hashes of addresses, kept at most an hour, as
 * the privacy page says) every five minutes; mail left unsent by a failed attempt or a restart
 * (app/shared/mail/mail.server.ts) every minute, by whichever instance takes it first.
 * @param {HostExports} lifecycle
 * @param {any} services
 * @returns {() => void} stops them
 */
export function startMaintenance(lifecycle, services) {
  const log = lifecycle.logEvent;
  /** @param {"purge" | "purge-rate-limits" | "deliver-mail"} command @param {string} failure */
  const every = (command, failure) => () =>
    lifecycle
      .runAdminCommand(services, { command })
      .catch((/** @type {unknown} */ error) => log("error", failure, lifecycle.errorFields(error)));
  const purge = every("purge", "purge failed");
  const purgeRateLimits = every("purge-rate-limits", "rate-limit purge failed");
  const deliverMail = every("deliver-mail", "unsent mail not delivered");
  const timers = [setInterval(purge, DAY), setInterval(purgeRateLimits, 5 * 60_000), setInterval(deliverMail, 60_000)];
  const firstPurge = setTimeout(purge, 60_000);
  for (const timer of [...timers, firstPurge]) timer.unref();
  void deliverMail();
  return () => {
    for (const timer of timers) clearInterval(timer);
    clearTimeout(firstPurge);
  };
}
