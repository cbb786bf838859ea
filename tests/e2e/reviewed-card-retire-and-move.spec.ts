import { expect as baseExpect, test } from "@playwright/test";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { staffPool } from "./staff-browser";
import { listedNames } from "./listed-cards";
import { expectAxeClean } from "./axe-sweep";
import { answerAt } from "./redirect-answer";

// A write renders the pages before it commits: seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The ten reviewed cards are data too (issue 30, decision 0015, stop 47): the editorial content names them by id,
 * so an editor moves one and every piece follows it (its prerendered page answers 301, the articles and guides
 * link to the new address, the comparison and /go/ follow the old one), and retires one whose page stays with
 * its review and history, with no apply link, out of the lists and the articles' lines.
 */
const port = specPort(3570);
const origin = `http://localhost:${port}`;
const moving = { id: 4, name: "TF Bank Mastercard", from: "tf-bank-mastercard", to: "tf-bank-kredittkort" };
const retiring = { id: 6, name: "Trumf Visa", urlSlug: "trumf-kredittkort" };

test.describe.configure({ mode: "serial", timeout: 150_000 });

let server: OwnServer;
// One editor for both tests (invitations are limited per client).
const staff = staffPool(
  () => ({ dataDir: server.dataDir, publicOrigin: origin }),
  () => "redaktor@kortvalg.no",
);

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
  test.info().setTimeout(180_000);
  server = await startOwnServer("reviewed-card-lifecycle", "embedded", {
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    TRUST_PROXY: "loopback",
  });
});
test.afterAll(async () => {
  await staff.closeAll();
  await server?.stop();
});

test("an editor moves a reviewed card: its old address, the comparison and /go/ follow, and the content links to the new one", async ({
  browser,
  request,
}) => {
  const { page } = await staff.member(browser);
  await page.goto(`${origin}/admin/kort/${moving.id}/adresse`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Endre adresse for ${moving.name}`);
  await page.getByLabel("Ny adresse").fill(moving.to);
  await page.getByLabel("Begrunnelse").fill("Kortere adresse");
  await page.getByRole("button", { name: "Endre adressen" }).click();
  await expect(page.getByRole("status")).toContainText(`Adressen er nå /kort/${moving.to}`);

  // The build prerendered the old address: it now answers 301, not the page it was built with.
  await expect.poll(() => answerAt(request, `${origin}/kort/${moving.from}`)).toBe(`301 /kort/${moving.to}`);
  await page.goto(`${origin}/kort/${moving.to}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(moving.name);
  await expect(page.getByRole("heading", { name: `Vår vurdering av ${moving.name}` })).toBeVisible();
  await expectAxeClean(page, "/kort/:urlSlug, moved");

  // The comparison and the apply redirect follow the old address; the comparison to the address now.
  expect(await answerAt(request, `${origin}/sammenlign?kort=remember-gold,${moving.from}`)).toBe(
    `301 /sammenlign?kort=remember-gold,${moving.to}`,
  );
  await page.goto(`${origin}/sammenlign?kort=remember-gold,${moving.from}`);
  await expect(page).toHaveURL(`${origin}/sammenlign?kort=remember-gold,${moving.to}`);
  await expect(page.getByRole("table")).toContainText(moving.name);
  await expectAxeClean(page, "/sammenlign, with a moved card");
  expect(await answerAt(request, `${origin}/go/${moving.from}`)).toBe("302 https://www.tfbank.no/kredittkort/");

  // A guide, the cashback article and the test article link to the card's address now, never the old one.
  for (const path of [
    "/guider/beste-cashback-kredittkort",
    "/beste-cashback-kredittkort",
    "/beste-kredittkort-i-test",
  ]) {
    await page.goto(`${origin}${path}`);
    await expect(page.locator(`main a[href="/kort/${moving.to}"]`).first(), path).toBeVisible();
    expect(await page.locator(`a[href="/kort/${moving.from}"]`).count(), path).toBe(0);
  }
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/kort/${moving.to}<`);
  expect(sitemap).not.toContain(`/kort/${moving.from}<`);
});

test("an editor retires a reviewed card: its page keeps the review and history with no apply link, out of lists and articles", async ({
  browser,
  request,
}) => {
  const { page } = await staff.member(browser);
  await page.goto(`${origin}/admin/kort/${retiring.id}/salg`);
  await page.getByLabel("Begrunnelse").fill("Banken har sluttet å tilby kortet");
  await page.getByRole("button", { name: "Trekk tilbake kortet" }).click();
  await expect(page.getByRole("status")).toContainText("Kortet er trukket tilbake");

  await expect.poll(async () => (await listedNames(page, origin)).includes(retiring.name)).toBe(false);
  await page.goto(`${origin}/kort/${retiring.urlSlug}`);
  await expect(page.getByText(/Ikke lenger i salg siden \d{1,2}\. \p{L}+ \d{4}/u)).toBeVisible();
  await expect(page.getByRole("heading", { name: `Vår vurdering av ${retiring.name}` })).toBeVisible();
  await expect(page.getByText("Omtalen ble skrevet mens kortet var i salg.")).toBeVisible();
  await expect(page.locator("#endringer")).toContainText("Kilde: Banken har sluttet å tilby kortet");
  // Not advertised: no apply button, no link to the bank or through /go/, no compare toggle.
  await expect(page.getByRole("link", { name: /Søk om kortet/ })).toHaveCount(0);
  await expect(page.locator('a[href^="/go/"], a[href^="https://www.trumf.no"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: new RegExp(`Sammenlign ${retiring.name}`) })).toHaveCount(0);
  await expectAxeClean(page, "/kort/:urlSlug, a retired reviewed card");
  expect((await request.get(`${origin}/go/${retiring.urlSlug}`, { maxRedirects: 0 })).status()).toBe(404);

  // The articles leave out their lines about it: the test's «other cards», the cashback article's grocery pick.
  await page.goto(`${origin}/beste-kredittkort-i-test`);
  await expect(page.locator("#ikke-til-topps + p + ul")).not.toContainText(retiring.name);
  await expect(page.locator("#ikke-til-topps + p + ul")).toContainText("re:member Gold");
  await page.goto(`${origin}/beste-cashback-kredittkort`);
  expect(await page.locator(`a[href="/kort/${retiring.urlSlug}"]`).count()).toBe(0);
});
