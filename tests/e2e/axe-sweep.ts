import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { axeRuleTags, testedColourSchemes } from "../../app/site/accessibility/accessibility-checks";
import { switchColorScheme } from "./staff-browser";

export type AxeSweepOptions = {
  /** A selector axe leaves out, such as a mail preview's frame that is checked as mail, not as a page. */
  exclude?: string;
  disableRules?: string[];
};

/** WCAG 2.2 A and AA and axe's best practices on the page as it is now, each violation with its elements. */
export async function axeViolations(page: Page, options: AxeSweepOptions = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([...axeRuleTags]);
  if (options.exclude) builder = builder.exclude(options.exclude);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
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
