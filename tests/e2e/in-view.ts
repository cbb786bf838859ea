import { expect, type Locator } from "@playwright/test";

/** A common phone: a calculator's fields fill its screen, so the result starts below them, out of sight. */
export const phone = { width: 390, height: 844 };

/** The most of a phone's screen the sticky header may take (issue 17). */
const HEADER_SHARE = 0.2;

/**
 * The element's top is on screen with room for its first lines, and not under the sticky header: at
 * least the focus ring's width (3 px outline, 2 px offset) below the header's bottom edge. Landing
 * relies on the page's scroll padding (app/app.css), sized for the header, which stays within its limit.
 */
export async function expectTopInView(target: Locator) {
  await expect(async () => {
    const { top, headerBottom, height } = await target.evaluate((element) => {
      const header = document.querySelector("header");
      const sticks = header !== null && ["sticky", "fixed"].includes(getComputedStyle(header).position);
      return {
        top: element.getBoundingClientRect().top,
        headerBottom: sticks ? Math.max(0, header.getBoundingClientRect().bottom) : 0,
        height: window.innerHeight,
      };
    });
    expect(top, "on screen").toBeGreaterThanOrEqual(0);
    expect(top, "on screen, with room for its first lines").toBeLessThan(height - 120);
    expect(headerBottom, "a header within its share of the screen").toBeLessThan(height * HEADER_SHARE);
    expect(top, "below the sticky header").toBeGreaterThanOrEqual(headerBottom + 5);
  }).toPass({ timeout: 5_000 });
}
