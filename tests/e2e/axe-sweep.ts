import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { axeRuleTags, testedColourSchemes } from "../../app/site/accessibility/accessibility-checks";
import { withEveryBlockLaidOut } from "./laid-out";
import { switchColorScheme } from "./staff-browser";

export type AxeSweepOptions = {
  /** A selector axe leaves out, such as a mail preview's frame that is checked as mail, not as a page. */
  exclude?: string;
  disableRules?: string[];
  /** Rules switched on beyond the tags (axe's experimental ones). */
  rules?: Record<string, { enabled: boolean }>;
};

/**
 * Axe's results for WCAG 2.2 A and AA and its best practices on the page as it is now, with every block the
 * browser lays out only as it nears the screen (`content-visibility: auto`, the card tiles: app/app.css) laid
 * out first: axe reads colours and sizes from the layout, and took the text of a skipped block (the dark footer,
 * when it was one: docs/decisions/0004-appendix-measurements.md) to stand on the page's background. The blocks
 * are as they were after.
 */
export async function axeResults(page: Page, options: AxeSweepOptions = {}) {
  let builder = new AxeBuilder({ page }).withTags([...axeRuleTags]);
  if (options.exclude) builder = builder.exclude(options.exclude);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.rules) builder = builder.options({ rules: options.rules });
  return withEveryBlockLaidOut(page, () => builder.analyze());
}

/** What axe finds on the page as it is now (axeResults), each violation with its elements. */
export async function axeViolations(page: Page, options: AxeSweepOptions = {}): Promise<string[]> {
  const results = await axeResults(page, options);
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** Axe finds nothing on the page; `label` names the page or state in the failure. */
export async function expectAxeClean(page: Page, label: string, options: AxeSweepOptions = {}): Promise<void> {
  expect((await axeViolations(page, options)).map((violation) => `${label}: ${violation}`)).toEqual([]);
}

/**
 * Axe finds nothing in the light and the dark colour scheme (dark mode follows the system setting:
 * app/app.css); the page is left in the light one.
 */
export async function expectAxeCleanInEveryScheme(
  page: Page,
  label: string,
  options: AxeSweepOptions = {},
): Promise<void> {
  for (const colorScheme of testedColourSchemes) {
    await switchColorScheme(page, colorScheme);
    await expectAxeClean(page, `${label} (${colorScheme})`, options);
  }
  await switchColorScheme(page, "light");
}
