import path from "node:path";
import { expect as baseExpect, test } from "@playwright/test";
import { firstCards } from "../../content/cards";
import type { CreditCard } from "../../content/card-schema";
import {
  feedEffectiveRate,
  feedXml,
  generateMarket,
  type FeedEntry,
  nominalOf,
  productIdOf,
} from "../support/finansportalen-feed";
import { adminRequest } from "../../host/admin.js";
import { specPort } from "./spawn-server";
import { startServerOnFeed, type ServerOnFeed } from "./market-server";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";

// Publishing renders the pages before it commits: seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The card editor with Finansportalen's feed (a local server with Basic authentication, synced at start): axe
 * over «Til godkjenning» in /admin/kort, light and dark; linking one of our cards to its product (the sync's
 * proposed match confirmed, unlinked, linked again from the list, its page saying «Data levert av Finansportalen»
 * only while linked); a feed card's page («Ikke vurdert»), whose feed facts are locked while its other facts stay
 * the editors'.
 */
const port = specPort(3421);
const origin = `http://localhost:${port}`;
/** The feed's entry for one of our cards: its bank and name, so the sync proposes the match. */
function entryFor(card: CreditCard): FeedEntry {
  const nominal = nominalOf(card.interestRate);
  return {
    id: productIdOf(card),
    fields: {
      leverandor_tekst: card.bank,
      navn: card.name,
      kredittkort_nominell_rente: String(nominal).replace(".", ","),
      effektiv_rente: String(Math.round(feedEffectiveRate(nominal, card.annualFee, 0) * 100) / 100),
      kredittkort_kort_arsgebyr: String(card.annualFee),
      kredittkort_maks_ramme: String(card.creditLimitMax),
      kredittkort_reiseforsikring: card.travelInsurance ? "true" : "false",
    },
  };
}
const ours = firstCards.slice(0, 3) as CreditCard[];
const market = generateMarket(4, 12);
/** The feed's body is cut off (malformed XML) while this is set. */
let broken = false;

test.describe.configure({ mode: "serial", timeout: 150_000 });

let site: ServerOnFeed;

test.beforeAll(async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
  test.info().setTimeout(180_000);
  site = await startServerOnFeed("card-editor-feed", port, () => {
    const xml = feedXml([...ours.map(entryFor), ...market.map((product) => product.entry)]);
    return broken ? xml.replace("</feed>", "") : xml;
  });
  await expect
    .poll(async () => (await (await request.get(`${origin}/kredittkort`)).text()).includes("kredittkort i Norge"), {
      timeout: 90_000,
    })
    .toBe(true);
});
test.afterAll(async () => {
  await site?.stop();
});

test("«Til godkjenning» lists the sync's proposed matches, and axe finds nothing there, light and dark", async ({
  browser,
}) => {
  const { page } = await site.editor(browser);
  await page.goto(`${origin}/admin/kort#til-godkjenning`);
  const held = page.locator("#til-godkjenning").locator("..");
  await expect(page.getByRole("heading", { name: "Til godkjenning" })).toBeVisible();
  // The sync at start may still be running when the editor signs in.
  await expect
    .poll(
      async () => {
        await page.reload();
        return held.textContent();
      },
      { timeout: 90_000 },
    )
    .toContain(ours[2]!.name);
  for (const card of ours) await expect(held).toContainText(card.name);
  await expectAxeCleanInEveryScheme(page, "/admin/kort with «Til godkjenning»");
  // A rejection without a reason: the message, then the same sweep.
  await page
    .getByRole("button", { name: /^Avvis/ })
    .first()
    .click();
  await expect(page.getByText("Begrunnelse må fylles ut: skriv hvorfor forslaget avvises").first()).toBeVisible();
  await expectAxeCleanInEveryScheme(page, "/admin/kort with a rejection's error");
});

test("an editor confirms the proposed match, unlinks it, and links the card again from the list", async ({
  browser,
}) => {
  const { page } = await site.editor(browser);
  const card = ours[0]!;
  // The card's page says «Data levert av Finansportalen» while the card is linked (no sync has written it yet),
  // within seconds of the link or its removal: the write renders it and every instance reads it (decision 0033).
  const saysFeedData = async () =>
    (await (await page.request.get(`${origin}/kort/${card.urlSlug}`)).text())
      .replace(/<[^>]*>/g, "")
      .includes("Data levert av Finansportalen");
  expect(await saysFeedData()).toBe(false);
  await page.goto(`${origin}/admin/kort/${card.id}`);
  const section = page.getByRole("region", { name: "Kobling til Finansportalen" });
  await expect(section).toContainText(
    `Synkroniseringen foreslår produktet «${card.name}» (produkt ${productIdOf(card)}): samme bank og navn.`,
  );
  await expectAxeCleanInEveryScheme(page, `/admin/kort/${card.id} with a proposed match`);
  await section.getByRole("button", { name: "Bekreft koblingen" }).click();
  await expect(section.getByRole("status")).toHaveText(
    `Kortet er koblet til produkt ${productIdOf(card)}. Neste synkronisering henter vilkårene.`,
  );
  await expect(section).toContainText(`Koblet til produkt ${productIdOf(card)} i Finansportalen siden`);
  await expect.poll(saysFeedData, { timeout: 5_000 }).toBe(true);
  // The proposal is settled: «Til godkjenning» no longer asks about it.
  await page.goto(`${origin}/admin/kort`);
  await expect(page.locator("#til-godkjenning").locator("..")).not.toContainText(`produkt ${productIdOf(card)}`);

  await page.goto(`${origin}/admin/kort/${card.id}`);
  await section.getByRole("button", { name: "Fjern koblingen" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Koblingen er fjernet. Synkroniseringen endrer ikke lenger kortet.",
  );
  await expect.poll(saysFeedData, { timeout: 5_000 }).toBe(false);
  // Nothing chosen: the message names the field.
  await section.getByRole("button", { name: "Koble til produktet" }).click();
  await expect(section.getByRole("alert")).toHaveText("Velg produktet kortet skal kobles til");
  await expect(section.getByLabel("Produkt i Finansportalen")).toHaveAttribute("aria-invalid", "true");
  await expectAxeCleanInEveryScheme(page, `/admin/kort/${card.id} with the link's error`);
  await section.getByLabel("Produkt i Finansportalen").selectOption(productIdOf(card));
  await section.getByRole("button", { name: "Koble til produktet" }).click();
  await expect(section.getByRole("status")).toContainText(`Kortet er koblet til produkt ${productIdOf(card)}.`);
  await expect.poll(saysFeedData, { timeout: 5_000 }).toBe(true);
});

test("a feed card's page says it is not reviewed; its feed facts are locked, its apply page is the editors'", async ({
  browser,
}) => {
  const { page } = await site.editor(browser);
  await page.goto(`${origin}/admin/kort`);
  const names = new Set(market.map((product) => product.name));
  const links = await page
    .locator("tbody tr a")
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ name: a.textContent?.trim() ?? "", href: a.getAttribute("href") ?? "" })),
    );
  const feedCard = links.find((link) => names.has(link.name) && /\/admin\/kort\/\d+$/.test(link.href));
  expect(feedCard).toBeDefined();
  await page.goto(`${origin}${feedCard!.href}`);
  await expect(page.locator('[data-card-state="unreviewed"]')).toContainText("Ikke vurdert.");
  await expect(page.getByRole("region", { name: "Kobling til Finansportalen" })).toContainText("Koblet til produkt");
  await expectAxeCleanInEveryScheme(page, `${feedCard!.href}, a feed card`);

  await page.getByLabel("Årsgebyr", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Forhåndsvis" }).click();
  await expect(page.locator("[data-error-summary]")).toContainText(
    "Årsgebyr kommer fra Finansportalen for dette kortet.",
  );
  await page.goto(`${origin}${feedCard!.href}`);
  await page.getByLabel("Søknadsside", { exact: true }).fill("https://bank.example/sok-kort");
  await page.getByLabel("Kilde", { exact: true }).fill("https://bank.example/vilkar");
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByRole("status").first()).toContainText("Versjon 2 er publisert");
  await expect(page.locator('[data-card-state="unreviewed"]')).toBeVisible();
});

test("the back office shows each sync run, a failed one with its reason, and the age of the last good one", async ({
  browser,
}) => {
  const { page } = await site.editor(browser);
  broken = true;
  const outcome = (await adminRequest(path.join(site.server.dataDir, "admin.sock"), { command: "cards-sync" })) as {
    status: string;
    error: string;
  };
  broken = false;
  expect(outcome.status).toBe("failed");
  await page.goto(`${origin}/admin/kort#synkroniseringer`);
  const section = page.locator("#synkroniseringer").locator("..");
  await expect(section).toContainText(
    "Kortene hentes fra Finansportalen én gang i døgnet. Siste vellykkede: under en time siden.",
  );
  const rows = page.getByRole("region", { name: "Synkroniseringer" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  // Newest first: the command's run, failed with the feed's fault, then the run at start, with its figures.
  const cells = (row: number) => rows.nth(row).getByRole("cell");
  await expect(cells(0).nth(1)).toHaveText("Kommando");
  await expect(cells(0).nth(2)).toHaveText(`Feilet: ${outcome.error}`);
  expect(outcome.error).toMatch(/XML/);
  await expect(cells(0).nth(3)).toHaveText("–");
  await expect(cells(1).nth(1)).toHaveText("Ved oppstart");
  await expect(cells(1).nth(2)).toHaveText("Fullført");
  await expect(cells(1).nth(3)).toHaveText(String(ours.length + market.length));
  // Each card of the market is new: published, or held for an editor; none of ours changed or retired.
  const figures = await cells(1).allTextContents();
  expect(Number(figures[4]) + Number(figures[6])).toBe(market.length);
  expect([figures[5], figures[7]]).toEqual(["0", "0"]);
  await page.goto(`${origin}/admin`);
  await expect(page.getByText(/^Siste vellykkede synkronisering med Finansportalen:/)).toHaveText(
    "Siste vellykkede synkronisering med Finansportalen: under en time siden. Den siste feilet; se kjøringene.",
  );
});
