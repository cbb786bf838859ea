import { beforeAll, describe, expect, it } from "vitest";
import { cardBySlug } from "#content/cards";
import type { CreditCard } from "#content/card-schema";
import { cardRating, starsOf } from "~/shared/rating/rating-method";
import { ratingRuleText } from "~/shared/rating/rating-method-text";
import { cardFactText } from "~/shared/cards/card-fact-text";
import { creditLimitText } from "~/shared/cards/card-text";
import { printedEffectiveRate } from "~/shared/cards/representative-example";
import { formatAnnualFee, formatEffectiveRate, formatKr, formatRating } from "~/shared/format/format";
import { renderRoute, textOf, type PageModule } from "../../tests/support/render-route";
import * as bestCards from "./articles/best-cards/best-cards.route";
import * as bestCashback from "./articles/best-cashback/best-cashback.route";
import * as bestInTest from "./articles/best-in-test/best-in-test.route";
import * as cardVsDebit from "./articles/card-vs-debit/card-vs-debit.route";
import * as cardList from "./card-list/cards.route";
import * as home from "./card-list/home.route";
import * as beginnerGuide from "./guides/beginner/beginner-guide.route";
import * as cashbackGuide from "./guides/cashback/cashback-guide.route";
import * as savingsGuide from "./guides/savings/savings-guide.route";
import * as travelGuide from "./guides/travel/travel-guide.route";

/** Every page that names cards beside their figures, as the server renders it. */
const pages: Array<[string, PageModule]> = [
  ["/", home as PageModule],
  ["/kredittkort", cardList as PageModule],
  ["/beste-kredittkort", bestCards as PageModule],
  ["/beste-cashback-kredittkort", bestCashback as PageModule],
  ["/beste-kredittkort-i-test", bestInTest as PageModule],
  ["/kredittkort-vs-bankkort", cardVsDebit as PageModule],
  ["/guider/nybegynnerguiden-til-kredittkort", beginnerGuide as PageModule],
  ["/guider/beste-cashback-kredittkort", cashbackGuide as PageModule],
  ["/guider/spar-ti-tusen-kroner-aarlig", savingsGuide as PageModule],
  ["/guider/reisekredittkort-fordeler-fallgruver", travelGuide as PageModule],
];

/** Each element `tag` in the markup with everything inside it, nested ones included (balanced, not greedy). */
function elements(markup: string, tag: string): string[] {
  const found: string[] = [];
  const open = new RegExp(`<${tag}[\\s>]`, "g");
  for (const start of markup.matchAll(open)) {
    const token = new RegExp(`<${tag}[\\s>]|</${tag}>`, "g");
    token.lastIndex = start.index + 1;
    let depth = 1;
    for (let match = token.exec(markup); match; match = token.exec(markup)) {
      depth += match[0].startsWith("</") ? -1 : 1;
      if (depth === 0) {
        found.push(markup.slice(start.index, match.index + match[0].length));
        break;
      }
    }
  }
  return found;
}

/** The cards a block links to by their page, once each. */
const namedCards = (block: string) => new Set([...block.matchAll(/href="\/kort\/([a-z0-9-]+)[#"]/g)].map((m) => m[1]!));

/** Every figure a block states about its card under a key-fact label, as <dt>label</dt><dd>value</dd>. */
function labelledFigures(block: string): Array<{ label: string; value: string }> {
  return [...block.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((match) => ({
    label: textOf(match[1]!),
    value: textOf(match[2]!),
  }));
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** What the store says for a labelled fact, in each way a page may print it; undefined for other labels. */
function storeValues(card: CreditCard, label: string): string[] | undefined {
  switch (label) {
    case cardFactText.annualFee:
      return [formatAnnualFee(card.annualFee), formatKr(card.annualFee)].map(plain);
    case cardFactText.effectiveRate:
      return [plain(formatEffectiveRate(printedEffectiveRate(card)))];
    case cardFactText.creditLimit:
      return [plain(creditLimitText(card))];
    default:
      return undefined;
  }
}

type Block = { page: string; card: CreditCard; markup: string; text: string };

/** Every block (article, list item, table row) on the pages that names exactly one card. */
async function blocksNamingOneCard(): Promise<Block[]> {
  const blocks: Block[] = [];
  for (const [path, module] of pages) {
    const { markup } = await renderRoute(module, path);
    for (const block of ["article", "li", "tr"].flatMap((tag) => elements(markup, tag))) {
      const named = [...namedCards(block)];
      if (named.length !== 1) continue;
      const card = cardBySlug(named[0]!);
      if (!card) throw new Error(`${path} lenker til /kort/${named[0]}, som ikke finnes`);
      blocks.push({ page: path, card, markup: block, text: plain(textOf(block)) });
    }
  }
  return blocks;
}

describe("every fact a page states about a named card is the card store's", () => {
  let blocks: Block[] = [];
  beforeAll(async () => {
    blocks = await blocksNamingOneCard();
  });

  it("finds the blocks that name cards on every page that shows cards with figures", () => {
    const pagesWithBlocks = new Set(blocks.map((block) => block.page));
    for (const path of [
      "/",
      "/beste-kredittkort",
      "/beste-cashback-kredittkort",
      "/beste-kredittkort-i-test",
      "/guider/reisekredittkort-fordeler-fallgruver",
    ])
      expect(pagesWithBlocks.has(path), path).toBe(true);
  });

  it("each key figure (annual fee, effective rate, credit limit) is the store's", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const block of blocks)
      for (const { label, value } of labelledFigures(block.markup)) {
        const expected = storeValues(block.card, label);
        if (!expected) continue;
        checked += 1;
        if (!expected.includes(plain(value)))
          wrong.push(`${block.page}: ${block.card.name}, ${label} «${value}», kortdataene: «${expected[0]}»`);
      }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it("each rating is the published method's, and only a card with stars has one", () => {
    const wrong: string[] = [];
    for (const block of blocks)
      for (const match of block.text.matchAll(/Vurdering: (\d,\d) av 5/g)) {
        const stars = starsOf(block.card);
        const stated = stars === undefined ? "ingen" : formatRating(stars);
        if (match[1] !== stated)
          wrong.push(`${block.page}: ${block.card.name} ${match[1]} av 5, kortdataene: ${stated}`);
      }
    expect(wrong).toEqual([]);
  });

  it("each representative example is the store's card's", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const block of blocks)
      for (const match of block.text.matchAll(/Eff\. rente (\d+(?:,\d+)?) %, 15 000 kr o\/12 mnd\./g)) {
        checked += 1;
        const expected = plain(formatEffectiveRate(printedEffectiveRate(block.card))).replace(" %", "");
        if (match[1] !== expected)
          wrong.push(`${block.page}: ${block.card.name} ${match[1]} %, kortdataene: ${expected} %`);
      }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });

  it("the travel guide prices and rates only cards of the store, each with its example", () => {
    const travel = blocks.filter((block) => block.page === "/guider/reisekredittkort-fordeler-fallgruver");
    const articles = travel.filter((block) => block.markup.startsWith("<article"));
    expect(articles.map((block) => block.card.urlSlug)).toEqual([
      "sas-eurobonus-premium",
      "sas-amex-elite",
      "amex-platinum",
    ]);
    const platinum = articles.find((block) => block.card.urlSlug === "amex-platinum")!;
    expect(platinum.text).toContain(`${cardFactText.annualFee} ${plain(formatAnnualFee(9_000))}`);
    // The published method's stars (1,8 today), not the typed 4,8 the guide used to print.
    expect(platinum.text).toContain(`Vurdering: ${formatRating(starsOf(platinum.card)!)} av 5`);
    for (const block of articles) expect(block.text).toContain(cardFactText.representativeExampleHeading);
    // Each box is a block the browser test of cost before benefits measures (tests/e2e/representative-examples.spec.ts).
    for (const block of articles) expect(block.markup).toMatch(/^<article[^>]*data-card-offer=""/);
  });

  it("the travel guide names its other travel cards without a price or a benefit, which would need their examples", async () => {
    const { markup } = await renderRoute(travelGuide as PageModule, "/guider/reisekredittkort-fordeler-fallgruver");
    const sentence = elements(markup, "p")
      .map((paragraph) => plain(textOf(paragraph)))
      .find((text) => text.includes("er disse reisekort med poeng hos et flyselskap"));
    expect(sentence).toBeDefined();
    expect(sentence).toContain("SAS EuroBonus");
    expect(sentence).not.toMatch(/\d\s?kr|reisedekning/);
  });

  it("every ranked card's block names the criteria its rating does not know, as the card page does", () => {
    const ranked = blocks.filter(
      (block) =>
        // The rating's rankings; the cashback article orders by the household's value, and its stars link to the
        // method page's list of each card's unknown criteria (its first round trip has no room for the line).
        ["/beste-kredittkort", "/guider/reisekredittkort-fordeler-fallgruver"].includes(block.page) &&
        block.markup.startsWith("<article"),
    );
    const missing: string[] = [];
    for (const block of ranked) {
      const { unknown } = cardRating(block.card);
      if (unknown.length === 0) continue;
      const line =
        starsOf(block.card) === undefined
          ? ratingRuleText.unknownWithoutStars(unknown)
          : ratingRuleText.unknownOnCard(unknown);
      if (!block.text.includes(plain(line))) missing.push(`${block.page}: ${block.card.name} mangler «${line}»`);
    }
    expect(missing).toEqual([]);
    // The travel guide's three boxes among them, each with the line (no card has every criterion known today).
    const travel = ranked.filter((block) => block.page === "/guider/reisekredittkort-fordeler-fallgruver");
    expect(travel.map((block) => block.card.urlSlug)).toEqual([
      "sas-eurobonus-premium",
      "sas-amex-elite",
      "amex-platinum",
    ]);
    const amex = travel.find((block) => block.card.urlSlug === "amex-platinum")!;
    expect(amex.text).toContain(
      "Regnet uten kjøp i utenlandsk valuta og rentefrie dager, som vi ikke kjenner for dette kortet.",
    );
  });
});
