import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";

// The live preview beside a newsletter draft's form (issue 33), on a server of its own (PUBLIC_ORIGIN with
// localhost, for the passkey): typing in the body changes the preview without posting the form, the newest answer
// wins over a slower older one, the endpoint refuses other sites, strangers and oversized bodies in Norwegian, and
// without JavaScript «Forhåndsvis» still posts. Axe on the page after a live update.
const port = specPort(3540);
const origin = `http://localhost:${port}`;
const endpoint = `${origin}/admin/nyhetsbrev/forhandsvisning`;
// The mail's sandboxed frame is checked as mail elsewhere (newsletter-sending.spec.ts); axe waits on it here.
const withoutMailFrame = { exclude: 'iframe[title="E-posten som HTML"]' };

test.describe("the newsletter draft's live preview", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let own: OwnServer | undefined;
  // One editor signed in for every test (invitations are limited per client).
  let editor: BrowserContext | undefined;

  test.beforeAll(async ({ browser }) => {
    test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
    test.info().setTimeout(120_000);
    own = await startOwnServer("newsletter-live-preview", "embedded", { PORT: String(port), PUBLIC_ORIGIN: origin });
    editor = (await signInNewStaff(browser, { dataDir: own.dataDir, email: "levende@kortvalg.no", role: "redaktør" }))
      .context;
  });
  test.afterAll(async () => {
    await editor?.close();
    await own?.stop();
  });

  /** A saved draft, its page open; gives the page's address. */
  async function draftPage(page: Page, subject: string, markdown: string): Promise<string> {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${origin}/admin/nyhetsbrev/ny`);
    await page.getByLabel("Emne", { exact: true }).fill(subject);
    await page.getByLabel("Innhold (Markdown)").fill(markdown);
    await page.getByRole("button", { name: "Lagre utkast" }).click();
    await expect(page).toHaveURL(/\/admin\/nyhetsbrev\/\d+\?utfort=lagret$/);
    return page.url();
  }

  /** Types at the end of the body, key by key, as a person does. */
  async function typeAtEnd(page: Page, text: string) {
    await page.getByLabel("Innhold (Markdown)").focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(text, { delay: 25 });
  }

  test("typing in the body changes the preview beside it, without posting the form", async () => {
    const page = await editor!.newPage();
    try {
      const address = await draftPage(page, "Levende forhåndsvisning", "Hei!\n\nFørste utkast.");
      const mail = page.frameLocator('iframe[title="E-posten som HTML"]');
      const plain = page.getByRole("region", { name: "E-posten som ren tekst" });
      await expect(mail.getByText("Første utkast.")).toBeVisible();
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
      });

      const added = "\n\n## Nytt avsnitt\n\nSkrevet **akkurat nå**.";
      await typeAtEnd(page, added);
      const typedAt = Date.now();
      await expect(mail.getByRole("heading", { name: "Nytt avsnitt", level: 2 })).toBeVisible({ timeout: 5_000 });
      const followedAfter = Date.now() - typedAt;
      test.info().annotations.push({ type: "preview followed after", description: `${followedAfter} ms` });
      // About half a second: 300 ms of quiet, then the round trip (room here for a busy test machine).
      expect(followedAfter).toBeLessThan(2_000);
      await expect(mail.locator("strong")).toHaveText("akkurat nå");
      await expect(plain).toContainText("Skrevet akkurat nå.");
      await expect(page.getByText("Slik blir e-posten med teksten i skjemaet. Den er ikke lagret ennå")).toBeVisible();

      // Only the preview endpoint was asked, after pauses, not at every key; the form was never posted.
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.length).toBeLessThan(added.length / 4);
      expect(new Set(posts)).toEqual(new Set(["/admin/nyhetsbrev/forhandsvisning"]));
      await expect(page).toHaveURL(address);
      await expect(page.getByLabel("Innhold (Markdown)")).toHaveValue(`Hei!\n\nFørste utkast.${added}`);
      // Nothing for a screen reader to hear at each update: the status line stays empty.
      await expect(page.locator("[data-preview-status]")).toHaveText("");
      await expectAxeCleanInEveryScheme(page, "draft page after a live update", withoutMailFrame);

      // A body too deep to become a mail: the preview says why, and the status line says so once.
      const deep = `\n\n${">".repeat(12)} for dypt`;
      await typeAtEnd(page, deep);
      await expect(page.locator("#forhandsvisning-problem")).toContainText(
        "Innholdet har sitater eller lister 12 nivåer inni hverandre",
      );
      await expect(page.locator("[data-preview-status]")).toHaveText(
        "Forhåndsvisningen kan ikke vises med teksten slik den er nå. Se hvorfor under «Forhåndsvisning».",
      );
      await expectAxeCleanInEveryScheme(page, "draft page with a body that cannot be shown", withoutMailFrame);
      for (let i = 0; i < deep.length; i++) await page.keyboard.press("Backspace");
      await expect(mail.getByRole("heading", { name: "Nytt avsnitt", level: 2 })).toBeVisible();
      await expect(page.locator("[data-preview-status]")).toHaveText("Forhåndsvisningen er oppdatert.");

      // Nothing was saved: the page loaded again shows the saved text.
      await page.goto(address);
      await expect(plain).toContainText("Første utkast.");
      await expect(plain).not.toContainText("Nytt avsnitt");
    } finally {
      await page.close();
    }
  });

  test("a slower answer to an older request never replaces the newer one", async () => {
    const page = await editor!.newPage();
    try {
      await draftPage(page, "Rekkefølge", "Start.");
      const mail = page.frameLocator('iframe[title="E-posten som HTML"]');
      // The first preview request is answered by the server at once but reaches the page 2 s late.
      let asked = 0;
      let lateDelivered = false;
      await page.route(endpoint, async (route) => {
        asked += 1;
        if (asked > 1) return route.continue();
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.fulfill({ response }).then(
          () => (lateDelivered = true),
          () => undefined, // the page gave up on it (a newer request was sent): also right
        );
      });
      await typeAtEnd(page, " Gammel tekst.");
      await expect.poll(() => asked).toBeGreaterThanOrEqual(1);
      await typeAtEnd(page, " Ny tekst.");
      await expect(mail.getByText("Start. Gammel tekst. Ny tekst.")).toBeVisible();
      // Past the late answer's arrival: the newer text still stands.
      await page.waitForTimeout(2_500);
      await expect(mail.getByText("Start. Gammel tekst. Ny tekst.")).toBeVisible();
      expect(asked).toBeGreaterThanOrEqual(2);
      test.info().annotations.push({ type: "late answer delivered to the page", description: String(lateDelivered) });
    } finally {
      await page.close();
    }
  });

  test("the endpoint refuses other sites, strangers and oversized bodies, in Norwegian", async () => {
    const page = await editor!.newPage();
    try {
      const form = { subject: "Emne", markdown: "Tekst fra et skjema." };
      const ours = await page.request.post(endpoint, { form, headers: { Origin: origin } });
      expect(ours.status()).toBe(200);
      expect(await ours.text()).toContain("Tekst fra et skjema.");

      const elsewhere = await page.request.post(endpoint, {
        form,
        headers: { Origin: "https://angriper.example", "Sec-Fetch-Site": "cross-site" },
      });
      expect(elsewhere.status()).toBe(403);
      expect(await elsewhere.text()).toContain("Skjemaet ble sendt fra et annet nettsted enn vårt");

      const stranger = await fetch(endpoint, {
        method: "POST",
        body: new URLSearchParams(form),
        headers: { Origin: origin },
        redirect: "manual",
      });
      expect(stranger.status).toBe(401);
      expect(await stranger.json()).toEqual({
        message: "Du er ikke logget inn lenger. Logg inn igjen for å fortsette.",
      });

      // Larger than any valid draft, smaller than the host's limit for /admin: refused by the endpoint itself.
      const oversized = await page.request.post(endpoint, {
        form: { subject: "Emne", markdown: "a".repeat(200_000) },
        headers: { Origin: origin },
      });
      expect(oversized.status()).toBe(413);
      expect(await oversized.json()).toEqual({
        message: "Utkastet er for stort til å forhåndsvises. Innholdet kan ha høyst 20\u00a0000 tegn",
      });
    } finally {
      await page.close();
    }
  });

  test("without JavaScript «Forhåndsvis» posts the form and the page shows the preview", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await editor!.storageState() });
    try {
      const page = await context.newPage();
      const address = await draftPage(page, "Uten skript", "Lagret tekst.");
      await page.getByLabel("Innhold (Markdown)").fill("Ulagret tekst, **bare vist**.");
      await page.waitForTimeout(1_000);
      // No script ran: the preview still shows the saved text until the form is posted.
      await expect(page.getByRole("region", { name: "E-posten som ren tekst" })).toContainText("Lagret tekst.");
      await page.getByRole("button", { name: "Forhåndsvis" }).click();
      await expect(page.getByRole("region", { name: "E-posten som ren tekst" })).toContainText(
        "Ulagret tekst, bare vist.",
      );
      await expect(page.getByRole("status").filter({ hasText: "Slik blir e-posten" })).toHaveText(
        "Slik blir e-posten med teksten i skjemaet. Den er ikke lagret ennå. Lenken for å melde seg av er personlig i hver e-post; her går den til siden uten kode.",
      );
      expect(page.url().split("?")[0]).toBe(address.split("?")[0]);
    } finally {
      await context.close();
    }
  });
});
