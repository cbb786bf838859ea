// What every HTML response gets from us, whether it was prerendered at build or rendered per request:
// a Content Security Policy that allows exactly the inline scripts in that document (by hash). (The
// cookie banner left out once the visitor has chosen: app/site/consent/consent.ts, withoutConsentBanner.)
import { createHash } from "node:crypto";

/** Inline, executable <script> elements: no src, and not a data block such as JSON-LD. */
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;

/**
 * The policy for one HTML document. Scripts: our own files plus the exact inline scripts React Router
 * writes for hydration, by SHA-256 hash, never 'unsafe-inline'. Styles may be inline (the stylesheet is
 * inlined on pages without React). Fonts, fetches and the rest fall back to default-src 'self'.
 */
export function contentSecurityPolicy(html: string): string {
  const hashes = new Set<string>();
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
