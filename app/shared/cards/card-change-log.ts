import type { CardHistoryEntry, CardVersionKind } from "./card-versions";
import { checkedAgoText, isCheckOverdue, osloDate } from "./data-freshness";
import { checkedOn, isFeedSourced } from "./feed-status";

/**
 * A card's changes as readers see them (the card page's «Endringer», the Atom feed at /kort/endringer.xml):
 * versions that changed a fact. The first version is where the history starts, and a check changes
 * nothing but the date of the check, so neither is a change.
 */
export const changeKinds: ReadonlySet<CardVersionKind> = new Set<CardVersionKind>([
  "edit",
  "import",
  "restore",
  "sync",
]);

/**
 * Fields whose change is no news for readers: the bank's own descriptions are its marketing, not terms (decision
 * 0012, stop 49). A version that changed only them is in the card's history for the editors, but not in the card
 * page's «Endringer», the Atom feed or a reader's alert.
 */
const quietFields: ReadonlySet<string> = new Set(["bankDescriptions"]);

/** Whether a change is one readers are told of (not a quiet field's). */
export const isReaderChange = (change: { field: string }): boolean => !quietFields.has(change.field);

/** The versions that changed a fact, newest first (by publication, then version), each with the changes readers see. */
export function publishedChanges(history: readonly CardHistoryEntry[]): CardHistoryEntry[] {
  return history
    .map((entry) => ({ ...entry, changes: entry.changes.filter(isReaderChange) }))
    .filter((entry) => changeKinds.has(entry.kind) && entry.changes.length > 0)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.cardId - a.cardId || b.version - a.version);
}

/** Where a version's facts came from: the bank's terms (a web address, shown as a link) or an editor's note. */
export type ChangeSource = { kind: "link"; url: string; host: string } | { kind: "note"; text: string };

export function changeSource(source: string): ChangeSource {
  const text = source.trim();
  if (/^https?:\/\/\S+$/i.test(text)) {
    try {
      const url = new URL(text);
      if (url.protocol === "https:" || url.protocol === "http:")
        return { kind: "link", url: url.href, host: url.hostname };
    } catch {
      // Not an address after all: shown as the note it is.
    }
  }
  return { kind: "note", text };
}

/**
 * One fact's change as readers see it: from → to, or, for a long text (a review rewritten) or one with
 * the codes the pages fill in ({cashback}), only that it was rewritten (`rewritten`, with `from` and `to`
 * empty): the card page must fit the first round trip, the feed stay small, and a reader never sees a
 * raw code; the text itself, filled in, is on the card page.
 */
export type ReaderChange = { field: string; label: string; from: string; to: string; rewritten: boolean };

/** Longer than this, either side, and a change reads as «skrevet om». */
export const LONGEST_CHANGE_SHOWN = 200;

/** A text with the card's codes ({cashback}, {annualFee}, …) that pages fill in: raw, it is not for readers. */
const TEMPLATE_CODE = /\{\w+\}/;

export function readerChange({
  field,
  label,
  from,
  to,
}: {
  field: string;
  label: string;
  from: string;
  to: string;
}): ReaderChange {
  const notForReaders = (text: string) => text.length > LONGEST_CHANGE_SHOWN || TEMPLATE_CODE.test(text);
  if (notForReaders(from) || notForReaders(to)) return { field, label, from: "", to: "", rewritten: true };
  return { field, label, from, to, rewritten: false };
}

/** One change as the card page lists it: the date in Norway (ÅÅÅÅ-MM-DD), each fact from → to, and the source. */
export type CardChangeView = {
  version: number;
  date: string;
  source: ChangeSource;
  changes: ReaderChange[];
};

/** What the card page says about its data: when it was checked, whether that is too long ago, what has changed. */
export type CardRecord = {
  lastChecked: string;
  /** How long before the page's date that was: «i dag», «i går», «for 12 dager siden». */
  checkedAgo: string;
  checkOverdue: boolean;
  /** The newest changes, at most CARD_PAGE_CHANGES of them. */
  changes: CardChangeView[];
  /** Every change the card has had, also those not listed. */
  changeCount: number;
  /** The date the history starts (the first version), when known. */
  since: string | null;
  /** Its figures are Finansportalen's (isFeedSourced): the page says «Data levert av Finansportalen». */
  fromFeed: boolean;
};

/**
 * How many changes a card page lists, newest first: the page must fit the first round trip
 * (tests/e2e/page-weight.spec.ts) however long a card's history grows.
 */
export const CARD_PAGE_CHANGES = 10;

export function cardRecord(
  card: { id: number; lastChecked: string },
  history: readonly CardHistoryEntry[],
  today: string,
): CardRecord {
  const changes = publishedChanges(history);
  const first = history.find((entry) => entry.kind === "first");
  const checked = checkedOn(card);
  return {
    lastChecked: checked,
    checkedAgo: checkedAgoText(checked, today),
    checkOverdue: isCheckOverdue(checked, today),
    changes: changes.slice(0, CARD_PAGE_CHANGES).map((entry) => ({
      version: entry.version,
      date: osloDate(entry.publishedAt),
      source: changeSource(entry.source),
      changes: entry.changes.map(readerChange),
    })),
    changeCount: changes.length,
    since: first ? osloDate(first.publishedAt) : null,
    fromFeed: isFeedSourced(card.id),
  };
}
