import { expect, test, type Page } from "@playwright/test";
import { notFoundText } from "../../app/site/site-text";
import { searchText } from "../../app/site/search/search-text";

/** What every not-found page shows: the spec's text and link home, inside the site's own header and footer. */
async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Gå til forsiden" })).toHaveAttribute("href", "/");
  await expect(page).toHaveTitle(/404/);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(
    page.getByRole("search", { name: searchText.pageTitle }).getByLabel(notFoundText.searchLabel),
  ).toBeVisible();
}

/** Searches from the not-found page and checks that «amex» lands on /sok with both American Express cards. */
async function searchForAmex(page: Page) {
  const form = page.getByRole("search", { name: searchText.pageTitle });
  await form.getByLabel(notFoundText.searchLabel).fill("amex");
  await form.getByRole("button", { name: searchText.submit }).click();
  await expect(page).toHaveURL(/\/sok\?q=amex$/);
  await expect(page.getByRole("heading", { level: 2, name: /^\d+ treff for «amex»$/ })).toBeVisible();
  const hits = page.getByRole("list", { name: /treff for «amex»/ });
  await expect(hits.getByRole("link", { name: "American Express Platinum" })).toHaveAttribute(
    "href",
    "/kort/amex-platinum",
  );
  await expect(hits.getByRole("link", { name: "SAS Amex Elite" })).toHaveAttribute("href", "/kort/sas-amex-elite");
}

/** Each of the page's section links leads to a page that answers 200 with its own heading. */
async function followSectionLinks(page: Page, from: string) {
  const headings: Record<string, RegExp> = {
    "/kredittkort": /^Ti utvalgte kredittkort$/,
    "/sammenlign": /^Sammenlign kredittkort$/,
    "/kortvelger": /^Hvilket kredittkort passer deg\?$/,
    "/guider": /^Guider om kredittkort$/,
  };
  expect(notFoundText.links.map((link) => link.to)).toEqual(Object.keys(headings));
  for (const { to, label } of notFoundText.links) {
    await page.goto(from);
    const nav = page.getByRole("navigation", { name: notFoundText.linksHeading });
    // Ten selected cards, and the page's links and footer say no more than that.
    await expect(page.getByText("Alle kredittkort")).toHaveCount(0);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === to),
      // Without the feed the list's link says what it holds, never «Alle kredittkort» (coverageText.listLink).
      nav.getByRole("link", { name: label ?? "Oversikt over kortene", exact: true }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[to]!);
  }
}

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/finnes-ikke/her");
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    // Logged by a one-line script (app/site/not-found/not-found.client.ts); the page ships no React.
    await expect.poll(() => messages).toContain("404: fant ingen side på adressen /finnes-ikke/her");
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Gå til forsiden" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown card slug is a 404 too", async ({ request }) => {
    expect((await request.get("/kort/finnes-ikke")).status()).toBe(404);
    expect((await request.get("/go/finnes-ikke", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("an apply link for an unknown card shows the site's not-found page, not a bare «null»", async ({ page }) => {
    const response = await page.goto("/go/finnes-ikke");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    await expectNotFoundPage(page);
    await expect(page.locator("body")).not.toHaveText("null");
    // A known card still goes to the bank.
    const known = await page.request.get("/go/remember-black", { maxRedirects: 0 });
    expect(known.status()).toBe(302);
  });

  test("search from the not-found page finds cards", async ({ page }) => {
    await page.goto("/finnes-ikke");
    await searchForAmex(page);
  });

  test("the links lead to the cards, the comparison, the card finder and the guides", async ({ page }) => {
    await followSectionLinks(page, "/go/finnes-ikke");
  });

  test("a trailing slash redirects to the canonical URL", async ({ request }) => {
    const response = await request.get("/kredittkort/?kategori=reise", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/kredittkort?kategori=reise");
  });
});

test.describe("not found without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page, its search and its links work", async ({ page }) => {
    const response = await page.goto("/finnes-ikke/her");
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    await searchForAmex(page);
    await followSectionLinks(page, "/finnes-ikke/her");
  });
});
