import type { Page } from "@playwright/test";

/**
 * Runs `read` with every block the browser would lay out only as it nears the screen (`content-visibility: auto`,
 * the list's card tiles: docs/decisions/0004-serving-fast.md) laid out, and puts them back after. Text in a block
 * not yet laid out is missing from `innerText` and its boxes are stand-ins, so a check that reads the page's text
 * as shown, or its layout, reads it through this, or it checks less than the page holds.
 */
export async function withEveryBlockLaidOut<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const laidOut = await page.evaluate(() => {
    const skippable = [...document.querySelectorAll<HTMLElement>("*")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    for (const element of skippable) {
      element.style.contentVisibility = "visible";
      element.dataset.laidOutForCheck = "";
    }
    return skippable.length;
  });
  try {
    return await read();
  } finally {
    if (laidOut > 0)
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>("[data-laid-out-for-check]")) {
          element.style.removeProperty("content-visibility");
          delete element.dataset.laidOutForCheck;
        }
      });
  }
}
