import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { firstCards } from "../../content/cards";
import { formatKr } from "../../app/shared/format/format";
import { adminRequest } from "../../host/admin.js";
import { feedEffectiveRate, feedXml, generateMarket, type MarketProduct } from "../support/finansportalen-feed";
import { specPort } from "./spawn-server";
import { startServerOnFeed, type ServerOnFeed } from "./market-server";

/**
 * The pages of cards the build does not hold (the market's cards, decision 0030): rendered on their first
 * request, then served from memory as a prerendered page is (ETag, Brotli), never stale after a sync,
 * and kept only within PAGE_CACHE_MB. The cards come as they do in production: from Finansportalen's
 * feed (a local server with Basic authentication), synced at start and by `npm run cards -- sync`.
 */
const port = specPort(3260);
const origin = `http://127.0.0.1:${port}`;
// About two of these card pages (each some 21 kB in its two Brotli bodies, with and without consent): five cannot
// all be kept.
const PAGE_CACHE_MB = 0.05;

test.describe.configure({ mode: "serial" });

let market: MarketProduct[] = generateMarket(5, 7);
let site: ServerOnFeed;
let visitor: APIRequestContext;
const socket = () => path.join(site.server.dataDir, "admin.sock");
const ours = new Set(firstCards.map((card) => `/kort/${card.urlSlug}`));

/** The market's card pages as the sitemap lists them. */
async function marketPages(): Promise<string[]> {
  const sitemap = await (await visitor.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/kort\/[^<]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((pagePath) => !ours.has(pagePath));
}

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
  test.setTimeout(180_000);
  site = await startServerOnFeed("card-pages-on-request", port, () => feedXml(market.map((product) => product.entry)), {
    host: "127.0.0.1",
    env: { PAGE_CACHE_MB: String(PAGE_CACHE_MB) },
  });
  visitor = await playwrightRequest.newContext({ baseURL: origin, storageState: { cookies: [], origins: [] } });
  // The sync at start publishes the products as cards of their own, in one write (one it finds unusual waits
  // for an editor, so not every generated product need be there).
  await expect.poll(async () => (await marketPages()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
});
test.afterAll(async () => {
  await visitor?.dispose();
  await site?.stop();
});

const pagesKept = async () =>
  ((await adminRequest(socket(), { command: "memory" })) as { pagesOnRequest: { pages: number; bytes: number } })
    .pagesOnRequest;

/** A published product with an annual fee, and its page: the market page that names it. */
async function feeCardPage(): Promise<{ product: MarketProduct; pagePath: string }> {
  const pages = await marketPages();
  for (const product of market.filter((entry) => entry.annualFee > 0))
    for (const pagePath of pages)
      if ((await (await visitor.get(pagePath)).text()).includes(product.name)) return { product, pagePath };
  throw new Error("no published card of the feed has an annual fee");
}

test("a market card's page is rendered on request, then served from memory, and follows a sync", async () => {
  const { product, pagePath } = await feeCardPage();
  const first = await visitor.get(pagePath, { headers: { "accept-encoding": "br" } });
  expect(first.status()).toBe(200);
  expect(first.headers()["content-encoding"]).toBe("br");
  expect(first.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(first.headers()["cross-origin-opener-policy"]).toBeUndefined();
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  expect(await first.text()).toContain(formatKr(product.annualFee));
  expect((await pagesKept()).pages).toBeGreaterThanOrEqual(1);

  const again = await visitor.get(pagePath, { headers: { "if-none-match": etag! } });
  expect(again.status()).toBe(304);

  // The bank lowers the fee by 100 kr: the sync publishes it, the kept page is forgotten, the next request shows it.
  const lowered = product.annualFee - 100;
  market = market.map((entry) => {
    if (entry !== product) return entry;
    const rate = Math.round(feedEffectiveRate(entry.nominalRate, lowered, entry.monthlyFee) * 100) / 100;
    const fields = {
      ...entry.entry.fields,
      kredittkort_kort_arsgebyr: String(lowered),
      effektiv_rente: String(rate),
      eksempel_rente: String(rate),
    };
    return { ...entry, annualFee: lowered, effectiveRate: rate, entry: { ...entry.entry, fields } };
  });
  const outcome = (await adminRequest(socket(), { command: "cards-sync" })) as { status: string };
  expect(outcome.status).toBe("ok");
  const changed = await visitor.get(pagePath);
  expect(changed.status()).toBe(200);
  expect(changed.headers()["etag"]).not.toBe(etag);
  expect(await changed.text()).toContain(formatKr(lowered));
});

test("what is kept stays within PAGE_CACHE_MB however many card pages are asked for", async () => {
  const pages = await marketPages();
  for (const pagePath of pages) {
    const answer = await visitor.get(pagePath, { headers: { "accept-encoding": "br" } });
    expect(answer.status()).toBe(200);
  }
  const kept = await pagesKept();
  expect(kept.bytes).toBeLessThanOrEqual(PAGE_CACHE_MB * 1024 * 1024);
  expect(kept.pages).toBeGreaterThan(0);
  expect(kept.pages, `${kept.bytes} bytes kept`).toBeLessThan(pages.length);
  // The first was let go; asked again, it is rendered again.
  const firstAgain = await visitor.get(pages[0]!);
  expect(firstAgain.status()).toBe(200);
});

test("an address that is no card's is the not-found page, not a render", async () => {
  const answer = await visitor.get("/kort/testbanken-kort-99");
  expect(answer.status()).toBe(404);
});
