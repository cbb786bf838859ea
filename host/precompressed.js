// @ts-check
// Bodies compressed once, at best quality, and kept in memory: prerendered pages and hashed assets
// are fixed for the life of the process, so no request pays for compressing them again. The uncompressed
// body is not kept: every browser takes Brotli or gzip, and the rare client that takes neither gets the gzip
// body inflated (a tenth of a millisecond for a card page), which keeps a page's memory at a third
// (docs/decisions/0023-instance-memory.md).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzip,
  gzipSync,
} from "node:zlib";

/**
 * `body` is the uncompressed bytes, made from `gzip` each time it is read. `held`: the bytes kept in memory.
 * @typedef {{ readonly body: Buffer, readonly br: Buffer, readonly gzip: Buffer, etag: string, held: number }} Precompressed
 */

/**
 * A body's ETag: of its uncompressed bytes, so every instance and the write's check give the same. A string is
 * taken as its UTF-8 bytes (the page it would be).
 * @param {Uint8Array | string} body
 */
export const etagOf = (body) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/** @param {Buffer} body @param {Buffer} br @param {Buffer} gz @returns {Precompressed} */
function kept(body, br, gz) {
  return {
    get body() {
      return gunzipSync(gz);
    },
    br,
    gzip: gz,
    etag: etagOf(body),
    held: br.length + gz.length,
  };
}

/**
 * A body handed over as Brotli alone (the write's check compressed it: decision 0030, stop 44), kept as it
 * came: gzip and the uncompressed body are made from it on the rare request that takes no Brotli, until the
 * best compression replaces it.
 * @param {Uint8Array} br @param {string} etag @returns {Precompressed}
 */
export function fromBrotli(br, etag) {
  // A copy: a driver's bytes may be a view of a larger buffer (the whole result), which must not be held.
  const brotli = Buffer.from(br);
  return {
    get body() {
      return brotliDecompressSync(brotli);
    },
    br: brotli,
    get gzip() {
      return gzipSync(brotliDecompressSync(brotli), { level: 6 });
    },
    etag,
    held: brotli.length,
  };
}

/** Fast enough to put a changed page out at once; the best quality follows (host/fast-path.js). */
export const QUICK_BROTLI_QUALITY = 5;

/** @param {string | Buffer} content @returns {Precompressed} */
export function precompress(content) {
  const body = typeof content === "string" ? Buffer.from(content) : content;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return kept(body, br, gzipSync(body, { level: 9 }));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The same as precompress, on libuv's thread pool: for pages re-rendered while the server runs
 * (card data changed), so compressing them never holds up the requests being served meanwhile.
 * Brotli's best quality costs about 100 ms of CPU for a 100 KB page (more on a busy machine); quality 5
 * about 3 ms, for some 9 % more bytes. `oneAtATime` compresses Brotli and gzip one after the other,
 * so the work takes one thread of the pool, not two. `brotliOnly` keeps the Brotli body alone, as a page
 * handed over is kept (`fromBrotli`): for the pages rendered on request, whose number grows with the market
 * (gzip 9 held beside Brotli some doubled a card page's bytes; decision 0023, stop 47).
 * @param {string | Buffer} content
 * @param {number} [brotliQuality]
 * @param {{ oneAtATime?: boolean, brotliOnly?: boolean }} [options]
 * @returns {Promise<Precompressed>}
 */
export async function precompressInBackground(
  content,
  brotliQuality = constants.BROTLI_MAX_QUALITY,
  { oneAtATime = false, brotliOnly = false } = {},
) {
  const body = typeof content === "string" ? Buffer.from(content) : content;
  const brotli = () =>
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  if (brotliOnly) return fromBrotli(await brotli(), etagOf(body));
  const gzipped = () => gzipAsync(body, { level: 9 });
  const [br, gz] = oneAtATime ? [await brotli(), await gzipped()] : await Promise.all([brotli(), gzipped()]);
  return kept(body, br, gz);
}
