import { articlesIn } from "#content/articles";
import { cards, cardsRevision } from "#content/cards";
import { searchAliases } from "#content/search-aliases";
import { siteSearchIndex } from "~/site/search/search";
import { titleYear } from "~/shared/format/title-year";
import { rankingMethodText } from "~/site/ranking-method/ranking-method-text";

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
