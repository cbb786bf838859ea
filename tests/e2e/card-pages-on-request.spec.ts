import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import type { CreditCard } from "../../content/card-schema";
import { firstCards } from "../../content/cards";
import { adminRequest } from "../../host/admin.js";
import { specPort, startOwnServer, type OwnServer } from "./spawn-server";

/**
 * The pages of cards the build does not hold (the market's cards, decision 0030): rendered on their first
 * request, then served from memory as a prerendered page is (ETag, Brotli), never stale after a write,
 * and kept only within PAGE_CACHE_MB.
 */
const port = specPort(3260);
const origin = `http://127.0.0.1:${port}`;
// About two card pages' worth (each some 200 kB in its six bodies): five pages cannot all be kept.
const PAGE_CACHE_MB = 0.5;

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let visitor: APIRequestContext;
const socket = () => path.join(server.dataDir, "admin.sock");

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
  test.setTimeout(120_000);
  server = await startOwnServer("card-pages-on-request", "embedded", {
    PORT: String(port),
    PAGE_CACHE_MB: String(PAGE_CACHE_MB),
  });
  visitor = await playwrightRequest.newContext({ baseURL: origin, storageState: { cookies: [], origins: [] } });
});
test.afterAll(async () => {
  await visitor?.dispose();
  await server?.stop();
});

/** `count` new cards, each a copy of the first with its own id, name and address. */
function newCards(count: number, annualFee?: number): CreditCard[] {
  const base = firstCards[0] as CreditCard;
  const top = Math.max(...firstCards.map((card) => card.id));
  return Array.from({ length: count }, (_, index) => ({
    ...structuredClone(base),
    id: top + 1 + index,
    name: `Testbanken Kort ${index + 1}`,
    urlSlug: `testbanken-kort-${index + 1}`,
    ...(annualFee === undefined ? {} : { annualFee }),
  }));
}

async function publish(cards: CreditCard[]) {
  const result = (await adminRequest(socket(), {
    command: "cards-import",
    cards: [...firstCards, ...cards],
    source: "Test av kortsider laget ved forespørsel",
    force: true,
  })) as { status: string; problems?: string[] };
  expect(result, JSON.stringify(result.problems ?? [])).toMatchObject({ status: "imported" });
}

const pagesKept = async () =>
  ((await adminRequest(socket(), { command: "memory" })) as { pagesOnRequest: { pages: number; bytes: number } })
    .pagesOnRequest;

test("a new card's page is rendered on request, then served from memory, and follows every change", async () => {
  const [card] = newCards(1);
  await publish([card!]);
  const first = await visitor.get(`/kort/${card!.urlSlug}`, { headers: { "accept-encoding": "br" } });
  expect(first.status()).toBe(200);
  expect(first.headers()["content-encoding"]).toBe("br");
  expect(first.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  expect(await first.text()).toContain("Testbanken Kort 1");
  expect(await pagesKept()).toMatchObject({ pages: 1 });

  const again = await visitor.get(`/kort/${card!.urlSlug}`, { headers: { "if-none-match": etag! } });
  expect(again.status()).toBe(304);

  // A new fee: the kept page is forgotten with the write, and the next request shows the fee.
  const dearer = newCards(1, 1234);
  await publish(dearer);
  const changed = await visitor.get(`/kort/${card!.urlSlug}`);
  expect(changed.status()).toBe(200);
  expect(changed.headers()["etag"]).not.toBe(etag);
  expect(await changed.text()).toContain("1\u00a0234\u00a0kr");
});

test("what is kept stays within PAGE_CACHE_MB however many card pages are asked for", async () => {
  const cards = newCards(5);
  await publish(cards);
  for (const card of cards) {
    const answer = await visitor.get(`/kort/${card.urlSlug}`, { headers: { "accept-encoding": "br" } });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(card.name);
  }
  const kept = await pagesKept();
  expect(kept.bytes).toBeLessThanOrEqual(PAGE_CACHE_MB * 1024 * 1024);
  expect(kept.pages).toBeGreaterThan(0);
  expect(kept.pages).toBeLessThan(cards.length);
  // The one asked for last is kept; the first was let go, and is rendered again when asked.
  const last = await visitor.get(`/kort/${cards.at(-1)!.urlSlug}`);
  expect(last.status()).toBe(200);
  const firstAgain = await visitor.get(`/kort/${cards[0]!.urlSlug}`);
  expect(await firstAgain.text()).toContain(cards[0]!.name);
});

test("an address that is no card's is the not-found page, not a render", async () => {
  const answer = await visitor.get("/kort/testbanken-kort-99");
  expect(answer.status()).toBe(404);
});
