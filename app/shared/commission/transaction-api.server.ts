import { affiliateNetworks } from "./affiliate-networks";
import type { Conversion, ConversionStatus } from "./conversions.server";
import { commissionPullText as text, printable } from "./commission-pull-text";

/**
 * The networks' publisher transaction APIs (docs/decisions/0024): the last 92 days of transactions,
 * in date windows each API accepts, read into conversions for `recordConversion`, the function the
 * callbacks use. Tokens go in a header only (never a URL, a message or the log).
 */

export const pullNetworks = ["adtraction", "awin", "tradedoubler"] as const;
export type PullNetwork = (typeof pullNetworks)[number];
export const isPullNetwork = (value: string): value is PullNetwork =>
  (pullNetworks as readonly string[]).includes(value);

/** How far back each pull reads: networks decide within about three months, so each night re-reads them. */
export const PULL_DAYS = 92;
/**
 * The longest window one request covers. Awin: «the maximum date range between startDate and endDate
 * currently supported is 31 days» (Awin, Publisher API «GET transactions (list)»). Adtraction's list is
 * not paged, so the same windows keep each of its answers bounded too.
 */
export const WINDOW_DAYS = 31;
/** A network's answer for one window is at most this; a body past it is refused while it streams in. */
export const API_MAX_BYTES = 20_000_000;
export const API_TIMEOUT_MS = 60_000;
/**
 * Tradedoubler pages its list: «maximum limit is 100», `offset` the first row (Publisher Management API,
 * «Pagination»). A window of more pages than this is refused rather than read without end.
 */
export const TRADEDOUBLER_PAGE_SIZE = 100;
export const TRADEDOUBLER_MAX_PAGES = 200;

const DAY_MS = 24 * 60 * 60_000;

export const apiDefaults = {
  adtraction: { url: "https://api.adtraction.com" },
  awin: { url: "https://api.awin.com" },
  tradedoubler: { url: "https://connect.tradedoubler.com" },
} as const satisfies Record<PullNetwork, { url: string }>;

/** The environment variables of each network's API: credentials, and where the API is (for tests). */
export const apiVariables = {
  adtraction: { credentials: ["ADTRACTION_API_TOKEN"], url: "ADTRACTION_API_URL", token: "ADTRACTION_API_TOKEN" },
  awin: { credentials: ["AWIN_API_TOKEN", "AWIN_PUBLISHER_ID"], url: "AWIN_API_URL", token: "AWIN_API_TOKEN" },
  // OAuth 2.0 password grant: the API client (made in the publisher UI) and the user it acts as.
  tradedoubler: {
    credentials: [
      "TRADEDOUBLER_CLIENT_ID",
      "TRADEDOUBLER_CLIENT_SECRET",
      "TRADEDOUBLER_USERNAME",
      "TRADEDOUBLER_PASSWORD",
    ],
    url: "TRADEDOUBLER_API_URL",
    token: "TRADEDOUBLER_CLIENT_ID, TRADEDOUBLER_CLIENT_SECRET, TRADEDOUBLER_USERNAME og TRADEDOUBLER_PASSWORD",
  },
} as const satisfies Record<PullNetwork, { credentials: readonly string[]; url: string; token: string }>;

export type ApiSettings = {
  network: PullNetwork;
  baseUrl: URL;
  token: string;
  /** Awin's publisher id (the path of its transaction list). */
  publisherId?: string;
  /** Tradedoubler's OAuth client and user, exchanged for a bearer token at the start of each pull. */
  oauth?: { clientId: string; clientSecret: string; username: string; password: string };
  timeoutMs: number;
  maxBytes: number;
};

export type ApiConfig =
  | { status: "configured"; settings: ApiSettings }
  /** No credentials: the network is not pulled, and the back office says so. Not a failure. */
  | { status: "no-credentials"; message: string }
  | { status: "invalid"; message: string };

export function apiConfigFromEnv(
  network: PullNetwork,
  env: Record<string, string | undefined> = process.env,
  limits: { timeoutMs?: number; maxBytes?: number } = {},
): ApiConfig {
  const names = apiVariables[network];
  const missing = names.credentials.filter((name) => !env[name]?.trim());
  if (missing.length > 0) return { status: "no-credentials", message: text.noCredentials(missing) };
  let baseUrl: URL;
  try {
    baseUrl = new URL(env[names.url]?.trim() || apiDefaults[network].url);
  } catch {
    return { status: "invalid", message: text.badUrl(names.url) };
  }
  // The token goes to this address: only over TLS, or to this machine (the tests' fake network).
  const loopback = ["127.0.0.1", "[::1]", "localhost"].includes(baseUrl.hostname);
  if (
    baseUrl.username ||
    baseUrl.password ||
    !(baseUrl.protocol === "https:" || (baseUrl.protocol === "http:" && loopback))
  )
    return { status: "invalid", message: text.badUrl(names.url) };
  const publisherId = network === "awin" ? (env.AWIN_PUBLISHER_ID?.trim() ?? "") : undefined;
  if (publisherId !== undefined && !/^\d{1,20}$/.test(publisherId))
    return { status: "invalid", message: text.badPublisherId };
  const oauth =
    network === "tradedoubler"
      ? {
          clientId: env.TRADEDOUBLER_CLIENT_ID?.trim() ?? "",
          clientSecret: env.TRADEDOUBLER_CLIENT_SECRET?.trim() ?? "",
          username: env.TRADEDOUBLER_USERNAME?.trim() ?? "",
          password: env.TRADEDOUBLER_PASSWORD ?? "",
        }
      : undefined;
  return {
    status: "configured",
    settings: {
      network,
      baseUrl,
      token: network === "tradedoubler" ? "" : (env[names.token]?.trim() ?? ""),
      ...(publisherId === undefined ? {} : { publisherId }),
      ...(oauth === undefined ? {} : { oauth }),
      timeoutMs: limits.timeoutMs ?? API_TIMEOUT_MS,
      maxBytes: limits.maxBytes ?? API_MAX_BYTES,
    },
  };
}

export type Window = { from: Date; to: Date };

/**
 * The last PULL_DAYS days up to `now` in windows of at most WINDOW_DAYS, oldest first; each window's
 * `to` is the second before the next one's `from` (the APIs read both ends as inclusive).
 */
export function pullWindows(now: Date, days = PULL_DAYS, windowDays = WINDOW_DAYS): Window[] {
  const end = Math.floor(now.getTime() / 1000) * 1000;
  const windows: Window[] = [];
  for (let from = end - days * DAY_MS; from < end; from += windowDays * DAY_MS) {
    const to = Math.min(from + windowDays * DAY_MS, end) - 1000;
    windows.push({ from: new Date(from), to: new Date(Math.max(to, from)) });
  }
  return windows;
}

/** "2026-08-27T00:00:00": UTC without a zone (Awin, with timezone=UTC). */
const utcSeconds = (date: Date) => date.toISOString().slice(0, 19);

/** "20260827": the UTC day (Tradedoubler's fromDate and toDate, both days included). */
const utcDay = (date: Date) => date.toISOString().slice(0, 10).replaceAll("-", "");

/**
 * How each API is asked for one window: Adtraction by POST with a JSON body, Awin by GET, Tradedoubler by
 * GET one page at a time with the bearer token of this pull.
 */
export function windowRequest(
  settings: ApiSettings,
  window: Window,
  page: { offset: number; bearer: string } = { offset: 0, bearer: "" },
): { url: URL; init: RequestInit } {
  const headers: Record<string, string> = { accept: "application/json" };
  if (settings.network === "tradedoubler") {
    // Publisher Management API, «List transaction» (GET /publisher/report/transactions): fromDate and toDate
    // as yyyyMMdd, amounts in reportCurrencyCode, paged by offset and limit; the token as a Bearer header.
    const url = new URL("publisher/report/transactions", withSlash(settings.baseUrl));
    url.searchParams.set("fromDate", utcDay(window.from));
    url.searchParams.set("toDate", utcDay(window.to));
    url.searchParams.set("reportCurrencyCode", "NOK");
    url.searchParams.set("offset", String(page.offset));
    url.searchParams.set("limit", String(TRADEDOUBLER_PAGE_SIZE));
    return { url, init: { method: "GET", headers: { ...headers, authorization: `Bearer ${page.bearer}` } } };
  }
  if (settings.network === "adtraction") {
    // Adtraction API v2, Partner › Transactions: token in X-Token; ISO 8601 dates with an offset;
    // transactionStatus 0 = every status.
    const url = new URL("v2/partner/transactions/", withSlash(settings.baseUrl));
    const body = JSON.stringify({
      fromDate: `${utcSeconds(window.from)}+0000`,
      toDate: `${utcSeconds(window.to)}+0000`,
      transactionStatus: 0,
    });
    return {
      url,
      init: {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "x-token": settings.token },
        body,
      },
    };
  }
  // Awin Publisher API, GET /publishers/{publisherId}/transactions/: the OAuth2 token as a Bearer header.
  const url = new URL(`publishers/${settings.publisherId}/transactions/`, withSlash(settings.baseUrl));
  url.searchParams.set("startDate", utcSeconds(window.from));
  url.searchParams.set("endDate", utcSeconds(window.to));
  url.searchParams.set("timezone", "UTC");
  url.searchParams.set("dateType", "transaction");
  return { url, init: { method: "GET", headers: { ...headers, authorization: `Bearer ${settings.token}` } } };
}

const withSlash = (url: URL) => new URL(url.pathname.endsWith("/") ? url.href : `${url.href}/`);

export type ApiRead = { status: "read"; value: unknown } | { status: "failed"; message: string };

/**
 * One request to a network's API. The body is read as it streams in and abandoned at `maxBytes`; the
 * whole request has `timeoutMs`; redirects are not followed (the token goes only where it is set up).
 */
export function requestWindow(
  settings: ApiSettings,
  window: Window,
  page?: { offset: number; bearer: string },
): Promise<ApiRead> {
  const { url, init } = windowRequest(settings, window, page);
  return requestJson(settings, url, init);
}

/**
 * Tradedoubler's bearer token for this pull (Publisher Management API, «Bearer token»): POST
 * /uaa/oauth/token with the client as Basic authorization and grant_type=password with the user. The token
 * lives about 15 minutes (expires_in 899), so each pull asks for its own and keeps it in memory only.
 */
export async function tradedoublerToken(settings: ApiSettings): Promise<{ token: string } | { message: string }> {
  const oauth = settings.oauth;
  if (!oauth) return { message: text.unauthorized("Tradedoubler", 401, apiVariables.tradedoubler.token) };
  const url = new URL("uaa/oauth/token", withSlash(settings.baseUrl));
  const basic = Buffer.from(`${oauth.clientId}:${oauth.clientSecret}`).toString("base64");
  const answer = await requestJson(
    settings,
    url,
    {
      method: "POST",
      headers: {
        accept: "application/json",
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        grant_type: "password",
        username: oauth.username,
        password: oauth.password,
      }).toString(),
    },
    // An OAuth server answers a wrong user or password with 400 invalid_grant (RFC 6749, 5.2).
    [400, 401, 403],
  );
  if (answer.status === "failed") return { message: answer.message };
  const token = isObject(answer.value) ? answer.value.access_token : undefined;
  if (typeof token !== "string" || !/^[\x21-\x7e]{1,4096}$/.test(token))
    return { message: text.noToken("Tradedoubler") };
  return { token };
}

/** One request to a network's API, its JSON answer read within the limits (`requestWindow`). */
async function requestJson(
  settings: ApiSettings,
  url: URL,
  init: RequestInit,
  refusedStatuses: readonly number[] = [401, 403],
): Promise<ApiRead> {
  const name = affiliateNetworks[settings.network].name;
  const place = `${url.host}${url.pathname}`;
  const failed = (message: string): ApiRead => ({ status: "failed", message });
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "manual", signal });
  } catch (error) {
    if (signal.aborted) return failed(text.timeout(place, settings.timeoutMs / 1000));
    return failed(text.unreachable(place, networkDetail(error)));
  }
  const discard = async () => {
    await response.body?.cancel().catch(() => undefined);
  };
  if (refusedStatuses.includes(response.status)) {
    await discard();
    return failed(text.unauthorized(name, response.status, apiVariables[settings.network].token));
  }
  if (response.status === 429) {
    await discard();
    return failed(text.rateLimited(name));
  }
  if (response.status >= 300 && response.status < 400) {
    await discard();
    return failed(text.redirected(place, response.status));
  }
  if (response.status !== 200) {
    await discard();
    return failed(text.httpStatus(place, response.status));
  }
  const megabytes = Math.round(settings.maxBytes / 1_000_000);
  const declared = Number(response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > settings.maxBytes) {
    await discard();
    return failed(text.tooLarge(place, megabytes));
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    const reader = response.body?.getReader();
    for (;;) {
      const next = reader ? await reader.read() : { done: true as const, value: undefined };
      if (next.done) break;
      bytes += next.value.byteLength;
      if (bytes > settings.maxBytes) {
        await reader?.cancel().catch(() => undefined);
        return failed(text.tooLarge(place, megabytes));
      }
      chunks.push(next.value);
    }
  } catch (error) {
    if (signal.aborted) return failed(text.timeout(place, settings.timeoutMs / 1000));
    return failed(text.unreachable(place, networkDetail(error)));
  }
  try {
    return {
      status: "read",
      value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks, bytes))),
    };
  } catch {
    return failed(text.notJson(place));
  }
}

/** A network error's cause in a few words ("ECONNREFUSED"), never the URL it was given. */
function networkDetail(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  return typeof cause?.code === "string" ? cause.code : "nettverksfeil";
}

export type ParsedTransactions = { conversions: Conversion[]; skipped: string[] } | { problem: string };

const TRANSACTION_ID = /^[\w.:-]{1,100}$/;
/** A sub-id we can keep: our click ids, or whatever else the network echoes if printable (kept, unattributed). */
const CLICK_ID = /^[\w.:-]{1,128}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A commission as a number of kroner (or a decimal string) into øre; null if it is none. */
function amountMinor(value: unknown): number | null {
  const amount = typeof value === "string" && /^\d{1,9}(?:\.\d{1,4})?$/.test(value) ? Number(value) : value;
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0 || amount >= 1e9) return null;
  return Math.round(amount * 100);
}

const clickIdOf = (value: unknown) => (typeof value === "string" && CLICK_ID.test(value.trim()) ? value.trim() : null);

/**
 * Adtraction's partner transactions, as the API v2 answers (the fields publishers' integrations read,
 * e.g. php-oara's Adtraction client): `uniqueId`, `commission` (kroner), `currency`, `transactionStatus`
 * (1 approved, 5 rejected, anything else not yet decided) and the sub-id `epi` (on the transaction, or
 * on its `click`). No transactions is `{"message": "No transactions found."}`.
 */
function adtractionEntry(entry: unknown): { conversion: Conversion } | { id: string | null; problem: string } {
  if (!isObject(entry)) return { id: null, problem: text.notAnObject };
  const rawId = typeof entry.uniqueId === "number" ? String(entry.uniqueId) : entry.uniqueId;
  const id = typeof rawId === "string" && TRANSACTION_ID.test(rawId) ? rawId : null;
  if (!id) return { id: null, problem: text.badId };
  const code = entry.transactionStatus;
  if (typeof code !== "number" || !Number.isInteger(code))
    return { id, problem: text.badStatus(printable(String(code), 20)) };
  const status: ConversionStatus = code === 1 ? "approved" : code === 5 ? "rejected" : "pending";
  const amount = amountMinor(entry.commission);
  if (amount === null) return { id, problem: text.badAmount };
  const currency = entry.currency === undefined || entry.currency === null ? "NOK" : entry.currency;
  if (typeof currency !== "string" || !/^[A-Za-z]{3}$/.test(currency)) return { id, problem: text.badCurrency };
  const clickId = clickIdOf(entry.epi) ?? (isObject(entry.click) ? clickIdOf(entry.click.epi) : null);
  return {
    conversion: {
      network: "adtraction",
      transactionId: id,
      clickId,
      status,
      amountMinor: amount,
      currency: currency.toUpperCase(),
      source: "api",
    },
  };
}

const AWIN_STATUS: Record<string, ConversionStatus> = {
  pending: "pending",
  approved: "approved",
  declined: "rejected",
  deleted: "rejected",
};

/**
 * Awin's publisher transactions (Publisher API «GET transactions (list)»): `id`, `commissionStatus`
 * (pending, approved, declined, deleted), `commissionAmount` {amount, currency} (the amended amount once
 * amended) and `clickRefs.clickRef`, the `clickref` we put on the link.
 */
function awinEntry(entry: unknown): { conversion: Conversion } | { id: string | null; problem: string } {
  if (!isObject(entry)) return { id: null, problem: text.notAnObject };
  const rawId = typeof entry.id === "number" ? String(entry.id) : entry.id;
  const id = typeof rawId === "string" && TRANSACTION_ID.test(rawId) ? rawId : null;
  if (!id) return { id: null, problem: text.badId };
  const status =
    typeof entry.commissionStatus === "string" ? AWIN_STATUS[entry.commissionStatus.toLowerCase()] : undefined;
  if (!status) return { id, problem: text.badStatus(printable(String(entry.commissionStatus), 20)) };
  const commission = isObject(entry.commissionAmount) ? entry.commissionAmount : {};
  const amount = amountMinor(commission.amount);
  if (amount === null) return { id, problem: text.badAmount };
  const currency = commission.currency;
  if (typeof currency !== "string" || !/^[A-Za-z]{3}$/.test(currency)) return { id, problem: text.badCurrency };
  const clickId = isObject(entry.clickRefs) ? clickIdOf(entry.clickRefs.clickRef) : null;
  return {
    conversion: {
      network: "awin",
      transactionId: id,
      clickId,
      status,
      amountMinor: amount,
      currency: currency.toUpperCase(),
      source: "api",
    },
  };
}

const TRADEDOUBLER_STATUS: Record<string, ConversionStatus> = { P: "pending", A: "approved", D: "rejected" };

/**
 * Tradedoubler's publisher transactions (Publisher Management API, «List transaction»): `transactionId`,
 * `status` (A accepted, P pending, D denied), `commission` (in the answer's `reportCurrencyCode`) and `epi`,
 * «a custom field for publishers to pass their own values (up to 64 bytes)»: the `epi` we put on the link.
 */
function tradedoublerEntry(
  entry: unknown,
  currency: string,
): { conversion: Conversion } | { id: string | null; problem: string } {
  if (!isObject(entry)) return { id: null, problem: text.notAnObject };
  const rawId = typeof entry.transactionId === "number" ? String(entry.transactionId) : entry.transactionId;
  const id = typeof rawId === "string" && TRANSACTION_ID.test(rawId) ? rawId : null;
  if (!id) return { id: null, problem: text.badId };
  const status = typeof entry.status === "string" ? TRADEDOUBLER_STATUS[entry.status.toUpperCase()] : undefined;
  if (!status) return { id, problem: text.badStatus(printable(String(entry.status), 20)) };
  const amount = amountMinor(entry.commission);
  if (amount === null) return { id, problem: text.badAmount };
  return {
    conversion: {
      network: "tradedoubler",
      transactionId: id,
      clickId: clickIdOf(entry.epi),
      status,
      amountMinor: amount,
      currency,
      source: "api",
    },
  };
}

/**
 * One window's answer into conversions. A body that is not a list is a failure of the whole pull; an entry
 * we cannot read is skipped with its reason (the others are still stored).
 */
export function parseTransactions(network: PullNetwork, body: unknown): ParsedTransactions {
  const name = affiliateNetworks[network].name;
  if (network === "adtraction" && isObject(body) && typeof body.message === "string") {
    if (/^no transactions found/i.test(body.message.trim())) return { conversions: [], skipped: [] };
    return { problem: text.networkMessage(name, printable(body.message)) };
  }
  let entries: unknown = body;
  let read: (entry: unknown) => { conversion: Conversion } | { id: string | null; problem: string } =
    network === "adtraction" ? adtractionEntry : awinEntry;
  if (network === "tradedoubler") {
    // { limit, offset, reportCurrencyCode, items: [...] }: the amounts are in the report's currency.
    if (!isObject(body)) return { problem: text.notList(name) };
    const currency = body.reportCurrencyCode ?? "NOK";
    if (typeof currency !== "string" || !/^[A-Za-z]{3}$/.test(currency)) return { problem: text.notList(name) };
    entries = body.items;
    read = (entry) => tradedoublerEntry(entry, currency.toUpperCase());
  }
  if (!Array.isArray(entries)) return { problem: text.notList(name) };
  const conversions: Conversion[] = [];
  const skipped: string[] = [];
  entries.forEach((entry, index) => {
    const result = read(entry);
    if ("conversion" in result) conversions.push(result.conversion);
    else skipped.push(text.entry(index, result.id, result.problem));
  });
  return { conversions, skipped };
}

export type PullRead =
  | { status: "read"; conversions: Conversion[]; skipped: string[]; requests: number }
  | { status: "failed"; message: string; requests: number };

/**
 * Every window of the last PULL_DAYS days, one request each (Tradedoubler: a token first, then each
 * window page by page), oldest first; the first failure ends the pull. A transaction in two windows (at a boundary) counts once, as the later answer has it.
 */
export async function readTransactions(settings: ApiSettings, now: Date): Promise<PullRead> {
  const byId = new Map<string, Conversion>();
  // A set: an entry a network repeats in two windows is one entry skipped.
  const skipped = new Set<string>();
  let requests = 0;
  let bearer = "";
  if (settings.network === "tradedoubler") {
    requests += 1;
    const token = await tradedoublerToken(settings);
    if ("message" in token) return { status: "failed", message: token.message, requests };
    bearer = token.token;
  }
  for (const window of pullWindows(now)) {
    // Tradedoubler pages a window: the next page until one comes back short.
    for (let page = 0; ; page += 1) {
      if (page >= TRADEDOUBLER_MAX_PAGES)
        return { status: "failed", message: text.tooManyPages("Tradedoubler", TRADEDOUBLER_MAX_PAGES), requests };
      requests += 1;
      const answer = await requestWindow(settings, window, { offset: page * TRADEDOUBLER_PAGE_SIZE, bearer });
      if (answer.status === "failed") return { status: "failed", message: answer.message, requests };
      const parsed = parseTransactions(settings.network, answer.value);
      if ("problem" in parsed) return { status: "failed", message: parsed.problem, requests };
      for (const conversion of parsed.conversions) byId.set(conversion.transactionId, conversion);
      for (const line of parsed.skipped) skipped.add(line);
      const entries = parsed.conversions.length + parsed.skipped.length;
      if (settings.network !== "tradedoubler" || entries < TRADEDOUBLER_PAGE_SIZE) break;
    }
  }
  return { status: "read", conversions: [...byId.values()], skipped: [...skipped], requests };
}
