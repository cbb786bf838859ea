import { describe, expect, it } from "vitest";
import { dailySyncHolds, fromFeed, lastSyncDate } from "./feed-status";

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
