import { eq } from "drizzle-orm";
import type { Database } from "./database.server";
import { statusCounts } from "./schema";

/** The tables whose rows are counted per status by their triggers (drizzle/0020_status_counts.sql). */
export type CountedList = "newsletter_subscribers" | "contact_enquiries";

/**
 * How many rows of `list` have each status, read from the counts its triggers keep (decision 0027, «Counts kept by
 * the database»): a few rows read, whatever the table's size. A status with no rows is 0.
 */
export async function countsByStatus<Status extends string>(
  db: Database,
  list: CountedList,
  statuses: readonly Status[],
): Promise<Record<Status, number>> {
  const rows = await db
    .select({ status: statusCounts.status, n: statusCounts.n })
    .from(statusCounts)
    .where(eq(statusCounts.list, list));
  return Object.fromEntries(
    statuses.map((status) => [status, Number(rows.find((row) => row.status === status)?.n ?? 0)]),
  ) as Record<Status, number>;
}
