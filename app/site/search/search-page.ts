import { listPage } from "~/site/card-list/card-filters";
import type { SearchResponse } from "~/site/search/search";

/**
 * Hits on one page of /sok, as many as the card list's: with the market a common word («visa») found 159, and
 * the page rendered all of them on every request (119 kB of HTML, some 30 ms of a core each; decision 0023,
 * stop 47). The count in the heading stays the whole search's.
 */
export const RESULTS_PER_PAGE = 10;

export type SearchResultsPage = SearchResponse & { page: number; pages: number };

/** The asked page (`?side=`, read as the card list reads it) of a search's results. */
export function searchResultsPage(response: SearchResponse, askedPage: string | null): SearchResultsPage {
  const { page, pages } = listPage(askedPage, response.results.length, RESULTS_PER_PAGE);
  const from = (page - 1) * RESULTS_PER_PAGE;
  return { ...response, results: response.results.slice(from, from + RESULTS_PER_PAGE), page, pages };
}
