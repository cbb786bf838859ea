import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { etagOf, fromBrotli, precompress, precompressInBackground } from "./precompressed.js";

const html = `<!DOCTYPE html><html lang="nb"><body>${"<p>Årlig gebyr – 0 kr, rente 21,9 %</p>".repeat(400)}</body></html>`;

describe("a page kept compressed", () => {
  it.each([
    ["at start", () => Promise.resolve(precompress(html))],
    ["in the background", () => precompressInBackground(html, 5)],
  ])("%s: Brotli, gzip and the uncompressed body are the page's bytes", async (_when, make) => {
    const page = await make();
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.body.toString()).toBe(html);
    expect(page.body.length).toBe(Buffer.byteLength(html));
    // Not kept: the body is made from gzip on the rare request that takes neither encoding.
    expect(Object.keys(page).sort()).toEqual(["body", "br", "etag", "gzip", "held"]);
    expect(Object.getOwnPropertyDescriptor(page, "body")?.get).toBeTypeOf("function");
    expect(page.held).toBe(page.br.length + page.gzip.length);
  });
});

describe("a page handed over as Brotli alone (the write's check compressed it)", () => {
  it("holds only its Brotli, and gives gzip and the uncompressed body made from it, with the ETag it came with", async () => {
    const kept = await precompressInBackground(html, 5);
    const page = fromBrotli(new Uint8Array(kept.br), etagOf(Buffer.from(html)));
    expect(page.etag).toBe(kept.etag);
    expect(page.held).toBe(kept.br.length);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.body.toString()).toBe(html);
  });
});

describe("a page compressed in the background as Brotli alone (a page rendered on request)", () => {
  it("holds only its Brotli, gives gzip and the body made from it, and the ETag of its bytes", async () => {
    const both = await precompressInBackground(html, 5);
    const page = await precompressInBackground(html, 5, { brotliOnly: true });
    expect(page.etag).toBe(both.etag);
    expect(page.held).toBe(page.br.length);
    expect(page.held).toBeLessThan(both.held);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.body.toString()).toBe(html);
  });
});
