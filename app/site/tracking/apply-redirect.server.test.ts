import { count, desc, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cardBySlug, firstCards, replaceCards } from "#content/cards";
import { cardHistory } from "~/shared/cards/card-versions";
import { applyRedirect, type ApplyRequest } from "./apply-redirect.server";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { affiliateLinks, applyClicks, rateLimits } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { APPLY_CLICK_WINDOW_SECONDS, clientKey } from "../../shared/server/rate-limit.server";
import type { Services } from "../../services.server";
import { testOrigin as origin, testServices } from "../../../tests/support/test-services";
import { captureLog } from "../../../tests/support/capture-log";

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const cardA = "remember-black";
const cardB = "bank-norwegian-kredittkort";
/** A card with no link template: it pays nothing. */
const cardFree = "sas-eurobonus";
const templates = {
  [cardA]: {
    network: "adtraction",
    template: "https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi={klikkId}&url=https://www.remember.no/",
  },
  [cardB]: {
    network: "awin",
    template:
      "https://www.awin1.com/cread.php?awinmid=1&awinaffid=2&clickref={klikkId}&ued=https%3A%2F%2Fbanknorwegian.no",
  },
} as const;
/** The network's link a redirect gives: the template with this click id, or without the sub-id when null. */
const networkLink = (slug: keyof typeof templates, clickId: string | null) => {
  const { template, network } = templates[slug];
  const parameter = network === "awin" ? "clickref" : "epi";
  return clickId === null ? template.replace(`&${parameter}={klikkId}`, "") : template.replace("{klikkId}", clickId);
};
/** The click id on a network link (epi or clickref), or null. */
const clickIdOf = (location: string | null) => {
  const url = new URL(location ?? "http://x/");
  return url.searchParams.get("epi") ?? url.searchParams.get("clickref");
};

/** A GET of /go/<cardA> from a browser; each case gives its own client addresses, so cases never share a counter. */
const click = (overrides: Partial<ApplyRequest>): ApplyRequest => ({
  slug: cardA,
  method: "GET",
  cookie: null,
  referer: `${origin}/kort/${cardA}`,
  userAgent: browser,
  clientAddress: "192.0.2.1",
  requestOrigin: origin,
  ...overrides,
});

type Case = { name: string; requests: Array<Partial<ApplyRequest>>; counted: number };

const cases: Case[] = [
  { name: "a GET from a browser counts once", requests: [{ clientAddress: "192.0.2.10" }], counted: 1 },
  {
    name: "the same client and card again within the window does not count",
    requests: [
      { clientAddress: "192.0.2.11" },
      { clientAddress: "192.0.2.11" },
      { clientAddress: "192.0.2.11", userAgent: iphone, referer: null },
    ],
    counted: 1,
  },
  {
    name: "the same client on another card counts",
    requests: [
      { clientAddress: "192.0.2.12" },
      { clientAddress: "192.0.2.12", slug: cardB },
      { clientAddress: "192.0.2.12", slug: cardB },
    ],
    counted: 2,
  },
  {
    name: "another client on the same card counts",
    requests: [{ clientAddress: "192.0.2.13" }, { clientAddress: "192.0.2.14" }],
    counted: 2,
  },
  { name: "HEAD does not count", requests: [{ clientAddress: "192.0.2.15", method: "HEAD" }], counted: 0 },
  { name: "OPTIONS does not count", requests: [{ clientAddress: "192.0.2.16", method: "OPTIONS" }], counted: 0 },
  { name: "POST does not count", requests: [{ clientAddress: "192.0.2.17", method: "POST" }], counted: 0 },
  {
    name: "a HEAD first does not use up the client's click",
    requests: [{ clientAddress: "192.0.2.18", method: "HEAD" }, { clientAddress: "192.0.2.18" }],
    counted: 1,
  },
  {
    name: "a lower-case get is a GET",
    requests: [{ clientAddress: "192.0.2.19", method: "get" }],
    counted: 1,
  },
  {
    name: "a crawler does not count",
    requests: [
      {
        clientAddress: "192.0.2.20",
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    ],
    counted: 0,
  },
  { name: "curl does not count", requests: [{ clientAddress: "192.0.2.21", userAgent: "curl/8.5.0" }], counted: 0 },
  {
    name: "a headless browser does not count",
    requests: [
      {
        clientAddress: "192.0.2.22",
        userAgent:
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      },
    ],
    counted: 0,
  },
  { name: "no User-Agent does not count", requests: [{ clientAddress: "192.0.2.23", userAgent: null }], counted: 0 },
  {
    name: "an empty User-Agent does not count",
    requests: [{ clientAddress: "192.0.2.24", userAgent: "  " }],
    counted: 0,
  },
  {
    name: "a bot first does not use up the client's click",
    requests: [{ clientAddress: "192.0.2.25", userAgent: "curl/8.5.0" }, { clientAddress: "192.0.2.25" }],
    counted: 1,
  },
  {
    name: "an IPv4 client seen as IPv4-mapped IPv6 is the same client",
    requests: [{ clientAddress: "192.0.2.26" }, { clientAddress: "::ffff:192.0.2.26" }],
    counted: 1,
  },
  {
    name: "IPv6 addresses in one /64 are one client",
    requests: [
      { clientAddress: "2001:db8:1:2::a" },
      { clientAddress: "2001:db8:1:2:ffff:1:2:3" },
      { clientAddress: "2001:0db8:0001:0002::b" },
    ],
    counted: 1,
  },
  {
    name: "IPv6 clients in different /64s count",
    requests: [{ clientAddress: "2001:db8:1:3::a" }, { clientAddress: "2001:db8:1:4::a" }],
    counted: 2,
  },
];

describe.each(testDatabaseKinds)("apply clicks on the %s database", (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    services = testServices(database);
    for (const [slug, link] of Object.entries(templates))
      await database.db.insert(affiliateLinks).values({ cardId: cardBySlug(slug)!.id, ...link });
    await services.commission.refresh();
  }, 60_000);
  afterAll(() => database.close());

  // The dedupe windows are fixed (hh:00, hh:30): a fixed clock keeps every case inside one window.
  const start = new Date("2026-11-22T10:05:00.000Z");
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  const clickCount = async () => (await database.db.select({ n: count() }).from(applyClicks))[0]?.n ?? 0;

  it.each(cases)("$name", async ({ requests, counted }) => {
    const before = await clickCount();
    const ids: string[] = [];
    for (const overrides of requests) {
      const request = click(overrides);
      // Counted or not, every request gets the network's link; only a counted one carries a click id.
      const location = await applyRedirect(services, request);
      const id = clickIdOf(location);
      if (id) ids.push(id);
      expect(location).toBe(networkLink(request.slug as keyof typeof templates, id));
    }
    expect((await clickCount()) - before).toBe(counted);
    expect(ids).toHaveLength(counted);
    // Each id on a link is the id of a stored click.
    for (const id of ids)
      expect(await database.db.select().from(applyClicks).where(eq(applyClicks.clickId, id))).toHaveLength(1);
  });

  it("gives null for an unknown card, and records nothing", async () => {
    const before = await clickCount();
    expect(await applyRedirect(services, click({ slug: "finnes-ikke", clientAddress: "192.0.2.40" }))).toBeNull();
    expect(
      await applyRedirect(services, click({ slug: "finnes-ikke", clientAddress: "192.0.2.40", method: "HEAD" })),
    ).toBeNull();
    expect(await clickCount()).toBe(before);
    expect(await database.db.select().from(rateLimits).where(like(rateLimits.bucket, "%finnes-ikke%"))).toEqual([]);
  });

  it("counts many parallel clicks of one client once (one atomic counter in the database)", async () => {
    const before = await clickCount();
    const locations = await Promise.all(
      Array.from({ length: 25 }, () => applyRedirect(services, click({ clientAddress: "192.0.2.41" }))),
    );
    expect(locations.filter((location) => clickIdOf(location) !== null)).toHaveLength(1);
    expect(new Set(locations.filter((location) => clickIdOf(location) === null))).toEqual(
      new Set([networkLink(cardA, null)]),
    );
    expect((await clickCount()) - before).toBe(1);
  });

  it("counts a client's click once across two instances on one database, clicking at once", async () => {
    // Each instance has its own services (startServices), so its own batches and memory; the database is shared.
    const otherInstance = testServices(database);
    const before = await clickCount();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        applyRedirect(i % 2 ? services : otherInstance, click({ clientAddress: "192.0.2.44" })),
      ),
    );
    expect((await clickCount()) - before).toBe(1);
    // And a click the first instance counted is not counted again by the second.
    await applyRedirect(services, click({ clientAddress: "192.0.2.45" }));
    await applyRedirect(testServices(database), click({ clientAddress: "192.0.2.45" }));
    expect((await clickCount()) - before).toBe(2);
  });

  it("counts many clients clicking at once, each once", async () => {
    const before = await clickCount();
    const clients = Array.from({ length: 60 }, (_, i) => `198.18.0.${i}`);
    await Promise.all(
      [...clients, ...clients, ...clients].map((clientAddress) => applyRedirect(services, click({ clientAddress }))),
    );
    expect((await clickCount()) - before).toBe(60);
    const [counter] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.clientKey, clientKey(clients[7]!, services.rateLimitSecret)));
    expect(counter).toMatchObject({ bucket: `apply-click:${cardA}`, hits: 3 });
  });

  it("counts the same client and card again in the next window", async () => {
    const before = await clickCount();
    await applyRedirect(services, click({ clientAddress: "192.0.2.42" }));
    vi.setSystemTime(new Date(start.getTime() + 60_000));
    await applyRedirect(services, click({ clientAddress: "192.0.2.42" }));
    expect((await clickCount()) - before).toBe(1);
    vi.setSystemTime(new Date(start.getTime() + APPLY_CLICK_WINDOW_SECONDS * 1000));
    await applyRedirect(services, click({ clientAddress: "192.0.2.42" }));
    expect((await clickCount()) - before).toBe(2);
  });

  it("stores card, time, referring path and campaign in the click, and only a keyed hash of the address in the counter", async () => {
    const address = "198.51.100.77";
    await applyRedirect(
      services,
      click({
        slug: cardB,
        clientAddress: address,
        referer: `${origin}/kredittkort?kategori=reise`,
        cookie: "kv_samtykke=v1-a1-m1; kv_kampanje=vinter-2026",
      }),
    );
    const [row] = await database.db.select().from(applyClicks).orderBy(desc(applyClicks.id)).limit(1);
    expect(Object.keys(row ?? {}).sort()).toEqual([
      "campaign",
      "cardSlug",
      "clickId",
      "clickedAt",
      "fromPath",
      "id",
      "placement",
    ]);
    expect(row).toMatchObject({ cardSlug: cardB, fromPath: "/kredittkort", campaign: "vinter-2026", clickedAt: start });
    // 128 random bits as base64url: nothing in it comes from the reader.
    expect(row?.clickId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const counters = await database.db.select().from(rateLimits).where(like(rateLimits.bucket, "apply-click:%"));
    expect(counters.map((counter) => counter.bucket)).toContain(`apply-click:${cardB}`);
    const stored = JSON.stringify({ clicks: await database.db.select().from(applyClicks), counters });
    for (const address of ["198.51.100.77", "192.0.2.10", "2001:db8:1:2", "192.0.2.26"])
      expect(stored).not.toContain(address);
  });

  it("takes a newsletter issue's campaign from its link, without a cookie, and no other campaign from a link", async () => {
    const stored = async () =>
      (await database.db.select().from(applyClicks).orderBy(desc(applyClicks.id)).limit(1))[0]?.campaign;
    await applyRedirect(
      services,
      click({ clientAddress: "192.0.2.60", placement: "nyhetsbrev", campaign: "nyhetsbrev-12" }),
    );
    expect(await stored()).toBe("nyhetsbrev-12");
    // A campaign written on a link is not taken unless it is a newsletter issue's, on a newsletter link.
    await applyRedirect(services, click({ clientAddress: "192.0.2.61", placement: "flis", campaign: "nyhetsbrev-12" }));
    expect(await stored()).toBeNull();
    await applyRedirect(
      services,
      click({ clientAddress: "192.0.2.62", placement: "nyhetsbrev", campaign: "<script>alert(1)</script>" }),
    );
    expect(await stored()).toBeNull();
  });

  it("still redirects, and logs, when the click cannot be recorded", async () => {
    const failing: Services = {
      ...services,
      tracking: { ...services.tracking, recordApplyClick: () => Promise.reject(new Error("down")) },
    };
    const log = captureLog();
    try {
      // No id is put on the link that we do not hold: a conversion from it could never be attributed.
      expect(await applyRedirect(failing, click({ clientAddress: "192.0.2.43" }))).toBe(networkLink(cardA, null));
      expect(log.lines.map((line) => JSON.parse(line) as unknown)).toContainEqual(
        expect.objectContaining({ level: "error", msg: "apply click not recorded", errorMessage: "down" }),
      );
    } finally {
      log.restore();
    }
  });

  it("follows a card an editor moved from its old address to its link now; a card out of sale has none", async () => {
    const paying = cardBySlug(cardA)!;
    const movedCard = { ...paying, urlSlug: `${paying.urlSlug}-ny` };
    const history = cardHistory(
      [paying.urlSlug, movedCard.urlSlug].map((urlSlug, index) => ({
        cardId: paying.id,
        version: index + 1,
        kind: "edit" as const,
        facts: { ...paying, urlSlug },
        source: "Kortere adresse",
        publishedAt: new Date(),
      })),
    );
    try {
      replaceCards(
        firstCards.map((card) => (card.id === paying.id ? movedCard : card)),
        new Map([[paying.id, history]]),
      );
      const location = await applyRedirect(services, click({ slug: paying.urlSlug, clientAddress: "192.0.2.47" }));
      expect(location).toBe(networkLink(cardA, clickIdOf(location)));
      expect(clickIdOf(location)).not.toBeNull();
      replaceCards(
        firstCards.map((card) => (card.id === paying.id ? { ...movedCard, retiredOn: "2026-11-20" } : card)),
        new Map([[paying.id, history]]),
      );
      for (const slug of [paying.urlSlug, movedCard.urlSlug])
        expect(await applyRedirect(services, click({ slug, clientAddress: "192.0.2.48" }))).toBeNull();
    } finally {
      replaceCards(firstCards, new Map());
    }
  });

  it("sends a card with no template straight to the bank, counting nothing", async () => {
    const before = await clickCount();
    const location = await applyRedirect(services, click({ slug: cardFree, clientAddress: "192.0.2.46" }));
    expect(location).toBe(cardBySlug(cardFree)?.applyUrl);
    expect(await clickCount()).toBe(before);
  });

  it("stores the placement, only a known one, and gives every counted click an id of its own", async () => {
    const first = await applyRedirect(services, click({ clientAddress: "192.0.2.47", placement: "kortvelger" }));
    const second = await applyRedirect(services, click({ clientAddress: "192.0.2.48", placement: "<script>" }));
    const rows = await database.db.select().from(applyClicks).orderBy(desc(applyClicks.id)).limit(2);
    expect(rows.map((row) => row.placement)).toEqual([null, "kortvelger"]);
    expect(rows.map((row) => row.clickId)).toEqual([clickIdOf(second), clickIdOf(first)]);
    expect(clickIdOf(first)).not.toBe(clickIdOf(second));
  });
});
