import { describe, expect, it } from "vitest";
import { articlesIn } from "#content/articles";
import { firstCards } from "#content/cards";
import { searchAliases } from "#content/search-aliases";
import { marketCards } from "../../../tests/support/market-cards";
import { cardsNotFoundByName } from "./card-search-check.server";
import { buildSearchIndex, cardDocuments, siteSearchIndex, type SearchIndex } from "./search";

// A card write's check proves every card on sale is found by its name (host/render-check.worker.js): our ten
// cards and the generated market of 300, as the daily sync maps them.
const list = [...firstCards, ...marketCards(300)];
const siteIndex = () => siteSearchIndex(list, articlesIn(), searchAliases());
const gone = list[157]!;
/** An index that lost one card: built from every card's document but that one's. */
const withoutOne = () =>
  buildSearchIndex(
    cardDocuments(list).filter((doc) => doc.href !== `/kort/${gone.urlSlug}`),
    searchAliases(),
  );
const whole = { shard: 0, shards: 1 };

describe("every card found by its name, in one pass", () => {
  it("finds each of our ten cards and the market's 300 by its name", () => {
    expect(cardsNotFoundByName(whole, siteIndex, list)).toEqual([]);
  });

  it("names a card the index does not find, with the search dialog's address for its name and why", () => {
    expect(cardsNotFoundByName(whole, withoutOne, list)).toEqual([
      {
        path: `/sok.json?q=${encodeURIComponent(gone.name)}`,
        reason: `et søk på navnet «${gone.name}» finner ikke kortet`,
      },
    ]);
  });

  it("names every card whose search fails, with the error, and an index that cannot be built once", () => {
    const broken = () => {
      throw new TypeError("x is undefined");
    };
    const failing = { ...siteIndex(), engine: { search: broken } } as unknown as SearchIndex;
    const problems = cardsNotFoundByName(whole, () => failing, list);
    expect(problems).toHaveLength(list.length);
    expect(problems[0]).toEqual({
      path: `/sok.json?q=${encodeURIComponent(list[0]!.name)}`,
      reason: "x is undefined",
    });
    const unbuilt = () => {
      throw new Error("ingen indeks");
    };
    expect(cardsNotFoundByName(whole, unbuilt, list)).toEqual([{ path: "/sok.json", reason: "ingen indeks" }]);
    expect(cardsNotFoundByName({ shard: 1, shards: 2 }, unbuilt, list)).toEqual([]);
  });

  it("shares the names between the workers: their parts together are the whole, none twice", () => {
    const parts = [0, 1, 2].map((shard) => cardsNotFoundByName({ shard, shards: 3 }, withoutOne, list));
    expect(parts.flat()).toEqual(cardsNotFoundByName(whole, withoutOne, list));
    expect(parts.filter((part) => part.length > 0)).toHaveLength(1);
  });
});
