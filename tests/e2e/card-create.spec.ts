import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import { cardPageText } from "../../app/site/card-page/card-page-text";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";

// Publishing renders the pages from the would-be cards before it commits: seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * «Nytt kort» (/admin/kort/nytt) end to end, on a server of its own: an editor (redaktør, signed in with a passkey)
 * opens it from the card list, posts it with mistakes (the summary takes focus, every value kept), then, with
 * JavaScript off, posts it right: the card is published through the card store, with its address made from bank
 * and name (æ ø å spelled out) and its art drawn, and its page and /kredittkort show it, saying it is not reviewed.
 * Axe over the form as it opens and with its messages, light and dark.
 */
const port = specPort(3550);
const origin = `http://localhost:${port}`;
const slug = "sparebanken-ost-mastercard-gull";

test.describe.configure({ mode: "serial", timeout: 150_000 });

let server: OwnServer;
let session: { context: BrowserContext; page: Page } | undefined;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
  test.info().setTimeout(120_000);
  server = await startOwnServer("card-create", "embedded", {
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    TRUST_PROXY: "loopback",
  });
});
test.afterAll(async () => {
  await session?.context.close();
  await server?.stop();
});

/** «Nytt kort» opened and filled in with Sparebanken Øst's Mastercard Gull, ready to post. */
async function fillNewCard(form: Page, { network, source }: { network: string; source: string }) {
  await form.goto(`${origin}/admin/kort/nytt`);
  await form.getByLabel("Navn", { exact: true }).fill("Mastercard Gull");
  await form.getByLabel("Bank", { exact: true }).fill("Sparebanken Øst");
  await form.getByLabel("Kortnettverk").selectOption(network);
  await form.getByLabel("Årsgebyr", { exact: true }).fill("0");
  await form.getByLabel("Rente før gebyrer (årlig)").fill("21,9");
  await form.getByLabel("Høyeste kredittgrense").fill("50 000");
  await form.getByLabel("Kilde", { exact: true }).fill(source);
}

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");

test("an editor creates a card from /admin/kort; its page and the list show it, not reviewed", async ({ browser }) => {
  session = await signInNewStaff(browser, {
    dataDir: server.dataDir,
    email: "redaktor@kortvalg.no",
    role: "redaktør",
  });
  const { page, context } = session;
  expect((await fetch(`${origin}/kort/${slug}`)).status).toBe(404);

  await page.goto(`${origin}/admin/kort`);
  await page.getByRole("link", { name: "Nytt kort", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/admin/kort/nytt`);
  await expect(page.getByRole("heading", { level: 1, name: "Nytt kort" })).toBeVisible();
  // The review is written afterwards, in the card's own editor: the form has none of it.
  await expect(page.getByLabel("Hovedfordeler")).toHaveCount(0);
  await expect(page.getByLabel("Omtale på kortsiden")).toHaveCount(0);
  await expectAxeCleanInEveryScheme(page, "/admin/kort/nytt");

  // Mistakes: no network chosen, a fee that is not a number, no source. The summary takes focus; nothing is lost.
  await page.getByLabel("Navn", { exact: true }).fill("Mastercard Gull");
  await page.getByLabel("Bank", { exact: true }).fill("Sparebanken Øst");
  await page.getByLabel("Årsgebyr", { exact: true }).fill("gratis");
  await page.getByRole("button", { name: "Opprett og publiser kortet" }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Velg kortnettverk i listen");
  await expect(summary).toContainText("Årsgebyr må være et tall");
  await expect(summary).toContainText("Skriv inn rente før gebyrer (årlig)");
  await expect(summary).toContainText("Kilden må fylles ut");
  await expect(page.getByLabel("Navn", { exact: true })).toHaveValue("Mastercard Gull");
  await expect(page.getByLabel("Årsgebyr", { exact: true })).toHaveValue("gratis");
  await expect(page.getByLabel("Årsgebyr", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAxeCleanInEveryScheme(page, "/admin/kort/nytt with its messages");

  // Without JavaScript, the same session: the form posts and redirects.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  try {
    const form = await noScript.newPage();
    await fillNewCard(form, { network: "Mastercard", source: "https://www.sparebankenost.no/kredittkort/vilkar" });
    await form.getByLabel("Kortet har reiseforsikring").check();
    await form.getByRole("button", { name: "Opprett og publiser kortet" }).click();
    await expect(form).toHaveURL(/\/admin\/kort\/11\?utfort=opprettet&versjon=1$/);
    await expect(form.getByRole("heading", { level: 1, name: "Mastercard Gull" })).toBeVisible();
    await expect(form.getByText("Kortet er opprettet og publisert")).toBeVisible();
    await expect(form.locator('[data-card-state="unreviewed"]')).toContainText("Ikke vurdert.");
    await expect(form.getByRole("link", { name: `/kort/${slug}`, exact: true })).toBeVisible();
    await expect(form.getByText("Tegnet fra bank og kortnettverk")).toBeVisible();

    // The same card again is refused at its name, with the card that has it.
    await fillNewCard(form, { network: "Visa", source: "Prisliste fra banken" });
    await form.getByRole("button", { name: "Opprett og publiser kortet" }).click();
    await expect(form.locator("[data-error-summary]")).toContainText(
      `Navn er navnet på et kort Sparebanken Øst har fra før (/kort/${slug}, id 11)`,
    );
  } finally {
    await noScript.close();
  }

  // The card's page: its facts, said not to be reviewed, its art drawn (no image file).
  const cardPage = await context.newPage();
  await cardPage.goto(`${origin}/kort/${slug}`);
  await expect(cardPage.getByRole("heading", { level: 1 })).toContainText("Mastercard Gull");
  await expect(cardPage.getByText(cardPageText.notReviewed)).toBeVisible();
  expect(plain(await cardPage.locator("main").textContent())).toContain("50 000 kr");
  await expect(cardPage.locator('main img[src^="data:image/svg+xml"]').first()).toBeVisible();

  // The list takes its cards from the store: the new one is on one of its pages, with a link to its page. Its
  // monthly fee was left empty (unknown), so «Kort uten årsgebyr» leaves it out and says why (decision 0032, stop 48).
  await cardPage.goto(`${origin}/kredittkort`);
  await expect(cardPage.locator("main")).toContainText("for 1 av dem har banken ikke oppgitt månedsgebyret");
  let found = false;
  for (let side = 1; side <= 3 && !found; side++) {
    await cardPage.goto(`${origin}/kredittkort?side=${side}`);
    found = (await cardPage.locator(`main a[href="/kort/${slug}"]`).count()) > 0;
  }
  expect(found).toBe(true);
  await cardPage.close();
});
