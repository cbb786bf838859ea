import { request } from "node:http";
import { FIRST_ROUND_TRIP_BYTES } from "../../host/fast-path.js";

// A new TCP connection sends about ten segments (RFC 6928: initial window 10 × 1460 bytes) before
// it waits a round trip for acknowledgement. A page whose response fits, headers included, is complete
// after the first round trip and paints one round trip (150 ms on Lighthouse's mobile profile) sooner
// (docs/decisions/0004-serving-fast.md). Measured as sent: Brotli, and the response headers. The server
// compresses a page at the best quality only while the quick one does not fit (host/fast-path.js).
export { FIRST_ROUND_TRIP_BYTES };

export type Sent = { headerBytes: number; bodyBytes: number; encoding?: string };

/** The bytes of the response as sent: status line, headers and the compressed body. */
export function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on("end", () => {
        const statusLine = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`.length;
        let headerBytes = statusLine + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          headerBytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        resolve({ headerBytes, bodyBytes, encoding: response.headers["content-encoding"] });
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/**
 * A page rendered on request goes out at a quick compression first and at the best one when it is ready
 * (decision 0030): asked again until it fits or 10 s have passed, for a first-time visitor (no cookie).
 */
export async function sentOnceBestCompressed(url: string): Promise<Sent> {
  const headers = { "Accept-Encoding": "gzip, deflate, br" };
  let sent = await bytesOnTheWire(url, headers);
  for (let tries = 0; sent.headerBytes + sent.bodyBytes > FIRST_ROUND_TRIP_BYTES && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    sent = await bytesOnTheWire(url, headers);
  }
  return sent;
}
