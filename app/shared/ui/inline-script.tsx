/**
 * A small script written into the page instead of fetched: on a slow mobile connection every script
 * file is one more round trip before the page is complete (measured: docs/decisions/0004-serving-fast.md).
 * It runs when the document is parsed, exactly like a `defer` script. The Content Security Policy
 * allows it by its SHA-256 hash (app/shared/http/html-policy.server.ts), never by 'unsafe-inline'.
 */
export function InlineScript({ code }: { code: string }) {
  const html = `document.addEventListener("DOMContentLoaded",function(){\n${code}\n});`;
  if (/<\/script/i.test(html)) throw new Error("an inline script must not contain </script");
  return <script dangerouslySetInnerHTML={{ __html: html }} />;
}
