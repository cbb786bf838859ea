import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cardBySlug } from "#content/cards";
import type { DatabaseHandle } from "~/shared/db/database.server";
import { affiliateLinks, applyClicks, conversions } from "~/shared/db/schema";
import type { Services } from "~/services.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { testServices } from "../../../tests/support/test-services";
import { testBuild } from "../../../tests/support/test-build";
import { fakeNetworkCall, registeredCallbacks, serveRoutes } from "../../../tests/support/fake-network";
import * as callbackRoute from "./commission-callback.route";
import * as goRoute from "../tracking/go.route";

const build = testBuild({
  "routes/callback": { path: "api/provisjon/:network", module: callbackRoute },
  "routes/go": { path: "go/:urlSlug", module: goRoute },
});
const secrets = { adtraction: "a".repeat(20) + "-adtraction-secret-0123456789", awin: "w".repeat(40) };
const card = cardBySlug("remember-black")!;
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

describe.each(testDatabaseKinds)("conversion callbacks on the %s database", (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  let server: Awaited<ReturnType<typeof serveRoutes>>;
  const adtraction = () => registeredCallbacks.adtraction(server.origin, secrets.adtraction);
  const awin = () => registeredCallbacks.awin(server.origin, secrets.awin);

  beforeAll(async () => {
    process.env.COMMISSION_SECRET_ADTRACTION = secrets.adtraction;
    process.env.COMMISSION_SECRET_AWIN = secrets.awin;
    database = await openTestDatabase(kind);
    services = testServices(database);
    await database.db.insert(affiliateLinks).values({
      cardId: card.id,
      network: "adtraction",
      template: "https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi={klikkId}&url=https://www.remember.no/",
    });
    await services.commission.refresh();
    server = await serveRoutes(build, services);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    delete process.env.COMMISSION_SECRET_ADTRACTION;
    delete process.env.COMMISSION_SECRET_AWIN;
  });

  const stored = (transactionId: string) =>
    database.db.select().from(conversions).where(eq(conversions.transactionId, transactionId));

  it("click → callback (pending) → amended and approved: one conversion, tied to the click", async () => {
    const click = await fetch(`${server.origin}/go/${card.urlSlug}?plassering=flis`, {
      redirect: "manual",
      headers: { "User-Agent": browser },
    });
    const clickId = new URL(click.headers.get("Location")!).searchParams.get("epi")!;
    expect(await database.db.select().from(applyClicks).where(eq(applyClicks.clickId, clickId))).toHaveLength(1);

    const pending = {
      epi: clickId,
      transactionid: "AT-1001",
      commissiondecimal: "400.00",
      status: "pending",
      currency: "NOK",
    };
    let response = await fakeNetworkCall(adtraction(), pending);
    expect([response.status, await response.text()]).toEqual([200, "Registrert.\n"]);
    expect(await stored("AT-1001")).toMatchObject([{ clickId, status: "pending", amountMinor: 40_000 }]);

    // A replay (networks retry until they get a 200): the same answer's status, nothing changed.
    response = await fakeNetworkCall(adtraction(), pending);
    expect([response.status, await response.text()]).toEqual([200, "Allerede registrert.\n"]);

    response = await fakeNetworkCall(adtraction(), { ...pending, commissiondecimal: "350.5", status: "approved" });
    expect(response.status).toBe(200);
    expect(await stored("AT-1001")).toMatchObject([{ clickId, status: "approved", amountMinor: 35_050 }]);

    // A late pending after the decision does not undo it.
    response = await fakeNetworkCall(adtraction(), pending);
    expect([response.status, await response.text()]).toEqual([200, "Allerede registrert.\n"]);
    expect(await stored("AT-1001")).toMatchObject([{ status: "approved", amountMinor: 35_050 }]);
  });

  it("keeps a conversion whose click id we do not know, unattributed (Awin's parameters)", async () => {
    const response = await fakeNetworkCall(awin(), {
      clickRef: "not-one-of-ours",
      transactionId: "AW-77",
      commission: "1.64",
      transactionStatus: "declined",
      transactionCurrency: "nok",
    });
    expect(response.status).toBe(200);
    expect(await stored("AW-77")).toMatchObject([
      { network: "awin", clickId: "not-one-of-ours", status: "rejected", amountMinor: 164, currency: "NOK" },
    ]);
    expect(await database.db.select().from(applyClicks).where(eq(applyClicks.clickId, "not-one-of-ours"))).toHaveLength(
      0,
    );
  });

  it.each([
    {
      name: "a wrong secret",
      url: () => registeredCallbacks.adtraction(server.origin, "b".repeat(48)),
      status: 403,
      text: "Feil eller manglende «nokkel».",
    },
    {
      name: "no secret",
      url: () => adtraction().replace(/nokkel=[^&]*&/, ""),
      status: 403,
      text: "Feil eller manglende «nokkel».",
    },
    {
      name: "one network's secret at another",
      url: () => registeredCallbacks.awin(server.origin, secrets.adtraction),
      status: 403,
      text: "Feil eller manglende «nokkel».",
    },
    {
      name: "an unknown network",
      url: () => adtraction().replace("/adtraction?", "/cj?"),
      status: 404,
      text: "Ukjent nettverk «cj».",
    },
    {
      name: "a network that reports by file",
      url: () => adtraction().replace("/adtraction?", "/tradedoubler?"),
      status: 404,
      text: "Dette nettverket sender ikke tilbakekall hit: last opp rapporten i administrasjonen.",
    },
  ])("refuses $name with $status, storing nothing", async ({ url, status, text }) => {
    const before = (await database.db.select().from(conversions)).length;
    const response = await fakeNetworkCall(url(), {
      epi: "x",
      transactionid: "AT-bad",
      commissiondecimal: "1",
      status: "pending",
      clickRef: "x",
      transactionId: "AW-bad",
      commission: "1",
      transactionStatus: "pending",
    });
    expect([response.status, await response.text()]).toEqual([status, `${text}\n`]);
    expect(await database.db.select().from(conversions)).toHaveLength(before);
  });

  it.each<[Record<string, string>, string]>([
    [{ transactionid: "" }, "«transactionid» (transaksjonens id) mangler eller har ugyldige tegn."],
    [{ transactionid: "a b" }, "«transactionid» (transaksjonens id) mangler eller har ugyldige tegn."],
    [{ status: "maybe" }, "«status» må være pending, approved eller rejected (eller declined/deleted)."],
    [{ commissiondecimal: "-5" }, "«commissiondecimal» (provisjonen) må være et beløp som 125.50."],
    [{ commissiondecimal: "1e9" }, "«commissiondecimal» (provisjonen) må være et beløp som 125.50."],
    [{ currency: "kroner" }, "«currency» må være en valutakode som NOK."],
  ])("refuses a malformed callback %o with 400, naming the parameter", async (change, message) => {
    const values = { epi: "abc", transactionid: "AT-2", commissiondecimal: "10", status: "pending", currency: "NOK" };
    const response = await fakeNetworkCall(adtraction(), { ...values, ...change });
    expect([response.status, await response.text()]).toEqual([400, `${message}\n`]);
    expect(await stored(change["transactionid"] ?? "AT-2")).toEqual([]);
  });

  it("answers only GET", async () => {
    const response = await fetch(adtraction(), { method: "HEAD" });
    expect(response.status).toBe(405);
  });
});
