import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { prerenderedPaths, serverRenderedStates } from "./site-pages";

// WCAG 2.2 A and AA rules plus axe's best practices. No rule is disabled.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const paths = [...prerenderedPaths(), ...serverRenderedStates];

for (const path of paths) {
  test(`axe: ${path} has no violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n    ")}`,
    );
    expect(summary).toEqual([]);
  });
}

test("axe: the open mobile menu and an open FAQ item have no violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Åpne meny" }).click();
  await page.locator("summary").first().click();
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
