import { svgDataUri } from "~/shared/format/svg-data-uri";

// Every card's art (public/cards/*.svg), bundled with the server at build.
const cardArt = import.meta.glob<string>("/public/cards/*.svg", { query: "?raw", import: "default", eager: true });

/**
 * A card's art as a data: URL, for the card's own page, where it sits in the first screen: no request
 * before the first paint (docs/decisions/0004-serving-fast.md). Lists keep the files, loaded lazily.
 */
export function cardArtDataUri(image: string): string {
  const svg = cardArt[`/public${image}`];
  if (svg === undefined) throw new Error(`Kortbilde mangler: public${image}`);
  return svgDataUri(svg);
}
