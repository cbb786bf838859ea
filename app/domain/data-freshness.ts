/**
 * When the card data was last checked against the banks' terms: the newest and the oldest
 * check among the cards, so a page can print the true date beside any claim about freshness.
 */
export function checkedDates(cards: ReadonlyArray<{ lastChecked: string }>): { latest: string; oldest: string } {
  if (cards.length === 0) throw new Error("Ingen kort å finne kontrolldato for");
  // ISO dates (ÅÅÅÅ-MM-DD) sort as text.
  const dates = cards.map((card) => card.lastChecked).sort();
  return { oldest: dates[0] ?? "", latest: dates[dates.length - 1] ?? "" };
}
