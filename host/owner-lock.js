// @ts-check
// One owner per data folder, and one listener per admin socket, proved by an operating-system lock and
// never by response times (docs/decisions/0003). A lock is an open file description's fcntl lock
// (F_OFD_SETLK, fs-native-extensions): the kernel drops it when the process ends, kill -9 included, and
// keeps it while the process is stopped or busy. NFS carries these locks to the server (NFSv4, or v3 with
// lockd), so two hosts on one shared folder exclude each other too; a mount with `nolock` does not.
import { closeSync, fstatSync, ftruncateSync, openSync, readFileSync, statSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { tryLock } from "fs-native-extensions";

/** The lock file in DATA_DIR whose lock is held by the process that owns the embedded database. */
export const OWNER_FILE = "owner.lock";

/**
 * Who holds a lock, as the holder wrote it into the lock file once it had the lock.
 * @typedef {{ pid: number, host: string, role: "server" | "command", adminSocket?: string, since: string }} Owner
 */

/**
 * @typedef {{ path: string, owner: Owner, intact(): boolean, retake(): "retaken" | "taken-by-another" | "unavailable", release(): void }} HeldLock
 * `intact` is false once the lock file at `path` is no longer the one locked (someone deleted or replaced
 * it): another process could then take a new lock there. `retake` locks a new file at the path at once;
 * "taken-by-another" means another process got there first and now believes it owns the folder.
 */

/**
 * Takes the lock on `lockPath` if no live process holds it, and writes `owner` into the file.
 * Returns null when another process holds it (read who with `readOwner`).
 * @param {string} lockPath
 * @param {Omit<Owner, "pid" | "host" | "since">} owner
 * @returns {HeldLock | null}
 */
export function tryHold(lockPath, owner) {
  const fd = openSync(lockPath, "a+", 0o600);
  let granted = false;
  try {
    granted = tryLock(fd);
  } finally {
    if (!granted) closeSync(fd);
  }
  if (!granted) return null;
  /** @type {Owner} */
  const record = { pid: process.pid, host: hostname(), since: new Date().toISOString(), ...owner };
  ftruncateSync(fd);
  writeSync(fd, `${JSON.stringify(record)}\n`, 0);
  let held = { fd, ...identity(fd) };
  let open = true;
  return {
    path: lockPath,
    owner: record,
    intact() {
      if (!open) return false;
      try {
        const now = statSync(lockPath);
        return now.dev === held.dev && now.ino === held.ino;
      } catch {
        return false;
      }
    },
    retake() {
      let next;
      try {
        next = openSync(lockPath, "a+", 0o600);
      } catch {
        return "unavailable";
      }
      if (!tryLock(next)) {
        closeSync(next);
        return "taken-by-another";
      }
      ftruncateSync(next);
      writeSync(next, `${JSON.stringify(record)}\n`, 0);
      closeSync(held.fd);
      held = { fd: next, ...identity(next) };
      return "retaken";
    },
    release() {
      if (!open) return;
      open = false;
      closeSync(held.fd); // closing the only descriptor drops the lock
    },
  };
}

/** @param {number} fd */
function identity(fd) {
  const { dev, ino } = fstatSync(fd);
  return { dev, ino };
}

/**
 * Who holds (or last held) the lock on `lockPath`, or null if the file says nothing readable yet.
 * @param {string} lockPath
 * @returns {Owner | null}
 */
export function readOwner(lockPath) {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8"));
    return typeof parsed?.pid === "number" && typeof parsed?.host === "string" ? parsed : null;
  } catch {
    return null;
  }
}

/** @param {Owner | null} owner */
export function describeOwner(owner) {
  if (!owner) return "et annet program";
  const what = owner.role === "server" ? "serveren" : "et vedlikeholdsprogram";
  const where = owner.host === hostname() ? "" : ` på maskinen ${owner.host}`;
  return `${what} (pid ${owner.pid}${where}, startet ${new Date(owner.since).toLocaleString("nb-NO", { timeZone: "Europe/Oslo" })})`;
}

/** @param {string} dataDir */
export const ownerLockPath = (dataDir) => path.join(dataDir, OWNER_FILE);

/** @param {string} socketPath */
export const socketLockPath = (socketPath) => `${socketPath}.lock`;

/** @param {Owner | null} owner */
export const isOnThisHost = (owner) => owner !== null && owner.host === hostname();

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process with this pid runs on this machine (a lock file's record may lag its lock by a moment). @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * The server's claim on an embedded database's folder, held for as long as it runs. A second server on
 * the folder is refused at once with `refusal`; a maintenance command holding it (it runs for seconds) is
 * waited for. A lock left by a process killed with -9 is free again: the kernel dropped it.
 * @param {{ dataDir: string, adminSocket: string }} config
 * @param {(message: string) => void} onWait said once, when the server has to wait for a command
 * @returns {Promise<HeldLock>}
 */
export async function holdDataFolder(config, onWait) {
  const lockPath = ownerLockPath(config.dataDir);
  let waiting = false;
  for (let attempt = 0; ; attempt++) {
    const held = tryHold(lockPath, { role: "server", adminSocket: config.adminSocket });
    if (held) return held;
    const owner = readOwner(lockPath);
    // The record is written just after the lock is taken: one that names a dead process is a moment old.
    const recordLags = !owner || (isOnThisHost(owner) && !alive(owner.pid));
    // A record naming a dead process is old (the holder has yet to write its own): wait for the new one.
    if ((owner?.role === "server" && !recordLags) || (recordLags && attempt >= 20)) {
      throw new Error(
        `Datamappen ${config.dataDir} eies allerede av ${describeOwner(owner)}. Stopp den først, eller gi denne serveren en egen DATA_DIR (slett aldri ${OWNER_FILE}: da kan to programmer åpne databasen).`,
      );
    }
    if (!recordLags && !waiting) {
      waiting = true;
      onWait(`Venter på at ${describeOwner(owner)} blir ferdig med datamappen ${config.dataDir}`);
    }
    await sleep(recordLags ? 50 : 250);
  }
}
