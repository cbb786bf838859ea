import type { weekdays } from "#content/contact";

export type Weekday = (typeof weekdays)[number];

/** Opening hours, as `contactFacts.openingHours` in content/contact.ts: mandag–fredag 9–17. */
export type OpeningHours = { firstDay: Weekday; lastDay: Weekday; opensHour: number; closesHour: number };

export type PublicHoliday = { date: string; name: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Monday-first, as `weekdays` in content/contact.ts; the Record keeps the two in step. */
const weekdayIndex: Record<Weekday, number> = {
  mandag: 0,
  tirsdag: 1,
  onsdag: 2,
  torsdag: 3,
  fredag: 4,
  lørdag: 5,
  søndag: 6,
};

/** A calendar date as YYYY-MM-DD, from a UTC midnight. */
const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * Easter Sunday (YYYY-MM-DD) in the Gregorian calendar, by the anonymous algorithm
 * (Meeus/Jones/Butcher, Meeus: «Astronomical Algorithms», ch. 8).
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(Date.UTC(year, month - 1, day));
}

/**
 * Norwegian public holidays of a year, sorted by date: the helligdager of lov 24. februar 1995 nr. 12
 * om helligdager og helligdagsfred § 2 (except «vanlige søndager») and the høgtidsdager of lov om
 * 1. og 17. mai som høgtidsdager § 1. Julaften and nyttårsaften are not among them. Two holidays can
 * share a date (2. pinsedag is 17 May in 2027); both are listed.
 */
export function norwegianPublicHolidays(year: number): PublicHoliday[] {
  const easter = Date.parse(easterSunday(year));
  const fromEaster = (days: number) => isoDate(easter + days * DAY);
  const fixed = (month: number, day: number) => isoDate(Date.UTC(year, month - 1, day));
  const holidays: PublicHoliday[] = [
    { date: fixed(1, 1), name: "1. nyttårsdag" },
    { date: fromEaster(-3), name: "Skjærtorsdag" },
    { date: fromEaster(-2), name: "Langfredag" },
    { date: fromEaster(0), name: "1. påskedag" },
    { date: fromEaster(1), name: "2. påskedag" },
    { date: fixed(5, 1), name: "Arbeidernes dag" },
    { date: fixed(5, 17), name: "Grunnlovsdag" },
    { date: fromEaster(39), name: "Kristi himmelfartsdag" },
    { date: fromEaster(49), name: "1. pinsedag" },
    { date: fromEaster(50), name: "2. pinsedag" },
    { date: fixed(12, 25), name: "1. juledag" },
    { date: fixed(12, 26), name: "2. juledag" },
  ];
  // Array.prototype.sort is stable: on a shared date the order above decides.
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

const holidayCache = new Map<number, Set<string>>();

function isPublicHoliday(utcMidnight: number): boolean {
  const year = new Date(utcMidnight).getUTCFullYear();
  let dates = holidayCache.get(year);
  if (!dates) {
    dates = new Set(norwegianPublicHolidays(year).map((holiday) => holiday.date));
    holidayCache.set(year, dates);
  }
  return dates.has(isoDate(utcMidnight));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `timeZone` at an instant, as if that wall clock were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const seconds = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return seconds + (((instant % 1000) + 1000) % 1000);
}

/**
 * The instant (UTC ms) of a wall-clock time in `timeZone`: guess with the offset at the wall time read
 * as UTC, then correct once with the offset at the guess (it differs only near a DST change). A wall
 * time skipped by spring-forward resolves to an instant an hour later.
 */
function zonedToInstant(wall: number, timeZone: string): number {
  const guess = wall - (wallClock(wall, timeZone) - wall);
  return wall - (wallClock(guess, timeZone) - guess);
}

type Window = { opens: number; closes: number };

/** The opening windows (UTC ms) of working days, from the local date of `from` on, for ever. */
function* openingWindows(from: number, hours: OpeningHours, timeZone: string): Generator<Window> {
  if (!(Number.isInteger(hours.opensHour) && Number.isInteger(hours.closesHour))) {
    throw new RangeError("Åpningstidene må være hele timer");
  }
  if (!(0 <= hours.opensHour && hours.opensHour < hours.closesHour && hours.closesHour <= 24)) {
    throw new RangeError("Åpningstiden må åpne før den stenger, innen døgnet");
  }
  const first = weekdayIndex[hours.firstDay];
  const span = (weekdayIndex[hours.lastDay] - first + 7) % 7;
  const days = windowCache(hours, timeZone);
  const local = wallClock(from, timeZone);
  for (let day = local - (((local % DAY) + DAY) % DAY); ; day += DAY) {
    let slot = days.get(day);
    if (slot === undefined) {
      const weekday = (new Date(day).getUTCDay() + 6) % 7; // getUTCDay is Sunday-first
      slot =
        (weekday - first + 7) % 7 > span || isPublicHoliday(day)
          ? null
          : {
              opens: zonedToInstant(day + hours.opensHour * HOUR, timeZone),
              closes: zonedToInstant(day + hours.closesHour * HOUR, timeZone),
            };
      if (days.size >= WINDOW_CACHE_MAX) days.clear();
      days.set(day, slot);
    }
    if (slot) yield slot;
  }
}

/**
 * Each day's window (null: closed), kept per opening hours and zone: the inbox asks for the time past a deadline up
 * to a year back on every row, and a day's zone conversion reads the clock four times (the inbox with year-old new
 * enquiries took over a second a page). Bounded: a map is emptied when full (the cap is decades of days).
 */
const windowCaches = new Map<string, Map<number, Window | null>>();
const WINDOW_CACHE_MAX = 20_000;

function windowCache(hours: OpeningHours, timeZone: string): Map<number, Window | null> {
  const key = `${timeZone} ${hours.firstDay} ${hours.lastDay} ${hours.opensHour} ${hours.closesHour}`;
  let days = windowCaches.get(key);
  if (!days) {
    // Opening hours come from content, so there are one or two; a caller passing many empties the lot.
    if (windowCaches.size >= 16) windowCaches.clear();
    days = new Map();
    windowCaches.set(key, days);
  }
  return days;
}

/**
 * The instant when `workingHours` of opening time have passed since `receivedAt`: only time inside
 * the opening hours of working days (not public holidays) counts, to the millisecond. Received outside
 * opening hours, the count starts at the next opening; a deadline that fills a day exactly is that
 * day's closing time (not the next opening). Mon 10:00 + 24 h of 9–17 → Thu 10:00.
 */
export function replyDeadline(
  receivedAt: Date,
  workingHours: number,
  openingHours: OpeningHours,
  timeZone = "Europe/Oslo",
): Date {
  if (!(Number.isFinite(workingHours) && workingHours >= 0)) {
    throw new RangeError("Antall arbeidstimer må være et ikke-negativt tall");
  }
  const received = receivedAt.getTime();
  let remaining = Math.round(workingHours * HOUR);
  for (const { opens, closes } of openingWindows(received, openingHours, timeZone)) {
    const start = Math.max(opens, received);
    if (start >= closes) continue;
    if (start + remaining <= closes) return new Date(start + remaining);
    remaining -= closes - start;
  }
  throw new Error("unreachable: openingWindows never ends");
}

/** Overdue when `now` is strictly after the deadline. */
export function isOverdue(deadline: Date, now: Date): boolean {
  return now.getTime() > deadline.getTime();
}

/** Opening time (ms) between two instants, `from` ≤ `to`. */
function workingTimeBetween(from: number, to: number, openingHours: OpeningHours, timeZone: string): number {
  let total = 0;
  for (const { opens, closes } of openingWindows(from, openingHours, timeZone)) {
    if (opens >= to) break;
    total += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
  }
  return total;
}

/**
 * Working minutes from `now` to the deadline (for «2 t igjen»), negative when overdue (working minutes
 * past it, for «forfalt for 3 t siden»). Weekends, holidays and nights do not count, and a started
 * minute counts as a whole one. After closing on the deadline's day it is 0 even though overdue:
 * use `isOverdue` for the state, this for the amount.
 */
export function workingTimeLeft(
  deadline: Date,
  now: Date,
  openingHours: OpeningHours,
  timeZone = "Europe/Oslo",
): number {
  const [d, n] = [deadline.getTime(), now.getTime()];
  if (d === n) return 0;
  const sign = d > n ? 1 : -1;
  const ms = workingTimeBetween(Math.min(d, n), Math.max(d, n), openingHours, timeZone);
  return ms === 0 ? 0 : sign * Math.ceil(ms / MINUTE);
}
