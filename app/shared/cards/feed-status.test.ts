import { describe, expect, it } from "vitest";
import { dailySyncHolds, fromFeed, installFeedStatus, isFeedSourced, lastSyncDate } from "./feed-status";

describe("the coverage claims from the sync's state", () => {
  it("claims nothing without a good sync", () => {
    const none = { lastGoodAt: null };
    expect(fromFeed(none)).toBe(false);
    expect(dailySyncHolds(none, new Date("2026-11-27T12:00:00Z"))).toBe(false);
    expect(lastSyncDate(none)).toBeNull();
  });

  it.each([
    ["2026-11-27T04:00:00Z", "2026-11-27T20:00:00Z", true],
    ["2026-11-26T04:00:00Z", "2026-11-27T22:30:00Z", true],
    // 23:30 UTC on the 27th is already the 28th in Norway: the sync of the 26th is two days old.
    ["2026-11-26T04:00:00Z", "2026-11-27T23:30:00Z", false],
    ["2026-11-20T04:00:00Z", "2026-11-27T12:00:00Z", false],
  ])("a last good sync at %s holds «Oppdatert daglig» at %s: %s", (lastGoodAt, now, holds) => {
    expect(fromFeed({ lastGoodAt })).toBe(true);
    expect(dailySyncHolds({ lastGoodAt }, new Date(now))).toBe(holds);
  });

  it("dates the last sync in Norway", () => {
    expect(lastSyncDate({ lastGoodAt: "2026-11-26T23:30:00Z" })).toBe("2026-11-27");
  });
});

describe("the cards linked to the feed's products", () => {
  it("are feed-sourced as installed with the cards, and no others", () => {
    expect(isFeedSourced(3)).toBe(false);
    installFeedStatus({ lastGoodAt: "2026-11-27T03:00:00Z", linkedCardIds: [3, 12] });
    expect([1, 3, 12].map((id) => isFeedSourced(id))).toEqual([false, true, true]);
    expect(isFeedSourced(3, { lastGoodAt: null })).toBe(false);
    installFeedStatus({ lastGoodAt: null });
    expect(isFeedSourced(3)).toBe(false);
  });
});
