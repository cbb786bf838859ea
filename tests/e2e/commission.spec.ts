import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import { cards } from "../../content/cards";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";

// Saving a template renders every page from the would-be paying cards before it commits, in a worker
// started by the first write: seconds, more on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// A card's link template end to end, on a server of its own (its own database): an editor sets it on the
// card's admin page; the prerendered card page then has the «Annonse» link through /go/; a click gets a click
// id on the network's link; the network's callback with the secret is stored; removing the template makes the
// card a plain link to the bank again. Decision record 0022.
const port = specPort(3240);
const origin = `http://localhost:${port}`;
const card = cards.find((entry) => entry.urlSlug === "morrow-bank-kredittkort")!;
const template = "https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi={klikkId}&url=https://morrow.no/";
const secret = "e2e-adtraction-secret-".padEnd(48, "x");

test.describe("a card's link template", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let own: OwnServer | undefined;
  let staff: { context: BrowserContext; page: Page } | undefined;

  test.beforeAll(async ({ browser }) => {
    test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
    test.info().setTimeout(180_000);
    own = await startOwnServer("commission", "embedded", {
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: "loopback",
      COMMISSION_SECRET_ADTRACTION: secret,
    });
    staff = await signInNewStaff(browser, { dataDir: own.dataDir, email: "provisjon@kortvalg.no", role: "redaktør" });
  });

  test.afterAll(async () => {
    await staff?.context.close();
    await own?.stop();
  });

  const cardPage = async () => (await fetch(`${origin}/kort/${card.urlSlug}`)).text();

  test("set, clicked, converted, removed", async ({ request }) => {
    const page = staff!.page;
    expect(await cardPage()).toContain(`href="${card.applyUrl}"`);

    await page.goto(`${origin}/admin/kort/${card.id}`);
    const form = page.getByRole("region", { name: "Søknadslenke og provisjon" });
    await expect(form).toContainText("Kortet betaler ingen provisjon: knappen går rett til banken.");
    // A template on another host is refused, naming the field.
    await form.getByLabel("Nettverk").selectOption("adtraction");
    await form.getByLabel("Lenkemal").fill("https://evil.example/?epi={klikkId}");
    await form.getByRole("button", { name: "Lagre søknadslenken" }).click();
    await expect(
      page.getByText("Lenkemalen går til evil.example, som ikke er en adresse hos Adtraction."),
    ).toBeVisible();
    expect(await cardPage()).not.toContain(`/go/${card.urlSlug}`);

    await page.getByRole("region", { name: "Søknadslenke og provisjon" }).getByLabel("Lenkemal").fill(template);
    await page.getByRole("button", { name: "Lagre søknadslenken" }).click();
    await expect(page.getByText("Søknadslenken er lagret. Sidene viser nå kortet som annonse.")).toBeVisible();
    await expect(page.getByText("Kortet betaler provisjon via Adtraction.")).toBeVisible();

    // The prerendered card page follows: «Annonse», through /go/ with its placement.
    await expect.poll(cardPage).toContain(`href="/go/${card.urlSlug}?plassering=kortside" rel="sponsored nofollow"`);
    expect(await cardPage()).toContain("Annonse · søknaden sendes til banken");

    const click = await request.get(`${origin}/go/${card.urlSlug}?plassering=kortside`, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    const location = new URL(click.headers()["location"]!);
    expect(location.origin).toBe("https://track.adtraction.com");
    const clickId = location.searchParams.get("epi")!;
    expect(clickId).toMatch(/^[\w-]{22}$/);

    const callback = (status: string, amount: string, key = secret) =>
      request.get(
        `${origin}/api/provisjon/adtraction?nokkel=${key}&epi=${clickId}&transactionid=E2E-1&commissiondecimal=${amount}&status=${status}&currency=NOK`,
      );
    expect((await callback("pending", "400", "feil".repeat(12))).status()).toBe(403);
    let answer = await callback("pending", "400");
    expect([answer.status(), await answer.text()]).toEqual([200, "Registrert.\n"]);
    answer = await callback("pending", "400");
    expect([answer.status(), await answer.text()]).toEqual([200, "Allerede registrert.\n"]);
    expect((await callback("approved", "380.50")).status()).toBe(200);

    // The statistics show it once: one click, one conversion, approved, 380,50 kr.
    await page.goto(`${origin}/admin/statistikk`);
    const byCard = page.getByRole("region", { name: "Provisjon per kort" });
    const row = byCard.getByRole("row", { name: new RegExp(card.name) });
    await expect(row.getByRole("cell")).toHaveText(
      ["1", "1", "1", "0", "100 %", "380,50 kr", "0 kr", "380,50 kr", "+1 (ny)", "+380,50 kr (ny)"],
      {
        useInnerText: true,
      },
    );

    // Without the networks' API credentials nothing is pulled, and the back office says so (decision 0024).
    await page.goto(`${origin}/admin/statistikk/provisjonshenting`);
    await expect(page.locator('li[data-network="adtraction"]')).toHaveText(
      "Adtraction: Ikke satt opp: ADTRACTION_API_TOKEN mangler. Nettverket hentes ikke (det er ikke en feil).",
    );
    await expect(page.locator('li[data-network="awin"]')).toHaveText(
      "Awin: Ikke satt opp: AWIN_API_TOKEN og AWIN_PUBLISHER_ID mangler. Nettverket hentes ikke (det er ikke en feil).",
    );
    await expect(page.getByText("Ingen hentinger ennå.")).toBeVisible();

    await page.goto(`${origin}/admin/kort/${card.id}`);
    await page.getByRole("button", { name: "Fjern lenkemalen (kortet betaler ikke)" }).click();
    await expect(page.getByText("Lenkemalen er fjernet. Sidene viser nå en vanlig lenke til banken.")).toBeVisible();
    await expect.poll(cardPage).toContain(`href="${card.applyUrl}" rel="nofollow"`);
  });
});
