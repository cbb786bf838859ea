/**
 * The part of pdfkit (https://pdfkit.org, no types of its own) that app/shared/pdf/pdf.server.ts uses.
 * Kept to what we call, so a wrong guess about the library shows up here and nowhere else.
 */
declare module "pdfkit" {
  type Margins = { top: number; bottom: number; left: number; right: number };

  export type TextOptions = {
    width?: number;
    align?: "left" | "center" | "right";
    lineGap?: number;
    paragraphGap?: number;
    /** Stop wrapping: the text is one line, however long. */
    lineBreak?: boolean;
    /** The next text() call continues this line. */
    continued?: boolean;
  };

  export type DocumentOptions = {
    size?: "A4";
    margins?: Margins;
    /** Keep every page until end(), so footers can be written once the page count is known. */
    bufferPages?: boolean;
    /** The document's language (the catalog's /Lang), for screen readers. */
    lang?: string;
    /** Viewers show the title, not the file name. */
    displayTitle?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; Keywords?: string; CreationDate?: Date };
    font?: string;
  };

  export default class PDFDocument {
    constructor(options?: DocumentOptions);
    page: { width: number; height: number; margins: Margins };
    x: number;
    y: number;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string, options?: TextOptions): number;
    currentLineHeight(includeGap?: boolean): number;
    moveDown(lines?: number): this;
    addPage(): this;
    rect(x: number, y: number, width: number, height: number): this;
    fill(color?: string): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(color?: string): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    on(event: "data", listener: (chunk: Uint8Array) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    end(): void;
  }
}
