import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { adminRequest } from "../../host/admin.js";
import { refusingSmtpUrl, startTestSmtp } from "../support/test-smtp";
import { clientAddress, uniqueEmail } from "./admin";
import { exited, specPort, startServer } from "./spawn-server";
import { dropDatabase } from "../../scripts/drop-database.js";

// The notification outbox with the SMTP server down, then up (the acceptance): enquiries sent
// through the real form while SMTP refuses connections, and while it accepts them but never answers, are
// answered at once and wait in mail_outbox with a backoff; once SMTP is up, one `deliver-mail` sends every
// notification exactly once, and another sends nothing. On the embedded database always, and on
// PostgreSQL (a database of its own, as instances.spec.ts) when TEST_DATABASE_URL is set.

const adminUrl = process.env.TEST_DATABASE_URL;
const supportEmail = "support@example.no";
/** Generous: the point is that the visitor never waits for SMTP (nodemailer's own timeouts are 30 s and more). */
const quickMs = 3_000;

type OutboxRow = {
  id: number;
  recipient: string;
  replyTo: string | null;
  kind: string;
  enquiryId: number | null;
  textBody: string;
  attempts: number;
  sentAt: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
};

type Enquiry = { email: string; message: string; client: string };

const variants = [
  { database: "embedded", port: specPort(3198) },
  { database: "postgres", port: specPort(3191) },
] as const;

for (const { database, port } of variants) {
  test.describe(`notification outbox on the ${database} database`, () => {
    test.describe.configure({ mode: "serial" });

    const origin = `http://127.0.0.1:${port}`;
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    let dataDir = "";
    let databaseName = "";
    let smtpPort = 0;
    /** Whatever listens on the SMTP port at the moment (nothing, a silent server, or the forwarder to the test SMTP server). */
    let listener: { server: Server; sockets: Set<Socket> } | undefined;
    let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;

    const admin = <T>(command: Record<string, unknown>) =>
      adminRequest(path.join(dataDir, "admin.sock"), command) as Promise<T>;
    const outbox = () => admin<OutboxRow[]>({ command: "outbox", email: supportEmail });

    /** Listens on the SMTP port; each connection is handed to `onConnection` and kept, so closing ends it. */
    async function listen(onConnection: (socket: Socket) => void) {
      const sockets = new Set<Socket>();
      const tcp = createServer((socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => undefined);
        onConnection(socket);
      });
      await new Promise<void>((resolve, reject) => {
        tcp.once("error", reject);
        tcp.listen(smtpPort, "127.0.0.1", () => resolve());
      });
      listener = { server: tcp, sockets };
      return listener;
    }

    async function stopListening() {
      if (!listener) return;
      const { server: tcp, sockets } = listener;
      listener = undefined;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    }

    /** Posts the contact form as a browser without JavaScript does; gives the response and how long it took. */
    async function submit(request: APIRequestContext, enquiry: Enquiry) {
      const started = performance.now();
      const response = await request.post(`${origin}/kontakt`, {
        form: {
          firstName: "Kari",
          lastName: "Nordmann",
          email: enquiry.email,
          phone: "",
          subject: "general",
          message: enquiry.message,
          nettside: "",
        },
        headers: { Origin: origin, "X-Forwarded-For": enquiry.client },
        maxRedirects: 0,
      });
      return { response, ms: Math.round(performance.now() - started) };
    }

    async function submitAll(request: APIRequestContext, label: string, count: number) {
      const enquiries: Enquiry[] = Array.from({ length: count }, (_, i) => ({
        email: uniqueEmail(`utboks-${label}-${i}`),
        message: `Hvor mye koster årsavgiften på et kort med reiseforsikring? (${label} ${i}, ${randomBytes(4).toString("hex")})`,
        client: clientAddress(),
      }));
      for (const enquiry of enquiries) {
        const { response, ms } = await submit(request, enquiry);
        console.log(`[${database}] ${label}: enquiry answered ${response.status()} in ${ms} ms`);
        expect(response.status()).toBe(303);
        expect(response.headers().location).toBe("/kontakt?sendt=1#kontaktskjema");
        expect(ms, "the visitor must not wait for SMTP").toBeLessThan(quickMs);
      }
      return enquiries;
    }

    const rowsOf = (rows: OutboxRow[], enquiries: Enquiry[]) =>
      enquiries.map((enquiry) => rows.find((row) => row.replyTo === enquiry.email));

    /** Waits until each enquiry's notification has had its failed attempt recorded, then checks it waits with a backoff. */
    async function expectWaitingWithBackoff(enquiries: Enquiry[]) {
      await expect
        .poll(async () => rowsOf(await outbox(), enquiries).map((row) => row?.attempts ?? -1), { timeout: 15_000 })
        .toEqual(enquiries.map(() => 1));
      const rows = rowsOf(await outbox(), enquiries);
      for (const [i, row] of rows.entries()) {
        const enquiry = enquiries[i]!;
        expect(row, enquiry.email).toBeDefined();
        expect(row).toMatchObject({ recipient: supportEmail, kind: "enquiry-notification", sentAt: null, attempts: 1 });
        expect(row?.enquiryId).toEqual(expect.any(Number));
        expect(row?.textBody).toContain(enquiry.message);
        // The next attempt waits the first step of the backoff (retryDelayMs(1) = 1 minute) after the failure.
        const next = Date.parse(row?.nextAttemptAt ?? "");
        expect(next).toBeGreaterThan(Date.now() + 30_000);
        expect(next).toBeLessThan(Date.now() + 2 * 60_000);
      }
      return rows as OutboxRow[];
    }

    const down: Enquiry[] = [];
    const slow: Enquiry[] = [];

    test.beforeAll(async () => {
      const testInfo = test.info();
      test.skip(testInfo.project.name !== "desktop", "starts its own server: one run is enough");
      test.skip(
        database === "postgres" && !adminUrl,
        "needs TEST_DATABASE_URL (a PostgreSQL role that may create databases)",
      );
      testInfo.setTimeout(120_000);
      // A free port on loopback where nothing listens yet: every connection is refused.
      smtpPort = Number(new URL(await refusingSmtpUrl()).port);
      dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-outbox-"));
      const env: Record<string, string> = {
        PORT: String(port),
        DATA_DIR: dataDir,
        TRUST_PROXY: "loopback",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SUPPORT_EMAIL: supportEmail,
      };
      if (database === "postgres") {
        databaseName = `kortvalg_outbox_${randomBytes(4).toString("hex")}`;
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`create database ${databaseName}`);
        await client.end();
        env.DATABASE_URL = Object.assign(new URL(adminUrl!), { pathname: `/${databaseName}` }).toString();
      }
      server = await startServer(env);
    });

    test.afterAll(async () => {
      if (server) {
        server.kill("SIGTERM");
        await exited(server);
        server = undefined;
      }
      await stopListening();
      await smtp?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (databaseName) {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await dropDatabase(client, databaseName);
        await client.end();
      }
    });

    test("SMTP refusing connections: every enquiry is answered at once and its notification waits in the outbox with a backoff", async ({
      request,
    }) => {
      down.push(...(await submitAll(request, "nede", 5)));
      const rows = await expectWaitingWithBackoff(down);
      expect(new Set(rows.map((row) => row.id)).size).toBe(down.length);
      // The enquiries themselves are stored, one each.
      for (const enquiry of down) {
        const stored = await admin<{ contactEnquiries: Array<{ message: string }> }>({
          command: "export",
          email: enquiry.email,
        });
        expect(stored.contactEnquiries.map((row) => row.message)).toEqual([enquiry.message]);
      }
    });

    test("SMTP accepting connections but never answering: enquiries are still answered at once", async ({
      request,
    }) => {
      // A server that takes the connection and says nothing: nodemailer would wait 30 s for its greeting.
      let connections = 0;
      const silent = await listen(() => connections++);
      slow.push(...(await submitAll(request, "treg", 2)));
      // The notifications were taken and are hanging on the silent server, after the visitor had the answer.
      await expect.poll(() => connections, { timeout: 10_000 }).toBe(slow.length);
      const hanging = rowsOf(await outbox(), slow);
      for (const row of hanging) {
        expect(row).toMatchObject({ sentAt: null, attempts: 0 });
        expect(row?.lastAttemptAt).toBeTruthy();
      }
      expect(silent.sockets.size).toBe(slow.length);
      // The server goes away mid-conversation: the attempts fail and the mail waits for its backoff too.
      await stopListening();
      await expectWaitingWithBackoff(slow);
      // Nothing due yet: a run now (before the backoff has run out) takes none of them.
      expect(await admin<{ sent: number }>({ command: "deliver-mail" })).toEqual({ sent: 0 });
    });

    test("SMTP up: one deliver-mail sends every notification exactly once, and another sends nothing", async () => {
      const enquiries = [...down, ...slow];
      expect(enquiries).toHaveLength(7);
      // The project's test SMTP server, reached on the port SMTP_URL names (it listens on a port of its own).
      smtp = await startTestSmtp();
      const upstreamPort = Number(new URL(smtp.url).port);
      await listen((socket) => {
        const upstream = connect(upstreamPort, "127.0.0.1");
        upstream.on("error", () => socket.destroy());
        socket.on("close", () => upstream.destroy());
        socket.pipe(upstream).pipe(socket);
      });

      // As if the backoff had run out: the server's own minute timer would do the same a little later.
      const later = new Date(Date.now() + 10 * 60_000).toISOString();
      expect(await admin<{ sent: number }>({ command: "deliver-mail", now: later })).toEqual({
        sent: enquiries.length,
      });

      const received = smtp.received;
      const header = (data: string, name: string) => {
        const head = data.slice(0, data.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
        return new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(head)?.[1]?.trim();
      };
      const messageIds = received.map((mail) => header(mail.data, "Message-ID"));
      console.log(`[${database}] SMTP received ${received.length} messages: ${messageIds.join(" ")}`);
      expect(received).toHaveLength(enquiries.length);
      expect(new Set(messageIds).size, "one message per Message-ID").toBe(enquiries.length);

      const rows = rowsOf(await outbox(), enquiries);
      for (const [i, row] of rows.entries()) {
        const enquiry = enquiries[i]!;
        // The outbox row is marked sent, after its failed attempt and this one.
        expect(row?.sentAt, enquiry.email).toBeTruthy();
        expect(row?.attempts).toBe(2);
        // Exactly one message for it, with the outbox row's stable Message-ID, to support, Reply-To the visitor.
        const forRow = received.filter((mail) => header(mail.data, "Message-ID") === `<outbox-${row?.id}@kortvalg.no>`);
        expect(forRow, `message for outbox row ${row?.id}`).toHaveLength(1);
        const mail = forRow[0]!;
        expect(mail.to).toEqual([supportEmail]);
        expect(header(mail.data, "To")).toBe(supportEmail);
        expect(header(mail.data, "Reply-To")).toBe(enquiry.email);
        expect(mail.text).toContain(`Fra: Kari Nordmann <${enquiry.email}>`);
        expect(mail.text).toContain(enquiry.message);
        expect(received.filter((other) => other.text.includes(enquiry.message))).toHaveLength(1);
      }

      // Again, even far in the future: nothing is due, nothing is sent twice.
      const muchLater = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
      expect(await admin<{ sent: number }>({ command: "deliver-mail", now: muchLater })).toEqual({ sent: 0 });
      expect(await admin<{ sent: number }>({ command: "deliver-mail" })).toEqual({ sent: 0 });
      expect(smtp.received).toHaveLength(enquiries.length);
      expect((await outbox()).filter((row) => row.sentAt === null)).toEqual([]);
    });
  });
}
