import { CsvError, parse } from "csv-parse/sync";
import type { AffiliateNetwork } from "../../shared/commission/affiliate-networks";
import {
  detectSeparator,
  MAX_LINE_CHARACTERS,
  MAX_REPORT_ROWS,
  readReportRows,
  recognizeColumns,
  type ColumnMapping,
  type RefusedRow,
  type ReportColumn,
  type ReportRecord,
  type ReportRow,
} from "./network-report";

export type ParsedReport = { headers: string[]; rows: ReportRow[]; refused: RefusedRow[] };
export type ReportProblem = { problem: string; field?: ReportColumn | "file" };

/**
 * The text of an uploaded report: UTF-8 (a byte-order mark is dropped), or a Norwegian message saying why
 * not. Excel's «CSV UTF-8» is UTF-8; an .xlsx, UTF-16 or a Windows-1252 file is refused, not guessed at,
 * so an «ø» never turns into something else in a stored id.
 */
export function decodeReport(bytes: Uint8Array): { text: string } | ReportProblem {
  if (bytes.length === 0) return { field: "file", problem: "Filen er tom. Velg rapporten fra nettverket (CSV)." };
  if (bytes[0] === 0x50 && bytes[1] === 0x4b)
    return {
      field: "file",
      problem: "Filen er en Excel- eller zip-fil, ikke CSV. Lagre rapporten som «CSV UTF-8» og last opp den.",
    };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { field: "file", problem: "Filen er lagret som UTF-16. Lagre den som «CSV UTF-8» og prøv igjen." };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return {
      field: "file",
      problem: "Filen er ikke UTF-8 (kanskje Windows-1252 fra Excel). Lagre den som «CSV UTF-8» og prøv igjen.",
    };
  }
  if (text.includes("\u0000")) return { field: "file", problem: "Filen inneholder binære data og er ikke en CSV-fil." };
  return { text };
}

const longest = MAX_LINE_CHARACTERS.toLocaleString("nb-NO");
const lineProblem = (line: number | undefined, what: string) =>
  line ? `Linje ${line}: ${what}` : `Filen kan ikke leses: ${what}`;

/**
 * Reads a report with csv-parse (RFC 4180 quoting; docs/decisions/0025): the separator from the header
 * line, at most MAX_LINE_CHARACTERS per record and MAX_REPORT_ROWS rows, the columns recognized or mapped,
 * then each row read or refused (readReportRows). A file that cannot be read as a whole is one problem.
 */
export function readReport(
  bytes: Uint8Array,
  network: AffiliateNetwork,
  mapping: ColumnMapping,
): ParsedReport | ReportProblem {
  const decoded = decodeReport(bytes);
  if ("problem" in decoded) return decoded;
  const firstLine = decoded.text.slice(0, MAX_LINE_CHARACTERS + 1).split(/\r?\n/, 1)[0] ?? "";
  if (firstLine.length > MAX_LINE_CHARACTERS)
    return { field: "file", problem: `Linje 1 er lengre enn ${longest} tegn. Er dette en CSV-rapport?` };
  const records: ReportRecord[] = [];
  // The line of the last record read: an unclosed quote is found at the end of the file, but opened after it.
  let lastLine = 0;
  try {
    const parsed = parse(decoded.text, {
      delimiter: detectSeparator(firstLine),
      bom: true,
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (=HYPERLINK("…")) is kept as text: that row is refused, not the file.
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: MAX_LINE_CHARACTERS,
      // One more than the limit, to tell a file at the limit from one over it.
      to: MAX_REPORT_ROWS + 2,
      on_record: (record: string[], context: { lines: number }) => {
        lastLine = context.lines;
        return record;
      },
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    for (const { record, info } of parsed) records.push({ line: info.lines, cells: record });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      if (error.code === "CSV_MAX_RECORD_SIZE")
        return { field: "file", problem: lineProblem(line, `en rad er lengre enn ${longest} tegn.`) };
      if (error.code === "CSV_QUOTE_NOT_CLOSED")
        return { field: "file", problem: lineProblem(lastLine + 1, 'et anførselstegn (") åpnes, men lukkes aldri.') };
      return {
        field: "file",
        problem: lineProblem(line, "filen er ikke gyldig CSV (anførselstegn eller skilletegn på feil sted)."),
      };
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) return { field: "file", problem: "Filen har ingen rader." };
  if (rows.length === 0) return { field: "file", problem: "Filen har bare en overskrift og ingen transaksjoner." };
  if (rows.length > MAX_REPORT_ROWS)
    return {
      field: "file",
      problem: `Filen har flere enn ${MAX_REPORT_ROWS.toLocaleString("nb-NO")} transaksjoner. Del rapporten opp, for eksempel per måned.`,
    };
  const headers = header.cells.map((cell) => cell.trim());
  const recognized = recognizeColumns(network, headers, mapping);
  if ("problem" in recognized) return recognized;
  return { headers, ...readReportRows(rows, headers.length, recognized.columns) };
}
