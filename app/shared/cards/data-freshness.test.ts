import { describe, expect, it } from "vitest";
import { checkedAgoText, checkedDates, daysBetween, isCheckOverdue, osloDate } from "./data-freshness";

describe("checkedDates", () => {
  it.each([
    [["2025-01-15"], { latest: "2025-01-15", oldest: "2025-01-15" }],
    [["2025-01-15", "2026-11-02", "2024-12-31"], { latest: "2026-11-02", oldest: "2024-12-31" }],
  ])("%j → %j", (dates, expected) => {
    expect(checkedDates(dates)).toEqual(expected);
  });

  it("refuses no cards", () => {
    expect(() => checkedDates([])).toThrow();
  });
});

describe("osloDate", () => {
  it.each([
    ["2026-11-23T22:59:59Z", "2026-11-23"], // 23:59:59 in Oslo (CET, UTC+1)
    ["2026-11-23T23:00:00Z", "2026-11-24"], // midnight in Oslo
    ["2026-06-30T21:59:59Z", "2026-06-30"], // summer time, UTC+2
    ["2026-06-30T22:00:00Z", "2026-07-01"],
  ])("%s → %s", (instant, expected) => {
    expect(osloDate(new Date(instant))).toBe(expected);
  });
});

describe("isCheckOverdue", () => {
  it.each([
    ["2026-10-25", "2026-11-24", false, 30],
    ["2026-10-24", "2026-11-24", true, 31],
    ["2026-11-24", "2026-11-24", false, 0],
    ["2025-01-15", "2026-11-24", true, 678],
    ["2026-03-01", "2026-03-31", false, 30], // across the change to summer time
  ])("checked %s, today %s → overdue %s (%i days)", (lastChecked, today, overdue, days) => {
    expect(daysBetween(lastChecked, today)).toBe(days);
    expect(isCheckOverdue(lastChecked, today)).toBe(overdue);
  });
});

describe("checkedAgoText", () => {
  it.each([
    ["2026-11-27", "2026-11-27", "i dag"],
    ["2026-11-26", "2026-11-27", "i går"],
    ["2026-11-20", "2026-11-27", "for 7\u00a0dager siden"],
    ["2025-01-15", "2026-11-27", "for 681\u00a0dager siden"],
    ["2021-01-15", "2026-11-27", "for 2\u00a0142\u00a0dager siden"],
  ])("checked %s, today %s: «%s»", (checked, today, words) => {
    expect(checkedAgoText(checked, today)).toBe(words);
  });
});
