import { expect, test } from "@playwright/test";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { outboxOf, staffPool } from "./staff-browser";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";
import { replyFormText } from "../../app/admin/enquiries/reply-form-text";

// Several people on one inbox, in real browsers on a server of its own: two colleagues on one enquiry see
// each other, a reply stopped because the other replied first, a draft that survives a reload, a saved reply
// with the visitor's name filled in (with and without JavaScript), a signature, «Send og lukk», assignment,
// and bulk close and spam; every new or changed page through axe in light and dark, by keyboard and at 320 px.
const adminUrl = process.env.TEST_DATABASE_URL;
const variants = [
  { database: "embedded", port: specPort(3320) },
  { database: "postgres", port: specPort(3321) },
] as const;

for (const { database, port } of variants) {
  test.describe(`teamwork in the inbox on the ${database} database`, () => {
    const origin = `http://localhost:${port}`;
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    let own: OwnServer | undefined;
    let dataDir = "";
    let databaseUrl: string | undefined;
    const outbox = (email: string) => outboxOf(dataDir, email);
    const replies = async (email: string) => (await outbox(email)).filter((mail) => mail.kind === "enquiry-reply");

    const staff = staffPool(
      () => ({ dataDir, databaseUrl, publicOrigin: origin }),
      (n) => `lag${n}@kortvalg.no`,
    );
    const member = staff.member;

    let visitors = 0;
    async function enquiry(
      firstName: string,
      email: string,
      message = "Hvordan sier jeg opp kortet?",
    ): Promise<number> {
      visitors += 1;
      const response = await fetch(`${origin}/kontakt`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
          "X-Forwarded-For": `198.51.101.${visitors}`,
        },
        body: new URLSearchParams({ firstName, lastName: "Hansen", email, message, phone: "", subject: "comparison" }),
        redirect: "manual",
      });
      expect(response.status).toBe(303);
      const mail = (await outbox("post@kortvalg.no")).find(
        (item) => item.kind === "enquiry-notification" && item.textBody.includes(email),
      );
      const id = /\/admin\/henvendelser\/(\d+)/.exec(mail?.textBody ?? "")?.[1];
      expect(id).toBeTruthy();
      return Number(id);
    }

    test.beforeAll(async () => {
      test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
      test.skip(
        database === "postgres" && !adminUrl,
        "needs TEST_DATABASE_URL (a PostgreSQL role that may create databases)",
      );
      test.info().setTimeout(120_000);
      own = await startOwnServer("inbox-teamwork", database, {
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        TRUST_PROXY: "loopback",
      });
      ({ dataDir, databaseUrl } = own);
    });

    test.afterAll(async () => {
      await staff.closeAll();
      await own?.stop();
    });

    test("two colleagues on one enquiry see each other, and the second cannot send over the first's reply", async ({
      browser,
    }) => {
      const [ada, ola] = [await member(browser, 0), await member(browser, 1)];
      const email = `per.${Date.now()}@example.no`;
      const id = await enquiry("Per", email);
      await ada.page.goto(`${origin}/admin/henvendelser/${id}`);
      await expect(ada.page.locator("[data-presence-box]")).toBeHidden();
      // Ola's page, on a plain load, names Ada.
      await ola.page.goto(`${origin}/admin/henvendelser/${id}`);
      await expect(ola.page.locator("[data-presence-others]")).toHaveText(
        `${ada.email} har også denne henvendelsen åpen nå. Avtal hvem som svarer, så den som skrev, ikke får to svar.`,
      );
      // Ada's open page learns of Ola within one round of its script.
      await expect(ada.page.locator("[data-presence-others]")).toContainText(ola.email, { timeout: 25_000 });
      await expectAxeCleanInEveryScheme(ola.page, "enquiry, a colleague has it open");

      await ada.page.getByLabel("E-posten, slik den sendes").fill("Hei Per!\n\nDu sier opp hos banken.\n\nHilsen Ada");
      await ada.page.getByRole("button", { name: "Send svaret" }).click();
      await expect(ada.page.getByRole("status").first()).toContainText("Svaret er lagt i utboksen");
      // Ola's page says who replied and when, before Ola sends.
      await expect(ola.page.locator("[data-presence-replied]")).toContainText(
        new RegExp(
          `${ada.email.replace(/\./g, "\\.")} svarte \\d+\\. \\w+ \\d{4} kl\\. \\d\\d:\\d\\d, etter at du åpnet`,
        ),
        { timeout: 25_000 },
      );
      const typed = "Hei Per!\n\nDet gjør du i nettbanken.\n\nHilsen Ola";
      await ola.page.getByLabel("E-posten, slik den sendes").fill(typed);
      await ola.page.getByRole("button", { name: "Send og lukk" }).click();
      await expect(ola.page.locator("[data-conflict]")).toContainText("Svaret ditt er ikke sendt.");
      await expect(ola.page.locator("[data-conflict]")).toContainText(`${ada.email} svarte`);
      await expect(ola.page.getByLabel("E-posten, slik den sendes")).toHaveValue(typed);
      expect(await replies(email)).toHaveLength(1);
    });

    test("a draft survives a reload and an expired session; «Send og lukk» sends it with the signature and closes the enquiry", async ({
      browser,
    }) => {
      const { context, page, email: me } = await member(browser, 0);
      // The signature, on Din konto.
      await page.goto(`${origin}/admin/konto`);
      await page.getByLabel("Signaturen din").fill("Ada Lagspiller\nKundeservice");
      await page.getByRole("button", { name: "Lagre signaturen" }).click();
      // (The passkey form's status line is a status region too.)
      await expect(page.getByRole("status").filter({ hasText: "Signaturen er lagret." })).toBeVisible();
      await expectAxeCleanInEveryScheme(page, "Din konto with the signature");

      const email = `lise.${Date.now()}@example.no`;
      const id = await enquiry("Lise", email);
      await page.goto(`${origin}/admin/henvendelser/${id}`);
      const field = page.getByLabel("E-posten, slik den sendes");
      await expect(field).toHaveValue("Hei Lise!\n\n\n");
      await expect(page.locator("[data-signature]")).toHaveText("Ada Lagspiller\nKundeservice");
      await field.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type("Kortet sies opp i nettbanken.");
      await expect(page.locator("[data-draft-status]")).toContainText("Utkastet er lagret", { timeout: 10_000 });
      await page.reload();
      await expect(field).toHaveValue("Hei Lise!\n\n\nKortet sies opp i nettbanken.");
      await expect(page.locator("[data-draft-restored]")).toContainText("Utkastet ditt fra");
      await expectAxeCleanInEveryScheme(page, "enquiry with a restored draft");

      // The session ends while the reply is typed (as after 8 idle hours: the cookie names no session). The script
      // says so and leaves the text in the field; «Lagre utkast» goes through sign-in with it and saves it there.
      await context.addCookies([
        {
          name: "kv_ansatt",
          value: "A".repeat(43),
          domain: "localhost",
          path: "/admin",
          httpOnly: true,
          sameSite: "Strict",
        },
      ]);
      await field.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(" Ring banken om du står fast.");
      const typed = "Hei Lise!\n\n\nKortet sies opp i nettbanken. Ring banken om du står fast.";
      await expect(page.locator("[data-draft-status]")).toHaveText(replyFormText.draftSessionEnded, {
        timeout: 10_000,
      });
      await page.getByRole("button", { name: "Lagre utkast" }).click();
      await expect(page).toHaveURL(/\/admin\/logg-inn\?til=/);
      await page.getByRole("button", { name: "Logg inn med passkey" }).click();
      await expect(page).toHaveURL(`${origin}/admin/henvendelser/${id}?etter-innlogging=1`);
      await expect(field).toHaveValue(typed);
      await page.getByRole("button", { name: "Lagre utkast" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Utkastet er lagret." })).toBeVisible();
      await page.goto(`${origin}/admin/henvendelser/${id}`);
      await expect(field).toHaveValue(typed);
      await expect(page.locator("[data-draft-restored]")).toContainText("Utkastet ditt fra");

      await page.getByRole("button", { name: "Send og lukk" }).click();
      await expect(page.getByRole("status").first()).toContainText("Henvendelsen er lukket.");
      const [mail] = await replies(email);
      expect(mail?.textBody).toContain(
        "Kortet sies opp i nettbanken. Ring banken om du står fast.\n\nAda Lagspiller\nKundeservice\n\nDu skrev ",
      );
      // Sent: the form starts afresh.
      await page.goto(`${origin}/admin/henvendelser/${id}`);
      await expect(field).toHaveValue("Hei Lise!\n\n\n");
      expect(me).toBe("lag1@kortvalg.no");
    });

    test("a saved reply goes in with the visitor's name, with JavaScript at the cursor and without it by the form", async ({
      browser,
    }) => {
      const { context, page } = await member(browser, 1);
      await page.goto(`${origin}/admin/henvendelser/svarmaler`);
      await page.getByRole("button", { name: "Lagre det nye svaret" }).click();
      await expect(page.locator("[data-error-summary]")).toContainText("Gi svaret et navn");
      await expectAxeCleanInEveryScheme(page, "saved replies with an error");
      await page.getByLabel("Navn på svaret").fill("Oppsigelse");
      await page.getByLabel("Teksten").fill("Takk for at du spør, {fornavn}. Du sier opp kortet hos banken.");
      await page.getByRole("button", { name: "Lagre det nye svaret" }).click();
      await expect(page.getByRole("status")).toContainText("Det lagrede svaret er lagret.");
      await expectAxeCleanInEveryScheme(page, "saved replies");
      await page.getByRole("link", { name: "Oppsigelse" }).click();
      await expect(page.getByRole("heading", { name: "Rediger «Oppsigelse»" })).toBeVisible();
      await expectAxeCleanInEveryScheme(page, "a saved reply");

      // A colleague opens the same saved reply and saves first: the later save is told, and overwrites nothing.
      const { page: other, email: colleague } = await member(browser, 0);
      await other.goto(page.url());
      await other.getByLabel("Teksten").fill("Takk, {fornavn}. Ring banken for å si opp kortet.");
      await other.getByRole("button", { name: "Lagre endringene" }).click();
      await expect(other.getByRole("status")).toContainText("Det lagrede svaret er lagret.");
      await page.getByLabel("Teksten").fill("Hei {fornavn}, du sier opp kortet hos banken.");
      await page.getByRole("button", { name: "Lagre endringene" }).click();
      const problem = page.getByRole("alert");
      await expect(problem).toContainText(`Endringene dine er ikke lagret: ${colleague} lagret dette svaret`);
      await expect(problem).toContainText("Takk, {fornavn}. Ring banken for å si opp kortet.");
      await expect(page.getByLabel("Teksten")).toHaveValue("Hei {fornavn}, du sier opp kortet hos banken.");
      await expectAxeCleanInEveryScheme(page, "a saved reply a colleague saved first");
      // Saving again replaces the colleague's text knowingly; the rest of this test uses the first text.
      await page.getByLabel("Teksten").fill("Takk for at du spør, {fornavn}. Du sier opp kortet hos banken.");
      await page.getByRole("button", { name: "Lagre endringene" }).click();
      await expect(page.getByRole("status")).toContainText("Det lagrede svaret er lagret.");

      const id = await enquiry("Sigrun", `sigrun.${Date.now()}@example.no`);
      await page.goto(`${origin}/admin/henvendelser/${id}`);
      const field = page.getByLabel("E-posten, slik den sendes");
      // The cursor after the greeting's line, then «Sett inn»: the text goes there, and nothing is posted.
      await field.click();
      await field.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(13, 13));
      await page.getByLabel("Lagret svar").selectOption({ label: "Oppsigelse" });
      await page.getByRole("button", { name: "Sett inn" }).click();
      await expect(field).toHaveValue(
        /^Hei Sigrun!\n\nTakk for at du spør, Sigrun\. Du sier opp kortet hos banken\.\n/,
      );
      expect(page.url()).toBe(`${origin}/admin/henvendelser/${id}`);

      // Without JavaScript the same button posts, and the form comes back with the text in it (another enquiry:
      // the first one's draft is being saved by its script).
      const second = await enquiry("Sigrun", `sigrun2.${Date.now()}@example.no`);
      const plain = await browser.newContext({
        storageState: await context.storageState(),
        javaScriptEnabled: false,
        viewport: { width: 320, height: 800 },
      });
      const noScript = await plain.newPage();
      await noScript.goto(`${origin}/admin/henvendelser/${second}`);
      await noScript.getByLabel("Lagret svar").selectOption({ label: "Oppsigelse" });
      await noScript.getByRole("button", { name: "Sett inn" }).click();
      await expect(noScript.getByLabel("E-posten, slik den sendes")).toHaveValue(
        /^Hei Sigrun!\n\nTakk for at du spør, Sigrun\. Du sier opp kortet hos banken\.\n\nHilsen Kortvalg/,
      );
      await expect(noScript.getByRole("status")).toContainText("«Oppsigelse» er satt inn i svaret.");
      for (const url of [
        `/admin/henvendelser/${id}`,
        "/admin/henvendelser/svarmaler",
        "/admin/henvendelser",
        "/admin/konto",
      ]) {
        await noScript.goto(`${origin}${url}`);
        const scroll = await noScript.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(scroll, `${url} at 320 px`).toBe(0);
      }
      await plain.close();
    });

    test("«Tildel meg» and «Tildelt meg»; bulk spam and close by keyboard; spam leaves the counts", async ({
      browser,
    }) => {
      const { page, email: me } = await member(browser, 0);
      const stamp = Date.now();
      const ids = [
        await enquiry("Spam", `spam1.${stamp}@example.no`, "Kjøp billige klokker"),
        await enquiry("Spam", `spam2.${stamp}@example.no`, "Kjøp billige klokker igjen"),
        await enquiry("Tor", `tor.${stamp}@example.no`, "Et ekte spørsmål"),
      ];
      await page.goto(`${origin}/admin/henvendelser/${ids[2]}`);
      await page.getByRole("button", { name: "Tildel meg" }).click();
      await expect(page.getByRole("status").first()).toContainText("Henvendelsen er tildelt.");
      await expect(page.locator("[data-assigned-to]")).toHaveText("Tildelt deg");
      await expectAxeCleanInEveryScheme(page, "enquiry assigned");
      await page.goto(`${origin}/admin/henvendelser?vis=nye&tildelt=meg`);
      await expect(page.locator("[data-enquiry]")).toHaveCount(1);
      await expect(page.locator(`[data-enquiry="${ids[2]}"] [data-assigned]`)).toHaveText("Tildelt deg");
      expect(me).toBe("lag1@kortvalg.no");

      await page.goto(`${origin}/admin/henvendelser?vis=nye&sok=${stamp}`);
      const newCount = async () =>
        Number(/\((\d+)\)/.exec((await page.getByRole("link", { name: /^Nye/ }).textContent()) ?? "")?.[1]);
      const before = await newCount();
      await expectAxeCleanInEveryScheme(page, "inbox with bulk actions");
      // By keyboard: tick the two with Space, then the button with Enter.
      for (const id of ids.slice(0, 2)) {
        await page.locator(`[data-enquiry="${id}"] input[type=checkbox]`).focus();
        await page.keyboard.press("Space");
      }
      await page.getByRole("button", { name: "Merk som søppelpost" }).focus();
      await page.keyboard.press("Enter");
      // (The search's count is a status region too.)
      await expect(
        page.getByRole("status").filter({ hasText: "2 henvendelser er merket som søppelpost." }),
      ).toBeVisible();
      expect(await newCount()).toBe(before - 2);
      await expect(page.locator("[data-enquiry]")).toHaveCount(1);
      await page.goto(`${origin}/admin/henvendelser?vis=soppel&sok=${stamp}`);
      await expect(page.locator("[data-enquiry]")).toHaveCount(2);
      await expectAxeCleanInEveryScheme(page, "spam list");
      await page.goto(`${origin}/admin/henvendelser?vis=nye&sok=${stamp}`);
      await page.getByLabel("Velg henvendelsen fra Tor Hansen").check();
      await page.getByRole("button", { name: "Lukk valgte" }).click();
      // (The search's count is a status region too.)
      await expect(page.getByRole("status").filter({ hasText: "Én henvendelse er lukket." })).toBeVisible();
      await expect(page.locator("[data-enquiry]")).toHaveCount(0);
    });
  });
}
