import type { ChildProcess } from "node:child_process";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Response as PageResponse } from "@playwright/test";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { adminRequest } from "../../host/admin.js";
import { uniqueEmail } from "./admin";
import { exited, specPort, startServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";
import { dropDatabase } from "../../scripts/drop-database.js";
import { axeRuleTags } from "../../app/site/accessibility/accessibility-checks";

// Newsletter issues written and sent from the back office (/admin/nyhetsbrev), end to end: servers of their
// own (PUBLIC_ORIGIN=http://localhost:PORT, for the passkeys), a real SMTP server on loopback that records
// every mail, subscribers signed up and confirmed through the public form. Then the page flow, a send that
// survives SIGKILL and a restart, and two instances on one PostgreSQL database sharing one send.
const ports = {
  pages: specPort(3199),
  restart: specPort(3200),
  instances: [specPort(3201), specPort(3202)],
  editors: specPort(3212),
} as const;
const adminUrl = process.env.TEST_DATABASE_URL;

test.beforeEach(() => test.skip(test.info().project.name !== "desktop", "starts its own servers: one run is enough"));

// ---------------------------------------------------------------------------------------------------------
// Servers, subscribers and mail

type Server = ChildProcess;
type OutboxRow = { id: number; kind: string; subject: string; sentAt: string | null; recipient: string };

/**
 * A real SMTP server on loopback (as tests/support/test-smtp.ts) that keeps every mail it gets, parsed, and can
 * hold one: `holdNext` picks a mail that is kept but not answered (no "250 OK"), so a sender killed then has
 * a mail the receiver got and it never heard about, the one case where the outbox must send a mail again.
 */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const held: Array<() => void> = [];
  let holdWhen: ((mail: ParsedMail) => boolean) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"));
        received.push(mail);
        if (holdWhen?.(mail)) {
          holdWhen = undefined;
          held.push(() => callback());
        } else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    /** Holds the next mail for which `predicate` is true. */
    holdNext(predicate: (mail: ParsedMail) => boolean) {
      holdWhen = predicate;
    },
    held: () => held.length,
    close() {
      for (const answer of held.splice(0)) answer();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Servers, data folders and the SMTP server a test started: all stopped and removed in `close`, whatever happened. */
async function harness() {
  const smtp = await startSmtp();
  const servers = new Set<Server>();
  const dataDirs: string[] = [];
  return {
    smtp,
    newDataDir() {
      const dir = mkdtempSync(path.join(tmpdir(), "kortvalg-newsletter-"));
      dataDirs.push(dir);
      return dir;
    },
    async start(env: Record<string, string>) {
      const server = await startServer({ TRUST_PROXY: "loopback", SMTP_URL: smtp.url, ...env });
      servers.add(server);
      server.once("exit", () => servers.delete(server));
      return server;
    },
    async kill(server: Server) {
      const gone = exited(server);
      server.kill("SIGKILL");
      await gone;
    },
    async close() {
      await Promise.all([...servers].map((server) => (server.kill("SIGTERM"), exited(server))));
      await smtp.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const adminCommand = <T>(dataDir: string, command: Record<string, unknown>) =>
  adminRequest(path.join(dataDir, "admin.sock"), command) as Promise<T>;

/** A form post as a browser on our own page makes it, from `client` (X-Forwarded-For: the servers trust loopback). */
const post = (url: string, fields: Record<string, string>, client: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: new URL(url).origin, "X-Forwarded-For": client, ...headers },
    redirect: "manual",
  });

/**
 * `count` subscribers signed up through the public form and confirmed through the link in the mail the
 * SMTP server got, each from a client address of its own (`clientPrefix.i`), so no form limit decides.
 */
async function confirmedSubscribers(
  origin: string,
  received: ParsedMail[],
  count: number,
  label: string,
  clientPrefix: string,
): Promise<string[]> {
  const subscribe = async (i: number) => {
    const email = uniqueEmail(`${label}${i}`);
    const client = `${clientPrefix}.${i + 1}`;
    const signUp = await post(`${origin}/guider`, { email }, client);
    expect(signUp.status, `sign-up of ${email}`).toBe(303);
    let token: string | undefined;
    await expect
      .poll(
        () => {
          const mail = received.find((m) => m.to === email && m.text.includes("/nyhetsbrev/bekreft?token="));
          token = /\/nyhetsbrev\/bekreft\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
          return token;
        },
        { message: `confirmation mail to ${email}`, timeout: 10_000 },
      )
      .toBeTruthy();
    const confirm = await post(`${origin}/nyhetsbrev/bekreft?token=${token}`, { token: token! }, client);
    expect(confirm.status, `confirmation of ${email}`).toBe(200);
    return email;
  };
  const emails: string[] = [];
  // A few at a time: the embedded database takes one write at a time anyway.
  for (let start = 0; start < count; start += 8) {
    emails.push(
      ...(await Promise.all(Array.from({ length: Math.min(8, count - start) }, (_, j) => subscribe(start + j)))),
    );
  }
  return emails;
}

type ParsedMail = {
  headers: Map<string, string>;
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
};

/** Just enough MIME for what nodemailer sends: unfolded headers, encoded words, multipart/alternative, quoted-printable and base64. */
function parseMail(raw: string): ParsedMail {
  const { headers, text, html } = parsePart(raw.replace(/\r\n/g, "\n"));
  return {
    headers,
    to: headers.get("to") ?? "",
    subject: headers.get("subject") ?? "",
    messageId: headers.get("message-id") ?? "",
    text,
    html,
  };
}

function parsePart(part: string): { headers: Map<string, string>; text: string; html: string } {
  const split = part.indexOf("\n\n");
  const head = split === -1 ? part : part.slice(0, split);
  const body = split === -1 ? "" : part.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n(?=[ \t])/g, "").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const result = { headers, text: "", html: "" };
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const inner = parsePart(section.replace(/^\n/, ""));
      result.text ||= inner.text;
      result.html ||= inner.html;
    }
    return result;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding"));
  return /^text\/html/i.test(type) ? { headers, text: "", html: decoded } : { headers, text: decoded, html: "" };
}

function decodeBody(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\n/g, "")
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

/** RFC 2047 encoded words (UTF-8), the space between two of them dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(word, "base64").toString("utf8")
        : Buffer.from(
            word
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** Every mail the SMTP server got with this subject, parsed. */
const mailsWithSubject = (received: ParsedMail[], subject: string) =>
  received.filter((mail) => mail.subject === subject);

/** A subscriber's own unsubscribe link, from the List-Unsubscribe header of the last mail they got (the welcome mail). */
function unsubscribeUrlOf(received: ParsedMail[], email: string): string {
  const mail = received.filter((m) => m.to === email && m.headers.has("list-unsubscribe")).at(-1);
  const url = /^<([^>]+)>$/.exec(mail?.headers.get("list-unsubscribe") ?? "")?.[1];
  if (!url) throw new Error(`no List-Unsubscribe in a mail to ${email}`);
  return url;
}

/** Per subscriber: how many mails of the issue they got, and with how many distinct Message-IDs. */
function deliveriesPerRecipient(received: ParsedMail[], subject: string, subscribers: string[]) {
  const mails = mailsWithSubject(received, subject);
  return Object.fromEntries(
    subscribers.map((email) => {
      const theirs = mails.filter((mail) => mail.to === email);
      return [email, { mails: theirs.length, messageIds: new Set(theirs.map((mail) => mail.messageId)).size }];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The back office's pages

/** Every dt of the page with its dd ("Status" → "Sendt", "Mottakere" → "5", …). */
const definitions = (page: Page) =>
  page.locator("dl").evaluateAll((lists) =>
    Object.fromEntries(
      lists.flatMap((list) =>
        [...list.querySelectorAll("dt")].map((dt) => {
          let dd = dt.nextElementSibling;
          while (dd && dd.tagName !== "DD") dd = dd.nextElementSibling;
          return [dt.textContent?.trim() ?? "", dd?.textContent?.trim() ?? ""];
        }),
      ),
    ),
  ) as Promise<Record<string, string>>;

/** Reloads the issue's page until its status is "Sendt" (the server may be restarting meanwhile). */
async function waitUntilSent(page: Page, timeout = 45_000) {
  await expect
    .poll(
      async () => {
        if (!(await page.reload().catch(() => null))?.ok()) return "no answer";
        return (await definitions(page))["Status"];
      },
      { message: "the issue's status", timeout, intervals: [500, 1_000] },
    )
    .toBe("Sendt");
}

/**
 * WCAG 2.2 AA and best practices, as back-office.spec.ts checks every back-office page. The preview's
 * sandboxed frame is left out (axe waits 30 s on a frame where no script runs): the mail is checked on its own.
 */
async function expectNoAxeViolations(page: Page, label: string, disableRules: string[] = []) {
  const results = await new AxeBuilder({ page })
    .withTags([...axeRuleTags])
    .exclude('iframe[title="E-posten som HTML"]')
    .disableRules(disableRules)
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** The answer to a post of the page's own form, not to the live preview's (issue-preview.client.ts posts as one types). */
const isFormPost = (response: PageResponse) =>
  response.request().method() === "POST" && !response.url().endsWith("/admin/nyhetsbrev/forhandsvisning");

/** A new issue written and saved on the page; gives its id. */
async function saveDraft(page: Page, origin: string, subject: string, markdown: string): Promise<number> {
  await page.goto(`${origin}/admin/nyhetsbrev/ny`);
  await page.getByLabel("Emne", { exact: true }).fill(subject);
  await page.getByLabel("Innhold (Markdown)").fill(markdown);
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page).toHaveURL(/\/admin\/nyhetsbrev\/\d+\?utfort=lagret$/);
  return Number(/\/admin\/nyhetsbrev\/(\d+)/.exec(page.url())?.[1]);
}

/** Confirms and starts the send on the issue's page. */
async function startSend(page: Page, recipients: number) {
  await page.getByLabel(`Ja, send nyhetsbrevet til alle ${recipients} bekreftede abonnenter nå`).check();
  await page.getByRole("button", { name: "Send nyhetsbrevet" }).click();
  await expect(page.getByRole("heading", { name: "Fremdrift", level: 2 })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------------------

test("an issue is written, previewed, tested and sent; every subscriber gets it once and can leave with one click", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const h = await harness();
  try {
    const port = ports.pages;
    const origin = `http://localhost:${port}`;
    const dataDir = h.newDataDir();
    await h.start({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: origin });
    const subscribers = await confirmedSubscribers(origin, h.smtp.received, 5, "utsending", "10.31.0");

    const editorEmail = `redaktor.${Date.now()}@kortvalg.no`;
    const { context, page } = await signInNewStaff(browser, { dataDir, email: editorEmail, role: "redaktør" });

    // The list, and the form for a new issue; sent empty, it says what is missing.
    await page.goto(`${origin}/admin/nyhetsbrev`);
    await expect(page.getByRole("heading", { name: "Nyhetsbrev", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, "/admin/nyhetsbrev");
    await page.getByRole("link", { name: "Skriv et nytt nyhetsbrev" }).click();
    await expect(page).toHaveURL(`${origin}/admin/nyhetsbrev/ny`);
    await expect(page.getByRole("heading", { name: "Nytt nyhetsbrev", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, "/admin/nyhetsbrev/ny");
    const [emptyResponse] = await Promise.all([
      page.waitForResponse(isFormPost),
      page.getByRole("button", { name: "Lagre utkast" }).click(),
    ]);
    expect(emptyResponse.status()).toBe(400);
    // The error summary (GOV.UK style: focused by autofocus, deliberately not role="alert").
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Skriv et emne for nyhetsbrevet");
    await expect(summary).toContainText("Skriv innholdet i nyhetsbrevet");
    await expectNoAxeViolations(page, "/admin/nyhetsbrev/ny (errors)");

    // Written and saved: a heading, a link to a page of the site, and HTML that must stay text.
    const subject = `Renter og årsgebyr i mars ${randomBytes(3).toString("hex")}`;
    // "#" is the mail's second level: its h1 is the site's name.
    const firstVersion = ["# Nye kort denne måneden", "", "Se [alle kredittkortene](/kredittkort) hos oss.", ""].join(
      "\n",
    );
    await page.getByLabel("Emne", { exact: true }).fill(subject);
    await page.getByLabel("Innhold (Markdown)").fill(firstVersion);
    await page.getByRole("button", { name: "Lagre utkast" }).click();
    await expect(page).toHaveURL(/\/admin\/nyhetsbrev\/\d+\?utfort=lagret$/);
    const issueId = Number(/\/admin\/nyhetsbrev\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByText("Utkastet er lagret.")).toBeVisible();
    await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
    expect((await definitions(page))["Status"]).toBe("Utkast");
    // Changed on its own page, with HTML added.
    await expect(page.getByLabel("Emne", { exact: true })).toHaveValue(subject);
    await page.getByLabel("Innhold (Markdown)").fill(`${firstVersion}\n<script>alert("hei")</script>\n`);
    await page.getByRole("button", { name: "Lagre utkast" }).click();
    await expect(page).toHaveURL(`${origin}/admin/nyhetsbrev/${issueId}?utfort=lagret`);
    await expect(page.getByLabel("Innhold (Markdown)")).toHaveValue(/<script>/);

    // The preview is the mail itself: the HTML in a sandboxed frame (the script as text), and the plain text.
    await expect(page.getByRole("heading", { name: "Forhåndsvisning", level: 2 })).toBeVisible();
    const frameElement = page.locator('iframe[title="E-posten som HTML"]');
    await expect(frameElement).toHaveAttribute("sandbox", /.*/);
    expect(await frameElement.getAttribute("sandbox")).not.toContain("allow-scripts");
    const preview = page.frameLocator('iframe[title="E-posten som HTML"]');
    await expect(preview.getByRole("heading", { name: "Nye kort denne måneden", level: 2 })).toBeVisible();
    await expect(preview.getByText('<script>alert("hei")</script>')).toBeVisible();
    await expect(preview.locator("script")).toHaveCount(0);
    await expect(preview.getByRole("link", { name: "alle kredittkortene" })).toHaveAttribute(
      "href",
      `${origin}/kredittkort`,
    );
    await expect(page.getByRole("heading", { name: "Ren tekst", level: 3 })).toBeVisible();
    const plain = page.locator("pre").filter({ hasText: "Nye kort denne måneden" });
    await expect(plain).toContainText(`alle kredittkortene (${origin}/kredittkort)`);
    await expect(plain).toContainText('<script>alert("hei")</script>');
    await expectNoAxeViolations(page, `/admin/nyhetsbrev/${issueId} (utkast)`);
    // The mail's HTML on a page of its own, as a mail program shows it.
    const mailPage = await context.newPage();
    await mailPage.setContent((await frameElement.getAttribute("srcdoc")) ?? "");
    // A mail is shown inside the mail program's page: landmarks are the program's, not the mail's.
    await expectNoAxeViolations(mailPage, "the mail's HTML", ["landmark-one-main", "region"]);
    await mailPage.close();

    // A test to the signed-in editor only.
    await page.getByRole("button", { name: "Send en prøve til meg" }).click();
    await expect(page).toHaveURL(`${origin}/admin/nyhetsbrev/${issueId}?utfort=prove-sendt`);
    await expect(page.getByRole("status")).toHaveText(`Prøven er sendt til ${editorEmail}.`);
    await expect
      .poll(() => mailsWithSubject(h.smtp.received, `[Prøve] ${subject}`).map((mail) => mail.to), { timeout: 10_000 })
      .toEqual([editorEmail]);
    expect(mailsWithSubject(h.smtp.received, subject)).toEqual([]);

    // Sending needs the box ticked.
    await expect(page.getByRole("heading", { name: "Send til abonnentene", level: 2 })).toBeVisible();
    const [unconfirmed] = await Promise.all([
      page.waitForResponse(isFormPost),
      page.getByRole("button", { name: "Send nyhetsbrevet" }).click(),
    ]);
    expect(unconfirmed.status()).toBe(400);
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    await expect(page.locator("[data-error-summary]")).toContainText(
      "Kryss av for å bekrefte at nyhetsbrevet skal sendes til alle abonnentene",
    );
    await expect(page.getByRole("checkbox", { name: /^Ja, send nyhetsbrevet/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect((await definitions(page))["Status"]).toBe("Utkast");
    expect(mailsWithSubject(h.smtp.received, subject)).toEqual([]);

    // Ticked and sent: the progress reaches 5 of 5.
    await startSend(page, subscribers.length);
    await expect(page.getByRole("status")).toContainText("Nyhetsbrevet sendes nå");
    // "Oppdater fremdriften" loads the page again at every click, also once the page shown is the one it leads to.
    const refresh = page
      .getByRole("link", { name: "Oppdater fremdriften" })
      .or(page.getByRole("button", { name: "Oppdater fremdriften" }));
    for (const click of ["first", "second"]) {
      await page.evaluate(() => Object.assign(window, { shownBefore: true }));
      await refresh.click();
      await expect
        .soft(
          async () => expect(await page.evaluate(() => "shownBefore" in window)).toBe(false),
          `the ${click} click on «Oppdater fremdriften» loads the page again`,
        )
        .toPass({ timeout: 5_000 });
    }
    await waitUntilSent(page);
    expect(await definitions(page)).toMatchObject({
      Status: "Sendt",
      Mottakere: "5",
      "Lagt i utboksen": "5",
      "Levert til e-posttjeneren": "5",
      Feilet: "0",
      "Hoppet over (meldt av)": "0",
      Venter: "0",
    });
    await expectNoAxeViolations(page, `/admin/nyhetsbrev/${issueId} (sendt)`);
    await page.goto(`${origin}/admin/nyhetsbrev`);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: subject }) });
    await expect(row).toContainText("Sendt");
    await expect(row).toContainText("5 av 5");
    await expectNoAxeViolations(page, "/admin/nyhetsbrev (sendt)");

    // Every subscriber got it exactly once, with the one-click unsubscribe headers and a visible link to the same address.
    expect(deliveriesPerRecipient(h.smtp.received, subject, subscribers)).toEqual(
      Object.fromEntries(subscribers.map((email) => [email, { mails: 1, messageIds: 1 }])),
    );
    const mails = mailsWithSubject(h.smtp.received, subject);
    expect(mails).toHaveLength(subscribers.length);
    const unsubscribeUrls = new Map<string, string>();
    for (const mail of mails) {
      const listUnsubscribe = mail.headers.get("list-unsubscribe") ?? "";
      expect(listUnsubscribe, mail.to).toMatch(new RegExp(`^<${origin}/nyhetsbrev/avmeld\\?token=\\d+\\.[\\w-]{43}>$`));
      expect(mail.headers.get("list-unsubscribe-post"), mail.to).toBe("List-Unsubscribe=One-Click");
      const url = listUnsubscribe.slice(1, -1);
      expect(mail.text, mail.to).toContain(url);
      expect(mail.html, mail.to).toContain(`href="${url}"`);
      // Through the counted redirect (app/admin/newsletter/link-clicks.server.ts).
      expect(mail.text).toMatch(new RegExp(`alle kredittkortene \\(${origin}/nyhetsbrev/lenke/\\d+\\)`));
      unsubscribeUrls.set(mail.to, url);
    }
    expect(new Set(unsubscribeUrls.values()).size).toBe(subscribers.length);

    // A mail provider's one-click unsubscribe: a bare post, no cookies, no Origin, from its own shared address.
    const provider = "203.0.113.77";
    const oneClick = (url: string) =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": provider },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      });
    const [first, second] = subscribers as [string, string];
    const firstResponse = await oneClick(unsubscribeUrls.get(first)!);
    expect(firstResponse.status).toBeGreaterThanOrEqual(200);
    expect(firstResponse.status).toBeLessThan(300);
    expect(
      (await adminCommand<{ newsletter: unknown[] }>(dataDir, { command: "export", email: first })).newsletter,
    ).toEqual([]);
    expect((await adminCommand<Record<string, number>>(dataDir, { command: "counts" })).newsletterSubscribers).toBe(
      subscribers.length - 1,
    );

    // The same address then uses up the form limit (30 posts in 10 minutes) …
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await post(`${origin}/guider`, { email: "ikke-en-adresse" }, provider)).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await post(`${origin}/nyhetsbrev/avmeld`, { token: "1.abc" }, provider)).status).toBe(429);
    // … and a one-click post with a signed link from it still works.
    const secondResponse = await oneClick(unsubscribeUrls.get(second)!);
    expect(secondResponse.status).not.toBe(429);
    expect(secondResponse.status).toBeGreaterThanOrEqual(200);
    expect(secondResponse.status).toBeLessThan(300);
    expect(
      (await adminCommand<{ newsletter: unknown[] }>(dataDir, { command: "export", email: second })).newsletter,
    ).toEqual([]);
    expect((await adminCommand<Record<string, number>>(dataDir, { command: "counts" })).newsletterSubscribers).toBe(
      subscribers.length - 2,
    );
    // The ones who left keep the mail they got; nobody got more.
    for (const email of [first, second]) {
      const outbox = await adminCommand<OutboxRow[]>(dataDir, { command: "outbox", email });
      expect(outbox.filter((mail) => mail.kind === "newsletter").map((mail) => mail.subject)).toEqual([subject]);
    }
    await context.close();

    // An admin reads every step in the audit log.
    const admin = await signInNewStaff(browser, { dataDir, email: `admin.${Date.now()}@kortvalg.no`, role: "admin" });
    await admin.page.goto(`${origin}/admin/logg`);
    for (const action of ["nyhetsbrev opprettet", "nyhetsbrev endret", "prøve sendt", "nyhetsbrev sendt ut"]) {
      const entry = admin.page
        .locator("[data-audit]")
        .filter({ hasText: action })
        .filter({ hasText: editorEmail })
        .filter({ hasText: `nyhetsbrev ${issueId}` });
      await expect(entry.first(), action).toBeVisible();
    }
    await admin.context.close();
  } finally {
    await h.close();
  }
});

test("a send killed with SIGKILL midway goes on after a restart; nobody gets the issue twice", async ({ browser }) => {
  test.setTimeout(180_000);
  const h = await harness();
  try {
    const port = ports.restart;
    const origin = `http://localhost:${port}`;
    const dataDir = h.newDataDir();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: origin,
      NEWSLETTER_RATE_PER_MINUTE: "300",
      NEWSLETTER_LEASE_SECONDS: "3",
    };
    let server = await h.start(env);
    const subscribers = await confirmedSubscribers(origin, h.smtp.received, 30, "omstart", "10.32.0");
    const { context, page } = await signInNewStaff(browser, {
      dataDir,
      email: `redaktor.${Date.now()}@kortvalg.no`,
      role: "redaktør",
    });

    const subject = `Omstart midt i utsendingen ${randomBytes(3).toString("hex")}`;
    await saveDraft(page, origin, subject, "## Hei\n\nDette nyhetsbrevet overlever at serveren blir drept.\n");
    await startSend(page, subscribers.length);

    // The last in line (the highest subscriber id is sent last) leaves with one click once the first mail is out.
    const leaver = subscribers
      .map((email) => ({ email, url: unsubscribeUrlOf(h.smtp.received, email) }))
      .sort((a, b) => Number(/token=(\d+)\./.exec(b.url)?.[1]) - Number(/token=(\d+)\./.exec(a.url)?.[1]))[0]!;
    await expect
      .poll(() => mailsWithSubject(h.smtp.received, subject).length, {
        message: "the first mail",
        timeout: 15_000,
        intervals: [20],
      })
      .toBeGreaterThan(0);
    const left = await fetch(leaver.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);

    // Killed without warning while the SMTP server has the fifth mail and has not yet said so.
    h.smtp.holdNext((mail) => mail.subject === subject && mailsWithSubject(h.smtp.received, subject).length >= 5);
    await expect
      .poll(() => h.smtp.held(), { message: "the fifth mail held", timeout: 15_000, intervals: [20] })
      .toBe(1);
    await h.kill(server);
    const sentBeforeKill = mailsWithSubject(h.smtp.received, subject).length;
    test.info().annotations.push({ type: "received before SIGKILL", description: String(sentBeforeKill) });
    expect(sentBeforeKill).toBe(5);
    const unanswered = mailsWithSubject(h.smtp.received, subject).at(-1)!;

    // The same data folder again: the new process takes over once the dead one's lease has run out.
    server = await h.start(env);
    await waitUntilSent(page);
    // The mail the killed process was sending is taken, not marked sent: nobody sends it for RETRY_AFTER_MS (5 minutes) …
    expect(await definitions(page)).toMatchObject({
      Status: "Sendt",
      Mottakere: "30",
      "Lagt i utboksen": "29",
      "Levert til e-posttjeneren": "28",
      Venter: "0",
    });
    // … and then it goes again, as if those minutes had passed.
    expect(
      await adminCommand(dataDir, { command: "deliver-mail", now: new Date(Date.now() + 10 * 60_000).toISOString() }),
    ).toEqual({ sent: 1 });
    await page.reload();
    expect(await definitions(page)).toMatchObject({
      Status: "Sendt",
      Mottakere: "30",
      "Lagt i utboksen": "29",
      "Levert til e-posttjeneren": "29",
      "Prøves igjen (e-posttjeneren avviste)": "0",
      Feilet: "0",
      "Hoppet over (meldt av)": "1",
      Venter: "0",
    });

    // Everyone who stayed got it once: the one mail sent twice has one Message-ID, so the receiver can tell. The leaver got nothing.
    const perRecipient = deliveriesPerRecipient(h.smtp.received, subject, subscribers);
    expect(
      Object.entries(perRecipient).filter(([email, mine]) => mine.messageIds !== (email === leaver.email ? 0 : 1)),
    ).toEqual([]);
    expect(Object.entries(perRecipient).filter(([, mine]) => mine.mails > 1)).toEqual([
      [unanswered.to, { mails: 2, messageIds: 1 }],
    ]);
    for (const email of subscribers) {
      const outbox = (await adminCommand<OutboxRow[]>(dataDir, { command: "outbox", email })).filter(
        (mail) => mail.kind === "newsletter",
      );
      expect(
        outbox.map((mail) => [mail.subject, mail.sentAt !== null]),
        email,
      ).toEqual(email === leaver.email ? [] : [[subject, true]]);
    }
    await context.close();
  } finally {
    await h.close();
  }
});

test("two instances on one PostgreSQL database share a send; killing the one that sends loses and doubles nothing", async ({
  browser,
}) => {
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL role that may create databases)");
  test.setTimeout(180_000);
  const h = await harness();
  const databaseName = `kortvalg_nyhetsbrev_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let database: pg.Client | undefined;
  try {
    await admin.query(`create database ${databaseName}`);
    const databaseUrl = Object.assign(new URL(adminUrl!), { pathname: `/${databaseName}` }).toString();
    database = new pg.Client({ connectionString: databaseUrl });
    const [portA, portB] = ports.instances;
    // One site: both instances have the same public origin (the one the browser and the mails use).
    const origin = `http://localhost:${portA}`;
    const dataDirs = [h.newDataDir(), h.newDataDir()] as const;
    const common = {
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: origin,
      NEWSLETTER_RATE_PER_MINUTE: "600",
      NEWSLETTER_LEASE_SECONDS: "3",
    };
    const servers = await Promise.all([
      h.start({ ...common, PORT: String(portA), DATA_DIR: dataDirs[0] }),
      h.start({ ...common, PORT: String(portB), DATA_DIR: dataDirs[1] }),
    ]);
    await database.connect();

    const subscribers = await confirmedSubscribers(origin, h.smtp.received, 40, "toinstanser", "10.33.0");
    const { context, page } = await signInNewStaff(browser, {
      dataDir: dataDirs[0],
      email: `redaktor.${Date.now()}@kortvalg.no`,
      role: "redaktør",
    });
    const subject = `To instanser, én utsending ${randomBytes(3).toString("hex")}`;
    const issueId = await saveDraft(
      page,
      origin,
      subject,
      "## Hei\n\nSendt av den instansen som har leiekontrakten.\n",
    );
    await startSend(page, subscribers.length);

    // Whichever instance holds the lease is killed while the SMTP server holds its fifth mail unanswered: the
    // other instance takes over when the lease runs out (3 s).
    h.smtp.holdNext((mail) => mail.subject === subject && mailsWithSubject(h.smtp.received, subject).length >= 5);
    await expect
      .poll(() => h.smtp.held(), { message: "the fifth mail held", timeout: 30_000, intervals: [20] })
      .toBe(1);
    const issueRow = async () =>
      (
        await database!.query<{ status: string; lease_owner: string | null }>(
          "select status, lease_owner from newsletter_issues where id = $1",
          [issueId],
        )
      ).rows[0];
    const owner = (await issueRow())?.lease_owner;
    const holder = servers.find((server) => owner?.includes(`:${server.pid}:`));
    expect(holder, `the lease owner ${owner} is one of the instances`).toBeDefined();
    await h.kill(holder!);
    const survivor = holder === servers[0] ? 1 : 0;
    test
      .info()
      .annotations.push({ type: "killed", description: `instance ${survivor === 1 ? "A" : "B"}, the lease holder` });
    expect(mailsWithSubject(h.smtp.received, subject)).toHaveLength(5);
    const unanswered = mailsWithSubject(h.smtp.received, subject).at(-1)!;

    await expect
      .poll(async () => (await issueRow())?.status, {
        message: "the issue's status",
        timeout: 45_000,
        intervals: [500],
      })
      .toBe("sent");
    // The mail the killed instance was sending waits RETRY_AFTER_MS (5 minutes); then the survivor sends it again.
    expect(
      await adminCommand(dataDirs[survivor], {
        command: "deliver-mail",
        now: new Date(Date.now() + 10 * 60_000).toISOString(),
      }),
    ).toEqual({ sent: 1 });
    if (survivor === 0) {
      await page.reload();
      expect(await definitions(page)).toMatchObject({
        Status: "Sendt",
        Mottakere: "40",
        "Lagt i utboksen": "40",
        "Levert til e-posttjeneren": "40",
        Venter: "0",
      });
    }

    const perRecipient = deliveriesPerRecipient(h.smtp.received, subject, subscribers);
    expect(Object.entries(perRecipient).filter(([, mine]) => mine.messageIds !== 1)).toEqual([]);
    expect(Object.entries(perRecipient).filter(([, mine]) => mine.mails > 1)).toEqual([
      [unanswered.to, { mails: 2, messageIds: 1 }],
    ]);
    for (const email of subscribers) {
      const outbox = (await adminCommand<OutboxRow[]>(dataDirs[survivor], { command: "outbox", email })).filter(
        (mail) => mail.kind === "newsletter",
      );
      expect(
        outbox.map((mail) => [mail.subject, mail.sentAt !== null]),
        email,
      ).toEqual([[subject, true]]);
    }
    await context.close();
  } finally {
    await database?.end().catch(() => undefined);
    await h.close();
    await dropDatabase(admin, databaseName);
    await admin.end();
  }
});

test("two editors on one draft, a body that cannot be rendered, a failed send, a stopped send and a deleted draft", async ({
  browser,
}) => {
  // PostgreSQL: the test stores what the app refuses (a body from before the check) straight in the database.
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL role that may create databases)");
  test.setTimeout(180_000);
  const h = await harness();
  const databaseName = `kortvalg_nyhetsbrev_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let database: pg.Client | undefined;
  try {
    await admin.query(`create database ${databaseName}`);
    const databaseUrl = Object.assign(new URL(adminUrl!), { pathname: `/${databaseName}` }).toString();
    const origin = `http://localhost:${ports.editors}`;
    const dataDir = h.newDataDir();
    // Two mails a minute: the first goes at once, the next waits 30 s, time enough to stop the send.
    await h.start({
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: origin,
      PORT: String(ports.editors),
      DATA_DIR: dataDir,
      NEWSLETTER_RATE_PER_MINUTE: "2",
    });
    database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    const subscribers = await confirmedSubscribers(origin, h.smtp.received, 3, "redaktorer", "10.34.0");
    const staffTarget = { dataDir, databaseUrl, publicOrigin: origin };
    const a = await signInNewStaff(browser, {
      ...staffTarget,
      email: `redaktor.a.${Date.now()}@kortvalg.no`,
      role: "redaktør",
    });
    const b = await signInNewStaff(browser, {
      ...staffTarget,
      email: `redaktor.b.${Date.now()}@kortvalg.no`,
      role: "redaktør",
    });

    // Both open the same draft; A saves a new subject first, then B saves a new body on the page they had.
    const issueId = await saveDraft(a.page, origin, "Mars", "Første utkast.\n");
    await b.page.goto(`${origin}/admin/nyhetsbrev/${issueId}`);
    await a.page.getByLabel("Emne", { exact: true }).fill("Nytt i mars");
    await a.page.getByRole("button", { name: "Lagre utkast" }).click();
    await expect(a.page.getByText("Utkastet er lagret.")).toBeVisible();
    const mine = "Andre utkast, skrevet av B.\n\n- ett punkt\n";
    await b.page.getByLabel("Innhold (Markdown)").fill(mine);
    const [conflict] = await Promise.all([
      b.page.waitForResponse(isFormPost),
      b.page.getByRole("button", { name: "Lagre utkast" }).click(),
    ]);
    expect(conflict.status()).toBe(409);
    const box = b.page.locator("#konflikt");
    await expect(box).toBeFocused();
    await expect(box).toContainText("Noen andre har lagret utkastet mens du skrev");
    await expect(box).toContainText("Emnet er nå «Nytt i mars».");
    await expect(box).toContainText("Endringen deres i emnet er tatt inn i skjemaet ditt");
    // Nothing B typed is lost, and A's subject is in the form.
    await expect(b.page.getByLabel("Innhold (Markdown)")).toHaveValue(mine);
    await expect(b.page.getByLabel("Emne", { exact: true })).toHaveValue("Nytt i mars");
    await expectNoAxeViolations(b.page, `/admin/nyhetsbrev/${issueId} (konflikt)`);
    await b.page.getByRole("button", { name: "Lagre utkast" }).click();
    await expect(b.page).toHaveURL(`${origin}/admin/nyhetsbrev/${issueId}?utfort=lagret`);
    await expect(b.page.getByRole("heading", { name: "Nytt i mars", level: 1 })).toBeVisible();
    await expect(b.page.getByLabel("Innhold (Markdown)")).toHaveValue(mine);

    // A pasted thread nested ~1 900 deep is refused when saved, naming the field; the text stays in the form.
    const thread = `${">".repeat(1900)} Hei`;
    await b.page.getByLabel("Innhold (Markdown)").fill(thread);
    const [refused] = await Promise.all([
      b.page.waitForResponse(isFormPost),
      b.page.getByRole("button", { name: "Lagre utkast" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    const summary = b.page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(
      "Innholdet har sitater eller lister 1 900 nivåer inni hverandre, men høyst 10 kan vises.",
    );
    await expect(b.page.getByLabel("Innhold (Markdown)")).toHaveValue(thread);

    // Such a body stored before the check: the page opens, says why there is no preview, and the draft can be deleted.
    await database.query("update newsletter_issues set markdown = $1 where id = $2", [thread, issueId]);
    const opened = await a.page.goto(`${origin}/admin/nyhetsbrev/${issueId}`);
    expect(opened?.status()).toBe(200);
    await expect(
      a.page.getByText(
        "Forhåndsvisningen kan ikke vises. Innholdet har sitater eller lister 1 900 nivåer inni hverandre",
      ),
    ).toBeVisible();
    await expect(a.page.getByRole("button", { name: "Send nyhetsbrevet" })).toHaveCount(0);
    await expectNoAxeViolations(a.page, `/admin/nyhetsbrev/${issueId} (kan ikke vises)`);
    await a.page.getByLabel("Ja, slett dette utkastet").check();
    await a.page.getByRole("button", { name: "Slett utkastet" }).click();
    await expect(a.page).toHaveURL(`${origin}/admin/nyhetsbrev?utfort=slettet`);
    await expect(a.page.getByRole("status")).toHaveText("Utkastet er slettet.");
    await expect(a.page.getByRole("link", { name: "Nytt i mars" })).toHaveCount(0);

    // An issue already being sent with such a body: the job stops as failed, with the reason on its page.
    const failing = await saveDraft(a.page, origin, "Sendes med feil", "Hei\n");
    await database.query(
      "update newsletter_issues set markdown = $1, status = 'sending', send_started_at = now() where id = $2",
      [thread, failing],
    );
    await database.query(
      "insert into newsletter_deliveries (issue_id, subscriber_id) select $1, id from newsletter_subscribers where status = 'confirmed'",
      [failing],
    );
    await expect
      .poll(
        async () => {
          await a.page.goto(`${origin}/admin/nyhetsbrev/${failing}`);
          return (await definitions(a.page))["Status"];
        },
        { message: "the failed issue's status", timeout: 30_000, intervals: [1_000] },
      )
      .toBe("Feilet");
    expect(await definitions(a.page)).toMatchObject({
      Årsak:
        "Innholdet har sitater eller lister 1\u00a0900 nivåer inni hverandre, men høyst 10 kan vises. Fjern noen av «>»-tegnene eller innrykkene, for eksempel i en innlimt e-posttråd",
      Venter: "0",
      "Ikke sendt (sendingen ble stoppet)": "3",
    });
    expect(mailsWithSubject(h.smtp.received, "Sendes med feil")).toEqual([]);

    // A send stopped after its first mail: nobody else gets it, and what went is recorded.
    const subject = `Stoppes ${randomBytes(3).toString("hex")}`;
    const stopped = await saveDraft(a.page, origin, subject, "Hei\n");
    await b.page.goto(`${origin}/admin/nyhetsbrev/${stopped}`);
    await startSend(a.page, subscribers.length);
    // B saves the draft A has just sent: nothing is stored, and what B typed is on the page to copy.
    await b.page.getByLabel("Innhold (Markdown)").fill("Hei, med et tillegg fra B\n");
    const [late] = await Promise.all([
      b.page.waitForResponse(isFormPost),
      b.page.getByRole("button", { name: "Lagre utkast" }).click(),
    ]);
    expect(late.status()).toBe(409);
    await expect(b.page.locator("#ikke-lagret")).toBeFocused();
    await expect(b.page.locator("#ikke-lagret")).toContainText(
      "Nyhetsbrevet ble sendt ut mens du skrev, så endringen din er ikke lagret.",
    );
    await expect(b.page.getByRole("region", { name: "Innholdet du skrev" })).toContainText("Hei, med et tillegg fra B");
    await expectNoAxeViolations(b.page, `/admin/nyhetsbrev/${stopped} (sendt mens B skrev)`);
    await expect
      .poll(() => mailsWithSubject(h.smtp.received, subject).length, { message: "the first mail", timeout: 30_000 })
      .toBe(1);
    await a.page.goto(`${origin}/admin/nyhetsbrev/${stopped}`);
    const [unconfirmed] = await Promise.all([
      a.page.waitForResponse(isFormPost),
      a.page.getByRole("button", { name: "Stopp sendingen" }).click(),
    ]);
    expect(unconfirmed.status()).toBe(400);
    await expect(a.page.locator("[data-error-summary]")).toBeFocused();
    await expect(a.page.locator("[data-error-summary]")).toContainText(
      "Kryss av for å bekrefte at sendingen skal stoppes",
    );
    await a.page.getByLabel("Ja, stopp sendingen nå").check();
    await a.page.getByRole("button", { name: "Stopp sendingen" }).click();
    await expect(a.page.getByRole("status")).toContainText("Sendingen er stoppet.");
    expect(await definitions(a.page)).toMatchObject({
      Status: "Avbrutt",
      Mottakere: "3",
      "Lagt i utboksen": "1",
      "Ikke sendt (sendingen ble stoppet)": "2",
      Venter: "0",
    });
    await expectNoAxeViolations(a.page, `/admin/nyhetsbrev/${stopped} (stoppet)`);
    // Past the next mail's turn (30 s at two a minute), still one.
    await a.page.waitForTimeout(31_000);
    expect(mailsWithSubject(h.smtp.received, subject)).toHaveLength(1);
    await a.context.close();
    await b.context.close();
  } finally {
    await database?.end().catch(() => undefined);
    await h.close();
    await dropDatabase(admin, databaseName);
    await admin.end();
  }
});
