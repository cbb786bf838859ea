import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminRequest } from "../../host/admin.js";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";
import { dovecotMissing, startTestImap, type TestImap } from "../support/test-imap";
import { startTestSmtp } from "../support/test-smtp";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";

// Answers come back into the thread, end to end: a server of its own with SMTP_URL (a local SMTP server) and
// IMAP_URL (Dovecot, started here). A visitor writes through /kontakt, staff answer in the browser, the mail as
// sent carries the enquiry's token; the visitor's answer to it (quoting us, with an attachment) is delivered to
// the mailbox with IMAP APPEND, the server reads it, and the enquiry page shows it in the thread: the quote
// folded, the attachment listed, the enquiry new again. Mail about nothing becomes an enquiry of its own.
const adminUrl = process.env.TEST_DATABASE_URL;
const variants = [
  { database: "embedded", port: specPort(3183) },
  { database: "postgres", port: specPort(3184) },
] as const;
const CRLF = "\r\n";

for (const { database, port } of variants) {
  test.describe(`answers by mail on the ${database} database`, () => {
    const origin = `http://localhost:${port}`;
    test.describe.configure({ mode: "serial", timeout: 150_000 });
    let own: OwnServer | undefined;
    let imap: TestImap | undefined;
    let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;

    test.beforeAll(async () => {
      test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
      test.skip(dovecotMissing !== null, dovecotMissing ?? "");
      test.skip(database === "postgres" && !adminUrl, "needs TEST_DATABASE_URL");
      test.info().setTimeout(120_000);
      [imap, smtp] = await Promise.all([startTestImap(), startTestSmtp()]);
      own = await startOwnServer("inbox-mail", database, {
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        SMTP_URL: smtp.url,
        IMAP_URL: imap.url,
        // The test reads the mailbox when it wants to (the admin socket's read-mailbox), not on a timer.
        IMAP_POLL_SECONDS: "3600",
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

    test("the visitor's answer to our reply is in the thread, and unmatched mail is a new enquiry", async ({
      browser,
    }) => {
      const { context, page } = await signInNewStaff(browser, {
        dataDir: own!.dataDir,
        databaseUrl: own!.databaseUrl,
        publicOrigin: origin,
        email: "siri@kortvalg.no",
        role: "redaktør",
      });
      const visitor = `nora.${Date.now()}@example.no`;
      await page.goto(`${origin}/kontakt`);
      await page.getByLabel("Fornavn").fill("Nora");
      await page.getByLabel("Etternavn").fill("Berg");
      await page.getByLabel("E-postadresse").fill(visitor);
      await page.getByLabel("Hva gjelder henvendelsen?").selectOption({ label: "Sammenligning" });
      await page.getByLabel("Melding", { exact: true }).fill("Hvilket kort har lavest rente?");
      await page.getByRole("button", { name: /Send/ }).click();
      await expect(page).toHaveURL(/sendt=1/);

      await page.goto(`${origin}/admin/henvendelser`);
      await page.getByRole("link", { name: "Nora Berg" }).click();
      const enquiryUrl = page.url();
      await page.getByLabel("E-posten, slik den sendes").fill("Hei Nora!\n\nKort C har lavest rente.\n\nHilsen Siri");
      await page.getByRole("button", { name: "Send svaret" }).click();
      await expect(page.getByRole("status")).toContainText("Svaret er lagt i utboksen");

      // The reply as the visitor got it: answered to the enquiry's own address, and its Message-ID names it too.
      await expect.poll(() => smtp!.received.filter((mail) => mail.to.includes(visitor)).length).toBe(1);
      const sent = smtp!.received.find((mail) => mail.to.includes(visitor))!.data;
      const header = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, "im").exec(sent)?.[1]?.trim() ?? "";
      expect(header("Reply-To")).toMatch(/^post\+e\d+-[0-9a-f]{24}@kortvalg\.no$/);

      const boundary = "b0undary";
      await imap!.append(
        [
          `From: Nora Berg <${visitor}>`,
          `To: ${header("Reply-To")}`,
          "Subject: Re: Svar fra Kortvalg",
          `Message-ID: <svar-${Date.now()}@example.no>`,
          `In-Reply-To: ${header("Message-ID")}`,
          "MIME-Version: 1.0",
          `Content-Type: multipart/mixed; boundary="${boundary}"`,
          "",
          `--${boundary}`,
          "Content-Type: text/plain; charset=utf-8",
          "",
          "Takk! Gjelder det også for studenter?",
          "",
          "Den 27. nov. 2026 kl. 10:00 skrev Kortvalg <post@kortvalg.no>:",
          "> Hei Nora!",
          "> Kort C har lavest rente.",
          `--${boundary}`,
          'Content-Type: image/png; name="studentbevis.png"',
          'Content-Disposition: attachment; filename="studentbevis.png"',
          "Content-Transfer-Encoding: base64",
          "",
          Buffer.alloc(30_000, 1)
            .toString("base64")
            .replace(/(.{76})/g, `$1${CRLF}`),
          `--${boundary}--`,
          "",
        ].join(CRLF),
      );
      await imap!.append(
        [
          "From: Ole Vik <ole.vik@example.no>",
          "To: post@kortvalg.no",
          "Subject: Reiseforsikring",
          `Message-ID: <ny-${Date.now()}@example.no>`,
          "",
          "Dekker kortet reiseforsikring i USA?",
          "",
        ].join(CRLF),
      );
      // A new question from the same visitor, to the plain address: an enquiry of its own, listed beside the first.
      await imap!.append(
        [
          `From: Nora Berg <${visitor}>`,
          "To: post@kortvalg.no",
          "Subject: Et annet spørsmål",
          `Message-ID: <annet-${Date.now()}@example.no>`,
          "",
          "Kan jeg ha to kort i samme bank?",
          "",
        ].join(CRLF),
      );
      expect((await readMailbox()).result?.handled).toBe(3);

      await page.goto(enquiryUrl);
      const answer = page.locator("[data-answer]");
      await expect(answer).toContainText(`Nora Berg <${visitor}> sendte e-post`);
      await expect(answer).toContainText("Takk! Gjelder det også for studenter?");
      await expect(answer.locator("[data-attachments]")).toHaveText("studentbevis.png (30 kB)");
      // Our own reply, quoted back, is folded away, not shown a second time.
      await expect(answer.getByText("> Kort C har lavest rente.", { exact: false })).toBeHidden();
      await answer.getByText("Sitert tidligere e-post").click();
      await expect(answer.getByText("> Kort C har lavest rente.", { exact: false })).toBeVisible();
      await expect(page.locator("dl").first()).toContainText("Ny");
      const others = page.locator("[data-others]");
      await expect(others.getByRole("heading")).toHaveText(`Andre henvendelser fra ${visitor}`);
      await expect(others.getByRole("listitem")).toHaveCount(1);
      await expect(others.getByRole("listitem")).toContainText("E-post");
      await expectAxeCleanInEveryScheme(page, "enquiry with earlier enquiries");

      // Search finds the text of a mail in a thread; the subject filter keeps what came as mail.
      await page.goto(`${origin}/admin/henvendelser?vis=alle`);
      await page.getByLabel("Søk etter navn, e-post eller tekst").fill("studenter");
      await page.getByRole("button", { name: "Søk" }).click();
      await expect(page.getByRole("status")).toContainText("1 treff på «studenter»");
      await expect(page.locator("[data-enquiry]")).toHaveCount(1);
      await expect(page.locator("[data-enquiry]")).toContainText("Nora Berg");
      await page.getByLabel("Søk etter navn, e-post eller tekst").fill("");
      await page.getByLabel("Gjelder").selectOption({ label: "E-post" });
      await page.getByRole("button", { name: "Søk" }).click();
      await expect(page).toHaveURL(/gjelder=email/);
      await expect(page.locator("[data-enquiry]")).toHaveCount(2);
      await expect(page.locator("[data-enquiry]").filter({ hasText: "Ole Vik" })).toHaveCount(1);
      // Nora's mailed question, not her enquiry from the form.
      await expect(page.locator("[data-enquiry]").filter({ hasText: "Nora Berg" })).toHaveCount(1);
      await expectAxeCleanInEveryScheme(page, "inbox, search by subject");
      await page.getByRole("link", { name: "Ole Vik" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-post: Ole Vik");
      await expect(page.getByText("Ole Vik sendte e-post")).toBeVisible();
      await expect(page.getByText("Dekker kortet reiseforsikring i USA?", { exact: true })).toBeVisible();
      await expect(page.getByText("Emne: Reiseforsikring")).toBeVisible();
      await context.close();
    });
  });
}
