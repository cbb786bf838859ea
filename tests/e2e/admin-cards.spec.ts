import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { formatEffectiveRate } from "../../app/shared/format/format";
import { representativeExample } from "../../app/shared/cards/representative-example";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { exited, specPort, startOwnServer, startServer, type OwnServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";

// Publishing renders every page from the would-be cards before it commits (host/render-check.js), in a
// worker started by the first write: seconds, more on a busy CI machine. What comes after a click waits that long.
const expect = baseExpect.configure({ timeout: 20_000 });

// The card editor (/admin/kort) end to end, on a server of its own as back-office.spec.ts starts it
// (PUBLIC_ORIGIN=http://localhost:PORT for the passkeys), signed in as editors (redaktør) with the
// virtual authenticator: an edit previewed and published reaches the public card page; a bad value, a
// conflict between two editors, a restore and a check; axe over every state of the new pages.
// On the embedded database, and on PostgreSQL (a database of its own) when TEST_DATABASE_URL is set,
// where a second instance on the same database must show the published edit within 5 s as well.
const adminUrl = process.env.TEST_DATABASE_URL;
const variants = [
  { database: "embedded", port: specPort(3207) },
  { database: "postgres", port: specPort(3208) },
] as const;
/** The other instance on the PostgreSQL variant's database: it learns of an edit from PostgreSQL alone. */
const otherPort = specPort(3209);
const otherOrigin = `http://127.0.0.1:${otherPort}`;

/** Text as the page has it, with the no-break spaces of formatted figures as plain ones. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");

for (const { database, port } of variants) {
  test.describe(`the card editor on the ${database} database`, () => {
    const origin = `http://localhost:${port}`;
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    let own: OwnServer | undefined;
    let dataDir = "";
    let other: { server: ChildProcess; dataDir: string } | undefined;

    /**
     * Two editors (redaktør), each signed in with a passkey in a browser context of their own, made once
     * and shared by the tests (invitation links are limited to 10 per client in 15 minutes).
     */
    const editors: Array<{ context: BrowserContext; page: Page }> = [];
    const editor = async (browser: Browser, which = 0): Promise<{ context: BrowserContext; page: Page }> => {
      while (editors.length <= which) {
        const n = editors.length + 1;
        editors.push(
          await signInNewStaff(browser, {
            dataDir,
            email: `redaktor${n}@kortvalg.no`,
            role: "redaktør",
            passkeyName: `PC ${n}`,
          }),
        );
      }
      return editors[which]!;
    };

    test.beforeAll(async () => {
      test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
      test.skip(
        database === "postgres" && !adminUrl,
        "needs TEST_DATABASE_URL (a PostgreSQL role that may create databases)",
      );
      test.info().setTimeout(120_000);
      own = await startOwnServer("admin-cards", database, {
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        TRUST_PROXY: "loopback",
      });
      dataDir = own.dataDir;
      if (own.databaseUrl) {
        const otherDir = mkdtempSync(path.join(tmpdir(), "kortvalg-admin-cards-other-"));
        other = {
          dataDir: otherDir,
          server: await startServer({
            PORT: String(otherPort),
            DATA_DIR: otherDir,
            DATABASE_URL: own.databaseUrl,
            PUBLIC_ORIGIN: otherOrigin,
          }),
        };
      }
    });

    test.afterAll(async () => {
      for (const { context } of editors.splice(0)) await context.close();
      if (other) {
        other.server.kill("SIGTERM");
        await exited(other.server);
        rmSync(other.dataDir, { recursive: true, force: true });
        other = undefined;
      }
      await own?.stop();
    });

    const publicPage = async (slug: string, at = origin) => plain(await (await fetch(`${at}/kort/${slug}`)).text());
    const openCard = async (page: Page, name: string) => {
      await page.goto(`${origin}/admin/kort`);
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    };

    test("an editor previews a new annual fee, publishes it, and the card page shows it; the history lists it", async ({
      browser,
    }) => {
      const { page } = await editor(browser);

      // The dashboard counts the cards not checked for over 30 days (all ten: their terms date from January 2025).
      const tile = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: "Kort som må kontrolleres" }) });
      await expect(tile).toContainText("10");
      await expect(tile).toContainText("Ikke kontrollert på over 30 dager");

      // The editor role enters the card list from the navigation.
      await page.getByRole("navigation", { name: "Bakrommet" }).getByRole("link", { name: "Kort" }).click();
      await expect(page).toHaveURL(`${origin}/admin/kort`);
      await expect(page.getByRole("heading", { level: 1, name: "Kort" })).toBeVisible();
      const row = page.locator('[data-card="7"]');
      await expect(row).toContainText("SAS EuroBonus World Mastercard");
      await expect(row).toContainText("15. januar 2025");
      await expect(row).toContainText("Ikke kontrollert på over 30 dager");

      await openCard(page, "SAS EuroBonus World Mastercard");
      await expect(page.getByText("/cards/sas-eurobonus.svg")).toBeVisible();
      await page.getByLabel("Årsgebyr", { exact: true }).fill("495");
      await page.getByLabel("Kilde", { exact: true }).fill("https://www.sebkort.com/sas-eurobonus/vilkar");

      // Preview: the changes and the example computed from the edited facts; nothing is written.
      await page.getByRole("button", { name: "Forhåndsvis" }).click();
      const preview = page.locator("[data-card-preview]");
      await expect(preview).toBeFocused();
      expect(plain(await preview.textContent())).toContain("Årsgebyr: 465 kr → 495 kr");
      const newRate = formatEffectiveRate(representativeExample({ interestRate: 20.9, annualFee: 495 }).effectiveRate);
      const oldRate = formatEffectiveRate(representativeExample({ interestRate: 20.9, annualFee: 465 }).effectiveRate);
      expect(newRate).not.toBe(oldRate);
      expect(plain(await preview.textContent())).toContain(`Eff. rente ${plain(newRate)}`);
      await expect(page.getByLabel("Årsgebyr", { exact: true })).toHaveValue("495");
      await expect(page.getByLabel("Kilde", { exact: true })).toHaveValue(
        "https://www.sebkort.com/sas-eurobonus/vilkar",
      );
      expect(await publicPage("sas-eurobonus")).toContain("465 kr/år");
      if (other) expect(plain(await (await fetch(`${otherOrigin}/kredittkort`)).text())).not.toContain("495 kr");

      // Publish: the done notice names the version and links the card page, which shows the fee within 5 s.
      await page.getByRole("button", { name: "Publiser" }).click();
      await expect(page).toHaveURL(`${origin}/admin/kort/7?utfort=publisert&versjon=2`);
      await expect(page.getByRole("status")).toContainText("Versjon 2 er publisert og vises nå på nettstedet.");
      await expect(
        page.getByRole("status").getByRole("link", { name: "Se kortsiden (/kort/sas-eurobonus)" }),
      ).toHaveAttribute("href", "/kort/sas-eurobonus");
      const published = Date.now();
      await expect.poll(() => publicPage("sas-eurobonus"), { timeout: 5_000 }).toContain("495 kr/år");
      expect(await publicPage("sas-eurobonus")).toContain(plain(newRate));
      if (other) {
        // The other instance on the same PostgreSQL: its card page, the list and the open data, all within
        // 5 s of the publish, learnt of through LISTEN/NOTIFY.
        const openCard = async () => {
          const json = (await (await fetch(`${otherOrigin}/api/kort.json`)).json()) as {
            cards: Array<{ urlSlug: string; annualFee: number; version: number; effectiveRate: number }>;
          };
          return json.cards.find((entry) => entry.urlSlug === "sas-eurobonus");
        };
        const left = () => 5_000 - (Date.now() - published);
        await expect
          .poll(() => publicPage("sas-eurobonus", otherOrigin), { timeout: left(), intervals: [50] })
          .toContain("495 kr/år");
        expect(await publicPage("sas-eurobonus", otherOrigin)).toContain(plain(newRate));
        await expect
          .poll(async () => plain(await (await fetch(`${otherOrigin}/kredittkort`)).text()), {
            timeout: Math.max(left(), 1),
          })
          .toContain("495 kr");
        await expect.poll(openCard, { timeout: Math.max(left(), 1) }).toMatchObject({ annualFee: 495, version: 2 });
        expect(formatEffectiveRate((await openCard())!.effectiveRate)).toBe(newRate);
        test
          .info()
          .annotations.push({ type: "publish to the other instance", description: `${Date.now() - published} ms` });
      }

      const latest = page.locator('[data-version="2"]');
      await expect(latest).toContainText("Versjon 2: Endret (gjelder nå)");
      await expect(latest).toContainText("https://www.sebkort.com/sas-eurobonus/vilkar");
      expect(plain(await latest.textContent())).toContain("Årsgebyr: 465 kr → 495 kr");
      await expect(page.locator('[data-version="1"]')).toContainText("Versjon 1: Første versjon");
    });

    test("a bad value gives the error summary, focused, and keeps what was typed", async ({ browser }) => {
      const { page } = await editor(browser);
      await openCard(page, "Morrow Bank Mastercard");
      await page.getByLabel("Årsgebyr", { exact: true }).fill("abc");
      await page.getByLabel("Rente før gebyrer (årlig)").fill("20,5");
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST"),
        page.getByRole("button", { name: "Publiser" }).click(),
      ]);
      expect(response.status()).toBe(400);
      const summary = page.locator("[data-error-summary]");
      await expect(summary).toBeFocused();
      await expect(summary).toContainText("Årsgebyr må være et tall, for eksempel 495");
      await expect(summary).toContainText("Kilden må fylles ut");
      const fee = page.getByLabel("Årsgebyr", { exact: true });
      await expect(fee).toHaveValue("abc");
      await expect(fee).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Rente før gebyrer (årlig)")).toHaveValue("20,5");
      // The summary's link takes the editor to the field.
      await summary.getByRole("link", { name: /Årsgebyr må være et tall/ }).click();
      await expect(fee).toBeFocused();
    });

    test("two editors on the same card: the second gets the conflict, keeps their input, and publishes both changes with one more click", async ({
      browser,
    }) => {
      const ada = await editor(browser, 0);
      const ola = await editor(browser, 1);
      await openCard(ada.page, "SAS EuroBonus Premium Mastercard");
      await openCard(ola.page, "SAS EuroBonus Premium Mastercard");

      await ada.page.getByLabel("Årsgebyr", { exact: true }).fill("2 435");
      await ada.page.getByLabel("Kilde", { exact: true }).fill("https://www.sebkort.com/sas-eurobonus-premium/vilkar");
      await ada.page.getByRole("button", { name: "Publiser" }).click();
      await expect(ada.page.getByRole("status")).toContainText("Versjon 2 er publisert");

      await ola.page.getByLabel("Rente før gebyrer (årlig)").fill("20,9");
      await ola.page.getByLabel("Kilde", { exact: true }).fill("Prisliste fra SEB Kort, mottatt på e-post");
      const [response] = await Promise.all([
        ola.page.waitForResponse((answer) => answer.request().method() === "POST"),
        ola.page.getByRole("button", { name: "Publiser" }).click(),
      ]);
      expect(response.status()).toBe(409);
      const conflict = ola.page.locator("[data-card-problem]");
      await expect(conflict).toBeFocused();
      expect(plain(await conflict.textContent())).toContain(
        "Noen andre har publisert en endring av kortet mens du arbeidet (nå versjon 2). Dette ble endret:",
      );
      expect(plain(await conflict.textContent())).toContain("Årsgebyr: 2 335 kr → 2 435 kr");
      await expect(conflict).toContainText("Alt du skrev, står fortsatt i skjemaet.");
      await expect(ola.page.getByLabel("Rente før gebyrer (årlig)")).toHaveValue("20,9");
      await expect(ola.page.getByLabel("Kilde", { exact: true })).toHaveValue(
        "Prisliste fra SEB Kort, mottatt på e-post",
      );
      // The other editor's fee is taken into the form, so publishing again keeps both changes.
      expect(plain(await ola.page.getByLabel("Årsgebyr", { exact: true }).inputValue())).toBe("2 435");

      await ola.page.getByRole("button", { name: "Publiser" }).click();
      await expect(ola.page.getByRole("status")).toContainText("Versjon 3 er publisert");
      await expect.poll(() => publicPage("sas-eurobonus-premium"), { timeout: 5_000 }).toContain("2 435 kr/år");
      expect(plain(await ola.page.locator('[data-version="3"]').textContent())).toContain(
        "Rente før gebyrer (årlig): 19,9 % → 20,9 %",
      );
      expect(plain(await ola.page.locator('[data-version="3"]').textContent())).not.toContain("Årsgebyr");
    });

    test("restoring version 1 publishes its facts again as a new version", async ({ browser }) => {
      const { page } = await editor(browser);
      await openCard(page, "SAS EuroBonus World Mastercard");
      const first = page.locator('[data-version="1"]');
      await first.getByLabel("Kilde eller merknad").fill("Det nye årsgebyret gjelder først fra neste år");
      await first.getByRole("button", { name: /Gjenopprett denne versjonen/ }).click();
      await expect(page).toHaveURL(`${origin}/admin/kort/7?utfort=gjenopprettet&fra=1&versjon=3`);
      await expect(page.getByRole("status")).toContainText(
        "Opplysningene fra versjon 1 er publisert igjen som versjon 3",
      );
      const restored = page.locator('[data-version="3"]');
      await expect(restored).toContainText("Versjon 3: Gjenopprettet (gjelder nå)");
      expect(plain(await restored.textContent())).toContain("Årsgebyr: 495 kr → 465 kr");
      await expect(page.getByLabel("Årsgebyr", { exact: true })).toHaveValue("465");
      await expect.poll(() => publicPage("sas-eurobonus"), { timeout: 5_000 }).toContain("465 kr/år");
    });

    test("«Kontrollert i dag» on the list moves the card's check to today and its row after the overdue ones", async ({
      browser,
    }) => {
      const { page } = await editor(browser);
      await page.goto(`${origin}/admin/kort`);
      const row = page.locator('[data-card="9"]');
      await expect(row).toContainText("Ikke kontrollert på over 30 dager");
      await row.getByRole("button", { name: /Kontrollert i dag/ }).click();
      await expect(page.locator("[data-error-summary]")).toContainText("Kilden må fylles ut");
      await expect(page.locator('[data-card="9"]').getByLabel(/Kilde/)).toHaveAttribute("aria-invalid", "true");
      await page.locator('[data-card="9"]').getByLabel(/Kilde/).fill("https://www.americanexpress.com/no/vilkar");
      await page
        .locator('[data-card="9"]')
        .getByRole("button", { name: /Kontrollert i dag/ })
        .click();
      await expect(page.getByRole("status")).toContainText(
        "American Express Platinum er registrert som kontrollert i dag (versjon 2)",
      );
      await expect(page.locator('[data-card="9"]')).not.toContainText("Ikke kontrollert");
      await expect(page.locator("tbody tr").last()).toHaveAttribute("data-card", /./);
      const order = await page
        .locator("tbody tr")
        .evaluateAll((rows) => rows.map((tr) => tr.textContent?.includes("Ikke kontrollert") ?? false));
      expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
    });

    test("axe finds nothing on the new pages, in every state, light and dark", async ({ browser }) => {
      const { page } = await editor(browser);
      const sweep = (state: string) => expectAxeCleanInEveryScheme(page, state);
      await page.goto(`${origin}/admin`);
      await sweep("/admin");
      await page.goto(`${origin}/admin/kort`);
      await sweep("/admin/kort");
      await page
        .locator('[data-card="10"]')
        .getByRole("button", { name: /Kontrollert i dag/ })
        .click();
      await sweep("/admin/kort with an error");
      await page.goto(`${origin}/admin/kort/7`);
      await sweep("/admin/kort/7");
      await page.getByLabel("Årsgebyr", { exact: true }).fill("95");
      await page.getByRole("button", { name: "Forhåndsvis" }).click();
      await sweep("/admin/kort/7 with a preview");
      await page.getByLabel("Årsgebyr", { exact: true }).fill("abc");
      await page.getByRole("button", { name: "Publiser" }).click();
      await sweep("/admin/kort/7 with errors");
    });
  });
}
