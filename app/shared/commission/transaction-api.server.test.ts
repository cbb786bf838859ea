import { describe, expect, it } from "vitest";
import { apiConfigFromEnv, parseTransactions, pullWindows, windowRequest } from "./transaction-api.server";

const DAY = 24 * 60 * 60_000;

describe("the networks' API settings from the environment", () => {
  it("without credentials: not pulled, naming what is missing (not a failure)", () => {
    expect(apiConfigFromEnv("adtraction", {})).toEqual({
      status: "no-credentials",
      message: "Ikke satt opp: ADTRACTION_API_TOKEN mangler. Nettverket hentes ikke (det er ikke en feil).",
    });
    expect(apiConfigFromEnv("awin", { AWIN_API_TOKEN: "t" })).toEqual({
      status: "no-credentials",
      message: "Ikke satt opp: AWIN_PUBLISHER_ID mangler. Nettverket hentes ikke (det er ikke en feil).",
    });
  });

  it("refuses plain http except to this machine, credentials in the URL, and a publisher id that is not one", () => {
    expect(
      apiConfigFromEnv("adtraction", { ADTRACTION_API_TOKEN: "t", ADTRACTION_API_URL: "http://api.example.no" }),
    ).toMatchObject({
      status: "invalid",
      message: expect.stringContaining("ADTRACTION_API_URL må være en https-adresse"),
    });
    expect(
      apiConfigFromEnv("adtraction", { ADTRACTION_API_TOKEN: "t", ADTRACTION_API_URL: "https://u:p@api.example.no" }),
    ).toMatchObject({ status: "invalid" });
    expect(apiConfigFromEnv("awin", { AWIN_API_TOKEN: "t", AWIN_PUBLISHER_ID: "12a" })).toEqual({
      status: "invalid",
      message: "AWIN_PUBLISHER_ID må være Awin-kontoens publisher-id (bare sifre).",
    });
    expect(
      apiConfigFromEnv("adtraction", { ADTRACTION_API_TOKEN: "t", ADTRACTION_API_URL: "http://127.0.0.1:9" }),
    ).toMatchObject({ status: "configured", settings: { baseUrl: new URL("http://127.0.0.1:9") } });
    expect(apiConfigFromEnv("awin", { AWIN_API_TOKEN: "t", AWIN_PUBLISHER_ID: "445566" })).toMatchObject({
      status: "configured",
      settings: { baseUrl: new URL("https://api.awin.com"), publisherId: "445566" },
    });
  });
});

describe("the pull's windows", () => {
  const now = new Date("2026-11-27T02:10:00.500Z");
  const windows = pullWindows(now);

  it("cover the last 92 days in three windows of at most 31 days, without gaps or overlaps", () => {
    expect(windows.map((w) => [w.from.toISOString(), w.to.toISOString()])).toEqual([
      ["2026-08-27T02:10:00.000Z", "2026-09-27T02:09:59.000Z"],
      ["2026-09-27T02:10:00.000Z", "2026-10-28T02:09:59.000Z"],
      ["2026-10-28T02:10:00.000Z", "2026-11-27T02:09:59.000Z"],
    ]);
    for (const window of windows) expect(window.to.getTime() - window.from.getTime()).toBeLessThanOrEqual(31 * DAY);
  });

  it("are asked as each network documents: Adtraction by POST with offsets, Awin by GET in UTC", () => {
    const window = windows[0]!;
    const adtraction = windowRequest(
      { network: "adtraction", baseUrl: new URL("https://api.adtraction.com"), token: "T", timeoutMs: 1, maxBytes: 1 },
      window,
    );
    expect(adtraction.url.href).toBe("https://api.adtraction.com/v2/partner/transactions/");
    expect(adtraction.init).toMatchObject({ method: "POST", headers: { "x-token": "T" } });
    expect(JSON.parse(String(adtraction.init.body))).toEqual({
      fromDate: "2026-08-27T02:10:00+0000",
      toDate: "2026-09-27T02:09:59+0000",
      transactionStatus: 0,
    });
    const awin = windowRequest(
      {
        network: "awin",
        baseUrl: new URL("https://api.awin.com"),
        token: "T",
        publisherId: "445566",
        timeoutMs: 1,
        maxBytes: 1,
      },
      window,
    );
    expect(awin.url.href).toBe(
      "https://api.awin.com/publishers/445566/transactions/?startDate=2026-08-27T02%3A10%3A00&endDate=2026-09-27T02%3A09%3A59&timezone=UTC&dateType=transaction",
    );
    // The token never in the URL: only in a header.
    expect([...awin.url.searchParams.values()]).not.toContain("T");
    expect(awin.init).toMatchObject({ method: "GET", headers: { authorization: "Bearer T" } });
  });
});

describe("reading a network's answer", () => {
  it("Adtraction: statuses 1 and 5 decided, others pending; kroner into øre; the epi as click id", () => {
    const parsed = parseTransactions("adtraction", [
      { uniqueId: "U1", transactionStatus: 2, commission: 400, currency: "NOK", epi: "abcDEF_123-xyz" },
      { uniqueId: 77, transactionStatus: 1, commission: 350.5, click: { epi: "fromClick" } },
      { uniqueId: "U3", transactionStatus: 5, commission: "12.5", currency: "sek", epi: null },
    ]);
    expect(parsed).toEqual({
      skipped: [],
      conversions: [
        {
          network: "adtraction",
          transactionId: "U1",
          clickId: "abcDEF_123-xyz",
          status: "pending",
          amountMinor: 40_000,
          currency: "NOK",
          source: "api",
        },
        {
          network: "adtraction",
          transactionId: "77",
          clickId: "fromClick",
          status: "approved",
          amountMinor: 35_050,
          currency: "NOK",
          source: "api",
        },
        {
          network: "adtraction",
          transactionId: "U3",
          clickId: null,
          status: "rejected",
          amountMinor: 1_250,
          currency: "SEK",
          source: "api",
        },
      ],
    });
  });

  it("Adtraction's «No transactions found.» is an empty list; another message is a failure", () => {
    expect(parseTransactions("adtraction", { message: "No transactions found." })).toEqual({
      conversions: [],
      skipped: [],
    });
    expect(parseTransactions("adtraction", { message: "Quota exceeded\u0007" })).toEqual({
      problem: "Adtraction svarte: «Quota exceeded ».",
    });
  });

  it("Awin: declined and deleted are rejected; the amended amount is the one stored; no clickRef is unattributed", () => {
    expect(
      parseTransactions("awin", [
        {
          id: 259630312,
          commissionStatus: "approved",
          commissionAmount: { amount: 5.59, currency: "NOK" },
          oldCommissionAmount: { amount: 7, currency: "NOK" },
          clickRefs: { clickRef: "ourClick_1" },
        },
        { id: 2, commissionStatus: "deleted", commissionAmount: { amount: 0, currency: "NOK" }, clickRefs: null },
      ]),
    ).toEqual({
      skipped: [],
      conversions: [
        expect.objectContaining({
          transactionId: "259630312",
          status: "approved",
          amountMinor: 559,
          clickId: "ourClick_1",
        }),
        expect.objectContaining({ transactionId: "2", status: "rejected", amountMinor: 0, clickId: null }),
      ],
    });
  });

  it("skips an entry it cannot read, saying which and why, and keeps the rest", () => {
    const parsed = parseTransactions("awin", [
      { id: 1, commissionStatus: "approved", commissionAmount: { amount: 10, currency: "NOK" } },
      { id: 2, commissionStatus: "bonus", commissionAmount: { amount: 10, currency: "NOK" } },
      { id: 3, commissionStatus: "pending", commissionAmount: { amount: -4, currency: "NOK" } },
      { id: "has space", commissionStatus: "pending", commissionAmount: { amount: 1, currency: "NOK" } },
      "nonsense",
      { id: 6, commissionStatus: "pending", commissionAmount: { amount: 1, currency: "kroner" } },
    ]);
    expect(parsed).toEqual({
      conversions: [expect.objectContaining({ transactionId: "1" })],
      skipped: [
        "Transaksjon «2»: ukjent status «bonus»",
        "Transaksjon «3»: provisjonen mangler eller er ikke et beløp på 0 kr eller mer",
        "Transaksjon nr. 4: mangler id eller har ugyldige tegn",
        "Transaksjon nr. 5: er ikke et objekt",
        "Transaksjon «6»: valutaen er ikke en valutakode som NOK",
      ],
    });
  });

  it("a body that is no list is a failure of the pull", () => {
    expect(parseTransactions("awin", { error: "x" })).toEqual({
      problem: "Svaret fra Awin er ikke en liste med transaksjoner.",
    });
    expect(parseTransactions("adtraction", "text")).toEqual({
      problem: "Svaret fra Adtraction er ikke en liste med transaksjoner.",
    });
  });
});
