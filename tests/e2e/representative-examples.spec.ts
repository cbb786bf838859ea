import { expect, test, type Page } from "@playwright/test";
import { cards } from "../../content/cards";
import { effectiveRate, monthlyInstalmentCashFlows } from "../../app/shared/finance/effective-rate";
import { prerenderedPaths, serverRenderedStates } from "./site-pages";
import { withEveryBlockLaidOut } from "./laid-out";

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
  return withEveryBlockLaidOut(page, () => examplesAsShown(page));
}

async function examplesAsShown(page: Page): Promise<{ text: string; offerText: string; examples: PrintedExample[] }> {
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

/**
 * «Å låne penger koster penger.» (Directive (EU) 2023/2225 art. 8(1): clear and prominent) in the same block as
 * every representative example and every apply link: visible, not behind a disclosure, and at least the size
 * of the example's text or the apply button's.
 */
type WarningProblem = { what: string; problem: string };

async function warningProblems(page: Page): Promise<{ examples: number; links: number; problems: WarningProblem[] }> {
  return withEveryBlockLaidOut(page, () => warningsAsShown(page));
}

async function warningsAsShown(page: Page): Promise<{ examples: number; links: number; problems: WarningProblem[] }> {
  return page.evaluate(() => {
    const WARNING = "Å låne penger koster penger.";
    const EXAMPLE = /Eff\. rente \d+(?:,\d+)? %, \d[\d ]* kr o\/\d+ mnd\./;
    const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");
    const px = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const problems: { what: string; problem: string }[] = [];
    // The smallest element holding the warning's words inside `block`.
    const warningIn = (block: Element): Element | null => {
      if (!flat(block.textContent ?? "").includes(WARNING)) return null;
      let holder = block;
      for (;;) {
        const child = [...holder.children].find((c) => flat(c.textContent ?? "").includes(WARNING));
        if (!child) return holder;
        holder = child;
      }
    };
    // An example's block: the element its words are in, or the block around an inline one (a card in a list).
    const blockOf = (element: Element): Element => {
      let block = element;
      while (block.parentElement && getComputedStyle(block).display === "inline") block = block.parentElement;
      return block;
    };
    const check = (what: string, block: Element, minimumPx: number) => {
      const warning = warningIn(block);
      if (!warning) return problems.push({ what, problem: "no warning in its block" });
      const box = warning.getBoundingClientRect();
      if (!warning.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || box.width < 20)
        return problems.push({ what, problem: "warning not visible" });
      if (px(warning) < minimumPx) problems.push({ what, problem: `warning ${px(warning)}px < ${minimumPx}px` });
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let examples = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript")) continue;
      if (!EXAMPLE.test(flat(node.textContent ?? ""))) continue;
      examples++;
      // One drawn for another width (hidden here) still carries its warning; it is measured where it shows.
      if (!parent.checkVisibility()) {
        if (!warningIn(blockOf(parent))) problems.push({ what: flat(node.textContent ?? ""), problem: "no warning" });
        continue;
      }
      check(flat(node.textContent ?? "").slice(0, 80), blockOf(parent), px(parent));
    }
    // Apply links: through /go/ for a card that pays us, straight to the bank for one that does not.
    const links = [...document.querySelectorAll("a")].filter(
      (link) => (link.textContent ?? "").startsWith("Søk om dette kortet") && link.checkVisibility(),
    );
    // An apply link's block: the column it stands in with its note.
    for (const link of links) check(`apply link ${link.getAttribute("href")}`, link.parentElement ?? link, px(link));
    return { examples, links: links.length, problems };
  });
}

test.describe("«Å låne penger koster penger.» beside every example and apply link", () => {
  for (const path of [...prerenderedPaths(), ...serverRenderedStates, ...comparisons, "/sok?q=amex"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const { problems } = await warningProblems(page);
      expect(problems, path).toEqual([]);
    });
  }

  test("the card list: ten examples and ten apply links, each with its warning, at 320 px too", async ({ page }) => {
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/kredittkort");
      const { examples, links, problems } = await warningProblems(page);
      expect(examples).toBe(cards.length);
      expect(links).toBe(cards.length);
      expect(problems).toEqual([]);
    }
    // The check sees a warning that is gone or smaller than its example.
    const warnings = page.locator("strong", { hasText: "Å låne penger koster penger." });
    await warnings.first().evaluate((warning) => warning.remove());
    await warnings.nth(1).evaluate((warning) => warning.setAttribute("style", "font-size: 9px"));
    const { problems } = await warningProblems(page);
    expect(problems.map((problem) => problem.problem)).toEqual(["no warning in its block", "warning 9px < 14px"]);
  });
});

/**
 * Cost before benefits: every block that names a card with a price or a benefit (marked data-card-offer) has its
 * representative example in the same block, at least the size and weight of its largest price or benefit figure
 * (data-offer-figure). Forbrukertilsynet's guidance on marketing of credit: the cost at least as prominent.
 */
type ProminenceProblem = { block: string; problem: string };

async function prominenceProblems(page: Page): Promise<{ blocks: number; problems: ProminenceProblem[] }> {
  return withEveryBlockLaidOut(page, () => prominenceAsShown(page));
}

async function prominenceAsShown(page: Page): Promise<{ blocks: number; problems: ProminenceProblem[] }> {
  return page.evaluate(() => {
    const problems: { block: string; problem: string }[] = [];
    const style = (element: Element) => {
      const computed = getComputedStyle(element);
      return { px: parseFloat(computed.fontSize), weight: Number(computed.fontWeight) };
    };
    const blocks = [...document.querySelectorAll("[data-card-offer]")].filter((block) => block.checkVisibility());
    for (const block of blocks) {
      const name = (block.querySelector("h3, a")?.textContent ?? "").trim().slice(0, 60);
      const example = block.querySelector("[data-representative-example]");
      if (!example) {
        problems.push({ block: name, problem: "no representative example in the block" });
        continue;
      }
      // The example's figures are its own text (the paragraph's), not the bold heading before them.
      const cost = style(example);
      for (const figure of block.querySelectorAll("[data-offer-figure]")) {
        const benefit = style(figure);
        if (benefit.px > cost.px)
          problems.push({ block: name, problem: `figure ${benefit.px}px > example ${cost.px}px` });
        if (benefit.weight > cost.weight)
          problems.push({ block: name, problem: `figure weight ${benefit.weight} > example ${cost.weight}` });
      }
    }
    return { blocks: blocks.length, problems };
  });
}

test.describe("cost at least as prominent as the benefits, in every block that names a card", () => {
  // The server-rendered results, beside every prerendered page.
  const offerPages = [
    "/beste-cashback-kredittkort-2025?dagligvarer=8000&drivstoff=2000&annet=12000&reiser=30000&beregn=1",
    "/kortvelger?betaling=som-regel&saldo=20000&dagligvarer=6000&annet=10000&reiser=20000&flyreiser=4&lounge=ja&forsikring=ja&beregn=1",
  ];
  for (const path of [...new Set([...prerenderedPaths(), ...offerPages])]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const { problems } = await prominenceProblems(page);
      expect(problems, path).toEqual([]);
    });
  }

  test("the check finds the blocks, and sees an example that is missing or smaller than a benefit", async ({
    page,
  }) => {
    await page.goto("/beste-cashback-kredittkort-2025");
    const { blocks } = await prominenceProblems(page);
    // Three ranked cards and the best card per category.
    expect(blocks).toBeGreaterThanOrEqual(4);
    const offers = page.locator("[data-card-offer]");
    await offers
      .nth(0)
      .locator("[data-representative-example]")
      .evaluate((example) => example.remove());
    await offers
      .nth(1)
      .locator("[data-offer-figure]")
      .first()
      .evaluate((figure) => figure.setAttribute("style", "font-size: 40px"));
    const { problems } = await prominenceProblems(page);
    expect(problems.map((problem) => problem.problem)).toEqual([
      "no representative example in the block",
      expect.stringMatching(/^figure 40px > example \d+px$/),
    ]);
  });
});
