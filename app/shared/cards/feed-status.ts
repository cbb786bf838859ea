import { daysBetween, osloDate } from "./data-freshness";

/**
 * What the site may claim about its coverage (docs/decisions/0020): whether its cards come from
 * Finansportalen's daily sync, and when the last good one ran. Installed with the cards on every instance
 * (the card snapshot carries it), so the pages' claims change when a sync ends, on every instance.
 */
export type FeedStatus = {
  /** When the last sync that ended well started (ISO), or null: the site shows its own selected cards. */
  lastGoodAt: string | null;
  /**
   * Our cards linked to a product of the feed (card_feed_links, retired ones too): the feed is the source of
   * their facts (feedOwnedFields), so «Data levert av Finansportalen» goes with them, and the open data shares
   * those facts only where the agreement allows (decision 0012, stop 44). Absent: none.
   */
  linkedCardIds?: readonly number[];
};

/** The words the agreement asks for wherever the feed's data appears (the pages' FeedAttribution, the open data). */
export const FEED_ATTRIBUTION = "Data levert av Finansportalen";

let current: FeedStatus = { lastGoodAt: null };
let linked: ReadonlySet<number> = new Set();

export function installFeedStatus(next: FeedStatus): void {
  current = next;
  linked = new Set(next.linkedCardIds ?? []);
}

/** The card's facts come from Finansportalen's feed: it is linked to one of its products. */
export function isFeedSourced(cardId: number, status?: FeedStatus): boolean {
  return status ? (status.linkedCardIds ?? []).includes(cardId) : linked.has(cardId);
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
