import { describe, expect, it } from "vitest";
import {
  formatAnnualFee,
  formatDate,
  formatDateTime,
  formatDays,
  formatDuration,
  formatKr,
  formatKrCompact,
  formatList,
  formatMonthYear,
  formatPercent,
  formatPercentRange,
  formatRating,
  formatWorkingDays,
} from "./format";

// Intl's group separator is a no-break space; compare on plain spaces for readable tables.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("nb-NO formatting", () => {
  it.each([
    [0, "0 kr"],
    [465, "465 kr"],
    [9000, "9 000 kr"],
    [150000, "150 000 kr"],
    [1526.6, "1 527 kr"],
  ])("formatKr(%s) = %s", (value, expected) => {
    expect(plain(formatKr(value))).toBe(expected);
  });

  it.each([
    [19.9, "19,9 %"],
    [20, "20 %"],
    [0.5, "0,5 %"],
  ])("formatPercent(%s) = %s", (value, expected) => {
    expect(plain(formatPercent(value))).toBe(expected);
  });

  it.each([
    [{ min: 1.5, max: 2.5 }, "1,5–2,5 %"],
    [{ min: 2, max: 2 }, "2 %"],
  ])("formatPercentRange(%o) = %s", (range, expected) => {
    expect(plain(formatPercentRange(range))).toBe(expected);
  });

  it.each([
    [0, "0 kr"],
    [465, "465 kr/år"],
    [9000, "9 000 kr/år"],
  ])("formatAnnualFee(%s) = %s", (fee, expected) => {
    expect(plain(formatAnnualFee(fee))).toBe(expected);
  });

  it.each([
    [5_000_000, "5 millioner kr"],
    [1_000_000, "1 million kr"],
    [30_000, "30 000 kr"],
  ])("formatKrCompact(%s) = %s", (value, expected) => {
    expect(plain(formatKrCompact(value))).toBe(expected);
  });

  it.each([
    [4, "4,0"],
    [4.6, "4,6"],
  ])("formatRating(%s) = %s", (value, expected) => {
    expect(formatRating(value)).toBe(expected);
  });

  it.each([
    [{ min: 1, max: 3 }, "1–3 virkedager"],
    [{ min: 1, max: 1 }, "1 virkedag"],
  ])("formatWorkingDays(%o) = %s", (range, expected) => {
    expect(formatWorkingDays(range)).toBe(expected);
  });

  it.each([
    [1, "1 dag"],
    [45, "45 dager"],
  ])("formatDays(%s) = %s", (days, expected) => {
    expect(plain(formatDays(days))).toBe(expected);
  });

  it("joins lists the Norwegian way", () => {
    expect(formatList(["lyst"])).toBe("lyst");
    expect(formatList(["lyst", "mørkt"])).toBe("lyst og mørkt");
    expect(formatList(["2.0", "2.1", "2.2"])).toBe("2.0, 2.1 og 2.2");
  });

  it("formats dates in Norwegian", () => {
    expect(formatMonthYear("2025-01-15")).toBe("januar 2025");
    expect(formatDate("2025-01-15")).toBe("15. januar 2025");
    // Oslo's clock, winter (UTC+1) and summer (UTC+2).
    expect(formatDateTime(new Date("2026-11-23T13:05:00Z"))).toBe("23. november 2026 kl. 14:05");
    expect(formatDateTime(new Date("2026-07-01T22:30:00Z"))).toBe("2. juli 2026 kl. 00:30");
  });

  it.each([
    [25, "2 år og 1 måned"],
    [339, "28 år og 3 måneder"],
    [12, "1 år"],
    [7, "7 måneder"],
    [0, "0 måneder"],
  ])("formatDuration(%s) = %s", (months, expected) => {
    expect(formatDuration(months)).toBe(expected);
  });
});
