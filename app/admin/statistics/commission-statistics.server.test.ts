import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardBySlug, firstCards, replaceCards } from "#content/cards";
import { cardHistory } from "~/shared/cards/card-versions";
import type { DatabaseHandle } from "~/shared/db/database.server";
import { affiliateLinks, applyClicks, newsletterIssues } from "~/shared/db/schema";
import type { Services } from "~/services.server";
import { osloDate } from "~/shared/cards/data-freshness";
import * as callbackRoute from "~/site/commission/commission-callback.route";
import * as goRoute from "~/site/tracking/go.route";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { testServices } from "../../../tests/support/test-services";
import { testBuild } from "../../../tests/support/test-build";
import { fakeNetworkCall, registeredCallbacks, serveRoutes } from "../../../tests/support/fake-network";
import { loadCommission } from "./commission-statistics.server";

const build = testBuild({
  "routes/callback": { path: "api/provisjon/:network", module: callbackRoute },
  "routes/go": { path: "go/:urlSlug", module: goRoute },
});
const secrets = { adtraction: "s".repeat(40), awin: "t".repeat(40) };
const paying = cardBySlug("morrow-bank-kredittkort")!;
const other = cardBySlug("tf-bank-mastercard")!;
/** Clicked only from a newsletter (a client's second click on a card within the window is not counted). */
const fromNewsletter = cardBySlug("trumf-kredittkort")!;
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

describe.each(testDatabaseKinds)("commission statistics on the %s database", (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  let server: Awaited<ReturnType<typeof serveRoutes>>;
  beforeAll(async () => {
    process.env.COMMISSION_SECRET_ADTRACTION = secrets.adtraction;
    process.env.COMMISSION_SECRET_AWIN = secrets.awin;
    database = await openTestDatabase(kind);
    services = testServices(database);
    await database.db.insert(affiliateLinks).values([
      {
        cardId: paying.id,
        network: "adtraction",
        template: "https://track.adtraction.com/t/t?a=1&epi={klikkId}&url=https://morrow.no/",
      },
      { cardId: other.id, network: "awin", template: "https://www.awin1.com/cread.php?awinmid=1&clickref={klikkId}" },
      {
        cardId: fromNewsletter.id,
        network: "adtraction",
        template: "https://track.adtraction.com/t/t?a=2&epi={klikkId}&url=https://trumf.no/",
      },
    ]);
    await services.commission.refresh();
    server = await serveRoutes(build, services);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    delete process.env.COMMISSION_SECRET_ADTRACTION;
    delete process.env.COMMISSION_SECRET_AWIN;
  });

  const click = async (slug: string, placement: string, query = "") => {
    const response = await fetch(`${server.origin}/go/${slug}?plassering=${placement}${query}`, {
      redirect: "manual",
      headers: { "User-Agent": browser },
    });
    const location = new URL(response.headers.get("Location")!);
    return location.searchParams.get("epi") ?? location.searchParams.get("clickref");
  };

  it("click → pending → amended and approved, replayed: counted once, by card and placement; an unknown id apart", async () => {
    const adtraction = registeredCallbacks.adtraction(server.origin, secrets.adtraction);
    const awin = registeredCallbacks.awin(server.origin, secrets.awin);
    const first = await click(paying.urlSlug, "kortvelger");
    const second = await click(other.urlSlug, "sammenligning");
    expect(first).toMatch(/^[\w-]{22}$/);
    expect(second).toMatch(/^[\w-]{22}$/);
    const pending = { epi: first!, transactionid: "T1", commissiondecimal: "500", status: "pending", currency: "NOK" };
    for (const values of [pending, pending, { ...pending, commissiondecimal: "450.25", status: "approved" }, pending])
      expect((await fakeNetworkCall(adtraction, values)).status).toBe(200);
    const awinValues = { clickRef: second!, transactionId: "A1", commission: "300", transactionStatus: "pending" };
    expect((await fakeNetworkCall(awin, awinValues)).status).toBe(200);
    expect((await fakeNetworkCall(awin, { ...awinValues, transactionId: "A2", clickRef: "fremmed-id" })).status).toBe(
      200,
    );

    const today = osloDate(new Date());
    const report = await loadCommission(database.db, { from: today, to: today }, null);
    const row = (
      label: string,
      clicks: number,
      conversions: number,
      approved: number,
      earnings: number,
      pendingKr: number,
    ) => ({
      key: expect.any(String),
      label,
      clicks,
      conversions,
      approved,
      rejected: 0,
      earningsMinor: earnings,
      pendingMinor: pendingKr,
      // Nothing in the period before.
      previous: { clicks: 0, conversions: 0, approved: 0, rejected: 0, earningsMinor: 0, pendingMinor: 0 },
    });
    expect(report.byCard).toEqual([row(paying.name, 1, 1, 1, 45_025, 0), row(other.name, 1, 1, 0, 0, 30_000)]);
    expect(report.byPlacement).toEqual([
      row("Kortvelgeren", 1, 1, 1, 45_025, 0),
      row("Sammenligning", 1, 1, 0, 0, 30_000),
    ]);
    expect(report.unattributed).toEqual({ conversions: 1, earningsMinor: 0, pendingMinor: 30_000 });
    // One card chosen: only its clicks.
    expect((await loadCommission(database.db, { from: today, to: today }, other.urlSlug)).byCard).toEqual([
      row(other.name, 1, 1, 0, 0, 30_000),
    ]);
  });

  it("a newsletter issue's apply clicks and their commission count for the issue, shown by its subject", async () => {
    const [issue] = await database.db
      .insert(newsletterIssues)
      .values({ subject: "Vinterens kortnytt", markdown: "Hei", status: "sent" })
      .returning({ id: newsletterIssues.id });
    const clickId = await click(fromNewsletter.urlSlug, "nyhetsbrev", `&kampanje=nyhetsbrev-${issue!.id}`);
    const adtraction = registeredCallbacks.adtraction(server.origin, secrets.adtraction);
    const values = {
      epi: clickId!,
      transactionid: "N1",
      commissiondecimal: "120",
      status: "approved",
      currency: "NOK",
    };
    expect((await fakeNetworkCall(adtraction, values)).status).toBe(200);
    const today = osloDate(new Date());
    const report = await loadCommission(database.db, { from: today, to: today }, null);
    expect(report.byNewsletter).toEqual([
      expect.objectContaining({
        label: `Vinterens kortnytt (nr. ${issue!.id})`,
        clicks: 1,
        conversions: 1,
        approved: 1,
        earningsMinor: 12_000,
      }),
    ]);
  });
  it("a moved card's clicks at its old address count as the card's, under its address now, filtered by either", async () => {
    const today = osloDate(new Date());
    const clicksBefore = (await loadCommission(database.db, { from: today, to: today }, other.urlSlug)).total.clicks;
    const history = cardHistory(
      [other.urlSlug, "tf-bank"].map((urlSlug, index) => ({
        cardId: other.id,
        version: index + 1,
        kind: "edit" as const,
        facts: { ...other, urlSlug },
        source: "Kortere adresse",
        publishedAt: new Date(),
      })),
    );
    replaceCards(
      firstCards.map((entry) => (entry.id === other.id ? { ...entry, urlSlug: "tf-bank" } : entry)),
      new Map([[other.id, history]]),
    );
    try {
      const clickedAt = new Date();
      await database.db.insert(applyClicks).values([
        { cardSlug: other.urlSlug, fromPath: "/", clickId: "flyttet-1", clickedAt },
        { cardSlug: "tf-bank", fromPath: "/", clickId: "flyttet-2", clickedAt },
      ]);
      for (const card of [null, other.urlSlug, "tf-bank"]) {
        const report = await loadCommission(database.db, { from: today, to: today }, card);
        expect(report.byCard.filter((row) => row.label === other.name)).toEqual([
          expect.objectContaining({ key: "tf-bank", clicks: clicksBefore + 2 }),
        ]);
      }
    } finally {
      replaceCards(firstCards, new Map());
    }
  });
});
