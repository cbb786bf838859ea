import { expect, test, type Page } from "@playwright/test";
import { copyLinkText } from "../../app/shared/ui/ui-text";
import { expectTopInView, phone } from "./in-view";

/** Amounts are formatted with no-break spaces; match any space. */
const amount = (text: string) => new RegExp(text.replace(/ /g, "\\s"));

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#felt-${name}`).fill(value);
}

const live = (page: Page) => page.locator("#kalkulator [aria-live=polite]");
const debtSummary = (page: Page) => page.locator("#kalkulator [aria-labelledby=gjeldskalkulator-feil-tittel]");

// No calculator page hydrates React: the form is a plain GET form and the server renders the result
// from the query string; app/shared/forms/forms.client.ts only adds focus handling to a failed try.
const calculatorPages = [
  "/kredittkort-gjeld-guide",
  "/beste-cashback-kredittkort",
  "/guider/spar-ti-tusen-kroner-aarlig",
  "/guider/reisekredittkort-fordeler-fallgruver",
];

test.describe("debt calculator", () => {
  test("50 000 kr at 20 % paying 2 500 kr a month: 2 years 1 month, 11 330 kr interest, kept in the URL", async ({
    page,
  }) => {
    await page.goto("/kredittkort-gjeld-guide");
    await fill(page, { gjeld: "50 000", rente: "20", betaling: "2 500", ekstra: "500" });
    await page.getByRole("button", { name: "Beregn nedbetalingstid" }).click();
    await expect(page).toHaveURL(/gjeld=50.*#kalkulator-resultat$/);
    await expect(live(page)).toContainText("2 år og 1 måned");
    await expect(live(page)).toContainText(amount("11 330 kr"));
    await expect(live(page)).toContainText(amount("5 måneder tidligere"));
    await expect(page.locator("#kalkulator figure svg[viewBox]")).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Restgjeld ved slutten av hvert år", includeHidden: true }),
    ).toBeAttached();

    await page.reload();
    await expect(live(page)).toContainText(amount("11 330 kr"));
  });

  test("a payment below the interest never pays the debt off, and says what is needed", async ({ page }) => {
    await page.goto("/kredittkort-gjeld-guide");
    await fill(page, { gjeld: "50 000", rente: "20", betaling: "500" });
    await page.getByRole("button", { name: "Beregn nedbetalingstid" }).click();
    await expect(live(page)).toContainText("aldri nedbetalt");
    await expect(live(page)).toContainText(amount("minst 834 kr"));
    await expect(live(page)).not.toContainText("NaN");
  });

  test("wrong input gets a message at the field and a focused error summary", async ({ page }) => {
    await page.goto("/kredittkort-gjeld-guide");
    await fill(page, { gjeld: "", rente: "200", betaling: "mye" });
    await page.getByRole("button", { name: "Beregn nedbetalingstid" }).click();
    const summary = debtSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Skriv inn total gjeld");
    await expect(page.locator("#felt-rente")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#felt-rente-feil")).toContainText(amount("kan ikke være over 100 %"));
    await expect(live(page)).toBeEmpty();
    // A link in the summary puts the cursor in its field.
    await summary.getByRole("link", { name: /kan ikke være over 100/ }).click();
    await expect(page.locator("#felt-rente")).toBeFocused();
  });

  test("a shared link to a failed try shows the errors but leaves focus alone", async ({ page }) => {
    await page.goto("/kredittkort-gjeld-guide?gjeld=&rente=200&betaling=mye#kalkulator");
    await expect(debtSummary(page)).toContainText("Skriv inn total gjeld");
    await page.waitForLoadState("load");
    await expect(debtSummary(page)).not.toBeFocused();
  });

  test("the guide's comparison states the minimum payment rule, the rate's convention and the computed figures", async ({
    page,
  }) => {
    await page.goto("/kredittkort-gjeld-guide");
    await expect(page.locator("main")).toContainText(amount("3 % av restgjelden, men minst 300 kr"));
    // 20 % read as effective (no fees): 1,53 % a month, 18,37 % nominal (content/debt-guide.test.ts).
    const table = page.getByRole("table", {
      name: /50\s000\skr i gjeld med 20\s% effektiv rente \(18,37\s% nominell\), uten gebyrer/,
    });
    await expect(table).toContainText("2 år og 1 måned");
    await expect(table).toContainText("13 år");
    await expect(table).toContainText(amount("10 151 kr"));
    await expect(table).toContainText(amount("45 783 kr"));
  });

  test("a payment with øre is echoed with its øre: 165,90 kr and 166 kr give different answers", async ({ page }) => {
    await page.goto("/kredittkort-gjeld-guide?gjeld=10000&rente=19,9&betaling=165,90#kalkulator");
    await expect(live(page)).toContainText(amount("Med 165,90 kr i måneden"));
    await expect(live(page)).toContainText("39 år og 8 måneder");
    await page.goto("/kredittkort-gjeld-guide?gjeld=10000&rente=19,9&betaling=166#kalkulator");
    await expect(live(page)).toContainText(amount("Med 166 kr i måneden"));
    await expect(live(page)).toContainText("35 år");
  });
});

test("cashback calculator ranks all ten cards, marks the best in words and links each to its page", async ({
  page,
}) => {
  await page.goto("/beste-cashback-kredittkort");
  await fill(page, { dagligvarer: "6 000", drivstoff: "1 500", annet: "10 000", reiser: "20 000" });
  await page.getByRole("button", { name: "Beregn besparelse" }).click();
  await expect(live(page)).toContainText("Morrow Bank Mastercard");
  const rows = page.getByRole("list", { name: "Kortene rangert etter verdi for deg" }).locator("> li");
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("Best for deg");
  await expect(rows.first()).toContainText(amount("2 300 kr"));
  await expect(rows.first().locator('a[href^="/kort/"]')).toHaveAttribute("href", "/kort/morrow-bank-kredittkort");
});

test("cashback calculator: points only for a reader who flies, SAS's top rate not on hotels and package trips", async ({
  page,
}) => {
  await page.goto("/beste-cashback-kredittkort");
  await fill(page, { dagligvarer: "6 000", drivstoff: "1 500", annet: "10 000", reiser: "20 000" });
  await page.getByRole("button", { name: "Beregn besparelse" }).click();
  const rows = page.getByRole("list", { name: "Kortene rangert etter verdi for deg" }).locator("> li");
  const sas = rows.filter({ has: page.getByRole("link", { name: "SAS EuroBonus World Mastercard", exact: true }) });
  // No flights told: the points count for nothing, and the row says so.
  await expect(sas).toContainText("EuroBonus-poengene er ikke regnet med, fordi du ikke oppgir flyreiser");
  await expect(sas).toContainText(amount("−465 kr"));
  // Two flights: the points count, at the lowest rate on all travel (the calculator does not ask about SAS
  // flights): 230 000 × 1 % − 465 = 1 835 kr.
  await fill(page, { flyreiser: "2" });
  await page.getByRole("button", { name: "Beregn besparelse" }).click();
  await expect(sas).toContainText(amount("1 835 kr"));
  await expect(page.locator("#kalkulator")).toContainText(
    "gjelder bare flybilletter hos SAS. Kalkulatoren spør ikke om dem",
  );
});

test("the best-cashback article ranks the household it states in its calculator's order, first marked 'Vårt valg'", async ({
  page,
}) => {
  await page.goto("/beste-cashback-kredittkort");
  await page.getByRole("link", { name: /^Se regnestykket for alle de \d+ kortene$/ }).click();
  await expect(page).toHaveURL(/dagligvarer=6000.*#kalkulator$/);
  const rows = page.getByRole("list", { name: "Kortene rangert etter verdi for deg" }).locator("> li");
  await expect(rows).toHaveCount(10);
  const rowNames = (await rows.locator('a[href^="/kort/"]').allTextContents()).map((name) => name.trim());
  const blocks = page.locator('article[id^="cashback-"]');
  const blockNames = (await blocks.locator("h3 a").allTextContents()).map((name) => name.trim());
  expect(blockNames).toEqual(rowNames.slice(0, 3));
  await expect(blocks.first()).toContainText("Vårt valg");
  await expect(blocks.nth(1)).not.toContainText("Vårt valg");
});

test("savings calculator breaks the saving into fee, interest and cashback", async ({ page }) => {
  await page.goto("/guider/spar-ti-tusen-kroner-aarlig");
  await fill(page, { arsgebyr: "2000", kortbruk: "200000", rentekostnad: "333", "dagens-cashback": "500" });
  await page.getByRole("button", { name: "Beregn besparelse" }).click();
  await expect(live(page)).toContainText(amount("7 496 kr"));
  await expect(live(page)).toContainText(amount("3 996 kr"));
});

test("travel calculator reproduces the guide's sample: 4 800 + 2 400 + 1 800 = 9 000 kr", async ({ page }) => {
  await page.goto("/guider/reisekredittkort-fordeler-fallgruver");
  await fill(page, { flyreiser: "6", reisebelop: "3 000", loungebesok: "8", bagasje: "4" });
  await page.getByRole("button", { name: "Beregn fordeler" }).click();
  for (const figure of ["4 800 kr", "2 400 kr", "1 800 kr", "9 000 kr"])
    await expect(live(page)).toContainText(amount(figure));
});

test.describe("no React in the browser", () => {
  for (const path of calculatorPages) {
    test(`${path} ships no React, also after a failed try`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('script[type="module"]')).toHaveCount(0);
      await page.locator("#kalkulator form").getByRole("button").click();
      await expect(page.locator("#kalkulator [data-error-summary]")).toBeFocused();
      await expect(page.locator('script[type="module"]')).toHaveCount(0);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the debt calculator's result is rendered by the server from the query string", async ({ page }) => {
    await page.goto("/kredittkort-gjeld-guide");
    await fill(page, { gjeld: "50 000", rente: "20", betaling: "2 500" });
    await page.getByRole("button", { name: "Beregn nedbetalingstid" }).click();
    await expect(page).toHaveURL(/beregn=1.*#kalkulator-resultat$/);
    await expect(live(page)).toContainText(amount("11 330 kr"));
    await expect(page.locator("#kalkulator figure svg[viewBox]")).toBeVisible();
  });

  test("a failed try returns to the calculator with the errors first, marked to take focus", async ({ page }) => {
    await page.goto("/kredittkort-gjeld-guide");
    await fill(page, { gjeld: "", rente: "200", betaling: "mye" });
    await page.getByRole("button", { name: "Beregn nedbetalingstid" }).click();
    await expect(page).toHaveURL(/#kalkulator-resultat$/);
    // Chrome skips autofocus when the URL has a #fragment; the summary is the first thing in the form.
    await expect(debtSummary(page)).toHaveAttribute("autofocus", "");
    await expect(debtSummary(page)).toContainText("Skriv inn total gjeld");
    await expect(live(page)).toBeEmpty();
  });

  const shared: Array<[string, string[]]> = [
    [
      "/beste-cashback-kredittkort?dagligvarer=6000&drivstoff=1500&annet=10000&reiser=20000",
      ["Morrow Bank Mastercard", "2 300 kr"],
    ],
    [
      "/guider/spar-ti-tusen-kroner-aarlig?arsgebyr=2000&kortbruk=200000&rentekostnad=333&dagens-cashback=500",
      ["7 496 kr", "3 996 kr"],
    ],
    ["/guider/reisekredittkort-fordeler-fallgruver?flyreiser=6&reisebelop=3000&loungebesok=8&bagasje=4", ["9 000 kr"]],
  ];
  for (const [url, figures] of shared) {
    test(`${url.split("?")[0]} renders a shared result from the query string`, async ({ page }) => {
      await page.goto(url);
      for (const figure of figures) await expect(live(page)).toContainText(amount(figure));
      await expect(page.locator("#kalkulator [data-error-summary]")).toHaveCount(0);
    });
  }
});

/** The outcome of a try: the region the form returns to (#kalkulator-resultat). */
const outcome = (page: Page) => page.locator("#kalkulator-resultat");

type Try = { path: string; values: Record<string, string>; button: string; figure: string };

const tries: Try[] = [
  {
    path: "/kredittkort-gjeld-guide",
    values: { gjeld: "50 000", rente: "20", betaling: "2 500" },
    button: "Beregn nedbetalingstid",
    figure: "11 330 kr",
  },
  {
    path: "/beste-cashback-kredittkort",
    values: { dagligvarer: "6 000", drivstoff: "1 500", annet: "10 000", reiser: "20 000" },
    button: "Beregn besparelse",
    figure: "2 300 kr",
  },
  {
    path: "/guider/spar-ti-tusen-kroner-aarlig",
    values: { arsgebyr: "2000", kortbruk: "200000", rentekostnad: "333", "dagens-cashback": "500" },
    button: "Beregn besparelse",
    figure: "7 496 kr",
  },
  {
    path: "/guider/reisekredittkort-fordeler-fallgruver",
    values: { flyreiser: "6", reisebelop: "3 000", loungebesok: "8", bagasje: "4" },
    button: "Beregn fordeler",
    figure: "9 000 kr",
  },
];

async function submit(page: Page, { path, values, button }: Omit<Try, "figure">) {
  await page.goto(path);
  await fill(page, values);
  await page.getByRole("button", { name: button }).click();
}

test.describe("on a phone, a try lands on its outcome", () => {
  test.use({ viewport: phone });

  for (const entry of tries) {
    test(`${entry.path}: the result is in view and takes visible focus, so it is read out`, async ({ page }) => {
      await submit(page, entry);
      await expect(page).toHaveURL(/beregn=1.*#kalkulator-resultat$/);
      await expect(outcome(page)).toContainText(amount(entry.figure));
      await expect(outcome(page)).toBeFocused();
      await expect(outcome(page)).toHaveCSS("outline-style", "solid"); // a visible focus ring
      await expect(outcome(page)).toHaveCSS("outline-width", "3px");
      await expectTopInView(outcome(page));
    });
  }

  test("a failed try lands on the error summary, which takes focus", async ({ page }) => {
    await submit(page, { ...tries[0]!, values: { gjeld: "", rente: "200", betaling: "mye" } });
    await expect(debtSummary(page)).toBeFocused();
    await expectTopInView(debtSummary(page));
    await expect(live(page)).toBeEmpty();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const entry of tries) {
      test(`${entry.path}: the result is in view, and there is no copy button that cannot work`, async ({ page }) => {
        await submit(page, entry);
        await expect(outcome(page)).toContainText(amount(entry.figure));
        await expectTopInView(outcome(page));
        // The browser itself focuses the element the URL's fragment names, when it can take focus.
        await expect(outcome(page)).toBeFocused();
        await expect(page.getByRole("button", { name: copyLinkText.button })).toHaveCount(0);
      });
    }

    test("a failed try shows the error summary", async ({ page }) => {
      await submit(page, { ...tries[0]!, values: { gjeld: "", rente: "200", betaling: "mye" } });
      await expectTopInView(debtSummary(page));
    });
  });
});

test.describe("Kopier lenke", () => {
  test.use({ viewport: phone, permissions: ["clipboard-read", "clipboard-write"] });

  for (const entry of tries) {
    test(`${entry.path}: copies the link to the result, says so, and the link shows the same figures`, async ({
      page,
      browser,
    }) => {
      await submit(page, entry);
      const button = page.getByRole("button", { name: copyLinkText.button });
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await button.click();
      await expect(page.getByRole("status").filter({ hasText: copyLinkText.copied })).toBeVisible();
      const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(copied.pathname).toBe(entry.path);
      expect(copied.hash).toBe("#kalkulator-resultat");
      // Without the form's marker: the one who opens it is not moved about as after a submit.
      expect(copied.searchParams.has("beregn")).toBe(false);
      for (const [name, value] of Object.entries(entry.values)) expect(copied.searchParams.get(name)).toBe(value);

      const elsewhere = await browser.newContext({ viewport: phone });
      const other = await elsewhere.newPage();
      await other.goto(copied.href);
      await expect(outcome(other)).toContainText(amount(entry.figure));
      await expect(live(other)).toHaveText((await live(page).textContent()) ?? "");
      await other.waitForLoadState("load");
      await expect(outcome(other)).not.toBeFocused();
      await elsewhere.close();
    });
  }

  test("where the browser will not copy, the link is shown and selected to copy by hand", async ({ page, baseURL }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }));
    await submit(page, tries[3]!);
    await page.getByRole("button", { name: copyLinkText.button }).click();
    const status = page.getByRole("status").filter({ hasText: copyLinkText.failed });
    const link = `${baseURL}/guider/reisekredittkort-fordeler-fallgruver?flyreiser=6&reisebelop=3+000&loungebesok=8&bagasje=4#kalkulator-resultat`;
    await expect(status).toContainText(link);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(link);
  });
});
