import { expect, test } from "@playwright/test";
import { replyPromise } from "../../app/site/contact/reply-promise";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { outboxOf, staffPool } from "./staff-browser";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";

// The inbox as a support person uses it for a day, on a server of its own (PUBLIC_ORIGIN=localhost for
// the passkeys): search without JavaScript, the reply mail exactly as the form shows it, two colleagues
// answering one enquiry, a reply typed while the session ran out, notices that never sit beside an
// error, no sideways scroll at 390 px, and the deadline stated as /kontakt promises it.
const adminUrl = process.env.TEST_DATABASE_URL;
const variants = [
  { database: "embedded", port: specPort(3231) },
  { database: "postgres", port: specPort(3232) },
] as const;

for (const { database, port } of variants) {
  test.describe(`the inbox on the ${database} database`, () => {
    const origin = `http://localhost:${port}`;
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    let own: OwnServer | undefined;
    let dataDir = "";
    let databaseUrl: string | undefined;
    const outbox = (email: string) => outboxOf(dataDir, email);
    const replies = async (email: string) => (await outbox(email)).filter((mail) => mail.kind === "enquiry-reply");

    const staff = staffPool(
      () => ({ dataDir, databaseUrl, publicOrigin: origin }),
      (n) => `stotte${n}@kortvalg.no`,
    );
    const member = staff.member;

    let visitors = 0;
    /** An enquiry sent through /kontakt (each from its own client address, as the form is limited per client); gives its id. */
    async function enquiry(fields: {
      firstName: string;
      lastName: string;
      email: string;
      message: string;
    }): Promise<number> {
      visitors += 1;
      const response = await fetch(`${origin}/kontakt`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
          "X-Forwarded-For": `198.51.100.${visitors}`,
        },
        body: new URLSearchParams({ ...fields, phone: "", subject: "comparison" }),
        redirect: "manual",
      });
      expect(response.status).toBe(303);
      const mail = (await outbox("post@kortvalg.no")).find(
        (item) => item.kind === "enquiry-notification" && item.textBody.includes(fields.email),
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
      own = await startOwnServer("inbox", database, {
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

    test("the reply form shows the whole mail; the visitor gets one greeting and one sign-off; a notice never sits beside an error", async ({
      browser,
    }) => {
      const { page } = await member(browser);
      const email = `kari.${Date.now()}@example.no`;
      const id = await enquiry({
        firstName: "Kari",
        lastName: "Nordmann",
        email,
        message: "Hvorfor er årsgebyret med i renten?",
      });
      await page.goto(`${origin}/admin/henvendelser/${id}`);
      const field = page.getByLabel("E-posten, slik den sendes");
      const draft = await field.inputValue();
      expect(draft).toMatch(/^Hei Kari!\n/);
      expect(draft).toContain("Hilsen Kortvalg");
      await expect(page.locator("[data-mail-after]")).toContainText("> Hvorfor er årsgebyret med i renten?");
      const typed = draft.replace("\n\n\n\n", "\n\nFordi loven krever at alle kostnader er med.\n\n");
      await field.fill(typed);
      await page.getByRole("button", { name: "Send svaret" }).click();
      await expect(page.getByRole("status")).toContainText("Svaret er lagt i utboksen");
      const [mail, ...more] = await replies(email);
      expect(more).toEqual([]);
      expect(mail?.textBody.startsWith(`${typed}\n\nDu skrev `)).toBe(true);
      expect(mail?.textBody.match(/Hei Kari!/g)).toHaveLength(1);
      expect(mail?.textBody.match(/Hilsen Kortvalg/g)).toHaveLength(1);
      // The thread shows what was sent.
      await expect(page.locator("[data-reply]")).toContainText("Hei Kari!");
      await expect(page.locator("[data-reply]")).toContainText("Fordi loven krever at alle kostnader er med.");

      // A failed post after the redirect: the error alone, not the green notice from before.
      await page.getByLabel("E-posten, slik den sendes").fill("");
      await page.getByRole("button", { name: "Send svaret" }).click();
      await expect(page.locator("[data-error-summary]")).toContainText("Skriv svaret før du sender det");
      await expect(page.locator("[data-error-summary]")).toBeFocused();
      await expect(page.getByText("Svaret er lagt i utboksen")).toHaveCount(0);
    });

    test("two colleagues answer one enquiry: the second is shown what was sent, keeps their text, and nothing is sent twice", async ({
      browser,
    }) => {
      const [ada, ola] = [await member(browser, 0), await member(browser, 1)];
      const email = `per.${Date.now()}@example.no`;
      const id = await enquiry({
        firstName: "Per",
        lastName: "Hansen",
        email,
        message: "Kan jeg få kort med betalingsanmerkning?",
      });
      await ada.page.goto(`${origin}/admin/henvendelser/${id}`);
      await ola.page.goto(`${origin}/admin/henvendelser/${id}`);
      await ada.page.getByLabel("E-posten, slik den sendes").fill("Hei Per!\n\nNei, dessverre. Hilsen Ada");
      await ada.page.getByRole("button", { name: "Send svaret" }).click();
      await expect(ada.page.getByRole("status")).toContainText("Svaret er lagt i utboksen");
      const olaTyped = "Hei Per!\n\nDet kommer an på banken. Hilsen Ola";
      await ola.page.getByLabel("E-posten, slik den sendes").fill(olaTyped);
      await ola.page.getByRole("button", { name: "Send svaret" }).click();
      const conflict = ola.page.locator("[data-conflict]");
      await expect(conflict).toContainText(
        "En kollega har svart på henvendelsen mens du skrev. Svaret ditt er ikke sendt.",
      );
      await expect(conflict).toContainText("stotte1@kortvalg.no svarte");
      await expect(conflict).toContainText("Nei, dessverre. Hilsen Ada");
      await expect(ola.page.getByLabel("E-posten, slik den sendes")).toHaveValue(olaTyped);
      expect((await replies(email)).map((mail) => mail.textBody.split("\n\n")[1])).toEqual([
        "Nei, dessverre. Hilsen Ada",
      ]);
      // Having read it, Ola sends theirs on purpose.
      await ola.page.getByRole("button", { name: "Send svaret" }).click();
      await expect(ola.page.getByRole("status")).toContainText("Svaret er lagt i utboksen");
      expect(await replies(email)).toHaveLength(2);
    });

    test("a reply sent after the session ended is kept through sign-in, back in the form, and sent only when sent again", async ({
      browser,
    }) => {
      const { context, page } = await member(browser);
      const email = `lise.${Date.now()}@example.no`;
      const id = await enquiry({ firstName: "Lise", lastName: "Berg", email, message: "Hvordan sier jeg opp kortet?" });
      await page.goto(`${origin}/admin/henvendelser/${id}`);
      const typed = "Hei Lise!\n\nDu sier opp kortet hos banken, ikke hos oss.\n\nHilsen Kortvalg";
      await page.getByLabel("E-posten, slik den sendes").fill(typed);
      // The session ends while the text is typed (as after 8 idle hours): the cookie names no session.
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
      await page.getByRole("button", { name: "Send svaret" }).click();
      await expect(page).toHaveURL(/\/admin\/logg-inn\?til=/);
      await expect(page.getByRole("alert")).toContainText("Økten din er utløpt");
      expect(await replies(email)).toEqual([]);
      await page.getByRole("button", { name: "Logg inn med passkey" }).click();
      await expect(page).toHaveURL(`${origin}/admin/henvendelser/${id}?etter-innlogging=1`);
      await expect(page.getByRole("status")).toContainText("Du ble logget ut før svaret ble sendt");
      await expect(page.getByLabel("E-posten, slik den sendes")).toHaveValue(typed);
      expect(await replies(email)).toEqual([]);
      await page.getByRole("button", { name: "Send svaret" }).click();
      await expect(page.getByRole("status")).toContainText("Svaret er lagt i utboksen");
      expect(await replies(email)).toHaveLength(1);
    });

    test("on a phone without JavaScript: search by name finds the enquiry; the inbox, an enquiry and the card list do not scroll sideways at 320–390 px", async ({
      browser,
    }) => {
      const { context } = await member(browser);
      const email = `sigrid.${"langadresse".repeat(4)}@example.no`;
      const id = await enquiry({
        firstName: "Sigrid",
        lastName: "Undset",
        email,
        message: `Et ord uten mellomrom: ${"kredittkortsammenligning".repeat(5)}`,
      });
      const phone = await browser.newContext({
        storageState: await context.storageState(),
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: false,
      });
      const page = await phone.newPage();
      await page.goto(`${origin}/admin/henvendelser?vis=alle`);
      await page.getByLabel("Søk etter navn, e-post eller tekst").fill("UNDSET");
      await page.getByRole("button", { name: "Søk", exact: true }).click();
      await expect(page).toHaveURL(/sok=UNDSET/);
      await expect(page.locator("[data-enquiry]")).toHaveCount(1);
      await expect(page.locator(`[data-enquiry="${id}"]`)).toContainText("Sigrid Undset");
      // No sideways scroll from 320 to 390 px: a long address and an unbroken word wrap, tables scroll in their own frame.
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        for (const url of ["/admin/henvendelser", `/admin/henvendelser/${id}`, "/admin/kort"]) {
          await page.goto(`${origin}${url}`);
          const scroll = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(scroll, `${url} at ${width} px`).toBe(0);
        }
      }
      await phone.close();
    });

    test("every new enquiry is on a page, reached by links without JavaScript; the states of the inbox and a reply pass axe", async ({
      browser,
    }) => {
      const { context, page } = await member(browser);
      const stamp = Date.now();
      const ids: number[] = [];
      for (let n = 0; n < 51; n += 1)
        ids.push(
          await enquiry({
            firstName: "Side",
            lastName: `Person${n}`,
            email: `side${n}.${stamp}@example.no`,
            message: `Melding nummer ${n}`,
          }),
        );
      const plain = await browser.newContext({ storageState: await context.storageState(), javaScriptEnabled: false });
      const noScript = await plain.newPage();
      const seen = new Set<number>();
      await noScript.goto(`${origin}/admin/henvendelser?vis=nye`);
      for (;;) {
        for (const row of await noScript.locator("[data-enquiry]").all())
          seen.add(Number(await row.getAttribute("data-enquiry")));
        const next = noScript.getByRole("link", { name: "Neste side" });
        if ((await next.count()) === 0) break;
        await next.click();
      }
      for (const id of ids) expect(seen).toContain(id);
      await expect(noScript.getByRole("navigation", { name: "Sider" })).toContainText("Side 2 av 2");
      await plain.close();
      // axe runs as a script: in the browser with JavaScript.
      await page.goto(`${origin}/admin/henvendelser?vis=nye&side=2`);
      await expectAxeCleanInEveryScheme(page, "inbox, page 2");
      await page.goto(`${origin}/admin/henvendelser?vis=alle&sok=person50`);
      await expect(page.locator("[data-enquiry]")).toHaveCount(1);
      await expect(page.getByRole("status")).toContainText("1 treff på «person50».");
      await expectAxeCleanInEveryScheme(page, "inbox, search");

      // A conflict and a restored draft, as the other tests make them.
      const id = ids[0]!;
      await page.goto(`${origin}/admin/henvendelser/${id}`);
      const other = await member(browser, 1);
      await other.page.goto(`${origin}/admin/henvendelser/${id}`);
      await other.page.getByLabel("E-posten, slik den sendes").fill("Hei!\n\nFørst ute.");
      await other.page.getByRole("button", { name: "Send svaret" }).click();
      await page.getByLabel("E-posten, slik den sendes").fill("Hei!\n\nFor sent.");
      await page.getByRole("button", { name: "Send svaret" }).click();
      await expect(page.locator("[data-conflict]")).toBeFocused();
      await expectAxeCleanInEveryScheme(page, "reply conflict");
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
      await page.getByRole("button", { name: "Send svaret" }).click();
      await expect(page.getByRole("alert")).toContainText("Økten din er utløpt");
      await expectAxeCleanInEveryScheme(page, "sign-in with a carried reply");
      await page.getByRole("button", { name: "Logg inn med passkey" }).click();
      await expect(page.getByRole("status")).toContainText("Du ble logget ut før svaret ble sendt");
      await expectAxeCleanInEveryScheme(page, "restored reply");
    });

    test("the inbox states the promise of /kontakt in its words, and the rule its deadlines are counted by", async ({
      browser,
    }) => {
      const { page } = await member(browser);
      await page.goto(`${origin}/admin/henvendelser`);
      await expect(page.locator("[data-promise]")).toContainText(replyPromise.text);
      await expect(page.locator("[data-promise]")).toContainText(replyPromise.rule);
      await page.goto(`${origin}/kontakt`);
      await expect(page.getByText(replyPromise.rule)).toBeVisible();
    });
  });
}
