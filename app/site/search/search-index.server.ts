import { articles } from "#content/articles";
import { cards, fromCards } from "#content/cards";
import { searchAliases } from "#content/search-aliases";
import { siteSearchIndex } from "~/site/search/search";

/**
 * The site search index: the cards and every guide and article, with the aliases. Built on first use
 * (at build, for the prerendered /sok) and again after the card data changes; guides change with a build.
 */
export const searchIndex = fromCards(() => siteSearchIndex(cards, articles, searchAliases()));
