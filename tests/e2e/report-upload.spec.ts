import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import { cards } from "../../content/cards";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";

// Saving a template renders every page before it commits: seconds, more on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// A network's report uploaded in the back office (docs/decisions/0025), on a server of its own: a click gets
// a click id; the editor uploads the network's CSV, sees what it would change (new rows, an unknown click, a
// refused line), confirms, and the statistics and their CSV show the commission once. A file that is not
// UTF-8 is refused with a message naming the field. Axe on the upload page and its preview, light and dark.
const port = specPort(3310);
const origin = `http://localhost:${port}`;
const card = cards.find((entry) => entry.urlSlug === "morrow-bank-kredittkort")!;
const template = "https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi={klikkId}&url=https://morrow.no/";
const csvFile = (text: string | Buffer) => ({
  name: "adtraction-november.csv",
  mimeType: "text/csv",
  buffer: typeof text === "string" ? Buffer.from(text, "utf8") : text,
});

test.describe("a network's report uploaded", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let own: OwnServer | undefined;
  let staff: { context: BrowserContext; page: Page } | undefined;

  test.beforeAll(async ({ browser }) => {
    test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
    test.info().setTimeout(180_000);
    own = await startOwnServer("report-upload", "embedded", {
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: "loopback",
    });
    staff = await signInNewStaff(browser, { dataDir: own.dataDir, email: "rapport@kortvalg.no", role: "redaktør" });
  });

  test.afterAll(async () => {
    await staff?.context.close();
    await own?.stop();
  });

  test("preview, then confirm: the statistics and the CSV show it once", async ({ request }) => {
    const page = staff!.page;
    await page.goto(`${origin}/admin/kort/${card.id}`);
    const form = page.getByRole("region", { name: "Søknadslenke og provisjon" });
    await form.getByLabel("Nettverk").selectOption("adtraction");
    await form.getByLabel("Lenkemal").fill(template);
    await form.getByRole("button", { name: "Lagre søknadslenken" }).click();
    await expect(page.getByText("Søknadslenken er lagret. Sidene viser nå kortet som annonse.")).toBeVisible();

    const click = await request.get(`${origin}/go/${card.urlSlug}?plassering=kortside`, { maxRedirects: 0 });
    const clickId = new URL(click.headers()["location"]!).searchParams.get("epi")!;
    expect(clickId).toMatch(/^[\w-]{22}$/);

    await page.goto(`${origin}/admin/statistikk`);
    await page.getByRole("link", { name: "Last opp rapport fra et nettverk" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Last opp rapport fra et nettverk");
    await expectAxeCleanInEveryScheme(page, "the upload form");

    // Not UTF-8 (Windows-1252 «ø» is the byte F8): refused, naming the field, nothing kept.
    await page.getByLabel("Nettverk").selectOption("adtraction");
    await page
      .getByLabel("Rapport (CSV)")
      .setInputFiles(
        csvFile(
          Buffer.concat([
            Buffer.from("Transaction ID;EPI;Status;Commission\r\nT-1;"),
            Buffer.from([0xf8]),
            Buffer.from(";approved;1\r\n"),
          ]),
        ),
      );
    await page.getByRole("button", { name: "Forhåndsvis" }).click();
    const message = "Filen er ikke UTF-8 (kanskje Windows-1252 fra Excel). Lagre den som «CSV UTF-8» og prøv igjen.";
    await expect(page.getByRole("link", { name: message })).toBeVisible();
    await expect(page.locator("#felt-fil-feil")).toContainText(message);

    // Norwegian Excel's CSV: semicolons, decimal comma; one row ours, one unknown, one a formula.
    const report = [
      "Transaction ID;EPI;Status;Commission;Transaction date",
      `T-E2E-1;${clickId};Approved;380,50;03.11.2026`,
      "T-E2E-2;fremmed-id;Pending;100;04.11.2026",
      '=HYPERLINK("https://evil.example");x;Approved;1;04.11.2026',
    ].join("\r\n");
    await page.getByLabel("Nettverk").selectOption("adtraction");
    await page.getByLabel("Rapport (CSV)").setInputFiles(csvFile(report));
    await page.getByRole("button", { name: "Forhåndsvis" }).click();
    await expect(page).toHaveURL(/\/admin\/statistikk\/last-opp\?forhandsvisning=[\w-]{22}$/);
    const preview = page.getByRole("region", { name: "Transaksjoner i rapporten" });
    await expect(preview.getByRole("row", { name: /T-E2E-1/ }).getByRole("cell")).toHaveText([
      "2",
      "Kjent klikk",
      "godkjent",
      "380,50 kr",
      "3. november 2026",
      "Ny",
    ]);
    await expect(preview.getByRole("row", { name: /T-E2E-2/ }).getByRole("cell")).toHaveText([
      "3",
      "Ukjent klikk",
      "til behandling",
      "100 kr",
      "4. november 2026",
      "Ny",
    ]);
    await expect(page.getByRole("region", { name: "Rader som ikke kan leses" }).getByRole("row").nth(1)).toHaveText(
      '4Transaksjons-id «=HYPERLINK("https://evil.example")» har tegn en id ikke har (bare bokstaver, tall og . : / - _).',
    );
    await expectAxeCleanInEveryScheme(page, "the preview");

    // Nothing is stored before the confirmation.
    await page.goto(`${origin}/admin/statistikk`);
    await expect(
      page.getByText("Uten kjent klikk: 0 konverteringer, 0 kr godkjent, 0 kr til behandling."),
    ).toBeVisible();
    await page.goBack();

    await page.getByRole("button", { name: "Lagre i statistikken" }).click();
    await expect(page.getByText("Rapporten er lagret: 2 nye, 0 endret, 0 uendret.")).toBeVisible();

    await page.goto(`${origin}/admin/statistikk?fra=&til=`);
    await page.getByRole("link", { name: "7 dager" }).click();
    const row = page
      .getByRole("region", { name: "Provisjon per kort" })
      .getByRole("row", { name: new RegExp(card.name) });
    await expect(row.getByRole("cell")).toHaveText(
      ["1", "1", "1", "0", "100 %", "380,50 kr", "0 kr", "380,50 kr", "+1 (ny)", "+380,50 kr (ny)"],
      { useInnerText: true },
    );
    await expect(
      page.getByText("Uten kjent klikk: 1 konverteringer, 0 kr godkjent, 100 kr til behandling."),
    ).toBeVisible();
    await expectAxeCleanInEveryScheme(page, "the statistics");

    const csv = await (await page.request.get(`${origin}/admin/statistikk.csv${new URL(page.url()).search}`)).text();
    const lines = csv.split("\r\n");
    expect(lines.filter((line) => line === `${card.name};1;1;1;0;100;380,50;0,00;380,50;0;0,00`)).toHaveLength(1);
    expect(lines).toContain("Konverteringer med en klikk-id vi ikke har;1;0,00;100,00");

    // Without a session: the sign-in page, never the form or a preview.
    const anonymous = await request.get(`${origin}/admin/statistikk/last-opp`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()["location"]).toMatch(/^\/admin\/logg-inn/);
  });
});
