import { describe, expect, it } from "vitest";
import {
  detectSeparator,
  MAX_REPORT_ROWS,
  parseAmount,
  parseReportDate,
  parseStatus,
  readReportRows,
  recognizeColumns,
} from "./network-report";
import { decodeReport, readReport } from "./network-report.server";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("the columns of a network's report", () => {
  it("are recognized from each network's own headers, whatever the case and punctuation", () => {
    expect(
      recognizeColumns("awin", ["Date", "ID", "Click Ref", "Commission Status", "Commission Amount", "Currency"]),
    ).toEqual({ columns: { transactionId: 1, clickId: 2, status: 3, amount: 4, date: 0, currency: 5 } });
    expect(
      recognizeColumns("adtraction", ["Transaction ID", "EPI", "Status", "Commission", "Transaction date"]),
    ).toEqual({ columns: { transactionId: 0, clickId: 1, status: 2, amount: 3, date: 4, currency: null } });
    expect(recognizeColumns("partner-ads", ["Dato", "Ordrenr", "uid", "Provision", "Status"])).toEqual({
      columns: { transactionId: 1, clickId: 2, status: 4, amount: 3, date: 0, currency: null },
    });
  });

  it("take the editor's mapping first, and name the file's headers when one is missing", () => {
    expect(
      recognizeColumns("tradedoubler", ["Ref", "Sub", "Tilstand", "Kr"], {
        transactionId: "ref",
        clickId: "SUB",
        status: "Tilstand",
        amount: "Kr",
      }),
    ).toEqual({ columns: { transactionId: 0, clickId: 1, status: 2, amount: 3, date: null, currency: null } });
    expect(recognizeColumns("awin", ["Ref", "Sub", "Tilstand", "Kr"])).toEqual({
      field: "transactionId",
      problem:
        "Fant ikke kolonnen for transaksjons-id, klikk-id (sub-id), status, provisjon i en rapport fra Awin. Skriv inn overskriften fra filen i feltet for kolonnen. Overskriftene i filen er: «Ref», «Sub», «Tilstand», «Kr».",
    });
    expect(recognizeColumns("awin", ["ID", "Click Ref"], { status: "Tilstand" })).toEqual({
      field: "status",
      problem:
        "Kolonnen «Tilstand» som du valgte for status, finnes ikke i filen. Overskriftene i filen er: «ID», «Click Ref».",
    });
  });
});

describe("a report's values", () => {
  it("amounts: decimal comma or point, thousands groups, kr; ambiguous and negative refused", () => {
    const minor = (text: string) => parseAmount(text);
    expect(minor("125.50")).toEqual({ minor: 12_550 });
    expect(minor("125,5")).toEqual({ minor: 12_550 });
    expect(minor("1 234,50 kr")).toEqual({ minor: 123_450 });
    expect(minor("1.234,50")).toEqual({ minor: 123_450 });
    expect(minor("1,234.50")).toEqual({ minor: 123_450 });
    expect(minor("NOK 400")).toEqual({ minor: 40_000 });
    expect(minor("1.234.567")).toEqual({ minor: 123_456_700 });
    expect(minor("1,234")).toEqual({
      problem:
        "Provisjonen «1,234» kan leses både som tusen og som desimaler. Skriv beløpet uten tusenskille, for eksempel 1234,50.",
    });
    expect(minor("-50")).toEqual({ problem: "Provisjonen «-50» er negativ." });
    expect(minor("=1+1")).toEqual({ problem: "Provisjonen «=1+1» er ikke et beløp." });
    expect(minor("12,345")).toHaveProperty("problem");
    expect(minor("")).toEqual({ problem: "Provisjonen mangler." });
  });

  it("dates: ISO with or without a time, and day first with dots or slashes", () => {
    expect(parseReportDate("2026-11-03")).toEqual({ day: "2026-11-03" });
    expect(parseReportDate("2026-11-03T14:22:01Z")).toEqual({ day: "2026-11-03" });
    expect(parseReportDate("03.11.2026 14:22")).toEqual({ day: "2026-11-03" });
    expect(parseReportDate("3/11/2026")).toEqual({ day: "2026-11-03" });
    expect(parseReportDate("31.02.2026")).toEqual({
      problem: "Datoen «31.02.2026» er ikke en dato som 2026-11-03 eller 03.11.2026.",
    });
  });

  it("statuses in the networks' words", () => {
    expect(["Pending", "Godkjent", "declined", "Afventer", "Annulleret", "paid"].map(parseStatus)).toEqual([
      "pending",
      "approved",
      "rejected",
      "pending",
      "rejected",
      "approved",
    ]);
    expect(parseStatus("maybe")).toBeNull();
  });

  it("the separator is the one the header line uses outside quotes", () => {
    expect(detectSeparator("Dato;Ordrenr;uid;Provision")).toBe(";");
    expect(detectSeparator('"Date, local",ID,Click Ref')).toBe(",");
    expect(detectSeparator("a\tb\tc")).toBe("\t");
  });
});

describe("the rows of a report", () => {
  const columns = { transactionId: 0, clickId: 1, status: 2, amount: 3, date: 4, currency: null };
  it("are read, or refused with their line and why", () => {
    const records = [
      { line: 2, cells: ["T1", "abcdefghijklmnopqrstuv", "approved", "380,50", "2026-11-03"] },
      { line: 3, cells: ['=HYPERLINK("http://x")', "", "approved", "1", "2026-11-03"] },
      { line: 4, cells: ["T2", "", "kanskje", "1", "2026-11-03"] },
      { line: 5, cells: ["T1", "x", "pending", "1", "2026-11-03"] },
      { line: 6, cells: ["T3", "x"] },
      { line: 7, cells: ["", "", "", "", ""] },
      { line: 8, cells: ["T4", "", "Pending", "1 000", "04.11.2026"] },
    ];
    expect(readReportRows(records, 5, columns)).toEqual({
      rows: [
        {
          line: 2,
          transactionId: "T1",
          clickId: "abcdefghijklmnopqrstuv",
          status: "approved",
          amountMinor: 38_050,
          currency: "NOK",
          day: "2026-11-03",
        },
        {
          line: 8,
          transactionId: "T4",
          clickId: null,
          status: "pending",
          amountMinor: 100_000,
          currency: "NOK",
          day: "2026-11-04",
        },
      ],
      refused: [
        {
          line: 3,
          reason:
            'Transaksjons-id «=HYPERLINK("http://x")» har tegn en id ikke har (bare bokstaver, tall og . : / - _).',
        },
        { line: 4, reason: "Statusen «kanskje» er ukjent (bruk for eksempel pending, approved eller rejected)." },
        { line: 5, reason: "Transaksjonen T1 står allerede på linje 2." },
        { line: 6, reason: "Raden har 2 kolonner, overskriften 5." },
      ],
    });
  });
});

describe("a report file", () => {
  it("in Norwegian Excel's form (semicolons, decimal comma, BOM, CRLF) is read with its line numbers", () => {
    const file = utf8(
      "\ufeffDato;Ordrenr;uid;Provision;Status\r\n03.11.2026;P-1;abc;125,50;Godkendt\r\n\r\n04.11.2026;P-2;;99;Afventer\r\n",
    );
    expect(readReport(file, "partner-ads", {})).toEqual({
      headers: ["Dato", "Ordrenr", "uid", "Provision", "Status"],
      rows: [
        {
          line: 2,
          transactionId: "P-1",
          clickId: "abc",
          status: "approved",
          amountMinor: 12_550,
          currency: "NOK",
          day: "2026-11-03",
        },
        {
          line: 4,
          transactionId: "P-2",
          clickId: null,
          status: "pending",
          amountMinor: 9_900,
          currency: "NOK",
          day: "2026-11-04",
        },
      ],
      refused: [],
    });
  });

  it("that cannot be read is refused as a whole, saying why", () => {
    const problem = (bytes: Uint8Array) => {
      const read = readReport(bytes, "awin", {});
      return "problem" in read ? read.problem : null;
    };
    expect(problem(new Uint8Array())).toBe("Filen er tom. Velg rapporten fra nettverket (CSV).");
    expect(problem(new Uint8Array([0x50, 0x4b, 3, 4]))).toBe(
      "Filen er en Excel- eller zip-fil, ikke CSV. Lagre rapporten som «CSV UTF-8» og last opp den.",
    );
    expect(problem(new Uint8Array([0xff, 0xfe, 0x41, 0]))).toBe(
      "Filen er lagret som UTF-16. Lagre den som «CSV UTF-8» og prøv igjen.",
    );
    // «ø» in Windows-1252 is the single byte 0xF8, which is no UTF-8.
    expect(
      problem(new Uint8Array([...utf8("ID,Click Ref,Status,Commission\r\n1,b"), 0xf8, ...utf8(",approved,1\r\n")])),
    ).toBe("Filen er ikke UTF-8 (kanskje Windows-1252 fra Excel). Lagre den som «CSV UTF-8» og prøv igjen.");
    expect(problem(utf8("ID,Click Ref,Status,Commission\r\n"))).toBe(
      "Filen har bare en overskrift og ingen transaksjoner.",
    );
    expect(problem(utf8(`ID,Click Ref,Status,Commission\r\n1,"${"x".repeat(20_000)}",approved,1\r\n`))).toBe(
      "Linje 2: en rad er lengre enn 10\u00a0000 tegn.",
    );
    expect(problem(utf8('ID,Click Ref,Status,Commission\r\n1,"abc,approved,1\r\n'))).toBe(
      'Linje 2: et anførselstegn (") åpnes, men lukkes aldri.',
    );
    const many = [
      "ID,Click Ref,Status,Commission",
      ...Array.from({ length: MAX_REPORT_ROWS + 1 }, (_, i) => `T${i},,pending,1`),
    ];
    expect(problem(utf8(many.join("\n")))).toBe(
      "Filen har flere enn 5\u00a0000 transaksjoner. Del rapporten opp, for eksempel per måned.",
    );
    // A quote inside an unquoted cell is text: the row is refused for its id, the file is read.
    const formula = readReport(
      utf8('ID,Click Ref,Status,Commission\r\n=HYPERLINK("https://x"),a,approved,1\r\n'),
      "awin",
      {},
    );
    expect("refused" in formula && formula.refused).toEqual([
      {
        line: 2,
        reason:
          'Transaksjons-id «=HYPERLINK("https://x")» har tegn en id ikke har (bare bokstaver, tall og . : / - _).',
      },
    ]);
    expect(decodeReport(utf8("a\u0000b"))).toEqual({
      field: "file",
      problem: "Filen inneholder binære data og er ikke en CSV-fil.",
    });
  });
});
