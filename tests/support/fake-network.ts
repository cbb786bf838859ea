import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Services } from "../../app/services.server";
import { loadContext } from "../../app/shared/server/load-context.server";

/**
 * The callback URLs as we register them with each network (docs/decisions/0022), with the network's own
 * placeholders: what the network fills in and requests when a transaction is recorded or changes.
 */
export const registeredCallbacks = {
  adtraction: (origin: string, secret: string) =>
    `${origin}/api/provisjon/adtraction?nokkel=${secret}&epi=\${epi}&transactionid=\${transactionid}&commissiondecimal=\${commissiondecimal}&status=\${status}&currency=\${currency}`,
  awin: (origin: string, secret: string) =>
    `${origin}/api/provisjon/awin?nokkel=${secret}&clickRef=!!!clickRef!!!&transactionId=!!!transactionId!!!&commission=!!!commission!!!&transactionStatus=!!!transactionStatus!!!&transactionCurrency=!!!transactionCurrency!!!`,
};

/**
 * A fake affiliate network: fills a registered callback URL's placeholders as the network does (Adtraction
 * `${name}`, Awin `!!!name!!!`), URL-encoded, and requests it over HTTP.
 */
export function fakeNetworkCall(template: string, values: Record<string, string>): Promise<Response> {
  const url = template
    .replace(/\$\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""))
    .replace(/!!!(\w+)!!!/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
  return fetch(url, { redirect: "manual" });
}

/** Our routes behind React Router's request handler on a local HTTP server, as the networks reach them. */
export async function serveRoutes(
  build: ServerBuild,
  services: Services,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const handle = createRequestHandler(build, "test");
  const server: Server = createServer((req, res) => {
    const url = `http://${req.headers.host}${req.url}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    handle(
      new Request(url, { method: req.method, headers }),
      loadContext(services, req.socket.remoteAddress ?? "127.0.0.1"),
    ).then(
      async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
