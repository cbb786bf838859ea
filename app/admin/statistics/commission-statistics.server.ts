import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { cardBySlug } from "#content/cards";
import type { DateRange } from "~/admin/statistics/statistics";
import type { CommissionReport, CommissionRow } from "~/admin/statistics/commission-statistics";
import type { Database } from "../../shared/db/database.server";
import { applyClicks, conversions } from "../../shared/db/schema";

const placementLabels: Record<string, string> = {
  flis: "Kortflis",
  kortside: "Kortsiden",
  sammenligning: "Sammenligning",
  kortvelger: "Kortvelgeren",
  nyhetsbrev: "Nyhetsbrev",
  varsel: "Varsel",
};

function withinPeriod(column: AnyPgColumn, range: DateRange): SQL {
  return sql`${column} >= (${range.from}::date::timestamp at time zone 'Europe/Oslo') and ${column} < ((${range.to}::date + 1)::timestamp at time zone 'Europe/Oslo')`;
}

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);

/**
 * Commission for the clicks of a period (a conversion belongs to its click's day, so a period's earnings
 * grow as the networks approve), per card and per placement; NOK amounts only (the networks pay Norwegian
 * publishers in NOK). Each conversion is counted once: one row per network and transaction, joined to the
 * one click with its id.
 */
export async function loadCommission(db: Database, period: DateRange, card: string | null): Promise<CommissionReport> {
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
  const clicksIn = and(
    isNotNull(applyClicks.clickId),
    withinPeriod(applyClicks.clickedAt, period),
    card ? eq(applyClicks.cardSlug, card) : undefined,
  );
  const joined = (key: SQL<string> | typeof applyClicks.cardSlug) =>
    db
      .select({ key, ...measures })
      .from(applyClicks)
      .leftJoin(conversions, eq(conversions.clickId, applyClicks.clickId))
      .where(clicksIn)
      .groupBy(key);
  const placement = sql<string>`coalesce(${applyClicks.placement}, '')`;
  const [cardRows, placementRows, [unattributed]] = await Promise.all([
    joined(applyClicks.cardSlug),
    joined(placement),
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
  const byEarnings = (a: CommissionRow, b: CommissionRow) =>
    b.earningsMinor - a.earningsMinor || b.clicks - a.clicks || a.label.localeCompare(b.label, "nb");
  return {
    byCard: cardRows.map((row) => ({ ...row, label: cardBySlug(row.key)?.name ?? row.key })).sort(byEarnings),
    byPlacement: placementRows
      .map((row) => ({ ...row, label: placementLabels[row.key] ?? "Ukjent plassering" }))
      .sort(byEarnings),
    unattributed: card
      ? { conversions: 0, earningsMinor: 0, pendingMinor: 0 }
      : (unattributed ?? { conversions: 0, earningsMinor: 0, pendingMinor: 0 }),
  };
}
