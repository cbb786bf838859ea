import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../db/database.server";
import { applyClicks, commissionPullRuns, conversions, mailOutbox, staff } from "../db/schema";
import { createMailer } from "../mail/mail.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { captureLog } from "../../../tests/support/capture-log";
import {
  daysAgo,
  startFakeAffiliateNetwork,
  type FakeAffiliateNetwork,
} from "../../../tests/support/fake-affiliate-network";
import { isPullDue, runCommissionPull, runCommissionPulls, type PullRun } from "./commission-pull.server";
import { apiConfigFromEnv, type PullNetwork } from "./transaction-api.server";

const now = new Date("2026-11-27T02:30:00Z");
const clock = () => now;

describe.each(testDatabaseKinds)("the nightly pull of the networks' transactions on the %s database", (kind) => {
  let database: DatabaseHandle;
  let fake: FakeAffiliateNetwork;
  const config = (network: PullNetwork, env: Record<string, string> = {}) =>
    apiConfigFromEnv(network, { ...fake.env(), ...env });
  const pull = (network: PullNetwork, env: Record<string, string> = {}) =>
    runCommissionPull(database.db, network, { trigger: "command", config: config(network, env), now: clock });
  const stored = (transactionId: string) =>
    database.db.select().from(conversions).where(eq(conversions.transactionId, transactionId));
  const run = async (id: number) =>
    (await database.db.select().from(commissionPullRuns).where(eq(commissionPullRuns.id, id)))[0] as PullRun;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakeAffiliateNetwork();
  }, 60_000);
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(async () => {
    fake.transactions.splice(0);
    fake.requests.splice(0);
    fake.answers = {};
    await database.db.delete(conversions);
    await database.db.delete(commissionPullRuns);
    await database.db.delete(applyClicks);
  });

  it("asks for the last 92 days in windows each API accepts, and reads what is inside them only", async () => {
    await database.db.insert(applyClicks).values({ cardSlug: "remember-black", clickId: "clickInside91days" });
    fake.transactions.push(
      {
        network: "awin",
        id: "9001",
        clickId: "clickInside91days",
        status: "pending",
        commission: 300,
        date: daysAgo(now, 91),
      },
      { network: "awin", id: "9002", clickId: null, status: "approved", commission: 1, date: daysAgo(now, 93) },
      { network: "adtraction", id: "AT-5", clickId: null, status: "approved", commission: 2, date: daysAgo(now, 45) },
    );
    const outcomes = await runCommissionPulls(database.db, {
      trigger: "timer",
      configs: { adtraction: config("adtraction"), awin: config("awin") },
      networks: ["adtraction", "awin"],
      now: clock,
    });
    expect(outcomes).toMatchObject([
      { network: "adtraction", status: "ok", read: 1, added: 1, changed: 0, unattributed: 1 },
      { network: "awin", status: "ok", read: 1, added: 1, changed: 0, unattributed: 0 },
    ]);
    // Three windows each, every one authorized and accepted (the fake refuses Awin ranges over 31 days).
    expect(fake.requests.map((request) => [request.network, request.from, request.to, request.authorized])).toEqual([
      ["adtraction", "2026-08-27T02:30:00+0000", "2026-09-27T02:29:59+0000", true],
      ["adtraction", "2026-09-27T02:30:00+0000", "2026-10-28T02:29:59+0000", true],
      ["adtraction", "2026-10-28T02:30:00+0000", "2026-11-27T02:29:59+0000", true],
      ["awin", "2026-08-27T02:30:00", "2026-09-27T02:29:59", true],
      ["awin", "2026-09-27T02:30:00", "2026-10-28T02:29:59", true],
      ["awin", "2026-10-28T02:30:00", "2026-11-27T02:29:59", true],
    ]);
    expect(await stored("9001")).toMatchObject([
      { network: "awin", clickId: "clickInside91days", status: "pending", amountMinor: 30_000, source: "api" },
    ]);
    expect(await stored("9002")).toEqual([]);
  });

  it("updates each conversion by network and transaction id: pending → approved with the amount amended, once", async () => {
    await database.db.insert(applyClicks).values({ cardSlug: "remember-black", clickId: "ourClickId_0123456789" });
    const transaction = {
      network: "adtraction" as const,
      id: "AT-1001",
      clickId: "ourClickId_0123456789",
      status: "pending" as const,
      commission: 400,
      date: daysAgo(now, 3),
    };
    fake.transactions.push({ ...transaction });
    // The network's callback came first (pending), as in production.
    let first = await pull("adtraction");
    expect(first).toMatchObject({ status: "ok", read: 1, added: 1, changed: 0, unattributed: 0 });

    Object.assign(fake.transactions[0]!, { status: "approved", commission: 380.5 });
    const second = await pull("adtraction");
    expect(second).toMatchObject({ status: "ok", read: 1, added: 0, changed: 1 });
    expect(await stored("AT-1001")).toMatchObject([
      { clickId: "ourClickId_0123456789", status: "approved", amountMinor: 38_050, currency: "NOK" },
    ]);

    // The next night: the same answer changes nothing.
    first = await pull("adtraction");
    expect(first).toMatchObject({ status: "ok", read: 1, added: 0, changed: 0 });
    expect(await database.db.select().from(conversions)).toHaveLength(1);
    if (first.status !== "ok") throw new Error("not ok");
    expect(await run(first.runId)).toMatchObject({
      network: "adtraction",
      trigger: "command",
      status: "ok",
      startedAt: now,
      finishedAt: now,
      transactionsRead: 1,
      added: 0,
      changed: 0,
      unattributed: 0,
      error: null,
    });
  });

  it("keeps a transaction whose click id we do not know, unattributed", async () => {
    fake.transactions.push({
      network: "awin",
      id: "5551",
      clickId: "someone-elses-ref",
      status: "rejected",
      commission: 12,
      date: daysAgo(now, 10),
    });
    expect(await pull("awin")).toMatchObject({ status: "ok", read: 1, added: 1, unattributed: 1 });
    expect(await stored("5551")).toMatchObject([
      { network: "awin", clickId: "someone-elses-ref", status: "rejected", amountMinor: 1_200 },
    ]);
  });

  it("records bad credentials as a failed run with a clear message, never the token", async () => {
    const log = captureLog();
    try {
      const outcome = await pull("awin", { AWIN_API_TOKEN: "wrong-token-0123456789" });
      expect(outcome).toMatchObject({
        status: "failed",
        error: "Awin avviste API-nøkkelen (HTTP 401). Sjekk AWIN_API_TOKEN.",
      });
      if (outcome.status !== "failed") throw new Error("not failed");
      expect(await run(outcome.runId)).toMatchObject({
        status: "failed",
        error: "Awin avviste API-nøkkelen (HTTP 401). Sjekk AWIN_API_TOKEN.",
      });
      expect(fake.requests).toEqual([expect.objectContaining({ network: "awin", authorized: false })]);
      expect(log.lines.join("\n")).toContain("commission pull stored nothing more");
      for (const secret of ["wrong-token-0123456789", fake.tokens.awin, fake.tokens.adtraction])
        expect(log.lines.join("\n")).not.toContain(secret);
    } finally {
      log.restore();
    }
  });

  it("fails a run on a malformed body, storing nothing from it", async () => {
    fake.transactions.push({
      network: "adtraction",
      id: "AT-9",
      clickId: null,
      status: "pending",
      commission: 5,
      date: daysAgo(now, 1),
    });
    fake.answers.adtraction = { status: 200, body: "<html>Vedlikehold</html>", contentType: "text/html" };
    expect(await pull("adtraction")).toMatchObject({
      status: "failed",
      error: `Svaret fra ${new URL(fake.url).host}/v2/partner/transactions/ er ikke JSON.`,
    });
    fake.answers.adtraction = { status: 200, body: '{"transactions": "none"}' };
    expect(await pull("adtraction")).toMatchObject({
      status: "failed",
      error: "Svaret fra Adtraction er ikke en liste med transaksjoner.",
    });
    fake.answers.adtraction = { status: 503, body: "{}" };
    expect(await pull("adtraction")).toMatchObject({
      status: "failed",
      error: `${new URL(fake.url).host}/v2/partner/transactions/ svarte HTTP 503.`,
    });
    expect(await database.db.select().from(conversions)).toEqual([]);
    // An entry it cannot read is skipped and named; the rest are stored.
    fake.answers.awin = {
      status: 200,
      body: JSON.stringify([
        { id: 1, commissionStatus: "approved", commissionAmount: { amount: 10, currency: "NOK" }, clickRefs: null },
        { id: 2, commissionStatus: "bonus", commissionAmount: { amount: 10, currency: "NOK" } },
      ]),
    };
    const outcome = await pull("awin");
    expect(outcome).toMatchObject({
      status: "ok",
      read: 2,
      added: 1,
      skipped: ["Transaksjon «2»: ukjent status «bonus»"],
    });
    if (outcome.status !== "ok") throw new Error("not ok");
    expect(await run(outcome.runId)).toMatchObject({
      skipped: 1,
      skippedDetail: "Transaksjon «2»: ukjent status «bonus»",
    });
  });

  it("skips a network without credentials, recording no run", async () => {
    const outcome = await runCommissionPull(database.db, "adtraction", {
      trigger: "timer",
      config: apiConfigFromEnv("adtraction", {}),
      now: clock,
    });
    expect(outcome).toEqual({
      network: "adtraction",
      status: "no-credentials",
      message: "Ikke satt opp: ADTRACTION_API_TOKEN mangler. Nettverket hentes ikke (det er ikke en feil).",
    });
    expect(await database.db.select().from(commissionPullRuns)).toEqual([]);
  });

  it("runs one pull per network at a time; a run cut off past its lease counts as failed", async () => {
    await database.db
      .insert(commissionPullRuns)
      .values({ network: "awin", trigger: "timer", startedAt: now, leaseUntil: new Date(now.getTime() + 60_000) });
    expect(await pull("awin")).toEqual({
      network: "awin",
      status: "busy",
      message: "En annen henting fra Awin pågår nå. Prøv igjen om noen minutter.",
    });
    // Another network is not held up.
    expect(await pull("adtraction")).toMatchObject({ status: "ok" });
    await database.db
      .update(commissionPullRuns)
      .set({ leaseUntil: new Date(now.getTime() - 1) })
      .where(eq(commissionPullRuns.network, "awin"));
    expect(await pull("awin")).toMatchObject({ status: "ok" });
    const awinRuns = await database.db.select().from(commissionPullRuns).where(eq(commissionPullRuns.network, "awin"));
    expect(awinRuns.map((row) => [row.status, row.error]).sort()).toEqual([
      ["failed", "Hentingen ble avbrutt (serveren stoppet midt i den). Det som ble lagret før, står."],
      ["ok", null],
    ]);
  });

  it("when due only: once a night (from 03:00 Oslo time), and an hour after any run", async () => {
    const due = (at: string) =>
      runCommissionPull(database.db, "awin", {
        trigger: "timer",
        config: config("awin"),
        now: () => new Date(at),
        onlyWhenDue: true,
      });
    expect(await due("2026-11-26T13:00:00Z")).toMatchObject({ status: "ok" });
    expect(await due("2026-11-26T15:00:00Z")).toEqual({ network: "awin", status: "not-due" });
    // 01:30 UTC is 02:30 in Oslo: still the same night.
    expect(await due("2026-11-27T01:30:00Z")).toEqual({ network: "awin", status: "not-due" });
    expect(await due("2026-11-27T02:05:00Z")).toMatchObject({ status: "ok" });
  });

  it("pulls Tradedoubler's transactions with a token from its OAuth endpoint, page by page, epi as the click id", async () => {
    await database.db.insert(applyClicks).values({ cardSlug: "remember-black", clickId: "tdClick64" });
    // 101 in the newest window: two pages of at most 100; one is ours, the others another sub-id or none.
    for (let index = 0; index < 101; index++)
      fake.transactions.push({
        network: "tradedoubler",
        id: String(500_000 + index),
        clickId: index === 0 ? "tdClick64" : index % 2 ? "someone-else" : null,
        status: index === 0 ? "pending" : index % 3 ? "approved" : "rejected",
        commission: index === 0 ? 250 : 1,
        date: daysAgo(now, 2),
      });
    const first = await pull("tradedoubler");
    expect(first).toMatchObject({ status: "ok", read: 101, added: 101, changed: 0, unattributed: 100 });
    expect(await stored("500000")).toMatchObject([
      {
        network: "tradedoubler",
        clickId: "tdClick64",
        status: "pending",
        amountMinor: 25_000,
        currency: "NOK",
        source: "api",
      },
    ]);
    expect((await stored("500003"))[0]?.status).toBe("rejected");
    expect((await stored("500001"))[0]?.status).toBe("approved");
    // Three windows of whole UTC days, the newest read in two pages; every request with the bearer token.
    expect(fake.requests.map(({ from, to, offset, authorized }) => [from, to, offset, authorized])).toEqual([
      ["20260827", "20260927", 0, true],
      ["20260927", "20261028", 0, true],
      ["20261028", "20261127", 0, true],
      ["20261028", "20261127", 100, true],
    ]);
    // The network approves ours and amends the amount: the same conversion, updated.
    Object.assign(fake.transactions[0]!, { status: "approved", commission: 275.5 });
    expect(await pull("tradedoubler")).toMatchObject({ status: "ok", added: 0, changed: 1 });
    expect(await stored("500000")).toMatchObject([{ status: "approved", amountMinor: 27_550 }]);
    expect(await database.db.select().from(conversions)).toHaveLength(101);
    // 202 conversions written one by one: seconds on a busy machine.
  }, 60_000);

  it("records a Tradedoubler sign-in the network refuses as a failed run, naming the variables, never the password", async () => {
    const log = captureLog();
    try {
      const outcome = await pull("tradedoubler", { TRADEDOUBLER_PASSWORD: "wrong-password-0123456789" });
      expect(outcome).toMatchObject({
        status: "failed",
        error:
          "Tradedoubler avviste API-nøkkelen (HTTP 400). Sjekk TRADEDOUBLER_CLIENT_ID, TRADEDOUBLER_CLIENT_SECRET, " +
          "TRADEDOUBLER_USERNAME og TRADEDOUBLER_PASSWORD.",
      });
      expect(fake.requests).toEqual([]);
      for (const secret of ["wrong-password-0123456789", fake.env().TRADEDOUBLER_CLIENT_SECRET!])
        expect(log.lines.join("\n")).not.toContain(secret);
      // A body that is not the documented page of items fails the run too.
      fake.answers.tradedoubler = { status: 200, body: JSON.stringify([{ transactionId: 1 }]) };
      expect(await pull("tradedoubler")).toMatchObject({
        status: "failed",
        error: "Svaret fra Tradedoubler er ikke en liste med transaksjoner.",
      });
    } finally {
      log.restore();
    }
  });

  it("mails admins once when a network's pulls have failed for a day, and not for another network's", async () => {
    const mailer = createMailer(database.db, { from: "Kortvalg <post@kortvalg.no>" });
    await database.db.delete(mailOutbox);
    await database.db.delete(staff);
    await database.db.insert(staff).values([
      { email: "admin@kortvalg.no", role: "admin", webauthnUserId: "u-admin-pull" },
      { email: "redaktor@kortvalg.no", role: "redaktør", webauthnUserId: "u-red-pull" },
    ]);
    const at = (hours: number) => () => new Date(now.getTime() + hours * 60 * 60_000);
    const failing = (network: PullNetwork, hours: number, env: Record<string, string>) =>
      runCommissionPull(database.db, network, {
        trigger: "timer",
        config: config(network, env),
        now: at(hours),
        onlyWhenDue: true,
        mailer,
      });
    const alerts = () => database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "commission-pull-alert"));
    expect(await failing("adtraction", 0, {})).toMatchObject({ status: "ok" });
    // Awin fails hourly from now; Adtraction fails too, but only since its good pull a night later.
    for (let hour = 1; hour <= 23; hour++)
      expect(await failing("awin", hour, { AWIN_API_TOKEN: "wrong-token-0123456789" })).toMatchObject({
        status: "failed",
      });
    expect(await alerts()).toHaveLength(0);
    for (let hour = 24; hour <= 27; hour++)
      expect(await failing("awin", hour, { AWIN_API_TOKEN: "wrong-token-0123456789" })).toMatchObject({
        status: "failed",
      });
    expect(await failing("adtraction", 25, { ADTRACTION_API_TOKEN: "wrong-token-0123456789" })).toMatchObject({
      status: "failed",
    });
    const sent = await alerts();
    expect(sent.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ["admin@kortvalg.no", "Hentingen av provisjon fra Awin har feilet i over et døgn"],
    ]);
    expect(sent[0]?.textBody).toContain("har feilet 25 ganger på rad");
    expect(sent[0]?.textBody).toContain("Siste feil: Awin avviste API-nøkkelen (HTTP 401). Sjekk AWIN_API_TOKEN.");
    expect(sent[0]?.textBody).not.toContain("wrong-token");
    // A good pull ends the stretch; failing again mails only after another day.
    expect(await failing("awin", 29, {})).toMatchObject({ status: "ok" });
    expect(await failing("awin", 54, { AWIN_API_TOKEN: "wrong-token-0123456789" })).toMatchObject({
      status: "failed",
    });
    expect(await alerts()).toHaveLength(1);
  }, 60_000);
});

describe("when a pull is due", () => {
  const runAt = (iso: string, status: "ok" | "failed" = "ok") => ({ startedAt: new Date(iso), status }) as PullRun;

  it("is due with no run, after the night turns, and not within an hour of a failure", () => {
    expect(isPullDue({ lastGood: null, last: null }, now)).toBe(true);
    const good = runAt("2026-11-26T02:10:00Z");
    expect(isPullDue({ lastGood: good, last: good }, new Date("2026-11-27T01:59:00Z"))).toBe(false);
    expect(isPullDue({ lastGood: good, last: good }, new Date("2026-11-27T02:01:00Z"))).toBe(true);
    const failed = runAt("2026-11-27T02:01:00Z", "failed");
    expect(isPullDue({ lastGood: good, last: failed }, new Date("2026-11-27T02:30:00Z"))).toBe(false);
    expect(isPullDue({ lastGood: good, last: failed }, new Date("2026-11-27T03:02:00Z"))).toBe(true);
  });
});
