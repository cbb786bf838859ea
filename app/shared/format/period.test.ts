import { describe, expect, it } from "vitest";
import type { Period } from "#content/period";
import { formatClockHour, periodBefore, formatPeriod, formatPeriodRange, periodInDays } from "./period";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const p = (amount: number, unit: Period["unit"]): Period => ({ amount, unit });

describe("periods in Norwegian", () => {
  it.each([
    [p(1, "years"), "1 år"],
    [p(3, "years"), "3 år"],
    [p(26, "months"), "26 måneder"],
    [p(1, "months"), "1 måned"],
    [p(90, "days"), "90 dager"],
    [p(1, "days"), "1 dag"],
  ])("formatPeriod(%o) = %s", (period, expected) => {
    expect(plain(formatPeriod(period))).toBe(expected);
  });

  it.each([
    [p(1, "years"), p(2, "years"), "1–2 år"],
    [p(2, "years"), p(2, "years"), "2 år"],
    [p(90, "days"), p(2, "years"), "90 dager–2 år"],
  ])("formatPeriodRange(%o, %o) = %s", (min, max, expected) => {
    expect(plain(formatPeriodRange(min, max))).toBe(expected);
  });

  it.each([
    [p(2, "years"), 730],
    [p(26, "months"), 790.8],
    [p(90, "days"), 90],
  ])("periodInDays(%o) ≈ %s", (period, days) => {
    expect(periodInDays(period)).toBeCloseTo(days, 0);
  });

  it.each([
    [9, "09.00"],
    [17, "17.00"],
  ])("formatClockHour(%s) = %s", (hour, expected) => {
    expect(formatClockHour(hour)).toBe(expected);
  });

  it.each([
    ["2027-03-31T12:00:00.000Z", p(26, "months"), "2025-01-31T12:00:00.000Z"],
    ["2026-03-31T08:30:00.000Z", p(1, "months"), "2026-02-28T08:30:00.000Z"],
    ["2028-03-31T00:00:00.000Z", p(1, "months"), "2028-02-29T00:00:00.000Z"],
    ["2026-11-22T10:00:00.000Z", p(3, "years"), "2023-11-22T10:00:00.000Z"],
    ["2028-02-29T10:00:00.000Z", p(1, "years"), "2027-02-28T10:00:00.000Z"],
    ["2026-11-22T10:00:00.000Z", p(30, "days"), "2026-10-23T10:00:00.000Z"],
  ])("periodBefore(%s, %o) = %s", (date, period, expected) => {
    expect(periodBefore(new Date(date), period).toISOString()).toBe(expected);
  });
});
