import { articles } from "#content/articles";
import { cards } from "#content/cards";
import { cardDocuments, guideDocument, indexDocuments } from "~/domain/search";

/**
 * The site search index: the ten cards and every guide and article, built once per server
 * process (and at build, for the prerendered /sok). Content changes arrive with a new build.
 */
export const searchIndex = indexDocuments([...cardDocuments(cards), ...articles.map(guideDocument)]);
