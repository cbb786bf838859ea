import { articles } from "#content/articles";
import { cards, fromCards } from "#content/cards";
import { searchAliases } from "#content/search-aliases";
import { siteSearchIndex } from "~/site/search/search";
import { rankingMethodText } from "~/site/ranking-method/ranking-method-text";

/**
 * The site search index: the cards, every guide and article and the rating method's page, with the aliases. Built on first use
 * (at build, for the prerendered /sok) and again after the card data changes; guides change with a build.
 */
export const searchIndex = fromCards(() => siteSearchIndex(cards, articles, searchAliases(), [rankingMethodText]));
