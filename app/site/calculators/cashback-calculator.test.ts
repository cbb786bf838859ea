import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { cashbackArticleData, cashbackArticleFacts } from "#content/cashback-article";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import { toRankableCard } from "~/shared/finance/cashback-ranking";
import { formatNumber } from "~/shared/format/format";
import { CashbackCalculator, cashbackFields, cashbackQuery, type CashbackExample } from "./cashback-calculator";

const household = cashbackArticleFacts.household;

/** The calculator as the server renders it for a URL, and the card pages its ranked rows link to, in order. */
function render(url: string, example: CashbackExample = household) {
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
    expect(cashbackQuery(household)).toBe("dagligvarer=6000&drivstoff=1500&annet=10000&reiser=20000&flyreiser=2");
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
      [
        household.monthlyGroceries,
        household.monthlyFuel,
        household.monthlyOther,
        household.travelPerYear,
        household.flightsPerYear,
      ].map(formatNumber),
    );
    expect(cashbackFields(household).map((field) => field.name)).toEqual([
      "dagligvarer",
      "drivstoff",
      "annet",
      "reiser",
      "flyreiser",
    ]);
  });

  it("counts points only for a reader who flies, and says so", () => {
    const spend = "dagligvarer=6000&drivstoff=1500&annet=10000&reiser=20000";
    const flying = render(`/beste-cashback-kredittkort?${spend}&flyreiser=2`);
    const grounded = render(`/beste-cashback-kredittkort?${spend}&flyreiser=0`);
    // With flights: SAS EuroBonus World second (1 835 kr); without, its points count for nothing and it falls below
    // every card without a fee, at its fee (−465 kr); Bank Norwegian's 0,5 % in cash (1 150 kr) is second.
    expect(flying.order.slice(0, 2)).toEqual(["morrow-bank-kredittkort", "sas-eurobonus"]);
    expect(grounded.order.slice(0, 2)).toEqual(["morrow-bank-kredittkort", "bank-norwegian-kredittkort"]);
    expect(grounded.order.slice(-4)).toEqual([
      "sas-eurobonus",
      "sas-eurobonus-premium",
      "sas-amex-elite",
      "amex-platinum",
    ]);
    expect(grounded.markup).toContain("EuroBonus-poengene er ikke regnet med, fordi du ikke oppgir flyreiser");
    expect(grounded.markup).toContain("Poeng er ikke regnet med, fordi du ikke oppgir flyreiser");
  });

  it("does not ask about SAS flights, so applies SAS's top rate to none of the travel, and says so", () => {
    const { markup } = render("/beste-cashback-kredittkort?dagligvarer=0&drivstoff=0&annet=0&reiser=20000&flyreiser=2");
    // 20 000 × 1 % − 465 = −265 kr: the 2 % is not applied to hotels and package trips.
    expect(markup).toMatch(/>200\skr i poengverdi minus 465\skr/);
    expect(markup).toContain("gjelder bare flybilletter hos SAS. Kalkulatoren spør ikke om dem");
  });

  it("says for each card the lounges and travel insurance it does not count", () => {
    const { markup } = render(`/beste-cashback-kredittkort?${cashbackQuery(household)}`);
    expect(markup).toContain("Loungetilgangen og reiseforsikringen er ikke regnet med. Restaurantopplevelsene");
    expect(markup).not.toMatch(/Lounger, restaurantopplevelser og forsikringer/);
  });
});
