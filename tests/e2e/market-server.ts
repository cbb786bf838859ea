import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { feedXml, startFeedServer, type FeedEntry } from "../support/finansportalen-feed";
import { startOwnServer } from "./spawn-server";

/**
 * A server of a spec's own over a market from Finansportalen's feed: a local feed server with Basic
 * authentication serving `entries`, and the site started with its credentials, resolved once the sync at
 * start has published more than `atLeast` cards (/kredittkort then claims «Alle N kredittkort i Norge»).
 */
export async function startMarketServer(
  label: string,
  port: number,
  entries: readonly FeedEntry[],
  options: { atLeast: number; timeout?: number; env?: Record<string, string> },
) {
  const user = "kortvalg-test";
  const password = `pw-${randomBytes(8).toString("hex")}`;
  const feed = await startFeedServer({ user, password, body: () => feedXml(entries) });
  const server = await startOwnServer(label, "embedded", {
    PORT: String(port),
    FINANSPORTALEN_FEED_URL: feed.url,
    FINANSPORTALEN_USER: user,
    FINANSPORTALEN_PASSWORD: password,
    ...options.env,
  }).catch(async (error: unknown) => {
    await feed.close();
    throw error;
  });
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () =>
        Number(/Alle (\d+) kredittkort i Norge/.exec(await (await fetch(`${origin}/kredittkort`)).text())?.[1] ?? 0),
      { timeout: options.timeout ?? 90_000 },
    )
    .toBeGreaterThan(options.atLeast);
  return {
    stop: async () => {
      await server.stop();
      await feed.close();
    },
  };
}
