import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { addressesOfCard, cardBySlug, currentAddressOf } from "#content/cards";
import { previousPeriod, type DateRange } from "~/admin/statistics/statistics";
import { commissionBreakdown, type CommissionReport } from "~/admin/statistics/commission-statistics";
import type { Database } from "../../shared/db/database.server";
import { applyClicks, conversions, newsletterIssues } from "../../shared/db/schema";
import { issueIdOfCampaign, newsletterCampaign } from "~/site/tracking/newsletter-campaign";

function withinPeriod(column: AnyPgColumn, range: DateRange): SQL {
  return sql`${column} >= (${range.from}::date::timestamp at time zone 'Europe/Oslo') and ${column} < ((${range.to}::date + 1)::timestamp at time zone 'Europe/Oslo')`;
}

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);

const measures = {
  clicks: int(sql`count(distinct ${applyClicks.id})`),
  conversions: int(sql`count(${conversions.id})`),
  approved: int(sql`count(${conversions.id}) filter (where ${conversions.status} = 'approved')`),
  rejected: int(sql`count(${conversions.id}) filter (where ${conversions.status} = 'rejected')`),
  earningsMinor: int(
    sql`sum(${conversions.amountMinor}) filter (where ${conversions.status} = 'approved' and ${conversions.currency} = 'NOK')`,
  ),
  pendingMinor: int(
    sql`sum(${conversions.amountMinor}) filter (where ${conversions.status} = 'pending' and ${conversions.currency} = 'NOK')`,
  ),
};

/**
 * Commission for the clicks of a period and of the equally long period before (a conversion belongs to its
 * click's day, so a period's earnings grow as the networks approve), counted in the database per card,
 * source page, placement and campaign, then summed per each of them (commissionBreakdown); NOK amounts
 * only (the networks pay Norwegian publishers in NOK). Each conversion is counted once: one row per network
 * and transaction, joined to the one click with its id.
 */
export async function loadCommission(db: Database, period: DateRange, card: string | null): Promise<CommissionReport> {
  const counts = (range: DateRange) =>
    db
      .select({
        cardSlug: applyClicks.cardSlug,
        fromPath: applyClicks.fromPath,
        placement: applyClicks.placement,
        campaign: applyClicks.campaign,
        ...measures,
      })
      .from(applyClicks)
      .leftJoin(conversions, eq(conversions.clickId, applyClicks.clickId))
      .where(
        and(
          isNotNull(applyClicks.clickId),
          withinPeriod(applyClicks.clickedAt, range),
          card ? inArray(applyClicks.cardSlug, addressesOfCard(card)) : undefined,
        ),
      )
      .groupBy(applyClicks.cardSlug, applyClicks.fromPath, applyClicks.placement, applyClicks.campaign);
  const [current, previous, [unattributed]] = await Promise.all([
    counts(period),
    counts(previousPeriod(period.from, period.to)),
    db
      .select({
        conversions: measures.conversions,
        earningsMinor: measures.earningsMinor,
        pendingMinor: measures.pendingMinor,
      })
      .from(conversions)
      .leftJoin(applyClicks, eq(applyClicks.clickId, conversions.clickId))
      .where(and(isNull(applyClicks.id), withinPeriod(conversions.firstSeenAt, period))),
  ]);
  // A newsletter issue's clicks carry «nyhetsbrev-<id>» as campaign: shown by the issue's subject.
  const issueIds = [...new Set([...current, ...previous].map((row) => issueIdOfCampaign(row.campaign)))].filter(
    (id) => id !== undefined,
  );
  const issues =
    issueIds.length === 0
      ? []
      : await db
          .select({ id: newsletterIssues.id, subject: newsletterIssues.subject })
          .from(newsletterIssues)
          .where(inArray(newsletterIssues.id, issueIds));
  const subjects = new Map(issues.map((issue) => [newsletterCampaign(issue.id), `${issue.subject} (nr. ${issue.id})`]));
  return {
    // A card's clicks at every address it has had count as the card's, under the one it has now.
    ...commissionBreakdown(
      current.map((row) => ({ ...row, cardSlug: currentAddressOf(row.cardSlug) })),
      previous.map((row) => ({ ...row, cardSlug: currentAddressOf(row.cardSlug) })),
      (slug) => cardBySlug(slug)?.name,
      (campaign) => subjects.get(campaign),
    ),
    unattributed: card
      ? { conversions: 0, earningsMinor: 0, pendingMinor: 0 }
      : (unattributed ?? { conversions: 0, earningsMinor: 0, pendingMinor: 0 }),
  };
}
