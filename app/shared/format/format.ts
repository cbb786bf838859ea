/**
 * nb-NO formatting for every figure on the site. Intl uses a narrow no-break space
 * (U+202F) or no-break space (U+00A0) as group separator; we keep them, so "9 000 kr"
 * never wraps between digits.
 */
const locale = "nb-NO";

const krFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
const oreFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const ratingFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const monthYearFormat = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
const dateFormat = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
// Instants (the back office's times) are shown as the clock in Oslo reads them.
const dateTimeFormat = new Intl.DateTimeFormat(locale, {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Oslo",
});

/** A whole number with nb-NO grouping: 150000 → "150 000". */
export function formatNumber(value: number): string {
  return krFormat.format(Math.round(value));
}

/** Up to two decimals: 4.25 → "4,25". */
export function formatDecimal(value: number): string {
  return decimalFormat.format(value);
}

/** Kroner, rounded to whole kroner: 9000 → "9 000 kr". */
export function formatKr(value: number): string {
  return `${formatNumber(value)}\u00a0kr`;
}

/** A large round amount in words where it reads better: 5 000 000 → "5 millioner kr". */
export function formatKrCompact(value: number): string {
  if (value >= 1_000_000 && value % 1_000_000 === 0) {
    const millions = value / 1_000_000;
    return `${formatNumber(millions)}\u00a0${millions === 1 ? "million" : "millioner"}\u00a0kr`;
  }
  return formatKr(value);
}

/** A percentage given in percent units: 19.9 → "19,9 %". */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}\u00a0%`;
}

/** An effective rate as printed, one decimal: 27.443 → "27,4 %". Every comparison uses the same rounding. */
export function formatEffectiveRate(value: number): string {
  return formatPercent(Math.round(value * 10) / 10);
}

/** Kroner with øre when there are any: 1377.25 → "1 377,25 kr", 1422 → "1 422 kr". */
export function formatKrOre(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? formatKr(rounded) : `${oreFormat.format(rounded)}\u00a0kr`;
}

/** A range of percentages: {1.5, 2.5} → "1,5–2,5 %", equal ends → "2 %". */
export function formatPercentRange(range: { min: number; max: number }): string {
  if (range.min === range.max) return formatPercent(range.min);
  return `${percentFormat.format(range.min)}–${percentFormat.format(range.max)}\u00a0%`;
}

/** An annual fee: 0 → "0 kr", 465 → "465 kr/år". */
export function formatAnnualFee(fee: number): string {
  return fee === 0 ? formatKr(0) : `${formatKr(fee)}/år`;
}

/** A card's fees as a yearly cost counts them: "465 kr/år", or with a monthly fee "0 kr + 25 kr/mnd". */
export function formatCardFees(card: { annualFee: number; monthlyFeeKr?: number | undefined }): string {
  const monthly = card.monthlyFeeKr ?? 0;
  return monthly > 0
    ? `${formatAnnualFee(card.annualFee)} + ${formatKr(monthly)}/mnd`
    : formatAnnualFee(card.annualFee);
}

/** A star rating with one decimal: 4.6 → "4,6". */
export function formatRating(value: number): string {
  return ratingFormat.format(value);
}

/** A range of working days: {1,3} → "1–3 virkedager". */
export function formatWorkingDays(range: { min: number; max: number }): string {
  const span = range.min === range.max ? `${range.min}` : `${range.min}–${range.max}`;
  return `${span} ${range.max === 1 ? "virkedag" : "virkedager"}`;
}

/** A number of days: 1 → "1 dag", 45 → "45 dager". */
export function formatDays(days: number): string {
  return `${formatNumber(days)}\u00a0${days === 1 ? "dag" : "dager"}`;
}

/** An ISO date as month and year: "2025-01-15" → "januar 2025". */
export function formatMonthYear(isoDate: string): string {
  return monthYearFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** An ISO date in full: "2025-01-15" → "15. januar 2025". */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant as Oslo's date and clock: 2026-11-23T13:05:00Z → "23. november 2026 kl. 14:05". */
export function formatDateTime(instant: Date): string {
  return dateTimeFormat.format(instant);
}

const listFormat = new Intl.ListFormat("nb-NO", { type: "conjunction" });

/** Words as a Norwegian list: ["lyst", "mørkt"] → "lyst og mørkt"; three or more get commas. */
export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}

/** Months as years and months in words: 25 → "2 år og 1 måned". */
export function formatDuration(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} år`);
  if (months > 0 || years === 0) parts.push(`${months} ${months === 1 ? "måned" : "måneder"}`);
  return parts.join(" og ");
}
