import { changeKinds, isReaderChange, readerChange, type ReaderChange } from "~/shared/cards/card-change-log";
import { cardChanges, type CardVersion } from "~/shared/cards/card-versions";
import { cardFactText } from "~/shared/cards/card-fact-text";
import { representativeExampleText } from "~/shared/cards/representative-example";
import { FEED_ATTRIBUTION } from "~/shared/cards/feed-status";

/** A card a reader follows, and since when (alerts only for changes published after they confirmed). */
export type Follow = { cardId: number; confirmedAt: Date };

/** One card's part of a day's alert: its net change over the window, and its representative example after it. */
export type CardAlert = {
  cardId: number;
  name: string;
  bank: string;
  urlSlug: string;
  changes: ReaderChange[];
  /** The representative example of the card as it stands after the changes (the last version in the window). */
  exampleAfter: string;
  /** Its figures are Finansportalen's: the mail says «Data levert av Finansportalen» with them. */
  fromFeed: boolean;
};

/**
 * What changed in a day's window (`from`, `until`] on each card a reader follows, from the card versions (every
 * version is published: a refused write stores none, and a feed change held for an editor is no version until
 * it is approved). Per card: from the version before the first change in the window (or before the reader began
 * following, if later) to the last one in it, fact by fact, as the card page's «Endringer» reads them; a card
 * whose facts end where they began (changed and changed back), or whose only change is the bank's own words
 * (isReaderChange), has no alert. Versions oldest first per card.
 * `feedData`: the cards whose figures are Finansportalen's (readFeedDataCardIds: linked, or changed by a sync once).
 */
export function cardAlertsFor(
  follows: readonly Follow[],
  versionsByCard: ReadonlyMap<number, readonly CardVersion[]>,
  window: { from: Date; until: Date },
  feedData: ReadonlySet<number>,
): CardAlert[] {
  const alerts: CardAlert[] = [];
  for (const follow of [...follows].sort((a, b) => a.cardId - b.cardId)) {
    const versions = [...(versionsByCard.get(follow.cardId) ?? [])].sort((a, b) => a.version - b.version);
    const since = Math.max(window.from.getTime(), follow.confirmedAt.getTime());
    const inWindow = (version: CardVersion) =>
      version.publishedAt.getTime() > since && version.publishedAt.getTime() <= window.until.getTime();
    const firstIndex = versions.findIndex((version) => inWindow(version) && changeKinds.has(version.kind));
    if (firstIndex <= 0) continue; // no change in the window, or the card's first version (a new card: nothing followed it)
    const lastIndex = versions.findLastIndex(inWindow);
    const before = versions[firstIndex - 1];
    const after = versions[lastIndex];
    if (!before || !after) continue;
    const changes = cardChanges(before.facts, after.facts).filter(isReaderChange).map(readerChange);
    if (changes.length === 0) continue;
    alerts.push({
      cardId: follow.cardId,
      name: after.facts.name,
      bank: after.facts.bank,
      urlSlug: after.facts.urlSlug,
      changes,
      exampleAfter: representativeExampleText(after.facts),
      fromFeed: feedData.has(follow.cardId),
    });
  }
  return alerts;
}

/** The links every alert carries: the card page, one-click unfollow of each card, the reader's page, and leaving all. */
export type AlertLinks = {
  cardPage: (urlSlug: string) => string;
  unfollow: (cardId: number) => string;
  manage: string;
  unsubscribeAll: string;
};

export type AlertMail = { subject: string; text: string };

/** One change as a line: «Årsgebyr: 0 kr → 295 kr», or that a long text was rewritten. */
export const changeLine = (change: ReaderChange) =>
  change.rewritten ? `${change.label}: skrevet om` : `${change.label}: ${change.from} → ${change.to}`;

/** A reader's alert as plain text: each card with its changes, its example after them, and the links. */
export function alertMail(alerts: readonly CardAlert[], links: AlertLinks, siteName: string): AlertMail {
  const [only] = alerts;
  const subject =
    alerts.length === 1 && only ? `Nye vilkår for ${only.name}` : `Nye vilkår for ${alerts.length} kort du følger`;
  const lines = [
    "Hei!",
    "",
    alerts.length === 1
      ? `Vi har publisert endringer i vilkårene for et kort du følger hos ${siteName}.`
      : `Vi har publisert endringer i vilkårene for kort du følger hos ${siteName}.`,
  ];
  for (const alert of alerts) {
    lines.push("", `${alert.name} (${alert.bank})`, ...alert.changes.map((change) => `- ${changeLine(change)}`));
    lines.push(
      `Representativt eksempel etter endringen: ${alert.exampleAfter} ${cardFactText.borrowingCostsMoney}`,
      // The agreement's words go with the feed's figures, in the mail as on the pages.
      ...(alert.fromFeed ? [`${FEED_ATTRIBUTION}.`] : []),
      `Se kortet: ${links.cardPage(alert.urlSlug)}`,
      `Slutt å følge ${alert.name}: ${links.unfollow(alert.cardId)}`,
    );
  }
  lines.push(
    "",
    `Se og endre hvilke kort du følger: ${links.manage}`,
    `Meld deg av alle kortvarsler: ${links.unsubscribeAll}`,
    "",
    `Hilsen ${siteName}`,
  );
  return { subject, text: lines.join("\n") };
}
