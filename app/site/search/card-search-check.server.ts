import { cards } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { search, type SearchIndex } from "~/site/search/search";
import { searchIndex } from "~/site/search/search-index.server";
import { searchText } from "~/site/search/search-text";

/** A card a reader could not find by its name: the dialog's address for that search, and why. */
export type CardSearchProblem = { path: string; reason: string };

/**
 * Every card on sale found by its name, as /sok and /sok.json would answer (the same search() over the same
 * index), in one pass: a card write's check (host/render-check.worker.js) asked /sok.json once per name, 310
 * requests with the market (decision 0030, stop 44). `part` takes every n-th card, for the workers that
 * share a check. A card not among its name's results, or a search that throws, is named with the address.
 */
export function cardsNotFoundByName(
  part: { shard: number; shards: number } = { shard: 0, shards: 1 },
  index: () => SearchIndex = searchIndex,
  list: readonly CreditCard[] = cards,
): CardSearchProblem[] {
  const problems: CardSearchProblem[] = [];
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  let built: SearchIndex;
  try {
    built = index();
  } catch (error) {
    return part.shard === 0 ? [{ path: "/sok.json", reason: reasonOf(error) }] : [];
  }
  list.forEach((card, position) => {
    if (position % part.shards !== part.shard) return;
    const path = `/sok.json?q=${encodeURIComponent(card.name)}`;
    try {
      const href = `/kort/${card.urlSlug}`;
      if (!search(built, card.name).results.some((result) => result.href === href))
        problems.push({ path, reason: searchText.cardNotFoundByName(card.name) });
    } catch (error) {
      problems.push({ path, reason: reasonOf(error) });
    }
  });
  return problems;
}
