import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { travelCalculatorValues } from "#content/calculator-assumptions";
import { cardFinderAssumptions } from "#content/card-finder";
import { earningRules } from "#content/earning-rules";
import { finderRankingParameters, sharedRankingParameters } from "~/shared/finance/ranking-parameters-text";
import { formatKr, formatNumber, formatPercent } from "~/shared/format/format";
import { RATING_METHOD_PATH } from "~/shared/rating/rating-method";
import { loader as finderLoader } from "~/site/card-finder/card-finder.route";
import RankingMethod, { loader } from "./ranking-method.route";

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f\s]+/g, " ")
    .trim();
const page = textOf(
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [RATING_METHOD_PATH] },
      createElement(RankingMethod as never, { loaderData: loader(), params: {}, matches: [] }),
    ),
  ),
);
const finder = (query: string) =>
  finderLoader({ request: new Request(`http://localhost/kortvelger${query}`), params: {}, context: {} } as never).data;

describe("the method page states the parameters Kortvelgeren and the calculators rank with", () => {
  const facts = loader().rankingParameters;

  it("reads them from the constants the rankings read", () => {
    expect(facts).toEqual({
      travelPartner: earningRules.find((rule) => rule.travelPartner)?.travelPartner,
      ...cardFinderAssumptions,
      loungePerVisitKr: travelCalculatorValues.loungePerVisitKr,
      insuranceShareOfTripSpend: travelCalculatorValues.insuranceShareOfTripSpend,
      insuranceMinKr: travelCalculatorValues.insuranceMinKr,
      insuranceMaxKr: travelCalculatorValues.insuranceMaxKr,
    });
    for (const line of [...sharedRankingParameters(facts), ...finderRankingParameters(facts)])
      expect(page).toContain(textOf(line));
  });

  it.each([
    ["the lounge value per visit", formatKr(travelCalculatorValues.loungePerVisitKr)],
    ["the visits per flight", `${formatNumber(cardFinderAssumptions.loungeVisitsPerFlight)} besøk per flyreise`],
    ["the insurance's share", formatPercent(travelCalculatorValues.insuranceShareOfTripSpend * 100)],
    [
      "the months for «noen ganger»",
      `${formatNumber(cardFinderAssumptions.monthsWithBalance.sometimes)} for «noen ganger»`,
    ],
    ["the months for «som regel»", `${formatNumber(cardFinderAssumptions.monthsWithBalance.usually)} for «som regel»`],
    ["the partner airline", `flybilletter hos ${facts.travelPartner}`],
    ["the monthly fees", "tolv månedsgebyr"],
  ])("says %s (%s)", (_, words) => {
    expect(page).toContain(words.replace(/[\u00a0\u202f]/g, " "));
  });

  it("and Kortvelgeren ranks with what the page says", () => {
    // Lounges: five flights give five times the visits per flight, each at the stated value.
    const lounge = finder(
      "?betaling=hele&dagligvarer=5000&annet=5000&reiser=50000&flyreiser=5&lounge=ja",
    ).outcome!.rows.find((row) => row.card.loungeAccess)!;
    expect(lounge.lounge).toBe(5 * facts.loungeVisitsPerFlight * facts.loungePerVisitKr);
    // Months: unanswered, «noen ganger» and «som regel» carry the stated months.
    const months = (habit: string) =>
      finder(`?betaling=${habit}&saldo=5000&dagligvarer=5000&annet=5000`).outcome!.profile.monthsCarried;
    expect(months("noen-ganger")).toBe(facts.monthsWithBalance.sometimes);
    expect(months("som-regel")).toBe(facts.monthsWithBalance.usually);
    // Points: not counted without flights, counted with.
    const points = (flights: number) =>
      finder(`?betaling=hele&dagligvarer=5000&annet=5000&flyreiser=${flights}`).outcome!.rows.find(
        (row) => row.card.urlSlug === "amex-platinum",
      )!.value.earned;
    expect(points(0)).toBe(0);
    expect(points(1)).toBeGreaterThan(0);
  });
});
