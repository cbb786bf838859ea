import { expect as baseExpect, test, type APIRequestContext } from "@playwright/test";
import { feedEffectiveRate, feedXml, nominalOf } from "../support/finansportalen-feed";
import { specPort } from "./spawn-server";
import { startServerOnFeed, type ServerOnFeed } from "./market-server";
import { listedNames } from "./listed-cards";
import { expectAxeClean } from "./axe-sweep";
import { answerAt } from "./redirect-answer";

// A write renders the pages before it commits: seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Cards are data (issue 30, decision 0015, stop 46): an editor takes a card out of sale on /admin/kort/:id/salg
 * (confirmed there, with a reason) and it leaves the list while its page says «Ikke lenger i salg»; an editor
 * moves a card from the feed to a new address on /admin/kort/:id/adresse, and every old address answers 301
 * to the newest, which the sitemap and the open data use.
 */
const port = specPort(3560);
const origin = `http://localhost:${port}`;
// Two cards from the feed: no ranking, search alias or guide names them, so either may leave the market.
const feedName = "Nordlys Pluss";
const feedSlug = "nordlys-bank-nordlys-pluss";
const retiring = { name: "Fjord Basis", urlSlug: "fjordbanken-fjord-basis" };
const nominal = nominalOf(18.9);
const product = (id: string, bank: string, name: string) => ({
  id,
  fields: {
    leverandor_tekst: bank,
    navn: name,
    kredittkort_nominell_rente: String(nominal).replace(".", ","),
    effektiv_rente: String(Math.round(feedEffectiveRate(nominal, 0, 0) * 100) / 100),
    kredittkort_kort_arsgebyr: "0",
    kredittkort_maks_ramme: "50000",
    kredittkort_reiseforsikring: "false",
  },
});

test.describe.configure({ mode: "serial", timeout: 150_000 });

let site: ServerOnFeed;

/** Every card in the open data, those with the feed's facts withheld too. */
async function openCards(request: APIRequestContext) {
  type Open = { id: number; urlSlug: string; url: string };
  const body = (await (await request.get(`${origin}/api/kort.json`)).json()) as {
    cards: Open[];
    cardsWithoutFeedFields: Open[];
  };
  return [...body.cards, ...body.cardsWithoutFeedFields];
}

test.beforeAll(async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
  test.info().setTimeout(180_000);
  site = await startServerOnFeed("card-retire-address", port, () =>
    feedXml([product("88101", "Nordlys Bank", feedName), product("88102", "Fjordbanken", retiring.name)]),
  );
  // The sync at start publishes each product as a card of its own.
  for (const slug of [feedSlug, retiring.urlSlug])
    await expect
      .poll(async () => (await request.get(`${origin}/kort/${slug}`, { maxRedirects: 0 })).status(), {
        timeout: 90_000,
      })
      .toBe(200);
});
test.afterAll(async () => {
  await site?.stop();
});

test("an editor retires a card after confirming with a reason: out of the list, its page says so, and back again", async ({
  browser,
  request,
}) => {
  const { page } = await site.editor(browser);
  expect(await listedNames(page, origin)).toContain(retiring.name);
  const id = (await openCards(request)).find((card) => card.urlSlug === retiring.urlSlug)!.id;

  await page.goto(`${origin}/admin/kort/${id}`);
  await page.getByRole("link", { name: "Trekk tilbake" }).click();
  await expect(page).toHaveURL(`${origin}/admin/kort/${id}/salg`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Trekk tilbake ${retiring.name}`);
  await expectAxeClean(page, "/admin/kort/:id/salg");
  // No reason: nothing happens, and the message names the field.
  await page.getByRole("button", { name: "Trekk tilbake kortet" }).click();
  await expect(page.getByRole("link", { name: /^Begrunnelsen må fylles ut/ })).toBeVisible();
  await expect(page.getByLabel("Begrunnelse")).toHaveAttribute("aria-invalid", "true");
  await expectAxeClean(page, "/admin/kort/:id/salg with an error");

  await page.getByLabel("Begrunnelse").fill("Banken har sluttet å tilby kortet");
  await page.getByRole("button", { name: "Trekk tilbake kortet" }).click();
  await expect(page.getByRole("status")).toContainText("Kortet er trukket tilbake");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ta inn igjen ${retiring.name}`);
  await expectAxeClean(page, "/admin/kort/:id/salg, retired");

  await expect.poll(async () => (await listedNames(page, origin)).includes(retiring.name)).toBe(false);
  await page.goto(`${origin}/kort/${retiring.urlSlug}`);
  await expect(page.getByText(/Ikke lenger i salg siden \d{1,2}\. \p{L}+ \d{4}/u)).toBeVisible();
  // Its history says what changed, with the editor's reason as the source.
  await expect(page.locator("#endringer")).toContainText("Kilde: Banken har sluttet å tilby kortet");

  await page.goto(`${origin}/admin/kort/${id}/salg`);
  await page.getByLabel("Begrunnelse").fill("Banken tilbyr kortet igjen");
  await page.getByRole("button", { name: "Ta inn igjen kortet" }).click();
  await expect(page.getByRole("status")).toContainText("Kortet er i salg igjen");
  await expect.poll(async () => (await listedNames(page, origin)).includes(retiring.name)).toBe(true);
});

test("an editor moves a card to a new address: every old one answers 301 to the newest, for good", async ({
  browser,
  request,
}) => {
  const { page } = await site.editor(browser);
  const id = (await openCards(request)).find((card) => card.urlSlug === feedSlug)!.id;

  await page.goto(`${origin}/admin/kort/${id}`);
  await page.getByRole("link", { name: "Endre adresse" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Endre adresse for ${feedName}`);
  await expectAxeClean(page, "/admin/kort/:id/adresse");

  // Bad input: a clear message naming the field, a 4xx, the editor's text kept.
  const address = page.getByLabel("Ny adresse");
  await address.fill("Nordlys Gull");
  await page.getByLabel("Begrunnelse").fill("Kortere adresse");
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "Endre adressen" }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(page.getByRole("link", { name: /^Adressen kan bare ha små bokstaver a–z/ })).toBeVisible();
  await expect(address).toHaveValue("Nordlys Gull");
  await expectAxeClean(page, "/admin/kort/:id/adresse with an error");
  // Another card's address is taken.
  await address.fill(retiring.urlSlug);
  await page.getByRole("button", { name: "Endre adressen" }).click();
  await expect(
    page.getByRole("link", {
      name: `Adressen «${retiring.urlSlug}» er adressen til «${retiring.name}»: velg en annen adresse`,
    }),
  ).toBeVisible();

  await address.fill("nordlys-gull");
  await page.getByRole("button", { name: "Endre adressen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Adressen er nå \/kort\/nordlys-gull \(versjon \d+\)\. \/kort\/nordlys-bank-nordlys-pluss sender leserne hit for godt\.$/,
  );
  await expect.poll(() => answerAt(request, `${origin}/kort/${feedSlug}`)).toBe("301 /kort/nordlys-gull");

  // Moved again: both old addresses go straight to the newest.
  await page.getByLabel("Ny adresse").fill("nordlys-pluss");
  await page.getByLabel("Begrunnelse").fill("Navnet uten banken");
  await page.getByRole("button", { name: "Endre adressen" }).click();
  await expect(page.getByRole("status")).toContainText("/kort/nordlys-gull sender leserne hit for godt");
  await expect.poll(() => answerAt(request, `${origin}/kort/${feedSlug}`)).toBe("301 /kort/nordlys-pluss");
  expect(await answerAt(request, `${origin}/kort/nordlys-gull`)).toBe("301 /kort/nordlys-pluss");
  await expect(page.getByText("/kort/nordlys-bank-nordlys-pluss, /kort/nordlys-gull")).toBeVisible();

  await page.goto(`${origin}/kort/${feedSlug}`);
  await expect(page).toHaveURL(`${origin}/kort/nordlys-pluss`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(feedName);
  // The sitemap and the open data name the new address only.
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain("/kort/nordlys-pluss<");
  expect(sitemap).not.toContain("/kort/nordlys-gull<");
  expect(sitemap).not.toContain(`/kort/${feedSlug}<`);
  expect((await openCards(request)).find((card) => card.id === id)?.url).toMatch(/\/kort\/nordlys-pluss$/);
});
