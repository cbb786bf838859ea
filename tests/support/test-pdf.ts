import { inflateSync } from "node:zlib";

/**
 * For tests: reads a PDF as app/shared/pdf/pdf.server.ts writes it (pdfkit, standard fonts) without a
 * PDF library. It checks the file's structure the way a reader finds its way in (header, %%EOF,
 * startxref, every cross-reference entry pointing at its object, the page tree's count) and gives the
 * text of the content streams, inflated and decoded from WinAnsi, in the order it is drawn.
 */

export type ReadPdf = {
  pages: number;
  /** Every piece of drawn text, joined by single spaces, with no-break spaces made plain: "9 000 kr". */
  text: string;
};

// WinAnsi codes 0x80–0x9F that are not Latin-1 (the rest of WinAnsi is Latin-1).
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

/** Spaces as a reader of the page sees them: "9 000 kr", one space between words. */
export const plainSpaces = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function decodeHex(hex: string): string {
  let text = "";
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
  }
  return text;
}

/** The text of one content stream: each BT … ET block's strings, joined. */
function textOf(stream: string): string[] {
  const pieces: string[] = [];
  for (const block of stream.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let line = "";
    for (const shown of (block[1] ?? "").matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        shown[1] !== undefined ? [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? "") : [shown[2] ?? ""];
      line += hexes.map(decodeHex).join("");
    }
    pieces.push(line);
  }
  return pieces;
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const data = Buffer.from(bytes);
  // latin1: one character per byte, so string offsets are byte offsets.
  const raw = data.toString("latin1");
  const fail = (why: string): never => {
    throw new Error(`Ikke en gyldig PDF: ${why}`);
  };
  if (!/^%PDF-1\.\d/.test(raw)) fail("mangler %PDF-hodet");
  if (!raw.trimEnd().endsWith("%%EOF")) fail("slutter ikke med %%EOF");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw);
  const xrefAt = Number(startxref?.[1] ?? fail("mangler startxref"));
  if (!raw.startsWith("xref", xrefAt)) fail(`startxref peker på ${JSON.stringify(raw.slice(xrefAt, xrefAt + 10))}`);
  const section = /^xref\s+(\d+) (\d+)\s+/.exec(raw.slice(xrefAt)) ?? fail("kryssreferansen kan ikke leses");
  const first = Number(section[1]);
  const count = Number(section[2]);
  const entries = raw
    .slice(xrefAt + section[0].length)
    .split(/\r?\n/)
    .slice(0, count);
  entries.forEach((entry, index) => {
    const [offset, , kind] = entry.trim().split(" ");
    const number = first + index;
    if (kind === "n" && !raw.startsWith(`${number} 0 obj`, Number(offset)))
      fail(`objekt ${number} er ikke der kryssreferansen sier`);
  });

  const pageTree = /\/Type \/Pages\s+\/Count (\d+)/.exec(raw) ?? fail("mangler sidetreet");
  const pages = Number(pageTree[1]);
  const pageObjects = raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  if (pages !== pageObjects) fail(`sidetreet sier ${pages} sider, men det er ${pageObjects}`);

  const texts: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dictionary = match[1] ?? "";
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? fail("en strøm mangler /Length"));
    const start = (match.index ?? 0) + match[0].length;
    const body = data.subarray(start, start + length);
    if (!raw.startsWith("endstream", start + length + (raw[start + length] === "\n" ? 1 : 0)))
      fail("en strøm har feil /Length");
    const content = (/\/FlateDecode/.test(dictionary) ? inflateSync(body) : body).toString("latin1");
    texts.push(...textOf(content));
  }
  return { pages, text: plainSpaces(texts.join(" ")) };
}
