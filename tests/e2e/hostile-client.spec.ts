import { mkdtempSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminRequest } from "../../host/admin.js";
import { exited, specPort, startServer } from "./spawn-server";

// What a hostile or careless client sends, against a server of its own (run with --expose-gc, so its
// heap can be measured after a full collection). Limits: app/request-limits.ts.
const port = specPort(3195);
const origin = `http://127.0.0.1:${port}`;
const proxiedPort = specPort(3196);
const publicOrigin = "https://kortvalg.test";

test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startServer>> | undefined;
let proxied: Awaited<ReturnType<typeof startServer>> | undefined;
let dataDir = "";
let proxiedDataDir = "";
const adminSocket = () => path.join(dataDir, "admin.sock");
const memory = () => adminRequest(adminSocket(), { command: "memory" }) as Promise<{ rss: number; heapUsed: number }>;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "starts its own servers: one run is enough");
  test.info().setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-hostile-"));
  proxiedDataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-proxied-"));
  [server, proxied] = await Promise.all([
    startServer({ PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: "loopback" }, ["--expose-gc"]),
    // Behind a TLS-terminating proxy that passes the Host on and sets no X-Forwarded-* (no TRUST_PROXY).
    startServer({ PORT: String(proxiedPort), DATA_DIR: proxiedDataDir, PUBLIC_ORIGIN: publicOrigin }),
  ]);
});

test.afterAll(async () => {
  await Promise.all(
    [server, proxied].filter((child) => child !== undefined).map((child) => (child.kill("SIGTERM"), exited(child))),
  );
  for (const dir of [dataDir, proxiedDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs `count` requests, `concurrency` at a time; returns the status codes seen, with how often. */
async function flood(count: number, concurrency: number, request: (i: number) => Promise<Response>) {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const response = await request(next++);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries(statuses);
}

/** Any method, also those fetch refuses to send (TRACE). */
const raw = (method: string, pathname: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });

const validForm = (message: string) =>
  new URLSearchParams({
    firstName: "Kari",
    lastName: "Nordmann",
    email: `fiendtlig.${Date.now()}@example.no`,
    phone: "",
    subject: "general",
    message,
  });

const postForm = (body: BodyInit, client: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/kontakt`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      Origin: origin,
      "X-Forwarded-For": client,
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    },
  });

test("twenty thousand distinct unknown URLs leave the heap where it was", async () => {
  test.setTimeout(120_000);
  // Warm up: every page and the not-found page once, so what is cached by design is cached before measuring.
  await flood(200, 20, (i) => fetch(`${origin}/varm-opp-${i}`));
  const before = await memory();
  const statuses = await flood(20_000, 50, (i) =>
    fetch(i % 2 ? `${origin}/finnes-ikke-${i}` : `${origin}/assets/finnes-ikke-${i}.js`),
  );
  expect(statuses).toEqual({ 404: 20_000 });
  const after = await memory();
  // Before the fix each distinct miss was remembered: about 150 MB per 20 000.
  expect(after.heapUsed - before.heapUsed).toBeLessThan(10 * 1024 * 1024);
});

/**
 * A post that declares (or streams) far more than the limit; resolves with the status once the server
 * answers, writing until then. The server must answer without reading it all.
 */
function oversizePost(declaredLength: number | null, client: string) {
  return new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
    const headers: Record<string, string | number> = {
      Origin: origin,
      "X-Forwarded-For": client,
      "Content-Type": "application/x-www-form-urlencoded",
    };
    if (declaredLength !== null) headers["Content-Length"] = declaredLength;
    const req = http.request(`${origin}/kontakt`, { method: "POST", headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, sentBytes });
      req.destroy();
    });
    let sentBytes = 0;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const write = () => {
      while (!req.destroyed && sentBytes < 100 * 1024 * 1024) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
    };
    req.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close the connection after its answer while we still write: only a missing answer is a failure.
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    write();
  });
}

test("a 100 MB post is refused with 413 before it is read, declared or streamed, while another client's page loads", async () => {
  const before = await memory();
  const [declared, streamed, page] = await Promise.all([
    oversizePost(100 * 1024 * 1024, "203.0.113.10"),
    oversizePost(null, "203.0.113.11"),
    fetch(`${origin}/`).then(async (response) => ({ status: response.status, text: await response.text() })),
  ]);
  expect(declared.status).toBe(413);
  expect(streamed.status).toBe(413);
  // Refused long before the 100 MB were sent.
  expect(declared.sentBytes).toBeLessThan(50 * 1024 * 1024);
  expect(streamed.sentBytes).toBeLessThan(50 * 1024 * 1024);
  expect(page.status).toBe(200);
  expect(page.text).toContain("Kortvalg");
  expect((await memory()).rss - before.rss).toBeLessThan(50 * 1024 * 1024);

  const response = await postForm("x".repeat(70 * 1024), "203.0.113.12");
  expect(response.status).toBe(413);
  expect(await response.text()).toContain("Det du sendte, er større enn 64 kB");
});

test("one NUL among forty parallel senders costs only its own sender: every valid one is stored", async () => {
  const email = `nul.${Date.now()}@example.no`;
  const responses = await Promise.all(
    Array.from({ length: 40 }, (_, i) => {
      const form = validForm(i === 17 ? "Meldingen har en \u0000 midt i seg." : `Gyldig melding nummer ${i}.`);
      form.set("email", email);
      return postForm(form, `203.0.114.${i}`);
    }),
  );
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 303)).toHaveLength(39);
  expect(statuses[17]).toBe(400);
  expect(await responses[17]!.text()).toContain("Meldingen inneholder et usynlig kontrolltegn");
  const stored = (await adminRequest(adminSocket(), { command: "export", email })) as { contactEnquiries: unknown[] };
  expect(stored.contactEnquiries).toHaveLength(39);
});

test.describe("client mistakes get their 4xx and a Norwegian page, never a 500", () => {
  const client = "203.0.113.20";
  for (const [label, contentType, body, status, text] of [
    ["JSON", "application/json", '{"firstName":"Kari"}', 415, "Denne adressen tar bare imot skjemaer"],
    ["text/plain", "text/plain", "firstName=Kari", 415, "Denne adressen tar bare imot skjemaer"],
    ["no content type", "", "firstName=Kari", 415, "Feil format"],
    [
      "broken multipart",
      "multipart/form-data; boundary=grense",
      "--grense\r\nContent-Disposition: form-da",
      400,
      "Skjemaet kunne ikke leses",
    ],
  ] as const) {
    test(`${label} on the contact form: ${status}`, async () => {
      const response = await postForm(
        body,
        client,
        contentType ? { "Content-Type": contentType } : { "Content-Type": "" },
      );
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(await response.text()).toContain(text);
    });
  }

  for (const method of ["PUT", "PATCH", "DELETE", "TRACE"]) {
    test(`${method} is 405 with Allow`, async () => {
      const form = await raw(method, "/kontakt", { Origin: origin });
      expect(form.status).toBe(405);
      expect(form.headers.allow).toBe("GET, HEAD, POST");
      expect(form.body).toContain("Denne adressen tar bare imot visning (GET), HEAD og innsending av skjema (POST)");
      const page = await raw(method, "/kredittkort");
      expect(page.status).toBe(405);
      expect(page.headers.allow).toBe("GET, HEAD");
    });
  }

  test("OPTIONS says what a URL takes; a POST to a page without a form is 405", async () => {
    const options = await fetch(`${origin}/kontakt`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    const post = await fetch(`${origin}/kredittkort`, {
      method: "POST",
      body: "a=1",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(405);
  });

  test("a return path with æøå in the consent form comes back percent-encoded", async () => {
    const response = await fetch(`${origin}/samtykke`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ valg: "ingen", tilbake: "/kort/blåbær?q=søk" }),
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kort/bl%C3%A5b%C3%A6r?q=s%C3%B8k");
  });

  test("a trailing-slash redirect never leaves the site", async () => {
    for (const url of ["/\\evil.example/", "//evil.example/", "/\\/evil.example/"]) {
      const response = await new Promise<http.IncomingMessage>((resolve) =>
        http.get({ host: "127.0.0.1", port, path: url }, resolve),
      );
      response.resume();
      expect(response.statusCode).toBe(301);
      const location = response.headers.location ?? "";
      expect(new URL(location, origin).origin).toBe(origin);
    }
  });

  test("the 403 page, fragments and assets carry the policy headers", async () => {
    const refused = await fetch(`${origin}/kontakt`, {
      method: "POST",
      body: "a=1",
      headers: { Origin: "https://angriper.example", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-security-policy")).toContain("default-src 'none'");
    const fragment = await fetch(`${origin}/fragment/sok-dialog`);
    expect(fragment.headers.get("content-security-policy")).toContain("script-src 'self'");
    for (const response of [refused, fragment, await fetch(`${origin}/`)]) {
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }
  });
});

test("a flood of bad posts from one client is refused with 429 after the limit, cheaply; another client is not affected", async () => {
  const client = "203.0.113.30";
  const statuses = await flood(60, 1, () => postForm("firstName=", client));
  // 30 form posts per client in ten minutes (rate-limit.server.ts formPost), invalid ones counted too.
  expect(statuses).toEqual({ 400: 30, 429: 30 });
  const refused = await postForm(validForm("En gyldig melding kommer heller ikke gjennom."), client);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await refused.text()).toContain("Vi har fått mange innsendinger fra deg på kort tid");
  // Oversize posts from the same client are refused as floods before anything is read.
  expect((await oversizePost(100 * 1024 * 1024, client)).status).toBe(429);
  expect((await postForm(validForm("Fra en annen adresse går det fint."), "203.0.113.31")).status).toBe(303);
});

test("the data folder is private to the server's user", () => {
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
});

test.describe("behind a TLS-terminating proxy with PUBLIC_ORIGIN=https://…", () => {
  const proxiedPost = (pathname: string, body: URLSearchParams, headers: Record<string, string>) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: proxiedPort,
          path: pathname,
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        },
        (res) => (res.resume(), resolve(res)),
      );
      req.on("error", reject);
      req.end(body.toString());
    });

  test("the site's own pages post, cookies are Secure, and other origins are still refused", async () => {
    const choice = new URLSearchParams({ valg: "alle", tilbake: "/kredittkort" });
    for (const headers of <Array<Record<string, string>>>[
      { Host: "kortvalg.test", Origin: publicOrigin },
      // A proxy that rewrites Host to the backend's address.
      { Host: `127.0.0.1:${proxiedPort}`, Origin: publicOrigin, "Sec-Fetch-Site": "same-origin" },
    ]) {
      const response = await proxiedPost("/samtykke", choice, headers);
      expect(response.statusCode).toBe(303);
      expect(response.headers["set-cookie"]?.[0]).toMatch(/; Secure/);
    }
    const contact = await proxiedPost("/kontakt", validForm("Sendt gjennom en proxy med https."), {
      Host: "kortvalg.test",
      Origin: publicOrigin,
    });
    expect(contact.statusCode).toBe(303);
    for (const other of ["http://kortvalg.test", "https://angriper.example"]) {
      expect((await proxiedPost("/samtykke", choice, { Host: "kortvalg.test", Origin: other })).statusCode).toBe(403);
    }
  });
});
