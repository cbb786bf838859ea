import { expect, test, type Page } from "@playwright/test";
import { admin, asOwnClient, uniqueEmail } from "./admin";

test.beforeEach(asOwnClient);

type Mail = { subject: string; textBody: string; headers: string };
type Export = { newsletter: Array<{ status: string }> };

/** The path and query of a link in a mail (the server writes its PUBLIC_ORIGIN; we open it on the server under test). */
function linkIn(mail: Mail | undefined, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, "\\/")}\\?token=[\\w.-]+)`).exec(
    mail?.textBody ?? "",
  );
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.textBody}`);
  return match[1];
}

const signUp = async (page: Page, email: string) => {
  await page.goto("/guider#nyhetsbrev");
  await page.locator("#nyhetsbrev").getByLabel("E-postadresse").fill(email);
  await page.locator("#nyhetsbrev").getByRole("button", { name: "Meld meg på" }).click();
  await expect(page.getByText("Takk! Sjekk e-posten din.")).toBeVisible();
};

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign up, confirm through the mailed link, sign up again unnoticed, leave through the unsubscribe link", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("nyhetsbrev");
    await signUp(page, email);
    expect((await admin<Export>(testInfo, { command: "export", email })).newsletter).toEqual([
      expect.objectContaining({ status: "pending" }),
    ]);

    const [confirmation] = await admin<Mail[]>(testInfo, { command: "outbox", email });
    expect(confirmation?.subject).toBe("Bekreft påmeldingen til nyhetsbrevet fra Kortvalg");
    expect(JSON.parse(confirmation?.headers ?? "{}")["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Opening the link changes nothing (mail scanners open links); the button confirms.
    await page.goto(linkIn(confirmation, "/nyhetsbrev/bekreft"));
    expect((await admin<Export>(testInfo, { command: "export", email })).newsletter[0]?.status).toBe("pending");
    await page.getByRole("button", { name: "Bekreft påmeldingen" }).click();
    await expect(page.getByRole("heading", { name: "Takk, du er påmeldt" })).toBeVisible();
    expect((await admin<Export>(testInfo, { command: "export", email })).newsletter[0]?.status).toBe("confirmed");

    // Signing up again looks the same, and neither duplicates the address nor sends another link.
    const mailsBefore = (await admin<Mail[]>(testInfo, { command: "outbox", email })).length;
    await signUp(page, email.toUpperCase());
    expect((await admin<Export>(testInfo, { command: "export", email })).newsletter).toHaveLength(1);
    expect(await admin<Mail[]>(testInfo, { command: "outbox", email })).toHaveLength(mailsBefore);

    const [welcome] = await admin<Mail[]>(testInfo, { command: "outbox", email });
    expect(welcome?.subject).toBe("Du er påmeldt nyhetsbrevet fra Kortvalg");
    await page.goto(linkIn(welcome, "/nyhetsbrev/avmeld"));
    await page.getByRole("button", { name: "Meld meg av" }).click();
    await expect(page.getByRole("heading", { name: "Du er meldt av" })).toBeVisible();
    expect((await admin<Export>(testInfo, { command: "export", email })).newsletter).toEqual([]);
  });

  test("a used or made-up confirmation link says so", async ({ page }) => {
    await page.goto("/nyhetsbrev/bekreft?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
    await page.getByRole("button", { name: "Bekreft påmeldingen" }).click();
    await expect(page.getByRole("heading", { name: "Lenken virker ikke lenger" })).toBeVisible();
  });

  test("an invalid address gets its message and is not stored", async ({ page }, testInfo) => {
    await page.goto("/guider");
    await page.locator("#nyhetsbrev").getByLabel("E-postadresse").fill("ola@@example");
    await page.locator("#nyhetsbrev").getByRole("button", { name: "Meld meg på" }).click();
    await expect(
      page.locator("#nyhetsbrev").getByText("Skriv inn en gyldig e-postadresse, for eksempel navn@domene.no"),
    ).toBeVisible();
    expect((await admin<Export>(testInfo, { command: "export", email: "ola@@example" })).newsletter).toEqual([]);
  });
});

test("mail programs' one-click unsubscribe works without a browser", async ({ page, request, baseURL }, testInfo) => {
  const email = uniqueEmail("ettklikk");
  await signUp(page, email);
  const [confirmation] = await admin<Mail[]>(testInfo, { command: "outbox", email });
  const unsubscribeUrl = /<([^>]+)>/.exec(JSON.parse(confirmation?.headers ?? "{}")["List-Unsubscribe"])?.[1] ?? "";
  const path = new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search;
  // RFC 8058: the mail provider posts "List-Unsubscribe=One-Click" to the link, from its own servers.
  const response = await request.post(path, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(200);
  expect((await admin<Export>(testInfo, { command: "export", email })).newsletter).toEqual([]);
});

for (const javaScriptEnabled of [false, true]) {
  test(`the footer of every page signs up for the same double opt-in ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      storageState: testInfo.project.use.storageState,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await asOwnClient({ context });
    const email = uniqueEmail("bunntekst");
    await page.goto("/kort/remember-black");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("E-post for nyhetsbrevet").fill(email);
    await footer.getByRole("button", { name: "Meld på" }).click();
    await expect(page).toHaveURL(/\/guider\?pamelding=sendt#nyhetsbrev$/);
    await expect(page.getByText("Takk! Sjekk e-posten din.")).toBeVisible();
    expect((await admin<Export>(testInfo, { command: "export", email })).newsletter).toEqual([
      expect.objectContaining({ status: "pending" }),
    ]);
    const [confirmation] = await admin<Mail[]>(testInfo, { command: "outbox", email });
    expect(confirmation?.subject).toBe("Bekreft påmeldingen til nyhetsbrevet fra Kortvalg");

    // A wrong address is refused on /guider with the field's message and nothing stored.
    // (The browser lets "navn@domene" through; the shared schema wants a full domain.)
    const wrong = uniqueEmail("feil").replace(/\.[a-z]+$/, "");
    await page.goto("/om");
    await footer.getByLabel("E-post for nyhetsbrevet").fill(wrong);
    await footer.getByRole("button", { name: "Meld på" }).click();
    await expect(page.locator("#nyhetsbrev")).toContainText("Skriv inn en gyldig e-postadresse");
    expect((await admin<Export>(testInfo, { command: "export", email: wrong })).newsletter).toEqual([]);
    await context.close();
  });
}
