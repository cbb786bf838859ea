import { afterEach, describe, expect, it } from "vitest";
import { cardById, cardBySlug } from "#content/cards";
import { cashbackGuideFacts } from "#content/cashback-guide";
import { earningAssumptions, earningRules } from "#content/earning-rules";
import { savingsGuideFacts } from "#content/savings-guide";
import { cardValue, rewardUse, toRankableCard } from "~/shared/finance/cashback-ranking";
import { formatKr } from "~/shared/format/format";
import { renderRoute, textOf, type PageModule } from "../../../tests/support/render-route";
import * as cashbackGuide from "./cashback/cashback-guide.route";
import * as savingsGuide from "./savings/savings-guide.route";

/**
 * The guides' worked examples name cards with what they give a year, so they follow the rules every ranking
 * follows (decision 0032): the same arithmetic as cardValue, the fees a year (annual and twelve monthly), and
 * points only for a reader who flies, by the answer the example states.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** What the shared ranking gives a card when all the spending is ordinary purchases, for a reader with these flights. */
function rankingNet(slug: string, spendKr: number, flightsPerYear: number): number {
  const card = cardBySlug(slug)!;
  const rule = earningRules.find((candidate) => candidate.cardId === card.id)!;
  const spend = { groceries: 0, fuel: 0, other: spendKr, travel: 0 };
  return cardValue(
    toRankableCard(card),
    rule,
    spend,
    earningAssumptions,
    rewardUse({ flightsPerYear, partnerFlightsKr: 0 }),
  ).net;
}

/** The rows of the table whose caption starts with `caption`, as the text of each row. */
function rowsOf(markup: string, caption: string): string[] {
  const table = markup
    .split("<table")
    .map((part) => part.split("</table>")[0]!)
    .find((part) => /<caption[^>]*>([\s\S]*?)<\/caption>/.exec(part)?.[1]?.includes(caption));
  if (!table) throw new Error(`Fant ikke tabellen «${caption}»`);
  return [...table.matchAll(/<tr[\s\S]*?<\/tr>/g)].map((row) => plain(textOf(row[0])));
}

const cashbackFlights = cashbackGuideFacts.exampleFlightsPerYear;
const savingsFlights = savingsGuideFacts.premiumReaderFlightsPerYear;
afterEach(() => {
  (cashbackGuideFacts as { exampleFlightsPerYear: number }).exampleFlightsPerYear = cashbackFlights;
  (savingsGuideFacts as { premiumReaderFlightsPerYear: number }).premiumReaderFlightsPerYear = savingsFlights;
});

describe("the cashback guide's table follows the rankings' rules", () => {
  const path = "/guider/beste-cashback-kredittkort";
  const caption = "Hva kortene gir tilbake";

  it("states its household's flights, and each card's net a year is the shared ranking's", async () => {
    const { markup } = await renderRoute(cashbackGuide as PageModule, path);
    const text = plain(textOf(markup));
    expect(text).toContain(
      `Husholdningen i eksempelet flyr ${cashbackFlights} ganger i året og bruker poengene på bonusreiser`,
    );
    const rows = rowsOf(markup, caption).slice(1);
    expect(rows).toHaveLength(cashbackGuideFacts.exampleCardIds.length);
    cashbackGuideFacts.exampleCardIds
      .map((id) => cardById(id)!.urlSlug)
      .forEach((slug, index) => {
        const net = rankingNet(slug, cashbackGuideFacts.exampleYearlySpendKr, cashbackFlights);
        expect(rows[index], slug).toContain(cardBySlug(slug)!.name);
        expect(rows[index], slug).toContain(plain(formatKr(net)));
      });
    // SAS EuroBonus at 1 % in points on 200 000 kr, less its annual fee: counted, as the household flies.
    expect(rows[2]).toContain("Poengene regnet om til kroner");
  });

  it("for a household that does not fly, points count for nothing and the rows say so", async () => {
    (cashbackGuideFacts as { exampleFlightsPerYear: number }).exampleFlightsPerYear = 0;
    const { markup } = await renderRoute(cashbackGuide as PageModule, path);
    expect(plain(textOf(markup))).toContain("Husholdningen i eksempelet flyr ikke, så poengene er ikke regnet med");
    const rows = rowsOf(markup, caption).slice(1);
    cashbackGuideFacts.exampleCardIds
      .map((id) => cardById(id)!.urlSlug)
      .forEach((slug, index) => {
        const card = cardBySlug(slug)!;
        expect(rows[index], slug).toContain(
          plain(formatKr(rankingNet(slug, cashbackGuideFacts.exampleYearlySpendKr, 0))),
        );
        if (card.cashbackInPoints) {
          expect(rows[index], slug).toContain("Poengene er ikke regnet med");
          expect(rows[index], slug).toContain(plain(formatKr(-card.annualFee)));
        }
      });
  });
});

describe("the savings guide's premium card against the free card follows the rankings' rules", () => {
  const path = "/guider/spar-ti-tusen-kroner-aarlig";
  const spend = savingsGuideFacts.cardExample.yearlySpendKr;
  const premium = cardById(savingsGuideFacts.premiumCardId)!;
  const caption = premium.name;

  it("counts the points of a reader who flies, says so, and nets them as the ranking does", async () => {
    const { markup } = await renderRoute(savingsGuide as PageModule, path);
    const text = plain(textOf(markup));
    expect(text).toContain(`Poengene er regnet om til kroner for deg som flyr ${savingsFlights} ganger i året`);
    const [premiumRow] = rowsOf(markup, caption).slice(1);
    expect(premiumRow).toContain(plain(formatKr(rankingNet(premium.urlSlug, spend, savingsFlights))));
  });

  it("for a reader who does not fly, the premium card nets minus its fee and never beats the free card", async () => {
    (savingsGuideFacts as { premiumReaderFlightsPerYear: number }).premiumReaderFlightsPerYear = 0;
    const { markup } = await renderRoute(savingsGuide as PageModule, path);
    const text = plain(textOf(markup));
    const [premiumRow] = rowsOf(markup, caption).slice(1);
    expect(premiumRow).toContain(plain(formatKr(-premium.annualFee)));
    expect(text).toContain(`${premium.name} gir aldri mer tilbake enn`);
    expect(text).toContain("Regnestykket gjelder deg som ikke flyr, så poengene er ikke regnet med");
  });
});
