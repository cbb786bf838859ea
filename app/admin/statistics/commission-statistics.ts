/** One row of the commission tables: clicks with a click id and what the networks reported for them. */
export type CommissionRow = {
  key: string;
  label: string;
  clicks: number;
  conversions: number;
  approved: number;
  rejected: number;
  /** Approved commission in øre (NOK). */
  earningsMinor: number;
  /** Commission still pending, in øre (NOK). */
  pendingMinor: number;
};

export type CommissionReport = {
  byCard: CommissionRow[];
  byPlacement: CommissionRow[];
  /** Conversions in the period whose click id is none of ours: kept, counted here, never dropped. */
  unattributed: { conversions: number; earningsMinor: number; pendingMinor: number };
};

/** Approved share of the decided ones (approved + rejected), or null before any is decided. */
export const approvalRate = (row: Pick<CommissionRow, "approved" | "rejected">) =>
  row.approved + row.rejected === 0 ? null : row.approved / (row.approved + row.rejected);

/** Approved kroner per click, or null without clicks. */
export const earningsPerClickKr = (row: Pick<CommissionRow, "clicks" | "earningsMinor">) =>
  row.clicks === 0 ? null : row.earningsMinor / 100 / row.clicks;
