import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  feedXml,
  generateMarket,
  startFeedServer,
  type FeedServer,
} from "../../../../tests/support/finansportalen-feed";
import { DEFAULT_FEED_URL, feedConfigFromEnv, fetchFeed, readFeed, type FeedSettings } from "./feed-client.server";

const USER = "kortvalg";
const PASSWORD = "s3cret-Passord-æøå";

const servers: FeedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(options: Omit<Parameters<typeof startFeedServer>[0], "user" | "password">) {
  const server = await startFeedServer({ user: USER, password: PASSWORD, ...options });
  servers.push(server);
  return server;
}

function settings(url: string, overrides: Partial<FeedSettings> = {}): FeedSettings {
  const config = feedConfigFromEnv({
    FINANSPORTALEN_FEED_URL: url,
    FINANSPORTALEN_USER: USER,
    FINANSPORTALEN_PASSWORD: PASSWORD,
  });
  if (config.status !== "configured") throw new Error(config.message);
  return { ...config.settings, ...overrides };
}

/** Every message a failure gives: none may hold a credential. */
function expectNoSecret(text: string) {
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain(Buffer.from(`${USER}:${PASSWORD}`).toString("base64"));
}

describe("feedConfigFromEnv", () => {
  it("says plainly that there are no credentials, which is not a failure", () => {
    for (const env of [{}, { FINANSPORTALEN_USER: USER }, { FINANSPORTALEN_PASSWORD: PASSWORD }]) {
      const config = feedConfigFromEnv(env);
      expect(config.status).toBe("no-credentials");
      expect(config.status === "no-credentials" && config.message).toContain("egne, utvalgte kort");
    }
  });

  it("takes Finansportalen's address by default and another from FINANSPORTALEN_FEED_URL", () => {
    const config = feedConfigFromEnv({ FINANSPORTALEN_USER: USER, FINANSPORTALEN_PASSWORD: PASSWORD });
    expect(config.status === "configured" && config.settings.url.href).toBe(DEFAULT_FEED_URL);
    expect(config.status === "configured" && config.settings.maxBytes).toBe(20_000_000);
  });

  it.each([
    ["http://www.finansportalen.no/feed.atom"],
    ["https://bruker:pass@www.finansportalen.no/feed.atom"],
    ["ftp://127.0.0.1/feed"],
    ["ikke en adresse"],
  ])("refuses %s: the password would go in clear text or nowhere sensible", (url) => {
    const config = feedConfigFromEnv({
      FINANSPORTALEN_FEED_URL: url,
      FINANSPORTALEN_USER: USER,
      FINANSPORTALEN_PASSWORD: PASSWORD,
    });
    expect(config).toEqual({ status: "invalid", message: expect.stringContaining("https-adresse") });
  });

  it("refuses a user name with a colon (Basic authentication cannot carry it)", () => {
    const config = feedConfigFromEnv({ FINANSPORTALEN_USER: "a:b", FINANSPORTALEN_PASSWORD: PASSWORD });
    expect(config.status).toBe("invalid");
  });
});

describe("fetchFeed against a local server with Basic authentication", () => {
  it("fetches the feed with the credentials, and readFeed parses it", async () => {
    const market = generateMarket(12, 7);
    const server = await serve({ body: () => feedXml(market.map((product) => product.entry)) });
    const fetched = await fetchFeed(settings(server.url));
    expect(fetched.status).toBe("fetched");
    expect(server.requests).toEqual([expect.objectContaining({ authorized: true })]);
    const read = await readFeed({ status: "configured", settings: settings(server.url) });
    expect(read.status === "read" && read.feed.products.map((product) => product.name)).toEqual(
      market.map((product) => product.name),
    );
  });

  it("says a wrong password is refused (401), without the password in the message", async () => {
    const server = await serve({ body: () => feedXml([]) });
    const fetched = await fetchFeed(settings(server.url, { password: "feil" }));
    expect(fetched).toEqual({
      status: "failed",
      failure: {
        kind: "unauthorized",
        status: 401,
        message: expect.stringContaining("avviste innloggingen (HTTP 401)"),
      },
    });
    if (fetched.status === "failed") expectNoSecret(fetched.failure.message);
  });

  it("says 403 is a refusal too, and another status is named", async () => {
    let status = 403;
    const server = await serve({
      respond: (_request, response) => {
        response.writeHead(status, { "content-type": "text/plain" });
        response.end("nei");
      },
    });
    expect(await fetchFeed(settings(server.url))).toMatchObject({ failure: { kind: "unauthorized", status: 403 } });
    status = 503;
    const failed = await fetchFeed(settings(server.url));
    expect(failed).toMatchObject({ failure: { kind: "http-status", status: 503 } });
    expect(failed.status === "failed" && failed.failure.message).toBe(
      `${new URL(server.url).host}/services/feed/v3/bank/kredittkort.atom svarte med HTTP 503.`,
    );
  });

  it("does not follow a redirect (the credentials go to the configured address only)", async () => {
    const target = await serve({ body: () => feedXml([]) });
    const server = await serve({
      respond: (_request, response) => {
        response.writeHead(302, { location: target.url });
        response.end();
      },
    });
    expect(await fetchFeed(settings(server.url))).toMatchObject({ failure: { kind: "http-status", status: 302 } });
    expect(target.requests).toEqual([]);
  });

  it("refuses a body over the limit while it streams, without a Content-Length", async () => {
    let written = 0;
    const server = await serve({
      respond: (_request, response) => {
        response.writeHead(200, { "content-type": "application/atom+xml" });
        const chunk = Buffer.alloc(64 * 1024, "a");
        // Far more than the limit, as long as the client keeps reading.
        const pump = () => {
          while (written < 50_000_000 && !response.destroyed) {
            written += chunk.length;
            if (!response.write(chunk)) return void response.once("drain", pump);
          }
          response.end();
        };
        pump();
      },
    });
    const fetched = await fetchFeed(settings(server.url, { maxBytes: 1_000_000 }));
    expect(fetched).toMatchObject({ status: "failed", failure: { kind: "too-large" } });
    expect(fetched.status === "failed" && fetched.failure.message).toContain("større enn 1 MB");
    // The client stopped reading: the server wrote at most the limit and what sockets buffer.
    expect(written).toBeLessThan(20_000_000);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const server = await serve({
      respond: (_request, response) => {
        response.writeHead(200, { "content-type": "application/atom+xml", "content-length": "2000001" });
        response.end();
      },
    });
    expect(await fetchFeed(settings(server.url, { maxBytes: 2_000_000 }))).toMatchObject({
      failure: { kind: "too-large" },
    });
  });

  it("says an HTML page or a body that is not XML is not the feed", async () => {
    let answer: { type: string; body: string | Buffer } = { type: "text/html", body: "<html>Innlogging</html>" };
    const server = await serve({
      respond: (_request, response) => {
        response.writeHead(200, { "content-type": answer.type });
        response.end(answer.body);
      },
    });
    expect(await fetchFeed(settings(server.url))).toMatchObject({
      failure: { kind: "not-xml", message: expect.stringContaining("(text/html)") },
    });
    answer = { type: "application/xml", body: "Vedlikehold pågår" };
    expect(await fetchFeed(settings(server.url))).toMatchObject({
      failure: { kind: "not-xml", message: expect.stringContaining("«Vedlikehold pågår»") },
    });
    answer = { type: "application/xml", body: Buffer.from([0x3c, 0x61, 0xff, 0xfe, 0x3e]) };
    expect(await fetchFeed(settings(server.url))).toMatchObject({
      failure: { kind: "not-xml", message: expect.stringContaining("UTF-8") },
    });
    answer = { type: "application/atom+xml", body: "<feed><entry></feed>" };
    const read = await readFeed({ status: "configured", settings: settings(server.url) });
    expect(read).toMatchObject({ status: "failed", failure: { kind: "malformed" } });
  });

  it("says a server that does not answer in time timed out", async () => {
    const server = await serve({ respond: () => undefined });
    const fetched = await fetchFeed(settings(server.url, { timeoutMs: 300 }));
    expect(fetched).toMatchObject({ failure: { kind: "timeout", message: expect.stringContaining("0,3 sekunder") } });
  });

  it("says an address where nothing listens is unreachable, without the credentials", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const fetched = await fetchFeed(settings(`http://127.0.0.1:${port}/feed.atom?token=abc`));
    expect(fetched).toEqual({
      status: "failed",
      failure: { kind: "unreachable", message: `Fikk ikke kontakt med 127.0.0.1:${port}/feed.atom (ECONNREFUSED).` },
    });
  });

  it("reads nothing without credentials", async () => {
    expect(await readFeed(feedConfigFromEnv({}))).toMatchObject({ status: "no-credentials" });
  });
});
