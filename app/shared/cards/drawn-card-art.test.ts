import { describe, expect, it } from "vitest";
import { svgDataUri } from "../format/svg-data-uri";
import { cardArtSrc, drawnCardArtSvg } from "./drawn-card-art";

describe("card art drawn from bank and network", () => {
  it.each([
    ["Visa", />VISA</],
    ["Mastercard", /fill="#eb001b"/],
    ["American Express", /AMERICAN/],
  ] as const)("draws the %s mark", (network, mark) => {
    expect(drawnCardArtSvg({ bank: "Sparebanken Øst", network })).toMatch(mark);
  });

  it("draws no network mark when the card does not state one", () => {
    expect(drawnCardArtSvg({ bank: "Sparebanken Øst", network: undefined })).not.toMatch(/VISA|AMERICAN|#eb001b/);
  });

  it("escapes the bank's name and shortens a long one", () => {
    const svg = drawnCardArtSvg({ bank: 'Bank <&> "Nord" og Sør Sparebank Finans AS', network: "Visa" });
    expect(svg).toContain("Bank &#60;&#38;&#62; &#34;Nord&#34; og Sør…");
    expect(svg).not.toMatch(/<&>/);
  });

  it("gives one bank's cards one colour, and stays small enough to inline like the drawn files", () => {
    const a = drawnCardArtSvg({ bank: "Sparebanken Øst", network: "Visa" });
    const b = drawnCardArtSvg({ bank: "Sparebanken Øst", network: "Mastercard" });
    expect(a.match(/stop-color="(#[0-9a-f]{6})"/)?.[1]).toBe(b.match(/stop-color="(#[0-9a-f]{6})"/)?.[1]);
    const longest = drawnCardArtSvg({ bank: "Æ".repeat(40), network: "American Express" });
    expect(Buffer.byteLength(longest)).toBeLessThanOrEqual(1_300);
    expect(svgDataUri(longest).length).toBeLessThanOrEqual(1_800);
  });

  it("uses the card's own file when it has one", () => {
    expect(cardArtSrc({ image: "/cards/remember-gold.svg", bank: "re:member", network: "Mastercard" })).toBe(
      "/cards/remember-gold.svg",
    );
    expect(cardArtSrc({ bank: "Sparebanken Øst", network: undefined })).toMatch(/^data:image\/svg\+xml,/);
  });
});
