/**
 * What /kredittkort claims about its coverage, true in every state (docs/decisions/0020): while
 * Finansportalen's daily sync holds, every card sold in Norway; once it has stopped (credentials gone, the
 * feed failing), the cards from its last good sync, said to be from then; never synced, the ten we selected.
 */
const count = (n: number) => new Intl.NumberFormat("nb-NO").format(n);
const word = (n: number) => (n === 10 ? "ti" : count(n));

type Claim = { fromFeed: boolean; current: boolean };
/** The list holds every card sold in Norway: Finansportalen's daily sync holds. */
const wholeMarket = (coverage: Claim) => coverage.fromFeed && coverage.current;

export const coverageText = {
  heading: (coverage: Claim, n: number) =>
    wholeMarket(coverage)
      ? `Alle ${count(n)} kredittkort i Norge`
      : coverage.fromFeed
        ? `${count(n)} kredittkort fra Finansportalen`
        : `${word(n).replace(/^./, (c) => c.toUpperCase())} utvalgte kredittkort`,
  fromFeed: (n: number) =>
    `Alle de ${count(n)} kredittkortene som selges i Norge, fra Finansportalens oversikt over markedet, sist oppdatert`,
  /** Followed by the date of the last good sync. */
  stale: (n: number) => `De ${count(n)} kredittkortene i Finansportalens oversikt over markedet slik den var`,
  staleNote: "Oversikten er ikke oppdatert siden, så kort og vilkår kan ha endret seg.",
  /** A link to the list (the footer, the not-found page): «Alle» only while the heading says so. */
  listLink: (coverage: Claim) => (wholeMarket(coverage) ? "Alle kredittkort" : "Oversikt over kortene"),
  /** The articles' button to the list. */
  compareList: (coverage: Claim) => (wholeMarket(coverage) ? "Sammenlign alle kredittkort" : "Sammenlign kortene"),
  /** The comparison's link to the list, inside a sentence («… på kortene i oversikten …»). */
  listInSentence: (coverage: Claim) => (wholeMarket(coverage) ? "oversikten over alle kredittkort" : "oversikten"),
  /** A button to the list (the home page's hero, /om), with the number when it is given and claims them all. */
  seeList: (coverage: Claim, n?: number) =>
    wholeMarket(coverage)
      ? `Se alle ${n === undefined ? "" : `${count(n)} `}kredittkort`
      : "Se kortene vi sammenligner",
  selected: (n: number) =>
    `Her er de ${word(n)} kortene vi har valgt ut og kontrollert mot bankenes vilkår: ikke alle kortene som selges i Norge.`,
} as const;
