import { createHash } from "node:crypto";
import type PDFDocument from "pdfkit";
import type { TextOptions } from "pdfkit";
import { site } from "#content/site";
import { undrawableChar, winAnsiChar } from "~/shared/cards/win-ansi";
import { canonicalUrl } from "~/shared/seo";

/**
 * The site's PDFs (the savings guide, the debt plan), written with pdfkit: A4, the PDF standard
 * fonts (Helvetica, embedded by every reader, nothing to ship), headings, paragraphs, lists, key
 * figures and tables that carry their header over page breaks, and a footer with the page's address
 * and "Side n av N" on every page. See docs/decisions/0008-pdf-downloads.md.
 */

const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const COLOR = { ink: "#1f2937", muted: "#4b5563", brand: "#1e3a8a", rule: "#d1d5db", shade: "#eef2ff" } as const;
const SIZE = { title: 20, heading: 14, subheading: 11.5, body: 10.5, small: 8.5 } as const;
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
const CELL_PAD = 4;

/**
 * Text as the standard fonts can draw it (app/shared/cards/win-ansi.ts); a character they cannot draw is an
 * error, never a wrong glyph. Card texts cannot hold one (the card schema refuses it).
 */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text) {
    const drawn = char === "\n" ? char : winAnsiChar(char);
    if (drawn === null) throw new Error(`PDF-en kan ikke vise tegnet ${undrawableChar(char)}`);
    out += drawn;
  }
  return out;
}

export type PdfMeta = {
  title: string;
  subject: string;
  /** The page the PDF belongs to: printed in every footer as the site's address. */
  path: string;
  /** The file's creation date. A fixed date (the content's) gives the same bytes, and ETag, on every instance. */
  created: Date;
};

export type Column = { header: string; /** Share of the text width. */ width: number; align?: "left" | "right" };
export type Figure = { label: string; value: string };
export type Step = { title: string; text: string };

/**
 * pdfkit and its font stack (fontkit, a Brotli decoder in JavaScript) are several megabytes of heap that
 * an instance would hold from start-up for a download few readers ask for: loaded with the first PDF.
 */
let pdfkit: Promise<typeof PDFDocument> | undefined;
const loadPdfkit = () => (pdfkit ??= import("pdfkit").then((module) => module.default));

export class PdfWriter {
  private readonly doc: PDFDocument;
  private readonly finished: Promise<Uint8Array<ArrayBuffer>>;

  /** A new document; `await PdfWriter.open(meta)`. */
  static async open(meta: PdfMeta): Promise<PdfWriter> {
    return new PdfWriter(meta, await loadPdfkit());
  }

  private constructor(
    private readonly meta: PdfMeta,
    Document: typeof PDFDocument,
  ) {
    this.doc = new Document({
      size: "A4",
      margins: { ...MARGIN },
      bufferPages: true,
      lang: "nb-NO",
      displayTitle: true,
      font: FONT,
      info: {
        Title: pdfText(meta.title),
        Subject: pdfText(meta.subject),
        Author: site.name,
        CreationDate: meta.created,
      },
    });
    const chunks: Uint8Array[] = [];
    this.finished = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk) => chunks.push(chunk));
      this.doc.on("error", reject);
      this.doc.on("end", () => {
        const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
        chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.byteLength), 0);
        resolve(bytes);
      });
    });
    this.doc.fillColor(COLOR.ink);
  }

  private get width() {
    return this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** A new page unless `height` more fits on this one. */
  keepTogether(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private write(
    text: string,
    options: { font?: string; size?: number; color?: string; gap?: number } & TextOptions = {},
  ) {
    const { font = FONT, size = SIZE.body, color = COLOR.ink, gap = 6, ...textOptions } = options;
    this.doc.font(font).fontSize(size).fillColor(color);
    this.doc.text(pdfText(text), MARGIN.left, this.doc.y, { width: this.width, lineGap: 2, ...textOptions });
    this.doc.y += gap;
  }

  /** The document's title, with lines under it (what it is, when it was updated). */
  title(text: string, lines: string[]) {
    this.write(site.name.toUpperCase(), { font: BOLD, size: SIZE.small, color: COLOR.brand, gap: 4 });
    this.write(text, { font: BOLD, size: SIZE.title, color: COLOR.brand, gap: 4 });
    for (const line of lines) this.write(line, { size: SIZE.small, color: COLOR.muted, gap: 2 });
    this.doc.y += 10;
  }

  heading(text: string) {
    this.doc.y += 8;
    // A heading never ends a page: it keeps about three lines of what follows with it.
    this.keepTogether(
      this.doc.font(BOLD).fontSize(SIZE.heading).heightOfString(pdfText(text), { width: this.width }) + 48,
    );
    this.write(text, { font: BOLD, size: SIZE.heading, color: COLOR.brand, gap: 6 });
  }

  subheading(text: string) {
    this.doc.y += 4;
    this.keepTogether(48);
    this.write(text, { font: BOLD, size: SIZE.subheading, gap: 4 });
  }

  paragraph(text: string, options: { bold?: boolean; small?: boolean } = {}) {
    this.write(text, {
      font: options.bold ? BOLD : FONT,
      size: options.small ? SIZE.small : SIZE.body,
      color: options.small ? COLOR.muted : COLOR.ink,
    });
  }

  bullets(items: string[]) {
    this.list(items.map((text) => ({ marker: "•", title: "", text })));
  }

  /** Bullets with a title in bold: "• Title. Text". */
  tips(items: Step[]) {
    this.list(items.map((item) => ({ marker: "•", ...item })));
  }

  /** Numbered steps: "1. Title" in bold, then the text. */
  steps(items: Step[]) {
    this.list(items.map((item, index) => ({ marker: `${index + 1}.`, ...item })));
  }

  private list(items: Array<{ marker: string; title: string; text: string }>) {
    const indent = 16;
    for (const item of items) {
      const body = pdfText(item.title ? `${item.title}. ${item.text}` : item.text);
      const options = { width: this.width - indent, lineGap: 2 };
      this.keepTogether(Math.min(this.doc.font(FONT).fontSize(SIZE.body).heightOfString(body, options), 40));
      const top = this.doc.y;
      this.doc
        .font(item.title ? BOLD : FONT)
        .fontSize(SIZE.body)
        .fillColor(COLOR.ink)
        .text(item.marker, MARGIN.left, top, { lineBreak: false });
      if (item.title) {
        this.doc
          .font(BOLD)
          .text(pdfText(`${item.title}. `), MARGIN.left + indent, top, { ...options, continued: true });
        this.doc.font(FONT).text(pdfText(item.text), options);
      } else {
        this.doc.font(FONT).text(body, MARGIN.left + indent, top, options);
      }
      this.doc.y += 4;
    }
    this.doc.y += 2;
  }

  /** Key figures as a two-column table: what, and the figure (right-aligned, bold). */
  figures(items: Figure[]) {
    return this.table(
      [
        { header: "", width: 0.65 },
        { header: "", width: 0.35, align: "right" },
      ],
      items.map((item) => [item.label, item.value]),
      { boldColumn: 1 },
    );
  }

  /**
   * A table with a shaded header row, repeated at the top of every page it runs onto, and an
   * optional totals row in bold. Columns without headers make a table without a header row.
   */
  async table(
    columns: Column[],
    rows: string[][],
    options: { caption?: string; totals?: string[]; boldColumn?: number } = {},
  ) {
    type Kind = "header" | "body" | "totals";
    const widths = columns.map((column) => column.width * this.width - 2 * CELL_PAD);
    const hasHeader = columns.some((column) => column.header !== "");
    const fontOf = (kind: Kind, index: number) => (kind !== "body" || index === options.boldColumn ? BOLD : FONT);
    // A cell that fits on one line is placed by its width, without pdfkit's line wrapping: a debt plan
    // of a hundred years is 1 200 rows, and wrapping each of its 6 000 cells would take most of a second.
    const layout = (cells: string[], kind: Kind) => {
      const laid = cells.map((cell, index) => {
        const text = pdfText(cell);
        const width = widths[index] ?? 0;
        this.doc.font(fontOf(kind, index)).fontSize(SIZE.body);
        const textWidth = this.doc.widthOfString(text);
        const oneLine = textWidth <= width;
        const height = oneLine
          ? this.doc.currentLineHeight(true)
          : this.doc.heightOfString(text, { width, lineGap: 1 });
        return { text, width, textWidth, oneLine, height };
      });
      return { laid, height: Math.max(...laid.map((cell) => cell.height)) + 2 * CELL_PAD };
    };
    const drawRow = ({ laid, height }: ReturnType<typeof layout>, kind: Kind) => {
      const top = this.doc.y;
      if (kind === "header") this.doc.rect(MARGIN.left, top, this.width, height).fill(COLOR.shade);
      let x = MARGIN.left + CELL_PAD;
      laid.forEach((cell, index) => {
        const align = columns[index]?.align ?? "left";
        this.doc.font(fontOf(kind, index)).fontSize(SIZE.body).fillColor(COLOR.ink);
        if (cell.oneLine) {
          this.doc.text(cell.text, align === "right" ? x + cell.width - cell.textWidth : x, top + CELL_PAD, {
            lineBreak: false,
          });
        } else {
          this.doc.text(cell.text, x, top + CELL_PAD, { width: cell.width, align, lineGap: 1 });
        }
        x += cell.width + 2 * CELL_PAD;
      });
      const lineY = top + height;
      this.doc
        .lineWidth(kind === "body" ? 0.5 : 1)
        .moveTo(MARGIN.left, lineY)
        .lineTo(MARGIN.left + this.width, lineY)
        .stroke(COLOR.rule);
      this.doc.y = lineY;
    };
    const header = layout(
      columns.map((column) => column.header),
      "header",
    );
    const headerHeight = hasHeader ? header.height : 0;

    if (options.caption) {
      this.keepTogether(60 + headerHeight);
      this.write(options.caption, { font: BOLD, size: SIZE.body, gap: 4 });
    }
    const all: Array<{ cells: string[]; kind: Kind }> = rows.map((cells) => ({ cells, kind: "body" }));
    if (options.totals) all.push({ cells: options.totals, kind: "totals" });
    // The header never ends a page alone: at least a few rows go with it.
    this.keepTogether(headerHeight + all.slice(0, 5).reduce((sum, row) => sum + layout(row.cells, row.kind).height, 0));
    if (hasHeader) drawRow(header, "header");
    for (const row of all) {
      const laid = layout(row.cells, row.kind);
      if (this.doc.y + laid.height > this.bottom) {
        // A long table (a plan of many years) lets other requests in between its pages.
        await nextTurn();
        this.doc.addPage();
        if (hasHeader) drawRow(header, "header");
      }
      drawRow(laid, row.kind);
    }
    this.doc.x = MARGIN.left;
    this.doc.y += 10;
  }

  /** Writes the footers, ends the document and gives its bytes. */
  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    const { start, count } = this.doc.bufferedPageRange();
    const address = canonicalUrl(this.meta.path).replace(/^https?:\/\//, "");
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      // Written below the bottom margin: without it pdfkit would start a new page for the footer.
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN.bottom + 24;
      this.doc.font(FONT).fontSize(SIZE.small).fillColor(COLOR.muted);
      this.doc.text(pdfText(`${site.name} · ${address}`), MARGIN.left, y, { width: this.width, lineBreak: false });
      this.doc.text(pdfText(`Side ${index - start + 1} av ${count}`), MARGIN.left, y, {
        width: this.width,
        align: "right",
        lineBreak: false,
      });
      this.doc.page.margins.bottom = MARGIN.bottom;
    }
    this.doc.end();
    return this.finished;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * At most `max` PDFs are made at once in this process; the others wait their turn, first come first
 * served. Making a PDF is work on the event loop (a few tenths of a second for the longest debt plan), so this bounds
 * both the memory of documents in progress and how much of the loop they can take from other requests.
 */
export function pdfTurns(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function inTurn<T>(make: () => Promise<T>): Promise<T> {
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over on release
    try {
      return await make();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** A finished PDF and its validator. */
export type PdfFile = { bytes: Uint8Array<ArrayBuffer>; etag: string };

export function pdfFile(bytes: Uint8Array<ArrayBuffer>): PdfFile {
  return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"` };
}

/**
 * The PDF as a download (Content-Disposition: attachment), or 304 when the browser's copy is this one.
 * A PDF runs no script and loads nothing, so it needs no Content Security Policy.
 */
export function pdfResponse(
  request: Request,
  file: PdfFile,
  options: { filename: string; cacheControl: string; noindex?: boolean },
): Response {
  const headers = new Headers({ "Cache-Control": options.cacheControl, ETag: file.etag });
  if (options.noindex) headers.set("X-Robots-Tag", "noindex");
  if (request.headers.get("If-None-Match") === file.etag) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Disposition", `attachment; filename="${options.filename}"`);
  headers.set("Content-Length", String(file.bytes.byteLength));
  return new Response(file.bytes, { status: 200, headers });
}
