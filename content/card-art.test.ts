import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { svgDataUri } from "../app/shared/format/svg-data-uri";
import { cardNetworks, type CardNetwork } from "./card-constants";
import { cards } from "./cards";

// Card art (public/cards/*.svg) shows the card's own network (issue 13): the Mastercard circles, a
// "VISA" wordmark, or the American Express blue box, and no other network's mark.

const publicDir = fileURLToPath(new URL("../public", import.meta.url));
const artOf = (image: string) => readFileSync(`${publicDir}${image}`, "utf8");

/** Each network's mark as it appears in the SVG source. */
const marks: Record<CardNetwork, (svg: string) => boolean> = {
  Mastercard: (svg) => /<circle[^>]*fill="#eb001b"/i.test(svg) && /<circle[^>]*fill="#f79e1b"/i.test(svg),
  Visa: (svg) => /<text[^>]*>\s*VISA\s*<\/text>/.test(svg),
  "American Express": (svg) => /<rect[^>]*fill="#006fcf"/i.test(svg) && /AMERICAN/.test(svg) && /EXPRESS/.test(svg),
};

const marksIn = (svg: string) => cardNetworks.filter((network) => marks[network](svg));

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
const luminance = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const channel = (at: number) => {
    const value = parseInt(full.slice(at, at + 2), 16) / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};
const contrast = (a: string, b: string) => {
  const [light, dark] = luminance(a) >= luminance(b) ? [luminance(a), luminance(b)] : [luminance(b), luminance(a)];
  return (light + 0.05) / (dark + 0.05);
};
const gradientStops = (svg: string) =>
  [...svg.matchAll(/stop-color="(#[0-9a-f]{3,6})"/gi)].map((match) => match[1] ?? "");

describe("card art shows the card's network", () => {
  it.each(cards.map((card) => [card.name, card.network, card.image] as const))(
    "%s shows %s and no other mark",
    (_slug, network, image) => {
      expect(marksIn(artOf(image!))).toEqual([network]);
    },
  );

  it("uses every network's mark somewhere, so each detector is exercised", () => {
    expect(new Set(cards.map((card) => card.network))).toEqual(new Set(cardNetworks));
  });

  it.each(cards.filter((card) => card.network === "Visa").map((card) => [card.name, card.image] as const))(
    "%s: the VISA wordmark contrasts with the whole card (at least 4.5:1)",
    (_slug, image) => {
      const svg = artOf(image!);
      const fill = /<text[^>]*fill="(#[0-9a-f]{3,6})"[^>]*>\s*VISA\s*</i.exec(svg)?.[1];
      if (!fill) throw new Error(`${image}: VISA has no fill colour`);
      const stops = gradientStops(svg);
      expect(stops.length).toBeGreaterThan(0);
      for (const stop of stops) expect(contrast(fill, stop)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(cards.filter((card) => card.network === "American Express").map((card) => [card.name, card.image] as const))(
    "%s: white text on the blue box (at least 4.5:1)",
    (_slug, image) => {
      const svg = artOf(image!);
      const textFill = /<text[^>]*fill="(#[0-9a-f]{3,6})"[^>]*>\s*<tspan[^>]*>AMERICAN/i.exec(svg)?.[1];
      if (!textFill) throw new Error(`${image}: AMERICAN EXPRESS has no fill colour`);
      expect(contrast(textFill, "#006fcf")).toBeGreaterThanOrEqual(4.5);
    },
  );

  // Card pages inline the art as a data: URL in the first round trip (app/site/card-page/card-art.server.ts).
  it.each(cards.map((card) => [card.name, card.image] as const))(
    "%s stays small enough to inline (≤ 1 100 bytes, data: URL ≤ 1 600)",
    (_slug, image) => {
      const svg = artOf(image!);
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(1100);
      expect(svgDataUri(svg).length).toBeLessThanOrEqual(1600);
    },
  );
});
