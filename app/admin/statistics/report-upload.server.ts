import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../shared/db/database.server";
import { applyClicks, conversions, reportUploads } from "../../shared/db/schema";
import { recordAudit, type Actor } from "../../shared/db/audit.server";
import { mergedConversion, recordConversion } from "../../shared/commission/conversions.server";
import type { AffiliateNetwork } from "../../shared/commission/affiliate-networks";
import type { ParsedReport } from "./network-report.server";
import type { RefusedRow, ReportRow } from "./network-report";

/** How long a preview waits for its confirmation. */
export const UPLOAD_PREVIEW_HOURS = 24;

/** What storing a row would do, told before it is done. */
export type RowChange = "new" | "status" | "amount" | "unchanged";

export type PreviewLine = ReportRow & {
  change: RowChange;
  /** What we hold now, for «til behandling → godkjent» and amended amounts. */
  held: { status: ReportRow["status"]; amountMinor: number; currency: string } | null;
  /** The click id is one of ours (a click we hold). */
  attributed: boolean;
};

export type UploadCounts = Record<RowChange | "unattributed" | "refused", number>;

export type UploadPreview = {
  token: string;
  network: AffiliateNetwork;
  fileName: string;
  lines: PreviewLine[];
  refused: RefusedRow[];
  counts: UploadCounts;
  confirmedAt: Date | null;
};

/** Keeps a read report for its preview, under a random token, and drops previews older than a day. */
export async function saveUpload(
  db: Database,
  staffId: number | null,
  network: AffiliateNetwork,
  fileName: string,
  report: ParsedReport,
): Promise<string> {
  const token = randomBytes(16).toString("base64url");
  await db.delete(reportUploads).where(lt(reportUploads.createdAt, expiredBefore()));
  await db.insert(reportUploads).values({
    id: token,
    network,
    fileName: fileName.slice(0, 200),
    staffId,
    rows: report.rows,
    refused: report.refused,
  });
  return token;
}

const expiredBefore = () => sql`now() - make_interval(hours => ${UPLOAD_PREVIEW_HOURS})`;

/**
 * What a row changes in what we hold, by the rules recordConversion applies (mergedConversion): a new
 * transaction, a new status, an amended amount (or currency), or nothing (a pending report after the
 * decision included).
 */
export function rowChange(held: PreviewLine["held"] & { clickId: string | null }, row: ReportRow): RowChange {
  const merged = mergedConversion(held, row);
  if (!merged) return "unchanged";
  return merged.status !== held.status ? "status" : merged.amountMinor !== held.amountMinor ? "amount" : "unchanged";
}

/**
 * The preview of an upload against the database as it is now: each row's change, whether its click is
 * ours, and counts. Null for an unknown token or one older than a day.
 */
export async function loadPreview(db: Database, token: string): Promise<UploadPreview | null> {
  if (!/^[\w-]{22}$/.test(token)) return null;
  const [upload] = await db
    .select()
    .from(reportUploads)
    .where(and(eq(reportUploads.id, token), sql`${reportUploads.createdAt} >= ${expiredBefore()}`));
  if (!upload) return null;
  const network = upload.network as AffiliateNetwork;
  const ids = upload.rows.map((row) => row.transactionId);
  const clickIds = [...new Set(upload.rows.flatMap((row) => (row.clickId ? [row.clickId] : [])))];
  const [heldRows, knownClicks] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(conversions)
          .where(and(eq(conversions.network, network), inArray(conversions.transactionId, ids))),
    clickIds.length === 0
      ? []
      : db.select({ clickId: applyClicks.clickId }).from(applyClicks).where(inArray(applyClicks.clickId, clickIds)),
  ]);
  const held = new Map(heldRows.map((row) => [row.transactionId, row]));
  const known = new Set(knownClicks.map((row) => row.clickId));
  const counts: UploadCounts = { new: 0, status: 0, amount: 0, unchanged: 0, unattributed: 0, refused: 0 };
  const lines = upload.rows.map((row): PreviewLine => {
    const current = held.get(row.transactionId);
    const change = current ? rowChange(current, row) : "new";
    // The click id that will be stored: what we hold wins (mergedConversion), else the report's.
    const clickId = current?.clickId ?? row.clickId;
    const attributed = clickId !== null && known.has(clickId);
    counts[change] += 1;
    if (!attributed) counts.unattributed += 1;
    return {
      ...row,
      change,
      held: current ? { status: current.status, amountMinor: current.amountMinor, currency: current.currency } : null,
      attributed,
    };
  });
  counts.refused = upload.refused.length;
  return {
    token,
    network,
    fileName: upload.fileName,
    lines,
    refused: upload.refused,
    counts,
    confirmedAt: upload.confirmedAt,
  };
}

export type ConfirmOutcome =
  | { status: "done"; counts: Record<"new" | "updated" | "repeat", number> }
  | { status: "already"; confirmedAt: Date }
  | { status: "missing" };

/**
 * Stores the rows of a previewed upload through recordConversion (source «csv»), the same idempotent
 * upsert as the callbacks and the API pull: a confirmation posted twice stores them once. The upload is
 * claimed first, so two confirmations at once do not both run.
 */
export async function confirmUpload(db: Database, actor: Actor, token: string): Promise<ConfirmOutcome> {
  if (!/^[\w-]{22}$/.test(token)) return { status: "missing" };
  const [claimed] = await db
    .update(reportUploads)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(reportUploads.id, token),
        isNull(reportUploads.confirmedAt),
        sql`${reportUploads.createdAt} >= ${expiredBefore()}`,
      ),
    )
    .returning();
  if (!claimed) {
    const [upload] = await db
      .select({ confirmedAt: reportUploads.confirmedAt })
      .from(reportUploads)
      .where(eq(reportUploads.id, token));
    return upload?.confirmedAt ? { status: "already", confirmedAt: upload.confirmedAt } : { status: "missing" };
  }
  const counts = { new: 0, updated: 0, repeat: 0 };
  const network = claimed.network as AffiliateNetwork;
  for (const row of claimed.rows) {
    const outcome = await recordConversion(db, {
      network,
      transactionId: row.transactionId,
      clickId: row.clickId,
      status: row.status,
      amountMinor: row.amountMinor,
      currency: row.currency,
      source: "csv",
    });
    counts[outcome] += 1;
  }
  await recordAudit(db, actor, "provisjonsrapport lastet opp", claimed.fileName, { nettverk: network, ...counts });
  return { status: "done", counts };
}
