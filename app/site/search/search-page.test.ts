import { describe, expect, it } from "vitest";
import { buildSearchIndex, search, type SearchDocument } from "./search";
import { RESULTS_PER_PAGE, searchResultsPage } from "./search-page";

// 23 cards of one bank: a search for the bank finds all of them, in the order of their ratings.
const documents: SearchDocument[] = Array.from({ length: 23 }, (_, index) => ({
  kind: "card",
  title: `Testbank Kort ${index + 1}`,
  href: `/kort/testbank-${index + 1}`,
  text: "Testbank",
  rating: 5 - index / 10,
  fields: { name: [`Testbank Kort ${index + 1}`, "Testbank"], topic: ["Visa"], body: [] },
}));
const found = search(buildSearchIndex(documents), "testbank");
const hrefsOn = (side: string | null) => searchResultsPage(found, side).results.map((result) => result.href);

describe("searchResultsPage", () => {
  it("shows one page of hits and keeps the whole search's count", () => {
    const first = searchResultsPage(found, null);
    expect(first).toMatchObject({ query: "testbank", total: 23, page: 1, pages: 3 });
    expect(first.results).toHaveLength(RESULTS_PER_PAGE);
    expect(hrefsOn(null)).toEqual(Array.from({ length: 10 }, (_, index) => `/kort/testbank-${index + 1}`));
  });

  it("gives the next hits in the same order on the next pages, the rest on the last", () => {
    expect(hrefsOn("2")).toEqual(Array.from({ length: 10 }, (_, index) => `/kort/testbank-${index + 11}`));
    expect(hrefsOn("3")).toEqual(["/kort/testbank-21", "/kort/testbank-22", "/kort/testbank-23"]);
  });

  it("reads ?side= as the card list does: nonsense is the first page, past the last the last", () => {
    expect(searchResultsPage(found, "tre").page).toBe(1);
    expect(searchResultsPage(found, "0").page).toBe(1);
    expect(searchResultsPage(found, "99")).toMatchObject({ page: 3, pages: 3 });
    expect(hrefsOn("99")).toEqual(hrefsOn("3"));
  });

  it("is one empty page when nothing is found", () => {
    const none = searchResultsPage(search(buildSearchIndex(documents), "ingenting"), "2");
    expect(none).toMatchObject({ total: 0, page: 1, pages: 1, results: [] });
  });
});
