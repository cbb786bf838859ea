import { describe, expect, it } from "vitest";
import {
  easterSunday,
  isOverdue,
  norwegianPublicHolidays,
  replyDeadline,
  workingTimeLeft,
  type OpeningHours,
} from "./working-hours";

// As contactFacts.openingHours in content/contact.ts. Oslo is UTC+1 (CET) in winter, UTC+2 (CEST) in
// summer; 2026 switches on Sunday 29 March and Sunday 25 October.
const weekdaysNineToFive: OpeningHours = { firstDay: "mandag", lastDay: "fredag", opensHour: 9, closesHour: 17 };

describe("Norwegian public holidays", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"], // the latest possible date
    [2285, "2285-03-22"], // the earliest possible date
  ])("Easter Sunday %i is %s", (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });

  it("lists 2026 in date order", () => {
    expect(norwegianPublicHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "1. nyttårsdag" },
      { date: "2026-04-02", name: "Skjærtorsdag" },
      { date: "2026-04-03", name: "Langfredag" },
      { date: "2026-04-05", name: "1. påskedag" },
      { date: "2026-04-06", name: "2. påskedag" },
      { date: "2026-05-01", name: "Arbeidernes dag" },
      { date: "2026-05-14", name: "Kristi himmelfartsdag" },
      { date: "2026-05-17", name: "Grunnlovsdag" },
      { date: "2026-05-24", name: "1. pinsedag" },
      { date: "2026-05-25", name: "2. pinsedag" },
      { date: "2026-12-25", name: "1. juledag" },
      { date: "2026-12-26", name: "2. juledag" },
    ]);
  });

  it.each([
    ["2025-05-29", "Kristi himmelfartsdag"],
    ["2025-06-09", "2. pinsedag"],
    ["2027-05-06", "Kristi himmelfartsdag"],
    ["2027-05-16", "1. pinsedag"],
  ])("%s is %s", (date, name) => {
    const year = Number(date.slice(0, 4));
    expect(norwegianPublicHolidays(year)).toContainEqual({ date, name });
  });

  it("keeps both holidays when 2. pinsedag falls on 17 May (2027)", () => {
    const may17 = norwegianPublicHolidays(2027).filter((holiday) => holiday.date === "2027-05-17");
    expect(may17.map((holiday) => holiday.name)).toEqual(["Grunnlovsdag", "2. pinsedag"]);
  });
});

describe("replyDeadline (24 working hours, mandag–fredag 9–17, Europe/Oslo)", () => {
  it.each([
    // [why, received (UTC), deadline (UTC)]
    [
      "Mon 10:00 CET: Mon 7 h, Tue 8 (15), Wed 8 (23), Thu +1 h → Thu 10:00",
      "2026-03-02T09:00:00.000Z",
      "2026-03-05T09:00:00.000Z",
    ],
    ["Mon 10:00 CEST: same in summer time → Thu 10:00 CEST", "2026-06-08T08:00:00.000Z", "2026-06-11T08:00:00.000Z"],
    [
      "Fri 20:00: counts from Mon 09:00, Mon+Tue+Wed 8 h → Wed 17:00 (not Thu 09:00)",
      "2026-03-06T19:00:00.000Z",
      "2026-03-11T16:00:00.000Z",
    ],
    ["Sat 11:00: counts from Mon 09:00 → Wed 17:00", "2026-03-07T10:00:00.000Z", "2026-03-11T16:00:00.000Z"],
    [
      "Mon 17:00 exactly: closed, counts from Tue 09:00 → Thu 17:00",
      "2026-03-02T16:00:00.000Z",
      "2026-03-05T16:00:00.000Z",
    ],
    ["Mon 08:59: counts from Mon 09:00 → Wed 17:00", "2026-03-02T07:59:00.000Z", "2026-03-04T16:00:00.000Z"],
    ["Mon 09:00 exactly: Mon+Tue+Wed → Wed 17:00", "2026-03-02T08:00:00.000Z", "2026-03-04T16:00:00.000Z"],
    [
      "Mon 16:45: 15 min, Tue 8 h, Wed 8 h, Thu 7 h 45 → Thu 16:45",
      "2026-03-02T15:45:00.000Z",
      "2026-03-05T15:45:00.000Z",
    ],
    ["Mon 10:00:30: to the second → Thu 10:00:30", "2026-03-02T09:00:30.000Z", "2026-03-05T09:00:30.000Z"],
    [
      "Sun 03:30 CEST on the DST night: from Mon 09:00 → Wed 1 Apr 17:00 CEST",
      "2026-03-29T01:30:00.000Z",
      "2026-04-01T15:00:00.000Z",
    ],
  ])("%s", (_why, received, expected) => {
    expect(replyDeadline(new Date(received), 24, weekdaysNineToFive).toISOString()).toBe(expected);
  });

  it.each([
    [
      "Easter 2026, Wed 1 Apr 12:00: Wed 5 h; Skjærtorsdag, Langfredag, weekend, 2. påskedag skipped; Tue 7 (13), Wed 8 (21), Thu 9 Apr +3 h → 12:00 CEST",
      "2026-04-01T10:00:00.000Z",
      "2026-04-09T10:00:00.000Z",
    ],
    [
      "1 May 2026 (Fri), Thu 30 Apr 12:00: Thu 5 h; Fri holiday, weekend; Mon 8 (13), Tue 8 (21), Wed 6 May +3 h → 12:00 CEST",
      "2026-04-30T10:00:00.000Z",
      "2026-05-06T10:00:00.000Z",
    ],
    [
      "17 May 2028 (Wed), Tue 16 May 12:00: Tue 5 h; Wed holiday; Thu 8 (13), Fri 8 (21), weekend, Mon 22 May +3 h → 12:00 CEST",
      "2028-05-16T10:00:00.000Z",
      "2028-05-22T10:00:00.000Z",
    ],
    [
      "17 May 2027 (Mon, also 2. pinsedag), Fri 14 May 12:00: Fri 5 h; weekend, Mon holiday; Tue 8 (13), Wed 8 (21), Thu 20 May +3 h → 12:00 CEST",
      "2027-05-14T10:00:00.000Z",
      "2027-05-20T10:00:00.000Z",
    ],
    [
      "Kristi himmelfartsdag 2026 (Thu 14 May), Wed 13 May 09:00: Wed 8 h; Thu holiday; Fri 8 (16), weekend, Mon 18 May 8 → 17:00 CEST",
      "2026-05-13T07:00:00.000Z",
      "2026-05-18T15:00:00.000Z",
    ],
    [
      "2. pinsedag 2026 (Mon 25 May), Fri 22 May 13:00: Fri 4 h; weekend, Mon holiday; Tue 8 (12), Wed 8 (20), Thu 28 May +4 h → 13:00 CEST",
      "2026-05-22T11:00:00.000Z",
      "2026-05-28T11:00:00.000Z",
    ],
    [
      "Christmas 2026, Wed 23 Dec 15:00: Wed 2 h; julaften Thu 24 is a working day, 8 (10); Fri 25 holiday, Sat 26, Sun; Mon 28 8 (18), Tue 29 +6 h → 15:00 CET",
      "2026-12-23T14:00:00.000Z",
      "2026-12-29T14:00:00.000Z",
    ],
    [
      "New Year 2027, Wed 30 Dec 2026 10:00: Wed 7 h; Thu 31 8 (15); Fri 1 Jan holiday, weekend; Mon 4 Jan 8 (23), Tue 5 Jan +1 h → 10:00 CET",
      "2026-12-30T09:00:00.000Z",
      "2027-01-05T09:00:00.000Z",
    ],
  ])("%s", (_why, received, expected) => {
    expect(replyDeadline(new Date(received), 24, weekdaysNineToFive).toISOString()).toBe(expected);
  });

  it.each([
    [
      "into summer time: Fri 27 Mar 16:00 CET (15:00Z): Fri 1 h; Mon 30 8 (9), Tue 31 8 (17), Wed 1 Apr +7 h → 16:00 CEST = 14:00Z",
      "2026-03-27T15:00:00.000Z",
      "2026-04-01T14:00:00.000Z",
    ],
    [
      "into winter time: Fri 23 Oct 16:00 CEST (14:00Z): Fri 1 h; Mon 26 8, Tue 27 8, Wed 28 +7 h → 16:00 CET = 15:00Z",
      "2026-10-23T14:00:00.000Z",
      "2026-10-28T15:00:00.000Z",
    ],
  ])("%s", (_why, received, expected) => {
    expect(replyDeadline(new Date(received), 24, weekdaysNineToFive).toISOString()).toBe(expected);
  });

  it.each([
    ["8 h from Mon 10:00 → Tue 10:00", 8, "2026-03-02T09:00:00.000Z", "2026-03-03T09:00:00.000Z"],
    [
      "1.5 h from Mon 16:30 → 30 min Mon, 1 h Tue → Tue 10:00",
      1.5,
      "2026-03-02T15:30:00.000Z",
      "2026-03-03T09:00:00.000Z",
    ],
    ["0 h inside opening hours → at once", 0, "2026-03-02T09:00:00.000Z", "2026-03-02T09:00:00.000Z"],
    ["0 h on Saturday → next opening, Mon 09:00", 0, "2026-03-07T10:00:00.000Z", "2026-03-09T08:00:00.000Z"],
  ])("%s", (_why, hours, received, expected) => {
    expect(replyDeadline(new Date(received), hours, weekdaysNineToFive).toISOString()).toBe(expected);
  });

  it.each([
    [
      "tirsdag–lørdag 10–14 (4 h a day), Mon 2 Mar 12:00: from Tue 10:00, Tue–Sat 20 h, next Tue +4 h → Tue 10 Mar 14:00 CET",
      { firstDay: "tirsdag", lastDay: "lørdag", opensHour: 10, closesHour: 14 } satisfies OpeningHours,
      "Europe/Oslo",
      "2026-03-02T11:00:00.000Z",
      "2026-03-10T13:00:00.000Z",
    ],
    [
      "another zone, UTC, Mon 14:00Z: Mon 3 h, Tue 8 (11), Wed 8 (19), Thu +5 h → 14:00Z",
      weekdaysNineToFive,
      "UTC",
      "2026-03-02T14:00:00.000Z",
      "2026-03-05T14:00:00.000Z",
    ],
  ])("%s", (_why, hours, timeZone, received, expected) => {
    expect(replyDeadline(new Date(received), 24, hours, timeZone).toISOString()).toBe(expected);
  });

  it.each([
    ["negative hours", -1, weekdaysNineToFive],
    ["NaN hours", Number.NaN, weekdaysNineToFive],
    ["closing before opening", 24, { ...weekdaysNineToFive, opensHour: 17, closesHour: 9 }],
    ["half hours", 24, { ...weekdaysNineToFive, opensHour: 8.5 }],
  ])("rejects %s", (_why, hours, openingHours) => {
    expect(() => replyDeadline(new Date("2026-03-02T09:00:00.000Z"), hours, openingHours)).toThrow(RangeError);
  });
});

describe("isOverdue", () => {
  it.each([
    ["a millisecond before", "2026-03-05T08:59:59.999Z", false],
    ["at the deadline", "2026-03-05T09:00:00.000Z", false],
    ["a millisecond after", "2026-03-05T09:00:00.001Z", true],
    ["days after", "2026-03-10T09:00:00.000Z", true],
  ])("deadline Thu 10:00 CET, now %s → %s", (_why, now, expected) => {
    expect(isOverdue(new Date("2026-03-05T09:00:00.000Z"), new Date(now))).toBe(expected);
  });
});

describe("workingTimeLeft (mandag–fredag 9–17, Europe/Oslo)", () => {
  it.each([
    // [why, deadline (UTC), now (UTC), working minutes left]
    ["Fri 20:00 to Wed 17:00: Mon+Tue+Wed = 24 h", "2026-03-11T16:00:00.000Z", "2026-03-06T19:00:00.000Z", 1440],
    [
      "Fri 16:00 to Mon 12:00: Fri 1 h + Mon 3 h, weekend not counted",
      "2026-03-09T11:00:00.000Z",
      "2026-03-06T15:00:00.000Z",
      240,
    ],
    ["at the deadline", "2026-03-05T09:00:00.000Z", "2026-03-05T09:00:00.000Z", 0],
    ["30 s before: a started minute counts", "2026-03-05T09:00:00.000Z", "2026-03-05T08:59:30.000Z", 1],
    ["30 s after: a started minute counts", "2026-03-05T09:00:00.000Z", "2026-03-05T09:00:30.000Z", -1],
    [
      "Thu 10:00 deadline, now Fri 11:00: Thu 7 h + Fri 2 h past",
      "2026-03-05T09:00:00.000Z",
      "2026-03-06T10:00:00.000Z",
      -540,
    ],
    [
      "Wed 17:00 deadline, now Wed 20:00: overdue, but no working time past",
      "2026-03-04T16:00:00.000Z",
      "2026-03-04T19:00:00.000Z",
      0,
    ],
    [
      "Wed 17:00 deadline, now Mon 09:30: Thu+Fri 16 h + Mon 30 min past",
      "2026-03-04T16:00:00.000Z",
      "2026-03-09T08:30:00.000Z",
      -990,
    ],
    [
      "Easter: Wed 1 Apr 16:00 to Thu 9 Apr 12:00: 1 + 8 + 8 + 3 h",
      "2026-04-09T10:00:00.000Z",
      "2026-04-01T14:00:00.000Z",
      1200,
    ],
    [
      "across DST: Fri 27 Mar 16:00 CET to Wed 1 Apr 16:00 CEST: 1 + 8 + 8 + 7 h",
      "2026-04-01T14:00:00.000Z",
      "2026-03-27T15:00:00.000Z",
      1440,
    ],
  ])("%s → %i", (_why, deadline, now, expected) => {
    expect(workingTimeLeft(new Date(deadline), new Date(now), weekdaysNineToFive)).toBe(expected);
  });

  it.each([
    "2026-03-02T09:00:00.000Z", // Mon 10:00
    "2026-03-27T15:37:12.345Z", // Fri before DST
    "2026-04-01T10:00:00.000Z", // before Easter
    "2026-12-23T14:00:00.000Z", // before Christmas
  ])("received in opening hours at %s: 24 h left at once", (received) => {
    const deadline = replyDeadline(new Date(received), 24, weekdaysNineToFive);
    expect(workingTimeLeft(deadline, new Date(received), weekdaysNineToFive)).toBe(24 * 60);
  });
});
