export { prerenderedPaths } from "../../scripts/prerendered-paths.js";

/** States that only the server renders (query variants, the 404 page), swept too. */
export const serverRenderedStates = [
  "/?filter=premium",
  "/kredittkort?kategori=reise",
  "/finnes-ikke",
  // The card finder's ranking for someone carrying a balance (warning, all ten cards) and a failed try.
  "/kortvelger?betaling=som-regel&saldo=20000&dagligvarer=6000&annet=10000&reiser=20000&flyreiser=4&lounge=ja&forsikring=ja",
  "/kortvelger?beregn=1&betaling=&dagligvarer=mye&annet=5000",
];
