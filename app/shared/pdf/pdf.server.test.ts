import { describe, expect, it } from "vitest";
import { formatKr, formatPercent } from "~/shared/format/format";
import { pdfFile, pdfResponse, pdfText, pdfTurns, PdfWriter } from "./pdf.server";
import { readPdf } from "../../../tests/support/test-pdf";

describe("text the PDF's standard fonts can draw", () => {
  it("keeps Norwegian letters, «», – and • and makes Intl's narrow no-break space a no-break space", () => {
    expect(pdfText("æøå ÆØÅ «sitat» 1–2 • €")).toBe("æøå ÆØÅ «sitat» 1–2 • €");
    expect(pdfText(formatKr(9_000))).toBe("9\u00a0000\u00a0kr");
    expect(pdfText("2\u202f500")).toBe("2\u00a0500");
  });

  it("refuses a character it cannot draw rather than print a wrong glyph", () => {
    expect(() => pdfText("≈ 20 %")).toThrow("«≈»");
    expect(() => pdfText("\t")).toThrow();
  });
});

describe("a written PDF", () => {
  it("reads back with its text, pages and footer", async () => {
    const pdf = await PdfWriter.open({
      title: "Prøve",
      subject: "Test",
      path: "/guider",
      created: new Date("2025-01-15T00:00:00Z"),
    });
    pdf.title("Prøve «æøå»", ["Oppdatert januar 2025."]);
    await pdf.table(
      [
        { header: "Måned", width: 0.5 },
        { header: "Beløp", width: 0.5, align: "right" },
      ],
      Array.from({ length: 120 }, (_, index) => [String(index + 1), formatKr(1_000 * (index + 1))]),
      { totals: ["Totalt", formatKr(7_260_000)] },
    );
    pdf.paragraph(`Rente ${formatPercent(19.9)}.`);
    const read = readPdf(await pdf.bytes());
    expect(read.pages).toBeGreaterThan(2);
    expect(read.text).toContain("Prøve «æøå»");
    expect(read.text).toContain("120 120 000 kr Totalt 7 260 000 kr");
    expect(read.text).toContain("Rente 19,9 %.");
    // The header is repeated on every page the table runs onto.
    expect(read.text.match(/Måned Beløp/g)?.length).toBe(read.pages);
    expect(read.text).toContain(`kortvalg.no/guider Side ${read.pages} av ${read.pages}`);
  });

  it("answers as a download, and 304 when the browser has this file", async () => {
    const file = pdfFile(new Uint8Array([37, 80, 68, 70, 45]));
    const fresh = pdfResponse(new Request("http://localhost/a.pdf"), file, {
      filename: "a.pdf",
      cacheControl: "public, max-age=3600",
    });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("Content-Type")).toBe("application/pdf");
    expect(fresh.headers.get("Content-Disposition")).toBe('attachment; filename="a.pdf"');
    expect(fresh.headers.get("Content-Length")).toBe("5");
    const cached = pdfResponse(
      new Request("http://localhost/a.pdf", { headers: { "If-None-Match": file.etag } }),
      file,
      {
        filename: "a.pdf",
        cacheControl: "public, max-age=3600",
      },
    );
    expect(cached.status).toBe(304);
    expect(cached.headers.get("ETag")).toBe(file.etag);
  });
});

describe("PDFs made in turn", () => {
  it("never makes more than `max` at once, and makes every one, first come first served", async () => {
    const inTurn = pdfTurns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const make = (id: number) =>
      inTurn(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(id);
        return id;
      });
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(make))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5, 6]);
  });

  it("frees the turn when making fails", async () => {
    const inTurn = pdfTurns(1);
    await expect(inTurn(() => Promise.reject(new Error("feil")))).rejects.toThrow("feil");
    expect(await inTurn(async () => "neste")).toBe("neste");
  });
});
