import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../shared/db/database.server";
import { newsletterSubscribers } from "../../shared/db/schema";
import { matchesWords, searchDocument } from "../../shared/db/text-search";
import { countsByStatus } from "../../shared/db/status-counts.server";
import { csvText } from "~/admin/statistics/statistics";
import { osloLocalTime } from "~/shared/format/oslo-time";

/**
 * The back office's list of newsletter subscribers (docs/decisions/0027-newsletter-subscribers-and-bounces.md):
 * a search on the address, a status filter, newest first, a page at a time by keyset on the id (the index
 * newsletter_subscribers_status_idx), so a page costs the same at 50 000 subscribers as at 50 whatever page it is.
 */

export type SubscriberStatus = (typeof newsletterSubscribers.$inferSelect)["status"];
export const subscriberFilters = ["alle", "bekreftede", "ventende", "avviste"] as const;
export type SubscriberFilter = (typeof subscriberFilters)[number];
const statusOf: Record<Exclude<SubscriberFilter, "alle">, SubscriberStatus> = {
  bekreftede: "confirmed",
  ventende: "pending",
  avviste: "bounced",
};

export const SUBSCRIBER_PAGE = 50;
/** A search longer than this is no address anyone types. */
export const SEARCH_MAX = 100;

export type SubscriberQuery = {
  filter: SubscriberFilter;
  search: string;
  /** Older than this id (the next page), or newer than this id (the page before); neither: the newest. */
  after?: number;
  before?: number;
};

/** The query a list URL asks for: anything unknown is the default, never an error (it is a list, not a form). */
export function subscriberQuery(params: URLSearchParams): SubscriberQuery {
  const asked = params.get("vis") ?? "";
  const id = (name: string) => {
    const value = params.get(name);
    return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
  return {
    filter: (subscriberFilters as readonly string[]).includes(asked) ? (asked as SubscriberFilter) : "alle",
    search: (params.get("sok") ?? "").trim().slice(0, SEARCH_MAX),
    after: id("etter"),
    before: id("for"),
  };
}

/** Each typed word the start of a part of the address (full-text search on its GIN index, decision 0027). */
function where(query: Pick<SubscriberQuery, "filter" | "search">): SQL | undefined {
  return and(
    query.filter === "alle" ? undefined : eq(newsletterSubscribers.status, statusOf[query.filter]),
    query.search ? matchesWords(searchDocument(sql`${newsletterSubscribers.email}`), query.search) : undefined,
  );
}

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  requestedAt: newsletterSubscribers.requestedAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  consentForm: newsletterSubscribers.consentForm,
  consentPage: newsletterSubscribers.consentPage,
  softBounces: newsletterSubscribers.softBounces,
  bouncedAt: newsletterSubscribers.bouncedAt,
  bounceReason: newsletterSubscribers.bounceReason,
};
export type SubscriberRow = {
  id: number;
  email: string;
  status: SubscriberStatus;
  requestedAt: Date;
  confirmedAt: Date | null;
  consentForm: string | null;
  consentPage: string | null;
  softBounces: number;
  bouncedAt: Date | null;
  bounceReason: string | null;
};

/**
 * One page of the list, newest first, with whether there are newer and older rows (the links to the pages on
 * either side), and how many match in all.
 */
export async function listSubscribers(
  db: Database,
  query: SubscriberQuery,
  /** The filter's counts when the caller has them: the unsearched total is then one of them, not counted again. */
  counts?: Record<SubscriberStatus | "all", number>,
) {
  const filter = where(query);
  // With a search, the page is ordered and bounded by "id + 0", which no index gives: the matches then come from
  // the search's index and are sorted. The planner cannot tell how few a prefix matches, and given the id's own
  // index it walked the ids newest first computing each address's words (260 ms at 50 000, decision 0027).
  const key: SQL<number> = query.search ? sql`(${newsletterSubscribers.id} + 0)` : sql`${newsletterSubscribers.id}`;
  const backwards = query.before !== undefined && query.after === undefined;
  const edge =
    query.after !== undefined ? lt(key, query.after) : query.before !== undefined ? gt(key, query.before) : undefined;
  const fetched: SubscriberRow[] = await db
    .select(columns)
    .from(newsletterSubscribers)
    .where(and(filter, edge))
    .orderBy(backwards ? asc(key) : desc(key))
    .limit(SUBSCRIBER_PAGE + 1);
  const more = fetched.length > SUBSCRIBER_PAGE;
  const rows = fetched.slice(0, SUBSCRIBER_PAGE);
  if (backwards) rows.reverse();
  const first = rows[0]?.id;
  const last = rows.at(-1)?.id;
  const exists = async (condition: SQL) =>
    (
      await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(and(filter, condition))
        .limit(1)
    ).length > 0;
  // An empty page past either end (its rows removed meanwhile) still links back to the rows on its side.
  const newerThan = (id: number | undefined) =>
    id !== undefined
      ? exists(gt(key, id))
      : query.after !== undefined
        ? exists(gte(key, query.after))
        : Promise.resolve(false);
  const olderThan = (id: number | undefined) =>
    id !== undefined
      ? exists(lt(key, id))
      : query.before !== undefined
        ? exists(lte(key, query.before))
        : Promise.resolve(false);
  const known = counts && !query.search ? counts[query.filter === "alle" ? "all" : statusOf[query.filter]] : undefined;
  const [total, newer, older] = await Promise.all([
    known ??
      db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(filter)
        .then(([row]) => Number(row?.n ?? 0)),
    backwards ? Promise.resolve(more) : newerThan(first),
    backwards ? olderThan(last) : Promise.resolve(more),
  ]);
  return { rows, total, newer, older };
}

/** How many subscribers have each status (the filter's counts), as the table's triggers keep them. */
export async function subscriberCounts(db: Database): Promise<Record<SubscriberStatus | "all", number>> {
  const counts = await countsByStatus(db, "newsletter_subscribers", ["pending", "confirmed", "bounced"] as const);
  return { ...counts, all: counts.pending + counts.confirmed + counts.bounced };
}

export const subscriberStatusLabel: Record<SubscriberStatus, string> = {
  pending: "Venter på bekreftelse",
  confirmed: "Bekreftet",
  bounced: "Avvist (bounce)",
};

/** Which form the sign-up came from, briefly (the CSV's column; newsletter-form.ts's signupForms). */
export function consentFormLabel(form: string | null): string {
  if (form === "footer") return "bunnen av siden";
  if (form === "guides") return "påmeldingsskjemaet";
  return "";
}

/** How they signed up, for the list: «skjemaet nederst på /kort/x», «påmeldingsskjemaet på /guider». */
export function consentHow(form: string | null, page: string | null): string {
  if (form === "footer") return `skjemaet nederst på ${page ?? "en side"}`;
  if (form === "guides") return `påmeldingsskjemaet på ${page ?? "/guider"}`;
  return "et skjema (påmeldt før skjema og side ble lagret)";
}

/** Times in CSV: Oslo's wall clock, "2026-11-27 21:15", which a spreadsheet reads as a date and time. */
function csvTime(instant: Date | null): string {
  return instant ? osloLocalTime(instant).replace("T", " ") : "";
}

/** RFC 4180 with ";" (as /admin/statistikk.csv): a cell with the separator, a quote or a line break is quoted. */
function csvCell(value: string | number): string {
  const text = typeof value === "number" ? String(value) : csvText(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: Array<string | number>) => cells.map(csvCell).join(";") + "\r\n";

export const SUBSCRIBER_CSV_HEADER = [
  "E-post",
  "Status",
  "Påmeldt",
  "Bekreftet",
  "Skjema",
  "Side",
  "Myke avvisninger",
  "Avvist",
  "Årsak til avvisning",
];

/** One subscriber as a CSV line. Addresses are typed by visitors: csvText keeps a leading = + - @ from being a formula. */
export function subscriberCsvLine(row: SubscriberRow): string {
  return csvLine([
    row.email,
    subscriberStatusLabel[row.status],
    csvTime(row.requestedAt),
    csvTime(row.confirmedAt),
    consentFormLabel(row.consentForm),
    row.consentPage ?? "",
    row.softBounces,
    csvTime(row.bouncedAt),
    row.bounceReason ?? "",
  ]);
}

/** How the export reads: rows a query without a search, and ids walked a query after a search's first batch. */
export type CsvReading = { batch: number; walk: number };
const csvReading: CsvReading = { batch: 1000, walk: 2000 };

/**
 * Every subscriber the query matches as CSV (UTF-8 with a BOM, for Excel), newest first, streamed a batch at a time
 * by keyset on the id, each batch read when the client has taken the last: memory is the same for 50 rows or 50 000.
 *
 * With a search (decision 0027, «The export with a search»), the first batch comes from the search's index, as the
 * list's page does: a search with fewer matches than a batch is one query. One with more walks the rest of the list
 * on the id's index, `walk` rows a query, and keeps those that match. Keyset batches of matches would not do: each
 * one's plan reads every match left from the search's index and sorts them, so an export of 50 000 matches read
 * 1,25 million rows.
 */
export function subscribersCsv(
  db: Database,
  query: Pick<SubscriberQuery, "filter" | "search">,
  reading: CsvReading = csvReading,
): ReadableStream {
  const filter = where(query);
  const status = where({ filter: query.filter, search: "" });
  const matches = matchesWords(searchDocument(sql`${newsletterSubscribers.email}`), query.search);
  const id = newsletterSubscribers.id;
  let after: number | undefined;
  let started = false;
  let walking = false;
  const encoder = new TextEncoder();
  const send = (controller: ReadableStreamDefaultController, rows: SubscriberRow[]) => {
    if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(subscriberCsvLine).join("")));
  };
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode("\ufeff" + csvLine(SUBSCRIBER_CSV_HEADER)));
        return;
      }
      // A pull that enqueues nothing and leaves the stream open is not called again: walk on until a row matches.
      while (walking) {
        // The next `walk` rows newest first on the id's index (with the status filter, its status and id index),
        // each marked whether it matches: the search is never a way into the table here, so the plan is the walk.
        const walked = db
          .select({ ...columns, hit: sql<boolean>`${matches}`.as("hit") })
          .from(newsletterSubscribers)
          .where(and(status, lt(id, after!)))
          .orderBy(desc(id))
          .limit(reading.walk)
          .as("walked");
        const rows = await db.select().from(walked).orderBy(desc(walked.id));
        const hits = rows.filter((row) => row.hit);
        send(controller, hits);
        if (rows.length < reading.walk) return controller.close();
        after = rows.at(-1)!.id;
        if (hits.length > 0) return;
      }
      // Without a search: keyset batches on the id (or the status and id). With one: its first batch from its
      // index ("id + 0" is no index's order, as in listSubscribers).
      const key: SQL<number> = query.search ? sql`(${id} + 0)` : sql`${id}`;
      const rows: SubscriberRow[] = await db
        .select(columns)
        .from(newsletterSubscribers)
        .where(and(filter, after === undefined ? undefined : lt(id, after)))
        .orderBy(desc(key))
        .limit(reading.batch);
      send(controller, rows);
      if (rows.length < reading.batch) controller.close();
      else [after, walking] = [rows.at(-1)!.id, query.search !== ""];
    },
  });
}

/** One subscriber, for the removal's confirmation. */
export async function subscriberById(db: Database, id: number): Promise<SubscriberRow | null> {
  const [row] = await db.select(columns).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  return row ?? null;
}
