export { prerenderedPaths } from "../../scripts/prerendered-paths.js";

/** States that only the server renders (query variants, the 404 page), swept too. */
export const serverRenderedStates = [
  "/?filter=premium",
  "/kredittkort?kategori=reise",
  "/finnes-ikke",
  // An apply link for a card we do not have: the same not-found page, from the apply route.
  "/go/finnes-ikke",
  // A comparison in the add form's ?kort=a&kort=b, answered as it is (no redirect).
  "/sammenlign?kort=remember-black&kort=amex-platinum",
  // The card finder's ranking for someone carrying a balance (warning, all ten cards) and a failed try.
  "/kortvelger?betaling=som-regel&saldo=20000&dagligvarer=6000&annet=10000&reiser=20000&flyreiser=4&lounge=ja&forsikring=ja",
  "/kortvelger?beregn=1&betaling=&dagligvarer=mye&annet=5000",
];
