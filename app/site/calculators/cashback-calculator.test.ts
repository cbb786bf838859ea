import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { cashbackArticleData, cashbackArticleFacts } from "#content/cashback-article";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import { toRankableCard, type SpendingInput } from "~/shared/finance/cashback-ranking";
import { formatNumber } from "~/shared/format/format";
import { CashbackCalculator, cashbackFields, cashbackQuery } from "./cashback-calculator";

const household = cashbackArticleFacts.household;

/** The calculator as the server renders it for a URL, and the card pages its ranked rows link to, in order. */
function render(url: string, example: SpendingInput = household) {
  const props = {
    cards: cards.map(toRankableCard),
    terms: Object.fromEntries(cards.map((card) => [card.urlSlug, card])),
    rules: earningRules,
    assumptions: earningAssumptions,
    example,
  };
  const markup = renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [url] }, createElement(CashbackCalculator, props)),
  );
  const list = markup.slice(markup.indexOf('aria-label="Kortene rangert etter verdi for deg"'));
  return { markup, order: [...list.matchAll(/href="\/kort\/([a-z0-9-]+)"/g)].map((match) => match[1]) };
}

describe("the cashback calculator and the article's household", () => {
  it("opens with the household filled in from a link: the query string names every field", () => {
    expect(cashbackQuery(household)).toBe("dagligvarer=6000&drivstoff=1500&annet=10000&reiser=20000");
  });

  it("ranks, for that link, the article's three cards first and in the article's order", () => {
    const { order } = render(`/beste-cashback-kredittkort?${cashbackQuery(household)}`);
    expect(order).toHaveLength(cards.length);
    expect(order.slice(0, 3)).toEqual(cashbackArticleData().ranking.map((entry) => entry.card.urlSlug));
  });

  it("shows the household as its placeholders, so the example in the fields is the ranked one", () => {
    const { markup } = render("/beste-cashback-kredittkort");
    const placeholders = [...markup.matchAll(/placeholder="([^"]*)"/g)].map((match) => match[1]);
    expect(placeholders).toEqual(
      [household.monthlyGroceries, household.monthlyFuel, household.monthlyOther, household.travelPerYear].map(
        formatNumber,
      ),
    );
    expect(cashbackFields(household).map((field) => field.name)).toEqual([
      "dagligvarer",
      "drivstoff",
      "annet",
      "reiser",
    ]);
  });
});
