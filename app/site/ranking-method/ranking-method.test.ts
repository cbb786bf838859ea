import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { articlesIn } from "#content/articles";
import { searchAliases } from "#content/search-aliases";
import { editorialCorrections } from "#content/editorial-corrections";
import { bestCards2025, testWinners2025, withCards, withTestScores } from "#content/top-cards";
import { replacePayingCards } from "~/shared/commission/paying-cards";
import { formatPercent, formatRating } from "~/shared/format/format";
import {
  cardRating,
  RATING_METHOD_PATH,
  RATING_WEIGHTS,
  ratingCriterionIds,
  starsOf,
} from "~/shared/rating/rating-method";
import { ratingCriterionText } from "~/shared/rating/rating-method-text";
import { byRating } from "~/site/card-list/card-filters";
import { sortCards } from "~/site/card-list/card-sort";
import { cardDocument, search, siteSearchIndex } from "~/site/search/search";
import { lastModified } from "~/site/sitemap.server";
import RankingMethod, { loader } from "./ranking-method.route";
import { rankingMethodText } from "./ranking-method-text";

const render = () =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [RATING_METHOD_PATH] },
      createElement(RankingMethod as never, { loaderData: loader(), params: {}, matches: [] }),
    ),
  );
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f\s]+/g, " ")
    .replace(/ ([,.:])/g, "$1")
    .trim();

afterEach(() => replacePayingCards([]));

describe("the method page, /slik-rangerer-og-tjener-vi", () => {
  it("prints each criterion's weight as the rankings use it", () => {
    const html = render();
    const rows = [...html.matchAll(/<tr[^>]*data-criterion="(\w+)"[^>]*>(.*?)<\/tr>/g)];
    expect(rows.map((row) => row[1])).toEqual([...ratingCriterionIds]);
    for (const [, id, row] of rows) {
      const weight = /data-weight="[^"]*">([^<]+)</.exec(row!)?.[1];
      expect(weight).toBe(formatPercent(RATING_WEIGHTS[id as keyof typeof RATING_WEIGHTS]));
      expect(textOf(row!)).toContain(ratingCriterionText[id as keyof typeof RATING_WEIGHTS].name);
    }
  });

  it("lists every card with stars in the rating's order, with its stars and the criteria it lacks", () => {
    const html = render();
    const listed = [...html.matchAll(/data-rated-card="([a-z0-9-]+)"[^>]*>(.*?)<\/tr>/g)];
    const expected = byRating(cards).filter((card) => starsOf(card) !== undefined);
    expect(listed.map((row) => row[1])).toEqual(expected.map((card) => card.urlSlug));
    for (const [, slug, row] of listed) {
      const card = expected.find((candidate) => candidate.urlSlug === slug)!;
      const text = textOf(row!);
      expect(text).toContain(`${formatRating(starsOf(card)!)} av 5`);
      for (const id of cardRating(card).unknown) expect(text).toContain(ratingCriterionText[id].name.toLowerCase());
    }
  });

  it("names the banks that pay and their cards, or says none do", () => {
    expect(textOf(render())).toContain("ingen bank oss provisjon");
    const paying = cards.slice(0, 2);
    replacePayingCards(paying.map((card) => card.id));
    const text = textOf(render());
    for (const card of paying) expect(text).toContain(`${card.bank}: ${card.name}`);
    expect(text).not.toContain("ingen bank oss provisjon");
  });

  it("lists the corrections, newest first, and dates the page by them in the sitemap", () => {
    const text = textOf(render());
    for (const correction of editorialCorrections) expect(text).toContain(correction.where);
    const newest = editorialCorrections[0]!.date;
    expect(lastModified(RATING_METHOD_PATH)! >= newest).toBe(true);
  });

  it("is found by search", () => {
    const index = siteSearchIndex(cards, articlesIn(), searchAliases(), [rankingMethodText]);
    for (const query of ["provisjon", "slik rangerer", "metode"])
      expect(search(index, query).results.map((result) => result.href)).toContain(RATING_METHOD_PATH);
  });
});

// Every ranking and default order on the site follows the one rating, over the live cards.
describe("every ranking follows the rating", () => {
  const starsInOrder = (list: ReadonlyArray<{ id: number } | { cardId: number }>) =>
    list.map(
      (entry) => starsOf(cards.find((card) => card.id === ("cardId" in entry ? entry.cardId : entry.id))!) ?? -1,
    );
  const nonIncreasing = (values: number[]) =>
    values.every((value, index) => index === 0 || values[index - 1]! >= value);

  it.each<[string, () => ReadonlyArray<{ id: number } | { cardId: number }>]>([
    ["the default order of /kredittkort", () => sortCards(cards, "vurdering")],
    ["the home page's list", () => byRating(cards)],
    ["Beste kredittkort", () => withCards(bestCards2025)],
    ["Beste kredittkort i test", () => withTestScores(testWinners2025)],
  ])("%s", (_, list) => {
    expect(nonIncreasing(starsInOrder(list()))).toBe(true);
  });

  it("the test's score is the rating's score, and the stars its half", () => {
    for (const entry of withTestScores(testWinners2025)) {
      expect(entry.testScore).toBe(cardRating(entry.card).score);
      expect(starsOf(entry.card)).toBe(Math.round(entry.testScore * 5) / 10);
    }
  });

  it("search breaks ties by the same stars", () => {
    for (const card of cards) expect(cardDocument(card, cards).rating).toBe(starsOf(card) ?? null);
  });
});
