// @ts-check
// What every HTML response gets from us, whether it was prerendered at build or rendered per request:
// a Content Security Policy that allows exactly the inline scripts in that document (by hash), and the
// cookie banner left out once the visitor has made a choice.
import { createHash } from "node:crypto";

/** Inline, executable <script> elements: no src, and not a data block such as JSON-LD. */
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;

/**
 * The policy for one HTML document. Scripts: our own files plus the exact inline scripts React Router
 * writes for hydration, by SHA-256 hash, never 'unsafe-inline'. Styles may be inline (the stylesheet is
 * inlined on pages without React). Fonts, fetches and the rest fall back to default-src 'self'.
 * @param {string} html
 */
export function contentSecurityPolicy(html) {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.size ? " " + [...hashes].join(" ") : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

export const CONSENT_COOKIE = "kv_samtykke";
const VALID_CONSENT = /(?:^|;\s*)kv_samtykke=v1-a[01]-m[01](?:;|$)/;

/**
 * Whether the request carries a valid consent choice (format: app/site/consent/consent.ts).
 * @param {string | undefined | null} cookieHeader
 */
export function hasConsentChoice(cookieHeader) {
  return !!cookieHeader && VALID_CONSENT.test(cookieHeader);
}

/**
 * Leaves out the cookie banner (app/site/consent/consent-banner.tsx) when a choice is already made, so
 * the page needs no script to hide it. No page hydrates React (docs/decisions/0002), so nothing
 * compares this HTML with what React would render.
 * @param {string} html
 */
export function withoutConsentBanner(html) {
  return html.replace(/<section(?=[^>]*\sdata-consent-banner="")[^>]*>[\s\S]*?<\/section>/g, "");
}
