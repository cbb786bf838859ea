import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { firstCards } from "../../content/cards";
import { CONSENT_COOKIE, withoutConsentBanner } from "../../app/site/consent/consent";
import { adminRequest } from "../../host/admin.js";
import { dropDatabase } from "../../scripts/drop-database.js";
import {
  feedEffectiveRate,
  feedXml,
  generateMarket,
  startFeedServer,
  type FeedServer,
  type MarketProduct,
} from "../support/finansportalen-feed";
import { diffExcerpt } from "./diff-excerpt";
import { freshRender, type ServedSnapshot } from "./fresh-render";
import { exited, serverOutput, specPort, startServer } from "./spawn-server";

/**
 * The pages a card write's check rendered, handed to the instances with the write (decision 0030, stop 44):
 * two instances on one PostgreSQL database, one syncs Finansportalen's feed, and both serve every changed card
 * page at once without rendering it, byte for byte the page a fresh process renders from the same version (the
 * cards, the feed's status, the paying cards). Needs TEST_DATABASE_URL; the feed is a local server.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const ports = [specPort(3493), specPort(3494)] as const;
const origins = ports.map((port) => `http://127.0.0.1:${port}`);
const user = "kortvalg-test";
const password = `pw-${randomBytes(8).toString("hex")}`;
const MARKET = 6;
const ours = new Set(firstCards.map((card) => `/kort/${card.urlSlug}`));

test.describe.configure({ mode: "serial" });
test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL role that may create databases)");

let market: MarketProduct[] = generateMarket(MARKET, 44);
let feed: FeedServer;
let servers: Awaited<ReturnType<typeof startServer>>[] = [];
let dataDirs: string[] = [];
let databaseName = "";
const socket = (index: number) => path.join(dataDirs[index]!, "admin.sock");

type Counts = { pages: number; bytes: number; rendered: number; handedOver: number };
const pagesKept = async (index: number) =>
  ((await adminRequest(socket(index), { command: "memory" })) as { pagesOnRequest: Counts }).pagesOnRequest;

/** The market's card pages an instance lists in its sitemap. */
async function marketPages(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/kort\/[^<]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((pagePath) => !ours.has(pagePath));
}

test.beforeAll(async () => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== "desktop", "starts its own servers: one run is enough");
  testInfo.setTimeout(180_000);
  feed = await startFeedServer({ user, password, body: () => feedXml(market.map((product) => product.entry)) });
  databaseName = `kortvalg_handed_over_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl!), { pathname: `/${databaseName}` }).toString();
  dataDirs = ports.map(() => mkdtempSync(path.join(tmpdir(), "kortvalg-handed-over-")));
  servers = await Promise.all(
    ports.map((port, index) =>
      startServer({
        PORT: String(port),
        DATA_DIR: dataDirs[index]!,
        DATABASE_URL: databaseUrl,
        // As the fresh render's: links in the pages are then the same bytes.
        PUBLIC_ORIGIN: "http://localhost:3000",
        FINANSPORTALEN_FEED_URL: feed.url,
        FINANSPORTALEN_USER: user,
        FINANSPORTALEN_PASSWORD: password,
      }),
    ),
  );
  // Both find a sync due at start; one runs it and publishes the products as cards of their own.
  for (const origin of origins)
    await expect.poll(async () => (await marketPages(origin)).length, { timeout: 90_000 }).toBeGreaterThanOrEqual(3);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => (server.kill("SIGTERM"), exited(server))));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await feed?.close();
  if (databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await dropDatabase(admin, databaseName);
    await admin.end();
  }
});

test("a sync on one instance: both serve every changed card page handed over, as a fresh render of that version", async () => {
  test.setTimeout(180_000);
  const pages = await marketPages(origins[0]!);
  const before = await Promise.all(origins.map((_, index) => pagesKept(index)));
  // Every product's rate up 0,25 point: every market card changes.
  market = market.map((product) => {
    const nominalRate = Math.round((product.nominalRate + 0.25) * 100) / 100;
    const rate = Math.round(feedEffectiveRate(nominalRate, product.annualFee, product.monthlyFee) * 100) / 100;
    const fields = {
      ...product.entry.fields,
      kredittkort_nominell_rente: String(nominalRate),
      effektiv_rente: String(rate),
      eksempel_rente: String(rate),
    };
    return { ...product, nominalRate, effectiveRate: rate, entry: { ...product.entry, fields } };
  });
  const outcome = (await adminRequest(socket(0), { command: "cards-sync" })) as {
    status: string;
    counts: Record<string, number>;
  };
  expect(outcome).toMatchObject({ status: "ok", counts: { changed: pages.length } });

  for (const [index, origin] of origins.entries()) {
    // The writer and the other instance alike take the changed pages when they install the new version.
    await expect
      .poll(async () => (await pagesKept(index)).handedOver - before[index]!.handedOver, { timeout: 30_000 })
      .toBe(pages.length);
    const kept = await pagesKept(index);
    expect(kept.pages, serverOutput(servers[index])).toBeGreaterThanOrEqual(pages.length);
    const snapshot = (await adminRequest(socket(index), { command: "cards-snapshot" })) as ServedSnapshot;
    expect(snapshot.feed.lastGoodAt).not.toBeNull();
    const fresh = await freshRender(snapshot, pages);
    const wrong: string[] = [];
    for (const pagePath of pages) {
      const expected = fresh[pagePath]!;
      expect(expected.status).toBe(200);
      const brotli = await fetch(`${origin}${pagePath}`, { headers: { "accept-encoding": "br" } });
      expect(brotli.headers.get("content-encoding")).toBe("br");
      const body = await brotli.text();
      if (body !== expected.body) wrong.push(`${pagePath} (Brotli): ${diffExcerpt(expected.body, body)}`);
      // A client that takes gzip alone, and a reader who has answered the consent banner, get the same page.
      const gzip = await fetch(`${origin}${pagePath}`, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers.get("etag")).toBe(brotli.headers.get("etag"));
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      // fetch undoes the encoding: the text is the page's.
      if ((await gzip.text()) !== expected.body) wrong.push(`${pagePath} (gzip) differs`);
      const consented = await fetch(`${origin}${pagePath}`, {
        headers: { "accept-encoding": "br", cookie: `${CONSENT_COOKIE}=v1-a0-m0` },
      });
      if ((await consented.text()) !== withoutConsentBanner(expected.body))
        wrong.push(`${pagePath} (consent given) differs`);
    }
    expect(wrong, `${origin}:\n${wrong.join("\n")}`).toEqual([]);
    // Served from what was handed over: this instance rendered none of them.
    expect((await pagesKept(index)).rendered).toBe(kept.rendered);
  }
});
