/**
 * What /kredittkort claims about its coverage, true in both states (docs/decisions/0020): with
 * Finansportalen's daily sync, every card sold in Norway; without it, the ten cards we selected.
 */
const count = (n: number) => new Intl.NumberFormat("nb-NO").format(n);
const word = (n: number) => (n === 10 ? "ti" : count(n));

export const coverageText = {
  heading: (fromFeed: boolean, n: number) =>
    fromFeed
      ? `Alle ${count(n)} kredittkort i Norge`
      : `${word(n).replace(/^./, (c) => c.toUpperCase())} utvalgte kredittkort`,
  fromFeed: (n: number) =>
    `Alle de ${count(n)} kredittkortene som selges i Norge, fra Finansportalens oversikt over markedet, sist oppdatert`,
  selected: (n: number) =>
    `Her er de ${word(n)} kortene vi har valgt ut og kontrollert mot bankenes vilkår: ikke alle kortene som selges i Norge.`,
} as const;
