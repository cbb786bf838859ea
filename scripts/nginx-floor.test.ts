import http from "node:http";
import net from "node:net";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { findNginx, ratioRows, startNginxFloor } from "./nginx-floor.js";

const result = (rps: number, p99: number) => ({ requests: { average: rps }, latency: { p99 } });

describe("the site beside nginx in npm run bench:load", () => {
  it("puts nginx and the site side by side with logging on and off, each with the site's share of nginx's rate", () => {
    const { rows, ok } = ratioRows({
      on: { site: result(3617.4, 58), nginx: result(3484, 45) },
      off: { site: result(4288, 42), nginx: result(5360, 30) },
    });
    expect(rows).toEqual([
      {
        logging: "på",
        "nginx req/s": 3484,
        "nginx p99 ms": 45,
        "Kortvalg req/s": 3617,
        "Kortvalg p99 ms": 58,
        "Kortvalg / nginx": "1,04 ×",
        mål: "≥ 0,8 ×: ok",
      },
      {
        logging: "av",
        "nginx req/s": 5360,
        "nginx p99 ms": 30,
        "Kortvalg req/s": 4288,
        "Kortvalg p99 ms": 42,
        "Kortvalg / nginx": "0,8 ×",
        mål: "–",
      },
    ]);
    expect(ok).toBe(true);
  });

  it("misses the goal below 0,8 × nginx with logging on, whatever it is with logging off", () => {
    const { rows, ok } = ratioRows({
      on: { site: result(1700, 90), nginx: result(3400, 45) },
      off: { site: result(5000, 40), nginx: result(5000, 30) },
    });
    expect(rows[0]?.["Kortvalg / nginx"]).toBe("0,5 ×");
    expect(rows[0]?.mål).toBe("≥ 0,8 ×: MISS");
    expect(ok).toBe(false);
  });

  it("misses the goal when nginx could not be measured", () => {
    const { rows, ok } = ratioRows({ on: { site: result(3000, 50) }, off: {} });
    expect(rows[0]?.["Kortvalg / nginx"]).toBe("–");
    expect(ok).toBe(false);
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

const get = (port: number) =>
  new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}/kort/x`, { headers: { "accept-encoding": "br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });

describe.skipIf(!findNginx())("nginx as the static floor", () => {
  it.each([true, false])(
    "serves the page's Brotli bytes, with a line per request only when its log is on (%s)",
    async (accessLog) => {
      const brotliBody = brotliCompressSync("<!doctype html><p>Kort</p>");
      const port = await freePort();
      const floor = await startNginxFloor({ port, pagePath: "/kort/x", brotliBody, accessLog });
      try {
        for (let i = 0; i < 3; i++) {
          const answer = await get(port);
          expect(answer.encoding).toBe("br");
          expect(answer.body.equals(brotliBody)).toBe(true);
        }
        expect(floor.accessLogLines()).toBe(accessLog ? 3 : 0);
      } finally {
        await floor.stop();
      }
    },
  );
});
