/**
 * Cookie consent: the one protocol the banner script (app/site/consent/consent.client.ts), the /samtykke
 * route and the server (app/entry.server.tsx, and through it the host) import: the cookies' names,
 * format and lifetimes, the campaign value. Pure functions, no DOM, no zod: safe in every bundle.
 *
 * kv_samtykke = "v1-a{0|1}-m{0|1}" (a = analytics, m = marketing). Anything else is no choice.
 */

const DAY_SECONDS = 24 * 60 * 60;

/** The necessary cookie that remembers the choice, for at most 12 months (365 days). */
export const CONSENT_COOKIE = "kv_samtykke";
export const CONSENT_MAX_AGE_SECONDS = 365 * DAY_SECONDS;

/** Set by the script only with analytics consent: tells a returning reader from a new one. */
export const ANALYTICS_COOKIE = "kv_statistikk";
export const ANALYTICS_MAX_AGE_SECONDS = 365 * DAY_SECONDS;

/** Set by the script only with marketing consent: the campaign link that brought the reader. */
export const CAMPAIGN_COOKIE = "kv_kampanje";
export const CAMPAIGN_MAX_AGE_SECONDS = 90 * DAY_SECONDS;
/** Longest kv_kampanje value, counted after URL encoding. */
export const CAMPAIGN_MAX_LENGTH = 100;

export type ConsentChoice = { analytics: boolean; marketing: boolean };

const consentPattern = /^v1-a([01])-m([01])$/;

/** The stored choice, or null when there is none or it is malformed (the banner then asks again). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = typeof value === "string" ? consentPattern.exec(value) : null;
  if (!match) return null;
  return { analytics: match[1] === "1", marketing: match[2] === "1" };
}

export function serializeConsent(choice: ConsentChoice): string {
  return `v1-a${choice.analytics ? 1 : 0}-m${choice.marketing ? 1 : 0}`;
}

/** One cookie's raw value from a Cookie request header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/**
 * Whether a Cookie request header carries a valid choice (any of its kv_samtykke cookies): then the
 * server leaves the banner out (withoutConsentBanner).
 */
export function hasConsentChoice(header: string | null | undefined): boolean {
  if (!header) return false;
  return header
    .split(/;\s*/)
    .some(
      (part) => part.startsWith(`${CONSENT_COOKIE}=`) && consentPattern.test(part.slice(CONSENT_COOKIE.length + 1)),
    );
}

/**
 * Leaves out the cookie banner (app/site/consent/consent-banner.tsx) when a choice is already made, so
 * the page needs no script to hide it. No page hydrates React (docs/decisions/0002), so nothing
 * compares this HTML with what React would render.
 */
export function withoutConsentBanner(html: string): string {
  return html.replace(/<section(?=[^>]*\sdata-consent-banner="")[^>]*>[\s\S]*?<\/section>/g, "");
}

/** The visitor's stored choice, read from the Cookie request header. */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice | null {
  return parseConsent(readCookie(header, CONSENT_COOKIE));
}

/**
 * Where to send the visitor after a choice: a path on this site only. It must start with a
 * single "/" (not "//", which a browser reads as another host) and contain no backslash or
 * control characters; anything else falls back to the front page.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  // A Location header is ASCII: other characters (æ, ø, å, a space) go percent-encoded, as a browser would send them.
  return value.replace(/[^\u0021-\u007e]/gu, (char) =>
    /^[\ud800-\udfff]$/.test(char) ? "" : encodeURIComponent(char),
  );
}

type FormLike = { get(name: string): unknown };

/**
 * Reads a posted choice: valg=alle|ingen|tilpass, with analyse=on / markedsforing=on for
 * "tilpass" (unchecked boxes are simply absent). Anything else is null, answered with 400.
 */
export function parseConsentForm(form: FormLike): ConsentChoice | null {
  const action = form.get("valg");
  if (action === "alle") return { analytics: true, marketing: true };
  if (action === "ingen") return { analytics: false, marketing: false };
  if (action !== "tilpass") return null;
  const box = (name: string): boolean | null => {
    const value = form.get(name);
    if (value === null || value === undefined) return false;
    return value === "on" ? true : null;
  };
  const analytics = box("analyse");
  const marketing = box("markedsforing");
  if (analytics === null || marketing === null) return null;
  return { analytics, marketing };
}

const cookieAttributes = (secure: boolean) => `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;

/**
 * The Set-Cookie headers for a choice: the consent cookie (readable by the script, so not
 * HttpOnly), and the deletion of each optional cookie the visitor has refused.
 */
export function consentSetCookies(choice: ConsentChoice, options: { secure: boolean }): string[] {
  const attributes = cookieAttributes(options.secure);
  const headers = [`${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; ${attributes}`];
  if (!choice.analytics) headers.push(`${ANALYTICS_COOKIE}=; Max-Age=0; ${attributes}`);
  if (!choice.marketing) headers.push(`${CAMPAIGN_COOKIE}=; Max-Age=0; ${attributes}`);
  return headers;
}

/**
 * The kv_kampanje value for a landing URL's query: encodeURIComponent("<source>/<campaign>"),
 * at most 100 characters, shortened by whole characters. Null without both utm_source and utm_campaign.
 * Set in the browser (consent.client.ts), with marketing consent.
 */
export function campaignCookieValue(search: string): string | null {
  const params = new URLSearchParams(search);
  const source = params.get("utm_source")?.trim();
  const campaign = params.get("utm_campaign")?.trim();
  if (!source || !campaign) return null;
  // Shorten by whole characters, so the value always decodes again.
  let raw = `${source}/${campaign}`;
  while (encodeURIComponent(raw).length > CAMPAIGN_MAX_LENGTH) raw = Array.from(raw).slice(0, -1).join("");
  return encodeURIComponent(raw);
}
