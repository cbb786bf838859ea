import { expect, test } from "@playwright/test";
import { cards } from "../../content/cards";
import { prerenderedPaths } from "./site-pages";

type Page = { status: number; html: string; ids: Set<string>; isHtml: boolean };

const hrefPattern = /<a\b[^>]*?\shref="([^"]*)"/g;
const idPattern = /\sid="([^"]+)"/g;
const decode = (value: string) => value.replace(/&amp;/g, "&");

test("every internal link and fragment from / resolves, and each page has its own title, description and canonical", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages = new Map<string, Page>();
  const queue = ["/"];
  const problems: string[] = [];
  const linkedFrom = new Map<string, string>();

  const fetchPage = async (url: string): Promise<Page> => {
    const cached = pages.get(url);
    if (cached) return cached;
    const response = await request.get(url, { maxRedirects: 0 });
    const isHtml = response.headers()["content-type"]?.includes("text/html") ?? false;
    const html = isHtml ? await response.text() : "";
    const page = {
      status: response.status(),
      html,
      ids: new Set([...html.matchAll(idPattern)].map((m) => m[1]!)),
      isHtml,
    };
    pages.set(url, page);
    return page;
  };

  const fragments: Array<{ url: string; fragment: string; from: string }> = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const page = await fetchPage(url);
    if (page.status !== 200) {
      problems.push(`${url} (lenket fra ${linkedFrom.get(url) ?? "start"}) svarte ${page.status}`);
      continue;
    }
    for (const match of page.html.matchAll(hrefPattern)) {
      const href = decode(match[1]!);
      if (/^(mailto:|tel:|https?:)/.test(href)) continue;
      const target = new URL(href, `http://site${url}`);
      const targetUrl = target.pathname + target.search;
      if (target.pathname.startsWith("/go/")) {
        const slug = target.pathname.slice("/go/".length);
        const card = cards.find((c) => c.urlSlug === slug);
        const response = await request.get(targetUrl, { maxRedirects: 0 });
        if (!card || response.status() !== 302 || response.headers()["location"] !== card.applyUrl) {
          problems.push(`${targetUrl} (fra ${url}) er ikke en 302 til kortets søknadsside`);
        }
        continue;
      }
      if (target.hash)
        fragments.push({ url: targetUrl, fragment: decodeURIComponent(target.hash.slice(1)), from: url });
      if (!pages.has(targetUrl) && !queue.includes(targetUrl)) {
        linkedFrom.set(targetUrl, url);
        queue.push(targetUrl);
      }
    }
  }

  for (const { url, fragment, from } of fragments) {
    const page = await fetchPage(url);
    if (!page.ids.has(fragment)) problems.push(`${url}#${fragment} (fra ${from}): ingen id="${fragment}"`);
  }

  // Every prerendered page is reachable by links (no orphans), with or without a query.
  const reached = new Set([...pages.keys()].map((url) => url.split("?")[0]));
  for (const path of prerenderedPaths()) {
    if (!reached.has(path)) problems.push(`${path} er ikke lenket fra noen side`);
  }

  // Unique <title>, a description, one <h1> and a canonical per page.
  const titles = new Map<string, string>();
  for (const [url, page] of pages) {
    // Pages only: a linked file (the savings guide's PDF) has no title or canonical.
    if (page.status !== 200 || url.includes("?") || !page.isHtml) continue;
    const title = page.html.match(/<title>([^<]*)<\/title>/)?.[1];
    const description = page.html.match(/<meta name="description" content="([^"]+)"/)?.[1];
    const canonical = page.html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const h1Count = page.html.match(/<h1[\s>]/g)?.length ?? 0;
    if (!title) problems.push(`${url}: mangler <title>`);
    else if (titles.has(title)) problems.push(`${url}: samme tittel som ${titles.get(title)}`);
    else titles.set(title, url);
    if (!description) problems.push(`${url}: mangler meta description`);
    if (!canonical || !canonical.endsWith(url === "/" ? "/" : url)) problems.push(`${url}: canonical er ${canonical}`);
    if (h1Count !== 1) problems.push(`${url}: har ${h1Count} <h1>`);
  }

  expect(problems).toEqual([]);
  expect(pages.size).toBeGreaterThan(15);
});
