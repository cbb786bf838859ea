import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { plainSpaces, readPdf } from "../support/test-pdf";

/**
 * «Last ned spareguide (PDF)» and «Last ned plan»: real PDFs from the server, downloaded with and
 * without JavaScript (a link and a GET form need none), with the figures the pages show.
 */

const SAVINGS_GUIDE = "/guider/spar-ti-tusen-kroner-aarlig";
const DEBT_GUIDE = "/kredittkort-gjeld-guide";

/** Kroner and percent figures as printed: "10 500 kr", "19,9 %". */
const FIGURE = /\d{1,3}(?: \d{3})*(?:,\d+)? (?:kr|%)/g;

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await file.path();
  return { filename: file.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#felt-${name}`).fill(value);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, acceptDownloads: true });

    test("«Last ned spareguide (PDF)» downloads the guide with every figure its sections show", async ({ page }) => {
      await page.goto(SAVINGS_GUIDE);
      // The guide's own figures: every section but the calculator (a reader's figures, not the guide's).
      const shown = plainSpaces(
        (await page.locator("article header, article .prose-article > section:not(#kalkulator)").allInnerTexts()).join(
          " ",
        ),
      );
      const figures = new Set(shown.match(FIGURE));
      expect(figures.size).toBeGreaterThan(20);

      const file = await download(page, () => page.getByRole("link", { name: "Last ned spareguide (PDF)" }).click());
      expect(file.filename).toBe("kortvalg-spareguide.pdf");
      expect(Buffer.from(file.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const pdf = readPdf(file.bytes);
      expect(pdf.pages).toBeGreaterThan(0);
      expect(pdf.text).toContain(plainSpaces(await page.getByRole("heading", { level: 1 }).innerText()));
      expect([...figures].filter((figure) => !pdf.text.includes(figure))).toEqual([]);
    });

    test("«Last ned plan» downloads the reader's plan with the figures the calculator showed", async ({ page }) => {
      await page.goto(DEBT_GUIDE);
      await fill(page, { gjeld: "50 000", rente: "19,9", betaling: "2 500", ekstra: "250,50" });
      await page.getByRole("button", { name: "Beregn nedbetalingstid" }).click();
      await expect(page).toHaveURL(/gjeld=50.*#kalkulator-resultat$/);
      const result = plainSpaces(await page.locator("#kalkulator [aria-live=polite]").innerText());
      expect(result).toContain("Med 2 750,50 kr i måneden (250,50 kr ekstra)");

      const file = await download(page, () => page.getByRole("button", { name: "Last ned plan" }).click());
      expect(file.filename).toBe("kortvalg-nedbetalingsplan.pdf");
      const pdf = readPdf(file.bytes);
      expect(pdf.pages).toBeGreaterThan(0);
      // The result as the page shows it: its sentences and every figure, then the month-by-month schedule.
      const sentences = [
        /Regnet med [^:]+:/,
        /Med 2 500 kr i måneden/,
        /Med 2 750,50 kr i måneden \(250,50 kr ekstra\)/,
        /Den ekstra innbetalingen[^.]+\./,
      ];
      for (const sentence of sentences)
        expect(pdf.text).toContain(sentence.exec(result)?.[0] ?? `${sentence} is not on the page`);
      const figures =
        result.match(/\d{1,3}(?: \d{3})*(?:,\d+)? (?:kr|%)|\d+ år(?: og \d+ måneder?)?|\d+ måneder?/g) ?? [];
      expect(figures.length).toBeGreaterThan(8);
      for (const figure of figures) expect(pdf.text).toContain(figure);
      expect(pdf.text).toContain("Måned Innbetaling Renter Avdrag Restgjeld");
      expect(pdf.text).toMatch(/Totalt [\d ]+,\d\d kr [\d ]+,\d\d kr 50 000 kr 0 kr/);
      // The rate with its representative example, as the site computes it.
      expect(pdf.text).toMatch(
        /Eff\. rente 21,8 %, 15 000 kr o\/12 mnd\. Kostnad: [\d ]+ kr\. Totalt: [\d ]+ kr\. Nominell rente 19,9 %/,
      );
    });

    test("«Last ned plan» sends what is in the fields, also before «Beregn nedbetalingstid»", async ({ page }) => {
      await page.goto(DEBT_GUIDE);
      await fill(page, { gjeld: "12 000", rente: "22", betaling: "1 000" });
      const file = await download(page, () => page.getByRole("button", { name: "Last ned plan" }).click());
      expect(readPdf(file.bytes).text).toContain("Regnet med 12 000 kr i gjeld og 22 % nominell årsrente");
    });

    test("«Last ned plan» with empty fields gets a Norwegian page saying what to fill in (400)", async ({ page }) => {
      await page.goto(DEBT_GUIDE);
      const [response] = await Promise.all([
        page.waitForResponse(/plan\.pdf/),
        page.getByRole("button", { name: "Last ned plan" }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planen kunne ikke lages");
      await expect(page.locator("main")).toContainText("Skriv inn total gjeld, for eksempel 50 000.");
    });
  });
}

test("the guide's PDF is a cacheable download, revalidated by its ETag", async ({ request }) => {
  const response = await request.get(`${SAVINGS_GUIDE}.pdf`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toBe('attachment; filename="kortvalg-spareguide.pdf"');
  expect(headers["cache-control"]).toBe("public, max-age=3600");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const again = await request.get(`${SAVINGS_GUIDE}.pdf`, { headers: { "If-None-Match": headers["etag"] ?? "" } });
  expect(again.status()).toBe(304);
});

test("a plan link with figures that cannot be used gets 400 with a Norwegian page, never a plan or a crash", async ({
  request,
}) => {
  for (const [query, message] of [
    ["", "Planen lages av tallene i kalkulatoren."],
    ["gjeld=50000&rente=abc&betaling=2500", "Årlig rente må være et tall, for eksempel 20."],
    ["gjeld=99999999999&rente=20&betaling=2500", "Total gjeld kan ikke være over 10 000 000 kr."],
    ["gjeld=50000&rente=20&betaling=0", "Månedlig innbetaling må være mer enn 0."],
  ]) {
    const response = await request.get(`${DEBT_GUIDE}/plan.pdf?${query}`);
    expect(response.status(), query).toBe(400);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(plainSpaces(await response.text())).toContain(message);
  }
  const plan = await request.get(`${DEBT_GUIDE}/plan.pdf?gjeld=50000&rente=20&betaling=2500`);
  expect(plan.status()).toBe(200);
  expect(plan.headers()["cache-control"]).toBe("private, no-store");
});
