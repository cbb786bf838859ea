import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { ProjectMetadata } from "../../playwright.config";
import { admin, asOwnClient, clientAddress, uniqueEmail } from "./admin";

test.beforeEach(asOwnClient);

type Export = {
  contactEnquiries: Array<Record<string, unknown>>;
  newsletter: unknown[];
  sentMail: Array<{ subject: string; text: string }>;
};

const valid = (email: string) => ({
  firstName: "Kari",
  lastName: "Nordmann",
  email,
  phone: "912 34 567",
  subject: "card-recommendation",
  message: "Jeg reiser mye og vil ha et kort med reiseforsikring. Hva anbefaler dere?",
});

const post = (
  request: APIRequestContext,
  baseURL: string | undefined,
  form: Record<string, string>,
  address = clientAddress(),
) =>
  request.post("/kontakt", { form, maxRedirects: 0, headers: { Origin: baseURL ?? "", "X-Forwarded-For": address } });

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each bad input gets its Norwegian message and an error summary; nothing is stored; input is kept escaped", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("feil");
    await page.goto("/kontakt");
    const script = `<script>alert("x")</script><b>Kari</b>`;
    await page.getByLabel("Fornavn").fill(script);
    await page.getByLabel("Etternavn").fill("x".repeat(101));
    await page.getByLabel("E-postadresse").fill("kari@");
    await page.getByLabel("Telefon (valgfritt)").fill("123");
    await page.getByLabel("Melding", { exact: true }).fill("Kort");
    await page.getByRole("button", { name: "Send melding" }).click();

    await expect(page.getByRole("heading", { name: "Det er feil i skjemaet" })).toBeVisible();
    const form = page.locator("#kontaktskjema");
    for (const message of [
      "Etternavnet kan ha høyst 100 tegn",
      "Skriv inn en gyldig e-postadresse, for eksempel navn@domene.no",
      "Skriv inn telefonnummeret med 8 sifre",
      "Velg hva henvendelsen gjelder",
      "Meldingen må ha minst 10 tegn",
    ]) {
      await expect(form.getByText(message).first()).toBeVisible();
    }
    // What the visitor typed is back in the fields, as text: no element was made from it.
    await expect(page.getByLabel("Fornavn")).toHaveValue(script);
    await expect(page.locator("#kontaktskjema b")).toHaveCount(0);
    await expect(page.getByLabel("E-postadresse")).toHaveValue("kari@");

    // With a valid address but the other problems left, still nothing is stored under that address.
    await page.getByLabel("E-postadresse").fill(email);
    await page.getByRole("button", { name: "Send melding" }).click();
    await expect(page.getByRole("heading", { name: "Det er feil i skjemaet" })).toBeVisible();
    await expect(form.getByText("Skriv inn en gyldig e-postadresse")).toHaveCount(0);

    expect((await admin<Export>(testInfo, { command: "export", email })).contactEnquiries).toEqual([]);
  });

  test("a valid message is stored with everything sent, then the thank-you state is shown", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("kontakt");
    const form = valid(email);
    await page.setViewportSize({ width: 390, height: 844 }); // on a phone
    await page.goto("/kontakt");
    await page.getByLabel("Fornavn").fill(form.firstName);
    await page.getByLabel("Etternavn").fill(form.lastName);
    await page.getByLabel("E-postadresse").fill(email);
    await page.getByLabel("Telefon (valgfritt)").fill(form.phone);
    await page.getByLabel("Hva gjelder henvendelsen?").selectOption({ label: "Anbefaling av kort" });
    await page.getByLabel("Melding", { exact: true }).fill(form.message);
    await page.getByRole("button", { name: "Send melding" }).click();

    await expect(page).toHaveURL(/\/kontakt\?sendt=1#kontaktskjema$/);
    const thanks = page.getByRole("heading", { name: "Takk, meldingen din er sendt" });
    await expect(thanks).toBeInViewport();
    // On the screen, below the sticky header, not under it.
    const headerBottom =
      (await page.getByRole("banner").boundingBox())!.y + (await page.getByRole("banner").boundingBox())!.height;
    expect((await thanks.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    const stored = await admin<Export>(testInfo, { command: "export", email });
    expect(stored.contactEnquiries).toEqual([expect.objectContaining({ ...form, createdAt: expect.any(String) })]);
  });

  test("script in a message is stored as text and comes back as text", async ({ page, request, baseURL }, testInfo) => {
    const email = uniqueEmail("skript");
    const message = `<img src=x onerror="alert(1)"> og </textarea><script>alert(2)</script>`;
    // Invalid e-mail keeps the message in the form: it must come back as the same text.
    await page.goto("/kontakt");
    await page.getByLabel("Melding", { exact: true }).fill(message);
    await page.getByRole("button", { name: "Send melding" }).click();
    await expect(page.getByLabel("Melding", { exact: true })).toHaveValue(message);
    await expect(page.locator("#kontaktskjema img, #kontaktskjema script")).toHaveCount(0);

    const response = await post(request, baseURL, { ...valid(email), message });
    expect(response.status()).toBe(303);
    expect((await admin<Export>(testInfo, { command: "export", email })).contactEnquiries[0]?.message).toBe(message);
  });
});

test.describe("contact form with JavaScript", () => {
  test("a failed submit moves focus to the error summary; a sent message is confirmed by a toast", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("js");
    await page.goto("/kontakt");
    await page.getByRole("button", { name: "Send melding" }).click();
    await expect(page.getByRole("heading", { name: "Det er feil i skjemaet" })).toBeVisible();
    await expect(page.locator("[aria-labelledby=feiloppsummering-tittel]")).toBeFocused();

    const form = valid(email);
    await page.getByLabel("Fornavn").fill(form.firstName);
    await page.getByLabel("Etternavn").fill(form.lastName);
    await page.getByLabel("E-postadresse").fill(email);
    await page.getByLabel("Hva gjelder henvendelsen?").selectOption("general");
    await page.getByLabel("Melding", { exact: true }).fill(form.message);
    await page.getByRole("button", { name: "Send melding" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Meldingen er sendt" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Takk, meldingen din er sendt" })).toBeVisible();
    expect((await admin<Export>(testInfo, { command: "export", email })).contactEnquiries).toHaveLength(1);
  });
});

test.describe("checking in the browser with the same schema", () => {
  test("bad input is caught before posting, with the server's messages and markup; a fixed form posts", async ({
    page,
  }, testInfo) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const email = uniqueEmail("nettleser");
    await page.goto("/kontakt");
    await page.getByLabel("Fornavn").fill("Kari");
    await page.getByLabel("E-postadresse").fill("kari@");
    await page.getByLabel("Melding", { exact: true }).fill("Kort");
    await page.getByRole("button", { name: "Send melding" }).click();

    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    for (const message of [
      "Skriv inn etternavnet ditt",
      "Skriv inn en gyldig e-postadresse, for eksempel navn@domene.no",
      "Velg hva henvendelsen gjelder",
      "Meldingen må ha minst 10 tegn",
    ]) {
      await expect(summary.getByRole("link", { name: message })).toBeVisible();
    }
    await expect(page.getByLabel("E-postadresse")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("E-postadresse")).toHaveAccessibleDescription(/Skriv inn en gyldig e-postadresse/);
    await expect(page.getByLabel("Fornavn")).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);

    // A summary link focuses its field; fixing everything posts the form once.
    await summary.getByRole("link", { name: "Skriv inn etternavnet ditt" }).click();
    await expect(page.getByLabel("Etternavn")).toBeFocused();
    await page.getByLabel("Etternavn").fill("Nordmann");
    await page.getByLabel("E-postadresse").fill(email);
    await page.getByLabel("Hva gjelder henvendelsen?").selectOption("general");
    await page.getByLabel("Melding", { exact: true }).fill("Nå er meldingen lang nok til å sendes.");
    await page.getByRole("button", { name: "Send melding" }).click();
    await expect(page.getByRole("heading", { name: "Takk, meldingen din er sendt" })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect((await admin<Export>(testInfo, { command: "export", email })).contactEnquiries).toHaveLength(1);
  });

  test("the newsletter's address is checked in the browser too, and the field takes focus", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/guider");
    const field = page.locator("#nyhetsbrev").getByLabel("E-postadresse");
    await field.fill("ola@@example");
    await page.getByRole("button", { name: "Meld meg på" }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/Skriv inn en gyldig e-postadresse, for eksempel navn@domene.no/);
    expect(posts).toEqual([]);
  });
});

test.describe("contact form under load and abuse", () => {
  test("200 parallel valid submissions give 200 stored rows", async ({ request, baseURL }, testInfo) => {
    const email = uniqueEmail("last");
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(
          request,
          baseURL,
          { ...valid(email), message: `Parallell melding nummer ${i} fra testen.` },
          `10.9.${Math.floor(i / 4)}.${i % 4}`,
        ),
      ),
    );
    expect(responses.map((r) => r.status())).toEqual(Array(200).fill(303));
    const stored = await admin<Export>(testInfo, { command: "export", email });
    expect(stored.contactEnquiries).toHaveLength(200);
    expect(new Set(stored.contactEnquiries.map((row) => row.message)).size).toBe(200);
  });

  test("the sixth message in 15 minutes from one client is refused with 429 and a Norwegian message", async ({
    request,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail("grense");
    const address = clientAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(request, baseURL, valid(email), address)).status());
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    const refused = await post(request, baseURL, valid(email), address);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Vi har fått mange meldinger fra deg på kort tid");
    expect((await admin<Export>(testInfo, { command: "export", email })).contactEnquiries).toHaveLength(5);
    // Another client is not affected.
    expect((await post(request, baseURL, valid(email))).status()).toBe(303);
  });

  test("a filled honeypot looks like success and stores nothing", async ({ request, baseURL }, testInfo) => {
    const email = uniqueEmail("honning");
    const response = await post(request, baseURL, { ...valid(email), nettside: "https://spam.example" });
    expect(response.status()).toBe(303);
    expect((await admin<Export>(testInfo, { command: "export", email })).contactEnquiries).toEqual([]);
  });

  test("a post from another site is refused and stores nothing", async ({ request }, testInfo) => {
    const email = uniqueEmail("fremmed");
    const attempts: Array<Record<string, string>> = [
      { Origin: "https://angriper.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "null" },
    ];
    for (const headers of attempts) {
      const response = await request.post("/kontakt", { form: valid(email), maxRedirects: 0, headers });
      expect(response.status()).toBe(403);
      expect(await response.text()).toContain("Skjemaet ble sendt fra et annet nettsted");
    }
    expect((await admin<Export>(testInfo, { command: "export", email })).contactEnquiries).toEqual([]);
  });
});

test.describe("apply links", () => {
  test("/go/<slug> of a card that pays nothing (no link template, as in a fresh database) goes to the bank and records nothing", async ({
    request,
    baseURL,
  }, testInfo) => {
    // Counting, click ids and the network's link are tested where a card has a template (commission.spec.ts,
    // app/site/tracking/apply-redirect.server.test.ts). The request context sends a Chrome User-Agent (not a bot).
    const fromPath = `/kort/remember-black-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const response = await request.fetch("/go/remember-black", {
      maxRedirects: 0,
      headers: { Referer: `${baseURL}${fromPath}`, "X-Forwarded-For": clientAddress() },
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toMatch(/^https:\/\/www\.remember\.no\//);
    const clicks = await admin<Array<Record<string, unknown>>>(testInfo, { command: "latest-clicks", limit: 200 });
    expect(clicks.filter((row) => row.fromPath === fromPath)).toEqual([]);
    expect((await request.get("/go/finnes-ikke", { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe("security headers", () => {
  for (const path of ["/", "/kontakt", "/kontakt?sendt=1"]) {
    test(`${path} has a strict policy and the page runs under it`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) violations.push(message.text());
      });
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      const policy = headers["content-security-policy"] ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self'/);
      expect(policy.split(";").find((part) => part.includes("script-src"))).not.toContain("unsafe-inline");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    });
  }

  // A page the same for every reader goes without Cross-Origin-Opener-Policy (the new process it costs on
  // arrival, decision 0004, stop 49); the back office and a reader's own pages keep it.
  test("Cross-Origin-Opener-Policy is on the back office and a reader's own pages, not on the public pages", async ({
    request,
  }) => {
    const openerPolicy = async (path: string) =>
      (await request.get(path, { maxRedirects: 0 })).headers()["cross-origin-opener-policy"];
    for (const path of ["/", "/kredittkort", "/kort/remember-black", "/finnes-ikke"])
      expect(await openerPolicy(path), path).toBeUndefined();
    for (const path of ["/admin/logg-inn", "/varsler/mine", "/nyhetsbrev/avmeld"])
      expect(await openerPolicy(path), path).toBe("same-origin");
  });
});

test.describe("maintenance commands while the server runs", () => {
  test("npm run personal-data export/delete and npm run purge reach the running server's database", async ({
    request,
    baseURL,
  }, testInfo) => {
    const { adminSocket, database, databaseUrl } = testInfo.project.metadata as ProjectMetadata;
    // Embedded: the commands go through the running server's admin socket. PostgreSQL: they connect themselves.
    const env =
      database === "postgres"
        ? { DATABASE_URL: databaseUrl ?? "" }
        : { DATA_DIR: path.dirname(adminSocket), DATABASE_URL: "" };
    const run = (...args: string[]) =>
      JSON.parse(
        execFileSync(process.execPath, ["scripts/data.js", ...args], {
          env: { ...process.env, ...env },
          encoding: "utf8",
        }),
      );

    const email = uniqueEmail("innsyn");
    expect((await post(request, baseURL, valid(email))).status()).toBe(303);

    const exported = run("personal-data", "export", email);
    expect(exported.contactEnquiries).toEqual([expect.objectContaining({ email, message: valid(email).message })]);
    // The notification to support about the enquiry is theirs too: exported and deleted with it.
    expect(exported.sentMail).toEqual([
      expect.objectContaining({ recipient: "post@kortvalg.no", text: expect.stringContaining(valid(email).message) }),
    ]);
    expect(run("personal-data", "delete", email)).toEqual({
      email,
      contactEnquiries: 1,
      enquiryReplies: 0,
      mailReceived: 0,
      newsletter: 0,
      cardAlerts: 0,
      sentMail: 1,
    });
    expect(run("personal-data", "export", email).contactEnquiries).toEqual([]);

    const purged = run("purge");
    expect(Object.keys(purged).sort()).toEqual([
      "applyClicks",
      "auditLog",
      "contactEnquiries",
      "conversions",
      "enquiryViewers",
      "pageViews",
      "passkeyChallenges",
      "rateLimits",
      "sentMail",
      "spamEnquiries",
      "staffInvitations",
      "staffSessions",
      "unconfirmedCardAlerts",
      "unconfirmedSignups",
    ]);
    // Nothing sent today is past its retention period.
    expect(purged.contactEnquiries).toBe(0);

    // A wrong address is refused with a Norwegian message that says what to write.
    const refused = spawnSync(process.execPath, ["scripts/data.js", "personal-data", "export", "ikke-en-adresse"], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("Skriv inn en gyldig e-postadresse");
  });
});
