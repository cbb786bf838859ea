import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/database.server";
import { mailOutbox } from "./db/schema";
import { openTestDatabase } from "./db/test-database";
import { createMailer } from "./mail.server";

// A real SMTP conversation on loopback: what SMTP_URL does in production.
describe("mail through SMTP", () => {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  let smtp: SMTPServer;
  let port = 0;
  let database: DatabaseHandle;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
    database = await openTestDatabase("embedded");
  }, 60_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
  });

  it("sends the mail with its headers, keeps a copy and marks it sent", async () => {
    const mailer = createMailer(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: "Kortvalg <post@kortvalg.no>" });
    await mailer.send({
      to: "ola@example.no",
      subject: "Bekreft påmeldingen",
      text: "Åpne lenken for å bekrefte: https://kortvalg.no/nyhetsbrev/bekreft?token=abc",
      headers: { "List-Unsubscribe": "<https://kortvalg.no/nyhetsbrev/avmeld?token=1.x>" },
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe("post@kortvalg.no");
    expect(received[0]?.to).toEqual(["ola@example.no"]);
    expect(received[0]?.data).toContain("List-Unsubscribe: <https://kortvalg.no/nyhetsbrev/avmeld?token=1.x>");
    expect(received[0]?.data).toMatch(/Subject: =\?UTF-8\?Q\?Bekreft_p=C3=A5meldingen\?=|Subject: Bekreft påmeldingen/);
    const [copy] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "ola@example.no"));
    expect(copy?.sentAt).toBeInstanceOf(Date);
  });

  it("without SMTP the mail stays in the outbox, not sent", async () => {
    const mailer = createMailer(database.db, { from: "Kortvalg <post@kortvalg.no>" });
    await mailer.send({ to: "kari@example.no", subject: "Hei", text: "Tekst" });
    const [copy] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "kari@example.no"));
    expect(copy?.textBody).toBe("Tekst");
    expect(copy?.sentAt).toBeNull();
  });
});
