import { affiliateNetworks, type AffiliateNetwork } from "../../shared/commission/affiliate-networks";

/**
 * A network's transaction report, uploaded as CSV in the back office (/admin/statistikk/last-opp,
 * docs/decisions/0025): which column is which, and each row read into a conversion or refused with its
 * line number and why. Pure; the file is decoded and split into cells in network-report.server.ts.
 */

export type ReportColumn = "transactionId" | "clickId" | "status" | "amount" | "date" | "currency";
export const reportColumns = ["transactionId", "clickId", "status", "amount", "date", "currency"] as const;
/** Without these a row cannot be stored; date and currency may be missing (currency is then NOK). */
export const requiredColumns = ["transactionId", "clickId", "status", "amount"] as const;

export const columnLabels: Record<ReportColumn, string> = {
  transactionId: "Transaksjons-id",
  clickId: "Klikk-id (sub-id)",
  status: "Status",
  amount: "Provisjon",
  date: "Dato",
  currency: "Valuta",
};

/**
 * The largest report file: the back office's request limit (app/request-limits.ts, 256 kB) less room for
 * the form's other fields. About 2 000 rows of a network's full export; split a larger one by month.
 */
export const MAX_REPORT_BYTES = 250 * 1024;
/** The most rows one upload may have: a network's report for a quarter is far below it. */
export const MAX_REPORT_ROWS = 5_000;
/** The longest line (record) read, in characters; a longer one refuses the file. */
export const MAX_LINE_CHARACTERS = 10_000;

/**
 * Header names as lower-case letters and digits only, so «Transaction ID», «transaction_id» and
 * «TransactionId» are one name.
 */
export const normalizeHeader = (header: string) =>
  header
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9æøå]/g, "");

/**
 * The headers each network's exports and APIs use for the fields we read (the sub-id parameters are in
 * affiliate-networks.ts), then names any report may use, in English, Norwegian and Danish. Normalized
 * (normalizeHeader). A report with other headers is mapped by the editor.
 */
const networkHeaders: Record<AffiliateNetwork, Partial<Record<ReportColumn, string[]>>> = {
  adtraction: {
    transactionId: ["transactionid", "transaction", "orderid"],
    clickId: ["epi", "epi1"],
    status: ["transactionstatus", "status"],
    amount: ["commission", "commissiondecimal", "publishercommission"],
    date: ["transactiondate", "date", "clickdate"],
    currency: ["currency"],
  },
  awin: {
    transactionId: ["id", "transactionid"],
    clickId: ["clickref", "clickreference", "publisherclickref"],
    status: ["commissionstatus", "transactionstatus", "status"],
    amount: ["commissionamount", "commission"],
    date: ["transactiondate", "date"],
    currency: ["commissioncurrency", "currency"],
  },
  tradedoubler: {
    transactionId: ["eventid", "leadnumber", "ordernumber", "transactionid"],
    clickId: ["epi", "epi1"],
    status: ["eventstatus", "status", "reviewstatus"],
    amount: ["publishercommission", "commission", "affiliatecommission"],
    date: ["timeofevent", "eventdate", "date"],
    currency: ["currency", "currencyid"],
  },
  "partner-ads": {
    transactionId: ["ordrenr", "ordernr", "salgsid", "id", "transactionid"],
    clickId: ["uid"],
    status: ["status"],
    amount: ["provision", "provisjon", "kommission", "commission"],
    date: ["dato", "date"],
    currency: ["valuta", "currency"],
  },
};

const commonHeaders: Record<ReportColumn, string[]> = {
  transactionId: ["transactionid", "transaksjonsid", "transaksjon", "ordreid", "orderid", "ordrenummer"],
  clickId: ["subid", "klikkid", "clickid", "sub1", "uid", "epi", "clickref"],
  status: ["status", "transaksjonsstatus"],
  amount: ["commission", "provisjon", "provision", "amount", "beløp", "belop"],
  date: ["date", "dato", "transaksjonsdato", "transactiondate"],
  currency: ["currency", "valuta"],
};

export type ColumnMapping = Partial<Record<ReportColumn, string>>;
export type RecognizedColumns = Record<ReportColumn, number | null>;

/**
 * Which column of the header row each field is in: the editor's mapping first (a header as written in
 * the file, matched as normalizeHeader does), then the chosen network's names, then the common ones.
 * A problem in Norwegian when a field the rows need is missing, naming the file's headers.
 */
export function recognizeColumns(
  network: AffiliateNetwork,
  headers: readonly string[],
  mapping: ColumnMapping = {},
): { columns: RecognizedColumns } | { problem: string; field?: ReportColumn } {
  const normalized = headers.map(normalizeHeader);
  const columns = Object.fromEntries(reportColumns.map((column) => [column, null])) as RecognizedColumns;
  const taken = new Set<number>();
  for (const column of reportColumns) {
    const chosen = mapping[column]?.trim();
    if (!chosen) continue;
    const index = normalized.indexOf(normalizeHeader(chosen));
    if (index < 0)
      return {
        field: column,
        problem: `Kolonnen «${chosen}» som du valgte for ${columnLabels[column].toLowerCase()}, finnes ikke i filen. Overskriftene i filen er: ${listHeaders(headers)}.`,
      };
    columns[column] = index;
    taken.add(index);
  }
  for (const column of reportColumns) {
    if (columns[column] !== null) continue;
    for (const name of [...(networkHeaders[network][column] ?? []), ...commonHeaders[column]]) {
      const index = normalized.findIndex((header, at) => header === name && !taken.has(at));
      if (index >= 0) {
        columns[column] = index;
        taken.add(index);
        break;
      }
    }
  }
  const missing = requiredColumns.filter((column) => columns[column] === null);
  if (missing.length > 0)
    return {
      field: missing[0],
      problem: `Fant ikke kolonnen for ${missing.map((column) => columnLabels[column].toLowerCase()).join(", ")} i en rapport fra ${affiliateNetworks[network].name}. Skriv inn overskriften fra filen i feltet for kolonnen. Overskriftene i filen er: ${listHeaders(headers)}.`,
    };
  return { columns };
}

const listHeaders = (headers: readonly string[]) =>
  headers
    .slice(0, 40)
    .map((header) => `«${header.slice(0, 60)}»`)
    .join(", ") + (headers.length > 40 ? " …" : "");

/**
 * The separator of a report, from its header line: the one of semicolon, comma and tab that occurs most
 * outside quotes. Norwegian Excel writes ";" (its decimal comma is in the numbers), most networks ",".
 */
export function detectSeparator(headerLine: string): ";" | "," | "\t" {
  const counts = { ";": 0, ",": 0, "\t": 0 };
  let quoted = false;
  for (const character of headerLine) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character in counts) counts[character as keyof typeof counts] += 1;
  }
  const best = (Object.keys(counts) as Array<keyof typeof counts>).sort((a, b) => counts[b] - counts[a])[0] ?? ",";
  return counts[best] === 0 ? "," : best;
}

export type ReportStatus = "pending" | "approved" | "rejected";

/** The networks' status words (English, Norwegian, Danish, Swedish) as our three. */
const statusWords: Record<string, ReportStatus> = {
  pending: "pending",
  open: "pending",
  new: "pending",
  p: "pending",
  venter: "pending",
  avventer: "pending",
  afventer: "pending",
  tilbehandling: "pending",
  approved: "approved",
  accepted: "approved",
  confirmed: "approved",
  paid: "approved",
  a: "approved",
  godkjent: "approved",
  godkendt: "approved",
  godkänd: "approved",
  utbetalt: "approved",
  rejected: "rejected",
  declined: "rejected",
  denied: "rejected",
  deleted: "rejected",
  cancelled: "rejected",
  canceled: "rejected",
  d: "rejected",
  avvist: "rejected",
  afvist: "rejected",
  annulleret: "rejected",
  annullert: "rejected",
  nekad: "rejected",
};

export function parseStatus(text: string): ReportStatus | null {
  return statusWords[text.trim().toLowerCase().replace(/\s+/g, "")] ?? null;
}

/**
 * A commission amount in øre, from the ways reports write it: «125.50», «125,50» (Norwegian decimal
 * comma), «1 234,50», «1.234,50», «1,234.50», with «kr» or «NOK» around it. A single separator followed
 * by three digits («1.234», «1,234») could be thousands or decimals, so it is refused rather than guessed;
 * so is a negative amount or more than two decimals.
 */
export function parseAmount(text: string): { minor: number } | { problem: string } {
  const shown = text.trim().slice(0, 40);
  const bare = text
    .trim()
    .replace(/^(?:nok|kr\.?)\s*/i, "")
    .replace(/\s*(?:nok|kr\.?|,-)$/i, "")
    .replace(/[\s\u00a0\u202f']/g, "");
  if (bare === "") return { problem: "Provisjonen mangler." };
  if (/^[-\u2212]/.test(bare)) return { problem: `Provisjonen «${shown}» er negativ.` };
  if (!/^\d[\d.,]*$/.test(bare)) return { problem: `Provisjonen «${shown}» er ikke et beløp.` };
  const lastDot = bare.lastIndexOf(".");
  const lastComma = bare.lastIndexOf(",");
  let whole: string;
  let fraction = "";
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    const decimal = lastDot > lastComma ? "." : ",";
    const group = decimal === "." ? "," : ".";
    const [integer = "", decimals = "", ...rest] = bare.split(decimal);
    if (rest.length > 0 || !/^\d{1,3}(?:[.,]\d{3})*$/.test(integer) || integer.includes(decimal))
      return { problem: `Provisjonen «${shown}» er ikke et beløp.` };
    whole = integer.split(group).join("");
    fraction = decimals;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? "." : ",";
    const parts = bare.split(separator);
    if (parts.length > 2) {
      // «1.234.567»: only thousands groups.
      if (!/^\d{1,3}$/.test(parts[0] ?? "") || parts.slice(1).some((part) => !/^\d{3}$/.test(part)))
        return { problem: `Provisjonen «${shown}» er ikke et beløp.` };
      whole = parts.join("");
    } else {
      const [integer = "", decimals = ""] = parts;
      if (decimals.length === 3)
        return {
          problem: `Provisjonen «${shown}» kan leses både som tusen og som desimaler. Skriv beløpet uten tusenskille, for eksempel 1234,50.`,
        };
      whole = integer;
      fraction = decimals;
    }
  } else whole = bare;
  if (!/^\d{1,9}$/.test(whole) || !/^\d{0,2}$/.test(fraction))
    return {
      problem: `Provisjonen «${shown}» har for mange siffer eller desimaler (høyst to desimaler).`,
    };
  return { minor: Number(whole) * 100 + Number(fraction.padEnd(2, "0")) };
}

/**
 * A report's date as an ISO day: «2026-11-03», «2026-11-03 14:22:01», «2026-11-03T14:22:01Z»,
 * «03.11.2026» and «03/11/2026» (day first, as the networks' European exports write it).
 */
export function parseReportDate(text: string): { day: string } | { problem: string } {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  const european = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : european ? [european[3], european[2], european[1]] : null;
  if (parts) {
    const [year, month, day] = parts.map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day)
      return { day: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` };
  }
  return { problem: `Datoen «${value.slice(0, 40)}» er ikke en dato som 2026-11-03 eller 03.11.2026.` };
}

/** A row of the report as it will be stored (conversions.server.ts), with its line in the file. */
export type ReportRow = {
  line: number;
  transactionId: string;
  /** The sub-id as sent; null when the row had none (stored as unattributed). */
  clickId: string | null;
  status: ReportStatus;
  amountMinor: number;
  currency: string;
  /** The network's date of the transaction, when the report has one (shown in the preview). */
  day: string | null;
};
export type RefusedRow = { line: number; reason: string };
/** A record from the CSV parser: its cells and the line of the file it starts on. */
export type ReportRecord = { line: number; cells: string[] };

const TRANSACTION_ID = /^[\w.:/-]{1,100}$/;
const CLICK_ID = /^[\w.:-]{1,128}$/;

/**
 * The rows of a report under its header, each read into a ReportRow or refused with its line and the
 * reason in Norwegian: a row with too few cells, a transaction id with other characters (a formula such
 * as «=HYPERLINK(…)» among them), a second row for one transaction, a status, amount, currency or date
 * that cannot be read. Empty rows are skipped. Cells are trimmed.
 */
export function readReportRows(
  records: readonly ReportRecord[],
  headerCount: number,
  columns: RecognizedColumns,
): { rows: ReportRow[]; refused: RefusedRow[] } {
  const rows: ReportRow[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Map<string, number>();
  const cell = (cells: readonly string[], column: ReportColumn) => {
    const index = columns[column];
    return index === null ? "" : (cells[index] ?? "").trim();
  };
  for (const { line, cells } of records) {
    if (cells.every((value) => value.trim() === "")) continue;
    const refuse = (reason: string) => refused.push({ line, reason });
    if (cells.length < headerCount) {
      refuse(`Raden har ${cells.length} kolonner, overskriften ${headerCount}.`);
      continue;
    }
    const transactionId = cell(cells, "transactionId");
    if (!transactionId) {
      refuse("Transaksjons-id mangler.");
      continue;
    }
    if (!TRANSACTION_ID.test(transactionId)) {
      refuse(
        `Transaksjons-id «${transactionId.slice(0, 40)}» har tegn en id ikke har (bare bokstaver, tall og . : / - _).`,
      );
      continue;
    }
    const earlier = seen.get(transactionId);
    if (earlier !== undefined) {
      refuse(`Transaksjonen ${transactionId} står allerede på linje ${earlier}.`);
      continue;
    }
    const statusText = cell(cells, "status");
    const status = parseStatus(statusText);
    if (!status) {
      refuse(`Statusen «${statusText.slice(0, 40)}» er ukjent (bruk for eksempel pending, approved eller rejected).`);
      continue;
    }
    const amount = parseAmount(cell(cells, "amount"));
    if ("problem" in amount) {
      refuse(amount.problem);
      continue;
    }
    const currency = (cell(cells, "currency") || "NOK").toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) {
      refuse(`Valutaen «${currency.slice(0, 20)}» er ikke en valutakode som NOK.`);
      continue;
    }
    let day: string | null = null;
    if (columns.date !== null) {
      const parsed = parseReportDate(cell(cells, "date"));
      if ("problem" in parsed) {
        refuse(parsed.problem);
        continue;
      }
      day = parsed.day;
    }
    const clickText = cell(cells, "clickId");
    if (clickText && !CLICK_ID.test(clickText)) {
      refuse(
        `Klikk-id-en «${clickText.slice(0, 40)}» har tegn en klikk-id ikke har (bare bokstaver, tall og . : - _).`,
      );
      continue;
    }
    seen.set(transactionId, line);
    rows.push({ line, transactionId, clickId: clickText || null, status, amountMinor: amount.minor, currency, day });
  }
  return { rows, refused };
}
