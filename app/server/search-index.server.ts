import { articles } from "#content/articles";
import { cards } from "#content/cards";
import { searchAliases } from "#content/search-aliases";
import { siteSearchIndex } from "~/domain/search";

/**
 * The site search index: the ten cards and every guide and article, with the aliases, built once
 * per server process (and at build, for the prerendered /sok). Content changes arrive with a new build.
 */
export const searchIndex = siteSearchIndex(cards, articles, searchAliases);
