import { expect, test } from "@playwright/test";
import { cards } from "../../content/cards";
import { RATING_METHOD_PATH, RATING_WEIGHTS, ratingCriterionIds, starsOf } from "../../app/shared/rating/rating-method";
import { ratingCriterionText } from "../../app/shared/rating/rating-method-text";
import { formatPercent } from "../../app/shared/format/format";

// The published method (docs/decisions/0029): reachable from every rating, every ranked list and every footer,
// found by search and in the sitemap, and its weights are the constants the rankings use. Axe (light and dark),
// 320 px and the page-weight budget sweep it with every other prerendered page (a11y, responsive, page-weight).
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

test("the method page states each criterion's weight from the rating's constants", async ({ page }) => {
  await page.goto(RATING_METHOD_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Slik rangerer og tjener vi");
  const table = page.getByRole("table", { name: /Kriteriene, hvor mye de teller/ });
  for (const id of ratingCriterionIds) {
    const row = table.getByRole("row", { name: new RegExp(ratingCriterionText[id].name) });
    expect(normalise(await row.getByRole("cell").first().innerText())).toBe(
      normalise(formatPercent(RATING_WEIGHTS[id])),
    );
  }
});

test("every star on the card list, and the commission notice, link to the method", async ({ page }) => {
  await page.goto("/kredittkort");
  const starLinks = page.locator(`main a[href="${RATING_METHOD_PATH}"]`, { hasText: /av 5/ });
  await expect(starLinks).toHaveCount(cards.filter((card) => starsOf(card) !== undefined).length);
  await expect(page.locator("main").getByRole("link", { name: "Slik rangerer og tjener vi" })).toHaveCount(1);
  await page.getByRole("contentinfo").getByRole("link", { name: "Slik rangerer og tjener vi" }).click();
  await expect(page).toHaveURL(new RegExp(`${RATING_METHOD_PATH}$`));
});

test("the method page is in the sitemap and found by search", async ({ request }) => {
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`${RATING_METHOD_PATH}</loc>`);
  const found = (await (await request.get("/sok.json?q=provisjon")).json()) as { results: Array<{ href: string }> };
  expect(found.results.map((result) => result.href)).toContain(RATING_METHOD_PATH);
});
