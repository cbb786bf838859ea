// The back office's statistics summed from single rows, one per click or page view, in memory: the
// reference the tests hold the database's counting (app/admin/statistics/statistics.server.ts) to.
import {
  osloDay,
  summarizeClickCounts,
  summarizePageViewCounts,
  type ClickSummary,
  type PageViewLine,
  type PageViewSummary,
  type StatisticsQuery,
  type SummaryOptions,
} from "../../app/admin/statistics/statistics";

export type ClickRow = { cardSlug: string; fromPath: string | null; campaign: string | null; clickedAt: Date };
export type PageViewRow = { path: string; returning: boolean; viewedAt: Date };

/** Single clicks counted per card and bucket, source and campaign, each on its Oslo day (see summarizeClickCounts). */
export function summarizeClicks(rows: ClickRow[], query: StatisticsQuery, options: SummaryOptions = {}): ClickSummary {
  const counted = rows.map((row) => ({
    cardSlug: row.cardSlug,
    fromPath: row.fromPath,
    campaign: row.campaign,
    day: osloDay(row.clickedAt, options.timeZone),
    count: 1,
  }));
  return summarizeClickCounts(counted, query, options);
}

/** Page views counted per path: total and returning visitors, sorted by total, then path. */
export function summarizePageViews(rows: PageViewRow[]): PageViewSummary {
  const lines = new Map<string, PageViewLine>();
  for (const row of rows) {
    let line = lines.get(row.path);
    if (!line) lines.set(row.path, (line = { path: row.path, total: 0, returning: 0 }));
    line.total += 1;
    if (row.returning) line.returning += 1;
  }
  return summarizePageViewCounts([...lines.values()]);
}
