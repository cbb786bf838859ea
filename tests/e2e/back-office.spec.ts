import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminRequest } from "../../host/admin.js";
import { clientAddress } from "./admin";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { invite as inviteTo, register, staffCommand as staffCommandIn, withAuthenticator } from "./staff-browser";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";

// The back office end to end, as the acceptance asks: a server of its own with
// PUBLIC_ORIGIN=http://localhost:PORT (a passkey's relying party must be a domain), the invite command,
// the printed link opened in Chromium with a virtual authenticator (the DevTools WebAuthn domain).
// On the embedded database, and on PostgreSQL (a database of its own) when TEST_DATABASE_URL is set.
const adminUrl = process.env.TEST_DATABASE_URL;
const variants = [
  { database: "embedded", port: specPort(3197) },
  { database: "postgres", port: specPort(3192) },
] as const;

for (const { database, port } of variants) {
  test.describe(`on the ${database} database`, () => {
    const origin = `http://localhost:${port}`;
    // A browser signing in with passkeys on a loaded 2-core machine takes longer than the default 30 s.
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    let own: OwnServer | undefined;
    let dataDir = "";
    const socket = () => path.join(dataDir, "admin.sock");
    const adminCommand = <T>(command: Record<string, unknown>) => adminRequest(socket(), command) as Promise<T>;

    let databaseUrl: string | undefined;
    const target = () => ({ dataDir, databaseUrl, publicOrigin: origin });
    const staffCommand = (...args: string[]) => staffCommandIn(target(), ...args);
    const invite = (email: string, role: "admin" | "redaktør") => inviteTo(target(), email, role);

    test.beforeAll(async () => {
      test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
      test.skip(
        database === "postgres" && !adminUrl,
        "needs TEST_DATABASE_URL (a PostgreSQL role that may create databases)",
      );
      test.info().setTimeout(120_000);
      own = await startOwnServer("back-office", database, {
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        TRUST_PROXY: "loopback",
      });
      ({ dataDir, databaseUrl } = own);
    });

    test.afterAll(async () => {
      await own?.stop();
    });

    test("invitation → passkey → an enquiry is read and answered → sign out → sign in with the passkey", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        storageState: { cookies: [], origins: [] },
      });
      await context.addCookies([
        {
          name: "kv_samtykke",
          value: "v1-a0-m0",
          domain: "localhost",
          path: "/",
        },
      ]);
      const page = await context.newPage();
      await withAuthenticator(context, page);
      const link = await invite("ada@kortvalg.no", "admin");
      await register(page, link, "Jobb-PC");
      await expect(page.getByRole("banner")).toContainText("Logget inn som ada@kortvalg.no (admin)");

      // A visitor writes; support is told by mail (in the outbox) with Reply-To the visitor.
      const visitor = `kari.${Date.now()}@example.no`;
      await page.goto(`${origin}/kontakt`);
      await page.getByLabel("Fornavn").fill("Kari");
      await page.getByLabel("Etternavn").fill("Nordmann");
      await page.getByLabel("E-postadresse").fill(visitor);
      await page.getByLabel("Hva gjelder henvendelsen?").selectOption({ label: "Sammenligning" });
      await page.getByLabel("Melding", { exact: true }).fill("Hvorfor er årsgebyret med i den effektive renten?");
      await page.getByRole("button", { name: /Send/ }).click();
      await expect(page).toHaveURL(/sendt=1/);
      const notifications = await adminCommand<
        Array<{
          kind: string;
          replyTo: string;
          textBody: string;
          enquiryId: number;
        }>
      >({ command: "outbox", email: "post@kortvalg.no" });
      const notification = notifications.find((mail) => mail.replyTo === visitor);
      expect(notification?.kind).toBe("enquiry-notification");
      expect(notification?.textBody).toContain("Hvorfor er årsgebyret med i den effektive renten?");

      // The inbox shows it as new, with its deadline; the reply goes to the outbox and the enquiry is answered.
      await page.goto(`${origin}/admin/henvendelser`);
      const row = page.locator(`[data-enquiry="${notification?.enquiryId}"]`);
      await expect(row).toContainText("Kari Nordmann");
      await expect(row).toContainText("Ny");
      await row.getByRole("link", { name: "Kari Nordmann" }).click();
      // In the thread, and quoted under the reply form as the mail will have it.
      await expect(
        page.getByText("Hvorfor er årsgebyret med i den effektive renten?", {
          exact: true,
        }),
      ).toBeVisible();
      await page
        .getByLabel("E-posten, slik den sendes")
        .fill("Hei Kari!\n\nFordi loven krever at alle kostnader er med. Vennlig hilsen Ada");
      await page.getByRole("button", { name: "Send svaret" }).click();
      await expect(page.getByRole("status")).toContainText("Svaret er lagt i utboksen");
      await expect(page.locator("[data-reply]")).toContainText("Fordi loven krever at alle kostnader er med.");
      const replies = await adminCommand<Array<{ kind: string; subject: string; textBody: string }>>({
        command: "outbox",
        email: visitor,
      });
      expect(replies.map((mail) => mail.kind)).toEqual(["enquiry-reply"]);
      expect(replies[0]?.textBody).toContain("Fordi loven krever at alle kostnader er med.");
      await page.goto(`${origin}/admin/henvendelser?vis=besvarte`);
      await expect(page.locator(`[data-enquiry="${notification?.enquiryId}"]`)).toContainText("Besvart");

      // Signing out ends the session on the server; the passkey signs in again, with no e-mail asked for.
      await page.getByRole("button", { name: "Logg ut" }).click();
      await expect(page).toHaveURL(`${origin}/admin/logg-inn?utlogget=1`);
      await page.goto(`${origin}/admin/henvendelser`);
      await expect(page).toHaveURL(`${origin}/admin/logg-inn?til=%2Fadmin%2Fhenvendelser`);
      await page.getByRole("button", { name: "Logg inn med passkey" }).click();
      await expect(page).toHaveURL(`${origin}/admin/henvendelser`);

      // WCAG 2.2 AA on every page of the back office, as on the public site.
      for (const url of [
        "/admin",
        "/admin/henvendelser",
        `/admin/henvendelser/${notification?.enquiryId}`,
        "/admin/konto",
        "/admin/statistikk",
        "/admin/ansatte",
        "/admin/logg",
      ]) {
        await page.goto(`${origin}${url}`);
        await expectAxeCleanInEveryScheme(page, url);
      }

      // Every step is in the audit log.
      await page.goto(`${origin}/admin/logg`);
      for (const action of ["invitasjon sendt", "passkey lagt til", "henvendelse besvart", "logget ut", "logget inn"]) {
        await expect(page.locator("[data-audit]", { hasText: action }).first()).toBeVisible();
      }
      await context.close();
    });

    test("a revoked person's open session stops working at the next request; an editor cannot reach staff or the log", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        storageState: { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      await withAuthenticator(context, page);
      await register(page, await invite("ola@kortvalg.no", "redaktør"), "Telefon");

      for (const area of ["/admin/ansatte", "/admin/logg"]) {
        const response = await page.goto(`${origin}${area}`);
        expect(response?.status(), area).toBe(403);
        await expect(page.getByRole("heading", { name: "Ingen tilgang" })).toBeVisible();
        await expect(page.locator("table")).toHaveCount(0);
      }
      await page.goto(`${origin}/admin/henvendelser`);
      await expect(page.getByRole("heading", { name: "Henvendelser" })).toBeVisible();

      const printed = await staffCommand("revoke", "ola@kortvalg.no");
      expect(printed).toContain("1 innlogging(er) avsluttet og 1 passkey(s) slettet");
      await page.reload();
      await expect(page).toHaveURL(/\/admin\/logg-inn\?til=/);
      // The passkey is gone: it lets them in no more, and not after a new invitation either.
      await page.getByRole("button", { name: "Logg inn med passkey" }).click();
      await expect(page.getByRole("alert")).toContainText("Denne passkeyen kjenner vi ikke");
      expect(await staffCommand("list")).toMatch(/ola@kortvalg\.no\tredaktør\ttilgang fjernet\t0 passkey\(s\)/);
      await context.close();
    });

    test("an admin sees each passkey by name and last use, removes a stolen one (its session ends), and changes a role; an invitation keeps the role", async ({
      browser,
    }) => {
      const newContext = async () => {
        const context = await browser.newContext({
          storageState: { cookies: [], origins: [] },
        });
        await context.addCookies([
          {
            name: "kv_samtykke",
            value: "v1-a0-m0",
            domain: "localhost",
            path: "/",
          },
        ]);
        // A client of its own: the invitation limit (10 in 15 minutes) counts per client.
        await context.setExtraHTTPHeaders({
          "X-Forwarded-For": clientAddress(),
        });
        const page = await context.newPage();
        await withAuthenticator(context, page);
        return { context, page };
      };
      const kim = await newContext();
      await register(kim.page, await invite("kim@kortvalg.no", "admin"), "Kims PC");
      const per = await newContext();
      await register(per.page, await invite("per@kortvalg.no", "redaktør"), "Telefon");

      // Listed by name and last use, on Ansatte and by the command.
      await kim.page.goto(`${origin}/admin/ansatte`);
      const perRow = kim.page.locator('[data-staff="per@kortvalg.no"]');
      await expect(perRow.locator('[data-passkey="Telefon"]')).toContainText("Sist brukt");
      expect(await staffCommand("list")).toMatch(
        /per@kortvalg\.no\tredaktør\taktiv\t1 passkey\(s\)\t1 innlogging\(er\)\n {2}passkey «Telefon»\tid [\w-]{12}\tlaget [^\t]+\tsist brukt /,
      );

      // WCAG 2.2 AA with others' forms on the page, in both colour schemes.
      await expectAxeCleanInEveryScheme(kim.page, "/admin/ansatte");

      // The phone is stolen: its passkey goes, and with it the session it opened.
      await kim.page
        .getByRole("button", {
          name: "Fjern passkeyen Telefon til per@kortvalg.no",
        })
        .click();
      await expect(kim.page.getByRole("status")).toContainText("Passkeyen «Telefon» til per@kortvalg.no er slettet");
      await expect(perRow).toContainText("Ingen");
      await per.page.goto(`${origin}/admin/henvendelser`);
      await expect(per.page).toHaveURL(/\/admin\/logg-inn\?til=/);

      // A role change is its own act; an invitation sent with another role keeps the person's.
      await kim.page.getByLabel("Rolle for per@kortvalg.no").selectOption("admin");
      await kim.page.getByRole("button", { name: "Endre rollen til per@kortvalg.no" }).click();
      await expect(kim.page.getByRole("status")).toContainText("per@kortvalg.no har nå rollen admin");
      await kim.page.getByLabel("E-postadresse").fill("per@kortvalg.no");
      await kim.page.getByLabel("Rolle", { exact: true }).selectOption("redaktør");
      await kim.page.getByRole("button", { name: "Send invitasjon" }).click();
      await expect(kim.page.getByRole("status")).toContainText("per@kortvalg.no har fortsatt rollen admin");
      expect(await staffCommand("list")).toMatch(/per@kortvalg\.no\tadmin\taktiv\t0 passkey\(s\)/);

      await kim.page.goto(`${origin}/admin/logg`);
      for (const action of ["passkey fjernet", "rolle endret"]) {
        await expect(kim.page.locator("[data-audit]", { hasText: action }).first()).toContainText("kim@kortvalg.no");
      }
      // The same from the command line: a role change, and a passkey removed by name, ending its session.
      expect(await staffCommand("role", "per@kortvalg.no", "--rolle", "redaktør")).toContain(
        "per@kortvalg.no har nå rollen redaktør (var admin)",
      );
      const removed = await staffCommand("remove-passkey", "kim@kortvalg.no", "Kims PC");
      expect(removed).toContain(
        "Passkeyen «Kims PC» til kim@kortvalg.no er slettet. 1 innlogging(er) med den er avsluttet.",
      );
      expect(removed).toContain("trenger en ny invitasjon");
      await kim.page.reload();
      await expect(kim.page).toHaveURL(/\/admin\/logg-inn\?til=/);
      await kim.context.close();
      await per.context.close();
    });

    /** Every page of the back office, and a post to each action (what a hostile client would try). */
    const pages = [
      "/admin",
      "/admin/henvendelser",
      "/admin/henvendelser/1",
      "/admin/konto",
      "/admin/statistikk",
      "/admin/statistikk.csv",
      "/admin/ansatte",
      "/admin/logg",
      "/admin/kort",
      "/admin/kort/nytt",
      "/admin/kort/1",
    ];
    const actions: Array<[string, Record<string, string>]> = [
      ["/admin/henvendelser/1", { intent: "reply", body: "Et svar som aldri skal sendes" }],
      ["/admin/henvendelser/1", { intent: "close" }],
      ["/admin/konto", { intent: "end-others" }],
      ["/admin/ansatte", { intent: "invite", email: "inntrenger@example.no", role: "admin" }],
      ["/admin/ansatte", { intent: "revoke", email: "ada@kortvalg.no" }],
      [
        "/admin/kort/1",
        {
          intent: "publish",
          baseVersion: "1",
          annualFee: "9999",
          source: "https://angriper.example/vilkar",
        },
      ],
      [
        "/admin/kort/nytt",
        {
          name: "Angrepskort",
          bank: "Angriper Bank",
          network: "Visa",
          annualFee: "0",
          interestRate: "20",
          creditLimitMax: "1000",
          source: "https://angriper.example/vilkar",
        },
      ],
      [
        "/admin/kort",
        {
          intent: "check",
          cardId: "1",
          baseVersion: "1",
          "checkSource-1": "https://angriper.example/vilkar",
        },
      ],
    ];

    test("without a valid session no page shows data and no action changes anything; cross-site posts are refused", async () => {
      // Rate-limit counters are left out: every post is counted by design, refused or not, and whether
      // that adds a row depends on whether this client has posted in the current window already.
      const counts = async () => {
        const { rateLimits: _, ...rest } = await adminCommand<Record<string, number>>({ command: "counts" });
        return rest;
      };
      const before = await counts();
      const staffBefore = await staffCommand("list");
      const outboxBefore = (
        await adminCommand<unknown[]>({
          command: "outbox",
          email: "inntrenger@example.no",
        })
      ).length;
      // No cookie, a made-up cookie, and a well-formed one no session has.
      for (const cookie of [undefined, "kv_ansatt=ikke-en-okt", `kv_ansatt=${"A".repeat(43)}`]) {
        const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
        for (const url of pages) {
          const response = await fetch(`${origin}${url}`, {
            headers,
            redirect: "manual",
          });
          expect(response.status, `${url} ${cookie}`).toBe(302);
          expect(response.headers.get("location")).toBe(`/admin/logg-inn?til=${encodeURIComponent(url)}`);
          expect(response.headers.get("cache-control")).toBe("no-store");
          expect(await response.text()).not.toMatch(/Kari|kortvalg\.no<\/td>|apply/i);
        }
        for (const [url, fields] of actions) {
          const response = await fetch(`${origin}${url}`, {
            method: "POST",
            headers: {
              ...headers,
              "Content-Type": "application/x-www-form-urlencoded",
              Origin: origin,
            },
            body: new URLSearchParams(fields),
            redirect: "manual",
          });
          // An enquiry's forms go to sign-in with what was typed (307 repeats the post there, nothing done).
          expect(response.status, `POST ${url} ${cookie}`).toBe(url.startsWith("/admin/henvendelser/") ? 307 : 303);
          expect(response.headers.get("location")).toMatch(/^\/admin\/logg-inn\?til=/);
        }
      }
      // A post from another site is refused before any route sees it.
      const crossSite = await fetch(`${origin}/admin/ansatte`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://angriper.example",
          "Sec-Fetch-Site": "cross-site",
        },
        body: new URLSearchParams({
          intent: "invite",
          email: "inntrenger@example.no",
          role: "admin",
        }),
        redirect: "manual",
      });
      expect(crossSite.status).toBe(403);
      // Nothing changed: no enquiry answered or closed, no one invited or revoked.
      expect(await counts()).toEqual(before);
      expect(await staffCommand("list")).toBe(staffBefore);
      expect(
        (
          await adminCommand<unknown[]>({
            command: "outbox",
            email: "inntrenger@example.no",
          })
        ).length,
      ).toBe(outboxBefore);
    });

    test("the back office is never in the sitemap, never prerendered, and served with noindex", async () => {
      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      expect(sitemap).not.toContain("/admin");
      const signIn = await fetch(`${origin}/admin/logg-inn`);
      expect(signIn.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(signIn.headers.get("cache-control")).toBe("no-store");
      expect(await signIn.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
      // Opened at the IP address, the back office sends the browser to the public origin, where passkeys work.
      const byAddress = await fetch(`http://127.0.0.1:${port}/admin/logg-inn`, {
        redirect: "manual",
      });
      expect(byAddress.status).toBe(302);
      expect(byAddress.headers.get("location")).toBe(`${origin}/admin/logg-inn`);
    });
  });
}
