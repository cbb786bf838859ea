import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bestCompressionPays, createFastPath, handedOverPage, preferredEncoding, serialQueue } from "./fast-path.js";
import { etagOf } from "./precompressed.js";

describe("content negotiation", () => {
  it.each([
    [undefined, null],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", null],
    ["*", "br"],
    ["gzip;q=0, br;q=0", null],
  ])("Accept-Encoding %j → %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("the queue of best compressions", () => {
  it("runs one task at a time, in order, and goes on after one fails", async () => {
    const queue = serialQueue();
    const events: string[] = [];
    let running = 0;
    const task = (name: string, fail = false) =>
      queue(async () => {
        running++;
        events.push(`${name} start (${running} running)`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task("a"), task("b", true), task("c")]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(events).toEqual([
      "a start (1 running)",
      "a end",
      "b start (1 running)",
      "b end",
      "c start (1 running)",
      "c end",
    ]);
  });
});

type OnDemand = Parameters<typeof createFastPath>[0]["onDemand"];

/**
 * A fast path over a client folder holding only the home page, with the given pages rendered on request,
 * served on a loopback port; `close` stops the server and removes the folder.
 */
async function servedFastPath(routePaths: string[], onDemand: OnDemand) {
  const clientDir = mkdtempSync(path.join(tmpdir(), "fast-path-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "index.html"), "<html><body>forsiden</body></html>");
  const fastPath = createFastPath({
    clientDir,
    routePaths,
    expressPaths: [],
    policy: {
      contentSecurityPolicy: () => "default-src 'self'",
      hasConsentChoice: () => false,
      withoutConsentBanner: (html: string) => html,
    },
    renderNotFound: async () => new Response("", { status: 404 }),
    onRequest: () => undefined,
    onDemand,
  });
  const server = createServer((req, res) => {
    if (!fastPath.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(clientDir, { recursive: true, force: true });
  };
  return { fastPath, origin: `http://127.0.0.1:${port}`, close };
}

describe("card pages rendered on request", () => {
  it("are rendered once, served from memory, and rendered again from the new data after a change", async () => {
    let rate = "21,9 %";
    const rendered: string[] = [];
    const { fastPath, origin, close } = await servedFastPath(["/", "/kort/:urlSlug"], {
      serves: (urlPath) => urlPath === "/kort/morrow-bank",
      render: async (urlPath) => {
        rendered.push(urlPath);
        return `<html><body>Effektiv rente ${rate}${" fyll".repeat(2000)}</body></html>`;
      },
      fallback: (_req, res) => res.writeHead(500).end(),
      maxBytes: 1024 * 1024,
    });
    const page = async () => (await fetch(`${origin}/kort/morrow-bank`)).text();
    try {
      expect(await page()).toContain("Effektiv rente 21,9 %");
      expect(await page()).toContain("Effektiv rente 21,9 %");
      expect(rendered).toEqual(["/kort/morrow-bank"]);
      expect(fastPath.renderedOnRequest().pages).toBe(1);

      rate = "23,4 %";
      fastPath.forgetRenderedOnRequest();
      expect(await page()).toContain("Effektiv rente 23,4 %");
      expect(rendered).toHaveLength(2);
    } finally {
      await close();
    }
  });
});

describe("a card page rendered on request, as kept", () => {
  it("holds its Brotli bodies alone, at the quick and then the best quality, and answers gzip and plain made from them", async () => {
    // Over the first round trip at Brotli 5, so its best compression follows (bestCompressionPays).
    const html = `<html><body>${randomBytes(16_000).toString("base64")}</body></html>`;
    const { fastPath, origin, close } = await servedFastPath(["/", "/kort/:urlSlug"], {
      serves: (urlPath) => urlPath === "/kort/morrow-bank",
      render: async () => html,
      fallback: (_req, res) => res.writeHead(500).end(),
      maxBytes: 1024 * 1024,
    });
    const brotliBytes = async () => {
      const answer = await fetch(`${origin}/kort/morrow-bank`, { headers: { "accept-encoding": "br" } });
      expect(answer.headers.get("content-encoding")).toBe("br");
      return Number(answer.headers.get("content-length"));
    };
    try {
      const quick = await brotliBytes();
      // The page and the page without the consent banner (the same here): two Brotli bodies, no gzip beside them.
      expect(fastPath.renderedOnRequest().bytes).toBe(2 * quick);
      // Brotli 11 of 21 kB: well under a second, more on a busy machine.
      await expect.poll(() => fastPath.renderedOnRequest().compressedBest, { timeout: 10_000 }).toBe(1);
      const best = await brotliBytes();
      expect(fastPath.renderedOnRequest().bytes).toBe(2 * best);
      const gzip = await fetch(`${origin}/kort/morrow-bank`, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(await gzip.text()).toBe(html);
      const plain = await fetch(`${origin}/kort/morrow-bank`, { headers: { "accept-encoding": "identity" } });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("etag")).toBe(etagOf(html));
      expect(await plain.text()).toBe(html);
    } finally {
      await close();
    }
  });
});

describe("list pages kept for their one spelling", () => {
  it("serve every spelling from the one spelling's page: one render, one entry, the same bytes and ETag", async () => {
    const rendered: string[] = [];
    const { fastPath, origin, close } = await servedFastPath(["/", "/kredittkort"], {
      serves: () => false,
      render: async (urlPath) => {
        rendered.push(urlPath);
        return `<html><body>Listen ${urlPath}${" fyll".repeat(2000)}</body></html>`;
      },
      fallback: (_req, res) => res.writeHead(500).end(),
      maxBytes: 1024 * 1024,
      // The one spelling: the list's parameters sorted, empty ones and the pre-check's answers left to Express.
      keptUrl: (pathname, search) => {
        if (pathname !== "/kredittkort" || search.includes("alder=")) return null;
        const params = [...new URLSearchParams(search)].filter(([, value]) => value !== "").sort();
        return params.length ? `${pathname}?${new URLSearchParams(params)}` : pathname;
      },
    });
    const get = (query: string) => fetch(`${origin}/kredittkort${query}`);
    try {
      const own = await get("?kategori=reise&sortering=rente");
      const ownBody = await own.text();
      expect(ownBody).toContain("Listen /kredittkort?kategori=reise&sortering=rente");
      for (const spelling of ["?sortering=rente&kategori=reise", "?nettverk=&sortering=rente&kategori=reise"]) {
        const other = await get(spelling);
        expect(other.headers.get("etag")).toBe(own.headers.get("etag"));
        expect(await other.text()).toBe(ownBody);
      }
      expect(rendered).toEqual(["/kredittkort?kategori=reise&sortering=rente"]);
      expect(fastPath.renderedOnRequest().pages).toBe(1);
      // Not a list page to keep: left to Express (here a 404).
      expect((await get("?alder=30")).status).toBe(404);
    } finally {
      await close();
    }
  });
});

describe("pages handed over by the write's check", () => {
  const cardHtml = (name: string, rate: string) =>
    `<html><body>${name}: effektiv rente ${rate}<div id="samtykke">banner</div>${" fyll".repeat(2000)}</body></html>`;
  /** A page as the check hands it over: Brotli of the page with and without the banner, each with its ETag. */
  const handedOver = (html: string) => {
    const consented = html.replace(/<div id="samtykke">banner<\/div>/, "");
    return handedOverPage({
      csp: "default-src 'self'",
      etag: etagOf(Buffer.from(html)),
      body: brotliCompressSync(html),
      consentedEtag: etagOf(Buffer.from(consented)),
      consentedBody: brotliCompressSync(consented),
    });
  };

  async function served(maxBytes = 1024 * 1024) {
    const rendered: string[] = [];
    const serving = await servedFastPath(["/", "/kort/:urlSlug"], {
      serves: (urlPath) => ["/kort/a", "/kort/b", "/kort/c"].includes(urlPath),
      render: async (urlPath) => {
        rendered.push(urlPath);
        return cardHtml(urlPath, "rendret her");
      },
      fallback: (_req, res) => res.writeHead(500).end(),
      maxBytes,
    });
    return { ...serving, rendered };
  }

  it("are served at once, as they came, in Brotli or gzip, without a render", async () => {
    const { fastPath, origin, close, rendered } = await served();
    try {
      const html = cardHtml("/kort/a", "21,9 %");
      const taking = fastPath.handOver();
      expect(taking.keep("/kort/a", handedOver(html), () => html)).toBe(true);
      // Not a page this process serves from memory: not kept.
      expect(taking.keep("/kort/ukjent", handedOver(html), () => html)).toBe(false);
      taking.done();
      const brotli = await fetch(`${origin}/kort/a`, { headers: { "accept-encoding": "br" } });
      expect(brotli.headers.get("content-encoding")).toBe("br");
      expect(brotli.headers.get("etag")).toBe(etagOf(Buffer.from(html)));
      expect(await brotli.text()).toBe(html);
      const gzip = await fetch(`${origin}/kort/a`, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(await gzip.text()).toBe(html);
      expect(rendered).toEqual([]);
      expect(fastPath.renderedOnRequest()).toMatchObject({ pages: 1, handedOver: 1, rendered: 0 });
      expect(rendered).toEqual([]);
    } finally {
      await close();
    }
  });

  it("are compressed again at the best quality once served only while they do not fit the first round trip", async () => {
    const { fastPath, origin, close, rendered } = await served();
    try {
      // A card page's size: one flight at Brotli 5 already.
      const small = cardHtml("/kort/a", "21,9 %");
      // Text Brotli cannot shrink below the first round trip (a long list at the quick quality).
      const large = cardHtml("/kort/b", randomBytes(16_000).toString("hex"));
      const taking = fastPath.handOver();
      const smallPage = handedOver(small);
      const largePage = handedOver(large);
      expect(bestCompressionPays(smallPage)).toBe(false);
      expect(bestCompressionPays(largePage)).toBe(true);
      taking.keep("/kort/a", smallPage, () => small);
      taking.keep("/kort/b", largePage, () => large);
      taking.done();
      // Served in this order, so the one queue would take the small page's best compression first.
      expect(await (await fetch(`${origin}/kort/a`)).text()).toBe(small);
      const handedBytes = fastPath.renderedOnRequest().bytes;
      expect(await (await fetch(`${origin}/kort/b`)).text()).toBe(large);
      // The large one then holds its best Brotli and gzip instead; the small one was never compressed again.
      await expect.poll(() => fastPath.renderedOnRequest().bytes).not.toBe(handedBytes);
      expect(fastPath.renderedOnRequest()).toMatchObject({ compressedBest: 1, handedOver: 2, rendered: 0 });
      expect(await (await fetch(`${origin}/kort/b`)).text()).toBe(large);
      expect(rendered).toEqual([]);
    } finally {
      await close();
    }
  });

  it("of older data are never kept once newer data is served: the page is rendered from the new data", async () => {
    const { fastPath, origin, close, rendered } = await served();
    try {
      const taking = fastPath.handOver();
      // The data changes before these pages are taken (a second write): they are of the first.
      fastPath.forgetRenderedOnRequest();
      const old = cardHtml("/kort/b", "19,9 %");
      expect(taking.keep("/kort/b", handedOver(old), () => old)).toBe(false);
      taking.done();
      expect(await (await fetch(`${origin}/kort/b`)).text()).toBe(cardHtml("/kort/b", "rendret her"));
      expect(rendered).toEqual(["/kort/b"]);
      // The second write's pages replace what was kept.
      const second = fastPath.handOver();
      fastPath.forgetRenderedOnRequest();
      const newer = fastPath.handOver();
      const html = cardHtml("/kort/b", "24,1 %");
      expect(second.keep("/kort/b", handedOver(cardHtml("/kort/b", "22,0 %")), () => "")).toBe(false);
      expect(newer.keep("/kort/b", handedOver(html), () => html)).toBe(true);
      second.done();
      newer.done();
      expect(await (await fetch(`${origin}/kort/b`)).text()).toBe(html);
      expect(rendered).toEqual(["/kort/b"]);
    } finally {
      await close();
    }
  });

  it("are waited for by a request that comes while they are taken, rather than rendered", async () => {
    const { fastPath, origin, close, rendered } = await served();
    try {
      const taking = fastPath.handOver();
      const answer = fetch(`${origin}/kort/c`).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 50));
      const html = cardHtml("/kort/c", "18,5 %");
      taking.keep("/kort/c", handedOver(html), () => html);
      taking.done();
      expect(await answer).toBe(html);
      // One the check did not hand over is rendered once they are all taken.
      expect(await (await fetch(`${origin}/kort/a`)).text()).toBe(cardHtml("/kort/a", "rendret her"));
      expect(rendered).toEqual(["/kort/a"]);
    } finally {
      await close();
    }
  });

  it("are kept within the same bound as pages rendered on request", async () => {
    const html = (name: string) => cardHtml(name, "20,0 %");
    const one = handedOver(html("/kort/a"));
    const bound = Math.floor((one.fresh.held + one.consented.held) * 2.5);
    const { fastPath, close } = await served(bound);
    try {
      const taking = fastPath.handOver();
      for (const name of ["/kort/a", "/kort/b", "/kort/c"]) taking.keep(name, handedOver(html(name)), () => html(name));
      taking.done();
      expect(fastPath.renderedOnRequest().bytes).toBeLessThanOrEqual(bound);
      expect(fastPath.renderedOnRequest().pages).toBe(2);
    } finally {
      await close();
    }
  });
});

describe("prerendered pages rendered again", () => {
  it("replace only the pages whose HTML changed, serve the new HTML, and a later change wins over a slower best compression", async () => {
    const { fastPath, origin, close } = await servedFastPath(["/"], undefined);
    const home = async () => {
      const response = await fetch(`${origin}/`, { headers: { "accept-encoding": "br" } });
      return { etag: response.headers.get("etag"), text: await response.text() };
    };
    try {
      const build = await home();
      expect(build.text).toBe("<html><body>forsiden</body></html>");

      // The same HTML as the build's file: nothing changed, nothing replaced.
      const same = await fastPath.replacePages(new Map([["/", "<html><body>forsiden</body></html>"]]));
      expect(same.changed).toEqual([]);
      expect((await home()).etag).toBe(build.etag);

      const first = "<html><body>Effektiv rente 21,9 % – oppdatert</body></html>";
      const quick = await fastPath.replacePages(new Map([["/", first]]), { quick: true });
      expect(quick.changed).toEqual(["/"]);
      expect(await home()).toEqual({ etag: etagOf(first), text: first });

      // A second change before the first one's best compression: the page serves the second.
      const second = "<html><body>Effektiv rente 23,4 % – oppdatert</body></html>";
      const next = await fastPath.replacePages(new Map([["/", second]]), { quick: true });
      await Promise.all([quick.best, next.best]);
      expect(next.changed).toEqual(["/"]);
      expect(await home()).toEqual({ etag: etagOf(second), text: second });

      // The page now served is told apart from the same HTML again without keeping it.
      expect((await fastPath.replacePages(new Map([["/", second]]))).changed).toEqual([]);
    } finally {
      await close();
    }
  });
});
