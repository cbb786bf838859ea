import { expect, test } from "@playwright/test";

test.describe("header navigation", () => {
  test("the main navigation leads to each section", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hovedmeny" });
    await nav.getByRole("link", { name: "Kredittkort" }).click();
    await expect(page).toHaveURL(/\/kredittkort$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alle kredittkort i Norge");
    await nav.getByRole("link", { name: "Guider" }).click();
    await expect(page).toHaveURL(/\/guider$/);
    await nav.getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
    await page.getByRole("banner").getByRole("link", { name: /^Kortvalg/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/kredittkort");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Hopp til hovedinnholdet" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("the footer shows contact details, the disclaimer and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "post@kortvalg.no" })).toHaveAttribute("href", "mailto:post@kortvalg.no");
    await expect(footer).toContainText("finansieres av provisjon");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    // The spec's 19 footer anchors (§1), each carried by one footer link.
    const anchors = await footer.locator("nav a").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).hash));
    expect(anchors.sort()).toEqual(
      ["#about", "#how-we-work", "#partners", "#news", "#all-cards", "#cashback", "#travel", "#no-fee", "#guide", "#faq",
       "#how-to-apply", "#credit-info", "#support", "#feedback", "#press", "#careers", "#privacy", "#cookies", "#terms"].sort(),
    );
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/finnes-ikke/her");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page).toHaveTitle(/404/);
    // Logged by a one-line script (app/client/not-found.js); the page ships no React.
    await expect.poll(() => messages).toContain("404: fant ingen side på adressen /finnes-ikke/her");
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Gå til forsiden" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown card slug is a 404 too", async ({ request }) => {
    expect((await request.get("/kort/finnes-ikke")).status()).toBe(404);
    expect((await request.get("/go/finnes-ikke", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("a trailing slash redirects to the canonical URL", async ({ request }) => {
    const response = await request.get("/kredittkort/?kategori=reise", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/kredittkort?kategori=reise");
  });
});
