import { feedText } from "./feed-text";
import { FeedParseError, parseFeed, type ParsedFeed } from "./feed-parser.server";

/** Finansportalen's credit-card feed, as the information-sharing agreement names it. */
export const DEFAULT_FEED_URL = "https://www.finansportalen.no/services/feed/v3/bank/kredittkort.atom";

/** The feed of a few hundred cards is a few MB; a body past this is refused while it streams in. */
export const FEED_MAX_BYTES = 20_000_000;
/** The whole fetch, headers and body. */
export const FEED_TIMEOUT_MS = 60_000;

export type FeedSettings = {
  url: URL;
  user: string;
  password: string;
  timeoutMs: number;
  maxBytes: number;
};

/** Where the feed is and who we are there: from FINANSPORTALEN_FEED_URL, _USER and _PASSWORD. */
export type FeedConfig =
  | { status: "configured"; settings: FeedSettings }
  /** No credentials: the site runs on its own cards and says so. Not a failure. */
  | { status: "no-credentials"; message: string }
  | { status: "invalid"; message: string };

export function feedConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
  limits: { timeoutMs?: number; maxBytes?: number } = {},
): FeedConfig {
  const user = env.FINANSPORTALEN_USER?.trim() ?? "";
  const password = env.FINANSPORTALEN_PASSWORD ?? "";
  if (user === "" || password === "") return { status: "no-credentials", message: feedText.noCredentials };
  // RFC 7617: the user id of Basic authentication cannot hold a colon.
  if (/[:\p{Cc}]/u.test(user)) return { status: "invalid", message: feedText.badUser };
  let url: URL;
  try {
    url = new URL(env.FINANSPORTALEN_FEED_URL?.trim() || DEFAULT_FEED_URL);
  } catch {
    return { status: "invalid", message: feedText.badUrl };
  }
  // Basic authentication sends the password as it is: only over TLS, or to this machine (the tests' server).
  const loopback = ["127.0.0.1", "[::1]", "localhost"].includes(url.hostname);
  if (url.username || url.password || !(url.protocol === "https:" || (url.protocol === "http:" && loopback)))
    return { status: "invalid", message: feedText.badUrl };
  return {
    status: "configured",
    settings: {
      url,
      user,
      password,
      timeoutMs: limits.timeoutMs ?? FEED_TIMEOUT_MS,
      maxBytes: limits.maxBytes ?? FEED_MAX_BYTES,
    },
  };
}

export type FeedFailureKind =
  "unreachable" | "timeout" | "unauthorized" | "http-status" | "too-large" | "not-xml" | "malformed" | "config";

/** Why the feed could not be used; `message` is Norwegian, names the host and never holds a credential. */
export type FeedFailure = { kind: FeedFailureKind; message: string; status?: number };

export type FeedFetch =
  { status: "fetched"; xml: string; bytes: number; fetchedAt: Date } | { status: "failed"; failure: FeedFailure };

/** The feed's host and path for messages: never its query (a token could be there) or credentials. */
function where(url: URL): string {
  return `${url.host}${url.pathname}`;
}

/**
 * Fetches the feed with HTTP Basic authentication. The body is read as it streams in and abandoned at
 * `maxBytes` (a Content-Length above it is refused before reading), so memory stays bounded whatever the
 * server sends; the whole fetch has `timeoutMs`. Redirects are not followed: the credentials go only to
 * the configured address.
 */
export async function fetchFeed(settings: FeedSettings, now: () => Date = () => new Date()): Promise<FeedFetch> {
  const place = where(settings.url);
  const failed = (kind: FeedFailureKind, message: string, status?: number): FeedFetch => ({
    status: "failed",
    failure: { kind, message, ...(status === undefined ? {} : { status }) },
  });
  const signal = AbortSignal.timeout(settings.timeoutMs);
  const authorization = `Basic ${Buffer.from(`${settings.user}:${settings.password}`, "utf8").toString("base64")}`;
  let response: Response;
  try {
    response = await fetch(settings.url, {
      headers: { authorization, accept: "application/atom+xml, application/xml;q=0.9, text/xml;q=0.8" },
      redirect: "manual",
      signal,
    });
  } catch (error) {
    if (signal.aborted) return failed("timeout", feedText.timeout(place, settings.timeoutMs / 1000));
    return failed("unreachable", feedText.unreachable(place, networkDetail(error)));
  }
  const discard = () => response.body?.cancel().catch(() => undefined);
  if (response.status === 401 || response.status === 403) {
    await discard();
    return failed("unauthorized", feedText.unauthorized(place, response.status), response.status);
  }
  if (response.status >= 300 && response.status < 400) {
    await discard();
    return failed("http-status", feedText.redirected(place, response.status), response.status);
  }
  if (response.status !== 200) {
    await discard();
    return failed("http-status", feedText.httpStatus(place, response.status), response.status);
  }
  const declared = Number(response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > settings.maxBytes) {
    await discard();
    return failed("too-large", feedText.tooLarge(place, settings.maxBytes));
  }
  const contentType = (response.headers.get("content-type") ?? "").toLowerCase();
  if (contentType !== "" && !/\bxml\b|\+xml\b/.test(contentType)) {
    await discard();
    return failed("not-xml", feedText.notXml(place, contentType.split(";")[0] ?? contentType));
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
        return failed("too-large", feedText.tooLarge(place, settings.maxBytes));
      }
      chunks.push(next.value);
    }
  } catch (error) {
    if (signal.aborted) return failed("timeout", feedText.timeout(place, settings.timeoutMs / 1000));
    return failed("unreachable", feedText.unreachable(place, networkDetail(error)));
  }
  let xml: string;
  try {
    xml = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(Buffer.concat(chunks, bytes));
  } catch {
    return failed("not-xml", feedText.notXml(place, feedText.notUtf8));
  }
  if (!/^\s*</.test(xml)) return failed("not-xml", feedText.notXml(place, `begynner med «${printable(xml)}»`));
  return { status: "fetched", xml, bytes, fetchedAt: now() };
}

export type FeedRead =
  | { status: "no-credentials"; message: string }
  | { status: "read"; feed: ParsedFeed; bytes: number; fetchedAt: Date }
  | { status: "failed"; failure: FeedFailure };

/** Fetches and parses the feed the environment names: what a sync starts from. */
export async function readFeed(config: FeedConfig, now?: () => Date): Promise<FeedRead> {
  if (config.status === "no-credentials") return config;
  if (config.status === "invalid") return { status: "failed", failure: { kind: "config", message: config.message } };
  const fetched = await fetchFeed(config.settings, now);
  if (fetched.status === "failed") return fetched;
  try {
    return { status: "read", feed: parseFeed(fetched.xml), bytes: fetched.bytes, fetchedAt: fetched.fetchedAt };
  } catch (error) {
    if (!(error instanceof FeedParseError)) throw error;
    return { status: "failed", failure: { kind: "malformed", message: error.message } };
  }
}

/** A network error's cause in a few words ("ECONNREFUSED"), never the URL it was given. */
function networkDetail(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  if (typeof cause?.code === "string") return cause.code;
  return "nettverksfeil";
}

/** The first characters of a body that is not XML, for the message, without control characters. */
function printable(text: string): string {
  return text
    .trimStart()
    .slice(0, 30)
    .replace(/[\p{Cc}\p{Cf}]/gu, " ");
}
