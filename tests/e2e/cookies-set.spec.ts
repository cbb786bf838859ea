import { expect, test, type APIResponse, type BrowserContext, type Response } from "@playwright/test";
import { cards } from "../../content/cards";
import { siteCookies } from "../../content/cookies";
import { consentText } from "../../app/site/consent/consent-text";
import { NEWSLETTER_SIGNUP_PATH } from "../../app/site/newsletter/newsletter-form";
import { asOwnClient, uniqueEmail } from "./admin";
import { prerenderedPaths, serverRenderedStates } from "./site-pages";

// The cookie page must list every cookie a reader can get from us. Rather than read the sources for the places
// that set one, this visit does everything a reader can (consent to all, every page, a campaign link, an apply
// link, the contact and newsletter forms) and holds every Set-Cookie header and the browser's cookie jar to
// content/cookies.ts: the names it lists, with the lifetimes it states.
test.use({ storageState: { cookies: [], origins: [] } });
test.beforeEach(asOwnClient);

const listed = new Map(siteCookies.map((cookie) => [cookie.name as string, cookie.maxAgeSeconds]));

/** name → Max-Age of each cookie one response sets (Max-Age=0 deletes, and is left out). */
function cookiesSetBy(headers: Array<{ name: string; value: string }>): Array<[string, number]> {
  return headers
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .flatMap((header) => header.value.split("\n"))
    .map((value): [string, number] => [
      value.slice(0, value.indexOf("=")),
      Number(/;\s*Max-Age=(\d+)/i.exec(value)?.[1]),
    ])
    .filter(([, maxAge]) => maxAge !== 0);
}

/** Every cookie the server sets from now on, from pages, forms and the browser's own requests. */
function recordServerCookies(context: BrowserContext) {
  const seen: Array<{ url: string; name: string; maxAge: number }> = [];
  const record = async (response: Response | APIResponse) => {
    for (const [name, maxAge] of cookiesSetBy(await response.headersArray()))
      seen.push({ url: response.url(), name, maxAge });
  };
  context.on("response", (response) => void record(response));
  return { seen, record };
}

test("a reader who does everything the site offers gets only the cookies the cookie page lists, with their lifetimes", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const server = recordServerCookies(context);
  const origin = { Origin: baseURL ?? "" };

  await page.goto("/?utm_source=nyhetsbrev&utm_campaign=alt-som-settes");
  await page.waitForLoadState("networkidle");
  await page
    .getByRole("region", { name: consentText.bannerLabel, exact: true })
    .getByRole("button", { name: consentText.acceptAll })
    .click();
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort()).toContain("kv_kampanje");
  // A page view after consent is what sets the analytics cookie.
  await page.goto("/kredittkort?utm_source=nyhetsbrev&utm_campaign=alt-som-settes");
  await page.waitForLoadState("networkidle");
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain("kv_statistikk");

  for (const path of [...prerenderedPaths(), ...serverRenderedStates]) {
    await server.record(await context.request.get(path, { maxRedirects: 0 }));
  }
  await server.record(await context.request.get(`/go/${cards[0]!.urlSlug}`, { maxRedirects: 0 }));
  await server.record(
    await context.request.post("/kontakt", {
      form: {
        firstName: "Kari",
        lastName: "Nordmann",
        email: uniqueEmail("cookies"),
        phone: "",
        subject: "card-recommendation",
        message: "Hvilke cookies får jeg når jeg skriver til dere? Jeg vil gjerne vite det.",
      },
      maxRedirects: 0,
      headers: origin,
    }),
  );
  await server.record(
    await context.request.post(NEWSLETTER_SIGNUP_PATH, {
      form: { email: uniqueEmail("cookies") },
      maxRedirects: 0,
      headers: origin,
    }),
  );
  await server.record(
    await context.request.post("/samtykke", {
      form: { valg: "alle", tilbake: "/" },
      maxRedirects: 0,
      headers: origin,
    }),
  );

  const unlisted = server.seen.filter((cookie) => listed.get(cookie.name) !== cookie.maxAge);
  expect(unlisted, "Set-Cookie with a name or Max-Age the cookie page does not list").toEqual([]);
  expect(server.seen.map((cookie) => cookie.name)).toContain("kv_samtykke");

  const jar = await context.cookies();
  expect(jar.map((cookie) => cookie.name).sort()).toEqual([...listed.keys()].sort());
  const now = Date.now() / 1000;
  for (const cookie of jar) {
    expect(cookie.domain, `${cookie.name} is first-party`).not.toMatch(/^\./);
    expect(Math.abs(cookie.expires - now - listed.get(cookie.name)!), `${cookie.name}'s lifetime`).toBeLessThan(120);
  }
});

test("a reader who never answers the cookie question gets no cookie at all", async ({ page, context }) => {
  await page.goto("/?utm_source=nyhetsbrev&utm_campaign=ingen");
  await page.waitForLoadState("networkidle");
  for (const path of ["/kredittkort", `/kort/${cards[0]!.urlSlug}`, "/guider", "/kortvelger"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(await context.cookies()).toEqual([]);
});
