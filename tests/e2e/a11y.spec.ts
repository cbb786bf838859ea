import { expect, test, type Page } from "@playwright/test";
import { prerenderedPaths, serverRenderedStates } from "./site-pages";
import { axeExperimentalRules, testedColourSchemes } from "../../app/site/accessibility/accessibility-checks";
import { axeResults } from "./axe-sweep";

// WCAG 2.2 A and AA rules plus axe's best practices. No rule is disabled, and Label in Name (WCAG 2.5.3,
// level A), which axe marks experimental and runs only when asked, is switched on.
const paths = [...prerenderedPaths(), ...serverRenderedStates];

async function violations(page: Page) {
  const results = await axeResults(page, { rules: axeExperimentalRules });
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
}

// Every page in the light and the dark colour scheme (dark mode follows the system setting).
for (const colorScheme of testedColourSchemes) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const path of paths) {
      test(`axe: ${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(
          colorScheme === "dark",
        );
        expect(await violations(page)).toEqual([]);
      });
    }

    test("axe: the open mobile menu and an open FAQ item have no violations", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      await page.locator("summary", { hasText: "Meny" }).click();
      await page.locator("#faq summary").first().click();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test("dark mode changes the page's colours, and the footer stays dark in both", async ({ browser }) => {
  const colours = async (colorScheme: "light" | "dark") => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto("/kredittkort");
    const result = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      footer: getComputedStyle(document.querySelector("footer")!).backgroundColor,
    }));
    await context.close();
    return result;
  };
  const light = await colours("light");
  const dark = await colours("dark");
  const brightness = (rgb: string) =>
    (rgb.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0);
  expect(light.body).toBe("rgb(255, 255, 255)");
  expect(brightness(dark.body)).toBeLessThan(100);
  expect(brightness(dark.text)).toBeGreaterThan(600);
  expect(dark.footer).toBe(light.footer);
});
