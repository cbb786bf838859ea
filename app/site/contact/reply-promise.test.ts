import { describe, expect, it } from "vitest";
import { promiseDeadline, promiseTimeLeft, replyPromise } from "./reply-promise";

/** An instant from Oslo wall-clock time and its UTC offset. */
const oslo = (date: string, time: string, offset = "+01:00") => new Date(`${date}T${time}:00${offset}`);

describe("the reply promise: 24 hours of weekday clock", () => {
  it.each([
    ["Monday morning, due Tuesday at the same time", oslo("2026-11-23", "10:00"), oslo("2026-11-24", "10:00")],
    ["Monday evening after closing, due Tuesday evening", oslo("2026-11-23", "20:30"), oslo("2026-11-24", "20:30")],
    ["Friday afternoon, the weekend skipped", oslo("2026-11-27", "15:00"), oslo("2026-11-30", "15:00")],
    ["Sunday, the clock starts Monday 00:00", oslo("2026-11-29", "18:00"), oslo("2026-12-01", "00:00")],
    [
      "Wednesday before Easter: skjærtorsdag to 2. påskedag skipped",
      oslo("2026-04-01", "11:00", "+02:00"),
      oslo("2026-04-07", "11:00", "+02:00"),
    ],
    [
      "Friday before the change to summer time, which falls on the weekend",
      oslo("2026-03-27", "12:00"),
      oslo("2026-03-30", "12:00", "+02:00"),
    ],
  ])("%s", (_, received, due) => {
    expect(promiseDeadline(received)).toEqual(due);
  });

  it("counts the time left on weekdays only: Friday 16:00 to Monday 15:00 is 23 hours", () => {
    expect(promiseTimeLeft(oslo("2026-11-30", "15:00"), oslo("2026-11-27", "16:00"))).toBe(23 * 60);
    expect(promiseTimeLeft(oslo("2026-11-30", "15:00"), oslo("2026-11-30", "17:30"))).toBe(-150);
  });

  it("says the promise in the words of /kontakt, and its rule with an example that the count agrees with", () => {
    expect(replyPromise.text).toBe("Vi svarer innen 24 timer på hverdager.");
    expect(replyPromise.rule).toContain("fredag kl. 15, svarer vi innen mandag kl. 15");
  });
});
