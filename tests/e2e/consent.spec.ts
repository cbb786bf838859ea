import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { CONSENT_MAX_AGE_SECONDS, campaignCookieValue } from "../../app/site/consent/consent";
import { consentText } from "../../app/site/consent/consent-text";
import { expectAxeClean } from "./axe-sweep";

// Every other spec starts with a stored choice; this one starts as a first-time visitor.
test.use({ storageState: { cookies: [], origins: [] } });

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((candidate) => candidate.name === name);

/** Page views sent to the first-party counter, answered here so no test depends on the endpoint. */
async function countPageViews(context: BrowserContext) {
  const views: Array<{ path: string; returning: boolean }> = [];
  await context.route("**/api/sidevisning", async (route) => {
    views.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  return views;
}

const banner = (page: Page) => page.getByRole("region", { name: consentText.bannerLabel, exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: consentText.settingsHeading });

/**
 * Opens a page and waits for the consent script, which loads after the first paint; until then «Tilpass» is the
 * no-JavaScript form. It has run once it has published `window.kvSamtykke` (after its click listener). «networkidle»
 * alone was not enough: on a busy machine the first paint came over 500 ms after the load, so the network was idle
 * before the script was asked for (a CI run's trace, stop 49).
 */
async function gotoEnhanced(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "kvSamtykke" in window);
  await page.waitForLoadState("networkidle");
}

const expectNoAxeViolations = (page: Page) => expectAxeClean(page, page.url());

test.describe("cookie banner with JavaScript", () => {
  test("a first visit shows the banner with three equal answers and sets no cookie", async ({ page, context }) => {
    await page.goto("/kredittkort");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "cookieerklæringen" })).toHaveAttribute("href", "/cookies");

    const buttons = [consentText.acceptAll, consentText.rejectAll, consentText.customize].map((name) =>
      banner(page).getByRole("button", { name, exact: true }),
    );
    const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
    const styles = await Promise.all(buttons.map((button) => button.evaluate((el) => el.className)));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(Math.abs((box?.width ?? 0) - (boxes[0]?.width ?? 0))).toBeLessThanOrEqual(1);
      expect(box?.height).toBe(boxes[0]?.height);
    }
    expect(new Set(styles).size).toBe(1);

    // In the page from the first paint, sticky at the screen's bottom edge, and at the page end after
    // the footer rather than over it.
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    const viewportHeight = page.viewportSize()!.height;
    const first = (await banner(page).boundingBox())!;
    expect(Math.abs(first.y + first.height - viewportHeight)).toBeLessThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.locator("footer").boundingBox())!;
    const last = (await banner(page).boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(last.y + 1);
    expect(await context.cookies()).toEqual([]);
  });

  test("«Avvis alle» hides the banner, stores v1-a0-m0 and sets no analytics cookie or page view", async ({
    page,
    context,
  }) => {
    const views = await countPageViews(context);
    await page.goto("/?utm_source=nyhetsbrev&utm_campaign=vaar");
    await banner(page).getByRole("button", { name: consentText.rejectAll }).click();

    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: consentText.saved })).toBeAttached();
    await expect(page.locator("main")).toBeFocused();
    expect((await cookie(context, "kv_samtykke"))?.value).toBe("v1-a0-m0");

    await page.goto("/guider");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(500);
    expect(await cookie(context, "kv_statistikk")).toBeUndefined();
    expect(await cookie(context, "kv_kampanje")).toBeUndefined();
    expect(views).toEqual([]);
  });

  test("«Godta alle» counts page views with kv_statistikk and remembers the campaign", async ({ page, context }) => {
    const views = await countPageViews(context);
    const landing = "?utm_source=nyhetsbrev&utm_campaign=v%C3%A5r-2025";
    await page.goto(`/${landing}`);
    await banner(page).getByRole("button", { name: consentText.acceptAll }).click();
    await expect(banner(page)).toBeHidden();
    expect((await cookie(context, "kv_samtykke"))?.value).toBe("v1-a1-m1");
    // Saved by the consent script, or, when the click came before it had loaded, by the same script on the
    // page the form post returned to.
    await expect.poll(async () => (await cookie(context, "kv_kampanje"))?.value).toBe(campaignCookieValue(landing));

    await page.goto("/kredittkort");
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => views.length).toBe(2);
    expect((await cookie(context, "kv_statistikk"))?.value).toBe("1");
    // The page the choice was made on counts as a first view; the next one as a returning reader.
    expect(views).toEqual([
      { path: "/", returning: false },
      { path: "/kredittkort", returning: true },
    ]);
    // A page without campaign parameters keeps the stored campaign.
    expect((await cookie(context, "kv_kampanje"))?.value).toBe(campaignCookieValue(landing));
  });

  test("each page view is counted once, also after a navigation inside a hydrated page", async ({
    page,
    context,
    baseURL,
  }) => {
    const views = await countPageViews(context);
    await context.addCookies([
      { name: "kv_samtykke", value: "v1-a1-m0", url: baseURL },
      { name: "kv_statistikk", value: "1", url: baseURL },
    ]);
    // /kontakt ships React, so its links change pages without a page load.
    await page.goto("/kontakt");
    await page.waitForLoadState("networkidle");
    await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Guider" }).click();
    await expect(page).toHaveURL(/\/guider$/);
    await expect.poll(() => views.length).toBe(2);
    await page.waitForTimeout(500);
    expect(views).toEqual([
      { path: "/kontakt", returning: true },
      { path: "/guider", returning: true },
    ]);
  });

  test("«Tilpass» opens the settings dialog; by keyboard alone the visitor allows analytics only", async ({
    page,
    context,
  }) => {
    await gotoEnhanced(page, "/guider");
    const customize = banner(page).getByRole("button", { name: consentText.customize });
    await customize.focus();
    await page.keyboard.press("Enter");

    await expect(dialog(page)).toBeVisible();
    const analytics = dialog(page).getByRole("checkbox", { name: consentText.categories.analytics.label });
    const marketing = dialog(page).getByRole("checkbox", { name: consentText.categories.marketing.label });
    await expect(analytics).toBeFocused();
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expect(dialog(page)).toContainText(consentText.alwaysOn);

    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(marketing).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog(page).getByRole("button", { name: consentText.save })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(dialog(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("main")).toBeFocused();
    expect((await cookie(context, "kv_samtykke"))?.value).toBe("v1-a1-m0");
    await page.goto("/om");
    await expect.poll(async () => (await cookie(context, "kv_statistikk"))?.value).toBe("1");
    expect(await cookie(context, "kv_kampanje")).toBeUndefined();
  });

  test("Escape closes the dialog without saving and returns focus to «Tilpass»", async ({ page, context }) => {
    await gotoEnhanced(page, "/");
    const customize = banner(page).getByRole("button", { name: consentText.customize });
    await customize.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(customize).toBeFocused();
    await expect(banner(page)).toBeVisible();
    expect(await cookie(context, "kv_samtykke")).toBeUndefined();
  });

  test("«Endre cookievalg» on /cookies opens the same settings with the stored choice and can withdraw it", async ({
    page,
    context,
    baseURL,
  }) => {
    const views = await countPageViews(context);
    await context.addCookies([
      { name: "kv_samtykke", value: "v1-a1-m1", url: baseURL },
      { name: "kv_statistikk", value: "1", url: baseURL },
      { name: "kv_kampanje", value: "nyhetsbrev%2Fvaar", url: baseURL },
    ]);
    await gotoEnhanced(page, "/cookies");
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("main")).toContainText("kv_statistikk");
    await expect.poll(() => views).toEqual([{ path: "/cookies", returning: true }]);

    const manage = page.getByRole("link", { name: consentText.manage });
    await manage.click();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/cookies$/);
    const analytics = dialog(page).getByRole("checkbox", { name: consentText.categories.analytics.label });
    const marketing = dialog(page).getByRole("checkbox", { name: consentText.categories.marketing.label });
    await expect(analytics).toBeChecked();
    await expect(marketing).toBeChecked();

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(manage).toBeFocused();

    await manage.click();
    await dialog(page).getByRole("button", { name: consentText.rejectAll }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(manage).toBeFocused();
    expect((await cookie(context, "kv_samtykke"))?.value).toBe("v1-a0-m0");
    expect(await cookie(context, "kv_statistikk")).toBeUndefined();
    expect(await cookie(context, "kv_kampanje")).toBeUndefined();
  });

  test("axe: the banner and the open settings dialog have no violations", async ({ page }) => {
    await gotoEnhanced(page, "/");
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await banner(page).getByRole("button", { name: consentText.customize }).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("axe: the settings page has no violations", async ({ page }) => {
    await page.goto("/samtykke");
    await expect(page.getByRole("heading", { level: 1, name: "Cookieinnstillinger" })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test.describe("cookie banner from the server", () => {
  // The server leaves the banner out once there is a valid choice, so no script is needed to hide it.

  for (const [cookie, shown] of [
    [null, true],
    ["v1-a0-m0", false],
    ["v1-a1-m1", false],
    ["v2-a1-m1", true],
    ["ja", true],
  ] as const) {
    test(`kv_samtykke=${cookie ?? "(none)"}: the banner is ${shown ? "in" : "not in"} the page`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        storageState: {
          cookies: cookie
            ? [
                {
                  name: "kv_samtykke",
                  value: cookie,
                  domain: "127.0.0.1",
                  path: "/",
                  expires: -1,
                  httpOnly: false,
                  secure: false,
                  sameSite: "Lax",
                },
              ]
            : [],
          origins: [],
        },
      });
      const page = await context.newPage();
      for (const path of ["/", "/kort/trumf-kredittkort", "/kredittkort?kategori=reise"]) {
        await page.goto(`${baseURL}${path}`);
        await expect(banner(page)).toHaveCount(shown ? 1 : 0);
      }
      await context.close();
    });
  }
});

test.describe("cookie banner without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("«Avvis alle» posts, returns to the same page and stores the choice for at most 366 days", async ({
    page,
    context,
  }) => {
    await page.goto("/kredittkort");
    await expect(banner(page)).toBeVisible();
    const before = Date.now() / 1000;
    await banner(page).getByRole("button", { name: consentText.rejectAll }).click();

    await expect(page).toHaveURL(/\/kredittkort$/);
    const stored = await cookie(context, "kv_samtykke");
    expect(stored?.value).toBe("v1-a0-m0");
    expect(stored?.httpOnly).toBe(false);
    expect(stored?.sameSite).toBe("Lax");
    expect(stored?.expires ?? Infinity).toBeLessThanOrEqual(before + 366 * 86_400);
    expect(stored?.expires ?? 0).toBeGreaterThan(before + CONSENT_MAX_AGE_SECONDS - 3600);
    expect(await cookie(context, "kv_statistikk")).toBeUndefined();
    // With a stored choice the server leaves the banner out.
    await expect(banner(page)).toBeHidden();
  });

  test("«Tilpass» opens the settings page, which saves analytics only and returns", async ({ page, context }) => {
    await page.goto("/guider");
    await banner(page).getByRole("button", { name: consentText.customize }).click();
    await expect(page).toHaveURL(/\/samtykke\?tilbake=%2Fguider$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cookieinnstillinger" })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    await page.getByRole("checkbox", { name: consentText.categories.analytics.label }).check();
    await page.getByRole("button", { name: consentText.save }).click();
    await expect(page).toHaveURL(/\/guider$/);
    expect((await cookie(context, "kv_samtykke"))?.value).toBe("v1-a1-m0");
  });

  test("the manage link on /cookies leads to the settings page", async ({ page }) => {
    await page.goto("/cookies");
    await page.getByRole("link", { name: consentText.manage }).click();
    await expect(page).toHaveURL(/\/samtykke\?tilbake=%2Fcookies$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cookieinnstillinger" })).toBeVisible();
  });
});

test.describe("POST /samtykke", () => {
  for (const [form, location] of [
    [{ valg: "ingen", tilbake: "/kredittkort?kategori=reise" }, "/kredittkort?kategori=reise"],
    [{ valg: "alle", tilbake: "//evil.example/" }, "/"],
    [{ valg: "alle", tilbake: "https://evil.example/" }, "/"],
    [{ valg: "alle", tilbake: "/\\evil.example" }, "/"],
  ] as const) {
    test(`redirects ${JSON.stringify(form.tilbake)} to ${location}`, async ({ request, baseURL }) => {
      const response = await request.post("/samtykke", { form, maxRedirects: 0, headers: { Origin: baseURL ?? "" } });
      expect(response.status()).toBe(303);
      expect(response.headers()["location"]).toBe(location);
      const setCookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
      expect(setCookies[0]?.value).toMatch(/^kv_samtykke=v1-a[01]-m[01]; Max-Age=31536000; Path=\/; SameSite=Lax/);
      expect(setCookies.map((header) => header.value).join("\n")).not.toMatch(/HttpOnly/i);
    });
  }

  test("refusing analytics deletes kv_statistikk", async ({ request, baseURL }) => {
    const response = await request.post("/samtykke", {
      form: { valg: "tilpass", markedsforing: "on", tilbake: "/" },
      maxRedirects: 0,
      headers: { Origin: baseURL ?? "" },
    });
    const setCookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
    expect(setCookies.map((header) => header.value)).toEqual([
      expect.stringMatching(/^kv_samtykke=v1-a0-m1;/),
      expect.stringMatching(/^kv_statistikk=; Max-Age=0; Path=\//),
    ]);
  });

  test("invalid input is answered with 400 and a Norwegian message", async ({ request, baseURL }) => {
    const response = await request.post("/samtykke", {
      form: { valg: "kanskje", tilbake: "/" },
      maxRedirects: 0,
      headers: { Origin: baseURL ?? "" },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Vi fikk ikke med oss valget ditt");
    expect(response.headersArray().some((header) => header.name.toLowerCase() === "set-cookie")).toBe(false);
  });
});
