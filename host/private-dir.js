// @ts-check
// The data folder holds the embedded database (names, e-mails and messages in its write-ahead log) and
// the admin socket. It must be private to the server's user whatever the umask, also when it already
// exists with looser permissions: a folder other users cannot enter protects every file below it.
import { chmodSync, mkdirSync } from "node:fs";

export const PRIVATE_DIR_MODE = 0o700;

/**
 * Creates `dir` if needed and sets it to 0700 (owner only). Also tightens the process umask, so files
 * and folders created later (the database's own) are private too.
 * @param {string} dir
 */
export function ensurePrivateDir(dir) {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}
