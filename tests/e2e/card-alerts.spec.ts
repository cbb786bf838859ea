import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adminRequest } from "../../host/admin.js";
import type { CreditCard } from "../../content/card-schema";
import { formatKr } from "../../app/shared/format/format";
import { representativeExampleText } from "../../app/shared/cards/representative-example";
import { startTestSmtp, type ReceivedMail } from "../support/test-smtp";
import { withAnnualFee } from "../support/card-fixtures";
import { uniqueEmail } from "./admin";
import { exited, specPort, startServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";
import { expectAxeCleanInEveryScheme } from "./axe-sweep";

// Card alerts for readers (docs/decisions/0031), end to end: servers of their own with a real SMTP server on loopback,
// the form on a card page without JavaScript, the confirmation mail, a change published through the card store, the one
// alert with the change and the example after it, one-click unsubscribe and the reader's page; then a send killed with
// SIGKILL midway and restarted, every reader getting their alert exactly once; and the same from the comparison.
const ports = { flow: specPort(3400), restart: specPort(3401), compare: specPort(3480) } as const;

test.beforeEach(() => test.skip(test.info().project.name !== "desktop", "starts its own servers: one run is enough"));

async function harness() {
  const smtp = await startTestSmtp();
  const servers = new Set<ChildProcess>();
  const dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-alerts-"));
  return {
    smtp,
    dataDir,
    async start(port: number, env: Record<string, string> = {}) {
      const server = await startServer({
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: `http://localhost:${port}`,
        TRUST_PROXY: "loopback",
        SMTP_URL: smtp.url,
        // Only the admin socket's card-alerts-send starts a batch: a daily one must not start before the change.
        CARD_ALERTS_HOUR: "off",
        ...env,
      });
      servers.add(server);
      server.once("exit", () => servers.delete(server));
      return server;
    },
    async kill(server: ChildProcess) {
      const gone = exited(server);
      server.kill("SIGKILL");
      await gone;
    },
    command: <T>(command: Record<string, unknown>) =>
      adminRequest(path.join(dataDir, "admin.sock"), command) as Promise<T>,
    async close() {
      await Promise.all([...servers].map((server) => (server.kill("SIGTERM"), exited(server))));
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Harness = Awaited<ReturnType<typeof harness>>;

/** A header, unfolded, its RFC 2047 encoded words decoded. */
const header = (mail: ReceivedMail, name: string) =>
  (new RegExp(`^${name}:\\s*(.*)$`, "im").exec(mail.data.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " "))?.[1] ?? "")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(word, "base64").toString("utf8")
        : Buffer.from(
            word
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
const mailsTo = (h: Harness, email: string) => h.smtp.received.filter((mail) => mail.to.includes(email));
const alertsTo = (h: Harness, email: string) =>
  mailsTo(h, email).filter((mail) => mail.text.includes("Representativt eksempel etter endringen"));
const linkIn = (mail: ReceivedMail | undefined, pattern: RegExp) => pattern.exec(mail?.text ?? "")?.[0] ?? "";

async function confirmationLink(h: Harness, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(() => (link = linkIn(mailsTo(h, email).at(-1), /http:\/\/localhost:\d+\/varsler\/bekreft\?token=[\w-]+/)), {
      message: `confirmation mail to ${email}`,
      timeout: 15_000,
    })
    .not.toBe("");
  return link;
}

/** On one of our pages, the reader asks for alerts with the form; the page says to look in the mail. */
async function askForAlerts(page: Page, origin: string, address: string, email: string) {
  await page.goto(`${origin}${address}`);
  const form = page.getByRole("form", { name: "Varsle meg når vilkårene endres" });
  await form.getByLabel("E-postadresse").fill(email);
  await form.getByRole("button", { name: "Varsle meg" }).click();
  await expect(page).toHaveURL(`${origin}/varsler?pamelding=sendt`);
  await expect(page.getByRole("heading", { name: "Takk! Sjekk e-posten din." })).toBeVisible();
}

/** A change to the card's annual fee, published through the card store as staff do it (`npm run cards -- import`). */
async function publishFee(h: Harness, slug: string, fee: number): Promise<CreditCard> {
  const exported = await h.command<CreditCard[]>({ command: "cards-export" });
  const card = exported.find((candidate) => candidate.urlSlug === slug)!;
  const changed = withAnnualFee(card, fee);
  const result = await h.command<{ status: string }>({
    command: "cards-import",
    cards: exported.map((candidate) => (candidate.id === card.id ? changed : candidate)),
    source: "https://www.remember.no/vilkar",
  });
  expect(result.status).toBe("imported");
  return changed;
}

test("a reader follows cards from their pages, confirms, gets one alert with the change and the example, and leaves", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const h = await harness();
  try {
    const origin = `http://localhost:${ports.flow}`;
    await h.start(ports.flow);
    const email = uniqueEmail("varsel");
    // Without JavaScript: the form is plain HTML that posts and redirects.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await askForAlerts(page, origin, "/kort/remember-black", email);
    const link = await confirmationLink(h, email);
    expect(mailsTo(h, email)[0]!.text).toContain("når vilkårene endres for re:member Black");

    // A second card within the hour: no second mail; the first link confirms both, and its page names them.
    await askForAlerts(page, origin, "/kort/bank-norwegian-kredittkort", email);
    expect(mailsTo(h, email)).toHaveLength(1);
    await page.goto(link);
    await expect(page.getByText("når vilkårene endres for Bank Norwegian, re:member Black")).toBeVisible();
    await page.getByRole("button", { name: "Bekreft varslene" }).click();
    await expect(page.getByRole("heading", { name: "Takk, varslene er bekreftet" })).toBeVisible();

    // A refused address (the browser checks it first; a post that skips that) comes back with the field's message.
    const refused = await fetch(`${origin}/varsler`, {
      method: "POST",
      headers: { Origin: origin },
      body: new URLSearchParams({ email: "ikke-en-adresse", kort: "2", side: "/kort/remember-black" }),
    });
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("Skriv inn en gyldig e-postadresse");
    expect(refusedPage).toContain('value="ikke-en-adresse"');

    // A change published; the day's alerts sent now.
    const changed = await publishFee(h, "remember-black", 495);
    const started = await h.command<{ outcome: string; recipients: number }>({ command: "card-alerts-send" });
    expect(started).toMatchObject({ outcome: "started", recipients: 1 });
    await expect.poll(() => alertsTo(h, email).length, { message: "the alert", timeout: 20_000 }).toBe(1);
    const alert = alertsTo(h, email)[0]!;
    expect(header(alert, "Subject")).toContain("Nye vilkår for re:member Black");
    expect(alert.text).toContain("re:member Black (re:member)");
    expect(alert.text).toContain(`- Årsgebyr: ${formatKr(0)} → ${formatKr(495)}`);
    expect(alert.text).toContain(
      `Representativt eksempel etter endringen: ${representativeExampleText(changed)} Å låne penger koster penger.`,
    );
    expect(alert.text).not.toContain("Bank Norwegian (");
    expect(header(alert, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // Sent once: another round a few seconds later sends nothing more.
    await page.waitForTimeout(6_000);
    expect(alertsTo(h, email)).toHaveLength(1);

    // One card's one-click link in the mail: its page's button (a POST), as for the newsletter.
    await page.goto(linkIn(alert, /http:\/\/localhost:\d+\/varsler\/avmeld\?token=[\w.-]+&kort=\d+/));
    await expect(page.getByRole("heading", { name: "Meld deg av varsler for re:member Black" })).toBeVisible();
    await page.getByRole("button", { name: "Meld meg av" }).click();
    await expect(page.getByRole("heading", { name: "Du er meldt av" })).toBeVisible();

    // The reader's page from the link in the alert: Bank Norwegian left; add one back, then the mail program's
    // one-click unsubscribe (RFC 8058: a POST to the List-Unsubscribe address, as a mail provider's server makes it)
    // stops them all.
    const manage = linkIn(alert, /http:\/\/localhost:\d+\/varsler\/mine\?token=[\w.-]+/);
    await page.goto(manage);
    await expect(page.getByRole("heading", { name: "Kortene du følger" })).toBeVisible();
    const followed = page.getByRole("list", { name: "Kortene du følger" }).getByRole("listitem");
    await expect(followed).toHaveCount(1);
    await expect(followed).toContainText("Bank Norwegian");
    await page.getByLabel("Følg et kort til").selectOption({ label: "re:member Black" });
    await page.getByRole("button", { name: "Følg", exact: true }).click();
    await expect(followed).toHaveCount(2);

    const oneClick = /^<([^>]+)>$/.exec(header(alert, "List-Unsubscribe"))?.[1] ?? "";
    const left = await fetch(oneClick, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);
    await page.goto(manage);
    await expect(page.getByText("Du følger ingen kort med denne lenken.")).toBeVisible();
    expect(await h.command({ command: "export", email })).toMatchObject({ cardAlerts: null });
    await context.close();

    // Staff see the day's batch on /admin/nyhetsbrev: sent to its one reader, nothing refused; axe in both schemes.
    const staff = await signInNewStaff(browser, {
      dataDir: h.dataDir,
      publicOrigin: origin,
      email: uniqueEmail("redaktor"),
      role: "redaktør",
    });
    await staff.page.goto(`${origin}/admin/nyhetsbrev`);
    const batches = staff.page.getByRole("table", { name: "Kortvarsler, nyeste dag først" }).getByRole("row");
    await expect(batches).toHaveCount(2); // the header row and the day's
    await expect(batches.nth(1).getByRole("cell")).toHaveText([/^\d{4}-\d{2}-\d{2}$/, "Sendt", "1 av 1", "0 / 0"]);
    await expectAxeCleanInEveryScheme(staff.page, "kortvarsler på nyhetsbrevsiden");
    await staff.context.close();
  } finally {
    await h.close();
  }
});

test("a reader follows the cards of a comparison, confirms from the mail, and sees them on their page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const h = await harness();
  try {
    const origin = `http://localhost:${ports.compare}`;
    await h.start(ports.compare);
    const email = uniqueEmail("sammenlign");

    await askForAlerts(page, origin, "/sammenlign?kort=remember-gold,trumf-kredittkort", email);

    // One double opt-in mail naming both cards of the comparison.
    const link = await confirmationLink(h, email);
    expect(mailsTo(h, email)).toHaveLength(1);
    expect(mailsTo(h, email)[0]!.text).toContain("når vilkårene endres for re:member Gold, Trumf Visa");
    await page.goto(link);
    await page.getByRole("button", { name: "Bekreft varslene" }).click();
    await expect(page.getByRole("heading", { name: "Takk, varslene er bekreftet" })).toBeVisible();

    // The reader's page, from the confirmation: both cards followed; where they asked is kept as the consent.
    await page.getByRole("link", { name: "Se og endre hvilke kort du følger" }).click();
    await expect(page.getByRole("heading", { name: "Kortene du følger" })).toBeVisible();
    const followed = page.getByRole("list", { name: "Kortene du følger" }).getByRole("listitem");
    await expect(followed).toHaveCount(2);
    await expect(followed.filter({ hasText: "re:member Gold" })).toHaveCount(1);
    await expect(followed.filter({ hasText: "Trumf Visa" })).toHaveCount(1);
    expect(await h.command({ command: "export", email })).toMatchObject({
      cardAlerts: { status: "confirmed", consentPage: "/sammenlign" },
    });
  } finally {
    await h.close();
  }
});

test("an alert send killed with SIGKILL midway goes on after a restart; every reader gets their alert exactly once", async () => {
  test.setTimeout(180_000);
  const h = await harness();
  try {
    const port = ports.restart;
    const origin = `http://localhost:${port}`;
    // One mail a second, and a lease a dead process loses after 3 s.
    const env = { NEWSLETTER_RATE_PER_MINUTE: "60", NEWSLETTER_LEASE_SECONDS: "3" };
    let server = await h.start(port, env);
    const readers = Array.from({ length: 8 }, (_, i) => uniqueEmail(`omstart${i}`));
    for (const [i, email] of readers.entries()) {
      const client = `10.40.0.${i + 1}`;
      const headers = { Origin: origin, "X-Forwarded-For": client };
      const asked = await fetch(`${origin}/varsler`, {
        method: "POST",
        headers,
        body: new URLSearchParams({ email, kort: "2", side: "/kort/remember-black" }),
        redirect: "manual",
      });
      expect(asked.status).toBe(303);
      const token = new URL(await confirmationLink(h, email)).searchParams.get("token")!;
      const confirmed = await fetch(`${origin}/varsler/bekreft?token=${token}`, {
        method: "POST",
        headers,
        body: new URLSearchParams({ token }),
      });
      expect(confirmed.status).toBe(200);
    }
    await publishFee(h, "remember-black", 395);
    expect(await h.command({ command: "card-alerts-send" })).toMatchObject({ outcome: "started", recipients: 8 });

    const alerted = () => readers.filter((email) => alertsTo(h, email).length > 0).length;
    await expect
      .poll(alerted, { message: "three alerts out", timeout: 20_000, intervals: [50] })
      .toBeGreaterThanOrEqual(3);
    await h.kill(server);
    const beforeKill = alerted();
    test.info().annotations.push({ type: "alerts before SIGKILL", description: String(beforeKill) });
    expect(beforeKill).toBeLessThan(8);

    server = await h.start(port, env);
    await expect.poll(alerted, { message: "every reader's alert", timeout: 60_000 }).toBe(8);
    // A mail the killed process was handing to SMTP is sent again only after RETRY_AFTER_MS: as if that had passed.
    await h.command({ command: "deliver-mail", now: new Date(Date.now() + 10 * 60_000).toISOString() });
    // Each reader: one alert (one Message-ID, whatever SMTP saw twice), and one alert mail in the outbox.
    for (const email of readers) {
      const ids = new Set(alertsTo(h, email).map((mail) => header(mail, "Message-ID")));
      expect(ids.size, email).toBe(1);
      const outbox = await h.command<Array<{ kind: string; sentAt: string | null }>>({ command: "outbox", email });
      expect(
        outbox.filter((mail) => mail.kind === "card-alert").map((mail) => mail.sentAt !== null),
        email,
      ).toEqual([true]);
    }
  } finally {
    await h.close();
  }
});
