import { expect, test, type Page } from "@playwright/test";
import { firstCards } from "../../content/cards";
import { testedColourSchemes } from "../../app/site/accessibility/accessibility-checks";
import { axeViolations } from "./axe-sweep";
import { generateMarket } from "../support/finansportalen-feed";
import { artBankName, bankColour } from "../../app/shared/cards/drawn-card-art";
import { startMarketServer } from "./market-server";
import { FIRST_ROUND_TRIP_BYTES, sentOnceBestCompressed } from "./bytes-on-the-wire";
import { specPort } from "./spawn-server";
import { readFee } from "../../app/shared/cards/finansportalen/feed-values";
import { withdrawalFeeText } from "../../app/shared/cards/card-facts";

/**
 * /kredittkort and /sammenlign over a market from Finansportalen's feed (a local server with Basic
 * authentication, synced at start): the eligibility pre-check without JavaScript (the answers in the URL with
 * the sort and the pages, the cards the reader falls outside shown apart and never hidden, a bad answer a 400
 * with its message), axe over the checked list, and the compare table's facts from the feed.
 */
const port = specPort(3420);
const origin = `http://127.0.0.1:${port}`;
const market = generateMarket(14, 41);

test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startMarketServer>> | undefined;
const ours = new Set(firstCards.map((card) => card.urlSlug));
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");

/** A feed card's fee for cash abroad as its pages print it, from the product the generated feed sent. */
function abroadFeeText(name: string): string {
  const product = market.find((entry) => entry.name === name);
  expect(product, name).toBeDefined();
  const fee = readFee(product!.entry.fields.kredittkort_uttak_utland_transgebyr ?? undefined).value;
  return fee === undefined ? "Ukjent" : plain(withdrawalFeeText(fee) ?? null);
}

/** The number of cards the list's heading claims («Alle 24 kredittkort i Norge»). */
async function cardCount(page: Page): Promise<number> {
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  return Number(/(\d+) kredittkort/.exec(heading ?? "")?.[1]);
}

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
  test.setTimeout(180_000);
  // The sync at start publishes the products as cards (one it finds unusual waits for an editor).
  server = await startMarketServer(
    "card-list-market",
    port,
    market.map((product) => product.entry),
    { atLeast: firstCards.length + 5 },
  );
});
test.afterAll(async () => {
  await server?.stop();
});

test("the pre-check without JavaScript: answers kept with the sort and pages, the cards outside shown apart, none hidden", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/kredittkort?sortering=arsgebyr`);
  const total = await cardCount(page);
  const check = page.getByRole("form", { name: "Sjekk bankenes krav til alder og inntekt" });
  await expect(check).toContainText("Dette er ikke en kredittvurdering.");
  await check.getByLabel("Din alder (valgfritt)").fill("19");
  await check.getByLabel("Din årsinntekt før skatt (valgfritt)").fill("160 000");
  await check.getByRole("button", { name: "Sjekk kortene" }).click();
  await expect(page).toHaveURL(/\/kredittkort\?sortering=arsgebyr&alder=19&inntekt=160\+000/);
  await expect(page.getByLabel("Din alder (valgfritt)")).toHaveValue("19");

  // Every card is on one of the pages: those the reader meets first, then those set apart, each with its reason.
  const eligible: string[] = [];
  const outside: Array<{ name: string; reason: string }> = [];
  for (let side = 1; ; side++) {
    const list = page.locator("#all-cards");
    for (const link of await list.locator("h3 a").all()) eligible.push((await link.textContent()) ?? "");
    for (const tile of await list.locator("[data-outside-requirements] article").all())
      outside.push({
        name: (await tile.locator("h4").textContent()) ?? "",
        reason: plain(await tile.locator("[data-shortfall]").textContent()),
      });
    if (side === 1) await expect(list).toContainText(`Side 1 av ${Math.ceil(total / 10)}.`);
    const next = page.getByRole("link", { name: "Neste" });
    if ((await next.count()) === 0) break;
    await next.click();
    // The answers and the sort go with every page link.
    await expect(page).toHaveURL(new RegExp(`sortering=arsgebyr&alder=19&inntekt=160000&side=${side + 1}`));
  }
  expect(eligible.length + outside.length).toBe(total);
  expect(outside.length).toBeGreaterThan(0);
  for (const { reason } of outside)
    expect(reason).toMatch(
      /^Du oppfyller ikke bankens krav til (alder|inntekt|alder og inntekt) \((minst (20|23) år|minst (200|250) 000 kr i årsinntekt)( og minst (200|250) 000 kr i årsinntekt)?\)$/,
    );
  await expect(page.locator("[data-outside-requirements]")).toContainText("Dette er ikke en kredittvurdering.");
  // The filters carry the answers too.
  await page.getByRole("button", { name: /^Visa/ }).click();
  await expect(page).toHaveURL(/nettverk=visa/);
  await expect(page).toHaveURL(/alder=19&inntekt=160000/);
  await context.close();
});

test("a bad answer is a 400 with the message at the field and the error summary first, focused", async ({ page }) => {
  const response = await page.goto(`${origin}/kredittkort?sortering=arsgebyr&alder=nitten&inntekt=160000`);
  expect(response?.status()).toBe(400);
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Din alder må være et tall, for eksempel 30." })).toBeVisible();
  await expect(page.getByLabel("Din alder (valgfritt)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Din alder (valgfritt)")).toHaveValue("nitten");
  // The list is still there, unchecked: nothing set apart.
  await expect(page.locator("#all-cards h3")).toHaveCount(10);
  await expect(page.locator("[data-outside-requirements]")).toHaveCount(0);
});

test("axe finds nothing on the checked list and on the bad answer, light and dark", async ({ browser }) => {
  // Four full sweeps of a long page: seconds each on a busy machine.
  test.setTimeout(180_000);
  for (const colorScheme of testedColourSchemes) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    for (const query of ["?alder=19&inntekt=160000&side=2", "?alder=nitten"]) {
      await page.goto(`${origin}/kredittkort${query}`);
      expect((await axeViolations(page)).map((violation) => `${query} (${colorScheme}): ${violation}`)).toEqual([]);
    }
    await context.close();
  }
});

test("the compare table shows the feed's monthly fee, least payment, withdrawal fees and age limits, «Ukjent» for our cards", async ({
  page,
}) => {
  await page.goto(`${origin}/kredittkort?sortering=arsgebyr`);
  const feedCards = (
    await page
      .locator("#all-cards h3 a")
      .evaluateAll((links) => links.map((a) => [a.getAttribute("href")!.replace("/kort/", ""), a.textContent ?? ""]))
  )
    .filter(([slug]) => !ours.has(slug!))
    .slice(0, 2);
  const slugs = feedCards.map(([slug]) => slug!);
  expect(slugs).toHaveLength(2);
  await page.goto(`${origin}/sammenlign?kort=${[...slugs, "bank-norwegian-kredittkort"].join(",")}`);
  const row = (name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  const cells = async (name: string) => (await row(name).getByRole("cell").allTextContents()).map(plain);
  const monthly = await cells("Månedsgebyr");
  expect(monthly.slice(0, 2).every((cell) => /^\d+ kr\/mnd/.test(cell))).toBe(true);
  expect(monthly[2]).toBe("Ukjent");
  const payment = await cells("Minste månedlige innbetaling");
  expect(payment.slice(0, 2).every((cell) => /^\d+(,\d+)? %, minst \d+ kr$/.test(cell))).toBe(true);
  expect(payment[2]).toBe("Ukjent");
  expect((await cells("Aldersgrense")).slice(0, 2).every((cell) => /^(18|20|23) år$/.test(cell))).toBe(true);
  // The fee for cash abroad, as the feed sent it, apart from the own bank's; «Ukjent» for our card.
  const abroad = feedCards.map(([, name]) => abroadFeeText(plain(name!).trim()));
  expect(abroad.some((text) => text !== "Ukjent")).toBe(true);
  expect(await cells("Kontantuttak i utlandet")).toEqual([...abroad, "Ukjent"]);
  expect((await cells("Kontantuttak i egen bank")).slice(0, 2).every((cell) => /^\d/.test(cell))).toBe(true);
  // The credit limit is a plain fact: never marked best.
  await expect(row("Kredittgrense")).not.toContainText(/Høyest|Lavest/);
  // The card page lists it among the facts, under «Data levert av Finansportalen».
  const [slug, name] = feedCards[abroad.findIndex((text) => text !== "Ukjent")]!;
  await page.goto(`${origin}/kort/${slug}`);
  const fact = page.locator("section[aria-labelledby='facts-heading'] dl > div").filter({
    has: page.locator("dt", { hasText: /^Kontantuttak i utlandet$/ }),
  });
  expect(plain(await fact.locator("dd").textContent())).toBe(abroadFeeText(plain(name!).trim()));
  await expect(page.locator("main [data-feed-attribution]").first()).toBeVisible();
});

// Decision 0012, stops 48 and 49: the bank's own words on an unreviewed card's page, after the costs and the
// example, under whose words they are; never in the list or the comparison, nor on a reviewed card's page.
test("an unreviewed card's page shows the bank's own description after its example, axe clean; no list or comparison has it", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const words = market[0]!.entry.fields.kredittkort_reiseforsikring_beskrivelse!;
  await page.goto(`${origin}/kredittkort?sortering=arsgebyr`);
  await expect(page.locator("main")).not.toContainText(words);
  const slugs = (
    await page.locator("#all-cards h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!))
  ).map((href) => href.replace("/kort/", ""));
  const feedSlug = slugs.find((slug) => !ours.has(slug))!;
  const reviewedSlug = slugs.find((slug) => ours.has(slug))!;
  await page.goto(`${origin}/sammenlign?kort=${feedSlug},${reviewedSlug}`);
  await expect(page.locator("main")).not.toContainText(words);

  await page.goto(`${origin}/kort/${feedSlug}`);
  const heading = page.getByRole("heading", { level: 2, name: "Slik banken beskriver kortet til Finansportalen" });
  await expect(heading).toBeVisible();
  const section = page.locator("section[aria-labelledby='bank-words-heading']");
  await expect(section.getByRole("heading", { level: 3, name: "Reiseforsikring" })).toBeVisible();
  await expect(section).toContainText(words);
  await expect(section.locator("[data-feed-attribution]")).toHaveText("Data levert av Finansportalen.");
  // After the costs and the example, never above them.
  const order = await page.evaluate(() => {
    const at = (selector: string) => document.querySelector(selector);
    const words = at("#bank-words-heading")!;
    const after = (node: Element | null) =>
      node !== null && (node.compareDocumentPosition(words) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    return { costs: after(at("#kostnad-tittel")), apply: after(at("#apply-heading")) };
  });
  expect(order).toEqual({ costs: true, apply: true });
  for (const colorScheme of testedColourSchemes) {
    const context = await browser.newContext({ colorScheme });
    const dark = await context.newPage();
    await dark.goto(`${origin}/kort/${feedSlug}`);
    expect((await axeViolations(dark)).map((violation) => `${colorScheme}: ${violation}`)).toEqual([]);
    await context.close();
  }

  await page.goto(`${origin}/kort/${reviewedSlug}`);
  await expect(page.locator("#bank-words-heading")).toHaveCount(0);
});

test("the list's title claims the market, and «Data levert av Finansportalen» is beside its figures", async ({
  page,
}) => {
  await page.goto(`${origin}/kredittkort`);
  const total = await cardCount(page);
  await expect(page).toHaveTitle(`Alle ${total} kredittkort i Norge – sammenlign rente og gebyr | Kortvalg`);
  await expect(page.locator("main [data-feed-attribution]")).toHaveCount(1);
  // The home page: under the market figures, which count the feed's cards; not under its tiles, our ten reviewed
  // cards (not linked to the feed here), whose figures are ours.
  await page.goto(`${origin}/`);
  await expect(page.locator("main [data-feed-attribution]")).toHaveCount(1);
  await expect(page.locator("main ul[aria-label='Om Kortvalg'] + p [data-feed-attribution]")).toHaveText(
    "Data levert av Finansportalen.",
  );
});

test("the market's cards on the list are drawn by CSS, not SVG images: the bank's name and colour, the file cards lazy", async ({
  page,
}) => {
  await page.goto(`${origin}/kredittkort?side=2`);
  const tiles = await page.locator("#all-cards li article").evaluateAll((articles) =>
    articles.map((article) => {
      const art = article.querySelector(".card-art");
      const box = art?.getBoundingClientRect();
      return {
        slug: article.querySelector("h3 a")?.getAttribute("href")?.replace("/kort/", "") ?? "",
        bank: article.querySelector("h3 + p")?.textContent ?? "",
        images: [...article.querySelectorAll("img")].map((img) => `${img.getAttribute("src")} ${img.loading}`),
        art: art && {
          hidden: art.getAttribute("aria-hidden"),
          name: getComputedStyle(art, "::before").content,
          background: getComputedStyle(art).backgroundImage,
          size: `${box?.width}×${box?.height}`,
        },
      };
    }),
  );
  const market = tiles.filter((tile) => !ours.has(tile.slug));
  expect(market.length).toBeGreaterThan(0);
  for (const tile of market) {
    // Each SVG image is a document of its own on the main thread: the list's pages had long tasks from them.
    expect(tile.images, tile.slug).toEqual([]);
    const [r, g, b] = (bankColour(tile.bank)[0].match(/[0-9a-f]{2}/g) ?? []).map((hex) => parseInt(hex, 16));
    expect(tile.art, tile.slug).toEqual({
      hidden: "true",
      name: JSON.stringify(artBankName(tile.bank)),
      background: expect.stringContaining(`rgb(${r}, ${g}, ${b})`),
      size: "96×60",
    });
  }
  for (const tile of tiles.filter((tile) => ours.has(tile.slug)))
    expect(tile.images, tile.slug).toEqual([`/cards/${tile.slug}.svg lazy`]);
});

test("with the market, the list's pages and the home page each fit the first round trip once kept", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const list = await (await request.get(`${origin}/kredittkort`)).text();
  const pages = Math.ceil(Number(/Alle (\d+) kredittkort i Norge/.exec(list)?.[1]) / 10);
  expect(pages).toBeGreaterThanOrEqual(3);
  for (const path of [
    "/",
    "/kredittkort",
    "/kredittkort?side=2",
    `/kredittkort?side=${pages}`,
    "/kredittkort?sortering=rente",
  ]) {
    const sent = await sentOnceBestCompressed(`${origin}${path}`);
    expect(sent.encoding, path).toBe("br");
    expect(sent.headerBytes + sent.bodyBytes, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
});
