import { daysBetween, osloDate } from "./data-freshness";

/**
 * What the site may claim about its coverage (docs/decisions/0020): whether its cards come from
 * Finansportalen's daily sync, and when the last good one ran. Installed with the cards on every instance
 * (the card snapshot carries it), so the pages' claims change when a sync ends, on every instance.
 */
export type FeedStatus = {
  /** When the last sync that ended well started (ISO), or null: the site shows its own selected cards. */
  lastGoodAt: string | null;
};

let current: FeedStatus = { lastGoodAt: null };

export function installFeedStatus(next: FeedStatus): void {
  current = next;
}

export function feedStatus(): FeedStatus {
  return current;
}

/** The cards come from Finansportalen: a sync has ended well. */
export const fromFeed = (status: FeedStatus = current) => status.lastGoodAt !== null;

/**
 * "Oppdatert daglig" holds while the last good sync is from today or yesterday in Norway: the daily timer
 * retries hourly, so a day without one is a failure admins are mailed about, and the claim goes.
 */
export function dailySyncHolds(status: FeedStatus = current, now = new Date()): boolean {
  if (!status.lastGoodAt) return false;
  return daysBetween(osloDate(new Date(status.lastGoodAt)), osloDate(now)) <= 1;
}

/** The date of the last good sync in Norway (ÅÅÅÅ-MM-DD), for «sist oppdatert». */
export const lastSyncDate = (status: FeedStatus = current) =>
  status.lastGoodAt ? osloDate(new Date(status.lastGoodAt)) : null;
