/**
 * The characters the PDFs' standard fonts (Helvetica) can draw: WinAnsi (Windows-1252), which is Latin-1
 * plus the characters below, covering Norwegian, «», – and •. Intl's narrow no-break space (U+202F) and a
 * few look-alikes are drawn as the character they stand for. The card schema refuses any other character
 * in a card's texts, so every text the site prints can also be printed in a PDF.
 */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
export const WIN_ANSI_SAME_AS: ReadonlyMap<string, string> = new Map([
  ["\u202f", "\u00a0"],
  ["\u2009", "\u00a0"],
  ["\u2007", "\u00a0"],
  ["\u2212", "-"],
  ["\u2011", "-"],
]);

/** The character as the standard fonts draw it, or null when they cannot (a control character, ✈, ŋ, an emoji). */
export function winAnsiChar(char: string): string | null {
  // Control and format characters (a NUL, an escape, a soft hyphen U+00AD) print as nothing or break things.
  if (/[\p{Cc}\p{Cf}]/u.test(char)) return null;
  const drawn = WIN_ANSI_SAME_AS.get(char) ?? char;
  const code = drawn.charCodeAt(0);
  return drawn.length === 1 &&
    ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(drawn))
    ? drawn
    : null;
}

/** The first character of `text` the PDFs cannot draw, named for a message: "«✈» (U+2708)"; null when there is none. */
export function undrawableChar(text: string): string | null {
  for (const char of text) {
    if (winAnsiChar(char) === null)
      return `«${/[\p{Cc}\p{Cf}]/u.test(char) ? "" : char}» (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`;
  }
  return null;
}
