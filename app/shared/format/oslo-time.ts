/**
 * Norway's wall clock (Europe/Oslo, with summer time from the last Sunday of March to the last Sunday of October,
 * as EU Directive 2000/84/EC sets it) to and from instants, for times staff type, such as when a newsletter goes.
 */

const wallClock = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as Oslo's wall clock, "2026-12-03T08:00" (the value of an <input type="datetime-local">). */
export function osloLocalTime(instant: Date): string {
  return wallClock.format(instant).replace(" ", "T");
}

export type OsloTimeResult =
  | { ok: true; instant: Date }
  /** "format": not a date and time; "gap": a time the clocks skip (02:00–02:59 on the night summer time starts). */
  | { ok: false; reason: "format" | "gap" };

/**
 * Oslo's wall clock "2026-12-03T08:00" (seconds allowed, ignored) as the instant it names. Of the hour that comes
 * twice when summer time ends (02:00–02:59 on the last Sunday of October), the first, still summer time.
 */
export function osloInstant(local: string): OsloTimeResult {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2})?$/.exec(local.trim());
  if (!match) return { ok: false, reason: "format" };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const wanted = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`;
  // Oslo is UTC+2 in summer, UTC+1 in winter: the instant is one of these two, if any.
  const candidates = [2, 1]
    .map((hours) => new Date(asUtc - hours * 3_600_000))
    .filter((instant) => osloLocalTime(instant) === wanted);
  if (candidates.length > 0) return { ok: true, instant: candidates[0]! };
  // No instant shows this: a day or time that does not exist (31 February, 25:00), or the spring gap.
  const valid = new Date(asUtc);
  const real =
    valid.getUTCFullYear() === year &&
    valid.getUTCMonth() === month - 1 &&
    valid.getUTCDate() === day &&
    hour < 24 &&
    minute < 60;
  return { ok: false, reason: real ? "gap" : "format" };
}

/**
 * The instant an Oslo calendar day begins: "2026-11-29" → 2026-11-28T23:00:00Z. A date read as UTC midnight
 * instead lies an hour or two in Oslo's future (the day has begun there, not yet in UTC).
 */
export function osloStartOfDay(isoDate: string): Date {
  const start = osloInstant(`${isoDate}T00:00`);
  // Midnight is never in the spring gap (02:00–02:59), so only a malformed date lands here.
  if (!start.ok) throw new RangeError(`Not a date: ${isoDate}`);
  return start.instant;
}
