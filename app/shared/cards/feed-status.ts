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
   * The cards whose facts that sync found in the feed as published (unchanged, changed or new), by id: their
   * terms were checked that day without a version a day each (decision 0020, stop 44).
   */
  confirmed?: readonly number[];
  /**
   * The cards whose figures are Finansportalen's, by id (`readFeedDataCardIds`): linked to a product of the feed
   * (card_feed_links, retired ones too), or changed by a sync once (an editor who unlinks a card leaves the feed's
   * figures in its facts). «Data levert av Finansportalen» goes with them on every page and in the alerts, and the
   * open data shares their feed facts only where the agreement allows (decisions 0012 and 0020). Absent: none.
   */
  feedDataCardIds?: readonly number[];
};

/** The words the agreement asks for wherever the feed's data appears (the pages' FeedAttribution, the open data). */
export const FEED_ATTRIBUTION = "Data levert av Finansportalen";

let current: FeedStatus = { lastGoodAt: null };
let feedData: ReadonlySet<number> = new Set();

export function installFeedStatus(next: FeedStatus): void {
  current = next;
  feedData = new Set(next.feedDataCardIds ?? []);
}

/**
 * The card's figures are Finansportalen's (linked to a product, or changed by a sync once): the one rule for
 * «Data levert av Finansportalen» and for the open data's feed fields.
 */
export function isFeedSourced(cardId: number, status?: FeedStatus): boolean {
  return status ? (status.feedDataCardIds ?? []).includes(cardId) : feedData.has(cardId);
}

export function feedStatus(): FeedStatus {
  return current;
}

/** The cards come from Finansportalen: a sync has ended well. */
export const fromFeed = (status: FeedStatus = current) => status.lastGoodAt !== null;

/**
 * How long after the last good sync started the daily claims stand: a day (the sync is due again then),
 * the timer's ten-minute tick and the run, and one hourly retry. A day without a good sync is a failure
 * (admins are mailed), so the claim goes after this, never ~48 hours as a rule by calendar days would allow.
 * Counted in elapsed time, so midnight and the change to and from summer time move nothing.
 */
export const DAILY_SYNC_HOLDS_MS = 26 * 60 * 60_000;

/** "Oppdatert daglig" and «Alle N kredittkort i Norge» hold: a good sync started less than 26 hours ago. */
export function dailySyncHolds(status: FeedStatus = current, now = new Date()): boolean {
  if (!status.lastGoodAt) return false;
  // An instance whose clock is behind the syncing one's sees a negative age for a moment: that holds too.
  return now.getTime() - Date.parse(status.lastGoodAt) < DAILY_SYNC_HOLDS_MS;
}

/** The date of the last good sync in Norway (ÅÅÅÅ-MM-DD), for «sist oppdatert». */
export const lastSyncDate = (status: FeedStatus = current) =>
  status.lastGoodAt ? osloDate(new Date(status.lastGoodAt)) : null;

/** What the pages may claim about their coverage: the cards come from the feed, its daily sync holds, and since when. */
export type Coverage = { fromFeed: boolean; current: boolean; lastSync: string | null };

/**
 * The coverage claims of every page (`/kredittkort`'s heading, the links to it in the home page, the footer, /om
 * and the not-found page): one rule, so none says «alle» while another says «ti utvalgte». The host renders the
 * pages again when it turns (a sync, the claim running out: host/index.js).
 */
export const coverageOf = (status: FeedStatus = current, now = new Date()): Coverage => ({
  fromFeed: fromFeed(status),
  current: dailySyncHolds(status, now),
  lastSync: lastSyncDate(status),
});

const confirmedSets = new WeakMap<FeedStatus, ReadonlySet<number>>();

/**
 * The date a card's terms were last checked, as every page, the open data and the back office show it: its
 * own `lastChecked`, or the last good sync's date in Norway when that sync found its facts in the feed as
 * published, whichever is later. The one reader of `lastChecked` for what is shown.
 */
export function checkedOn(card: { id: number; lastChecked: string }, status: FeedStatus = current): string {
  const synced = lastSyncDate(status);
  if (!synced || synced <= card.lastChecked || !status.confirmed) return card.lastChecked;
  let confirmed = confirmedSets.get(status);
  if (!confirmed) confirmedSets.set(status, (confirmed = new Set(status.confirmed)));
  return confirmed.has(card.id) ? synced : card.lastChecked;
}

/** Whether the claim that the cards are updated daily holds: the sync holds and every card was checked by it. */
export function updatedDaily(
  cards: ReadonlyArray<{ id: number; lastChecked: string }>,
  status: FeedStatus = current,
  now = new Date(),
): boolean {
  const today = osloDate(now);
  return (
    dailySyncHolds(status, now) &&
    cards.length > 0 &&
    cards.every((card) => daysBetween(checkedOn(card, status), today) <= 1)
  );
}
