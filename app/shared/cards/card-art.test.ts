import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardArt } from "./card-art";
import { bankColour } from "./drawn-card-art";

const art = (card: Parameters<typeof CardArt>[0]["card"]) =>
  renderToStaticMarkup(createElement(CardArt, { card, className: "h-15 w-24" }));

describe("a card's art in a list", () => {
  it("is the card's own file, lazy, when it has one", () => {
    expect(art({ image: "/cards/remember-gold.svg", bank: "re:member", network: "Mastercard" })).toBe(
      '<img src="/cards/remember-gold.svg" alt="" width="96" height="60" loading="lazy" class="h-15 w-24"/>',
    );
  });

  it("is drawn by CSS from the bank and network otherwise: no image for the browser to load, parse and lay out", () => {
    const markup = art({ bank: "Sparebanken Øst", network: "Visa" });
    const [from, to] = bankColour("Sparebanken Øst");
    expect(markup).not.toMatch(/<img|<svg|data:image/);
    expect(markup).toBe(
      `<span aria-hidden="true" data-bank="Sparebanken Øst" class="card-art card-art-visa h-15 w-24" style="--art-from:${from};--art-to:${to}"></span>`,
    );
  });

  it("draws each network's mark, none when the card states none, and shortens a long bank name as the SVG does", () => {
    expect(art({ bank: "Sparebanken Øst", network: "Mastercard" })).toContain('class="card-art card-art-mastercard ');
    expect(art({ bank: "Sparebanken Øst", network: "American Express" })).toContain('class="card-art card-art-amex ');
    expect(art({ bank: "Sparebanken Øst", network: undefined })).toContain('class="card-art h-15 w-24"');
    expect(art({ bank: 'Bank <&> "Nord" og Sør Sparebank Finans AS', network: "Visa" })).toContain(
      'data-bank="Bank &lt;&amp;&gt; &quot;Nord&quot; og Sør…"',
    );
  });
});
