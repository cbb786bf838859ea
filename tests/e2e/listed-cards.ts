import type { Page } from "@playwright/test";

/** The names /kredittkort lists, each as often as it is a card's heading, over all its pages (its own «next» links). */
export async function listedNames(page: Page, origin: string): Promise<string[]> {
  const names: string[] = [];
  await page.goto(`${origin}/kredittkort`);
  for (let pages = 0; pages < 20; pages++) {
    names.push(...(await page.locator("#all-cards h3").allTextContents()).map((name) => name.trim()));
    const next = page.locator('#all-cards ~ nav a[rel="next"], nav a[rel="next"]').first();
    if ((await next.count()) === 0) break;
    await next.click();
  }
  return names;
}
