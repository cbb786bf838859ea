import { describe, expect, it } from "vitest";
import { osloInstant, osloLocalTime, osloStartOfDay } from "./oslo-time";

describe("Oslo's wall clock", () => {
  it("is UTC+1 in winter and UTC+2 in summer", () => {
    expect(osloInstant("2026-12-03T08:00")).toEqual({ ok: true, instant: new Date("2026-12-03T07:00:00Z") });
    expect(osloInstant("2026-07-01T08:00")).toEqual({ ok: true, instant: new Date("2026-07-01T06:00:00Z") });
    expect(osloLocalTime(new Date("2026-12-03T07:00:00Z"))).toBe("2026-12-03T08:00");
    expect(osloLocalTime(new Date("2026-07-01T06:00:00Z"))).toBe("2026-07-01T08:00");
  });

  it("knows the night summer time starts (29 March 2026: 02:00 becomes 03:00) and ends (25 October 2026)", () => {
    expect(osloInstant("2026-03-29T01:59")).toEqual({ ok: true, instant: new Date("2026-03-29T00:59:00Z") });
    expect(osloInstant("2026-03-29T02:30")).toEqual({ ok: false, reason: "gap" });
    expect(osloInstant("2026-03-29T03:00")).toEqual({ ok: true, instant: new Date("2026-03-29T01:00:00Z") });
    // 02:30 comes twice: the first (still summer time, UTC+2) is taken.
    expect(osloInstant("2026-10-25T02:30")).toEqual({ ok: true, instant: new Date("2026-10-25T00:30:00Z") });
    expect(osloInstant("2026-10-25T03:30")).toEqual({ ok: true, instant: new Date("2026-10-25T02:30:00Z") });
  });

  it("refuses what is no date and time", () => {
    for (const bad of [
      "",
      "i morgen kl. 8",
      "2026-02-31T08:00",
      "2026-12-03T24:00",
      "2026-13-01T08:00",
      "03.12.2026 08:00",
    ])
      expect(osloInstant(bad), bad).toEqual({ ok: false, reason: "format" });
    expect(osloInstant("2026-12-03 08:00:59")).toEqual({ ok: true, instant: new Date("2026-12-03T07:00:00Z") });
  });
});

describe("an Oslo calendar day", () => {
  it("begins at Oslo's midnight, the evening before in UTC", () => {
    expect(osloStartOfDay("2026-11-29")).toEqual(new Date("2026-11-28T23:00:00Z"));
    expect(osloStartOfDay("2026-07-01")).toEqual(new Date("2026-06-30T22:00:00Z"));
    expect(() => osloStartOfDay("2026-02-31")).toThrow(RangeError);
  });
});
