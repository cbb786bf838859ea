import { expect as baseExpect, test } from "@playwright/test";
import { firstCards } from "../../content/cards";
import type { CreditCard } from "../../content/card-schema";
import { feedEffectiveRate, feedXml, nominalOf } from "../support/finansportalen-feed";
import { specPort } from "./spawn-server";
import { startServerOnFeed, type ServerOnFeed } from "./market-server";
import { listedNames } from "./listed-cards";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";
import { answerAt } from "./redirect-answer";

// Merging renders the pages before it commits: seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * A product the sync did not match to our card (another name) is published as a card of its own, and the list
 * shows the same card twice. An editor links our card to that product on /admin/kort/<id> (decision 0033): the
 * feed card leaves the list, its address redirects to ours for good, and /kredittkort lists the card once.
 */
const port = specPort(3485);
const origin = `http://localhost:${port}`;
// Our card; the feed knows it under a name and provider the sync cannot match to it.
const ours = firstCards.find((card) => card.annualFee === 0 && card.name === "Trumf Visa") as CreditCard;
const productId = "88001";
const feedName = "Nordlys Pluss";
const feedSlug = "nordlys-bank-nordlys-pluss";
const nominal = nominalOf(ours.interestRate) + 1;

test.describe.configure({ mode: "serial", timeout: 150_000 });

let site: ServerOnFeed;

test.beforeAll(async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
  test.info().setTimeout(180_000);
  site = await startServerOnFeed("card-merge", port, () =>
    feedXml([
      {
        id: productId,
        fields: {
          leverandor_tekst: "Nordlys Bank",
          navn: feedName,
          kredittkort_nominell_rente: String(nominal).replace(".", ","),
          effektiv_rente: String(Math.round(feedEffectiveRate(nominal, 0, 0) * 100) / 100),
          kredittkort_kort_arsgebyr: "0",
          kredittkort_maks_ramme: String(ours.creditLimitMax),
          kredittkort_reiseforsikring: ours.travelInsurance ? "true" : "false",
          kredittkort_rentefri_periode: "50",
        },
      },
    ]),
  );
  // The sync at start publishes the product as a card of its own.
  await expect
    .poll(async () => (await request.get(`${origin}/kort/${feedSlug}`, { maxRedirects: 0 })).status(), {
      timeout: 90_000,
    })
    .toBe(200);
});
test.afterAll(async () => {
  await site?.stop();
});

test("an editor merges the sync's card into ours: its address redirects, and the list shows the card once", async ({
  browser,
  request,
}) => {
  const { page } = await site.editor(browser);
  const before = await listedNames(page, origin);
  expect(before.filter((name) => name === ours.name)).toHaveLength(1);
  expect(before.filter((name) => name === feedName)).toHaveLength(1);

  await page.goto(`${origin}/admin/kort/${ours.id}`);
  const section = page.getByRole("region", { name: "Kobling til Finansportalen" });
  const field = section.getByLabel("Produkt med kort fra synkroniseringen");
  await expect(field.locator("option")).toContainText([
    `Nordlys Bank – ${feedName} (produkt ${productId}, /kort/${feedSlug})`,
  ]);
  await expectAxeCleanInEveryScheme(page, `/admin/kort/${ours.id} with a card to merge`);
  // Nothing chosen: the message names the field.
  await section.getByRole("button", { name: "Slå sammen og koble til" }).click();
  await expect(section.getByRole("alert")).toHaveText("Velg produktet med kortet som skal slås sammen med dette");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectAxeCleanInEveryScheme(page, `/admin/kort/${ours.id} with the merge's error`);

  await field.selectOption(productId);
  await section.getByRole("button", { name: "Slå sammen og koble til" }).click();
  await expect(section.getByRole("status")).toHaveText(
    `Kortet er koblet til produkt ${productId} og har fått vilkårene derfra. Kortet fra synkroniseringen er tatt ut av salg, og /kort/${feedSlug} sender leserne hit.`,
  );
  await expect(section).toContainText(`Koblet til produkt ${productId} i Finansportalen siden`);
  // The history names the feed as the source of our card's new facts.
  await expect(page.getByText(/Finansportalen, hentet \d{1,2}\. \p{L}+ \d{4}/u).first()).toBeVisible();

  // The old address redirects for good, on this instance within moments of the write.
  await expect.poll(() => answerAt(request, `${origin}/kort/${feedSlug}`)).toBe(`301 /kort/${ours.urlSlug}`);
  await page.goto(`${origin}/kort/${feedSlug}`);
  await expect(page).toHaveURL(`${origin}/kort/${ours.urlSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ours.name);

  const after = await listedNames(page, origin);
  expect(after.filter((name) => name === ours.name)).toHaveLength(1);
  expect(after).not.toContain(feedName);
  expect(after).toHaveLength(before.length - 1);
});
