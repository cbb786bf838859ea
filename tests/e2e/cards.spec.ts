import { expect, test } from "@playwright/test";
import { cards } from "../../content/cards";
import { factText } from "../../app/shared/cards/card-facts";
import { cashbackText } from "../../app/shared/cards/card-text";
import { cardRating, starsOf } from "../../app/shared/rating/rating-method";
import { formatAnnualFee, formatEffectiveRate, formatRating } from "../../app/shared/format/format";
import {
  printedEffectiveRate,
  representativeExampleText,
  standardInformationText,
} from "../../app/shared/cards/representative-example";
import { uiText } from "../../app/site/site-text";

const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

test.describe("home comparison filters", () => {
  test("each filter shows only matching cards and marks itself pressed", async ({ page }) => {
    await page.goto("/");
    const comparison = page.locator("#comparison");
    const tiles = comparison.getByRole("article");
    await expect(tiles).toHaveCount(10);

    await comparison.getByRole("button", { name: "Premium kort" }).click();
    await expect(page).toHaveURL(/filter=premium/);
    await expect(comparison.getByRole("button", { name: "Premium kort" })).toHaveAttribute("aria-pressed", "true");
    await expect(comparison.getByRole("button", { name: "Alle kort" })).toHaveAttribute("aria-pressed", "false");
    // Premium means the Premium category, as on /kredittkort.
    await expect(tiles).toHaveCount(cards.filter((card) => card.category === "Premium").length);
    await expect(comparison).toContainText("Kortene i kategorien Premium");

    await comparison.getByRole("button", { name: "Ingen årsgebyr" }).click();
    await expect(tiles).toHaveCount(6);
    for (const fee of await tiles.locator("dd").first().allTextContents()) expect(normalise(fee)).toBe("0 kr");

    await comparison.getByRole("button", { name: "Alle kort" }).click();
    await expect(tiles).toHaveCount(10);
    await expect(comparison.getByRole("link", { name: "Se alle 10 kredittkort" })).toBeVisible();
    // The hero claims no more than the ten selected cards without the feed (feed-sync.spec.ts has it with the feed).
    await expect(page.getByRole("link", { name: "Se kortene vi sammenligner", exact: true })).toHaveAttribute(
      "href",
      "/kredittkort",
    );
    await expect(page.getByRole("link", { name: /^Se alle kredittkort$/ })).toHaveCount(0);
  });

  test("filters work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("#comparison").getByRole("button", { name: "Reiseforsikring" }).click();
    await expect(page).toHaveURL(/filter=reiseforsikring#comparison/);
    await expect(page.locator("#comparison").getByRole("article")).toHaveCount(8);
    await context.close();
  });
});

test.describe("card list categories", () => {
  test("a category shows only its cards, is kept in the URL and survives a reload", async ({ page }) => {
    await page.goto("/kredittkort");
    const grid = page.locator("#all-cards");
    await expect(grid.getByRole("article")).toHaveCount(10);
    await expect(page.getByRole("button", { name: "Alle (10)" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Reise (2)" }).click();
    await expect(page).toHaveURL(/\/kredittkort\?kategori=reise$/);
    await expect(grid.getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Reise (2)" })).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(grid.getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Reise (2)" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Alle (10)" }).click();
    await expect(page).toHaveURL(/\/kredittkort\?kategori=alle$/);
    await expect(grid.getByRole("article")).toHaveCount(10);
  });

  test("category counts add up and the filtered list renders without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/kredittkort?kategori=dagligvare");
    await expect(page.locator("#all-cards").getByRole("article")).toHaveCount(1);
    await expect(page.locator("#all-cards")).toContainText("Trumf");
    await context.close();
  });
});

test.describe("FAQ", () => {
  test("one item is open at a time and it can be collapsed, by keyboard too", async ({ page }) => {
    await page.goto("/#faq");
    const items = page.locator("#faq details");
    await expect(items).toHaveCount(8);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(0)).toContainText("mellom 0 og 500 kr");

    await items.nth(1).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    // The rate range is computed from the cards (content/market-claims.ts), not typed.
    await expect(items.nth(1)).toContainText("Den nominelle renten, før gebyrer, er");

    await page.keyboard.press("Space");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
  });
});

test.describe("card pages", () => {
  for (const card of cards) {
    test(`/kort/${card.urlSlug} shows the card's facts and representative example`, async ({ page }) => {
      const response = await page.goto(`/kort/${card.urlSlug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.name);
      const main = page.locator("main");
      await expect(main).toContainText(`${normalise(formatRating(starsOf(card)!))} av 5`);
      const specs = normalise((await main.locator("#spec-heading + dl").textContent()) ?? "");
      // The grid's effective rate is the representative example's, fee included.
      for (const value of [
        formatAnnualFee(card.annualFee),
        formatEffectiveRate(printedEffectiveRate(card)),
        cashbackText(card),
      ]) {
        expect(specs).toContain(normalise(value));
      }
      expect(normalise((await main.textContent()) ?? "")).toContain(normalise(representativeExampleText(card)));
      // The standard information in full: nominal rate, fee, number and size of instalments.
      expect(normalise((await main.textContent()) ?? "")).toContain(normalise(standardInformationText(card)));
      const apply = main.getByRole("link", { name: /^Søk om dette kortet/ }).first();
      await expect(apply).toContainText(card.name);
      // No card pays in a fresh database (no link template): the bank's own page, not marked Annonse.
      await expect(apply).toHaveAttribute("href", card.applyUrl!);
      await expect(apply).toHaveAttribute("rel", "nofollow");
      await expect(main.getByText("Annonse · søknaden sendes til banken")).toHaveCount(0);
      if (cardRating(card).recommended) await expect(main.getByText("Anbefalt", { exact: true })).toBeVisible();
      // The network, and an optional fact as known or in so many words unknown (never 0).
      const facts = main.getByRole("region", { name: uiText.facts.heading });
      await expect(facts.locator("div", { hasText: uiText.facts.network }).locator("dd")).toHaveText(card.network!);
      const markup = facts.locator("div", { hasText: uiText.facts.currencyMarkupPercent }).locator("dd");
      await expect(markup).toHaveText(factText(card, "currencyMarkupPercent") ?? uiText.unknown);
    });
  }

  test("the 19,9 % card's example reads as the spec's reference", async ({ page }) => {
    await page.goto("/kort/bank-norwegian-kredittkort");
    const text = normalise((await page.locator("main").textContent()) ?? "");
    expect(text).toContain("Eff. rente 19,9 %, 15 000 kr o/12 mnd. Kostnad: 1 527 kr. Totalt: 16 527 kr.");
  });

  test("an old apply redirect to a card that pays nothing goes to the issuer's page", async ({ request }) => {
    const card = cards[1]!;
    const response = await request.get(`/go/${card.urlSlug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(card.applyUrl);
  });
});

test.describe("cost as prominent as benefits", () => {
  for (const card of cards) {
    test(`/kort/${card.urlSlug}: the representative example comes before the main benefits, as large and as bold`, async ({
      page,
    }) => {
      await page.goto(`/kort/${card.urlSlug}`);
      const costHeading = page.getByRole("heading", { name: "Hva kreditten koster" });
      const benefitsHeading = page.getByRole("heading", { name: "Viktigste fordeler" });
      const style = (locator: typeof costHeading) =>
        locator.evaluate((element) => {
          const computed = getComputedStyle(element);
          return {
            size: parseFloat(computed.fontSize),
            weight: Number(computed.fontWeight),
            top: element.getBoundingClientRect().top,
          };
        });
      const [cost, benefits] = [await style(costHeading), await style(benefitsHeading)];
      expect(cost.size).toBeGreaterThanOrEqual(benefits.size);
      expect(cost.weight).toBeGreaterThanOrEqual(benefits.weight);
      expect(cost.top).toBeLessThan(benefits.top);
      const exampleText = await style(page.locator("#kostnad-tittel + p"));
      const benefitItem = await style(page.locator("h2:has-text('Viktigste fordeler') + ul li").first());
      expect(exampleText.size).toBeGreaterThanOrEqual(benefitItem.size);
    });
  }
});
