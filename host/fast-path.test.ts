import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFastPath, preferredEncoding, serialQueue } from "./fast-path.js";

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
