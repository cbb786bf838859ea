import { count, desc } from "drizzle-orm";
import { createRequestHandler } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cardBySlug } from "#content/cards";
import type { DatabaseHandle } from "~/shared/db/database.server";
import { affiliateLinks, applyClicks } from "~/shared/db/schema";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Services } from "~/services.server";
import { testOrigin, testServices } from "../../../tests/support/test-services";
import * as goRoute from "./go.route";
import { testBuild } from "../../../tests/support/test-build";
import { loadContext } from "../../shared/server/load-context.server";

/**
 * The route module behind React Router's own request handler, as Express calls it for /go/<slug> in
 * production (an unknown slug, and every method but GET and HEAD, which the fast path answers) and for
 * everything on the dev server. The route is a document route: React Router calls the loader for GET and
 * HEAD, and answers 405 to the other methods. The document entry here answers with the status it is given.
 */
const build = testBuild({ "routes/go": { path: "go/:urlSlug", module: goRoute } });

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const card = cardBySlug("remember-black")!;
const template = "https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi={klikkId}&url=https://www.remember.no/";

describe("GET /go/<slug> through React Router", () => {
  let database: DatabaseHandle;
  let services: Services;
  const handle = createRequestHandler(build, "test");
  beforeAll(async () => {
    database = await openTestDatabase("embedded");
    services = testServices(database);
    await database.db.insert(affiliateLinks).values({ cardId: card.id, network: "adtraction", template });
    await services.commission.refresh();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:05:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());

  const clickCount = async () => (await database.db.select({ n: count() }).from(applyClicks))[0]?.n ?? 0;
  const send = (
    method: string,
    clientAddress: string,
    slug = card.urlSlug,
    userAgent: string | null = browser,
    query = "",
  ) =>
    handle(
      new Request(`${testOrigin}/go/${slug}${query}`, {
        method,
        headers: { ...(userAgent ? { "User-Agent": userAgent } : {}), Referer: `${testOrigin}/kredittkort` },
      }),
      loadContext(services, clientAddress),
    );

  // Each method from a client of its own, so no row is held back by another's counter.
  it.each([
    { method: "GET", client: "203.0.113.1", status: 302, counted: 1, records: "the click" },
    { method: "HEAD", client: "203.0.113.2", status: 302, counted: 0, records: "nothing" },
    { method: "OPTIONS", client: "203.0.113.3", status: 405, counted: 0, records: "nothing" },
    { method: "POST", client: "203.0.113.4", status: 405, counted: 0, records: "nothing" },
    { method: "PUT", client: "203.0.113.5", status: 405, counted: 0, records: "nothing" },
    { method: "PATCH", client: "203.0.113.6", status: 405, counted: 0, records: "nothing" },
    { method: "DELETE", client: "203.0.113.7", status: 405, counted: 0, records: "nothing" },
  ])("$method answers $status and records $records", async ({ method, client, status, counted }) => {
    const before = await clickCount();
    const response = await send(method, client);
    expect(response.status).toBe(status);
    if (status === 302) {
      const location = response.headers.get("Location") ?? "";
      // A counted GET carries its click id as Adtraction's epi; a HEAD is the same link without one.
      if (counted)
        expect(location).toMatch(/^https:\/\/track\.adtraction\.com\/t\/t\?a=1&as=2&t=2&tk=1&epi=[\w-]{22}&url=/);
      else expect(location).toBe(template.replace("&epi={klikkId}", ""));
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    expect((await clickCount()) - before).toBe(counted);
  });

  it("passes the client's address, User-Agent and method: the same client counts once, a bot or no User-Agent not at all", async () => {
    const before = await clickCount();
    await send("GET", "198.51.100.1");
    await send("GET", "198.51.100.1");
    await send("GET", "198.51.100.2");
    await send("GET", "198.51.100.3", card.urlSlug, "curl/8.5.0");
    await send("GET", "198.51.100.4", card.urlSlug, null);
    expect((await clickCount()) - before).toBe(2);
  });

  it("answers an unknown card with the not-found document, status 404, and records nothing", async () => {
    const before = await clickCount();
    const response = await send("GET", "198.51.100.5", "finnes-ikke");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("document");
    expect((await clickCount()) - before).toBe(0);
  });

  it("stores the placement given in ?plassering=", async () => {
    await send("GET", "198.51.100.6", card.urlSlug, browser, "?plassering=sammenligning");
    const [row] = await database.db.select().from(applyClicks).orderBy(desc(applyClicks.id)).limit(1);
    expect(row).toMatchObject({ cardSlug: card.urlSlug, placement: "sammenligning" });
  });
});
