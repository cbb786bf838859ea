import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { cashbackArticleFacts, cashbackSummary } from "#content/cashback-article";
import { cashbackQuery } from "~/site/calculators/cashback-calculator";
import { formatKr, formatNumber, formatPercent } from "~/shared/format/format";
import BestCashbackArticle, { loader } from "./best-cashback.route";

const PATH = "/beste-cashback-kredittkort";
const householdUrl = `${PATH}?${cashbackQuery(cashbackArticleFacts.household)}`;

/** The page as the server renders it for a URL (the calculator's result included when the URL carries its fields). */
function render(url: string): string {
  const page = createElement(BestCashbackArticle as never, { loaderData: loader() } as never);
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [url] }, page));
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ");

describe("the best-cashback article agrees with its own calculator", () => {
  const markup = render(householdUrl);

  it("shows the ranked blocks in the order the calculator on the same page ranks the household's cards", () => {
    const blocks = [...markup.matchAll(/<article id="cashback-([a-z0-9-]+)"/g)].map((match) => match[1]);
    const list = markup.slice(markup.indexOf('aria-label="Kortene rangert etter verdi for deg"'));
    const rows = [...list.matchAll(/href="\/kort\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(blocks).toHaveLength(3);
    expect(rows).toHaveLength(cards.length);
    expect(blocks).toEqual(rows.slice(0, 3));
  });

  it("marks the first block, and only it, 'Vårt valg'", () => {
    const blocks = markup.split('<article id="cashback-').slice(1);
    expect(blocks.map((block) => block.includes("Vårt valg"))).toEqual([true, false, false]);
  });

  it("links to the calculator with the household filled in", () => {
    expect(markup).toContain(`href="${householdUrl.replace(/&/g, "&amp;")}#kalkulator"`);
  });

  it("shows the four summary figures as computed from the data", () => {
    const summary = cashbackSummary();
    const figures = [...markup.slice(markup.indexOf('id="kortversjonen"')).matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)]
      .slice(0, 4)
      .map((match) => match[1]!.replace(/[\u00a0\u202f]/g, " "));
    expect(figures).toEqual(
      [
        formatPercent(summary.highestFlatRate.percent),
        formatKr(summary.lowestAnnualFee.kr),
        formatKr(Math.round(summary.average.earned)),
        formatNumber(summary.cardsCompared),
      ].map((value) => value.replace(/[\u00a0\u202f]/g, " ")),
    );
    expect(figures).toEqual(["2 %", "0 kr", "1 943 kr", "10"]);
  });

  it("prints no effective rate without a representative example with that rate on the page", () => {
    const page = text(markup);
    const exampleRates = new Set(
      [...page.matchAll(/Eff\. rente (\d+(?:,\d+)?) %, 15 000 kr o\/12 mnd\./g)].map((match) => match[1]),
    );
    // Every card the page names with a price or benefit has its example: the three ranked, the best per
    // category, the key figures' cards and the calculator's rows.
    expect(exampleRates.size).toBeGreaterThanOrEqual(3);
    for (const match of page.matchAll(/(?:eff\.|effektiv(?:e)?) rente(?:n)?(?: [a-zæøå]+){0,6}:? (\d+(?:,\d+)?) %/gi)) {
      expect(exampleRates.has(match[1]), match[0]).toBe(true);
    }
  });

  it("states re:member Black's fee as its card page does, and no cap on cashback it does not pay", () => {
    const page = text(render(PATH));
    expect(page).not.toContain("1 995 kr");
    expect(page).not.toContain("testperioden");
    expect(page).not.toContain("50 000 kr i året");
  });
});
