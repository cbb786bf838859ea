// The page the host's request guard and a few routes answer a refused request with.
/** The error pages load nothing and run nothing. */
export const ERROR_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** A small page of its own (no stylesheet to load, no script), readable on any screen. */
export function errorPage(title: string, text: string, home: string): string {
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    '<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escape(title)} | Kortvalg</title>` +
    "<style>body{font:1.125rem/1.6 system-ui,sans-serif;color:#1f2937;max-width:40rem;margin:0 auto;padding:2rem 1rem}" +
    "h1{font-size:1.75rem;line-height:1.25}a{color:#1d4ed8;font-weight:600}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>" +
    `<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="/">${escape(home)}</a></p></main></body></html>`
  );
}
