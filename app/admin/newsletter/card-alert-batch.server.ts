import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../shared/db/database.server";
import {
  cardAlertFollows,
  cardAlertSubscribers,
  cardVersions,
  newsletterDeliveries,
  newsletterIssues,
} from "../../shared/db/schema";
import { changeKinds } from "../../shared/cards/card-change-log";
import { osloDate } from "../../shared/cards/data-freshness";
import { osloInstant, osloLocalTime } from "../../shared/format/oslo-time";
import { logEvent } from "../../shared/server/log.server";

/**
 * The daily card-alerts batch (docs/decisions/0031): a newsletter_issues row of kind "card-alerts" per day in Norway
 * (a unique key: one a day whichever instance starts it), with one delivery per reader who follows a card changed in
 * its window; the newsletter's job (newsletter-send.server.ts) sends it as it sends an issue, each mail made for its
 * reader as it is handed to the outbox. The window runs from the previous batch's end, so no change is missed or
 * sent twice when a day's batch starts late or the server was down.
 */

/**
 * CARD_ALERTS_HOUR, or 7: from this hour in Norway each day's batch starts, with the changes published up to midnight.
 * "off": no daily batch on this instance (only the admin socket's `card-alerts-send`: the browser tests, which must not
 * find today's batch started before their change).
 */
export function cardAlertsHour(value: string | undefined = process.env.CARD_ALERTS_HOUR): number | null {
  if (value === undefined || value.trim() === "") return 7;
  if (value.trim() === "off") return null;
  const hour = Number(value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new Error(`CARD_ALERTS_HOUR must be a whole hour from 0 to 23 or "off", not ${JSON.stringify(value)}`);
  return hour;
}

/** The first window, when there has been no batch: the day before its end. */
const FIRST_WINDOW_MS = 86_400_000;

export type AlertBatchResult =
  { outcome: "started"; issueId: number; recipients: number; from: Date; until: Date } | { outcome: "already-today" };

/**
 * Starts today's batch (in Norway's date), covering changes published after the last batch's end up to `until`
 * (the daily start: midnight in Norway; `npm`-free operators and the tests: now). Nothing when today's has started.
 */
export async function startAlertBatch(db: Database, now: Date, until: Date): Promise<AlertBatchResult> {
  const day = osloDate(now);
  return db.transaction(async (tx): Promise<AlertBatchResult> => {
    const [previous] = await tx
      .select({ until: newsletterIssues.alertsUntil })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.kind, "card-alerts"))
      .orderBy(desc(newsletterIssues.alertsUntil))
      .limit(1);
    const from = previous?.until ?? new Date(until.getTime() - FIRST_WINDOW_MS);
    const [issue] = await tx
      .insert(newsletterIssues)
      .values({
        kind: "card-alerts",
        subject: `Kortvarsler ${day}`,
        markdown: "",
        status: "sending",
        alertsDay: day,
        alertsFrom: from,
        alertsUntil: until,
        sendStartedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: newsletterIssues.alertsDay })
      .returning({ id: newsletterIssues.id });
    if (!issue) return { outcome: "already-today" };
    // Readers with a confirmed follow of a card that has a change version in the window, published after they followed it.
    const kinds = sql.join(
      [...changeKinds].map((kind) => sql`${kind}`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into ${newsletterDeliveries} (issue_id, alert_subscriber_id)
      select distinct ${issue.id}::integer, s.id
      from ${cardAlertSubscribers} s
      join ${cardAlertFollows} f on f.subscriber_id = s.id and f.confirmed_at is not null
      join ${cardVersions} v on v.card_id = f.card_id
      where s.status = 'confirmed'
        and v.kind in (${kinds})
        and v.version > 1
        and v.published_at > greatest(${from}::timestamptz, f.confirmed_at)
        and v.published_at <= ${until}::timestamptz
      on conflict do nothing`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issue.id));
    const recipients = Number(row?.n ?? 0);
    return { outcome: "started", issueId: issue.id, recipients, from, until };
  });
}

/**
 * Starts today's batch when its hour has come in Norway, once a day (the sending round of every instance calls it;
 * the unique day makes one start). It covers changes published up to this midnight in Norway.
 */
export async function startDueAlertBatch(db: Database, now: Date, hour: number): Promise<AlertBatchResult | null> {
  const local = osloLocalTime(now);
  if (Number(local.slice(11, 13)) < hour) return null;
  const day = local.slice(0, 10);
  const [existing] = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.alertsDay, day));
  if (existing) return null;
  const midnight = osloInstant(`${day}T00:00`);
  if (!midnight.ok) return null; // the clocks never skip midnight in Norway
  const result = await startAlertBatch(db, now, midnight.instant);
  if (result.outcome === "started")
    logEvent("info", "card alerts batch started", { issueId: result.issueId, recipients: result.recipients });
  return result;
}
