import { describe, expect, it } from "vitest";
import {
  checkedOn,
  dailySyncHolds,
  fromFeed,
  installFeedStatus,
  isFeedSourced,
  lastSyncDate,
  updatedDaily,
  type FeedStatus,
} from "./feed-status";

describe("the coverage claims from the sync's state", () => {
  it("claims nothing without a good sync", () => {
    const none = { lastGoodAt: null };
    expect(fromFeed(none)).toBe(false);
    expect(dailySyncHolds(none, new Date("2026-11-27T12:00:00Z"))).toBe(false);
    expect(lastSyncDate(none)).toBeNull();
  });

  // Times in Norway: CET is UTC+1; summer time (CEST, UTC+2) ends 2026-10-25 at 03:00 and starts 2026-03-29 at 02:00.
  it.each([
    ["the same afternoon", "2026-11-27T04:00:00Z", "2026-11-27T20:00:00Z", true],
    ["the next day's run ten minutes late", "2026-11-26T04:00:00Z", "2026-11-27T04:10:00Z", true],
    ["25 hours 59 minutes after", "2026-11-26T04:00:00Z", "2026-11-27T05:59:59Z", true],
    ["26 hours after: the daily sync has failed", "2026-11-26T04:00:00Z", "2026-11-27T06:00:00Z", false],
    // 00:05 on the 26th to 23:55 on the 27th in Norway: "today or yesterday" by date, yet almost 48 hours.
    ["just after midnight, then the next evening", "2026-11-25T23:05:00Z", "2026-11-27T22:55:00Z", false],
    // 23:30 on the 26th, then 00:30 on the 28th in Norway: two dates on, 25 hours.
    ["across two midnights within 26 hours", "2026-11-26T22:30:00Z", "2026-11-27T23:30:00Z", true],
    // Summer time ends: 12:00 CEST on the 24th to 13:30 CET on the 25th is 26½ hours, not 25½ by the clock.
    ["over the end of summer time", "2026-10-24T10:00:00Z", "2026-10-25T12:30:00Z", false],
    ["over the end of summer time, 25½ hours", "2026-10-24T10:00:00Z", "2026-10-25T11:30:00Z", true],
    // Summer time starts: 12:00 CET on the 28th to 14:30 CEST on the 29th is 25½ hours, not 26½ by the clock.
    ["over the start of summer time", "2026-03-28T11:00:00Z", "2026-03-29T12:30:00Z", true],
    ["a week old", "2026-11-20T04:00:00Z", "2026-11-27T12:00:00Z", false],
    [
      "on an instance whose clock is a minute behind the syncing one's",
      "2026-11-27T04:00:00Z",
      "2026-11-27T03:59:00Z",
      true,
    ],
  ])("«Oppdatert daglig» %s: last good sync %s, now %s: %s", (_, lastGoodAt, now, holds) => {
    expect(fromFeed({ lastGoodAt })).toBe(true);
    expect(dailySyncHolds({ lastGoodAt }, new Date(now))).toBe(holds);
  });

  it("dates the last sync in Norway", () => {
    expect(lastSyncDate({ lastGoodAt: "2026-11-26T23:30:00Z" })).toBe("2026-11-27");
  });
});

describe("checkedOn: the date a card's terms were last checked, as shown", () => {
  const status: FeedStatus = { lastGoodAt: "2026-11-26T23:30:00Z", confirmed: [1, 3] };

  it("is the last good sync's date in Norway for a card it found as published, however old its version", () => {
    expect(checkedOn({ id: 1, lastChecked: "2025-01-15" }, status)).toBe("2026-11-27");
  });

  it("is the card's own date for a card the sync did not confirm (held, missing, not linked)", () => {
    expect(checkedOn({ id: 2, lastChecked: "2025-01-15" }, status)).toBe("2025-01-15");
  });

  it("is the card's own date when that is later (an editor's check after the sync)", () => {
    expect(checkedOn({ id: 3, lastChecked: "2026-11-28" }, status)).toBe("2026-11-28");
  });

  it("is the card's own date with no good sync, or a sync recorded before the list was kept", () => {
    expect(checkedOn({ id: 1, lastChecked: "2025-01-15" }, { lastGoodAt: null, confirmed: [1] })).toBe("2025-01-15");
    expect(checkedOn({ id: 1, lastChecked: "2025-01-15" }, { lastGoodAt: "2026-11-26T23:30:00Z" })).toBe("2025-01-15");
  });
});

describe("updatedDaily: «Oppdatert daglig» on the home page", () => {
  const cards = [
    { id: 1, lastChecked: "2025-01-15" },
    { id: 2, lastChecked: "2026-11-27" },
  ];
  const now = new Date("2026-11-27T12:00:00Z");

  it("holds when the sync holds and confirmed every card, also those unchanged for weeks", () => {
    expect(updatedDaily(cards, { lastGoodAt: "2026-11-27T04:00:00Z", confirmed: [1, 2] }, now)).toBe(true);
  });

  it("goes when one card was not confirmed, however new the rest", () => {
    expect(updatedDaily(cards, { lastGoodAt: "2026-11-27T04:00:00Z", confirmed: [2] }, now)).toBe(false);
  });

  it("goes when the last good sync is over 26 hours old, though it confirmed every card", () => {
    const status = { lastGoodAt: "2026-11-26T09:00:00Z", confirmed: [1, 2] };
    expect(updatedDaily(cards, status, new Date("2026-11-27T10:59:00Z"))).toBe(true);
    expect(updatedDaily(cards, status, new Date("2026-11-27T11:00:00Z"))).toBe(false);
  });

  it("does not hold for no cards", () => {
    expect(updatedDaily([], { lastGoodAt: "2026-11-27T04:00:00Z", confirmed: [] }, now)).toBe(false);
  });
});

describe("the cards linked to the feed's products", () => {
  it("are feed-sourced as installed with the cards, and no others", () => {
    expect(isFeedSourced(3)).toBe(false);
    installFeedStatus({ lastGoodAt: "2026-11-27T03:00:00Z", feedDataCardIds: [3, 12] });
    expect([1, 3, 12].map((id) => isFeedSourced(id))).toEqual([false, true, true]);
    expect(isFeedSourced(3, { lastGoodAt: null })).toBe(false);
    installFeedStatus({ lastGoodAt: null });
    expect(isFeedSourced(3)).toBe(false);
  });
});
