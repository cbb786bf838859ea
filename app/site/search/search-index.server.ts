import { articlesIn } from "#content/articles";
import { cardBySlug, cards, cardsRevision } from "#content/cards";
import { searchAliases } from "#content/search-aliases";
import { siteSearchIndex } from "~/site/search/search";
import { titleYear } from "~/shared/format/title-year";
import { rankingMethodText } from "~/site/ranking-method/ranking-method-text";
import { isFeedSourced } from "~/shared/cards/feed-status";
import type { SearchResult } from "~/site/search/search";

/**
 * The site search index: the cards, every guide and article and the rating method's page, with the aliases. Built on first use
 * (at build, for the prerendered /sok) and again after the card data changes and when the year in the
 * articles' titles turns (decision 0028); guides change with a build.
 */
let built: { key: string; index: ReturnType<typeof siteSearchIndex> } | null = null;
export function searchIndex(now: Date = new Date()): ReturnType<typeof siteSearchIndex> {
  const year = titleYear(now);
  const key = `${cardsRevision()}:${year}`;
  if (built?.key !== key)
    built = { key, index: siteSearchIndex(cards, articlesIn(year), searchAliases(), [rankingMethodText]) };
  return built.index;
}

/**
 * A card among these hits has Finansportalen's figures (its fee and example are in the hit's text): the page and
 * the dialog then say «Data levert av Finansportalen» under the hits.
 */
export function feedSourcedHit(results: readonly SearchResult[]): boolean {
  return results.some((result) => {
    const card = result.kind === "card" ? cardBySlug(result.href.replace(/^\/kort\//, "")) : undefined;
    return card !== undefined && isFeedSourced(card.id);
  });
}
