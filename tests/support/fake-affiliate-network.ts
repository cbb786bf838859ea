import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeNetworkCall, registeredCallbacks } from "./fake-network";

/**
 * A fake affiliate network for the tests (docs/decisions/0024): a local HTTP server speaking Adtraction's
 * and Awin's publisher transaction APIs as our pull asks them (Adtraction: POST /v2/partner/transactions/
 * with X-Token and a JSON body of fromDate/toDate; Awin: GET /publishers/{id}/transactions/ with a Bearer
 * token, startDate/endDate at most 31 days apart, timezone) and Tradedoubler's Publisher Management API
 * (POST /uaa/oauth/token, the password grant with the client as Basic authorization, then GET
 * /publisher/report/transactions with the bearer token, fromDate/toDate as yyyyMMdd, offset and a limit of
 * at most 100), holding transactions a test adds and changes; and making Adtraction's and Awin's conversion
 * callbacks to our registered callback URLs, with the networks' placeholders (Tradedoubler documents none).
 */

export type FakeNetworkName = "adtraction" | "awin" | "tradedoubler";

export type FakeTransaction = {
  network: FakeNetworkName;
  /** Adtraction's uniqueId, Awin's and Tradedoubler's numeric id (as text). */
  id: string;
  /** The sub-id the network echoes: our click id from the link's epi / clickref, or anything else. */
  clickId: string | null;
  status: "pending" | "approved" | "rejected";
  /** Kroner. */
  commission: number;
  currency?: string;
  date: Date;
  /** Awin marks an amended transaction and keeps the amount before. */
  oldCommission?: number;
};

export type FakeApiRequest = {
  network: FakeNetworkName;
  /** The window asked for, as sent. */
  from: string;
  to: string;
  authorized: boolean;
  /** Tradedoubler's page: the offset asked for. */
  offset?: number;
};

export type FakeAnswer = { status: number; body: string; contentType?: string };

export type FakeAffiliateNetwork = {
  /** The base URL for ADTRACTION_API_URL and AWIN_API_URL. */
  url: string;
  tokens: Record<FakeNetworkName, string>;
  awinPublisherId: string;
  transactions: FakeTransaction[];
  requests: FakeApiRequest[];
  /** Answer every API request of the network with this instead (a malformed body, an error), until null. */
  answers: Partial<Record<FakeNetworkName, FakeAnswer | null>>;
  /** The environment a server or a pull needs to reach this network. */
  env(): Record<string, string>;
  /** The network's callback for a transaction, to our URL as registered (with the secret), as the network makes it. */
  callback(origin: string, secret: string, transaction: FakeTransaction): Promise<Response>;
  close(): Promise<void>;
};

const DAY_MS = 24 * 60 * 60_000;
const MAX_BODY = 64 * 1024;

/** "2026-08-27T00:00:00+0000" (Adtraction's ISO 8601 with an offset) or Awin's zone-less UTC, as a Date. */
function parseDate(value: string | null | undefined, zoneless: boolean): Date | null {
  if (!value) return null;
  const iso = zoneless ? `${value}Z` : value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const stockholm = (date: Date) => `${date.toISOString().slice(0, 19)}+0000`;

function adtractionShape(tx: FakeTransaction) {
  return {
    uniqueId: tx.id,
    programId: 1_234_567,
    programName: "Kredittkortbanken NO",
    channelId: 7_654_321,
    channelName: "kortvalg.no",
    transactionType: 3,
    transactionName: "Godkjent søknad",
    orderValue: 0,
    commission: tx.commission,
    currency: tx.currency ?? "NOK",
    transactionStatus: tx.status === "approved" ? 1 : tx.status === "rejected" ? 5 : 2,
    transactionDate: stockholm(tx.date),
    epi: tx.clickId,
  };
}

/** Tradedoubler's transaction as its publisher API lists it (the documented example's fields). */
function tradedoublerShape(tx: FakeTransaction) {
  const time = `${tx.date.toISOString().slice(0, 19).replace("T", " ")}.0`;
  return {
    transactionId: Number(tx.id),
    programId: 123_456,
    programName: "Kredittkortbanken NO",
    sourceName: "kortvalg.no",
    sourceId: 1_233_456,
    eventId: 123_456,
    eventName: "Godkjent søknad",
    eventTypeId: 4,
    timeOfLastClick: time,
    timeOfCreate: time,
    timeOfTransaction: time,
    timeOfLastModified: tx.status === "pending" ? null : time,
    epi: tx.clickId,
    epi2: null,
    leadNumber: `lead-${tx.id}`,
    orderNumber: null,
    orderValue: 0,
    commission: tx.commission,
    paid: false,
    status: tx.status === "approved" ? "A" : tx.status === "rejected" ? "D" : "P",
    voucherCode: null,
    paymentId: null,
  };
}

function awinShape(tx: FakeTransaction, publisherId: string) {
  const currency = tx.currency ?? "NOK";
  return {
    id: Number(tx.id),
    url: "https://kortvalg.no",
    advertiserId: 12_345,
    publisherId: Number(publisherId),
    siteName: "Kortvalg",
    commissionStatus: tx.status === "rejected" ? "declined" : tx.status,
    commissionAmount: { amount: tx.commission, currency },
    saleAmount: { amount: 0, currency },
    clickRefs: tx.clickId === null ? null : { clickRef: tx.clickId },
    clickDate: tx.date.toISOString().slice(0, 19),
    transactionDate: tx.date.toISOString().slice(0, 19),
    validationDate: tx.status === "pending" ? null : tx.date.toISOString().slice(0, 19),
    type: "Commission group transaction",
    declineReason: null,
    voucherCodeUsed: false,
    amended: tx.oldCommission !== undefined,
    oldCommissionAmount: tx.oldCommission === undefined ? null : { amount: tx.oldCommission, currency },
    advertiserCountry: "NO",
    orderRef: null,
    paidToPublisher: false,
  };
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeAffiliateNetwork(): Promise<FakeAffiliateNetwork> {
  const tokens = {
    adtraction: `adtr-${randomBytes(16).toString("hex")}`,
    awin: `awin-${randomBytes(16).toString("hex")}`,
    // Tradedoubler: the password the user signs in with; the bearer token it gets is `tradedoublerBearer`.
    tradedoubler: `td-${randomBytes(16).toString("hex")}`,
  };
  const tradedoublerClient = { id: "kortvalg-client", secret: `td-secret-${randomBytes(12).toString("hex")}` };
  const tradedoublerUser = "partner@kortvalg.no";
  const tradedoublerBearer = `td-bearer-${randomBytes(16).toString("hex")}`;
  const awinPublisherId = "445566";
  const network: Omit<FakeAffiliateNetwork, "url" | "close" | "env"> = {
    tokens,
    awinPublisherId,
    transactions: [],
    requests: [],
    answers: {},
    callback(origin, secret, tx) {
      if (tx.network === "tradedoubler") throw new Error("Tradedoubler documents no conversion callback");
      const status = tx.status === "rejected" ? "declined" : tx.status;
      const amount = tx.commission.toFixed(2);
      const currency = tx.currency ?? "NOK";
      return tx.network === "adtraction"
        ? fakeNetworkCall(registeredCallbacks.adtraction(origin, secret), {
            epi: tx.clickId ?? "",
            transactionid: tx.id,
            commissiondecimal: amount,
            status,
            currency,
          })
        : fakeNetworkCall(registeredCallbacks.awin(origin, secret), {
            clickRef: tx.clickId ?? "",
            transactionId: tx.id,
            commission: amount,
            transactionStatus: status,
            transactionCurrency: currency,
          });
    },
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json;charset=UTF-8" }).end(JSON.stringify(body));
  };
  const override = (res: ServerResponse, answer: FakeAnswer) => {
    res.writeHead(answer.status, { "content-type": answer.contentType ?? "application/json" }).end(answer.body);
  };
  const within = (name: FakeNetworkName, from: Date, to: Date) =>
    network.transactions.filter((tx) => tx.network === name && tx.date >= from && tx.date <= to);

  async function adtraction(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    let parsed: { fromDate?: string; toDate?: string } = {};
    try {
      parsed = JSON.parse(body ?? "");
    } catch {
      return json(res, 400, { message: "Malformed request body." });
    }
    const authorized = req.headers["x-token"] === tokens.adtraction;
    network.requests.push({
      network: "adtraction",
      from: String(parsed.fromDate),
      to: String(parsed.toDate),
      authorized,
    });
    if (!authorized) return json(res, 401, { message: "Unauthorized" });
    const answer = network.answers.adtraction;
    if (answer) return override(res, answer);
    const from = parseDate(parsed.fromDate, false);
    const to = parseDate(parsed.toDate, false);
    if (!from || !to || to < from) return json(res, 400, { message: "Invalid fromDate or toDate." });
    const found = within("adtraction", from, to);
    if (found.length === 0) return json(res, 200, { message: "No transactions found." });
    return json(res, 200, found.map(adtractionShape));
  }

  function awin(req: IncomingMessage, res: ServerResponse, url: URL, publisherId: string) {
    const authorized = req.headers.authorization === `Bearer ${tokens.awin}`;
    const start = url.searchParams.get("startDate");
    const end = url.searchParams.get("endDate");
    network.requests.push({ network: "awin", from: String(start), to: String(end), authorized });
    if (!authorized) return json(res, 401, { error: "invalid_token", description: "Unauthorized" });
    if (publisherId !== awinPublisherId) return json(res, 403, { error: "forbidden" });
    const answer = network.answers.awin;
    if (answer) return override(res, answer);
    const from = parseDate(start, true);
    const to = parseDate(end, true);
    if (!from || !to || url.searchParams.get("timezone") !== "UTC")
      return json(res, 400, { error: "startDate, endDate and timezone are required" });
    // Awin: «the maximum date range between startDate and endDate currently supported is 31 days».
    if (to.getTime() - from.getTime() > 31 * DAY_MS)
      return json(res, 400, { error: "The date range between startDate and endDate must not exceed 31 days" });
    return json(
      res,
      200,
      within("awin", from, to).map((tx) => awinShape(tx, publisherId)),
    );
  }

  /** «Bearer token [POST]»: Basic client:secret, grant_type=password with the user's name and password. */
  async function tradedoublerOauth(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams((await readBody(req)) ?? "");
    const basic = `Basic ${Buffer.from(`${tradedoublerClient.id}:${tradedoublerClient.secret}`).toString("base64")}`;
    if (req.headers.authorization !== basic) return json(res, 401, { error: "unauthorized" });
    if (
      form.get("grant_type") !== "password" ||
      form.get("username") !== tradedoublerUser ||
      form.get("password") !== tokens.tradedoubler
    )
      return json(res, 400, { error: "invalid_grant", error_description: "Bad credentials" });
    return json(res, 200, {
      access_token: tradedoublerBearer,
      token_type: "bearer",
      refresh_token: `td-refresh-${randomBytes(8).toString("hex")}`,
      expires_in: 899,
      scope: "read",
    });
  }

  /** «List transaction [GET]»: fromDate/toDate (yyyyMMdd, both days included), offset, limit ≤ 100. */
  function tradedoubler(req: IncomingMessage, res: ServerResponse, url: URL) {
    const authorized = req.headers.authorization === `Bearer ${tradedoublerBearer}`;
    const fromDate = url.searchParams.get("fromDate") ?? "";
    const toDate = url.searchParams.get("toDate") ?? "";
    const offset = Number(url.searchParams.get("offset") ?? "0");
    const limit = Number(url.searchParams.get("limit") ?? "20");
    network.requests.push({ network: "tradedoubler", from: fromDate, to: toDate, authorized, offset });
    if (!authorized) return json(res, 401, { error: "invalid_token" });
    const answer = network.answers.tradedoubler;
    if (answer) return override(res, answer);
    const day = (value: string) =>
      /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : "";
    const from = new Date(`${day(fromDate)}T00:00:00Z`);
    const to = new Date(`${day(toDate)}T23:59:59.999Z`);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || !(limit >= 1 && limit <= 100) || !(offset >= 0))
      return json(res, 400, { message: "fromDate, toDate (yyyyMMdd), offset and a limit of at most 100" });
    const currency = url.searchParams.get("reportCurrencyCode") ?? "EUR";
    const found = within("tradedoubler", from, to).filter((tx) => (tx.currency ?? "NOK") === currency);
    return json(res, 200, {
      limit,
      offset,
      reportCurrencyCode: currency,
      items: found.slice(offset, offset + limit).map(tradedoublerShape),
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    const awinPath = /^\/publishers\/(\d+)\/transactions\/$/.exec(url.pathname);
    if (req.method === "POST" && url.pathname === "/v2/partner/transactions/") {
      adtraction(req, res).catch(() => res.writeHead(500).end());
    } else if (req.method === "GET" && awinPath) {
      awin(req, res, url, awinPath[1]!);
    } else if (req.method === "POST" && url.pathname === "/uaa/oauth/token") {
      tradedoublerOauth(req, res).catch(() => res.writeHead(500).end());
    } else if (req.method === "GET" && url.pathname === "/publisher/report/transactions") {
      tradedoubler(req, res, url);
    } else json(res, 404, { message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The same object the handlers read, so a test may change its transactions and answers, or replace them.
  return Object.assign(network, {
    url,
    env: () => ({
      ADTRACTION_API_TOKEN: tokens.adtraction,
      ADTRACTION_API_URL: url,
      AWIN_API_TOKEN: tokens.awin,
      AWIN_PUBLISHER_ID: awinPublisherId,
      AWIN_API_URL: url,
      TRADEDOUBLER_CLIENT_ID: tradedoublerClient.id,
      TRADEDOUBLER_CLIENT_SECRET: tradedoublerClient.secret,
      TRADEDOUBLER_USERNAME: tradedoublerUser,
      TRADEDOUBLER_PASSWORD: tokens.tradedoubler,
      TRADEDOUBLER_API_URL: url,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** `days` days before `now`: a transaction date inside (or outside) the pull's 92 days. */
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
