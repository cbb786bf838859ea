import { expect, test, type Page } from "@playwright/test";

// The header on phones and desktops, with and without JavaScript: its size, its menu, and that it
// never covers what has keyboard focus (WCAG 2.4.11 Focus Not Obscured).

const phones = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

const menuButton = (page: Page) => page.locator("summary", { hasText: "Meny" });
const menu = (page: Page) => page.locator("details[data-menu]");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Hovedmeny" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of phones) {
    test(`at ${viewport.width}×${viewport.height} the header takes under a fifth of the screen and its menu opens and closes`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/kredittkort");
      const header = page.getByRole("banner");
      const { height } = (await header.boundingBox())!;
      expect(height / viewport.height).toBeLessThan(0.2);
      // The header stays that size while the page scrolls.
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await header.boundingBox())!.height).toBe(height);

      await expect(mainNav(page)).toBeHidden();
      await menuButton(page).click();
      await expect(mainNav(page)).toBeVisible();
      await expect(menu(page)).toHaveJSProperty("open", true);
      await menuButton(page).click();
      await expect(mainNav(page)).toBeHidden();
      await expect(menu(page)).toHaveJSProperty("open", false);

      await menuButton(page).click();
      await mainNav(page).getByRole("link", { name: "Guider" }).click();
      await expect(page).toHaveURL(/\/guider$/);
      await expect(mainNav(page)).toBeHidden();
    });
  }

  test("the menu works from the keyboard: Enter and Space open and close it", async ({ page }) => {
    await page.setViewportSize(phones[0]!);
    await page.goto("/");
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(mainNav(page)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(mainNav(page)).toBeHidden();
  });
});

test.describe("with JavaScript, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu opens and closes with its button, Escape, a tapped link and a tap outside", async ({ page }) => {
    await page.goto("/");
    await expect(menu(page)).toHaveJSProperty("open", false);
    await expect(mainNav(page)).toBeHidden();
    // The enhancements load after the first paint.
    await page.waitForFunction(() =>
      Array.from(document.scripts).some((script) => /\/menu\.client-[\w-]+\.js$/.test(script.src)),
    );
    await page.waitForLoadState("networkidle");

    await menuButton(page).tap();
    await expect(mainNav(page)).toBeVisible();
    await menuButton(page).tap();
    await expect(mainNav(page)).toBeHidden();

    await menuButton(page).tap();
    await page.keyboard.press("Escape");
    await expect(mainNav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).tap();
    await page.touchscreen.tap(200, 800); // below the open menu

    await expect(mainNav(page)).toBeHidden();

    // A link to a section of the same page (no page load) closes the menu too.
    await menuButton(page).tap();
    await mainNav(page).getByRole("link", { name: "FAQ" }).tap();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator("#faq")).toBeInViewport();
  });
});

/** Tabs through the page (forward, then back) and returns what was focused but covered by the header. */
async function focusUnderHeader(page: Page, key: "Tab" | "Shift+Tab", steps: number) {
  const covered: string[] = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press(key);
    const problem = await page.evaluate(() => {
      const element = document.activeElement;
      const header = document.querySelector("header");
      if (!element || element === document.body || !header || header.contains(element)) return null;
      if (getComputedStyle(element).position === "fixed") return null; // the skip link, shown above the header
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return null;
      const headerBottom = header.getBoundingClientRect().bottom;
      // Any part of it above the header's lower edge is covered; off the screen, it was not scrolled to.
      if (box.top < headerBottom - 1 || box.top > window.innerHeight) {
        return `${element.tagName.toLowerCase()} «${(element.textContent ?? "").trim().slice(0, 40)}» at ${Math.round(box.top)}–${Math.round(box.bottom)} (header to ${Math.round(headerBottom)})`;
      }
      return null;
    });
    if (problem) covered.push(problem);
  }
  return covered;
}

for (const viewport of [phones[1]!, { width: 1440, height: 900 }]) {
  for (const javaScriptEnabled of [true, false]) {
    test(`at ${viewport.width} px ${javaScriptEnabled ? "with" : "without"} JavaScript keyboard focus is never under the sticky header`, async ({
      browser,
    }) => {
      test.slow();
      // Without smooth scrolling (app.css turns it off for reduced motion), so each position is final when read.
      const context = await browser.newContext({
        viewport,
        javaScriptEnabled,
        reducedMotion: "reduce",
        storageState: test.info().project.use.storageState,
      });
      const page = await context.newPage();
      for (const path of ["/kredittkort", "/kontakt"]) {
        await page.goto(path);
        const stops = await page.evaluate(
          () => document.querySelectorAll("a[href], button, input, select, textarea, summary").length,
        );
        expect(await focusUnderHeader(page, "Tab", stops + 2), `${path} forward`).toEqual([]);
        expect(await focusUnderHeader(page, "Shift+Tab", stops + 2), `${path} backward`).toEqual([]);
      }
      await context.close();
    });
  }
}

test("the logo's link name starts with the words it shows (WCAG 2.5.3 Label in Name)", async ({ page }) => {
  await page.goto("/om");
  const logo = page.getByRole("banner").getByRole("link").first();
  const visible = await logo.evaluate((link) => {
    const copy = link.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
    document.body.append(copy);
    const text = copy.innerText.replace(/\s+/g, " ").trim();
    copy.remove();
    return text;
  });
  expect(visible).toBe("Kortvalg Sammenligning av kredittkort i Norge");
  await expect(logo).toHaveAccessibleName(`${visible} til forsiden`);
});
