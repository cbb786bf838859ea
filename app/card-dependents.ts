import { sortOrders } from "./site/card-list/card-sort";
import { MAX_COMPARED } from "./site/compare/compare";

/**
 * What a card write must be able to render before it commits (app/shared/cards/card-store.server.ts), beside
 * every prerendered page: the pages rendered per request that read the cards (not-found, search, the open
 * data, the feed, the savings PDF, sorts, the comparison of every card, the calculators that rank them), with
 * the status each must answer. That search finds every card is checked beside them (cardsNotFoundByName).
 */
export function cardDependentRequests(
  cards: readonly { urlSlug: string; name: string; retiredOn?: string }[],
): Array<{ path: string; status: number }> {
  // The comparison offers the cards on sale; a merged card's address in one answers 301 to the card it went into.
  const list = cards.filter((card) => card.retiredOn === undefined);
  const comparisons: string[] = [];
  for (let index = 0; index < list.length; index += MAX_COMPARED) {
    comparisons.push(
      `/sammenlign?kort=${list
        .slice(index, index + MAX_COMPARED)
        .map((card) => card.urlSlug)
        .join(",")}`,
    );
  }
  return [
    { path: "/finnes-ikke", status: 404 },
    ...[
      "/api/kort.json",
      "/kort/endringer.xml",
      "/guider/spar-ti-tusen-kroner-aarlig.pdf",
      ...sortOrders.map((order) => `/kredittkort?sortering=${order}`),
      // The list a page at a time: the second (the first, clamped, when one page holds every card).
      "/kredittkort?side=2",
      ...comparisons,
      "/kortvelger?beregn=1&betaling=som-regel&saldo=20+000&dagligvarer=6000&kjede=&drivstoff=1500&annet=10000&reiser=20000&flyreiser=2",
      "/beste-cashback-kredittkort?dagligvarer=8000&drivstoff=2000&annet=12000&reiser=30000&beregn=1",
      "/guider/reisekredittkort-fordeler-fallgruver?flyreiser=6&reisebelop=40000&loungebesok=4&bagasje=2&beregn=1",
      "/fragment/sok-dialog",
      // Search builds its index from the cards: its routes rendered once here; that every card on sale is
      // found by its name is proved in one pass over the names (cardsNotFoundByName), not a request per name.
      `/sok.json?q=${encodeURIComponent(list[0]?.name ?? "kort")}`,
      `/sok?q=${encodeURIComponent(list[0]?.name ?? "kort")}`,
    ].map((path) => ({ path, status: 200 })),
  ];
}
