import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { contentSecurityPolicy } from "./shared/http/html-policy.server";
import {
  cssForDocument,
  htmlVocabulary,
  PAGE_CSS_TABLES_FILE,
  vocabularyOf,
  withScriptWords,
  type PageCssTables,
  type StylesheetTable,
} from "./shared/http/page-css.server";
import { hasConsentChoice, withoutConsentBanner } from "./site/consent/consent";
import { errorFields, logEvent } from "./shared/server/log.server";
import { cards } from "#content/cards";
import { keptCardListUrl } from "./site/card-list/kept-list-url";

// The server's services (database, mail, maintenance), started by host/index.js from this build.
export { checkReady, runAdminCommand, startServices, stopServices } from "./services.server";
/** Each request's load context (the services and the client's address), built with the app's own context key. */
export { loadContext } from "./shared/server/load-context.server";
/**
 * React Router's handler from the module the build itself runs on: under Vite (host/dev.js) that is a module of
 * Vite's, and the handler accepts only that module's RouterContextProvider.
 */
export { createRequestHandler } from "react-router";
export { robotsTxt, sitemapXml } from "./site/sitemap.server";
export { cardPagePaths, changedCardPagePaths } from "./site/route-paths";
export { prerenderedStatus } from "./site/card-page/card-address";
/** The card list's address in its one spelling, for the host to keep its page (null: rendered per request). */
export const keptListUrl = (pathname: string, search: string) => keptCardListUrl(cards, pathname, search);
export { osloDate } from "./shared/cards/data-freshness";
export { dailySyncHolds } from "./shared/cards/feed-status";
export { cardDependentRequests } from "./card-dependents";
export { cardsNotFoundByName } from "./site/search/card-search-check.server";
// Card data published while the server runs (app/shared/cards/card-store.server.ts installs it); tests/e2e/card-rerender.spec.ts
// replaces it in a build of its own to check that every page rendered again is the page a fresh process renders.
export { replaceCards } from "#content/cards";
// Which cards pay (a link template in the back office): the render check sets the would-be set (docs/decisions/0022).
export { payingCardIds, replacePayingCards } from "./shared/commission/paying-cards";
// The feed's status a write's check renders with, and the pages it hands to the instances (decision 0030, stop 44).
export { installFeedStatus } from "./shared/cards/feed-status";
export { readCheckedPages, servedPageVersion } from "./shared/cards/checked-pages.server";
export { applyRedirect, applyRedirectHeaders } from "./site/tracking/apply-redirect.server";
// An article's old address with a year (/beste-kredittkort-2025): a permanent redirect, before the fast path (decision 0028).
export { yearFreeLocation } from "./site/articles/year-free-paths";
// What the HTTP layer (host/request-guard.js) refuses, and how it says so.
export { countPost, postLimits } from "./shared/forms/form-guard.server";
export { clientGroup } from "./shared/server/rate-limit.server";
export {
  HEADERS_TIMEOUT_MS,
  MAX_REMEMBERED_FLOODERS,
  MAX_REQUEST_BODY_BYTES,
  MAX_STAFF_REQUEST_BODY_BYTES,
  REQUEST_TIMEOUT_MS,
} from "./request-limits";
export { httpErrorText } from "./site/site-text";
// One way to log an error for host/*.js too: one JSON line, never a query's values.
export { errorFields, logEvent, logLinesTo } from "./shared/server/log.server";
// The policy every HTML response gets, also the prerendered pages the host serves from memory (host/fast-path.js).
export { contentSecurityPolicy } from "./shared/http/html-policy.server";
export { hasConsentChoice, withoutConsentBanner } from "./site/consent/consent";
export { ERROR_PAGE_POLICY, errorPage } from "./shared/http/error-page.server";
// For npm run bench, which reports the classes each page keeps.
export { vocabularyOf } from "./shared/http/page-css.server";

export const streamTimeout = 5_000;

/**
 * A loader's, action's or render's error, logged as one JSON line of errorFields. React Router's default
 * is console.error(error): many lines, and a database error's message lists the row's values.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logEvent("error", "request failed", {
    method: request.method,
    path: new URL(request.url).pathname,
    ...errorFields(error),
  });
};

/**
 * Renders the whole document before answering (the pages have no suspense boundaries, and
 * prerendering wants complete HTML anyway), then inlines the site's one stylesheet so the
 * first paint needs no second request (docs/decisions/0002-javascript-only-where-it-helps.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timeoutId);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const raw = Buffer.concat(chunks).toString("utf8");
          const consented = hasConsentChoice(request.headers.get("Cookie"));
          const html = deferModulePreloads(
            inlineStylesheets(
              withoutTextSeparators(withoutDiscoveryHints(consented ? withoutConsentBanner(raw) : raw)),
            ),
          );
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(html));
          responseHeaders.append("Vary", "Cookie");
          resolve(new Response(html, { headers: responseHeaders, status }));
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        logEvent("error", "render failed", { path: new URL(request.url).pathname, ...errorFields(error) });
      },
    });
  });
}

// The build's stylesheets as rule tables (vite.config.ts, pageCssTables), by their address: read at the
// first page that inlines one. None in the development server, which keeps the <link>.
let stylesheetTables: Map<string, StylesheetTable> | undefined;
function stylesheetTable(href: string): StylesheetTable | undefined {
  if (!stylesheetTables) {
    stylesheetTables = new Map();
    try {
      const file = readFileSync(fileURLToPath(new URL(`./${PAGE_CSS_TABLES_FILE}`, import.meta.url)), "utf8");
      const { tables, files } = JSON.parse(file) as PageCssTables;
      for (const [address, index] of Object.entries(files)) {
        const table = tables[index];
        if (table) stylesheetTables.set(address, table);
      }
    } catch {
      // dev server: no build, keep the link
    }
  }
  return stylesheetTables.get(href);
}
// What a page may gain at run time: the classes and elements that its inline scripts and the scripts
// it loads after the first paint add (app/shared/http/page-css.server.ts). Dialogs fetched on demand bring the whole
// stylesheet with them (app/site/fragments/fragments.server.tsx), so their classes need not be here.
// The scripts' own text (types stripped, comments kept), not their bundles: imported contracts carry
// names and keys, never classes. The back office's scripts are inline, found in the page itself.
const scriptSources = import.meta.glob<string>(["./**/*.client.ts", "!./admin/**"], {
  query: "?client-source",
  import: "default",
  eager: true,
});
const scriptUrls = import.meta.glob<string>(["./**/*.client.ts", "!./admin/**"], {
  query: "?client",
  import: "default",
  eager: true,
});
const afterPaintSources = new Map(
  Object.entries(scriptUrls).map(([file, url]) => [`data-after-paint="${url}"`, scriptSources[file] ?? ""]),
);
const pageCssCache = new Map<string, string>();

/** The document's inline scripts and the scripts it loads after the first paint. */
function runTimeMarkupOf(html: string): string[] {
  const found = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  for (const [attribute, source] of afterPaintSources) if (html.includes(attribute)) found.push(source);
  return found;
}

/** The document's scripts that may add classes, and its inline styles, which may read custom properties. */
function runTimeOf(html: string) {
  const runTime = runTimeMarkupOf(html);
  const inlineStyles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]).join(";");
  return { runTime, inlineStyles };
}
const readersOf = (runTime: string[], inlineStyles: string) => `${inlineStyles}\n${runTime.join("\n")}`;

/** What a document's CSS is cut for, as pageCss reads it (for tests/e2e/page-css-table.spec.ts). */
export function pageCssInputs(html: string) {
  const { runTime, inlineStyles } = runTimeOf(html);
  return { vocabulary: vocabularyOf(html, runTime), readers: readersOf(runTime, inlineStyles) };
}

/** The stylesheet cut to what this document can use; the same vocabulary gives the same CSS. */
function pageCss(href: string, sheet: StylesheetTable, html: string): string {
  const { runTime, inlineStyles } = runTimeOf(html);
  // Keyed by the HTML's own names and the scripts' text, hashed: splitting the scripts into words and sorting
  // them on every request was a fifth of a card page's render (decision 0030). The same key, the same CSS.
  const own = htmlVocabulary(html);
  const key = createHash("sha256")
    .update(`${href}\0`)
    .update([own.classes, own.tags, own.words].map((set) => [...set].sort().join(" ")).join("|"))
    .update(`\0${runTime.join("\0")}\0${inlineStyles}`)
    .digest("base64url");
  let result = pageCssCache.get(key);
  if (result === undefined) {
    result = cssForDocument(sheet, withScriptWords(own, runTime), readersOf(runTime, inlineStyles));
    if (pageCssCache.size > 500) pageCssCache.clear();
    pageCssCache.set(key, result);
  }
  return result;
}

/**
 * Replaces <link rel="stylesheet" href="/assets/…css"> with the stylesheet cut for the page, when the build
 * has its table. Only on pages React does not hydrate: React would find a <style> where it rendered a <link>.
 */
function inlineStylesheets(html: string): string {
  if (html.includes("window.__reactRouterContext")) return html;
  return html.replace(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g, (tag, href: string) => {
    const sheet = stylesheetTable(href);
    return sheet ? `<style>${pageCss(href, sheet, html).replace(/<\/style/gi, "<\\/style")}</style>` : tag;
  });
}

/**
 * React Router marks every <Link> with data-discover="true" for route discovery by its client
 * runtime. A page that does not hydrate has no runtime to read them (every byte counts: app/shared/http/page-css.server.ts).
 */
function withoutDiscoveryHints(html: string): string {
  if (html.includes("window.__reactRouterContext")) return html;
  return html.replace(/ data-discover="true"/g, "");
}

/**
 * React writes <!-- --> between adjacent text nodes so that hydration can tell them apart. A page that does
 * not hydrate reads the same text without them: some hundred per long page, bytes of its first round trip.
 * Script and style bodies are left as they are.
 */
function withoutTextSeparators(html: string): string {
  if (html.includes("window.__reactRouterContext")) return html;
  return html.replace(
    /(<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>)|<!-- -->/g,
    (_match, kept?: string) => kept ?? "",
  );
}

/**
 * Module preloads are fetched at high priority and compete with the first paint (Lighthouse counts
 * them as render-blocking). Renamed to an inert rel, the browser loads the same modules from the
 * module script at the end of <body>, after the first paint; the element stays for hydration.
 */
function deferModulePreloads(html: string): string {
  // The element stays, inert, so hydration finds what React rendered.
  return html.replace(
    /<link rel="modulepreload" href="([^"]+)"\/>/g,
    '<link rel="x-deferred-modulepreload" href="$1"/>',
  );
}
