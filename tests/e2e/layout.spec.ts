import { expect, test } from "@playwright/test";

test.describe("header navigation", () => {
  test("the main navigation leads to each section", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hovedmeny" });
    await nav.getByRole("link", { name: "Kredittkort" }).click();
    await expect(page).toHaveURL(/\/kredittkort$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ti utvalgte kredittkort");
    await nav.getByRole("link", { name: "Guider" }).click();
    await expect(page).toHaveURL(/\/guider$/);
    await nav.getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Kortvalg/ })
      .click();
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
    await expect(footer.getByRole("link", { name: "post@kortvalg.no" })).toHaveAttribute(
      "href",
      "mailto:post@kortvalg.no",
    );
    await expect(footer).toContainText("finansieres av provisjon");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    // Ten selected cards without the feed: the link to the list says so, never «Alle kredittkort».
    await expect(footer.getByRole("link", { name: "Oversikt over kortene", exact: true })).toHaveAttribute(
      "href",
      "/kredittkort#all-cards",
    );
    await expect(footer).not.toContainText("Alle kredittkort");
    // The 19 footer anchors, each carried by one footer link; the accessibility statement and the ranking
    // method are pages of their own.
    const anchors = await footer
      .locator("nav a")
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href)).map((url) => url.hash || url.pathname),
      );
    expect(anchors.sort()).toEqual(
      [
        "#about",
        "#how-we-work",
        "#partners",
        "#news",
        "#all-cards",
        "#cashback",
        "#travel",
        "#no-fee",
        "#guide",
        "#faq",
        "#how-to-apply",
        "#credit-info",
        "#support",
        "#feedback",
        "#press",
        "#careers",
        "#privacy",
        "#cookies",
        "#terms",
        "/tilgjengelighet",
        "/slik-rangerer-og-tjener-vi",
      ].sort(),
    );
  });
});
