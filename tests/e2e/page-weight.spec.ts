import { request } from "node:http";
import { expect, test } from "@playwright/test";
import { prerenderedPaths } from "./site-pages";

// A new TCP connection sends about ten segments (RFC 6928: initial window 10 × 1460 bytes) before
// it waits a round trip for acknowledgement. A page whose response fits, headers included, is complete
// after the first round trip and paints one round trip (150 ms on Lighthouse's mobile profile) sooner
// (docs/decisions/0004-serving-fast.md). Measured as sent: Brotli, and the response headers.
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** The bytes of the response as sent: status line, headers and the compressed body. */
function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<{ headerBytes: number; bodyBytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on("end", () => {
        const statusLine = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`.length;
        let headerBytes = statusLine + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2) headerBytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        resolve({ headerBytes, bodyBytes, encoding: response.headers["content-encoding"] });
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

for (const path of prerenderedPaths()) {
  test(`${path} fits the first round trip for a first-time visitor (≤ ${FIRST_ROUND_TRIP_BYTES} bytes with headers)`, async ({ baseURL }) => {
    // No consent cookie: the heavier variant, with the cookie banner.
    const sent = await bytesOnTheWire(`${baseURL}${path}`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(sent.encoding).toBe("br");
    expect(sent.headerBytes + sent.bodyBytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
}
