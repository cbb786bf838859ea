import { expect, test, type Page } from "@playwright/test";
import { copyLinkText } from "../../app/shared/ui/ui-text";
import { cards } from "../../content/cards";
import { expectTopInView, phone } from "./in-view";
import { axeViolations } from "./axe-sweep";

/** Amounts are formatted with no-break spaces; match any space. */
const amount = (text: string) => new RegExp(text.replace(/ /g, "\\s"));

const live = (page: Page) => page.locator("#kortvelger [aria-live=polite]");
const ranking = (page: Page) => page.getByRole("list", { name: "Kortene rangert etter verdi for deg" }).locator("> li");
const summary = (page: Page) => page.locator("#kortvelger [data-error-summary]");

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#felt-${name}`).fill(value);
}

const carrierUrl =
  "/kortvelger?beregn=1&betaling=som-regel&saldo=20000&dagligvarer=6000&kjede=&drivstoff=1500&annet=10000&reiser=20000&flyreiser=2";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form puts the answers in the URL and the server ranks all ten cards", async ({ page }) => {
    await page.goto("/kortvelger");
    await page.getByLabel("Jeg betaler alltid hele fakturaen innen forfall").check();
    await fill(page, { dagligvarer: "14 000", kjede: "14 000", drivstoff: "1 000", annet: "3 000" });
    await page.getByRole("button", { name: "Finn kortene som passer meg" }).click();

    await expect(page).toHaveURL(/\/kortvelger\?beregn=1&betaling=hele&.*dagligvarer=14.*#kortvelger$/);
    await expect(live(page)).toContainText("Trumf Visa");
    await expect(live(page)).toContainText(amount("2 400 kr"));
    await expect(ranking(page)).toHaveCount(10);
    const first = ranking(page).first();
    await expect(first).toContainText("Best for deg");
    await expect(first.getByRole("link", { name: "Trumf Visa", exact: true })).toHaveAttribute(
      "href",
      "/kort/trumf-kredittkort",
    );
    await expect(first).toContainText("Mest av verdien kommer fra dagligvarene i NorgesGruppen");
    // Cost beside benefit on every card: the fee line, the representative example, and the apply link. No card pays
    // in a fresh database (no link template): the link goes straight to the bank, not marked Annonse.
    await expect(first).toContainText("Årsgebyr");
    await expect(first).toContainText(/Representativt eksempel: Eff\. rente/);
    const apply = first.getByRole("link", { name: /Søk om dette kortet/ });
    await expect(apply).toHaveAttribute("href", cards.find((card) => card.urlSlug === "trumf-kredittkort")!.applyUrl!);
    await expect(apply).toHaveAttribute("rel", "nofollow");
    await expect(first).not.toContainText("Annonse");
    // No warning for someone who pays in full.
    await expect(page.locator("#kortvelger").getByRole("link", { name: /gjeldsguiden/ })).toHaveCount(0);

    // The answers are kept: reloading the URL gives the same ranking.
    await page.reload();
    await expect(page.getByLabel("Jeg betaler alltid hele fakturaen innen forfall")).toBeChecked();
    await expect(page.locator("#felt-dagligvarer")).toHaveValue("14 000");
    await expect(ranking(page).first()).toContainText("Trumf Visa");
  });

  test("someone carrying 20 000 kr is told plainly that the credit costs more than any bonus, with the debt guide", async ({
    page,
  }) => {
    await page.goto(carrierUrl);
    await expect(live(page)).toContainText("Gjeld på kortet koster mer enn noen bonus");
    await expect(live(page)).toContainText(amount("20 000 kr i gjeld hele året"));
    await expect(live(page)).toContainText("Ingen av kortene gir deg noe igjen etter gebyrer og renter.");
    // Net figures: what the best card gives after its fees, before interest (Morrow's 1 % of 230 000 kr).
    await expect(live(page)).toContainText(amount("gir deg mest, gir 2 300 kr i året etter gebyrene, før renter."));
    const guide = live(page).getByRole("link", { name: /gjeldsguiden/ });
    await expect(guide).toHaveAttribute("href", "/kredittkort-gjeld-guide");
    await expect(ranking(page)).toHaveCount(10);
    for (const row of await ranking(page).all()) {
      await expect(row).toContainText("Renter på saldoen, hele året");
      await expect(row).toContainText("Renter på nye kjøp (uten rentefri periode)");
    }
    await guide.click();
    await expect(page).toHaveURL(/\/kredittkort-gjeld-guide$/);
  });

  test("wrong answers get a 400 with a message at each field and the summary first, marked to take focus", async ({
    page,
  }) => {
    await page.goto("/kortvelger");
    await page.getByLabel("Som regel står noe igjen etter forfall").check();
    await fill(page, { dagligvarer: "mye", kjede: "", annet: "5000" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/kortvelger?")),
      page.getByRole("button", { name: "Finn kortene som passer meg" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page).toHaveURL(/#kortvelger$/);
    await expect(summary(page)).toHaveAttribute("autofocus", "");
    await expect(summary(page)).toContainText("Dagligvarer per måned må være et tall");
    await expect(summary(page)).toContainText("Saldo etter forfall må være mer enn 0 kr");
    await expect(page.locator("#felt-dagligvarer")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#felt-dagligvarer-feil")).toContainText("må være et tall");
    await expect(live(page)).toBeEmpty();
    await expect(ranking(page)).toHaveCount(0);
    // The answer given is kept.
    await expect(page.getByLabel("Som regel står noe igjen etter forfall")).toBeChecked();
  });
});

test.describe("with JavaScript", () => {
  test("no React, and a failed try moves focus to the summary, whose links focus their fields", async ({ page }) => {
    await page.goto("/kortvelger");
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Finn kortene som passer meg" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText("Velg hvordan du betaler kortregningen.");
    await summary(page).getByRole("link", { name: "Velg hvordan du betaler kortregningen." }).click();
    await expect(page.locator("#felt-betaling")).toBeFocused();
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });

  test("a shared link to a result lands on it, focus left alone", async ({ page }) => {
    // Shared: without the form's marker (beregn=1), as «Kopier lenke» copies it.
    await page.goto(`${carrierUrl.replace("beregn=1&", "")}#kortvelger`);
    await expect(ranking(page)).toHaveCount(10);
    await expect(summary(page)).toHaveCount(0);
    await page.waitForLoadState("load");
    await expect(live(page)).not.toBeFocused();
  });

  test("a frequent flyer who wants lounges and insurance sees them valued on the cards that have them", async ({
    page,
  }) => {
    await page.goto(
      "/kortvelger?betaling=hele&dagligvarer=5000&annet=15000&reiser=60000&flyreiser=20&lounge=ja&forsikring=ja#kortvelger",
    );
    const first = ranking(page).first();
    await expect(first.getByRole("link", { name: "American Express Platinum", exact: true })).toBeVisible();
    await expect(first).toContainText("Lounge");
    await expect(first).toContainText(amount("12 000 kr"));
    await expect(first).toContainText("Reiseforsikring");
    // What the row counts, its footnote does not call uncounted.
    await expect(first.locator("[data-not-counted]")).not.toContainText(/lounge|forsikring/i);
    await expect(first.locator("[data-not-counted]")).toContainText("Restaurantopplevelsene er ikke regnet med.");
  });

  test("the reader's months, SAS flights, age and income go in the URL and the server counts them", async ({
    page,
  }) => {
    await page.goto("/kortvelger");
    await page.getByLabel("Noen ganger står noe igjen etter forfall").check();
    await fill(page, {
      saldo: "5 000",
      maneder: "4",
      dagligvarer: "6 000",
      annet: "10 000",
      reiser: "20 000",
      partnerfly: "8 000",
      flyreiser: "2",
      alder: "30",
      inntekt: "450 000",
    });
    await page.getByRole("button", { name: "Finn kortene som passer meg" }).click();
    await expect(page).toHaveURL(/maneder=4&.*partnerfly=8\+000&.*alder=30&inntekt=450\+000/);
    await expect(live(page)).toContainText(amount("5 000 kr i gjeld 4 måneder i året"));
    await expect(live(page)).toContainText("Dette er ikke en kredittvurdering.");
    await expect(ranking(page)).toHaveCount(10);
    const sas = ranking(page).filter({
      has: page.getByRole("link", { name: "SAS EuroBonus World Mastercard", exact: true }),
    });
    await expect(sas).toContainText("1 % i EuroBonus-poeng på alt (2 % på flybilletter hos SAS)");
    await expect(sas).toContainText("Renter på saldoen, 4 måneder i året");
  });

  test("a reader who does not fly: the points cards say their points are not counted", async ({ page }) => {
    await page.goto("/kortvelger?betaling=hele&dagligvarer=6000&annet=10000#kortvelger");
    const amex = ranking(page).filter({
      has: page.getByRole("link", { name: "American Express Platinum", exact: true }),
    });
    await expect(amex.locator("[data-not-counted]")).toContainText(
      "Membership Rewards-poengene er ikke regnet med, fordi du ikke oppgir flyreiser å bruke dem på.",
    );
  });

  for (const url of ["/kortvelger", carrierUrl, "/kortvelger?beregn=1&betaling=&dagligvarer=mye&lounge=kanskje"]) {
    test(`axe: ${url} has no violations`, async ({ page }) => {
      await page.goto(url);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("on a phone, a try lands on the ranking", () => {
  test.use({ viewport: phone, permissions: ["clipboard-read", "clipboard-write"] });

  async function submit(page: Page) {
    await page.goto("/kortvelger");
    await page.getByLabel("Jeg betaler alltid hele fakturaen innen forfall").check();
    await fill(page, { dagligvarer: "14 000", kjede: "14 000", drivstoff: "1 000", annet: "3 000" });
    await page.getByRole("button", { name: "Finn kortene som passer meg" }).click();
  }

  test("the summary is in view and takes visible focus; «Kopier lenke» copies a link that gives the same ranking", async ({
    page,
    browser,
  }) => {
    await submit(page);
    await expect(live(page)).toContainText("Trumf Visa");
    await expect(live(page)).toBeFocused();
    await expect(live(page)).toHaveCSS("outline-style", "solid"); // a visible focus ring
    await expect(live(page)).toHaveCSS("outline-width", "3px");
    await expectTopInView(live(page));

    const button = page.getByRole("button", { name: copyLinkText.button });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: copyLinkText.copied })).toBeVisible();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe("/kortvelger");
    expect(copied.hash).toBe("#kortvelger");
    expect(copied.searchParams.has("beregn")).toBe(false);
    expect(copied.searchParams.get("betaling")).toBe("hele");
    expect(copied.searchParams.get("dagligvarer")).toBe("14 000");
    // The focused result, the button and its message, at 390 px.
    expect(await axeViolations(page)).toEqual([]);

    const elsewhere = await browser.newContext({ viewport: phone });
    const other = await elsewhere.newPage();
    await other.goto(copied.href);
    await expect(live(other)).toHaveText((await live(page).textContent()) ?? "");
    const names = async (p: Page) =>
      (await ranking(p).locator("a[href^='/kort/']").allTextContents()).map((name) => name.trim());
    expect(await names(other)).toEqual(await names(page));
    await other.waitForLoadState("load");
    await expect(live(other)).not.toBeFocused();
    await elsewhere.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the summary is in view, and there is no copy button that cannot work", async ({ page }) => {
      await submit(page);
      await expect(live(page)).toContainText("Trumf Visa");
      await expectTopInView(live(page));
      await expect(page.getByRole("button", { name: copyLinkText.button })).toHaveCount(0);
    });
  });
});
