import { expect, test, type Page } from "@playwright/test";
import { cards } from "../../content/cards";
import { compareText } from "../../app/site/compare/compare-text";
import { consentText } from "../../app/site/consent/consent-text";
import { copyLinkText } from "../../app/shared/ui/ui-text";
import { sortText } from "../../app/site/card-list/card-list-text";
import { sortCards } from "../../app/site/card-list/card-sort";
import { COMPARE_STORAGE_KEY, MAX_COMPARED, type StoredCard } from "../../app/site/compare/compare-contract";
import { expectAxeClean } from "./axe-sweep";

const nameOf = (slug: string) => cards.find((card) => card.urlSlug === slug)!.name;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normalise = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A tile's "Sammenlign" control: a link without JavaScript, a toggle button with it. */
const compareControl = (page: Page, role: "button" | "link", slug: string) =>
  page
    .locator("#all-cards")
    .getByRole(role, { name: new RegExp(`^${compareText.toggle}\\s+${escapeRegExp(nameOf(slug))}$`) });
const tray = (page: Page) => page.getByRole("region", { name: compareText.trayLabel });
const status = (page: Page) => page.locator("[data-compare-status]");
/** The card names heading the comparison's columns, in order. */
const columns = (page: Page) => page.locator("table thead th[data-compare-card]");
const columnNames = async (page: Page) =>
  (await columns(page).evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-name") ?? ""))).map(
    normalise,
  );
const tileNames = async (page: Page) => (await page.locator("#all-cards article h3").allTextContents()).map(normalise);

/** The slugs of the comparison kept in the browser (compare.client.ts), in order. */
const storedSlugs = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? "[]") as StoredCard[]).map((card) => card.slug),
    COMPARE_STORAGE_KEY,
  );
/** The question on a comparison opened from a link when another one is kept. */
const sharedNotice = (page: Page) => page.locator("[data-compare-shared]");
const listOfNames = (slugs: readonly string[]) => new Intl.ListFormat("nb").format(slugs.map(nameOf));

const expectNoAxeViolations = (page: Page) => expectAxeClean(page, page.url());

const trio = ["sas-amex-elite", "amex-platinum", "remember-black"];

test.describe("comparison with JavaScript", () => {
  test("three tiles go into the tray, a fourth is refused politely, and the table has three columns", async ({
    page,
  }) => {
    await page.goto("/kredittkort");
    // The links have become toggle buttons.
    await expect(compareControl(page, "link", trio[0]!)).toBeHidden();
    await expect(tray(page)).toBeHidden();

    for (const [index, slug] of trio.entries()) {
      const button = compareControl(page, "button", slug);
      await expect(button).toHaveAttribute("aria-pressed", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(status(page)).toHaveText(compareText.trayAdded.replace("{name}", nameOf(slug)));
      await expect(tray(page).getByRole("link", { name: `${compareText.trayGo} (${index + 1})` })).toBeVisible();
    }
    await expect(status(page)).toHaveAttribute("aria-live", "polite");

    const fourth = compareControl(page, "button", "trumf-kredittkort");
    await fourth.click();
    await expect(fourth).toHaveAttribute("aria-pressed", "false");
    const full = compareText.trayFull
      .replace("{max}", String(MAX_COMPARED))
      .replace("{name}", nameOf("trumf-kredittkort"));
    await expect(status(page)).toHaveText(full);
    await expect(tray(page)).toContainText(full);

    // The tray lists the cards, each with its own remove button, and the page keeps room for it.
    for (const slug of trio)
      await expect(tray(page).getByRole("button", { name: `${compareText.trayRemove} ${nameOf(slug)}` })).toBeVisible();
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).paddingBottom));
    expect(padding).toBeGreaterThan(0);

    const go = tray(page).getByRole("link", { name: `${compareText.trayGo} (3)` });
    await expect(go).toHaveAttribute("href", `/sammenlign?kort=${trio.join(",")}`);

    // The choice survives a reload.
    await page.reload();
    for (const slug of trio) await expect(compareControl(page, "button", slug)).toHaveAttribute("aria-pressed", "true");

    await tray(page)
      .getByRole("link", { name: `${compareText.trayGo} (3)` })
      .click();
    await expect(page).toHaveURL(`/sammenlign?kort=${trio.join(",")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sammenlign kredittkort");
    expect(await columnNames(page)).toEqual(trio.map(nameOf));

    // Best in row, marked in words: re:member Black is the only free card of the three.
    const feeRow = page.getByRole("row", { name: /^Årsgebyr/ });
    await expect(feeRow.getByText(compareText.best.annualFee)).toHaveCount(1);
    await expect(feeRow.getByRole("cell").nth(2)).toContainText(compareText.best.annualFee);
    // All three have travel insurance: no mark, and the row says so.
    const insuranceRow = page.getByRole("row", { name: /^Reiseforsikring/ });
    await expect(insuranceRow).toContainText(compareText.allEqual);
    await expect(insuranceRow.getByText(compareText.best.travelInsurance)).toHaveCount(0);
    // Each column has the apply link; no card pays in a fresh database, so each goes straight to the bank.
    for (const slug of trio)
      await expect(
        page.locator(`table a[href="${cards.find((card) => card.urlSlug === slug)!.applyUrl}"]`),
      ).toHaveAttribute("rel", "nofollow");
  });

  test("a shared URL shows the same table in a fresh browser", async ({ page, context, browser }) => {
    await page.goto("/kredittkort");
    for (const slug of ["remember-gold", "sas-eurobonus"]) await compareControl(page, "button", slug).click();
    await tray(page)
      .getByRole("link", { name: `${compareText.trayGo} (2)` })
      .click();
    await expect(page).toHaveURL(/\/sammenlign\?kort=remember-gold,sas-eurobonus$/);
    const shared = page.url();
    const table = normalise((await page.locator("table").textContent()) ?? "");

    const fresh = await browser.newContext();
    await fresh.addCookies((await context.cookies()).filter((cookie) => cookie.name === "kv_samtykke"));
    const other = await fresh.newPage();
    await other.goto(shared);
    expect(await columnNames(other)).toEqual(["re:member Gold", "SAS EuroBonus World Mastercard"]);
    expect(normalise((await other.locator("table").textContent()) ?? "")).toBe(table);
    await fresh.close();
  });

  test("the card page has the toggle and the tray; removing a card in the table updates the tray", async ({ page }) => {
    await page.goto("/kort/remember-gold");
    const toggle = page.getByRole("button", { name: `${compareText.toggle} re:member Gold` });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(tray(page).getByRole("link", { name: `${compareText.trayGo} (1)` })).toBeVisible();

    // Opened from elsewhere with other cards than the kept one: taken as the reader's own only when they say so.
    await page.goto("/sammenlign?kort=remember-gold,trumf-kredittkort");
    await sharedNotice(page)
      .getByRole("button", { name: `${compareText.shared.use}${compareText.shared.useHidden}` })
      .click();
    expect(await storedSlugs(page)).toEqual(["remember-gold", "trumf-kredittkort"]);
    // Changing one's own comparison asks nothing: «Fjern» and the add form update what is kept.
    await page.getByRole("link", { name: "Fjern re:member Gold fra sammenligningen" }).click();
    await expect(page).toHaveURL(/\/sammenlign\?kort=trumf-kredittkort$/);
    // The compare script loads after the first paint; wait until it has stored the page's comparison.
    await expect.poll(() => storedSlugs(page)).toEqual(["trumf-kredittkort"]);
    await expect(sharedNotice(page)).toBeHidden();
    await page.getByLabel(compareText.addLabel).selectOption({ label: "SAS Amex Elite" });
    await page.getByRole("button", { name: compareText.addSubmit }).click();
    await expect.poll(() => storedSlugs(page)).toEqual(["trumf-kredittkort", "sas-amex-elite"]);
    await expect(sharedNotice(page)).toBeHidden();
    await page.getByRole("link", { name: "Fjern SAS Amex Elite fra sammenligningen" }).click();
    await expect.poll(() => storedSlugs(page)).toEqual(["trumf-kredittkort"]);
    await page.goto("/kort/remember-gold");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(tray(page).getByRole("link", { name: `${compareText.trayGo} (1)` })).toBeVisible();
    await expect(tray(page)).toContainText("Trumf Visa");

    // Removing in the tray hides it when nothing is left.
    await tray(page)
      .getByRole("button", { name: `${compareText.trayRemove} Trumf Visa` })
      .click();
    await expect(status(page)).toHaveText(compareText.trayRemoved.replace("{name}", "Trumf Visa"));
    await expect(tray(page)).toBeHidden();
  });

  test("a shared link with other cards asks before replacing the visitor's own; each answer does what it says", async ({
    page,
  }) => {
    const own = ["remember-gold", "sas-eurobonus"];
    const shared = ["amex-platinum", "trumf-kredittkort"];
    const sharedUrl = `/sammenlign?kort=${shared.join(",")}`;
    const keep = () =>
      sharedNotice(page).getByRole("button", { name: `${compareText.shared.keep}${compareText.shared.keepHidden}` });
    const use = () =>
      sharedNotice(page).getByRole("button", { name: `${compareText.shared.use}${compareText.shared.useHidden}` });
    const ask = compareText.shared.ask.replace("{names}", listOfNames(own));

    await page.goto("/kredittkort");
    for (const slug of own) await compareControl(page, "button", slug).click();
    expect(await storedSlugs(page)).toEqual(own);

    // Opened as a shared link is (no referrer): the shared table, and the question, read out politely.
    await page.goto(sharedUrl);
    expect(await columnNames(page)).toEqual(shared.map(nameOf));
    await expect(sharedNotice(page)).toBeVisible();
    await expect(sharedNotice(page)).toContainText(ask);
    await expect(status(page)).toHaveText(ask);
    await expect(status(page)).toHaveAttribute("aria-live", "polite");
    expect(await storedSlugs(page)).toEqual(own);
    await expectNoAxeViolations(page);

    // «Behold min», from the keyboard: nothing changes but the notice, which now says so and takes focus.
    await keep().focus();
    await page.keyboard.press("Enter");
    const kept = compareText.shared.kept.replace("{names}", listOfNames(own));
    await expect(sharedNotice(page)).toContainText(kept);
    await expect(page.locator("[data-compare-shared-text]")).toBeFocused();
    await expect(keep()).toBeHidden();
    await expect(use()).toBeHidden();
    await expect(sharedNotice(page).getByRole("link", { name: compareText.shared.showOwn })).toHaveAttribute(
      "href",
      `/sammenlign?kort=${own.join(",")}`,
    );
    expect(await storedSlugs(page)).toEqual(own);
    expect(await columnNames(page)).toEqual(shared.map(nameOf));
    await page.goto("/kredittkort");
    await expect(tray(page).getByRole("link", { name: `${compareText.trayGo} (2)` })).toHaveAttribute(
      "href",
      `/sammenlign?kort=${own.join(",")}`,
    );

    // Asked again next time; «Bruk denne», from the keyboard, keeps the shared cards instead.
    await page.goto(sharedUrl);
    await expect(sharedNotice(page)).toContainText(ask);
    await use().focus();
    await page.keyboard.press("Space");
    await expect(sharedNotice(page)).toContainText(compareText.shared.used.replace("{names}", listOfNames(own)));
    await expect(page.locator("[data-compare-shared-text]")).toBeFocused();
    await expect(use()).toBeHidden();
    await expect(sharedNotice(page).getByRole("link", { name: compareText.shared.showOwn })).toBeHidden();
    expect(await storedSlugs(page)).toEqual(shared);
    await page.goto("/kredittkort");
    await expect(tray(page).getByRole("link", { name: `${compareText.trayGo} (2)` })).toHaveAttribute(
      "href",
      sharedUrl,
    );
    for (const slug of shared)
      await expect(compareControl(page, "button", slug)).toHaveAttribute("aria-pressed", "true");

    // A shared link with the visitor's own cards (in another order and the form's &-form) asks nothing.
    await page.goto(`/sammenlign?kort=${shared[1]}&kort=${shared[0]}`);
    // The compare script has run once the address is the canonical one.
    await expect(page).toHaveURL(new RegExp(`/sammenlign\\?kort=${shared[1]},${shared[0]}$`));
    await expect(sharedNotice(page)).toBeHidden();
    await expect(status(page)).toBeEmpty();
    expect(await storedSlugs(page)).toEqual([shared[1], shared[0]]);
  });

  test("axe: the open tray has no violations", async ({ page }) => {
    await page.goto("/kredittkort");
    for (const slug of trio) await compareControl(page, "button", slug).click();
    await compareControl(page, "button", "trumf-kredittkort").click();
    await expect(tray(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("comparison for a first-time visitor", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the tray sits above the cookie banner instead of under it", async ({ page }) => {
    await page.goto("/kredittkort");
    const banner = page.getByRole("region", { name: consentText.bannerLabel, exact: true });
    await expect(banner).toBeVisible();
    await compareControl(page, "button", "remember-black").click();
    await expect(tray(page)).toBeVisible();
    const trayBox = await tray(page).boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(trayBox!.y + trayBox!.height).toBeLessThanOrEqual(bannerBox!.y + 1);
  });
});

test.describe("comparison without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a tile link starts the comparison, the GET form adds a card and «Fjern» removes one", async ({ page }) => {
    await page.goto("/kredittkort");
    await expect(compareControl(page, "button", "remember-black")).toBeHidden();
    await compareControl(page, "link", "remember-black").click();
    await expect(page).toHaveURL(/\/sammenlign\?kort=remember-black$/);
    expect(await columnNames(page)).toEqual(["re:member Black"]);

    await page.getByLabel(compareText.addLabel).selectOption({ label: "American Express Platinum" });
    await page.getByRole("button", { name: compareText.addSubmit }).click();
    // The form's ?kort=a&kort=b is shown as it is, with no redirect first; its canonical URL is the comma form.
    await expect(page).toHaveURL(/\/sammenlign\?kort=remember-black&kort=amex-platinum$/);
    expect(await columnNames(page)).toEqual(["re:member Black", "American Express Platinum"]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/sammenlign\?kort=remember-black,amex-platinum$/,
    );
    // Nothing is kept without JavaScript, so nothing is asked.
    await expect(sharedNotice(page)).toBeHidden();
    // A card already in the table is not offered again.
    await expect(page.getByLabel(compareText.addLabel).locator("option", { hasText: "re:member Black" })).toHaveCount(
      0,
    );

    await page.getByLabel(compareText.addLabel).selectOption({ label: "Trumf Visa" });
    await page.getByRole("button", { name: compareText.addSubmit }).click();
    expect(await columnNames(page)).toHaveLength(3);
    // Three is the most: the form gives way to a note.
    await expect(page.getByLabel(compareText.addLabel)).toHaveCount(0);

    await page.getByRole("link", { name: "Fjern re:member Black fra sammenligningen" }).click();
    await expect(page).toHaveURL(/\/sammenlign\?kort=amex-platinum,trumf-kredittkort$/);
    expect(await columnNames(page)).toEqual(["American Express Platinum", "Trumf Visa"]);
  });

  test("the empty page offers starting sets computed from the data", async ({ page }) => {
    await page.goto("/sammenlign");
    await expect(columns(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Start med et forslag" })).toBeVisible();
    await page.getByRole("link", { name: new RegExp(`${compareText.startingSets.gratis.title}$`, "i") }).click();
    await expect(page).toHaveURL(/\/sammenlign\?kort=/);
    const free = cards.filter((card) => card.annualFee === 0).map((card) => card.name);
    const shown = await columnNames(page);
    expect(shown).toHaveLength(3);
    for (const name of shown) expect(free).toContain(name);
    await expect(page.getByRole("row", { name: /^Årsgebyr/ })).toContainText(compareText.allEqual);
  });

  test("the sort order works as a plain GET form", async ({ page }) => {
    await page.goto("/kredittkort");
    await page.getByLabel(sortText.label).selectOption("rente");
    await page.getByRole("button", { name: sortText.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/kredittkort\?sortering=rente$/);
    // The example's rate, fee included: re:member Gold (17,9 %) first; SAS Amex Elite's 6 000 kr fee puts it near the end.
    const names = await tileNames(page);
    expect(names.slice(0, 2)).toEqual(["re:member Gold", "re:member Black"]);
    expect(names.slice(-2)).toEqual(["SAS Amex Elite", "American Express Platinum"]);
  });
});

test.describe("the comparison URL", () => {
  test("?kort=a,b and ?kort=a&kort=b both answer 200 with the same comparison and one canonical URL", async ({
    request,
    page,
  }) => {
    const pair = ["sas-eurobonus-premium", "morrow-bank-kredittkort"];
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const tableOf = (html: string) => /<table[\s\S]*<\/table>/.exec(html)?.[0];
    const comma = await request.get(`/sammenlign?kort=${pair.join(",")}`, { maxRedirects: 0 });
    const repeated = await request.get(`/sammenlign?${pair.map((slug) => `kort=${slug}`).join("&")}`, {
      maxRedirects: 0,
    });
    expect([comma.status(), repeated.status()]).toEqual([200, 200]);
    const [commaHtml, repeatedHtml] = [await comma.text(), await repeated.text()];
    expect(canonicalOf(commaHtml)).toMatch(new RegExp(`^https?://[^/]+/sammenlign\\?kort=${pair.join(",")}$`));
    expect(canonicalOf(repeatedHtml)).toBe(canonicalOf(commaHtml));
    expect(tableOf(repeatedHtml)).toBe(tableOf(commaHtml));
    expect(tableOf(commaHtml)).toContain(nameOf(pair[0]!));
    // The empty comparison and the start page share theirs too.
    const start = canonicalOf(await (await request.get("/sammenlign")).text());
    expect(canonicalOf(await (await request.get("/sammenlign?kort=")).text())).toBe(start);

    // In the browser the same columns; with JavaScript the address becomes the one to share.
    await page.goto(`/sammenlign?${pair.map((slug) => `kort=${slug}`).join("&")}`);
    expect(await columnNames(page)).toEqual(pair.map(nameOf));
    await expect(page).toHaveURL(new RegExp(`/sammenlign\\?kort=${pair.join(",")}$`));
  });

  test("unknown slugs are ignored with a visible note; duplicates, case and spaces collapse", async ({ page }) => {
    await page.goto("/sammenlign?kort=finnes-ikke,%20Remember-Black%20,remember-black");
    expect(await columnNames(page)).toEqual(["re:member Black"]);
    await expect(page.locator("main")).toContainText(compareText.unknownNote(["finnes-ikke"]));
  });

  test("more than three keeps the first three, with a note", async ({ page }) => {
    await page.goto("/sammenlign?kort=trumf-kredittkort,remember-gold,sas-eurobonus,amex-platinum");
    expect(await columnNames(page)).toEqual(["Trumf Visa", "re:member Gold", "SAS EuroBonus World Mastercard"]);
    await expect(page.locator("main")).toContainText(compareText.droppedNote(3, ["American Express Platinum"]));
  });
});

test.describe("sort on /kredittkort", () => {
  test("sort and category filter combine, stay in the URL and survive a reload", async ({ page }) => {
    await page.goto("/kredittkort?kategori=reise");
    // Default order: the published rating (decision 0029), stated on the page: World 3,3 before Premium 1,8.
    await expect(page.locator("#all-cards")).toContainText(sortText.orders.vurdering.rule);
    await expect(page.locator("#all-cards")).toContainText(sortText.commission);
    expect(await tileNames(page)).toEqual(["SAS EuroBonus World Mastercard", "SAS EuroBonus Premium Mastercard"]);

    // By cashback the order turns: Premium's lowest rate (1,5 %) is above World's (1 %).
    await page.getByLabel(sortText.label).selectOption("cashback");
    await page.getByRole("button", { name: sortText.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/kredittkort\?kategori=reise&sortering=cashback$/);
    const expectCashbackOrder = async () => {
      expect(await tileNames(page)).toEqual(["SAS EuroBonus Premium Mastercard", "SAS EuroBonus World Mastercard"]);
      await expect(page.locator("#all-cards")).toContainText(sortText.orders.cashback.rule);
      await expect(page.getByLabel(sortText.label)).toHaveValue("cashback");
      await expect(page.getByRole("button", { name: "Reise (2)" })).toHaveAttribute("aria-pressed", "true");
    };
    await expectCashbackOrder();
    await page.reload();
    await expectCashbackOrder();

    // Another category keeps the sort order.
    await page.getByRole("button", { name: "Alle (10)" }).click();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ kategori: "alle", sortering: "cashback" });
    expect(await tileNames(page)).toEqual(sortCards(cards, "cashback").map((card) => card.name));
  });
});

test.describe("axe", () => {
  for (const path of [
    "/sammenlign?kort=remember-black,amex-platinum,sas-eurobonus",
    "/sammenlign",
    "/sammenlign?kort=finnes-ikke,remember-gold",
    "/sammenlign?kort=remember-gold&kort=sas-eurobonus-premium",
    "/kredittkort?kategori=reise&sortering=arsgebyr",
  ]) {
    test(`axe: ${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("Kopier lenke on the comparison", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copies the comparison's link, says so, and the link shows the same cards", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(`/sammenlign?kort=${trio.join(",")}`);
    const button = page.getByRole("button", { name: copyLinkText.button });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: copyLinkText.copied })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/sammenlign?kort=${trio.join(",")}`);
    await expectNoAxeViolations(page);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(copied);
    expect(await columnNames(other)).toEqual(trio.map(nameOf));
    await elsewhere.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("there is no copy button that cannot work", async ({ page }) => {
      await page.goto(`/sammenlign?kort=${trio.join(",")}`);
      await expect(columns(page)).toHaveCount(3);
      await expect(page.getByRole("button", { name: copyLinkText.button })).toHaveCount(0);
    });
  });
});
