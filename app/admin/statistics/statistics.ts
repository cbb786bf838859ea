import { z } from "zod";
import { formatDate } from "../../shared/format/format";
import { validateValues, type FormValidation, type FormValues } from "../../shared/forms/form-validation";

/**
 * The business figures of the back office (/admin/statistikk): apply clicks per card per day or
 * week, by source page and campaign, consented page views by page, totals against the period before,
 * and the same figures as CSV. Pure: the queries are in app/admin/statistics/statistics.server.ts.
 *
 * Days are calendar days in Oslo: a click at 00:30 Norwegian time on 1 November belongs to 1 November,
 * whatever the server's own time zone. Dates travel as ISO text ("2026-11-01"), never as Date objects
 * at midnight, so nothing shifts a day on the way.
 */

export const STATISTICS_TIME_ZONE = "Europe/Oslo";
/** The default period: the last 28 days (four whole weeks), today included. */
export const DEFAULT_PERIOD_DAYS = 28;
/** The longest period that can be asked for: two years, a leap day included. Clicks are kept 26 months. */
export const MAX_PERIOD_DAYS = 731;

export type Granularity = "dag" | "uke";
export const granularities = ["dag", "uke"] as const satisfies readonly Granularity[];

/** A validated query: `from` and `to` are ISO dates (Oslo calendar days), both included. */
export type StatisticsQuery = { from: string; to: string; granularity: Granularity; card: string | null };
export type DateRange = { from: string; to: string };

/** The query-string fields of /admin/statistikk, in the order of the filter form. */
export const statisticsFields = ["fra", "til", "inndeling", "kort"] as const;
export type StatisticsField = (typeof statisticsFields)[number];

export const statisticsMessages = {
  fromInvalid: "Fra-dato må være en dato, for eksempel 2026-11-01.",
  toInvalid: "Til-dato må være en dato, for eksempel 2026-11-28.",
  toBeforeFrom: "Til-dato kan ikke være før fra-dato. Velg en til-dato som er samme dag som fra-dato eller senere.",
  tooLong: `Perioden kan være høyst ${MAX_PERIOD_DAYS} dager. Velg en senere fra-dato eller en tidligere til-dato.`,
  granularityInvalid: "Inndeling må være «dag» eller «uke».",
  cardInvalid: "Kort må være kortets adresse, for eksempel remember-black, eller tomt for alle kort.",
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Card slugs as in content/cards.ts (urlSlug). */
const CARD_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written YYYY-MM-DD ("2026-02-30" is not one). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayMs = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** An ISO date moved by whole days: addDays("2026-03-01", -1) → "2026-02-28". */
export function addDays(isoDay: string, days: number): string {
  return isoOf(dayMs(isoDay) + days * DAY_MS);
}

/** Calendar days from `from` to `to`, both included: the same day is 1. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

/**
 * The schema is built when first used, not when the module loads: the chart and tables import this
 * module's formatters, and a bundler can then leave zod out of any browser bundle they end up in.
 */
let querySchema: ReturnType<typeof buildQuerySchema> | undefined;
function buildQuerySchema() {
  const isoDay = (message: string) => z.string().trim().refine(isIsoDay, message);
  return z
    .object({
      fra: isoDay(statisticsMessages.fromInvalid),
      til: isoDay(statisticsMessages.toInvalid),
      inndeling: z.enum(granularities, { error: statisticsMessages.granularityInvalid }),
      kort: z
        .string()
        .trim()
        .refine((value) => value === "" || CARD_SLUG.test(value), statisticsMessages.cardInvalid),
    })
    .superRefine((value, context) => {
      // Only two real dates can be compared; a bad one already has its own message.
      if (!isIsoDay(value.fra) || !isIsoDay(value.til)) return;
      if (value.til < value.fra)
        context.addIssue({ code: "custom", path: ["til"], message: statisticsMessages.toBeforeFrom });
      else if (daysInPeriod(value.fra, value.til) > MAX_PERIOD_DAYS)
        context.addIssue({ code: "custom", path: ["til"], message: statisticsMessages.tooLong });
    })
    .transform((value): StatisticsQuery => ({
      from: value.fra,
      to: value.til,
      granularity: value.inndeling,
      card: value.kort === "" ? null : value.kort,
    }));
}

/**
 * Reads ?fra=&til=&inndeling=&kort= of /admin/statistikk. An empty or missing field takes its default:
 * the 28 days up to and including today in Oslo (or up to `til` when only that is given), per day, all
 * cards. The returned `values` are the fields as text, defaults filled in, for the filter form; errors
 * are one Norwegian message per field, naming it.
 */
export function parseStatisticsQuery(
  searchParams: URLSearchParams,
  today: Date,
): FormValidation<StatisticsField, StatisticsQuery> {
  const given = (field: StatisticsField) => (searchParams.get(field) ?? "").trim();
  const til = given("til") || osloDay(today);
  const fra =
    given("fra") ||
    (isIsoDay(til) ? addDays(til, -(DEFAULT_PERIOD_DAYS - 1)) : addDays(osloDay(today), -(DEFAULT_PERIOD_DAYS - 1)));
  const values: FormValues<StatisticsField> = { fra, til, inndeling: given("inndeling") || "dag", kort: given("kort") };
  querySchema ??= buildQuerySchema();
  return validateValues(querySchema, statisticsFields, values);
}

/** The equally long period just before: 8–14 November → 1–7 November. */
export function previousPeriod(from: string, to: string): DateRange {
  const length = daysInPeriod(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone. */
export function osloDay(date: Date, timeZone = STATISTICS_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The Monday of the ISO week an ISO date is in. */
export function weekStart(isoDay: string): string {
  const weekday = (new Date(dayMs(isoDay)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(isoDay, -weekday);
}

/** The ISO 8601 week number and its year: "2026-12-31" → { week: 53, year: 2026 }, "2027-01-01" → the same week. */
export function isoWeek(isoDay: string): { week: number; year: number } {
  const thursday = addDays(weekStart(isoDay), 3);
  const year = Number(thursday.slice(0, 4));
  return { week: Math.floor((dayMs(thursday) - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1, year };
}

/** The bucket a moment belongs to: its day in the time zone, or the Monday of that day's ISO week. */
export function bucketStart(date: Date, granularity: Granularity, timeZone = STATISTICS_TIME_ZONE): string {
  return bucketOfDay(osloDay(date, timeZone), granularity);
}

function bucketOfDay(isoDay: string, granularity: Granularity): string {
  return granularity === "uke" ? weekStart(isoDay) : isoDay;
}

/**
 * Every bucket of a period, in order, so a day or week without clicks is a 0 and not a gap. Weeks are
 * whole ISO weeks: the first starts on the Monday on or before `from`, so it may begin before the period
 * (only clicks within the period are counted in it).
 */
export function bucketsBetween(from: string, to: string, granularity: Granularity): string[] {
  const step = granularity === "uke" ? 7 : 1;
  const buckets: string[] = [];
  for (let day = bucketOfDay(from, granularity); day <= to; day = addDays(day, step)) buckets.push(day);
  return buckets;
}

// ---------------------------------------------------------------------------------------------------
// Apply clicks

/** Clicks already counted per card, source, campaign and Oslo day (what the database query returns). */
export type ClickCountRow = {
  cardSlug: string;
  fromPath: string | null;
  campaign: string | null;
  day: string;
  count: number;
};

export type CardClicks = { cardSlug: string; cardName: string; counts: number[]; total: number };
export type SourceClicks = { fromPath: string; total: number };
export type CampaignClicks = { campaign: string; total: number };
export type ClickSummary = {
  /** Bucket starts (ISO dates): days, or the Mondays of weeks. */
  buckets: string[];
  /** All cards' clicks per bucket, in the order of `buckets`. */
  bucketTotals: number[];
  byCard: CardClicks[];
  bySource: SourceClicks[];
  byCampaign: CampaignClicks[];
  total: number;
};

/** A click without a known source page (no Referer from our site). */
export const UNKNOWN_SOURCE = "(ukjent)";
/** A click without a campaign (none, or no marketing consent). */
export const NO_CAMPAIGN = "(ingen)";

export type SummaryOptions = {
  /** The card's name for a slug (content/cards.ts); the slug itself when unknown, e.g. a card since removed. */
  cardName?: (slug: string) => string | undefined;
  timeZone?: string;
};

const collator = new Intl.Collator("nb-NO");
const byTotalThenName =
  <T>(name: (item: T) => string, total: (item: T) => number) =>
  (a: T, b: T) =>
    total(b) - total(a) || collator.compare(name(a), name(b));

/**
 * Clicks per card per bucket (every bucket of the period, zeros included), and totals per source page
 * and campaign, each sorted by total, most first, then by name. Rows outside the period or (with a card
 * in the query) for other cards are left out. With a card in the query that card has a row even
 * without clicks, so the table says 0 rather than nothing.
 */
export function summarizeClickCounts(
  rows: ClickCountRow[],
  query: StatisticsQuery,
  options: SummaryOptions = {},
): ClickSummary {
  const buckets = bucketsBetween(query.from, query.to, query.granularity);
  const bucketIndex = new Map(buckets.map((bucket, index) => [bucket, index]));
  const name = (slug: string) => options.cardName?.(slug) ?? slug;
  const cards = new Map<string, CardClicks>();
  const cardLine = (slug: string) => {
    let line = cards.get(slug);
    if (!line)
      cards.set(slug, (line = { cardSlug: slug, cardName: name(slug), counts: buckets.map(() => 0), total: 0 }));
    return line;
  };
  if (query.card) cardLine(query.card);
  const sources = new Map<string, number>();
  const campaigns = new Map<string, number>();
  const bucketTotals = buckets.map(() => 0);
  let total = 0;

  for (const row of rows) {
    if (row.day < query.from || row.day > query.to || row.count <= 0) continue;
    if (query.card && row.cardSlug !== query.card) continue;
    const index = bucketIndex.get(bucketOfDay(row.day, query.granularity));
    if (index === undefined) continue;
    const line = cardLine(row.cardSlug);
    line.counts[index] = (line.counts[index] ?? 0) + row.count;
    line.total += row.count;
    bucketTotals[index] = (bucketTotals[index] ?? 0) + row.count;
    const source = row.fromPath ?? UNKNOWN_SOURCE;
    sources.set(source, (sources.get(source) ?? 0) + row.count);
    const campaign = row.campaign ?? NO_CAMPAIGN;
    campaigns.set(campaign, (campaigns.get(campaign) ?? 0) + row.count);
    total += row.count;
  }

  return {
    buckets,
    bucketTotals,
    byCard: [...cards.values()].sort(
      byTotalThenName(
        (line) => line.cardName,
        (line) => line.total,
      ),
    ),
    bySource: [...sources]
      .map(([fromPath, count]) => ({ fromPath, total: count }))
      .sort(
        byTotalThenName(
          (line) => line.fromPath,
          (line) => line.total,
        ),
      ),
    byCampaign: [...campaigns]
      .map(([campaign, count]) => ({ campaign, total: count }))
      .sort(
        byTotalThenName(
          (line) => line.campaign,
          (line) => line.total,
        ),
      ),
    total,
  };
}

// ---------------------------------------------------------------------------------------------------
// Page views (only those with analytics consent are ever stored)

export type PageViewLine = { path: string; total: number; returning: number };
/** Page views per Oslo day (what the database query returns). */
export type PageViewDayRow = { day: string; total: number; returning: number };
export type PageViewBucket = { bucket: string; total: number; returning: number };
export type PageViewSummary = {
  /** Every bucket of the period (zeros included): page views over time. */
  overTime: PageViewBucket[];
  /** Per page, most viewed first, then by path. May be the top pages only: compare `paths`. */
  byPath: PageViewLine[];
  total: number;
  /** Views by a browser that had been here before. */
  returning: number;
  /** How many different pages were viewed (byPath may list fewer). */
  paths: number;
};

/** Page views already counted per path; `totals` when the lines are only the top pages. */
export function summarizePageViewCounts(
  lines: PageViewLine[],
  totals?: { total: number; returning: number; paths: number },
  overTime: PageViewBucket[] = [],
): PageViewSummary {
  const byPath = [...lines].sort(
    byTotalThenName(
      (line) => line.path,
      (line) => line.total,
    ),
  );
  return {
    overTime,
    byPath,
    total: totals?.total ?? byPath.reduce((sum, line) => sum + line.total, 0),
    returning: totals?.returning ?? byPath.reduce((sum, line) => sum + line.returning, 0),
    paths: totals?.paths ?? byPath.length,
  };
}

/**
 * Page views per day or week of a period, every bucket included (a day without views is a 0), from the
 * counts per Oslo day; days outside the period are left out.
 */
export function pageViewsOverTime(
  rows: readonly PageViewDayRow[],
  query: Pick<StatisticsQuery, "from" | "to" | "granularity">,
): PageViewBucket[] {
  const buckets = bucketsBetween(query.from, query.to, query.granularity).map((bucket) => ({
    bucket,
    total: 0,
    returning: 0,
  }));
  const index = new Map(buckets.map((bucket, at) => [bucket.bucket, at]));
  for (const row of rows) {
    if (row.day < query.from || row.day > query.to) continue;
    const bucket = buckets[index.get(bucketOfDay(row.day, query.granularity)) ?? -1];
    if (!bucket) continue;
    bucket.total += row.total;
    bucket.returning += row.returning;
  }
  return buckets;
}

// ---------------------------------------------------------------------------------------------------
// One-click periods

export type PeriodShortcut = { label: string; from: string; to: string };

/**
 * The one-click periods of /admin/statistikk for an Oslo day: i dag, the last 7 and 30 days (today
 * included), this month so far, and last year (1 January–31 December).
 */
export function periodShortcuts(today: string): PeriodShortcut[] {
  const year = Number(today.slice(0, 4));
  return [
    { label: "I dag", from: today, to: today },
    { label: "7 dager", from: addDays(today, -6), to: today },
    { label: "30 dager", from: addDays(today, -29), to: today },
    { label: "Denne måneden", from: `${today.slice(0, 7)}-01`, to: today },
    { label: "I fjor", from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Totals against the period before

export type Change = { difference: number; percent: number | null };

/** How much `current` differs from `previous`; no percentage when there was nothing before. */
export function change(current: number, previous: number): Change {
  const difference = current - previous;
  return { difference, percent: previous === 0 ? null : (difference / previous) * 100 };
}

// nb-NO writes a minus as U+2212 ("−3"); "exceptZero" gives "+" to gains and nothing to 0.
const signedNumber = new Intl.NumberFormat("nb-NO", { signDisplay: "exceptZero", maximumFractionDigits: 0 });
const signedPercent = new Intl.NumberFormat("nb-NO", { signDisplay: "exceptZero", maximumFractionDigits: 1 });

/**
 * A change in words: "+12 (+25 %)", "−3 (−10 %)", "+5 (ny)" when there was none before, "0 (0 %)"
 * when unchanged, and "0" when there was none before or now.
 */
export function formatChange({ difference, percent }: Change): string {
  const number = signedNumber.format(difference);
  if (percent === null) return difference === 0 ? number : `${number} (ny)`;
  return `${number} (${signedPercent.format(percent)}\u00a0%)`;
}

// ---------------------------------------------------------------------------------------------------
// Labels

const shortDay = new Intl.DateTimeFormat("nb-NO", { day: "numeric", month: "short", timeZone: "UTC" });
const shortDayWithYear = new Intl.DateTimeFormat("nb-NO", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A day as on the chart's axis: "2026-11-23" → "23. nov." (with the year: "23. nov. 2026"). */
export function formatShortDay(isoDay: string, withYear = false): string {
  return (withYear ? shortDayWithYear : shortDay).format(new Date(dayMs(isoDay)));
}

/**
 * Short labels for a row of buckets ("23. nov." or "uke 48"); the year is added to the first and
 * wherever it changes, so a period over New Year cannot be misread.
 */
export function bucketLabels(buckets: readonly string[], granularity: Granularity): string[] {
  let lastYear: number | undefined;
  return buckets.map((bucket) => {
    const year = granularity === "uke" ? isoWeek(bucket).year : Number(bucket.slice(0, 4));
    const withYear = year !== lastYear;
    lastYear = year;
    if (granularity === "dag") return formatShortDay(bucket, withYear);
    return `uke\u00a0${isoWeek(bucket).week}${withYear ? `, ${year}` : ""}`;
  });
}

/** One bucket in full, for tooltips and summaries: "23. november 2026" or "uke 48 (23.–29. nov. 2026)". */
export function bucketTitle(bucket: string, granularity: Granularity): string {
  if (granularity === "dag") return formatDate(bucket);
  const end = addDays(bucket, 6);
  const sameMonth = bucket.slice(0, 7) === end.slice(0, 7);
  const start = sameMonth
    ? `${Number(bucket.slice(8))}.`
    : formatShortDay(bucket, bucket.slice(0, 4) !== end.slice(0, 4));
  return `uke\u00a0${isoWeek(bucket).week} (${start}–${formatShortDay(end, true)})`;
}

/** A period in words: "1. november 2026–28. november 2026", or one date when it is one day. */
export function formatDateRange(range: DateRange): string {
  return range.from === range.to ? formatDate(range.from) : `${formatDate(range.from)}–${formatDate(range.to)}`;
}

// ---------------------------------------------------------------------------------------------------
// CSV

/** Everything /admin/statistikk shows for one query (app/admin/statistics/statistics.server.ts loads it). */
export type StatisticsReport = {
  query: StatisticsQuery;
  /** The card's name when the query is for one card. */
  cardName: string | null;
  previous: DateRange;
  clicks: ClickSummary;
  previousClicks: number;
  pageViews: PageViewSummary;
  previousPageViews: number;
};

/** A cell: text, a number we counted (one decimal), kroner (two decimals) or empty. */
export type CsvCell = string | number | { kr: number } | null;

/**
 * A text cell safe to open in a spreadsheet (OWASP "CSV injection"): text starting with = + - @, a tab
 * or a carriage return would be read as a formula, so it gets a leading apostrophe. Paths and campaign
 * names come from visitors' requests, so this matters. Numbers we counted are written as numbers.
 */
export function csvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A number as a Norwegian spreadsheet reads it: no grouping, decimal comma ("12,5"). */
function csvNumber(value: number): string {
  return String(Math.round(value * 10) / 10).replace(".", ",");
}

/** RFC 4180: a cell with the separator, a quote or a line break is quoted, its quotes doubled. */
function csvCell(cell: CsvCell): string {
  if (cell === null) return "";
  const text =
    typeof cell === "number"
      ? csvNumber(cell)
      : typeof cell === "object"
        ? (Math.round(cell.kr * 100) / 100).toFixed(2).replace(".", ",")
        : csvText(cell);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The separator is ";" and not ",": Excel with Norwegian settings uses the decimal comma, so its list
 * separator is ";" and it splits a ";" file into columns when opened directly, while a "," file lands in
 * one column. The BOM (U+FEFF) tells Excel the file is UTF-8, so æ, ø and å come out right. Lines end in
 * CRLF (RFC 4180).
 */
const CSV_SEPARATOR = ";";
const CSV_BOM = "\ufeff";

/**
 * What the page shows, as CSV: the period and filter, totals against the period before, clicks per card
 * per bucket (with a sum row and column), clicks per source page and per campaign, and page views per page.
 * Dates are ISO (YYYY-MM-DD), which a spreadsheet reads as dates; a week is the date of its Monday.
 */
export function statisticsCsv(report: StatisticsReport, more: readonly CsvCell[][] = []): string {
  const { query, clicks, pageViews, previous } = report;
  const unit = query.granularity === "uke" ? "uke (dato = mandag i uken)" : "dag";
  const clickChange = change(clicks.total, report.previousClicks);
  const viewChange = change(pageViews.total, report.previousPageViews);
  const percent = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  const rows: CsvCell[][] = [
    ["Kortvalg statistikk"],
    ["Fra", query.from],
    ["Til", query.to],
    ["Inndeling", query.granularity],
    ["Kort", query.card ? (report.cardName ?? query.card) : "Alle kort"],
    [],
    ["Totalt", "Denne perioden", `Forrige periode (${previous.from}–${previous.to})`, "Endring", "Endring i prosent"],
    ["Søknadsklikk", clicks.total, report.previousClicks, clickChange.difference, percent(clickChange.percent)],
    ["Sidevisninger", pageViews.total, report.previousPageViews, viewChange.difference, percent(viewChange.percent)],
    [],
    [`Søknadsklikk per kort og ${unit}`],
    ["Kort", ...clicks.buckets, "Sum"],
    ...clicks.byCard.map((line) => [line.cardName, ...line.counts, line.total]),
    ["Sum", ...clicks.bucketTotals, clicks.total],
    [],
    ["Søknadsklikk per kildeside"],
    ["Kildeside", "Søknadsklikk"],
    ...clicks.bySource.map((line) => [line.fromPath, line.total]),
    [],
    ["Søknadsklikk per kampanje"],
    ["Kampanje", "Søknadsklikk"],
    ...clicks.byCampaign.map((line) => [line.campaign, line.total]),
    [],
    ["Sidevisninger per side (bare besøk med samtykke til statistikk)"],
    ["Side", "Sidevisninger", "Herav tilbakevendende"],
    ...pageViews.byPath.map((line) => [line.path, line.total, line.returning]),
  ];
  if (pageViews.byPath.length < pageViews.paths)
    rows.push([`Viser de ${pageViews.byPath.length} mest viste av ${pageViews.paths} sider`]);
  rows.push(
    [],
    [`Sidevisninger per ${unit}`],
    [query.granularity === "uke" ? "Uke (mandag)" : "Dag", "Sidevisninger", "Herav tilbakevendende"],
    ...pageViews.overTime.map((bucket) => [bucket.bucket, bucket.total, bucket.returning]),
  );
  if (more.length > 0) rows.push([], ...more);
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + "\r\n").join("");
}

/** The download's file name: "kortvalg-statistikk-2026-11-01-2026-11-28.csv" (with the card's slug when filtered). */
export function statisticsCsvFilename(query: StatisticsQuery): string {
  return `kortvalg-statistikk-${query.from}-${query.to}${query.card ? `-${query.card}` : ""}.csv`;
}
