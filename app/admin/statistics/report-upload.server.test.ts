import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardBySlug } from "#content/cards";
import type { DatabaseHandle } from "~/shared/db/database.server";
import { applyClicks, auditLog, conversions } from "~/shared/db/schema";
import { recordConversion } from "~/shared/commission/conversions.server";
import { osloDate } from "~/shared/cards/data-freshness";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { readReport } from "./network-report.server";
import { confirmUpload, loadPreview, saveUpload } from "./report-upload.server";
import { loadCommission } from "./commission-statistics.server";
import { commissionCsvRows } from "./commission-statistics";
import { loadStatistics } from "./statistics.server";
import { statisticsCsv } from "./statistics";

const paying = cardBySlug("morrow-bank-kredittkort")!;
const other = cardBySlug("tf-bank-mastercard")!;
const id = (letter: string) => letter.repeat(22);
const actor = { staffId: null, email: "kommandolinjen" } as const;

describe.each(testDatabaseKinds)("a network report uploaded on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const now = new Date();
    const eightDaysAgo = new Date(now.getTime() - 8 * 86_400_000);
    await database.db.insert(applyClicks).values([
      { cardSlug: paying.urlSlug, clickId: id("a"), placement: "kortside", fromPath: "/kort/x", clickedAt: now },
      {
        cardSlug: paying.urlSlug,
        clickId: id("b"),
        placement: "nyhetsbrev",
        campaign: "nyhetsbrev-2026-11",
        fromPath: null,
        clickedAt: now,
      },
      { cardSlug: other.urlSlug, clickId: id("c"), placement: "flis", fromPath: "/kredittkort", clickedAt: now },
      { cardSlug: other.urlSlug, clickId: id("d"), placement: "flis", fromPath: "/kredittkort", clickedAt: now },
      // The period before (a 7-day period: 8 days ago is in the 7 days before it).
      {
        cardSlug: paying.urlSlug,
        clickId: id("e"),
        placement: "kortside",
        fromPath: "/kort/x",
        clickedAt: eightDaysAgo,
      },
    ]);
    const held = { network: "adtraction", currency: "NOK", source: "callback" } as const;
    await recordConversion(database.db, {
      ...held,
      transactionId: "T1",
      clickId: id("a"),
      status: "pending",
      amountMinor: 40_000,
    });
    await recordConversion(database.db, {
      ...held,
      transactionId: "T5",
      clickId: id("c"),
      status: "approved",
      amountMinor: 10_000,
    });
    await recordConversion(database.db, {
      ...held,
      transactionId: "T6",
      clickId: id("d"),
      status: "rejected",
      amountMinor: 5_000,
    });
    await recordConversion(database.db, {
      ...held,
      transactionId: "T7",
      clickId: id("e"),
      status: "approved",
      amountMinor: 20_000,
    });
  }, 60_000);
  afterAll(() => database.close());

  const report = [
    "Transaction ID;EPI;Status;Commission;Transaction date",
    `T1;${id("a")};Approved;380,50;2026-11-03`, // pending → approved, amended
    `T2;${id("b")};Pending;1 200,00;2026-11-04`, // new, a newsletter click
    "T3;fremmed-id;Approved;99,90;2026-11-04", // new, not our click
    `T5;${id("c")};Approved;120;2026-11-05`, // amount amended
    `T6;${id("d")};Pending;50;2026-11-05`, // pending after the decision: unchanged
    "=cmd|' /C calc'!A0;x;Approved;1;2026-11-05", // refused: a formula, not an id
  ].join("\r\n");

  it("previews every change, then stores it once on confirmation, and the statistics and CSV show it", async () => {
    const { db } = database;
    const parsed = readReport(new TextEncoder().encode(report), "adtraction", {});
    if ("problem" in parsed) throw new Error(parsed.problem);
    const token = await saveUpload(db, null, "adtraction", "rapport.csv", parsed);
    const preview = await loadPreview(db, token);
    expect(preview?.counts).toEqual({ new: 2, status: 1, amount: 1, unchanged: 1, unattributed: 1, refused: 1 });
    expect(preview?.lines.map((line) => [line.line, line.transactionId, line.change, line.attributed])).toEqual([
      [2, "T1", "status", true],
      [3, "T2", "new", true],
      [4, "T3", "new", false],
      [5, "T5", "amount", true],
      [6, "T6", "unchanged", true],
    ]);
    expect(preview?.refused).toEqual([
      {
        line: 7,
        reason: "Transaksjons-id «=cmd|' /C calc'!A0» har tegn en id ikke har (bare bokstaver, tall og . : / - _).",
      },
    ]);
    // Nothing is stored before the confirmation.
    expect((await db.select().from(conversions)).length).toBe(4);

    expect(await confirmUpload(db, actor, token)).toEqual({
      status: "done",
      counts: { new: 2, updated: 2, repeat: 1 },
    });
    expect(await confirmUpload(db, actor, token)).toMatchObject({ status: "already" });
    expect(await confirmUpload(db, actor, "x".repeat(22))).toEqual({ status: "missing" });
    const stored = await db.select().from(conversions);
    expect(
      stored
        .map((row) => [row.transactionId, row.status, row.amountMinor, row.source])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ["T1", "approved", 38_050, "callback"],
      ["T2", "pending", 120_000, "csv"],
      ["T3", "approved", 9_990, "csv"],
      ["T5", "approved", 12_000, "callback"],
      ["T6", "rejected", 5_000, "callback"],
      ["T7", "approved", 20_000, "callback"],
    ]);
    expect((await db.select().from(auditLog)).map((row) => [row.action, row.subject, JSON.parse(row.details)])).toEqual(
      [["provisjonsrapport lastet opp", "rapport.csv", { nettverk: "adtraction", new: 2, updated: 2, repeat: 1 }]],
    );

    // The same file again: the preview says nothing changes, and storing changes nothing.
    const again = await saveUpload(db, null, "adtraction", "rapport.csv", parsed);
    expect((await loadPreview(db, again))?.counts).toEqual({
      new: 0,
      status: 0,
      amount: 0,
      unchanged: 5,
      unattributed: 1,
      refused: 1,
    });
    expect(await confirmUpload(db, actor, again)).toEqual({
      status: "done",
      counts: { new: 0, updated: 0, repeat: 5 },
    });

    // The statistics of the last 7 days, against the 7 before.
    const today = osloDate(new Date());
    const weekAgo = new Date(Date.now() - 6 * 86_400_000);
    const period = { from: osloDate(weekAgo), to: today };
    const commission = await loadCommission(db, period, null);
    const measures = (
      clicks: number,
      conversionCount: number,
      approved: number,
      rejected: number,
      earningsMinor: number,
      pendingMinor: number,
    ) => ({ clicks, conversions: conversionCount, approved, rejected, earningsMinor, pendingMinor });
    const none = measures(0, 0, 0, 0, 0, 0);
    expect(commission.total).toEqual({
      key: "",
      label: "Totalt",
      ...measures(4, 4, 2, 1, 50_050, 120_000),
      previous: measures(1, 1, 1, 0, 20_000, 0),
    });
    expect(commission.byCard).toEqual([
      {
        key: paying.urlSlug,
        label: paying.name,
        ...measures(2, 2, 1, 0, 38_050, 120_000),
        previous: measures(1, 1, 1, 0, 20_000, 0),
      },
      { key: other.urlSlug, label: other.name, ...measures(2, 2, 1, 1, 12_000, 0), previous: none },
    ]);
    expect(commission.byNewsletter).toEqual([
      { key: "nyhetsbrev-2026-11", label: "nyhetsbrev-2026-11", ...measures(1, 1, 0, 0, 0, 120_000), previous: none },
    ]);
    expect(commission.byPage.map((row) => [row.label, row.clicks, row.earningsMinor])).toEqual([
      ["/kort/x", 1, 38_050],
      ["/kredittkort", 2, 12_000],
      ["(ukjent)", 1, 0],
    ]);
    expect(
      commission.byPlacement.map((row) => [row.label, row.clicks, row.earningsMinor, row.previous.clicks]),
    ).toEqual([
      ["Kortsiden", 1, 38_050, 1],
      ["Kortflis", 2, 12_000, 0],
      ["Nyhetsbrev", 1, 0, 0],
    ]);
    expect(commission.unattributed).toEqual({ conversions: 1, earningsMinor: 9_990, pendingMinor: 0 });

    const csv = statisticsCsv(
      await loadStatistics(db, { ...period, granularity: "dag", card: null }),
      commissionCsvRows(commission),
    );
    const lines = csv.split("\r\n");
    expect(lines).toContain("Inntjent, godkjent (kr);500,50;200,00;300,50");
    expect(lines).toContain("Godkjenningsgrad (%);66,7;100;");
    // Each conversion once: the card's commission row is there once, T1 counted once in it.
    expect(lines.filter((line) => line === `${paying.name};2;2;1;0;100;380,50;1200,00;190,25;1;200,00`)).toHaveLength(
      1,
    );
    expect(lines).toContain("nyhetsbrev-2026-11;1;1;0;0;;0,00;1200,00;0,00;0;0,00");
    expect(lines).toContain("Konverteringer med en klikk-id vi ikke har;1;99,90;0,00");
  });
});
