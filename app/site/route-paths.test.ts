import { afterEach, describe, expect, it } from "vitest";
import { allCards } from "#content/cards";
import { installFeedStatus } from "~/shared/cards/feed-status";
import { changedCardPagePaths } from "./route-paths";

describe("the card pages a write renders before it commits", () => {
  afterEach(() => installFeedStatus({ lastGoodAt: null }));
  const [card] = allCards as [(typeof allCards)[number]];
  const page = `/kort/${card.urlSlug}`;

  it("names a card whose figures a link makes the feed's, or no longer, though its facts are the same", () => {
    installFeedStatus({ lastGoodAt: null });
    expect(changedCardPagePaths(allCards)).toEqual([]);
    expect(changedCardPagePaths(allCards, { lastGoodAt: null, feedDataCardIds: [card.id] })).toEqual([page]);
    installFeedStatus({ lastGoodAt: null, feedDataCardIds: [card.id] });
    expect(changedCardPagePaths(allCards, { lastGoodAt: null, feedDataCardIds: [] })).toEqual([page]);
    expect(changedCardPagePaths(allCards, { lastGoodAt: null, feedDataCardIds: [card.id] })).toEqual([]);
  });

  it("names a card whose facts change", () => {
    const changed = allCards.map((entry) => (entry === card ? { ...entry, annualFee: entry.annualFee + 1 } : entry));
    expect(changedCardPagePaths(changed)).toEqual([page]);
  });
});
