import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adminRequest } from "../../host/admin.js";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";
import { dovecotMissing, startTestImap, type TestImap } from "../support/test-imap";
import { startTestSmtp } from "../support/test-smtp";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";
import pg from "pg";

// The subscriber list and bounces, end to end on a server of its own with SMTP_URL (a local SMTP server that refuses
// one address for good) and IMAP_URL (Dovecot, started here). Readers sign up in the footer of a card page and on
// /guider and confirm from the mail; the list shows how and when each consented. An issue is sent: the refused
// address is bounced at once, and a delivery status report for another reader's mail, put into the support mailbox,
// bounces that one when the server reads it (and is no enquiry). Removal, search, CSV, axe, 320 px and keyboard.
const adminUrl = process.env.TEST_DATABASE_URL;
const variants = [
  { database: "embedded", port: specPort(3330) },
  { database: "postgres", port: specPort(3331) },
] as const;
const CRLF = "\r\n";

// The preview's sandboxed frame is left out (axe waits 30 s on a frame where no script runs).
const withoutMailFrame = { exclude: 'iframe[title="E-posten som HTML"]' };

for (const { database, port } of variants) {
  test.describe(`newsletter subscribers on the ${database} database`, () => {
    const origin = `http://localhost:${port}`;
    test.describe.configure({ mode: "serial", timeout: 180_000 });
    const stamp = Date.now();
    const footerReader = `bunn.${stamp}@mottaker.example`;
    const guidesReader = `guide.${stamp}@mottaker.example`;
    const refused = `finnes.ikke.${stamp}@mottaker.example`;
    /** Addresses the SMTP server refuses: the refused reader's, once their sign-up is confirmed. */
    const refusals = new Map<string, number>();
    let own: OwnServer | undefined;
    let imap: TestImap | undefined;
    let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;

    test.beforeAll(async () => {
      test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
      test.skip(dovecotMissing !== null, dovecotMissing ?? "");
      test.skip(database === "postgres" && !adminUrl, "needs TEST_DATABASE_URL");
      test.info().setTimeout(120_000);
      [imap, smtp] = await Promise.all([startTestImap(), startTestSmtp({ refuse: refusals })]);
      own = await startOwnServer("newsletter-subscribers", database, {
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        SMTP_URL: smtp.url,
        IMAP_URL: imap.url,
        IMAP_POLL_SECONDS: "3600",
        NEWSLETTER_RATE_PER_MINUTE: "6000",
      });
    });

    test.afterAll(async () => {
      await own?.stop();
      await Promise.all([imap?.stop(), smtp?.close()]);
    });

    const readMailbox = () =>
      adminRequest(path.join(own!.dataDir, "admin.sock"), { command: "read-mailbox" }) as Promise<{
        result: { handled: number } | null;
      }>;

    /** Confirms a sign-up with the link in its mail, on the confirmation page. */
    async function confirmFromMail(page: Page, email: string) {
      let link = "";
      await expect
        .poll(() => {
          const mail = smtp!.received.find(
            (m) => m.to.includes(email) && m.text.includes("/nyhetsbrev/bekreft?token="),
          );
          link = /(http\S+\/nyhetsbrev\/bekreft\?token=[\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
          return link;
        })
        .not.toBe("");
      await page.goto(link);
      await page.getByRole("button", { name: "Bekreft påmeldingen" }).click();
      await expect(page.getByRole("heading", { name: "Takk, du er påmeldt" })).toBeVisible();
    }

    test("the list shows how each consented, bounces mark addresses, and a subscriber can be removed", async ({
      browser,
    }) => {
      const reader = await browser.newPage();
      for (const [email, where] of [
        [footerReader, "/kort/remember-gold"],
        [refused, "/kort/remember-black"],
      ] as const) {
        await reader.goto(`${origin}${where}`);
        await reader.getByLabel("E-post for nyhetsbrevet").fill(email);
        await reader.getByRole("button", { name: "Meld på" }).click();
        await expect(reader).toHaveURL(/pamelding=sendt/);
        await confirmFromMail(reader, email);
      }
      await reader.goto(`${origin}/guider`);
      await reader.getByLabel("E-postadresse", { exact: true }).fill(guidesReader);
      await reader.getByRole("button", { name: "Meld meg på" }).click();
      await expect(reader.getByText("Takk! Sjekk e-posten din.")).toBeVisible();
      await confirmFromMail(reader, guidesReader);
      await reader.close();
      // From now on the reader's mail provider refuses the address for good (the account was closed).
      refusals.set(refused, 550);

      // Without a session: no list, no CSV, and a removal changes nothing (the list still has all three below).
      for (const target of ["/admin/nyhetsbrev/abonnenter", "/admin/nyhetsbrev/abonnenter.csv"]) {
        const answer = await fetch(`${origin}${target}`, { redirect: "manual" });
        expect(answer.headers.get("location"), target).toMatch(/\/admin\/logg-inn\?til=/);
      }
      const removal = await fetch(`${origin}/admin/nyhetsbrev/abonnenter`, {
        method: "POST",
        body: new URLSearchParams({ id: "1" }),
        headers: { Origin: origin },
        redirect: "manual",
      });
      expect(removal.headers.get("location")).toMatch(/\/admin\/logg-inn/);

      const { context, page } = await signInNewStaff(browser, {
        dataDir: own!.dataDir,
        databaseUrl: own!.databaseUrl,
        publicOrigin: origin,
        email: "redaktor@kortvalg.no",
        role: "redaktør",
      });
      await page.goto(`${origin}/admin/nyhetsbrev`);
      await page.getByRole("link", { name: "Se abonnentene" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonnenter");
      await expect(page.getByRole("link", { name: "Bekreftede (3)" })).toBeVisible();
      const row = (email: string) => page.locator("[data-subscriber]").filter({ hasText: email });
      await expect(row(footerReader)).toContainText("via skjemaet nederst på /kort/remember-gold");
      await expect(row(guidesReader)).toContainText("via påmeldingsskjemaet på /guider");
      await expect(row(footerReader)).toContainText("Bekreftet");
      await expectAxeCleanInEveryScheme(page, "abonnentlisten", withoutMailFrame);

      // An issue to all three: the SMTP server refuses one address for good.
      await page.goto(`${origin}/admin/nyhetsbrev/ny`);
      await page.getByLabel("Emne", { exact: true }).fill(`Nytt om kort ${stamp}`);
      await page.getByLabel("Innhold (Markdown)").fill("Hei!\n\nTre kort har ny rente: [se kortene](/kredittkort).");
      await page.getByRole("button", { name: "Lagre utkast" }).click();
      await page.getByLabel("Ja, send nyhetsbrevet til alle 3 bekreftede abonnenter nå").check();
      await page.getByRole("button", { name: "Send nyhetsbrevet" }).click();
      const issueUrl = page.url().split("?")[0]!;
      await expect
        .poll(
          async () => {
            await page.goto(`${issueUrl}?vist=${Date.now()}#fremdrift`);
            return page.locator("dd").evaluateAll((items) => items.map((item) => item.textContent));
          },
          { timeout: 30_000 },
        )
        .toContain("Sendt");
      const progress = page.locator("#fremdrift");
      await expect(
        progress.locator("dt", { hasText: "Avvist for godt (hard bounce)" }).locator("xpath=following-sibling::dd[1]"),
      ).toHaveText("1");
      // The link in the mail goes through our counted redirect, to the page; the issue counts the click, not who.
      const guideMail = smtp!.received.find(
        (mail) => mail.to.includes(guidesReader) && mail.data.includes(`Subject: Nytt om kort ${stamp}`),
      );
      const tracked = new RegExp(`${origin}/nyhetsbrev/lenke/\\d+`).exec(guideMail!.data.replace(/=\r\n/g, ""))?.[0];
      expect(tracked).toBeDefined();
      const followed = await fetch(tracked!, {
        redirect: "manual",
        headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36" },
      });
      expect(followed.status).toBe(302);
      expect(followed.headers.get("location")).toBe(`${origin}/kredittkort`);
      // Nothing that could tell one reader from another: no cookie, and the address carries only the link's id.
      expect(followed.headers.get("set-cookie")).toBeNull();
      expect((await fetch(`${origin}/nyhetsbrev/lenke/999999`, { redirect: "manual" })).status).toBe(404);
      await page.goto(`${issueUrl}?vist=${Date.now()}`);
      await expect(page.locator("[data-link-clicks]")).toHaveText([`${origin}/kredittkort1`]);
      await expectAxeCleanInEveryScheme(page, "nyhetsbrevet med avvisninger", withoutMailFrame);

      // A delivery status report for the footer reader's mail, as their provider sends it back to our mailbox.
      const sent = smtp!.received.find(
        (mail) => mail.to.includes(footerReader) && mail.data.includes(`Subject: Nytt om kort ${stamp}`),
      );
      const messageId = /^Message-ID:\s*<([^>]+)>/im.exec(sent?.data ?? "")?.[1];
      expect(messageId).toMatch(/^outbox-\d+@/);
      const boundary = "dsn-grense";
      await imap!.append(
        [
          "From: Mail Delivery System <MAILER-DAEMON@mx.mottaker.example>",
          "To: post@kortvalg.no",
          "Subject: Undelivered Mail Returned to Sender",
          `Message-ID: <dsn.${stamp}@mx.mottaker.example>`,
          "MIME-Version: 1.0",
          `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
          "",
          `--${boundary}`,
          "Content-Type: text/plain",
          "",
          "Your message could not be delivered.",
          `--${boundary}`,
          "Content-Type: message/delivery-status",
          "",
          "Reporting-MTA: dns; mx.mottaker.example",
          "",
          `Final-Recipient: rfc822; ${footerReader}`,
          "Action: failed",
          "Status: 5.2.1",
          "Diagnostic-Code: smtp; 550 5.2.1 Mailbox disabled",
          `--${boundary}`,
          "Content-Type: text/rfc822-headers",
          "",
          `To: ${footerReader}`,
          `Message-ID: <${messageId}>`,
          "",
          `--${boundary}--`,
          "",
        ].join(CRLF),
      );
      expect((await readMailbox()).result?.handled).toBe(1);

      await page.goto(`${origin}/admin/nyhetsbrev/abonnenter`);
      await page.getByRole("link", { name: "Avviste (bounce) (2)" }).click();
      await expect(page.locator("[data-subscriber]")).toHaveCount(2);
      await expect(row(refused)).toContainText("SMTP 550");
      await expect(row(footerReader)).toContainText("DSN 5.2.1: 550 5.2.1 Mailbox disabled");
      await expectAxeCleanInEveryScheme(page, "avviste abonnenter", withoutMailFrame);
      // The report is no enquiry.
      await page.goto(`${origin}/admin/henvendelser?vis=alle`);
      await expect(page.locator("[data-enquiry]")).toHaveCount(0);

      // The CSV of what the filter shows.
      const csv = await page.request.get(`${origin}/admin/nyhetsbrev/abonnenter.csv?vis=avviste`);
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const lines = (await csv.text()).split("\r\n").filter(Boolean);
      expect(lines).toHaveLength(3);
      expect(
        lines
          .slice(1)
          .map((line) => line.split(";")[0])
          .sort(),
      ).toEqual([footerReader, refused].sort());

      // At 320 px, by keyboard: search, then remove one.
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`${origin}/admin/nyhetsbrev/abonnenter`);
      await page.getByLabel("Søk på e-postadresse").focus();
      await page.keyboard.type(`guide.${stamp}`);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status")).toHaveText(/^1 treff på «guide\./);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.getByRole("link", { name: `Fjern ${guidesReader}` }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: `Fjerne ${guidesReader}?` })).toBeVisible();
      await expectAxeCleanInEveryScheme(page, "bekreft fjerning", withoutMailFrame);
      await page.getByRole("button", { name: "Fjern for godt" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").first()).toHaveText("Abonnenten er fjernet.");
      await expect(page.getByText(`Ingen adresser har ord som begynner med «guide.${stamp}».`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await context.close();
    });

    test("a draft previews its unsaved text beside the form, is planned in Norway's time, called off, and copied", async ({
      browser,
    }) => {
      const { context, page } = await signInNewStaff(browser, {
        dataDir: own!.dataDir,
        databaseUrl: own!.databaseUrl,
        publicOrigin: origin,
        email: "planlegger@kortvalg.no",
        role: "redaktør",
      });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${origin}/admin/nyhetsbrev/ny`);
      await page.getByLabel("Emne", { exact: true }).fill("Desemberbrevet");
      await page.getByLabel("Innhold (Markdown)").fill("Hei!\n\nFørste utkast.");
      await page.getByRole("button", { name: "Lagre utkast" }).click();
      await expect(page).toHaveURL(/utfort=lagret/);

      // «Forhåndsvis» renders what is typed, beside the form, without saving it.
      await page.getByLabel("Innhold (Markdown)").fill("Hei!\n\nAndre utkast, **ikke lagret**.");
      await page.getByRole("button", { name: "Forhåndsvis" }).click();
      await expect(page.getByText("Slik blir e-posten med teksten i skjemaet. Den er ikke lagret ennå")).toBeVisible();
      await expect(page.getByRole("region", { name: "E-posten som ren tekst" })).toContainText("Andre utkast");
      await expect(page.getByLabel("Innhold (Markdown)")).toHaveValue("Hei!\n\nAndre utkast, **ikke lagret**.");
      const form = await page.getByLabel("Innhold (Markdown)").boundingBox();
      const preview = await page.getByRole("heading", { name: "Forhåndsvisning" }).boundingBox();
      expect(preview!.x).toBeGreaterThan(form!.x + form!.width);
      // The preview was not saved: the page loaded again shows the saved text.
      await page.goto(page.url());
      await expect(page.getByRole("region", { name: "E-posten som ren tekst" })).toContainText("Første utkast");

      // A time the clocks skip, and one past, are refused with the field named; then a time in winter time.
      const time = page.getByLabel("Tidspunkt (norsk tid)");
      await time.fill("2030-03-31T02:30");
      await page.getByRole("button", { name: "Planlegg sendingen" }).click();
      await expect(page.getByText(/Tidspunkt: dette klokkeslettet finnes ikke den natten/).first()).toBeVisible();
      await time.fill("2020-01-01T08:00");
      await page.getByRole("button", { name: "Planlegg sendingen" }).click();
      await expect(
        page.getByText("Tidspunkt: velg et tidspunkt fram i tid, minst ett minutt fra nå").first(),
      ).toBeVisible();
      await time.fill("2030-12-03T08:00");
      await page.getByRole("button", { name: "Planlegg sendingen" }).click();
      await expect(page).toHaveURL(/utfort=planlagt/);
      await expect(page.locator("dd", { hasText: "(norsk tid)" })).toHaveText("3. desember 2030 kl. 08:00 (norsk tid)");
      await expect(page.getByLabel("Tidspunkt (norsk tid)")).toHaveValue("2030-12-03T08:00");
      await expectAxeCleanInEveryScheme(page, "planlagt utkast", withoutMailFrame);
      await page.goto(`${origin}/admin/nyhetsbrev`);
      await expect(page.getByRole("row", { name: /Desemberbrevet/ })).toContainText(
        "Planlagt 3. desember 2030 kl. 08:00",
      );
      await page.getByRole("link", { name: "Desemberbrevet" }).click();
      await page.getByRole("button", { name: "Avbryt den planlagte sendingen" }).click();
      await expect(page.getByRole("status").first()).toHaveText(
        "Den planlagte sendingen er avbrutt. Utkastet er ikke sendt.",
      );
      await expect(page.locator("dt", { hasText: "Planlagt sendt" })).toHaveCount(0);

      await page.getByRole("button", { name: "Lag en kopi som nytt utkast" }).click();
      await expect(page.getByRole("status").first()).toHaveText("Dette er en kopi, lagret som nytt utkast.");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Desemberbrevet");
      await page.goto(`${origin}/admin/nyhetsbrev`);
      await expect(page.getByRole("link", { name: "Desemberbrevet" })).toHaveCount(2);

      // Links are checked against the build's pages and the cards: one to a page we do not have stops the plan.
      await page.getByRole("link", { name: "Desemberbrevet" }).first().click();
      await page
        .getByLabel("Innhold (Markdown)")
        .fill(
          "Se [alle kort](/kredittkort), [et kort som er borte](/kort/finnes-ikke) og [banken](https://bank.example/vilkar).",
        );
      await page.getByRole("button", { name: "Lagre utkast" }).click();
      const links = page.getByRole("region", { name: "Lenkene i utkastet" });
      await expect(links.locator("[data-links=broken]")).toHaveText(`${origin}/kort/finnes-ikke`);
      await expect(links.locator("[data-links=internal]")).toHaveText(`${origin}/kredittkort`);
      await expect(links.locator("[data-links=external]")).toHaveText("https://bank.example/vilkar");
      await page.getByLabel("Tidspunkt (norsk tid)").fill("2030-12-03T08:00");
      await page.getByRole("button", { name: "Planlegg sendingen" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        `Lenken ${origin}/kort/finnes-ikke går til en side som ikke finnes hos oss. Rett eller fjern den i utkastet før du sender.`,
      );
      await expect(page.locator("dt", { hasText: "Planlagt sendt" })).toHaveCount(0);
      await expectAxeCleanInEveryScheme(page, "utkast med en lenke som ikke finnes", withoutMailFrame);
      await context.close();
    });

    test("a planned issue whose link broke after it was planned is not started: the list and its page say why", async ({
      browser,
    }) => {
      // The state is set in the database (a page of ours gone since the plan, and the time come), which the embedded
      // database's server holds alone.
      test.skip(database !== "postgres", "sets up its state on PostgreSQL");
      const { context, page } = await signInNewStaff(browser, {
        dataDir: own!.dataDir,
        databaseUrl: own!.databaseUrl,
        publicOrigin: origin,
        email: "ikke-startet@kortvalg.no",
        role: "redaktør",
      });
      const subject = `Julekort ${stamp}`; // ASCII: found as written in a mail's header
      await page.goto(`${origin}/admin/nyhetsbrev/ny`);
      await page.getByLabel("Emne", { exact: true }).fill(subject);
      await page.getByLabel("Innhold (Markdown)").fill("Hei!\n\nLes [guidene](/guider) før jul.");
      await page.getByRole("button", { name: "Lagre utkast" }).click();
      await expect(page).toHaveURL(/utfort=lagret/);
      const issueUrl = page.url().split("?")[0]!;
      await page.getByLabel("Tidspunkt (norsk tid)").fill("2030-12-03T08:00");
      await page.getByRole("button", { name: "Planlegg sendingen" }).click();
      await expect(page).toHaveURL(/utfort=planlagt/);

      // Since it was planned, the page it links to has gone (here: the link points at one we do not have), and the
      // time has come.
      const client = new pg.Client({ connectionString: own!.databaseUrl });
      await client.connect();
      try {
        const changed = await client.query(
          "update newsletter_issues set markdown = replace(markdown, '(/guider)', '(/guider/borte)'), scheduled_at = now() where subject = $1",
          [subject],
        );
        expect(changed.rowCount).toBe(1);
      } finally {
        await client.end();
      }
      const broken = `${origin}/guider/borte`;

      // When it is due, the sending round checks the links again and leaves it an unplanned draft.
      const row = page.getByRole("row", { name: new RegExp(subject) });
      await expect
        .poll(
          async () => {
            await page.goto(`${origin}/admin/nyhetsbrev?vist=${Date.now()}`);
            return row.textContent();
          },
          { timeout: 60_000, intervals: [2_000] },
        )
        .toContain("Planlagt sending ikke startet: se lenkene");
      await expect(row).toContainText("Utkast");
      await expect(row).not.toContainText(/Planlagt \d/);
      await expectAxeCleanInEveryScheme(page, "nyhetsbrevlisten med en planlagt sending som ikke startet");

      await row.getByRole("link", { name: subject }).click();
      await expect(page).toHaveURL(issueUrl);
      await expect(page.locator("#ikke-startet")).toHaveText(
        `Den planlagte sendingen ble ikke startet, og ingenting er sendt. Lenken ${broken} går til en side som ikke finnes hos oss. Rett eller fjern den i utkastet før du sender. Planlegg sendingen på nytt etterpå.`,
      );
      await expect(page.locator("dt", { hasText: "Planlagt sendt" })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Lenkene i utkastet" }).locator("[data-links=broken]")).toHaveText(
        broken,
      );
      await expectAxeCleanInEveryScheme(page, "utkast som ikke ble startet", withoutMailFrame);
      expect(smtp!.received.filter((mail) => mail.data.includes(subject))).toEqual([]);
      await context.close();
    });
  });
}
