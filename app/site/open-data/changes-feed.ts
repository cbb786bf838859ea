import type { CardHistoryEntry } from "../../shared/cards/card-versions";
import { changeSource, publishedChanges, readerChange } from "../../shared/cards/card-change-log";
import { isFeedFact } from "../../shared/cards/feed-owned-fields";
import { FEED_ATTRIBUTION } from "../../shared/cards/feed-status";

/**
 * The card changes as an Atom 1.0 feed (RFC 4287) at /kort/endringer.xml: one entry per published
 * version that changed a fact (an edit, an import or a restore; never the first version or a check),
 * newest first, at most FEED_ENTRY_LIMIT. Pure: the route gives it the cards and their histories.
 */
export const FEED_ENTRY_LIMIT = 50;

/** The authority and date of our tag: URIs (RFC 4151). Never changes, or every reader sees every entry again. */
const TAG_AUTHORITY = "tag:kortvalg.no,2026:";

export type ChangesFeedInput = {
  cards: ReadonlyArray<{ id: number; name: string; urlSlug: string }>;
  historyOf: (cardId: number) => readonly CardHistoryEntry[];
  /** The absolute URL of a path on the site. */
  urlOf: (path: string) => string;
  /** The feed's own path (rel="self"). */
  feedPath: string;
  /** The page that explains the feed (the feed's rel="alternate"). */
  docsPath: string;
  /** When there are no changes yet, the feed's <updated>: the newest version's time. */
  newestVersion: Date;
  limit?: number;
  /** The card's facts come from Finansportalen's feed (app/shared/cards/feed-status.ts). None when not given. */
  feedSourced?: (cardId: number) => boolean;
  /** Finansportalen's agreement lets us share its facts (FINANSPORTALEN_OPEN_DATA). Off when not given. */
  shareFeedFacts?: boolean;
};

/**
 * A change of one of the feed's facts on a card linked to it, when the agreement does not let us share them:
 * that it changed, and where the figures are shown with their source, never the figures (decision 0012, stop 44).
 */
export const withheldChangeText = (label: string) =>
  `${label}: endret (tallene er fra Finansportalen og står på kortets side)`;

/** The id of one version: tag:kortvalg.no,2026:kort/3/versjon/4. */
export function versionTagUri(cardId: number, version: number): string {
  return `${TAG_AUTHORITY}kort/${cardId}/versjon/${version}`;
}

export function changesFeed({
  cards,
  historyOf,
  urlOf,
  feedPath,
  docsPath,
  newestVersion,
  limit = FEED_ENTRY_LIMIT,
  feedSourced = () => false,
  shareFeedFacts = false,
}: ChangesFeedInput): string {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const entries = publishedChanges(cards.flatMap((card) => [...historyOf(card.id)])).slice(0, Math.max(0, limit));
  const updated = (entries[0]?.publishedAt ?? newestVersion).toISOString();
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nb">`,
    `  <id>${TAG_AUTHORITY}kort/endringer</id>`,
    `  <title>Kortvalg: endringer i kortenes vilkår</title>`,
    `  <subtitle>Hver endring vi publiserer i rente, gebyrer og andre fakta om kortene vi sammenligner, med kilden.</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(urlOf(feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(urlOf(docsPath))}"/>`,
    `  <author>`,
    `    <name>Kortvalg</name>`,
    `    <uri>${escapeXml(urlOf("/"))}</uri>`,
    `  </author>`,
  ];
  for (const entry of entries) {
    const card = byId.get(entry.cardId);
    if (!card) continue;
    const source = changeSource(entry.source);
    const fromFeed = feedSourced(entry.cardId);
    const content = [
      ...entry.changes
        .map(readerChange)
        .map((change) =>
          fromFeed && !shareFeedFacts && isFeedFact(change.field)
            ? withheldChangeText(change.label)
            : change.rewritten
              ? `${change.label}: skrevet om`
              : `${change.label}: fra ${change.from} til ${change.to}`,
        ),
      `Kilde: ${source.kind === "link" ? source.url : source.text}`,
      ...(fromFeed && shareFeedFacts ? [`${FEED_ATTRIBUTION}.`] : []),
    ].join("\n");
    const published = entry.publishedAt.toISOString();
    lines.push(
      `  <entry>`,
      `    <id>${versionTagUri(entry.cardId, entry.version)}</id>`,
      `    <title>${escapeXml(
        entryTitle(
          card.name,
          entry.changes.map((change) => change.label),
        ),
      )}</title>`,
      `    <updated>${published}</updated>`,
      `    <published>${published}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(urlOf(`/kort/${card.urlSlug}`))}"/>`,
      `    <content type="text">${escapeXml(content)}</content>`,
      `  </entry>`,
    );
  }
  lines.push(`</feed>`, ``);
  return lines.join("\n");
}

const fieldList = new Intl.ListFormat("nb", { style: "long", type: "conjunction" });

/** "Bank Norwegian: årsgebyr endret", "…: årsgebyr, kategori og vurdering endret". */
export function entryTitle(cardName: string, labels: readonly string[]): string {
  const fields = [...new Set(labels)].map((label) => label.charAt(0).toLowerCase() + label.slice(1));
  return `${cardName}: ${fieldList.format(fields)} endret`;
}

/**
 * Text for XML content and attribute values: the five special characters as entities, and characters
 * XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF) left out, so a
 * stray character in an editor's note can never make the feed unreadable.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
