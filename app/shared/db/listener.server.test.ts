import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { listenPostgres } from "./database.server";

// The PostgreSQL listener when its connection goes silent: a firewall, a NAT or a failover can drop a
// connection without a word, and a LISTEN connection never sends anything that would notice. A TCP proxy
// between the listener and PostgreSQL stands in for the network: frozen, it passes nothing either way
// and closes nothing.
const adminUrl = process.env.TEST_DATABASE_URL;

type Proxy = { url: string; freeze(): void; close(): Promise<void> };

async function startProxy(target: URL): Promise<Proxy> {
  const pairs: Array<[net.Socket, net.Socket]> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    pairs.push([client, upstream]);
    sockets.add(client).add(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: Object.assign(new URL(target), { hostname: "127.0.0.1", port: String(port) }).toString(),
    freeze() {
      // Every connection so far: nothing more passes, and nobody is told.
      for (const [client, upstream] of pairs.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(adminUrl)("the PostgreSQL listener on a connection that goes silent", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("notices within its heartbeat, listens again on a new connection, and hears the next NOTIFY", async () => {
    const proxy = await startProxy(new URL(adminUrl!));
    cleanups.push(() => proxy.close());
    const channel = `kortvalg_test_${randomBytes(4).toString("hex")}`;
    let notified = 0;
    const unlisten = await listenPostgres(pg, proxy.url, channel, () => notified++, {
      heartbeatMs: 200,
      answerMs: 300,
    });
    cleanups.push(unlisten);

    const notifier = new pg.Client({ connectionString: adminUrl });
    await notifier.connect();
    cleanups.push(() => notifier.end());
    await notifier.query(`NOTIFY ${channel}`);
    await expect.poll(() => notified, { timeout: 2_000 }).toBe(1);

    proxy.freeze();
    // A NOTIFY sent while the connection is silent is lost on it …
    await notifier.query(`NOTIFY ${channel}`);
    // … but the heartbeat finds no answer, listens again, and says so (the caller then reads the state).
    await expect.poll(() => notified, { timeout: 5_000 }).toBe(2);
    await notifier.query(`NOTIFY ${channel}`);
    await expect.poll(() => notified, { timeout: 2_000 }).toBe(3);
  }, 15_000);

  it("stays on a connection that answers", async () => {
    const channel = `kortvalg_test_${randomBytes(4).toString("hex")}`;
    let notified = 0;
    const unlisten = await listenPostgres(pg, adminUrl!, channel, () => notified++, {
      heartbeatMs: 100,
      answerMs: 1_000,
    });
    cleanups.push(unlisten);
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Heartbeats answered: no reconnect, so no extra call.
    expect(notified).toBe(0);
  });
});
