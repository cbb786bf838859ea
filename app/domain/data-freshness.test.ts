import { describe, expect, it } from "vitest";
import { checkedDates } from "./data-freshness";

describe("checkedDates", () => {
  it.each([
    [["2025-01-15"], { latest: "2025-01-15", oldest: "2025-01-15" }],
    [["2025-01-15", "2026-11-02", "2024-12-31"], { latest: "2026-11-02", oldest: "2024-12-31" }],
  ])("%j → %j", (dates, expected) => {
    expect(checkedDates(dates.map((lastChecked) => ({ lastChecked })))).toEqual(expected);
  });

  it("refuses no cards", () => {
    expect(() => checkedDates([])).toThrow();
  });
});
