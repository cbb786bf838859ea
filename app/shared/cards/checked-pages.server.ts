import { createHash } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database, Transaction } from "../db/database.server";
import { checkedPages } from "../db/schema";
import { osloDate } from "./data-freshness";

/**
 * The pages a card write's render check rendered, handed to the instances (docs/decisions/0030, stop 44): an
 * instance that installs the version they were rendered from serves them at once instead of rendering every
 * changed card page again. A page is its HTML as Brotli, with and without the consent banner, as the fast path
 * keeps a page (host/fast-path.js); the ETags are of the uncompressed bytes, as the instance's own would be.
 */
export type CheckedPage = {
  path: string;
  csp: string;
  etag: string;
  body: Uint8Array;
  consentedEtag: string;
  consentedBody: Uint8Array;
};

/**
 * What a check rendered its pages from beside the cards: the paying cards (by id), the date in Norway and
 * the origin its requests had.
 */
export type CheckedPages = { pages: CheckedPage[]; paying: number[]; date: string; origin: string };

type Version = { fingerprint: string; paying: readonly number[]; date: string; origin: string };

/**
 * The data version a page is rendered from: the snapshot's fingerprint (the cards, their versions and the
 * feed's status), the paying cards, the date in Norway and the origin rendered for. Equal keys, equal pages.
 */
export function pageVersion({ fingerprint, paying, date, origin }: Version): string {
  return createHash("sha256")
    .update(JSON.stringify([fingerprint, [...paying].sort((a, b) => a - b), date, origin]))
    .digest("base64url");
}

/**
 * The version of the pages this process serves now: the snapshot it has installed (`fingerprint`), the cards
 * that pay as it has installed them (the host gives them: the card kernel takes nothing from commission), today.
 */
export const servedPageVersion = (served: Omit<Version, "date">, now = new Date()) =>
  pageVersion({ ...served, date: osloDate(now) });

/** Rows per insert and per read: some 25 kB a card page, so a batch is under a megabyte. */
const BATCH = 32;

/** Replaces every stored page with these, of `version`, in the write's transaction: one version is kept. */
export async function storeCheckedPages(tx: Transaction, version: string, pages: readonly CheckedPage[]) {
  await clearCheckedPages(tx);
  for (let start = 0; start < pages.length; start += BATCH)
    await tx.insert(checkedPages).values(pages.slice(start, start + BATCH).map((page) => ({ version, ...page })));
}

/** Deletes every stored page: a write that hands nothing over leaves no older version's pages behind. */
export async function clearCheckedPages(tx: Transaction) {
  await tx.delete(checkedPages);
}

/**
 * The pages stored for `version`, a batch at a time in path order (never the whole table at once): `take`
 * has each batch before the next is read. Returns how many were read.
 */
export async function readCheckedPages(
  db: Database,
  version: string,
  take: (pages: CheckedPage[]) => void,
  batch = BATCH,
): Promise<number> {
  let after = "";
  let read = 0;
  for (;;) {
    const rows = await db
      .select({
        path: checkedPages.path,
        csp: checkedPages.csp,
        etag: checkedPages.etag,
        body: checkedPages.body,
        consentedEtag: checkedPages.consentedEtag,
        consentedBody: checkedPages.consentedBody,
      })
      .from(checkedPages)
      .where(and(eq(checkedPages.version, version), gt(checkedPages.path, after)))
      .orderBy(asc(checkedPages.path))
      .limit(batch);
    if (rows.length === 0) return read;
    read += rows.length;
    after = rows[rows.length - 1]!.path;
    take(rows);
    if (rows.length < batch) return read;
  }
}
