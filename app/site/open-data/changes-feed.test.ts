import { describe, expect, it } from "vitest";
import { firstCards } from "#content/cards";
import {
  cardHistory,
  type CardHistoryEntry,
  type CardVersion,
  type CardVersionKind,
} from "../../shared/cards/card-versions";
import {
  changesFeed,
  entryTitle,
  escapeXml,
  FEED_ENTRY_LIMIT,
  versionTagUri,
  withheldChangeText,
} from "./changes-feed";

const cards = [
  { id: 1, name: "Bank Norwegian", urlSlug: "bank-norwegian-kredittkort" },
  { id: 2, name: "re:member Black", urlSlug: "remember-black" },
];
const urlOf = (path: string) => `https://kortvalg.no${path}`;
const feePair = { field: "annualFee", label: "Årsgebyr", from: "0\u00a0kr", to: "465\u00a0kr" };

function entry(
  cardId: number,
  version: number,
  kind: CardVersionKind,
  at: string,
  changes = [feePair],
  source = "https://www.banken.no/vilkar",
): CardHistoryEntry {
  return { cardId, version, kind, source, publishedAt: new Date(at), changes: kind === "first" ? [] : changes };
}

function feed(
  histories: Record<number, CardHistoryEntry[]>,
  options: {
    limit?: number;
    newestVersion?: Date;
    feedSourced?: (id: number) => boolean;
    shareFeedFacts?: boolean;
  } = {},
) {
  return changesFeed({
    feedSourced: options.feedSourced,
    shareFeedFacts: options.shareFeedFacts,
    cards,
    historyOf: (id) => histories[id] ?? [],
    urlOf,
    feedPath: "/kort/endringer.xml",
    docsPath: "/om/data",
    newestVersion: options.newestVersion ?? new Date("2026-11-24T06:00:00Z"),
    limit: options.limit,
  });
}

const entryIds = (xml: string) => [...xml.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((match) => match[1]);

/** Every element opened is closed in order: the feed is well-formed XML as far as its own markup goes. */
function assertBalanced(xml: string) {
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of xml.matchAll(/<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), tag).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
}

describe("escapeXml", () => {
  it.each([
    ["plain", "plain"],
    ["a & b", "a &amp; b"],
    ["<script>", "&lt;script&gt;"],
    [`"quoted" 'single'`, "&quot;quoted&quot; &apos;single&apos;"],
    ["&amp; already", "&amp;amp; already"],
    ["æøå «» – 465\u00a0kr", "æøå «» – 465\u00a0kr"],
    ["bell\u0007 and nul\u0000 and esc\u001b", "bell and nul and esc"],
    ["tab\tnew\nline\r", "tab\tnew\nline\r"],
    ["lone \ud800 surrogate, emoji \ud83d\udcb3", "lone  surrogate, emoji \ud83d\udcb3"],
    ["\ufffe\uffff", ""],
  ])("%j → %j", (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe("entryTitle", () => {
  it.each([
    [["Årsgebyr"], "Bank Norwegian: årsgebyr endret"],
    [["Årsgebyr", "Kategori"], "Bank Norwegian: årsgebyr og kategori endret"],
    [["Årsgebyr", "Kategori", "Vurdering"], "Bank Norwegian: årsgebyr, kategori og vurdering endret"],
    [["Årsgebyr", "Årsgebyr"], "Bank Norwegian: årsgebyr endret"],
  ])("%j → %s", (labels, expected) => {
    expect(entryTitle("Bank Norwegian", labels)).toBe(expected);
  });
});

describe("the changes feed", () => {
  it("with no changes yet: a valid feed with zero entries, updated at the newest version", () => {
    const xml = feed(
      {
        1: [entry(1, 1, "first", "2026-11-20T08:00:00Z")],
        2: [entry(2, 1, "first", "2026-11-20T08:00:00Z"), entry(2, 2, "check", "2026-11-23T09:00:00Z")],
      },
      {
        newestVersion: new Date("2026-11-23T09:00:00Z"),
      },
    );
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nb">',
      ),
    ).toBe(true);
    expect(entryIds(xml)).toEqual([]);
    expect(xml).toContain("<updated>2026-11-23T09:00:00.000Z</updated>");
    // What RFC 4287 requires of a feed: id, title, updated, an author (for the entries too), and a self link.
    expect(xml).toContain("<id>tag:kortvalg.no,2026:kort/endringer</id>");
    expect(xml).toMatch(/<title>[^<]+<\/title>/);
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://kortvalg.no/kort/endringer.xml"/>',
    );
    expect(xml).toMatch(/<author>\s*<name>Kortvalg<\/name>/);
    assertBalanced(xml);
  });

  it("has one entry per version that changed a fact, newest first; not the first version, not checks", () => {
    const xml = feed({
      1: [
        entry(1, 1, "first", "2026-11-01T08:00:00Z"),
        entry(1, 2, "edit", "2026-11-02T08:00:00Z"),
        entry(1, 3, "check", "2026-11-05T08:00:00Z"),
        entry(1, 4, "restore", "2026-11-07T08:00:00Z"),
        // An edit that changed nothing a reader sees is no change either.
        entry(1, 5, "edit", "2026-11-08T08:00:00Z", []),
      ],
      2: [entry(2, 1, "first", "2026-11-01T08:00:00Z"), entry(2, 2, "import", "2026-11-06T08:00:00Z")],
    });
    expect(entryIds(xml)).toEqual([versionTagUri(1, 4), versionTagUri(2, 2), versionTagUri(1, 2)]);
    expect(versionTagUri(2, 2)).toBe("tag:kortvalg.no,2026:kort/2/versjon/2");
    // The feed is as new as its newest entry.
    expect(xml.match(/<updated>([^<]+)<\/updated>/)?.[1]).toBe("2026-11-07T08:00:00.000Z");
    assertBalanced(xml);
  });

  it("says in each entry what changed from what to what, with the source, and links to the card", () => {
    const xml = feed({
      2: [
        entry(2, 1, "first", "2026-11-01T08:00:00Z"),
        entry(2, 2, "edit", "2026-11-02T08:00:00Z", [
          feePair,
          { field: "category", label: "Kategori", from: "Cashback", to: "Reise" },
        ]),
      ],
    });
    const body = xml.slice(xml.indexOf("<entry>"), xml.indexOf("</entry>"));
    expect(body).toContain("<title>re:member Black: årsgebyr og kategori endret</title>");
    expect(body).toContain("<updated>2026-11-02T08:00:00.000Z</updated>");
    expect(body).toContain('<link rel="alternate" type="text/html" href="https://kortvalg.no/kort/remember-black"/>');
    expect(body).toContain(
      '<content type="text">Årsgebyr: fra 0\u00a0kr til 465\u00a0kr\nKategori: fra Cashback til Reise\nKilde: https://www.banken.no/vilkar</content>',
    );
  });

  it("escapes what editors wrote, in titles, content and links", () => {
    const hostile = { field: "name", label: "Navn", from: "A & B <b>", to: `"C" & 'D' </content>` };
    const xml = changesFeed({
      cards: [{ id: 7, name: 'Kort <&> "7"', urlSlug: "kort-7" }],
      historyOf: () => [
        entry(7, 2, "edit", "2026-11-02T08:00:00Z", [hostile], "Notat: vilkår fra <banken> & \u0001avtalen"),
      ],
      urlOf: (path) => `https://kortvalg.no${path}?a=1&b=2`,
      feedPath: "/kort/endringer.xml",
      docsPath: "/om/data",
      newestVersion: new Date("2026-11-02T08:00:00Z"),
    });
    expect(xml).toContain("<title>Kort &lt;&amp;&gt; &quot;7&quot;: navn endret</title>");
    expect(xml).toContain("Navn: fra A &amp; B &lt;b&gt; til &quot;C&quot; &amp; &apos;D&apos; &lt;/content&gt;");
    expect(xml).toContain("Kilde: Notat: vilkår fra &lt;banken&gt; &amp; avtalen</content>");
    expect(xml).toContain('href="https://kortvalg.no/kort/kort-7?a=1&amp;b=2"');
    expect(xml).not.toContain("\u0001");
    assertBalanced(xml);
  });

  it.each([
    [3, 3],
    [0, 0],
    [undefined, FEED_ENTRY_LIMIT],
  ])("keeps at most the limit (%s) of entries, the newest", (limit, expected) => {
    const history = [entry(1, 1, "first", "2026-01-01T00:00:00Z")];
    for (let version = 2; version <= FEED_ENTRY_LIMIT + 10; version++) {
      history.push(entry(1, version, "edit", new Date(Date.UTC(2026, 0, 1, version)).toISOString()));
    }
    const ids = entryIds(feed({ 1: history }, { limit }));
    expect(ids).toHaveLength(expected);
    if (expected > 0) expect(ids[0]).toBe(versionTagUri(1, FEED_ENTRY_LIMIT + 10));
  });

  it("orders versions published at the same instant by card and version, so the feed is the same on every instance", () => {
    const at = "2026-11-10T10:00:00Z";
    const xml = feed({ 1: [entry(1, 2, "import", at)], 2: [entry(2, 2, "import", at), entry(2, 3, "edit", at)] });
    expect(entryIds(xml)).toEqual([versionTagUri(2, 3), versionTagUri(2, 2), versionTagUri(1, 2)]);
  });
});

describe("a long text rewritten", () => {
  it("is an entry that says so, without the texts", () => {
    const rewrite = { field: "editorial", label: "Omtale", from: "x".repeat(5_000), to: "y".repeat(5_000) };
    const xml = feed({
      1: [entry(1, 1, "first", "2026-01-01T08:00:00Z"), entry(1, 2, "edit", "2026-11-24T08:00:00Z", [rewrite])],
    });
    expect(xml).toContain("Omtale: skrevet om");
    expect(xml).not.toContain("xxxxxxxxxx");
    expect(xml.length).toBeLessThan(3_000);
  });
});

describe("a change from Finansportalen's feed (decision 0012, stop 44)", () => {
  const source = "Finansportalen, hentet 27. november 2026";
  const rename = { field: "bestFor", label: "Passer for", from: "Alle", to: "Reisende" };
  const histories = {
    1: [
      entry(1, 1, "first", "2026-01-01T08:00:00Z"),
      entry(1, 2, "sync", "2026-11-27T04:00:00Z", [feePair, rename], source),
    ],
    2: [entry(2, 1, "first", "2026-01-01T08:00:00Z"), entry(2, 2, "edit", "2026-11-26T08:00:00Z")],
  };
  const linkedOne = (id: number) => id === 1;

  it("off: says the feed's fact changed, never from what to what; our own fields and unlinked cards as before", () => {
    const xml = feed(histories, { feedSourced: linkedOne });
    expect(entryIds(xml)).toEqual([versionTagUri(1, 2), versionTagUri(2, 2)]);
    const [linked, ours] = xml.split("<entry>").slice(1);
    expect(linked).toContain(`<title>Bank Norwegian: årsgebyr og passer for endret</title>`);
    expect(linked).toContain(escapeXml(withheldChangeText("Årsgebyr")));
    expect(linked).not.toContain("465");
    expect(linked).toContain("Passer for: fra Alle til Reisende");
    expect(linked).toContain(`Kilde: ${source}`);
    expect(linked).not.toContain("Data levert av Finansportalen");
    expect(ours).toContain("Årsgebyr: fra 0\u00a0kr til 465\u00a0kr");
    assertBalanced(xml);
  });

  it("on: the figures with «Data levert av Finansportalen.»", () => {
    const xml = feed(histories, { feedSourced: linkedOne, shareFeedFacts: true });
    const [linked, ours] = xml.split("<entry>").slice(1);
    expect(linked).toContain("Årsgebyr: fra 0\u00a0kr til 465\u00a0kr");
    expect(linked).toContain("Data levert av Finansportalen.");
    expect(ours).not.toContain("Data levert av Finansportalen");
    assertBalanced(xml);
  });
});

// Decision 0012, stop 49: the bank's own words are stored with the card, but are no change a reader is told of.
describe("a sync that changed only the bank's own words", () => {
  const source = "Finansportalen, hentet 28. november 2026";
  const card = firstCards[0]!;
  const worded = { ...card, bankDescriptions: { travelInsurance: "Reiseforsikring når reisen er betalt med kortet." } };
  const versions: CardVersion[] = [
    { cardId: 1, version: 1, kind: "first", facts: card, source, publishedAt: new Date("2026-01-01T08:00:00Z") },
    { cardId: 1, version: 2, kind: "sync", facts: worded, source, publishedAt: new Date("2026-11-28T04:00:00Z") },
    {
      cardId: 1,
      version: 3,
      kind: "sync",
      facts: { ...worded, annualFee: card.annualFee + 100 },
      source,
      publishedAt: new Date("2026-11-28T05:00:00Z"),
    },
  ];

  it("is no entry, nor any part of one, whatever the agreement lets us share", () => {
    const history = cardHistory(versions);
    // The editors' history has it, by its name.
    expect(history[1]!.changes.map((change) => change.label)).toEqual(["Bankens egne beskrivelser"]);
    for (const shareFeedFacts of [false, true]) {
      const xml = feed({ 1: history }, { feedSourced: () => true, shareFeedFacts });
      expect(entryIds(xml)).toEqual([versionTagUri(1, 3)]);
      expect(xml).not.toMatch(/beskrivelser|Reiseforsikring når/);
      assertBalanced(xml);
    }
  });
});
