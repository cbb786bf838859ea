import type { CreditCard } from "#content/card-schema";
import { svgDataUri } from "../format/svg-data-uri";

/** Gradients for drawn card art, dark enough for white text (contrast over 4.5:1 at both ends). */
const palette: ReadonlyArray<readonly [string, string]> = [
  ["#14507a", "#0b2f4a"],
  ["#2f7d6d", "#174f44"],
  ["#1b2f6e", "#0d1b45"],
  ["#8f1420", "#5c0c14"],
  ["#3a3f47", "#1d2026"],
  ["#5b2a86", "#34184f"],
  ["#7a4a12", "#4a2c0a"],
  ["#0f5257", "#083236"],
];

/** The bank's name as the art writes it: one line, a long one shortened. */
export const artBankName = (bank: string) => (bank.length > 24 ? `${bank.slice(0, 23).trimEnd()}…` : bank);

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

/** A stable index from the bank's name, so one bank's cards share a colour. */
export function bankColour(bank: string): readonly [string, string] {
  let hash = 0;
  for (const char of bank) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] as readonly [string, string];
}

const networkMark: Record<NonNullable<CreditCard["network"]>, string> = {
  Visa: `<text x="294" y="178" text-anchor="end" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" font-style="italic" fill="#fff">VISA</text>`,
  Mastercard: `<circle cx="262" cy="164" r="16" fill="#eb001b" opacity=".85"/><circle cx="284" cy="164" r="16" fill="#f79e1b" opacity=".85"/>`,
  "American Express": `<rect x="230" y="154" width="70" height="32" rx="3" fill="#006fcf"/><text text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="10" font-weight="700" fill="#fff"><tspan x="265" y="167">AMERICAN</tspan><tspan x="265" y="179">EXPRESS</tspan></text>`,
};

/**
 * Card art for a card with no drawn file (a card from the feed): the bank's name on a colour of its own,
 * the chip, and the network's mark when the card states one. Drawn like the files under public/cards/, so
 * the ten cards and the rest look alike; about a kilobyte, so a page of them stays within its budget.
 */
export function drawnCardArtSvg(card: Pick<CreditCard, "bank" | "network">): string {
  const [from, to] = bankColour(card.bank);
  const bank = artBankName(card.bank);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="200" rx="16" fill="url(#g)"/>` +
    `<rect x="28" y="70" width="46" height="34" rx="6" fill="#e6c66a"/><path d="M28 82h46M28 92h46M44 70v34M58 70v34" stroke="#b8963a" stroke-width="1.5"/>` +
    `<text x="28" y="48" font-family="Arial,Helvetica,sans-serif" font-size="20" font-weight="700" fill="#fff">${escapeXml(bank)}</text>` +
    (card.network ? networkMark[card.network] : "") +
    `</svg>`
  );
}

/** Where a card's art is: its drawn file, or the art drawn from bank and network as a data: URL. */
export function cardArtSrc(card: Pick<CreditCard, "image" | "bank" | "network">): string {
  return card.image ?? svgDataUri(drawnCardArtSvg(card));
}
