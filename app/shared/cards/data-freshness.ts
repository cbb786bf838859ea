/**
 * When the card data was last checked against the banks' terms: the newest and the oldest of the cards'
 * check dates (each card's `checkedOn`, feed-status.ts), so a page can print the true date beside any claim.
 */
export function checkedDates(checked: readonly string[]): { latest: string; oldest: string } {
  if (checked.length === 0) throw new Error("Ingen kort å finne kontrolldato for");
  // ISO dates (ÅÅÅÅ-MM-DD) sort as text.
  const dates = [...checked].sort();
  return { oldest: dates[0] ?? "", latest: dates[dates.length - 1] ?? "" };
}

/** A card whose terms were last checked longer ago than this is flagged, on its page and in the back office. */
export const STALE_AFTER_DAYS = 30;

const osloDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date in Norway at an instant, as ÅÅÅÅ-MM-DD: what "i dag" means to an editor and a reader. */
export function osloDate(instant: Date): string {
  return osloDateFormat.format(instant);
}

/** Whole days from one ISO date to a later one (negative if it is earlier). */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / 86_400_000);
}

/** Whether a card's terms have gone unchecked for more than STALE_AFTER_DAYS on `today`. */
export function isCheckOverdue(lastChecked: string, today: string): boolean {
  return daysBetween(lastChecked, today) > STALE_AFTER_DAYS;
}

/**
 * How long ago a check was, in plain words for the sentence after its date: «i dag», «i går», «for 12 dager
 * siden». Days, not months: a reader can hold the figure against the 30 days after which we flag a card.
 */
export function checkedAgoText(lastChecked: string, today: string): string {
  const days = daysBetween(lastChecked, today);
  if (days <= 0) return "i dag";
  if (days === 1) return "i går";
  return `for ${new Intl.NumberFormat("nb-NO").format(days)}\u00a0dager siden`;
}
