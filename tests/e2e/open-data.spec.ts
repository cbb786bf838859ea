import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import pg from "pg";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { CreditCard } from "../../content/card-schema";
import { cards, firstCards } from "../../content/cards";
import { withAnnualFee } from "../support/card-fixtures";
import { adminRequest } from "../../host/admin.js";
import { checkedAgoText, osloDate } from "../../app/shared/cards/data-freshness";
import { formatDate, formatEffectiveRate } from "../../app/shared/format/format";
import {
  openCardsDocumentSchema,
  openCardsFieldDocs,
  type OpenCardsDocument,
} from "../../app/site/open-data/open-cards";
import { exited, specPort, startOwnServer, startServer, type OwnServer } from "./spawn-server";
import { withheldChangeText } from "../../app/site/open-data/changes-feed";
import {
  feedEntryFor,
  feedXml,
  generateMarket,
  productIdOf,
  startFeedServer,
  type FeedServer,
} from "../support/finansportalen-feed";

// The open data (docs/decisions/0012-open-data.md): /api/kort.json, the Atom feed /kort/endringer.xml,
// the page that documents them (/om/data), and what the card pages say about checks and changes.

const normalise = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const ATOM = "http://www.w3.org/2005/Atom";

test.describe("/api/kort.json", () => {
  test("is the documented document: every card, with the effective rate its page shows", async ({ request, page }) => {
    const response = await request.get("/api/kort.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=60");
    const document = openCardsDocumentSchema.parse(await response.json());
    expect(document).toMatchObject({
      format: "kortvalg-kort",
      version: 1,
      documentation: "https://kortvalg.no/om/data",
    });
    expect(document.cards).toHaveLength(10);
    expect(document.cards.map((card) => card.id)).toEqual(cards.map((card) => card.id));

    for (const card of document.cards) {
      await page.goto(`/kort/${card.urlSlug}`);
      const specs = page.locator("#spec-heading + dl");
      await expect(
        specs.locator("div", { has: page.locator("dt", { hasText: "Effektiv rente" }) }).locator("dd"),
      ).toHaveText(formatEffectiveRate(card.effectiveRate));
      // The example in words is the one the page prints, in "Hva kreditten koster".
      const cost = normalise(
        (await page.locator("section", { has: page.locator("#kostnad-tittel") }).textContent()) ?? "",
      );
      expect(cost).toContain(normalise(card.representativeExample.text));
      expect(card.url).toBe(`https://kortvalg.no/kort/${card.urlSlug}`);
      // The cards' checks are from 2025-01-15: long overdue.
      expect(card.checkOverdue).toBe(true);
    }
  });

  test("answers 304 to its own ETag, HEAD, and any site (CORS, with the preflight)", async ({ request, baseURL }) => {
    const first = await request.get("/api/kort.json");
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers()["access-control-allow-origin"]).toBe("*");
    expect(first.headers()["access-control-expose-headers"]).toBe("ETag");
    expect(first.headers()["cross-origin-resource-policy"]).toBe("cross-origin");

    const again = await request.get("/api/kort.json", { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
    expect(again.headers()["etag"]).toBe(etag);
    expect(await again.body()).toHaveLength(0);
    expect((await request.get("/api/kort.json", { headers: { "If-None-Match": '"noe-annet"' } })).status()).toBe(200);

    const head = await request.head("/api/kort.json");
    expect(head.status()).toBe(200);
    expect(head.headers()["etag"]).toBe(etag);

    const preflight = await fetch(`${baseURL}/api/kort.json`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://avis.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "if-none-match",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("GET");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("If-None-Match");
    // Read-only: a post is refused.
    expect((await fetch(`${baseURL}/api/kort.json`, { method: "POST", body: "{}" })).status).toBe(405);
  });

  test("a page on another site can read it, and revalidate it with If-None-Match", async ({ page, baseURL }) => {
    // Another site: a page of its own on another port (another origin), on loopback like ours, so the
    // browser's rules for local addresses do not come into it.
    const otherSite = http.createServer((_req, res) =>
      res.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>Avisa</title>"),
    );
    await new Promise<void>((resolve) => otherSite.listen(0, "127.0.0.1", resolve));
    await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
    const result = await page.evaluate(async (url) => {
      const first = await fetch(url, { mode: "cors" });
      const document = (await first.json()) as { cards: unknown[] };
      const etag = first.headers.get("ETag") ?? "";
      const again = await fetch(url, { mode: "cors", headers: { "If-None-Match": etag }, cache: "no-store" });
      return { cards: document.cards.length, etag, again: again.status };
    }, `${baseURL}/api/kort.json`);
    otherSite.close();
    expect(result.cards).toBe(10);
    expect(result.etag).toMatch(/^"/);
    expect(result.again).toBe(304);
  });
});

/** The feed as the browser's XML parser reads it, with what a reader needs from it; fetched from a page of the same server. */
async function readFeed(page: Page, origin = "") {
  const url = `${origin}/kort/endringer.xml`;
  await page.goto(`${origin}/om/data`);
  return page.evaluate(
    async ({ url, ATOM }) => {
      const response = await fetch(url);
      const xml = new DOMParser().parseFromString(await response.text(), "application/xml");
      const child = (parent: Element, name: string) =>
        [...parent.children].find((el) => el.namespaceURI === ATOM && el.localName === name);
      const feed = xml.documentElement;
      const entries = [...feed.children].filter((el) => el.namespaceURI === ATOM && el.localName === "entry");
      return {
        contentType: response.headers.get("Content-Type"),
        etag: response.headers.get("ETag"),
        parseError: xml.getElementsByTagName("parsererror").length > 0,
        root: { namespace: feed.namespaceURI, name: feed.localName },
        id: child(feed, "id")?.textContent,
        title: child(feed, "title")?.textContent,
        updated: child(feed, "updated")?.textContent,
        self: [...feed.children]
          .find((el) => el.localName === "link" && el.getAttribute("rel") === "self")
          ?.getAttribute("href"),
        author: child(feed, "author") ? child(child(feed, "author")!, "name")?.textContent : undefined,
        entries: entries.map((entry) => ({
          id: child(entry, "id")?.textContent,
          title: child(entry, "title")?.textContent,
          updated: child(entry, "updated")?.textContent,
          link: child(entry, "link")?.getAttribute("href"),
          contentType: child(entry, "content")?.getAttribute("type"),
          content: child(entry, "content")?.textContent,
        })),
      };
    },
    { url, ATOM },
  );
}

test.describe("/kort/endringer.xml", () => {
  test("is an Atom feed with what RFC 4287 requires, and no entries while nothing has changed", async ({
    page,
    request,
  }) => {
    const feed = await readFeed(page);
    expect(feed.parseError).toBe(false);
    expect(feed.contentType).toBe("application/atom+xml; charset=utf-8");
    expect(feed.root).toEqual({ namespace: ATOM, name: "feed" });
    expect(feed.id).toBe("tag:kortvalg.no,2026:kort/endringer");
    expect(feed.title).toBeTruthy();
    expect(Number.isNaN(Date.parse(feed.updated ?? ""))).toBe(false);
    expect(feed.self).toBe("https://kortvalg.no/kort/endringer.xml");
    expect(feed.author).toBe("Kortvalg");
    expect(feed.entries).toEqual([]);

    const again = await request.get("/kort/endringer.xml", { headers: { "If-None-Match": feed.etag! } });
    expect(again.status()).toBe(304);
  });
});

test.describe("card pages", () => {
  test("say when the terms were checked, and that it is too long ago, plainly", async ({ page }) => {
    const card = cards[0]!;
    await page.goto(`/kort/${card.urlSlug}`);
    const note = page.getByRole("note");
    await expect(note).toBeVisible();
    await expect(note).toHaveText(
      `Sist kontrollert mot bankens vilkår ${formatDate(card.lastChecked)}, ${checkedAgoText(card.lastChecked, osloDate(new Date()))}. Vilkårene for dette kortet er ikke kontrollert på over 30 dager. Sjekk bankens egne vilkår før du søker.`,
    );
    // Above the cost of the credit and the apply button's section, near the top.
    const noteBox = (await note.boundingBox())!;
    const costBox = (await page.locator("#kostnad-tittel").boundingBox())!;
    expect(noteBox.y).toBeLessThan(costBox.y);
    // One way of saying it on the page: the spec grid no longer repeats it.
    expect(await page.getByText("Sist kontrollert", { exact: false }).count()).toBe(1);

    const changes = page.locator("#endringer");
    await expect(changes.getByRole("heading", { level: 2 })).toHaveText("Endringer");
    await expect(changes).toContainText("Ingen endringer siden vi begynte å føre endringslogg");
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      "https://kortvalg.no/kort/endringer.xml",
    );
  });

  test("the home page gives the date of the newest check, and does not claim daily updates it has not made", async ({
    page,
  }) => {
    await page.goto("/");
    const claim = page.locator("#comparison p", { hasText: "Kortdataene er sist kontrollert" });
    // The date and how long ago, in days as of today in Norway.
    await expect(claim).toHaveText(
      `Kortdataene er sist kontrollert mot bankenes vilkår ${formatDate("2025-01-15")}, ${checkedAgoText("2025-01-15", osloDate(new Date()))}.`,
    );
    await expect(page.locator("main")).not.toContainText("Oppdatert daglig");
  });
});

test.describe("/om/data", () => {
  test("is linked from the about page and documents every field of the data", async ({ page, request }) => {
    await page.goto("/om");
    await page.locator("#press").getByRole("link", { name: "åpne data" }).click();
    await expect(page).toHaveURL(/\/om\/data$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Åpne data om kortene");
    const main = page.locator("main");
    for (const group of openCardsFieldDocs())
      for (const field of group.fields)
        await expect(main.locator("dt code", { hasText: new RegExp(`^${field.name}$`) }).first()).toBeVisible();
    await expect(main.getByRole("link", { name: "https://kortvalg.no/api/kort.json" })).toHaveAttribute(
      "href",
      "/api/kort.json",
    );
    await expect(main.getByRole("link", { name: "https://kortvalg.no/kort/endringer.xml" })).toHaveAttribute(
      "href",
      "/kort/endringer.xml",
    );
    await expect(main.locator("#versjoner")).toContainText("kommer det bare nye felt til");

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://kortvalg.no/om/data</loc>");
    expect(sitemap).not.toContain("/api/kort.json");
    expect(sitemap).not.toContain("endringer.xml");
  });
});

// A change published on a server of its own (the shared test server's cards must stay as they are for
// the other specs): the feed gets an entry, the card page lists it, the JSON has the new version.
test.describe("after a change", () => {
  test.describe.configure({ mode: "serial" });
  const port = specPort(3206);
  const origin = `http://127.0.0.1:${port}`;
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== "desktop", "starts its own server: one run is enough");
    test.info().setTimeout(120_000);
    server = await startOwnServer("open-data", "embedded", { PORT: String(port) });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("is in the feed, on the card's page and in the JSON", async ({ page }) => {
    test.setTimeout(90_000);
    const socket = path.join(server!.dataDir, "admin.sock");
    const before = (await (await fetch(`${origin}/api/kort.json`)).json()) as OpenCardsDocument;
    const beforeTag = (await fetch(`${origin}/api/kort.json`)).headers.get("ETag");

    const today = osloDate(new Date());
    const exported = (await adminRequest(socket, { command: "cards-export" })) as Array<Record<string, unknown>>;
    const next = exported.map((card) =>
      card.id === 1
        ? { ...withAnnualFee(card as unknown as CreditCard, 295), lastChecked: today }
        : card.id === 2
          ? { ...card, lastChecked: today }
          : card,
    );
    const result = (await adminRequest(socket, {
      command: "cards-import",
      cards: next,
      source: "https://www.banknorwegian.no/vilkar",
    })) as { status: string };
    expect(result.status).toBe("imported");
    const third = next.map((card) =>
      card.id === 3 ? { ...card, rating: 4.3, bestFor: `${card.bestFor as string} <Ny & bedre>` } : card,
    );
    expect(
      (
        (await adminRequest(socket, {
          command: "cards-import",
          cards: third,
          source: "Prisliste <mottatt> på e-post & telefon",
        })) as { status: string }
      ).status,
    ).toBe("imported");

    // The pages are rendered again in the background once the change is published.
    const rendered = async (pathname: string, text: string) =>
      (await (await fetch(`${origin}${pathname}`)).text()).includes(text);
    await expect
      .poll(() => rendered("/kort/bank-norwegian-kredittkort", 'href="https://www.banknorwegian.no/vilkar"'), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect
      .poll(() => rendered("/kort/remember-gold", "Prisliste &lt;mottatt&gt;"), { timeout: 30_000 })
      .toBe(true);

    const feed = await readFeed(page, origin);
    expect(feed.parseError).toBe(false);
    // Newest first; card 2's check changed nothing and is not an entry.
    expect(feed.entries.map((entry) => entry.id)).toEqual([
      "tag:kortvalg.no,2026:kort/3/versjon/2",
      "tag:kortvalg.no,2026:kort/1/versjon/2",
    ]);
    // The fee came with its texts corrected (they called the card free): they read «skrevet om».
    expect(feed.entries[1]).toMatchObject({
      title: "Bank Norwegian: årsgebyr, hovedfordeler og omtale endret",
      link: "https://kortvalg.no/kort/bank-norwegian-kredittkort",
      contentType: "text",
    });
    const lines = (feed.entries[1]?.content ?? "").split("\n");
    expect(lines[0]).toBe("Årsgebyr: fra 0\u00a0kr til 295\u00a0kr");
    // The highlights hold codes the page fills in ({cashback}): never shown raw.
    expect(lines.slice(1)).toEqual([
      "Hovedfordeler: skrevet om",
      "Omtale: skrevet om",
      "Kilde: https://www.banknorwegian.no/vilkar",
    ]);
    expect(feed.entries[0]?.title).toBe("re:member Gold: vurdering og passer for endret");
    expect(feed.entries[0]?.content).toContain("<Ny & bedre>");
    expect(feed.entries[0]?.content).toContain("Kilde: Prisliste <mottatt> på e-post & telefon");
    expect(feed.updated).toBe(feed.entries[0]?.updated);

    await page.goto(`${origin}/kort/bank-norwegian-kredittkort`);
    const changes = page.locator("#endringer");
    await expect(changes.locator("li").first()).toContainText(formatDate(today));
    await expect(changes).toContainText("Årsgebyr endret fra 0 kr til 295 kr.");
    await expect(changes.getByRole("link", { name: "vilkårene hos www.banknorwegian.no" })).toHaveAttribute(
      "href",
      "https://www.banknorwegian.no/vilkar",
    );
    // Checked today: the date and «i dag», no note.
    await expect(page.getByRole("note")).toHaveCount(0);
    await expect(page.locator("main")).toContainText(
      `Sist kontrollert mot bankens vilkår ${formatDate(today)}, i dag.`,
    );

    await page.goto(`${origin}/kort/remember-gold`);
    await expect(page.locator("#endringer")).toContainText("Kilde: Prisliste <mottatt> på e-post & telefon");

    const response = await fetch(`${origin}/api/kort.json`);
    expect(response.headers.get("ETag")).not.toBe(beforeTag);
    const after = openCardsDocumentSchema.parse(await response.json());
    const bankNorwegian = after.cards.find((card) => card.id === 1)!;
    expect(bankNorwegian).toMatchObject({ annualFee: 295, version: 2, lastChecked: today, checkOverdue: false });
    expect(bankNorwegian.effectiveRate).toBeGreaterThan(before.cards.find((card) => card.id === 1)!.effectiveRate);
    expect(after.cards.find((card) => card.id === 2)).toMatchObject({ version: 2, checkOverdue: false });
    expect(Date.parse(after.generated)).toBeGreaterThan(Date.parse(before.generated));
    expect(after.generated).toBe(feed.entries[0]?.updated);

    // Checked today, but by an editor: "daglig" is the daily sync's claim alone (tests/e2e/feed-sync.spec.ts).
    await page.goto(`${origin}/`);
    const claim = page.locator("#comparison p", { hasText: "Kortdataene er sist kontrollert" });
    await expect(claim).toContainText(`Kortdataene er sist kontrollert mot bankenes vilkår ${formatDate(today)}`);
    await expect(claim).not.toContainText("Oppdatert daglig");
  });
});

// Finansportalen's facts in the open data (decision 0012, stop 44): two instances on one PostgreSQL, one with
// FINANSPORTALEN_OPEN_DATA unset (off, the default), one with it «on». A card of ours is linked to its product
// and the sync raises its credit limit; a generated product becomes a new card from the feed.
test.describe("with Finansportalen's feed", () => {
  test.describe.configure({ mode: "serial" });
  const [offPort, onPort] = [specPort(3521), specPort(3522)];
  const [off, on] = [offPort, onPort].map((port) => `http://127.0.0.1:${port}`) as [string, string];
  const user = "kortvalg-test";
  const password = `pw-${randomBytes(8).toString("hex")}`;
  const linked = firstCards[1]!;
  const raisedLimit = linked.creditLimitMax + 25_000;
  const market = generateMarket(2, 44);
  let raised = false;
  let feed: FeedServer | undefined;
  let server: OwnServer | undefined;
  let sharing: ChildProcess | undefined;
  let sharingDir = "";

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== "desktop", "starts its own servers: one run is enough");
    test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL: two instances share one PostgreSQL");
    test.info().setTimeout(180_000);
    feed = await startFeedServer({
      user,
      password,
      body: () =>
        feedXml([
          ...firstCards.map((card) =>
            feedEntryFor(card, card.id === linked.id && raised ? { kredittkort_maks_ramme: String(raisedLimit) } : {}),
          ),
          ...market.map((product) => product.entry),
        ]),
    });
    const feedEnv = { FINANSPORTALEN_FEED_URL: feed.url, FINANSPORTALEN_USER: user, FINANSPORTALEN_PASSWORD: password };
    server = await startOwnServer("open-data-feed", "postgres", { PORT: String(offPort), ...feedEnv });
    // The sync at start: the products become cards, our ten are proposed as their products' matches.
    await expect
      .poll(async () => /Alle \d+ kredittkort i Norge/.test(await (await fetch(`${off}/kredittkort`)).text()), {
        timeout: 90_000,
      })
      .toBe(true);
    // An editor links one of our cards to its product (as approving the proposed match does); the next sync
    // takes the feed's raised limit.
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query("insert into card_feed_links (card_id, product_id) values ($1, $2)", [
      linked.id,
      productIdOf(linked),
    ]);
    await client.end();
    raised = true;
    const outcome = (await adminRequest(path.join(server.dataDir, "admin.sock"), { command: "cards-sync" })) as {
      status: string;
    };
    expect(outcome.status).toBe("ok");
    // A second instance on the same database, sharing the feed's facts: the last sync is recent, so it reads.
    sharingDir = mkdtempSync(path.join(tmpdir(), "kortvalg-open-data-on-"));
    sharing = await startServer({
      PORT: String(onPort),
      DATA_DIR: sharingDir,
      DATABASE_URL: server.databaseUrl!,
      FINANSPORTALEN_OPEN_DATA: "on",
      ...feedEnv,
    });
  });

  test.afterAll(async () => {
    if (sharing) {
      sharing.kill("SIGTERM");
      await exited(sharing);
    }
    if (sharingDir) rmSync(sharingDir, { recursive: true, force: true });
    await server?.stop();
    await feed?.close();
  });

  const documentAt = async (origin: string) =>
    openCardsDocumentSchema.parse(await (await fetch(`${origin}/api/kort.json`)).json());

  test("off (the default): a linked card's facts are left out of the JSON and the feed, our example stays", async ({
    page,
  }) => {
    await expect
      .poll(async () => (await documentAt(off)).cardsWithoutFeedFields.map((card) => card.id).includes(linked.id), {
        timeout: 30_000,
      })
      .toBe(true);
    const document = await documentAt(off);
    const withheld = document.cardsWithoutFeedFields.find((card) => card.id === linked.id)!;
    for (const field of ["annualFee", "interestRate", "nominalRate", "creditLimitMax", "travelInsurance"])
      expect(withheld, field).not.toHaveProperty(field);
    expect(withheld).not.toHaveProperty("attribution");
    // The new cards from the feed are listed apart too; our nine unlinked cards share everything, as before.
    const names = document.cardsWithoutFeedFields.map((card) => card.name);
    for (const product of market) expect(names).toContain(product.name);
    expect(document.cards.map((card) => card.id)).toEqual(
      firstCards.filter((card) => card.id !== linked.id).map((card) => card.id),
    );
    for (const card of document.cards) expect(card).not.toHaveProperty("attribution");
    // Our own figure: the example the card's page prints.
    await page.goto(`${off}/kort/${linked.urlSlug}`);
    const cost = normalise(
      (await page.locator("section", { has: page.locator("#kostnad-tittel") }).textContent()) ?? "",
    );
    expect(cost).toContain(normalise(withheld.representativeExample.text));
    await expect(page.locator("main")).toContainText("Data levert av Finansportalen.");

    const changes = await readFeed(page, off);
    expect(changes.parseError).toBe(false);
    const entry = changes.entries.find((item) => item.link === `https://kortvalg.no/kort/${linked.urlSlug}`)!;
    expect(entry.title).toMatch(new RegExp(`^${linked.name}: .*endret$`));
    const lines = (entry.content ?? "").split("\n");
    expect(lines.filter((line) => !line.startsWith("Kilde: ")).length).toBeGreaterThan(0);
    for (const line of lines.filter((item) => !item.startsWith("Kilde: ")))
      expect(line).toBe(withheldChangeText(line.slice(0, line.indexOf(":"))));
    expect(entry.content).not.toContain(String(raisedLimit / 1000));
    expect(lines.at(-1)).toMatch(/^Kilde: Finansportalen, hentet /);

    await page.goto(`${off}/om/data`);
    const section = page.locator("#finansportalen");
    await expect(section).toContainText("Dette nettstedet deler ikke faktaene fra Finansportalen.");
    for (const field of ["annualFee", "interestRate", "creditLimitMax"])
      await expect(section.locator("code", { hasText: new RegExp(`^${field}$`) })).toBeVisible();
  });

  test("on: shared with «Data levert av Finansportalen» in the JSON and the feed", async ({ page }) => {
    const document = await documentAt(on);
    expect(document.cardsWithoutFeedFields).toEqual([]);
    const shared = document.cards.find((card) => card.id === linked.id)!;
    expect(shared).toMatchObject({ creditLimitMax: raisedLimit, attribution: "Data levert av Finansportalen" });
    expect(document.cards.find((card) => card.id === firstCards[0]!.id)).not.toHaveProperty("attribution");
    for (const product of market)
      expect(document.cards.find((card) => card.name === product.name)).toMatchObject({
        annualFee: product.annualFee,
        attribution: "Data levert av Finansportalen",
      });

    const changes = await readFeed(page, on);
    const entry = changes.entries.find((item) => item.link === `https://kortvalg.no/kort/${linked.urlSlug}`)!;
    expect(normalise(entry.content ?? "")).toContain(
      `til ${new Intl.NumberFormat("nb-NO").format(raisedLimit)}`.replace(/\s/g, " "),
    );
    expect((entry.content ?? "").split("\n").at(-1)).toBe("Data levert av Finansportalen.");

    await page.goto(`${on}/om/data`);
    await expect(page.locator("#finansportalen")).toContainText("Dette nettstedet deler faktaene fra Finansportalen.");
  });

  test("«Data levert av Finansportalen» beside the feed's figures: home, compare and Kortvelger, not beside ours alone", async ({
    page,
  }) => {
    const attribution = page.locator("main [data-feed-attribution]");
    await page.goto(`${off}/`);
    // Beside the market figures in the hero and beside the tiles (a linked card is among them).
    await expect(attribution).toHaveCount(2);
    await expect(attribution.first()).toHaveText("Data levert av Finansportalen.");
    await page.goto(`${off}/sammenlign?kort=${linked.urlSlug},bank-norwegian-kredittkort`);
    await expect(attribution).toHaveCount(1);
    await expect(attribution).toBeVisible();
    await page.goto(`${off}/sammenlign?kort=bank-norwegian-kredittkort,remember-gold`);
    await expect(page.getByRole("table")).toBeVisible();
    await expect(attribution).toHaveCount(0);
    await page.goto(
      `${off}/kortvelger?betaling=som-regel&saldo=20000&dagligvarer=6000&annet=10000&reiser=20000&flyreiser=4&lounge=ja&forsikring=ja&beregn=1`,
    );
    await expect(page.getByRole("list", { name: "Kortene rangert etter verdi for deg" })).toContainText(linked.name);
    await expect(attribution).toHaveCount(1);
    await expect(attribution).toBeVisible();
  });
});
