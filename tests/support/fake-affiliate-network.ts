import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeNetworkCall, registeredCallbacks } from "./fake-network";

/**
 * A fake affiliate network for the tests (docs/decisions/0024): a local HTTP server speaking Adtraction's
 * and Awin's publisher transaction APIs as our pull asks them (Adtraction: POST /v2/partner/transactions/
 * with X-Token and a JSON body of fromDate/toDate; Awin: GET /publishers/{id}/transactions/ with a Bearer
 * token, startDate/endDate at most 31 days apart, timezone), holding transactions a test adds and changes;
 * and making their conversion callbacks to our registered callback URLs, with the networks' placeholders.
 */

export type FakeNetworkName = "adtraction" | "awin";

export type FakeTransaction = {
  network: FakeNetworkName;
  /** Adtraction's uniqueId, Awin's numeric id (as text). */
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
  };
  const awinPublisherId = "445566";
  const network: Omit<FakeAffiliateNetwork, "url" | "close" | "env"> = {
    tokens,
    awinPublisherId,
    transactions: [],
    requests: [],
    answers: {},
    callback(origin, secret, tx) {
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

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    const awinPath = /^\/publishers\/(\d+)\/transactions\/$/.exec(url.pathname);
    if (req.method === "POST" && url.pathname === "/v2/partner/transactions/") {
      adtraction(req, res).catch(() => res.writeHead(500).end());
    } else if (req.method === "GET" && awinPath) {
      awin(req, res, url, awinPath[1]!);
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
