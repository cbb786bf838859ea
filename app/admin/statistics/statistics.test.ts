import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PageViewsChart, pageViewsChartSummary } from "./statistics-chart";
import {
  bucketLabels,
  bucketStart,
  bucketTitle,
  bucketsBetween,
  change,
  csvText,
  formatChange,
  formatDateRange,
  isIsoDay,
  isoWeek,
  pageViewsOverTime,
  parseStatisticsQuery,
  periodShortcuts,
  previousPeriod,
  statisticsCsv,
  statisticsCsvFilename,
  statisticsMessages,
  summarizeClickCounts,
  summarizePageViewCounts,
  type StatisticsQuery,
  type StatisticsReport,
} from "./statistics";
import { summarizeClicks, summarizePageViews, type ClickRow } from "../../../tests/support/statistics-summaries";

// Intl's separators are no-break spaces; compare on plain spaces for readable tables.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const at = (iso: string) => new Date(iso);
const query = (overrides: Partial<StatisticsQuery> = {}): StatisticsQuery => ({
  from: "2026-11-01",
  to: "2026-11-07",
  granularity: "dag",
  card: null,
  ...overrides,
});
// 22 November 2026, 23:30 in Oslo (22:30 UTC): still the 22nd there.
const today = at("2026-11-22T22:30:00.000Z");

describe("parseStatisticsQuery", () => {
  it.each([
    ["", { from: "2026-10-26", to: "2026-11-22", granularity: "dag", card: null }],
    ["fra=&til=&inndeling=&kort=", { from: "2026-10-26", to: "2026-11-22", granularity: "dag", card: null }],
    [
      "fra=2026-11-01&til=2026-11-28&inndeling=uke",
      { from: "2026-11-01", to: "2026-11-28", granularity: "uke", card: null },
    ],
    ["til=2026-10-31", { from: "2026-10-04", to: "2026-10-31", granularity: "dag", card: null }],
    ["fra=2026-11-01", { from: "2026-11-01", to: "2026-11-22", granularity: "dag", card: null }],
    [
      "fra=+2026-11-22+&til=2026-11-22&kort=remember-black",
      { from: "2026-11-22", to: "2026-11-22", granularity: "dag", card: "remember-black" },
    ],
    // Two years with a leap day: 731 days, the longest allowed.
    ["fra=2027-01-01&til=2028-12-31", { from: "2027-01-01", to: "2028-12-31", granularity: "dag", card: null }],
  ])("?%s → %o", (search, expected) => {
    const result = parseStatisticsQuery(new URLSearchParams(search), today);
    expect(result).toMatchObject({ ok: true, data: expected });
  });

  it("uses the day in Oslo, not in UTC, for today", () => {
    // 00:30 on 1 January 2027 in Oslo is still 31 December in UTC.
    const result = parseStatisticsQuery(new URLSearchParams(), at("2026-12-31T23:30:00.000Z"));
    expect(result).toMatchObject({ ok: true, data: { to: "2027-01-01", from: "2026-12-05" } });
  });

  it("gives the defaults back as values, for the filter form", () => {
    expect(parseStatisticsQuery(new URLSearchParams(), today).values).toEqual({
      fra: "2026-10-26",
      til: "2026-11-22",
      inndeling: "dag",
      kort: "",
    });
  });

  it.each([
    ["fra=1.11.2026", { fra: statisticsMessages.fromInvalid }],
    ["fra=2026-02-30", { fra: statisticsMessages.fromInvalid }],
    ["til=i%20går", { til: statisticsMessages.toInvalid }],
    ["fra=x&til=y", { fra: statisticsMessages.fromInvalid, til: statisticsMessages.toInvalid }],
    ["fra=2026-11-10&til=2026-11-09", { til: statisticsMessages.toBeforeFrom }],
    ["fra=2026-01-01&til=2028-01-02", { til: statisticsMessages.tooLong }],
    ["fra=2027-01-01&til=2029-01-01", { til: statisticsMessages.tooLong }],
    ["inndeling=måned", { inndeling: statisticsMessages.granularityInvalid }],
    ["kort=%3Cscript%3E", { kort: statisticsMessages.cardInvalid }],
    [
      "inndeling=time&kort=ABC",
      { inndeling: statisticsMessages.granularityInvalid, kort: statisticsMessages.cardInvalid },
    ],
  ])("?%s is refused with %o", (search, errors) => {
    const result = parseStatisticsQuery(new URLSearchParams(search), today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual(errors);
  });

  it("names the field in every message", () => {
    expect(statisticsMessages.fromInvalid).toBe("Fra-dato må være en dato, for eksempel 2026-11-01.");
    expect(statisticsMessages.toInvalid).toMatch(/^Til-dato/);
    expect(statisticsMessages.granularityInvalid).toMatch(/^Inndeling/);
    expect(statisticsMessages.cardInvalid).toMatch(/^Kort/);
  });
});

describe("dates and buckets", () => {
  it.each([
    ["2026-11-01", true],
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["", false],
  ])("isIsoDay(%s) = %s", (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });

  it.each([
    ["2026-11-08", "2026-11-14", { from: "2026-11-01", to: "2026-11-07" }],
    ["2026-11-22", "2026-11-22", { from: "2026-11-21", to: "2026-11-21" }],
    ["2026-03-01", "2026-03-31", { from: "2026-01-29", to: "2026-02-28" }],
    ["2027-01-01", "2027-01-28", { from: "2026-12-04", to: "2026-12-31" }],
  ])("previousPeriod(%s, %s) = %o", (from, to, expected) => {
    expect(previousPeriod(from, to)).toEqual(expected);
  });

  it.each([
    // Oslo is UTC+1 in winter, UTC+2 in summer.
    ["2026-11-22T22:59:59.000Z", "dag", "2026-11-22"],
    ["2026-11-22T23:00:00.000Z", "dag", "2026-11-23"],
    ["2026-07-31T21:59:59.000Z", "dag", "2026-07-31"],
    ["2026-07-31T22:00:00.000Z", "dag", "2026-08-01"],
    // Daylight saving starts 29 March 2026 and ends 25 October 2026.
    ["2026-03-29T21:59:00.000Z", "dag", "2026-03-29"],
    ["2026-10-25T22:59:00.000Z", "dag", "2026-10-25"],
    // Weeks start on Monday: 23 November 2026 is a Monday.
    ["2026-11-23T00:00:00.000Z", "uke", "2026-11-23"],
    ["2026-11-29T22:59:59.000Z", "uke", "2026-11-23"],
    ["2026-11-29T23:00:00.000Z", "uke", "2026-11-30"],
    ["2026-11-22T23:30:00.000Z", "uke", "2026-11-23"],
    // Across New Year: ISO week 53 of 2026 runs from 28 December to 3 January.
    ["2027-01-03T12:00:00.000Z", "uke", "2026-12-28"],
  ] as const)("bucketStart(%s, %s) = %s", (moment, granularity, expected) => {
    expect(bucketStart(at(moment), granularity)).toBe(expected);
  });

  it("takes another time zone when given one", () => {
    expect(bucketStart(at("2026-11-22T23:30:00.000Z"), "dag", "UTC")).toBe("2026-11-22");
  });

  it.each([
    ["2026-11-01", "2026-11-03", "dag", ["2026-11-01", "2026-11-02", "2026-11-03"]],
    ["2026-11-22", "2026-11-22", "dag", ["2026-11-22"]],
    ["2028-02-28", "2028-03-01", "dag", ["2028-02-28", "2028-02-29", "2028-03-01"]],
    // 1 November 2026 is a Sunday: its week began on 26 October.
    ["2026-11-01", "2026-11-16", "uke", ["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"]],
    ["2026-11-02", "2026-11-08", "uke", ["2026-11-02"]],
  ] as const)("bucketsBetween(%s, %s, %s)", (from, to, granularity, expected) => {
    expect(bucketsBetween(from, to, granularity)).toEqual(expected);
  });

  it("lists every day of the longest period", () => {
    expect(bucketsBetween("2027-01-01", "2028-12-31", "dag")).toHaveLength(731);
  });

  it.each([
    ["2026-11-23", { week: 48, year: 2026 }],
    ["2026-12-31", { week: 53, year: 2026 }],
    ["2027-01-03", { week: 53, year: 2026 }],
    ["2027-01-04", { week: 1, year: 2027 }],
    ["2025-12-29", { week: 1, year: 2026 }],
  ])("isoWeek(%s) = %o", (day, expected) => {
    expect(isoWeek(day)).toEqual(expected);
  });

  it.each([
    [["2026-11-23", "2026-11-24"], "dag", ["23. nov. 2026", "24. nov."]],
    [["2026-12-31", "2027-01-01", "2027-01-02"], "dag", ["31. des. 2026", "1. jan. 2027", "2. jan."]],
    [["2026-05-01"], "dag", ["1. mai 2026"]],
    [["2026-11-23", "2026-11-30"], "uke", ["uke 48, 2026", "uke 49"]],
    [["2026-12-21", "2026-12-28", "2027-01-04"], "uke", ["uke 52, 2026", "uke 53", "uke 1, 2027"]],
  ] as const)("bucketLabels(%o, %s)", (buckets, granularity, expected) => {
    expect(bucketLabels(buckets, granularity).map(plain)).toEqual(expected);
  });

  it.each([
    ["2026-11-23", "dag", "23. november 2026"],
    ["2026-11-23", "uke", "uke 48 (23.–29. nov. 2026)"],
    ["2026-11-30", "uke", "uke 49 (30. nov.–6. des. 2026)"],
    ["2025-12-29", "uke", "uke 1 (29. des. 2025–4. jan. 2026)"],
  ] as const)("bucketTitle(%s, %s) = %s", (bucket, granularity, expected) => {
    expect(plain(bucketTitle(bucket, granularity))).toBe(expected);
  });

  it.each([
    [{ from: "2026-11-01", to: "2026-11-28" }, "1. november 2026–28. november 2026"],
    [{ from: "2026-11-01", to: "2026-11-01" }, "1. november 2026"],
  ])("formatDateRange(%o) = %s", (range, expected) => {
    expect(plain(formatDateRange(range))).toBe(expected);
  });
});

const click = (
  cardSlug: string,
  clickedAt: string,
  fromPath: string | null = "/kort",
  campaign: string | null = null,
): ClickRow => ({
  cardSlug,
  fromPath,
  campaign,
  clickedAt: at(clickedAt),
});
const names: Record<string, string> = {
  "remember-black": "Remember Black",
  "bank-norwegian": "Bank Norwegian",
  "sas-eurobonus": "SAS EuroBonus",
};
const cardName = (slug: string) => names[slug];

describe("summarizeClicks", () => {
  const rows = [
    click("remember-black", "2026-11-01T10:00:00.000Z", "/kort", "host"),
    click("remember-black", "2026-11-01T22:59:00.000Z", "/", "host"), // 23:59 in Oslo: still 1 November
    click("remember-black", "2026-11-01T23:00:00.000Z", null, null), // 00:00 on 2 November in Oslo
    click("bank-norwegian", "2026-11-03T12:00:00.000Z", "/kort", null),
    click("bank-norwegian", "2026-11-07T22:59:59.000Z", "/kort", "black-friday"),
    click("sas-eurobonus", "2026-11-05T12:00:00.000Z", "/", null),
    click("removed-card", "2026-11-05T12:00:00.000Z", "/", null),
    click("remember-black", "2026-10-31T22:59:59.000Z"), // 31 October in Oslo: before the period
    click("remember-black", "2026-11-07T23:00:00.000Z"), // 8 November in Oslo: after it
  ];

  it("counts per card and day, with every day of the period and zeros where there were no clicks", () => {
    const summary = summarizeClicks(rows, query(), { cardName });
    expect(summary.buckets).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
    expect(summary.byCard).toEqual([
      { cardSlug: "remember-black", cardName: "Remember Black", counts: [2, 1, 0, 0, 0, 0, 0], total: 3 },
      { cardSlug: "bank-norwegian", cardName: "Bank Norwegian", counts: [0, 0, 1, 0, 0, 0, 1], total: 2 },
      // Equal totals: by name. A card no longer in content/cards.ts keeps its slug as name.
      { cardSlug: "removed-card", cardName: "removed-card", counts: [0, 0, 0, 0, 1, 0, 0], total: 1 },
      { cardSlug: "sas-eurobonus", cardName: "SAS EuroBonus", counts: [0, 0, 0, 0, 1, 0, 0], total: 1 },
    ]);
    expect(summary.bucketTotals).toEqual([2, 1, 1, 0, 2, 0, 1]);
    expect(summary.total).toBe(7);
  });

  it("totals per source page and campaign, unknown ones named, most first then by name", () => {
    const summary = summarizeClicks(rows, query(), { cardName });
    expect(summary.bySource).toEqual([
      { fromPath: "/", total: 3 },
      { fromPath: "/kort", total: 3 },
      { fromPath: "(ukjent)", total: 1 },
    ]);
    expect(summary.byCampaign).toEqual([
      { campaign: "(ingen)", total: 4 },
      { campaign: "host", total: 2 },
      { campaign: "black-friday", total: 1 },
    ]);
  });

  it("counts per ISO week, the first week starting before the period", () => {
    const summary = summarizeClicks(rows, query({ granularity: "uke" }), { cardName });
    expect(summary.buckets).toEqual(["2026-10-26", "2026-11-02"]);
    expect(summary.byCard[0]).toEqual({
      cardSlug: "remember-black",
      cardName: "Remember Black",
      counts: [2, 1],
      total: 3,
    });
    expect(summary.bucketTotals).toEqual([2, 5]);
  });

  it("keeps to one card when the query names one, and shows it with zeros when it has no clicks", () => {
    expect(summarizeClicks(rows, query({ card: "bank-norwegian" }), { cardName })).toMatchObject({
      byCard: [{ cardSlug: "bank-norwegian", total: 2 }],
      bySource: [{ fromPath: "/kort", total: 2 }],
      total: 2,
    });
    expect(summarizeClicks(rows, query({ card: "sas-eurobonus", from: "2026-11-06" }), { cardName })).toMatchObject({
      byCard: [{ cardSlug: "sas-eurobonus", cardName: "SAS EuroBonus", counts: [0, 0], total: 0 }],
      total: 0,
    });
  });

  it("gives zeros and empty lists for a period without clicks", () => {
    expect(summarizeClicks([], query({ to: "2026-11-02" }))).toEqual({
      buckets: ["2026-11-01", "2026-11-02"],
      bucketTotals: [0, 0],
      byCard: [],
      bySource: [],
      byCampaign: [],
      total: 0,
    });
  });

  it("gives the same as counted rows from the database", () => {
    const counted = summarizeClickCounts(
      [
        { cardSlug: "remember-black", fromPath: "/kort", campaign: "host", day: "2026-11-01", count: 4 },
        { cardSlug: "remember-black", fromPath: null, campaign: null, day: "2026-11-02", count: 1 },
        { cardSlug: "remember-black", fromPath: null, campaign: null, day: "2026-10-31", count: 9 },
      ],
      query({ to: "2026-11-02" }),
      { cardName },
    );
    expect(counted).toMatchObject({ byCard: [{ counts: [4, 1], total: 5 }], bucketTotals: [4, 1], total: 5 });
  });
});

describe("summarizePageViews", () => {
  it("counts views and returning views per page, most viewed first", () => {
    const view = (path: string, returning: boolean) => ({ path, returning, viewedAt: at("2026-11-01T12:00:00.000Z") });
    expect(
      summarizePageViews([
        view("/kort", false),
        view("/", true),
        view("/kort", true),
        view("/om-oss", false),
        view("/", false),
      ]),
    ).toEqual({
      overTime: [],
      byPath: [
        { path: "/", total: 2, returning: 1 },
        { path: "/kort", total: 2, returning: 1 },
        { path: "/om-oss", total: 1, returning: 0 },
      ],
      total: 5,
      returning: 2,
      paths: 3,
    });
    expect(summarizePageViews([])).toEqual({ overTime: [], byPath: [], total: 0, returning: 0, paths: 0 });
  });

  it("keeps the totals of all pages when given only the top ones", () => {
    expect(
      summarizePageViewCounts([{ path: "/", total: 9, returning: 3 }], { total: 12, returning: 4, paths: 3 }),
    ).toEqual({
      overTime: [],
      byPath: [{ path: "/", total: 9, returning: 3 }],
      total: 12,
      returning: 4,
      paths: 3,
    });
  });
});

describe("change from the previous period", () => {
  it.each([
    [60, 48, { difference: 12, percent: 25 }, "+12 (+25 %)"],
    [27, 30, { difference: -3, percent: -10 }, "−3 (−10 %)"],
    [5, 0, { difference: 5, percent: null }, "+5 (ny)"],
    [0, 0, { difference: 0, percent: null }, "0"],
    [40, 40, { difference: 0, percent: 0 }, "0 (0 %)"],
    [0, 8, { difference: -8, percent: -100 }, "−8 (−100 %)"],
    [9, 8, { difference: 1, percent: 12.5 }, "+1 (+12,5 %)"],
    [2, 3, { difference: -1, percent: -100 / 3 }, "−1 (−33,3 %)"],
    [13_500, 1_500, { difference: 12_000, percent: 800 }, "+12 000 (+800 %)"],
  ])("change(%s, %s)", (current, previous, expected, text) => {
    const result = change(current, previous);
    expect(result.difference).toBe(expected.difference);
    if (expected.percent === null) expect(result.percent).toBeNull();
    else expect(result.percent).toBeCloseTo(expected.percent, 6);
    expect(plain(formatChange(result))).toBe(text);
  });

  it("writes a minus as nb-NO does (U+2212) and keeps the percent sign on the number's line", () => {
    expect(formatChange(change(27, 30))).toBe("\u22123 (\u221210\u00a0%)");
  });
});

describe("statisticsCsv", () => {
  const clicks = summarizeClicks(
    [
      click("remember-black", "2026-11-01T10:00:00.000Z", "/kort", "høst"),
      click("remember-black", "2026-11-01T11:00:00.000Z", "/kort", "høst"),
      click("remember-black", "2026-11-01T12:00:00.000Z", "/kort", "høst"),
      click("remember-black", "2026-11-02T10:00:00.000Z", "/kort;ekstra", null),
      click("remember-black", "2026-11-02T11:00:00.000Z", "/kort;ekstra", null),
      click("bank-norwegian", "2026-11-02T10:00:00.000Z", null, '=HYPERLINK("https://evil.example","x")'),
    ],
    query({ to: "2026-11-02" }),
    { cardName },
  );
  const report: StatisticsReport = {
    query: query({ to: "2026-11-02" }),
    cardName: null,
    previous: previousPeriod("2026-11-01", "2026-11-02"),
    clicks,
    previousClicks: 2,
    pageViews: summarizePageViewCounts(
      [{ path: "/", total: 10, returning: 4 }],
      { total: 11, returning: 4, paths: 2 },
      pageViewsOverTime([{ day: "2026-11-02", total: 11, returning: 4 }], query({ to: "2026-11-02" })),
    ),
    previousPageViews: 0,
  };
  const csv = statisticsCsv(report);
  const lines = csv.slice(1).split("\r\n");

  it("starts with a UTF-8 byte order mark and ends each line with CRLF", () => {
    expect(csv.startsWith("\ufeff")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.slice(1).replace(/\r\n/g, "")).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  });

  it("holds what the page shows: totals, clicks per card and day, per source, per campaign, page views", () => {
    expect(lines).toEqual([
      "Kortvalg statistikk",
      "Fra;2026-11-01",
      "Til;2026-11-02",
      "Inndeling;dag",
      "Kort;Alle kort",
      "",
      "Totalt;Denne perioden;Forrige periode (2026-10-30–2026-10-31);Endring;Endring i prosent",
      "Søknadsklikk;6;2;4;200",
      "Sidevisninger;11;0;11;",
      "",
      "Søknadsklikk per kort og dag",
      "Kort;2026-11-01;2026-11-02;Sum",
      "Remember Black;3;2;5",
      "Bank Norwegian;0;1;1",
      "Sum;3;3;6",
      "",
      "Søknadsklikk per kildeside",
      "Kildeside;Søknadsklikk",
      "/kort;3",
      '"/kort;ekstra";2',
      "(ukjent);1",
      "",
      "Søknadsklikk per kampanje",
      "Kampanje;Søknadsklikk",
      "høst;3",
      "(ingen);2",
      // A formula is defused with a leading apostrophe; the cell is quoted for its quotes, doubled (RFC 4180).
      '"\'=HYPERLINK(""https://evil.example"",""x"")";1',
      "",
      "Sidevisninger per side (bare besøk med samtykke til statistikk)",
      "Side;Sidevisninger;Herav tilbakevendende",
      "/;10;4",
      "Viser de 1 mest viste av 2 sider",
      "",
      "Sidevisninger per dag",
      "Dag;Sidevisninger;Herav tilbakevendende",
      "2026-11-01;0;0",
      "2026-11-02;11;4",
      "",
    ]);
  });

  it("writes weeks as the date of their Monday and a negative change as a number", () => {
    const weekly = statisticsCsv({
      ...report,
      query: query({ granularity: "uke", card: "remember-black", to: "2026-11-02" }),
      cardName: "Remember Black",
      clicks: summarizeClicks([], query({ granularity: "uke", card: "remember-black", to: "2026-11-02" }), {
        cardName,
      }),
      previousClicks: 3,
    });
    expect(weekly).toContain("\r\nKort;Remember Black\r\n");
    expect(weekly).toContain("\r\nSøknadsklikk;0;3;-3;-100\r\n");
    expect(weekly).toContain(
      "\r\nSøknadsklikk per kort og uke (dato = mandag i uken)\r\nKort;2026-10-26;2026-11-02;Sum\r\nRemember Black;0;0;0\r\n",
    );
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+47 912 34 567", "'+47 912 34 567"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", "'\rCR"],
    ["/kort", "/kort"],
    ["sommer=sol", "sommer=sol"],
    ["", ""],
  ])("csvText(%j) = %j", (value, expected) => {
    expect(csvText(value)).toBe(expected);
  });

  it("quotes a defused cell that needs quoting", () => {
    const withCarriageReturn = statisticsCsv({
      ...report,
      clicks: { ...clicks, byCampaign: [{ campaign: "\r=1;2", total: 1 }] },
    });
    expect(withCarriageReturn).toContain('\r\n"\'\r=1;2";1\r\n');
  });

  it.each([
    [query(), "kortvalg-statistikk-2026-11-01-2026-11-07.csv"],
    [query({ card: "remember-black" }), "kortvalg-statistikk-2026-11-01-2026-11-07-remember-black.csv"],
  ])("statisticsCsvFilename(%o) = %s", (value, expected) => {
    expect(statisticsCsvFilename(value)).toBe(expected);
  });
});

describe("page views over time", () => {
  it("counts every day or week of the period, zeros included, and leaves out days outside it", () => {
    const rows = [
      { day: "2026-10-31", total: 5, returning: 5 },
      { day: "2026-11-01", total: 3, returning: 1 },
      { day: "2026-11-03", total: 2, returning: 0 },
      { day: "2026-11-09", total: 7, returning: 2 },
      { day: "2026-11-10", total: 9, returning: 9 },
    ];
    expect(pageViewsOverTime(rows, query({ to: "2026-11-03" }))).toEqual([
      { bucket: "2026-11-01", total: 3, returning: 1 },
      { bucket: "2026-11-02", total: 0, returning: 0 },
      { bucket: "2026-11-03", total: 2, returning: 0 },
    ]);
    // Weeks: 26 Oct–1 Nov (only 1 Nov in the period), 2–8 Nov, 9–15 Nov up to the 9th.
    expect(pageViewsOverTime(rows, query({ to: "2026-11-09", granularity: "uke" }))).toEqual([
      { bucket: "2026-10-26", total: 3, returning: 1 },
      { bucket: "2026-11-02", total: 2, returning: 0 },
      { bucket: "2026-11-09", total: 7, returning: 2 },
    ]);
  });

  it("draws them as the clicks' chart does, one column a day with views, named by a summary", () => {
    const rows = [
      { day: "2026-11-01", total: 3, returning: 1 },
      { day: "2026-11-03", total: 12, returning: 0 },
    ];
    const q = query({ to: "2026-11-03" });
    const pageViews = summarizePageViewCounts([], { total: 15, returning: 1, paths: 2 }, pageViewsOverTime(rows, q));
    const html = renderToStaticMarkup(createElement(PageViewsChart, { pageViews, query: q }));
    const summary =
      "Sidevisninger per dag, 1. november 2026–3. november 2026, besøk med samtykke til statistikk: 15 sidevisninger i alt, " +
      "flest 12 (3. november 2026). Tallene står i tabellen «Sidevisninger per dag».";
    expect(pageViewsChartSummary(pageViews, q)).toBe(summary);
    expect(html).toContain(`role="img" aria-label="${summary}"`);
    expect(html).toContain('<figcaption class="font-semibold text-ink">Sidevisninger per dag</figcaption>');
    expect([...html.matchAll(/<rect[^>]*><title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([
      "1. november 2026: 3 sidevisninger",
      "3. november 2026: 12 sidevisninger",
    ]);
    const none = summarizePageViewCounts([], undefined, pageViewsOverTime([], q));
    expect(pageViewsChartSummary(none, q)).toMatch(/: ingen sidevisninger i perioden\.$/);
  });
});

describe("one-click periods", () => {
  it("are today, 7 and 30 days with today, this month so far, and last calendar year", () => {
    expect(periodShortcuts("2026-03-05")).toEqual([
      { label: "I dag", from: "2026-03-05", to: "2026-03-05" },
      { label: "7 dager", from: "2026-02-27", to: "2026-03-05" },
      { label: "30 dager", from: "2026-02-04", to: "2026-03-05" },
      { label: "Denne måneden", from: "2026-03-01", to: "2026-03-05" },
      { label: "I fjor", from: "2025-01-01", to: "2025-12-31" },
    ]);
  });
});
