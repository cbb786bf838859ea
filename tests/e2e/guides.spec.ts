import { expect, test } from "@playwright/test";
import { articles } from "../../content/articles";

const sitePages: Array<[string, string]> = [
  ["/guider", "Guider"],
  ["/om", "Om"],
  ["/personvern", "Personvern"],
  ["/cookies", "Cookie"],
  ["/kontakt", "Kontakt"],
];

test.describe("every guide and article", () => {
  for (const article of articles) {
    test(`${article.path} answers 200 with its heading, category, reading time and update month`, async ({ page }) => {
      const response = await page.goto(article.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      const header = page.locator("article header");
      await expect(header).toContainText(article.category);
      await expect(header).toContainText(`${article.readMinutes} min lesetid`);
      await expect(header).toContainText("Oppdatert januar 2025");
      await expect(page.getByRole("navigation", { name: "Brødsmulesti" })).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => text.includes('"Article"'))).toBe(true);
      expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    });
  }

  for (const [path, heading] of sitePages) {
    test(`${path} answers 200 with its heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    });
  }
});

test("the guides index lists the ten article cards in the spec's order", async ({ page }) => {
  await page.goto("/guider");
  const links = page.locator("#guide article :is(h2, h3) a");
  await expect(links).toHaveCount(10);
  expect(await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual([
    "/beste-kredittkort-2025",
    "/beste-cashback-kredittkort-2025",
    "/guider/nybegynnerguiden-til-kredittkort",
    "/beste-kredittkort-i-test-2025",
    "/guider/beste-cashback-kredittkort",
    "/guider/kredittsjekk-og-kredittscore",
    "/guider/reisekredittkort-fordeler-fallgruver",
    "/kredittkort-sikkerhet-netthandel",
    "/kredittkort-vs-bankkort",
    "/kredittkort-gjeld-guide",
  ]);
});

test("the beginner guide's table of contents scrolls to each section", async ({ page }) => {
  await page.goto("/guider/nybegynnerguiden-til-kredittkort");
  const anchors = ["hva-er-kredittkort", "hvordan-fungerer", "typer-kredittkort", "soke-kredittkort", "ansvarlig-bruk", "vanlige-feil"];
  for (const anchor of anchors) {
    await page.locator(`nav a[href$="#${anchor}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
  }
});

test("the debt guide's call button dials the debt-advice line", async ({ page }) => {
  await page.goto("/kredittkort-gjeld-guide");
  const call = page.locator('a[href^="tel:"]').first();
  await expect(call).toBeVisible();
});
