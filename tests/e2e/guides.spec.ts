import { expect, test, type Page } from "@playwright/test";
import { articlesIn } from "../../content/articles";
import { prerenderedPaths } from "./site-pages";

const sitePages: Array<[string, string]> = [
  ["/guider", "Guider"],
  ["/om", "Om"],
  ["/personvern", "Personvern"],
  ["/cookies", "Cookie"],
  ["/tilgjengelighet", "Erklæring om tilgjengelighet"],
  ["/kontakt", "Kontakt"],
];

test.describe("every guide and article", () => {
  for (const article of articlesIn()) {
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

test("every page's footer links to the accessibility statement, which says how to report a problem", async ({
  page,
  request,
}) => {
  for (const path of prerenderedPaths()) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(
      /<footer[\s\S]*<a [^>]*href="\/tilgjengelighet"[^>]*>Tilgjengelighet<\/a>[\s\S]*<\/footer>/,
    );
  }
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Tilgjengelighet" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erklæring om tilgjengelighet");
  await expect(page.getByRole("heading", { level: 2, name: "Si fra om noe ikke virker" })).toBeVisible();
});

test("the guides index lists the ten article cards in the spec's order", async ({ page }) => {
  await page.goto("/guider");
  const links = page.locator("#guide article :is(h2, h3) a");
  await expect(links).toHaveCount(10);
  expect(await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual([
    "/beste-kredittkort",
    "/beste-cashback-kredittkort",
    "/guider/nybegynnerguiden-til-kredittkort",
    "/beste-kredittkort-i-test",
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
  const anchors = [
    "hva-er-kredittkort",
    "hvordan-fungerer",
    "typer-kredittkort",
    "soke-kredittkort",
    "ansvarlig-bruk",
    "vanlige-feil",
  ];
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

test.describe("no page hydrates React", () => {
  // Issue 7: at most 100 KB of JavaScript on first load; without React these pages send a few KB.
  const pages = [
    "/kredittkort-gjeld-guide",
    "/beste-cashback-kredittkort",
    "/guider/spar-ti-tusen-kroner-aarlig",
    "/guider/reisekredittkort-fordeler-fallgruver",
    "/kontakt",
    "/kontakt?sendt=1",
  ];
  for (const path of pages) {
    test(`${path} loads no React and under 100 KB of JavaScript`, async ({ page }) => {
      const scripts: Array<Promise<number>> = [];
      // The first load's scripts: a response after the network went quiet is not read, as its body could still
      // be on its way when the test ends (and fail it with «Test ended»).
      let firstLoad = true;
      page.on("response", (response) => {
        if (firstLoad && response.request().resourceType() === "script")
          scripts.push(response.body().then((body) => body.length));
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      firstLoad = false;
      await expect(page.locator('script[type="module"]')).toHaveCount(0);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      expect(bytes).toBeLessThan(100 * 1024);
    });
  }
});

test.describe("contact page without React", () => {
  const summary = (page: Page) => page.locator("[aria-labelledby=feiloppsummering-tittel]");
  const toast = (page: Page) => page.getByRole("status").filter({ hasText: "Meldingen er sendt. Takk!" });

  test("a failed submit moves focus to the error summary, whose links focus their fields", async ({ page }) => {
    await page.goto("/kontakt");
    await page.getByRole("button", { name: "Send melding" }).click();
    await expect(summary(page)).toBeFocused();
    await summary(page).getByRole("link").first().click();
    await expect(page.getByLabel("Fornavn")).toBeFocused();
  });

  test("the thank-you state shows a toast that goes away by itself, next to the lasting panel", async ({ page }) => {
    await page.goto("/kontakt?sendt=1#kontaktskjema");
    await expect(toast(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Takk, meldingen din er sendt" })).toBeVisible();
    await expect(toast(page)).toBeHidden({ timeout: 12_000 });
    await expect(page.getByRole("heading", { name: "Takk, meldingen din er sendt" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a failed submit still moves focus to the error summary (autofocus)", async ({ page }) => {
      await page.goto("/kontakt");
      await page.getByRole("button", { name: "Send melding" }).click();
      await expect(page).toHaveURL(/\/kontakt$/);
      await expect(summary(page)).toBeFocused();
    });

    test("the thank-you panel is shown and the toast stays hidden", async ({ page }) => {
      await page.goto("/kontakt?sendt=1#kontaktskjema");
      await expect(page.getByRole("heading", { name: "Takk, meldingen din er sendt" })).toBeVisible();
      await expect(toast(page)).toHaveCount(0);
    });
  });
});

// What the two download buttons give (the PDFs) is tested in pdf-downloads.spec.ts.
test.describe("the guides' download buttons", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("are there, since they need no script", async ({ page }) => {
        await page.goto("/kredittkort-gjeld-guide");
        await expect(page.getByRole("button", { name: "Last ned plan" })).toBeVisible();
        await page.goto("/guider/spar-ti-tusen-kroner-aarlig");
        await expect(page.getByRole("link", { name: "Last ned spareguide (PDF)" })).toBeVisible();
      });
    });
  }
});
