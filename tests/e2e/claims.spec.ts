import { expect, test } from "@playwright/test";
import { prerenderedPaths } from "./site-pages";

// Issue 31: a title says the current year, never a past one, and an article's old address with a year leads
// to its one page. The year in Norway now, as the server renders it (the clock is injected in
// app/site/articles/year-in-titles.test.ts, where the year turns).
const thisYear = Number(
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo", year: "numeric" }).format(new Date()),
);

test("no page's title or h1 names a year before this one", async ({ request }) => {
  const past: string[] = [];
  for (const path of prerenderedPaths()) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    const h1 = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
    for (const text of [title, ...h1])
      for (const year of text.match(/\b(?:19|20)\d{2}\b/g) ?? [])
        if (Number(year) < thisYear) past.push(`${path}: ${text}`);
  }
  expect(past).toEqual([]);
});

// Credit is marketed without playing up how fast or easy it is to get, and without suggesting it improves the
// reader's finances (Forbrukertilsynet's guidance on marketing credit; the EU consumer credit directive 2023/2225
// asks for the warning «Å låne penger koster penger» beside it). Phrases a careless edit could bring in:
const creditPraise: RegExp[] = [
  /raskt?e? (svar|behandling|kreditt|lån|penger|godkjen)/i,
  /lynrask|på (få )?minutter|svar på sekunder|umiddelbart svar/i,
  /(enkelt|lett) å få (kreditt|kort|lån)|uten kredittsjekk|garantert (godkjent|innvilget)|alle får kort/i,
  /(forbedre|bedre|styrk\w*|løs\w*) (din |di )?økonomi/i,
  // The cashback guide says it to say the opposite: «høres ut som gratis penger, men det er det ikke».
  /gratis penger(?!, men det er det ikke)|ekstra penger å bruke|unn deg/i,
];

test("no page plays up the speed or ease of credit or says credit improves the reader's finances", async ({
  request,
}) => {
  const found: string[] = [];
  for (const path of prerenderedPaths()) {
    const text = (await (await request.get(path)).text())
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    for (const phrase of creditPraise) {
      const match = phrase.exec(text);
      if (match) found.push(`${path}: …${text.slice(Math.max(0, match.index - 40), match.index + 60)}…`);
    }
  }
  expect(found).toEqual([]);
});

test("the best-cards articles say this year in their title", async ({ page }) => {
  for (const path of ["/beste-kredittkort", "/beste-cashback-kredittkort", "/beste-kredittkort-i-test"]) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`${thisYear}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://kortvalg.no${path}`);
  }
});

const moved: Array<[string, string]> = [
  ["/beste-kredittkort-2024", "/beste-kredittkort"],
  ["/beste-kredittkort-2025", "/beste-kredittkort"],
  [`/beste-kredittkort-${thisYear}`, "/beste-kredittkort"],
  [`/beste-kredittkort-i-test-${thisYear + 1}`, "/beste-kredittkort-i-test"],
  [
    "/beste-cashback-kredittkort-2025?dagligvarer=8000&drivstoff=2000&annet=12000&reiser=30000&beregn=1",
    "/beste-cashback-kredittkort?dagligvarer=8000&drivstoff=2000&annet=12000&reiser=30000&beregn=1",
  ],
];
for (const [from, to] of moved) {
  test(`${from} redirects for good to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(to);
    const followed = await request.get(from);
    expect(followed.status()).toBe(200);
    expect(followed.url()).toContain(to);
  });
}

test("the sitemap lists the year-free addresses and no address with a year", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/beste-kredittkort", "/beste-cashback-kredittkort", "/beste-kredittkort-i-test"])
    expect(sitemap).toContain(`<loc>https://kortvalg.no${path}</loc>`);
  expect(sitemap).not.toMatch(/-20\d\d<\/loc>/);
});

test("search finds the best-cards article at its year-free address", async ({ request }) => {
  const answer = (await (await request.get("/sok.json?q=beste%20kredittkort")).json()) as {
    results: Array<{ href: string; title: string }>;
  };
  const article = answer.results.find((result) => result.href === "/beste-kredittkort");
  expect(article?.title).toBe(`Beste kredittkort ${thisYear}`);
  expect(answer.results.some((result) => /-20\d\d$/.test(result.href))).toBe(false);
});
