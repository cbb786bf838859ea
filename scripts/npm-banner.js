// @ts-check
// `npm run cards -- export > kort.json`: npm (11) prints its banner ("> kortvalg@… cards", "> node scripts/data.js
// export" and a blank line) on standard output before the command runs, unless it is run with -s. So the shell's
// file begins with it, and no JSON tool reads that file. Both ends are handled here: the command empties a file
// that holds nothing but the banner before it writes, and import reads past a banner a pipe or an append left.
import { closeSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from "node:fs";

const BANNER = /^(?:\s*\n)*(?:> [^\n]*\n)+\s*$/;
/** npm's banner is two short lines; a file larger than this holds something else, and is left alone. */
const BANNER_MAX_BYTES = 4096;

/** The JSON after npm's banner, if the text begins with one. @param {string} text */
export function withoutNpmBanner(text) {
  const banner = /^(?:\s*\n)*(?:> [^\n]*\n)+\s*(?=[[{])/.exec(text);
  return banner ? text.slice(banner[0].length) : text;
}

/** Whether the text is npm's banner and nothing else. @param {string} text */
export const isNpmBanner = (text) => BANNER.test(text);

/**
 * Writes `text` to the file descriptor `fd` (standard output): when it is a regular file holding nothing but
 * npm's banner, the file is emptied first and `text` written from its start, so the file holds `text` alone.
 * Anything else (a terminal, a pipe, a file with other contents, a system without /proc) is written to as it is.
 * @param {string} text @param {number} [fd]
 */
export function writeWithoutNpmBanner(text, fd = 1) {
  if (holdsOnlyNpmBanner(fd)) {
    ftruncateSync(fd, 0);
    const bytes = Buffer.from(text);
    // At an explicit position: the descriptor's own offset is still past the banner.
    for (let written = 0; written < bytes.length;)
      written += writeSync(fd, bytes, written, bytes.length - written, written);
    return;
  }
  process.stdout.write(text);
}

/** @param {number} fd */
function holdsOnlyNpmBanner(fd) {
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size === 0 || stat.size > BANNER_MAX_BYTES) return false;
    // The shell opened the file for writing only: read it through Linux's /proc, which opens it anew.
    const reader = openSync(`/proc/self/fd/${fd}`, "r");
    try {
      const buffer = Buffer.alloc(stat.size);
      const read = readSync(reader, buffer, 0, stat.size, 0);
      return isNpmBanner(buffer.subarray(0, read).toString("utf8"));
    } finally {
      closeSync(reader);
    }
  } catch {
    return false;
  }
}
