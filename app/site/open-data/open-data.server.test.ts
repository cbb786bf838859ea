import { historyWithSync, withAnnualFee } from "../../../tests/support/card-fixtures";
import { describe, expect, it } from "vitest";
import { cards, firstCards, replaceCards } from "#content/cards";
import { openCardsDocumentSchema } from "~/site/open-data/open-cards";
import { escapeXml, withheldChangeText } from "./changes-feed";
import { installFeedStatus } from "~/shared/cards/feed-status";
import { cachedResponse, changesFeedBody, etagMatches, openCardsBody } from "./open-data.server";

describe("etagMatches", () => {
  it.each([
    [null, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ["*", true],
    ['"abcd"', false],
    ["abc", false],
  ])('If-None-Match %s against "abc" → %s', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});

describe("the open data bodies", () => {
  it("are made once per change of the cards and per day, and change when a card does", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const first = openCardsBody(now);
    expect(openCardsBody(new Date("2026-11-24T22:00:00Z"))).toBe(first); // still the 24th in Oslo
    expect(openCardsDocumentSchema.parse(JSON.parse(first.body)).cards).toHaveLength(cards.length);
    expect(first.etag).toMatch(/^"[\w-]{43}"$/);
    const feed = changesFeedBody();
    expect(changesFeedBody()).toBe(feed);

    // The next day in Oslo: checkOverdue is asked again (the same here: already overdue).
    expect(openCardsBody(new Date("2026-11-24T23:30:00Z"))).not.toBe(first);

    replaceCards(firstCards.map((card) => (card.id === 1 ? withAnnualFee(card, 99) : card)));
    const changed = openCardsBody(now);
    expect(changed.etag).not.toBe(first.etag);
    expect(JSON.parse(changed.body).cards[0].annualFee).toBe(99);
    expect(changesFeedBody()).not.toBe(feed);
    replaceCards(firstCards);
  });

  it("keep a card's feed figures out by the snapshot's one rule: linked, or changed by a sync once (sharing off)", () => {
    const card = firstCards[0]!;
    const synced = { ...card, interestRate: 23.45 };
    const history = historyWithSync(card, synced, "2026-11-24T10:00:00Z");
    // Linked, then unlinked: the link is gone, the sync's figure stays in the card and its history, and the
    // snapshot's rule still counts it (readFeedDataCardIds, tested on the database in feed-link.server.test.ts).
    installFeedStatus({ lastGoodAt: "2026-11-24T09:00:00.000Z", feedDataCardIds: [card.id] });
    replaceCards(
      firstCards.map((entry) => (entry.id === card.id ? synced : entry)),
      new Map([[card.id, history]]),
    );
    try {
      const document = openCardsDocumentSchema.parse(JSON.parse(openCardsBody(new Date("2026-11-24T10:00:00Z")).body));
      expect(document.cards.map((entry) => entry.id)).not.toContain(card.id);
      expect(document.cardsWithoutFeedFields.map((entry) => entry.id)).toEqual([card.id]);
      expect(openCardsBody().body).not.toContain("23,45");
      expect(changesFeedBody().body).not.toMatch(/fra [\d,]+ % til 23,45 %/);
      expect(changesFeedBody().body).toContain(escapeXml(withheldChangeText("Rente før gebyrer (årlig)")));
    } finally {
      replaceCards(firstCards, new Map());
      installFeedStatus({ lastGoodAt: null });
    }
  });

  it("answer 304 to a client that has them, with the same caching and CORS headers", async () => {
    const body = { body: '{"a":1}', etag: '"e1"' };
    const options = { contentType: "application/json; charset=utf-8", cacheControl: "public, max-age=60" };
    const full = cachedResponse(new Request("https://kortvalg.no/api/kort.json"), body, options);
    expect(full.status).toBe(200);
    expect(await full.text()).toBe('{"a":1}');
    expect(Object.fromEntries(full.headers)).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=60",
      etag: '"e1"',
      "access-control-allow-origin": "*",
      "access-control-expose-headers": "ETag",
    });
    const notModified = cachedResponse(
      new Request("https://kortvalg.no/api/kort.json", { headers: { "If-None-Match": 'W/"e1"' } }),
      body,
      options,
    );
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe('"e1"');
    expect(notModified.headers.get("access-control-allow-origin")).toBe("*");
  });
});
