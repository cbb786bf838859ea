import { formatKrOre } from "../../shared/format/format";
import { change, NO_CAMPAIGN, UNKNOWN_SOURCE, type CsvCell } from "./statistics";

/** What the networks reported for a set of clicks with a click id. */
export type CommissionMeasures = {
  clicks: number;
  conversions: number;
  approved: number;
  rejected: number;
  /** Approved commission in øre (NOK). */
  earningsMinor: number;
  /** Commission still pending, in øre (NOK). */
  pendingMinor: number;
};

/** One row of the commission tables, with the same measures for the equally long period before. */
export type CommissionRow = CommissionMeasures & { key: string; label: string; previous: CommissionMeasures };

/** The database's counts per card, source page, placement and campaign (one row per combination). */
export type CommissionCountRow = CommissionMeasures & {
  cardSlug: string;
  fromPath: string | null;
  placement: string | null;
  campaign: string | null;
};

export type CommissionReport = {
  total: CommissionRow;
  byCard: CommissionRow[];
  byPage: CommissionRow[];
  byPlacement: CommissionRow[];
  byCampaign: CommissionRow[];
  /** Clicks from newsletter links (placement «nyhetsbrev») per issue, the issue being their campaign. */
  byNewsletter: CommissionRow[];
  /** Conversions in the period whose click id is none of ours: kept, counted here, never dropped. */
  unattributed: { conversions: number; earningsMinor: number; pendingMinor: number };
};

/** The tables per dimension, in the order of the page and the CSV. */
export const commissionTables = [
  { key: "byCard", title: "Provisjon per kort", heading: "Kort" },
  { key: "byPage", title: "Provisjon per side", heading: "Side" },
  { key: "byPlacement", title: "Provisjon per plassering", heading: "Plassering" },
  { key: "byCampaign", title: "Provisjon per kampanje", heading: "Kampanje" },
  { key: "byNewsletter", title: "Provisjon per nyhetsbrev", heading: "Utgave (kampanje)" },
] as const;

export const NEWSLETTER_PLACEMENT = "nyhetsbrev";

export const placementLabels: Record<string, string> = {
  flis: "Kortflis",
  kortside: "Kortsiden",
  sammenligning: "Sammenligning",
  kortvelger: "Kortvelgeren",
  nyhetsbrev: "Nyhetsbrev",
  varsel: "Varsel",
};

const zero = (): CommissionMeasures => ({
  clicks: 0,
  conversions: 0,
  approved: 0,
  rejected: 0,
  earningsMinor: 0,
  pendingMinor: 0,
});

const add = (into: CommissionMeasures, row: CommissionMeasures) => {
  into.clicks += row.clicks;
  into.conversions += row.conversions;
  into.approved += row.approved;
  into.rejected += row.rejected;
  into.earningsMinor += row.earningsMinor;
  into.pendingMinor += row.pendingMinor;
};

const collator = new Intl.Collator("nb-NO");
const byEarnings = (a: CommissionRow, b: CommissionRow) =>
  b.earningsMinor - a.earningsMinor || b.clicks - a.clicks || collator.compare(a.label, b.label);

/**
 * The commission tables from the database's counts for the period and the period before: per card, source
 * page, placement, campaign and newsletter issue, and in total. A row is there when it had clicks in
 * either period (a card that fell to nothing still shows), sorted by approved earnings, then clicks, then
 * name. Each click is in exactly one count row, so the sums are exact.
 */
export function commissionBreakdown(
  current: readonly CommissionCountRow[],
  previous: readonly CommissionCountRow[],
  cardName: (slug: string) => string | undefined = () => undefined,
  issueName: (campaign: string) => string | undefined = () => undefined,
): Omit<CommissionReport, "unattributed"> {
  type Group = Map<string, { label: string; now: CommissionMeasures; before: CommissionMeasures }>;
  const groups = {
    card: new Map(),
    page: new Map(),
    placement: new Map(),
    campaign: new Map(),
    newsletter: new Map(),
  } as Record<"card" | "page" | "placement" | "campaign" | "newsletter", Group>;
  const total = { now: zero(), before: zero() };
  const put = (group: Group, key: string, label: string, which: "now" | "before", row: CommissionMeasures) => {
    let entry = group.get(key);
    if (!entry) group.set(key, (entry = { label, now: zero(), before: zero() }));
    add(entry[which], row);
  };
  const tally = (rows: readonly CommissionCountRow[], which: "now" | "before") => {
    for (const row of rows) {
      add(total[which], row);
      put(groups.card, row.cardSlug, cardName(row.cardSlug) ?? row.cardSlug, which, row);
      put(groups.page, row.fromPath ?? "", row.fromPath ?? UNKNOWN_SOURCE, which, row);
      const placement = row.placement ?? "";
      put(groups.placement, placement, placementLabels[placement] ?? "Ukjent plassering", which, row);
      put(groups.campaign, row.campaign ?? "", row.campaign ?? NO_CAMPAIGN, which, row);
      if (placement === NEWSLETTER_PLACEMENT)
        put(
          groups.newsletter,
          row.campaign ?? "",
          row.campaign ? (issueName(row.campaign) ?? row.campaign) : "(uten utgave)",
          which,
          row,
        );
    }
  };
  tally(current, "now");
  tally(previous, "before");
  const rowsOf = (group: Group): CommissionRow[] =>
    [...group]
      .map(([key, entry]) => ({ key, label: entry.label, ...entry.now, previous: entry.before }))
      .sort(byEarnings);
  return {
    total: { key: "", label: "Totalt", ...total.now, previous: total.before },
    byCard: rowsOf(groups.card),
    byPage: rowsOf(groups.page),
    byPlacement: rowsOf(groups.placement),
    byCampaign: rowsOf(groups.campaign),
    byNewsletter: rowsOf(groups.newsletter),
  };
}

/** Approved share of the decided ones (approved + rejected), or null before any is decided. */
export const approvalRate = (row: Pick<CommissionMeasures, "approved" | "rejected">) =>
  row.approved + row.rejected === 0 ? null : row.approved / (row.approved + row.rejected);

/** Approved kroner per click, or null without clicks. */
export const earningsPerClickKr = (row: Pick<CommissionMeasures, "clicks" | "earningsMinor">) =>
  row.clicks === 0 ? null : row.earningsMinor / 100 / row.clicks;

const signedPercent = new Intl.NumberFormat("nb-NO", { signDisplay: "exceptZero", maximumFractionDigits: 1 });

/**
 * A change of an amount in øre, in kroner: "+380,50 kr (ny)", "−12 kr (−10 %)", "0 kr" (nothing before or
 * now), "0 kr (0 %)" (unchanged).
 */
export function formatKrChange(currentMinor: number, previousMinor: number): string {
  const { difference, percent } = change(currentMinor, previousMinor);
  const sign = difference > 0 ? "+" : difference < 0 ? "\u2212" : "";
  const amount = `${sign}${formatKrOre(Math.abs(difference) / 100)}`;
  if (percent === null) return difference === 0 ? amount : `${amount} (ny)`;
  return `${amount} (${signedPercent.format(percent)}\u00a0%)`;
}

/** Kroner from øre, for a CSV cell with two decimals. */
const krCell = (minor: number): CsvCell => ({ kr: minor / 100 });
const percentCell = (value: number | null): CsvCell => (value === null ? null : Math.round(value * 1000) / 10);

/**
 * The commission tables as CSV rows (statisticsCsv adds them after the clicks and page views): the totals
 * against the period before, then one section per card, page, placement, campaign and newsletter issue.
 * Kroner with two decimals, rates in percent; names from visitors' requests (pages, campaigns) are guarded
 * against formula injection by csvCell.
 */
export function commissionCsvRows(report: CommissionReport): CsvCell[][] {
  const { total } = report;
  const before = total.previous;
  const rows: CsvCell[][] = [
    ["Provisjon totalt", "Denne perioden", "Forrige periode", "Endring"],
    ["Klikk med klikk-id", total.clicks, before.clicks, total.clicks - before.clicks],
    ["Konverteringer", total.conversions, before.conversions, total.conversions - before.conversions],
    ["Godkjent", total.approved, before.approved, total.approved - before.approved],
    ["Avvist", total.rejected, before.rejected, total.rejected - before.rejected],
    ["Godkjenningsgrad (%)", percentCell(approvalRate(total)), percentCell(approvalRate(before)), null],
    [
      "Inntjent, godkjent (kr)",
      krCell(total.earningsMinor),
      krCell(before.earningsMinor),
      krCell(total.earningsMinor - before.earningsMinor),
    ],
    [
      "Til behandling (kr)",
      krCell(total.pendingMinor),
      krCell(before.pendingMinor),
      krCell(total.pendingMinor - before.pendingMinor),
    ],
    [
      "Inntjent per klikk (kr)",
      earningsPerClickKr(total) === null ? null : { kr: earningsPerClickKr(total)! },
      earningsPerClickKr(before) === null ? null : { kr: earningsPerClickKr(before)! },
      null,
    ],
  ];
  for (const { key, title, heading } of commissionTables) {
    const lines = report[key];
    rows.push(
      [],
      [title],
      [
        heading,
        "Klikk med klikk-id",
        "Konverteringer",
        "Godkjent",
        "Avvist",
        "Godkjenningsgrad (%)",
        "Inntjent, godkjent (kr)",
        "Til behandling (kr)",
        "Inntjent per klikk (kr)",
        "Klikk forrige periode",
        "Inntjent forrige periode (kr)",
      ],
      ...lines.map((row): CsvCell[] => [
        row.label,
        row.clicks,
        row.conversions,
        row.approved,
        row.rejected,
        percentCell(approvalRate(row)),
        krCell(row.earningsMinor),
        krCell(row.pendingMinor),
        earningsPerClickKr(row) === null ? null : { kr: earningsPerClickKr(row)! },
        row.previous.clicks,
        krCell(row.previous.earningsMinor),
      ]),
    );
  }
  rows.push(
    [],
    ["Uten kjent klikk", "Konverteringer", "Inntjent, godkjent (kr)", "Til behandling (kr)"],
    [
      "Konverteringer med en klikk-id vi ikke har",
      report.unattributed.conversions,
      krCell(report.unattributed.earningsMinor),
      krCell(report.unattributed.pendingMinor),
    ],
  );
  return rows;
}
