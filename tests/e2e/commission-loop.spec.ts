import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import { cards } from "../../content/cards";
import {
  startFakeAffiliateNetwork,
  type FakeAffiliateNetwork,
  type FakeTransaction,
} from "../support/fake-affiliate-network";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";

// Saving a template renders every page from the would-be paying cards before it commits: seconds, more on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
const run = promisify(execFile);

// From a reader's click to the commission it earned (issue 34, decision record 0024), against a fake
// affiliate network (tests/support/fake-affiliate-network.ts) that speaks Adtraction's callbacks and
// transaction API: a counted click on a paying card → the network's callback (pending) → the pull from its
// API (approved, amount amended) → /admin/statistikk shows the conversion once, approved with the new amount.
const port = specPort(3300);
const origin = `http://localhost:${port}`;
const card = cards.find((entry) => entry.urlSlug === "remember-black")!;
const template = "https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi={klikkId}&url=https://www.remember.no/";
const secret = "e2e-loop-adtraction-secret-".padEnd(48, "y");

test.describe("the commission loop", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let fake: FakeAffiliateNetwork | undefined;
  let own: OwnServer | undefined;
  let staff: { context: BrowserContext; page: Page } | undefined;

  test.beforeAll(async ({ browser }) => {
    test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
    test.info().setTimeout(180_000);
    fake = await startFakeAffiliateNetwork();
    own = await startOwnServer("commission-loop", "embedded", {
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: "loopback",
      COMMISSION_SECRET_ADTRACTION: secret,
      ...fake.env(),
    });
    staff = await signInNewStaff(browser, { dataDir: own.dataDir, email: "henting@kortvalg.no", role: "redaktør" });
  });

  test.afterAll(async () => {
    await staff?.context.close();
    await own?.stop();
    await fake?.close();
  });

  test("click → callback (pending) → API pull (approved, amended) → the statistics show it once", async ({
    request,
  }) => {
    const page = staff!.page;
    const network = fake!;

    // The server pulled the three networks when it started (none pulled yet, so due): nothing there yet.
    // Three windows each; Tradedoubler's token request is not counted among the transaction requests.
    await expect.poll(() => network.requests.filter((entry) => entry.authorized).length).toBe(9);
    await page.goto(`${origin}/admin/statistikk`);
    await page.getByRole("link", { name: "Henting av provisjon fra nettverkene" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Henting av provisjon fra nettverkene");
    const runs = page.getByRole("region", { name: "Hentinger" });
    await expect(runs.getByRole("row", { name: /Adtraction .* Ved oppstart/ }).getByRole("cell")).toHaveText(
      ["Adtraction", /\d/, "Ved oppstart", "Fullført", "0", "0", "0", "0"],
      { useInnerText: true },
    );

    // The card pays through Adtraction: an editor sets its link template.
    await page.goto(`${origin}/admin/kort/${card.id}`);
    const form = page.getByRole("region", { name: "Søknadslenke og provisjon" });
    await form.getByLabel("Nettverk").selectOption("adtraction");
    await form.getByLabel("Lenkemal").fill(template);
    await form.getByRole("button", { name: "Lagre søknadslenken" }).click();
    await expect(page.getByText("Søknadslenken er lagret. Sidene viser nå kortet som annonse.")).toBeVisible();

    // A counted click gets a click id on the network's link.
    const click = await request.get(`${origin}/go/${card.urlSlug}?plassering=kortside`, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    const clickId = new URL(click.headers()["location"]!).searchParams.get("epi")!;
    expect(clickId).toMatch(/^[\w-]{22}$/);

    // The reader applies; the network records the transaction and calls us back: pending.
    const sale: FakeTransaction = {
      network: "adtraction",
      id: "E2E-LOOP-1",
      clickId,
      status: "pending",
      commission: 400,
      date: new Date(Date.now() - 60 * 60_000),
    };
    const stranger: FakeTransaction = {
      network: "adtraction",
      id: "E2E-LOOP-2",
      clickId: "not-a-click-of-ours",
      status: "pending",
      commission: 12,
      date: new Date(Date.now() - 2 * 60 * 60_000),
    };
    network.transactions.push(sale, stranger);
    let answer = await network.callback(origin, secret, sale);
    expect([answer.status, await answer.text()]).toEqual([200, "Registrert.\n"]);
    // The network retries until it gets a 200: a replay changes nothing.
    answer = await network.callback(origin, secret, sale);
    expect([answer.status, await answer.text()]).toEqual([200, "Allerede registrert.\n"]);
    // An unknown click id is kept, unattributed.
    answer = await network.callback(origin, secret, stranger);
    expect([answer.status, await answer.text()]).toEqual([200, "Registrert.\n"]);
    // A wrong secret, an unknown network and a malformed callback store nothing.
    answer = await network.callback(origin, "feil".repeat(12), { ...sale, id: "E2E-WRONG" });
    expect([answer.status, await answer.text()]).toEqual([403, "Feil eller manglende «nokkel».\n"]);
    answer = await fetch(`${origin}/api/provisjon/cj?nokkel=${secret}&epi=${clickId}`);
    expect([answer.status, await answer.text()]).toEqual([404, "Ukjent nettverk «cj».\n"]);
    answer = await network.callback(origin, secret, { ...sale, id: "E2E-BAD", commission: Number.NaN });
    expect([answer.status, await answer.text()]).toEqual([
      400,
      "«commissiondecimal» (provisjonen) må være et beløp som 125.50.\n",
    ]);

    // The network approves it, amending the amount; the pull (the nightly one, here from the command line) reads it.
    Object.assign(sale, { status: "approved", commission: 380.5 });
    const { stdout } = await run(process.execPath, ["scripts/data.js", "commission", "pull", "adtraction"], {
      env: { ...process.env, DATA_DIR: own!.dataDir, DATABASE_URL: "" },
    });
    expect(stdout.trim()).toBe("Adtraction: 2 transaksjoner lest, 0 nye, 1 endret, 1 uten kjent klikk.");

    // «Hent nå» in the back office: the same answer again changes nothing.
    await page.goto(`${origin}/admin/statistikk/provisjonshenting`);
    await page.getByRole("button", { name: "Hent nå" }).click();
    const done = page.getByRole("status").filter({ hasText: "Adtraction:" });
    await expect(done).toContainText("Adtraction: 2 transaksjoner lest, 0 nye, 0 endret, 1 uten kjent klikk.");
    await expect(done).toContainText("Awin: 0 transaksjoner lest, 0 nye, 0 endret, 0 uten kjent klikk.");
    await expect(done).toContainText("Tradedoubler: 0 transaksjoner lest, 0 nye, 0 endret, 0 uten kjent klikk.");
    await expect(page.locator('li[data-network="adtraction"]')).toContainText(
      "2 transaksjoner lest, 0 nye, 0 endret, 1 uten kjent klikk.",
    );
    await expect(
      page
        .getByRole("region", { name: "Hentinger" })
        .getByRole("row", { name: /Adtraction .* Kommando/ })
        .getByRole("cell"),
    ).toHaveText(["Adtraction", /\d/, "Kommando", "Fullført", "2", "0", "1", "1"], { useInnerText: true });

    // The statistics: one click, one conversion, approved, 380,50 kr; the stranger's as unattributed.
    await page.goto(`${origin}/admin/statistikk`);
    const row = page
      .getByRole("region", { name: "Provisjon per kort" })
      .getByRole("row", { name: new RegExp(card.name) });
    // The last two: the change in clicks and in kroner from the period before, which had none.
    await expect(row.getByRole("cell")).toHaveText(
      ["1", "1", "1", "0", "100 %", "380,50 kr", "0 kr", "380,50 kr", "+1 (ny)", "+380,50 kr (ny)"],
      { useInnerText: true },
    );
    await expect(page.getByText(/^Uten kjent klikk:/)).toHaveText(
      "Uten kjent klikk: 1 konverteringer, 0 kr godkjent, 12 kr til behandling.",
      { useInnerText: true },
    );
    // Page views over time: a chart drawn on the server, its numbers in the table right after it.
    const chart = page.getByRole("region", { name: "Diagram: sidevisninger per dag" });
    await expect(chart.getByRole("img")).toHaveAccessibleName(/^Sidevisninger per dag, .*, besøk med samtykke/);
    await expect(page.getByRole("region", { name: "Tabell: sidevisninger per dag" })).toBeVisible();
    expect(network.requests.every((entry) => entry.authorized)).toBe(true);
  });
});
