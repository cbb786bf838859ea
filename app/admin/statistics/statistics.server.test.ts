import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cardBySlug, firstCards, replaceCards } from "#content/cards";
import { cardHistory } from "~/shared/cards/card-versions";
import type { StatisticsQuery } from "~/admin/statistics/statistics";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { applyClicks, pageViews } from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { summarizeClicks, summarizePageViews } from "../../../tests/support/statistics-summaries";
import { loadStatistics, PAGE_VIEW_PATH_LIMIT } from "./statistics.server";

const at = (iso: string) => new Date(iso);
const query = (overrides: Partial<StatisticsQuery> = {}): StatisticsQuery => ({
  from: "2026-10-24",
  to: "2026-10-27",
  granularity: "dag",
  card: null,
  ...overrides,
});

// The period 24–27 October 2026 spans the end of daylight saving (Sunday 25 October, 03:00 → 02:00):
// Oslo is UTC+2 before and UTC+1 after. The period before is 20–23 October.
const clicks = [
  { cardSlug: "remember-black", fromPath: "/kort", campaign: "host", clickedAt: at("2026-10-23T21:59:59.000Z") }, // 23:59:59 on the 23rd: before
  { cardSlug: "remember-black", fromPath: "/kort", campaign: "host", clickedAt: at("2026-10-23T22:00:00.000Z") }, // 00:00 on the 24th
  { cardSlug: "remember-black", fromPath: "/kort", campaign: "host", clickedAt: at("2026-10-24T10:00:00.000Z") },
  { cardSlug: "remember-black", fromPath: null, campaign: null, clickedAt: at("2026-10-25T22:59:59.000Z") }, // 23:59:59 on the 25th (UTC+1)
  {
    cardSlug: "bank-norwegian-kredittkort",
    fromPath: "/",
    campaign: "black-friday",
    clickedAt: at("2026-10-25T23:00:00.000Z"),
  }, // 00:00 on the 26th
  {
    cardSlug: "bank-norwegian-kredittkort",
    fromPath: "/",
    campaign: "black-friday",
    clickedAt: at("2026-10-27T22:59:59.000Z"),
  }, // last second of the 27th
  { cardSlug: "bank-norwegian-kredittkort", fromPath: "/", campaign: null, clickedAt: at("2026-10-27T23:00:00.000Z") }, // the 28th: after
  { cardSlug: "remember-black", fromPath: "/", campaign: null, clickedAt: at("2026-10-20T12:00:00.000Z") }, // in the period before
  { cardSlug: "bank-norwegian-kredittkort", fromPath: "/", campaign: null, clickedAt: at("2026-10-19T21:59:59.000Z") }, // 19th: before that
];
const views = [
  { path: "/", returning: false, viewedAt: at("2026-10-23T22:00:00.000Z") },
  { path: "/", returning: true, viewedAt: at("2026-10-26T08:00:00.000Z") },
  { path: "/kort", returning: false, viewedAt: at("2026-10-27T22:59:59.000Z") },
  { path: "/kort", returning: true, viewedAt: at("2026-10-25T12:00:00.000Z") },
  { path: "/om-oss", returning: false, viewedAt: at("2026-10-24T12:00:00.000Z") },
  { path: "/", returning: false, viewedAt: at("2026-10-27T23:00:00.000Z") }, // after
  { path: "/", returning: false, viewedAt: at("2026-10-21T12:00:00.000Z") }, // the period before
];

describe.each(testDatabaseKinds)("business figures on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(applyClicks);
    await database.db.delete(pageViews);
    await database.db.insert(applyClicks).values(clicks);
    await database.db.insert(pageViews).values(views);
  });

  it("counts clicks per card and Oslo day, by source and campaign, across the change of clock", async () => {
    const report = await loadStatistics(database.db, query());
    expect(report.previous).toEqual({ from: "2026-10-20", to: "2026-10-23" });
    expect(report.clicks).toEqual({
      buckets: ["2026-10-24", "2026-10-25", "2026-10-26", "2026-10-27"],
      bucketTotals: [2, 1, 1, 1],
      byCard: [
        { cardSlug: "remember-black", cardName: "re:member Black", counts: [2, 1, 0, 0], total: 3 },
        { cardSlug: "bank-norwegian-kredittkort", cardName: "Bank Norwegian", counts: [0, 0, 1, 1], total: 2 },
      ],
      bySource: [
        { fromPath: "/", total: 2 },
        { fromPath: "/kort", total: 2 },
        { fromPath: "(ukjent)", total: 1 },
      ],
      byCampaign: [
        { campaign: "black-friday", total: 2 },
        { campaign: "host", total: 2 },
        { campaign: "(ingen)", total: 1 },
      ],
      total: 5,
    });
    expect(report.previousClicks).toBe(2);
  });

  it("gives the same figures as counting the clicks one by one", async () => {
    for (const q of [
      query(),
      query({ granularity: "uke" }),
      query({ from: "2026-10-19", to: "2026-10-28", card: "bank-norwegian-kredittkort" }),
    ]) {
      const report = await loadStatistics(database.db, q);
      expect(report.clicks).toEqual(summarizeClicks(clicks, q, { cardName: (slug) => cardBySlug(slug)?.name }));
    }
  });

  it("counts per ISO week", async () => {
    const report = await loadStatistics(database.db, query({ granularity: "uke" }));
    // Saturday 24 and Sunday 25 October are in the week of Monday 19 October.
    expect(report.clicks.buckets).toEqual(["2026-10-19", "2026-10-26"]);
    expect(report.clicks.bucketTotals).toEqual([3, 2]);
  });

  it("keeps to one card, in the period and the period before, and names it", async () => {
    const report = await loadStatistics(database.db, query({ card: "bank-norwegian-kredittkort" }));
    expect(report.cardName).toBe("Bank Norwegian");
    expect(report.clicks.total).toBe(2);
    expect(report.clicks.byCard.map((line) => line.cardSlug)).toEqual(["bank-norwegian-kredittkort"]);
    expect(report.previousClicks).toBe(0);
    // Page views are not about a card: the filter leaves them as they are.
    expect(report.pageViews.total).toBe(5);
  });

  it("counts a moved card's clicks at its old address as the card's, under its address now, and filters by either", async () => {
    // An editor moved Bank Norwegian to «bank-norwegian» after the clicks above were recorded at its old address.
    const card = cardBySlug("bank-norwegian-kredittkort")!;
    const history = cardHistory(
      ["bank-norwegian-kredittkort", "bank-norwegian"].map((urlSlug, index) => ({
        cardId: card.id,
        version: index + 1,
        kind: "edit" as const,
        facts: { ...card, urlSlug },
        source: "Kortere adresse",
        publishedAt: at("2026-10-26T12:00:00.000Z"),
      })),
    );
    replaceCards(
      firstCards.map((entry) => (entry.id === card.id ? { ...entry, urlSlug: "bank-norwegian" } : entry)),
      new Map([[card.id, history]]),
    );
    try {
      await database.db.insert(applyClicks).values({
        cardSlug: "bank-norwegian",
        fromPath: "/",
        campaign: null,
        clickedAt: at("2026-10-27T12:00:00.000Z"),
      });
      const all = await loadStatistics(database.db, query());
      expect(all.clicks.byCard.find((line) => line.cardName === "Bank Norwegian")).toEqual({
        cardSlug: "bank-norwegian",
        cardName: "Bank Norwegian",
        counts: [0, 0, 1, 2],
        total: 3,
      });
      expect(all.clicks.byCard).toHaveLength(2);
      for (const asked of ["bank-norwegian", "bank-norwegian-kredittkort"]) {
        const one = await loadStatistics(database.db, query({ card: asked }));
        expect(one.query.card).toBe("bank-norwegian");
        expect(one.cardName).toBe("Bank Norwegian");
        expect(one.clicks.total).toBe(3);
      }
    } finally {
      replaceCards(firstCards, new Map());
    }
  });

  it("counts consented page views per page in the period, returning ones too", async () => {
    const report = await loadStatistics(database.db, query());
    const { overTime } = report.pageViews;
    expect(report.pageViews).toEqual({ ...summarizePageViews(views.slice(0, 5)), overTime });
    // Per Oslo day: 00:00 on the 24th (22:00 UTC, summer time) and 23:59:59 on the 27th (22:59:59 UTC, winter time).
    expect(overTime).toEqual([
      { bucket: "2026-10-24", total: 2, returning: 0 },
      { bucket: "2026-10-25", total: 1, returning: 1 },
      { bucket: "2026-10-26", total: 1, returning: 1 },
      { bucket: "2026-10-27", total: 1, returning: 0 },
    ]);
    expect(report.pageViews).toEqual({
      overTime,
      byPath: [
        { path: "/", total: 2, returning: 1 },
        { path: "/kort", total: 2, returning: 1 },
        { path: "/om-oss", total: 1, returning: 0 },
      ],
      total: 5,
      returning: 2,
      paths: 3,
    });
    expect(report.previousPageViews).toBe(1);
  });

  it("lists at most the most viewed pages, and still counts all of them", async () => {
    const many = Array.from({ length: PAGE_VIEW_PATH_LIMIT + 5 }, (_, index) => ({
      path: `/side-${index}`,
      returning: false,
      viewedAt: at("2026-10-26T12:00:00.000Z"),
    }));
    await database.db.insert(pageViews).values(many);
    const report = await loadStatistics(database.db, query());
    expect(report.pageViews.byPath).toHaveLength(PAGE_VIEW_PATH_LIMIT);
    expect(report.pageViews.byPath.slice(0, 2).map((line) => line.path)).toEqual(["/", "/kort"]);
    expect(report.pageViews).toMatchObject({
      total: 5 + PAGE_VIEW_PATH_LIMIT + 5,
      paths: 3 + PAGE_VIEW_PATH_LIMIT + 5,
    });
  });

  it("gives zeros for a period without anything", async () => {
    const report = await loadStatistics(database.db, query({ from: "2026-12-01", to: "2026-12-02" }));
    expect(report).toMatchObject({
      clicks: { buckets: ["2026-12-01", "2026-12-02"], bucketTotals: [0, 0], byCard: [], total: 0 },
      previousClicks: 0,
      pageViews: { byPath: [], total: 0, returning: 0, paths: 0 },
      previousPageViews: 0,
    });
  });
});
