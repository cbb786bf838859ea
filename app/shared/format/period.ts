import type { Period } from "#content/period";
import { formatNumber } from "./format";

const unitWords: Record<Period["unit"], { one: string; many: string }> = {
  days: { one: "dag", many: "dager" },
  months: { one: "måned", many: "måneder" },
  years: { one: "år", many: "år" },
};

const word = (period: Period) => (period.amount === 1 ? unitWords[period.unit].one : unitWords[period.unit].many);

/** A period in words: 26 months → "26 måneder", 1 year → "1 år", 90 days → "90 dager". */
export function formatPeriod(period: Period): string {
  return `${formatNumber(period.amount)}\u00a0${word(period)}`;
}

/** Two periods as a range: 1–2 years → "1–2 år"; different units → "90 dager–2 år". */
export function formatPeriodRange(min: Period, max: Period): string {
  if (min.unit === max.unit) {
    if (min.amount === max.amount) return formatPeriod(max);
    return `${formatNumber(min.amount)}–${formatNumber(max.amount)}\u00a0${word(max)}`;
  }
  return `${formatPeriod(min)}–${formatPeriod(max)}`;
}

const daysPerUnit: Record<Period["unit"], number> = { days: 1, months: 365 / 12, years: 365 };

/** Approximate length in days, to compare periods given in different units. */
export function periodInDays(period: Period): number {
  return period.amount * daysPerUnit[period.unit];
}

/** A whole hour as Norwegian clock time: 9 → "09.00". */
export function formatClockHour(hour: number): string {
  return `${String(hour).padStart(2, "0")}.00`;
}

/**
 * The moment a period before `date` (calendar arithmetic in UTC): 26 months before 2027-03-31 is
 * 2025-01-31, and a month end that does not exist clamps to the last day (1 month before 31 March is
 * 28 or 29 February). Retention deletes what is older than this moment.
 */
export function periodBefore(date: Date, period: Period): Date {
  if (period.unit === "days") return new Date(date.getTime() - period.amount * 86_400_000);
  const months = period.unit === "years" ? period.amount * 12 : period.amount;
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date);
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}
