import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { addressesOfCard, cardBySlug, currentAddressOf } from "#content/cards";
import {
  pageViewsOverTime,
  previousPeriod,
  summarizeClickCounts,
  summarizePageViewCounts,
  type DateRange,
  type StatisticsQuery,
  type StatisticsReport,
} from "~/admin/statistics/statistics";
import type { Database } from "../../shared/db/database.server";
import { applyClicks, pageViews } from "../../shared/db/schema";

/**
 * The most pages the page-view table lists (the most viewed first). Paths come from visitors' browsers,
 * so there can be many (mistyped addresses too); the totals still count every page.
 */
export const PAGE_VIEW_PATH_LIMIT = 500;

/**
 * The rows of a period: from 00:00 Oslo time on `from` up to, not including, 00:00 Oslo time on the day
 * after `to`. PostgreSQL turns the local midnights into moments with its own time-zone data (daylight
 * saving included), and the comparison on the bare column keeps the clicked_at / viewed_at indexes usable.
 * The time zone is written into the statement, not passed as a parameter: the grouping below must repeat
 * the very same expression.
 */
function withinPeriod(column: AnyPgColumn, range: DateRange): SQL {
  return sql`${column} >= (${range.from}::date::timestamp at time zone 'Europe/Oslo') and ${column} < ((${range.to}::date + 1)::timestamp at time zone 'Europe/Oslo')`;
}

/** The Oslo calendar day of a moment, as ISO text (text, so no driver turns it into a Date at some midnight). */
const osloDayOf = (column: AnyPgColumn) =>
  sql<string>`to_char((${column} at time zone 'Europe/Oslo')::date, 'YYYY-MM-DD')`;

const count = sql<number>`count(*)::int`;

/**
 * Everything /admin/statistikk shows for a validated query (parseStatisticsQuery): apply clicks in the
 * period counted per card, source page, campaign and Oslo day in the database (one row per combination,
 * never one per click), shaped into days or weeks by summarizeClickCounts; the click total of the
 * equally long period before; consented page views per page and their totals, now and before.
 * The card filter applies to clicks only: page views are not about a card.
 */
export async function loadStatistics(db: Database, asked: StatisticsQuery): Promise<StatisticsReport> {
  // A card's clicks at every address it has had count as the card's, under the one it has now.
  const query = asked.card ? { ...asked, card: currentAddressOf(asked.card) } : asked;
  const period: DateRange = { from: query.from, to: query.to };
  const previous = previousPeriod(query.from, query.to);
  const clicksIn = (range: DateRange) =>
    and(
      withinPeriod(applyClicks.clickedAt, range),
      query.card ? inArray(applyClicks.cardSlug, addressesOfCard(query.card)) : undefined,
    );
  const day = osloDayOf(applyClicks.clickedAt);

  const viewDay = osloDayOf(pageViews.viewedAt);
  const [clickRows, [previousClicks], pathRows, [viewTotals], [previousViews], viewDays] = await Promise.all([
    db
      .select({
        cardSlug: applyClicks.cardSlug,
        fromPath: applyClicks.fromPath,
        campaign: applyClicks.campaign,
        day,
        count,
      })
      .from(applyClicks)
      .where(clicksIn(period))
      .groupBy(applyClicks.cardSlug, applyClicks.fromPath, applyClicks.campaign, day),
    db.select({ count }).from(applyClicks).where(clicksIn(previous)),
    db
      .select({
        path: pageViews.path,
        total: count,
        returning: sql<number>`(count(*) filter (where ${pageViews.returning}))::int`,
      })
      .from(pageViews)
      .where(withinPeriod(pageViews.viewedAt, period))
      .groupBy(pageViews.path)
      .orderBy(sql`count(*) desc`, pageViews.path)
      .limit(PAGE_VIEW_PATH_LIMIT),
    db
      .select({
        total: count,
        returning: sql<number>`(count(*) filter (where ${pageViews.returning}))::int`,
        paths: sql<number>`count(distinct ${pageViews.path})::int`,
      })
      .from(pageViews)
      .where(withinPeriod(pageViews.viewedAt, period)),
    db.select({ count }).from(pageViews).where(withinPeriod(pageViews.viewedAt, previous)),
    db
      .select({
        day: viewDay,
        total: count,
        returning: sql<number>`(count(*) filter (where ${pageViews.returning}))::int`,
      })
      .from(pageViews)
      .where(withinPeriod(pageViews.viewedAt, period))
      .groupBy(viewDay),
  ]);

  const cardName = (slug: string) => cardBySlug(slug)?.name;
  return {
    query,
    cardName: query.card ? (cardName(query.card) ?? null) : null,
    previous,
    clicks: summarizeClickCounts(
      clickRows.map((row) => ({ ...row, cardSlug: currentAddressOf(row.cardSlug) })),
      query,
      { cardName },
    ),
    previousClicks: previousClicks?.count ?? 0,
    pageViews: summarizePageViewCounts(pathRows, viewTotals, pageViewsOverTime(viewDays, query)),
    previousPageViews: previousViews?.count ?? 0,
  };
}
