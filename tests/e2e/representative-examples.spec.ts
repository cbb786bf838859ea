import { expect, test, type Page } from "@playwright/test";
import { cards } from "../../content/cards";
import { effectiveRate, monthlyInstalmentCashFlows } from "../../app/shared/finance/effective-rate";
import { prerenderedPaths, serverRenderedStates } from "./site-pages";

/**
 * An auditor's check of every page: find each printed representative example ("Eff. rente X %,
 * 15 000 kr o/12 mnd. Kostnad: Y kr. Totalt: Z kr.") and recompute X from the printed figures
 * alone, as finansavtaleforskriften § 1-4 defines it. Also: no page prints an effective rate that
 * is not the rate of an example on the same page, outside a guide's worked example of a
 * hypothetical debt (marked data-worked-example, with its own stated assumptions).
 */
const EXAMPLE =
  /Eff\. rente (\d+(?:,\d+)?) %, (\d[\d ]*) kr o\/(\d+) mnd\. Kostnad: (\d[\d ]*) kr\. Totalt: (\d[\d ]*) kr\./g;
const EFFECTIVE_RATE_FIGURE =
  /(?:eff\.|effektiv(?:e)?) rente(?:n)?(?: [a-zæøå]+){0,6}:? (\d+(?:,\d+)?) %(?: (?:til|og) (\d+(?:,\d+)?) %)?/gi;
const NOMINAL_RATE_FIGURE = /nominell(?:e)? rente(?:n)?(?: [a-zæøå]+){0,4}:? (\d+(?:,\d+)?) %/gi;
const STANDARD_INFORMATION = /Nominell rente (\d+(?:,\d+)?) %, årsgebyr/g;

const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");
const number = (text: string) => Number(text.replace(/ /g, "").replace(",", "."));

type PrintedExample = { rate: number; principal: number; months: number; cost: number; total: number };

async function printedExamples(page: Page): Promise<{ text: string; offerText: string; examples: PrintedExample[] }> {
  const text = normalise(await page.locator("body").innerText());
  const offerText = normalise(
    await page.evaluate(() => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      copy.querySelectorAll("[data-worked-example]").forEach((element) => element.remove());
      document.body.append(copy);
      copy.hidden = false;
      const inner = copy.innerText;
      copy.remove();
      return inner;
    }),
  );
  const examples = [...text.matchAll(EXAMPLE)].map((match) => ({
    rate: number(match[1] ?? ""),
    principal: number(match[2] ?? ""),
    months: number(match[3] ?? ""),
    cost: number(match[4] ?? ""),
    total: number(match[5] ?? ""),
  }));
  return { text, offerText, examples };
}

function checkExamples(path: string, offerText: string, examples: PrintedExample[]) {
  for (const example of examples) {
    const label = `${path}: ${JSON.stringify(example)}`;
    expect(example.total, label).toBe(example.principal + example.cost);
    const recomputed = effectiveRate(
      monthlyInstalmentCashFlows(example.principal, example.total / example.months, example.months),
    );
    expect(Math.round(recomputed * 10) / 10, label).toBe(example.rate);
  }
  // Every effective rate the page prints is the rate of one of its examples: a rate never stands alone.
  const exampleRates = new Set(examples.map((example) => example.rate));
  // Both ends of a range count: the page shows the examples of the cards at its ends.
  for (const match of offerText.matchAll(EFFECTIVE_RATE_FIGURE)) {
    for (const figure of [match[1], match[2]].filter((value): value is string => value !== undefined)) {
      expect(
        exampleRates.has(number(figure)),
        `${path}: «${match[0]}» has no representative example with that rate on the page`,
      ).toBe(true);
    }
  }
  // A nominal rate appears only in the standard information beside an example.
  const nominalRates = new Set([...offerText.matchAll(STANDARD_INFORMATION)].map((match) => number(match[1] ?? "")));
  for (const match of offerText.matchAll(NOMINAL_RATE_FIGURE)) {
    expect(
      nominalRates.has(number(match[1] ?? "")),
      `${path}: «${match[0]}» is a nominal rate outside the standard information`,
    ).toBe(true);
  }
}

const comparisons = [
  `/sammenlign?kort=${cards
    .slice(0, 3)
    .map((card) => card.urlSlug)
    .join(",")}`,
  `/sammenlign?kort=${cards
    .slice(-3)
    .map((card) => card.urlSlug)
    .join(",")}`,
  "/sammenlign?kort=remember-gold,sas-amex-elite,sas-eurobonus",
];

test.describe("representative examples recomputed from the printed figures", () => {
  for (const path of [...prerenderedPaths(), ...serverRenderedStates, ...comparisons]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const { offerText, examples } = await printedExamples(page);
      checkExamples(path, offerText, examples);
    });
  }

  test("every card's example is printed on its own page and on the card list", async ({ page }) => {
    await page.goto("/kredittkort");
    const { examples } = await printedExamples(page);
    expect(examples).toHaveLength(cards.length);
    // The fee-free cards' effective rate is their rate; a fee makes it higher.
    const rates = new Set(examples.map((example) => example.rate));
    for (const card of cards.filter((c) => c.annualFee === 0)) expect(rates.has(card.interestRate)).toBe(true);
  });

  test("the comparison gives 'Lavest effektiv rente' to the card whose example costs least", async ({ page }) => {
    // Same rate before fees (17,9 %): the fee makes SAS Amex Elite's credit the dearer.
    await page.goto("/sammenlign?kort=sas-amex-elite,remember-gold");
    const row = page.locator("tr", { has: page.getByRole("rowheader", { name: "Effektiv rente" }) });
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).not.toContainText("Lavest effektiv rente");
    await expect(cells.nth(1)).toContainText("Lavest effektiv rente");
  });
});
