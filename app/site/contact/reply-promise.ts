import { contactFacts } from "#content/contact";
import { replyDeadline, workingTimeLeft, type OpeningHours } from "./working-hours";

/**
 * The promise on /kontakt and the deadline the inbox counts, from one place: "innen 24 timer på
 * hverdager" is 24 hours of weekday clock (every hour of Mon–Fri, none of weekends or public holidays),
 * not 24 hours of opening time, which would be three working days.
 */

const hours = contactFacts.replyWithinHours;
const { firstDay, lastDay } = contactFacts.openingHours;

/** The clock the promise runs on: whole weekdays, as replyDeadline's opening hours. */
export const promiseClock: OpeningHours = { firstDay, lastDay, opensHour: 0, closesHour: 24 };

export const replyPromise = {
  /** The promise, as the visitor reads it. */
  text: `Vi svarer innen ${hours} timer på hverdager.`,
  /** How it is counted, in words: on /kontakt and on the inbox. */
  rule: `Klokka går hele døgnet ${firstDay}–${lastDay}, og står stille i helger og på helligdager: skriver du fredag kl. 15, svarer vi innen mandag kl. 15.`,
} as const;

/** When the reply is due: `contactFacts.replyWithinHours` hours of weekday clock after it came. */
export const promiseDeadline = (receivedAt: Date) => replyDeadline(receivedAt, hours, promiseClock);

/** Weekday minutes to the deadline (negative past it): «3 t igjen». */
export const promiseTimeLeft = (deadline: Date, now: Date) => workingTimeLeft(deadline, now, promiseClock);
