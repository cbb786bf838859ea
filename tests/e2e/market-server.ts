import { randomBytes } from "node:crypto";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { feedXml, startFeedServer, type FeedEntry, type FeedServer } from "../support/finansportalen-feed";
import { startOwnServer, type OwnServer } from "./spawn-server";
import { signInNewStaff } from "./staff-browser";

export type ServerOnFeed = {
  feed: FeedServer;
  server: OwnServer;
  /** The site's origin, as its PUBLIC_ORIGIN. */
  origin: string;
  /** An editor signed in with a passkey: made at the first call, the same session after. */
  editor: (browser: Browser) => Promise<{ context: BrowserContext; page: Page }>;
  stop: () => Promise<void>;
};

/**
 * A server of a spec's own on the embedded database, synced from a local Finansportalen feed with Basic
 * authentication (fresh credentials each time) serving `body`; its sync at start runs once it listens.
 */
export async function startServerOnFeed(
  label: string,
  port: number,
  body: () => string,
  options: { host?: string; env?: Record<string, string> } = {},
): Promise<ServerOnFeed> {
  const user = "kortvalg-test";
  const password = `pw-${randomBytes(8).toString("hex")}`;
  const origin = `http://${options.host ?? "localhost"}:${port}`;
  const feed = await startFeedServer({ user, password, body });
  const server = await startOwnServer(label, "embedded", {
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    TRUST_PROXY: "loopback",
    FINANSPORTALEN_FEED_URL: feed.url,
    FINANSPORTALEN_USER: user,
    FINANSPORTALEN_PASSWORD: password,
    ...options.env,
  }).catch(async (error: unknown) => {
    await feed.close();
    throw error;
  });
  let session: { context: BrowserContext; page: Page } | undefined;
  return {
    feed,
    server,
    origin,
    editor: async (browser) =>
      (session ??= await signInNewStaff(browser, {
        dataDir: server.dataDir,
        email: "redaktor@kortvalg.no",
        role: "redaktør",
        passkeyName: "PC 1",
      })),
    stop: async () => {
      await session?.context.close();
      await server.stop();
      await feed.close();
    },
  };
}

/**
 * A server of a spec's own over a market from Finansportalen's feed (startServerOnFeed serving `entries`),
 * resolved once the sync at start has published more than `atLeast` cards (/kredittkort then claims «Alle N
 * kredittkort i Norge»).
 */
export async function startMarketServer(
  label: string,
  port: number,
  entries: readonly FeedEntry[],
  options: { atLeast: number; timeout?: number; env?: Record<string, string> },
) {
  const market = await startServerOnFeed(label, port, () => feedXml(entries), { host: "127.0.0.1", env: options.env });
  await expect
    .poll(
      async () =>
        Number(
          /Alle (\d+) kredittkort i Norge/.exec(await (await fetch(`${market.origin}/kredittkort`)).text())?.[1] ?? 0,
        ),
      { timeout: options.timeout ?? 90_000 },
    )
    .toBeGreaterThan(options.atLeast);
  return market;
}
