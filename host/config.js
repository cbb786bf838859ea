// @ts-check
// The environment, read in one place (README: "Environment variables").
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function readConfig(env = process.env) {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? "127.0.0.1";
  const dataDir = path.resolve(root, env.DATA_DIR ?? "data");
  return {
    port,
    host,
    dataDir,
    /** Unset: the embedded PGlite database under DATA_DIR. */
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    /** The support mailbox answers to our replies are read from (imaps://user:password@host/INBOX). */
    imapUrl: env.IMAP_URL || undefined,
    imapPollSeconds: env.IMAP_POLL_SECONDS ? Number(env.IMAP_POLL_SECONDS) : undefined,
    /** Where new enquiries are mailed; unset: the contact page's address (content/site.ts). */
    supportEmail: env.SUPPORT_EMAIL || undefined,
    /**
     * The address links in e-mails point to, and the back office's origin (passkeys are bound to its host
     * name). Locally http://localhost:<port>: a passkey's relying party must be a domain, never an IP address.
     */
    /** Whether PUBLIC_ORIGIN was set: a command without it prints links with the origin the server recorded. */
    publicOriginSet: Boolean(env.PUBLIC_ORIGIN),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://${isLoopback(host) ? "localhost" : host}:${port}`).replace(/\/+$/, ""),
    /** Express's "trust proxy": set it when a load balancer in front adds X-Forwarded-For. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Absolute: the server records it for commands, which may run from another folder.
    adminSocket: env.ADMIN_SOCKET ? path.resolve(root, env.ADMIN_SOCKET) : path.join(dataDir, "admin.sock"),
    /** What an instance keeps of the card pages it renders on request (the market's cards; decision 0030), in MB. */
    pageCacheMb: positiveNumber(env.PAGE_CACHE_MB, 32, "PAGE_CACHE_MB"),
    /**
     * Whether Finansportalen's information-sharing agreement lets the open data (/api/kort.json, the Atom feed)
     * share the facts its feed supplies: off unless FINANSPORTALEN_OPEN_DATA is «on» (decision 0012, stop 44).
     */
    shareFeedInOpenData: onOff(env.FINANSPORTALEN_OPEN_DATA, "FINANSPORTALEN_OPEN_DATA"),
    buildDir: path.join(root, "build"),
    migrationsFolder: path.join(root, "drizzle"),
  };
}

/** @param {string} host */
function isLoopback(host) {
  return host === "127.0.0.1" || host === "localhost" || host === "::1";
}

/** @param {string | undefined} value @returns {boolean | number | string} */
function parseTrustProxy(value) {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // e.g. "loopback" or a list of addresses
}

/** Unset or «off»: false; «on»: true; anything else stops the start with the variable named. @param {string | undefined} value @param {string} name */
function onOff(value, name) {
  if (value === undefined || value === "" || value === "off") return false;
  if (value === "on") return true;
  throw new Error(`${name} må være «on» eller «off», ikke «${value}»`);
}

/** @param {string | undefined} value @param {number} fallback @param {string} name */
function positiveNumber(value, fallback, name) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} må være et positivt tall, ikke «${value}»`);
  return number;
}
