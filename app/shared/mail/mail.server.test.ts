import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/database.server";
import { mailOutbox } from "../db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { createMailer, RETRY_AFTER_MS, withoutLinkTokens } from "./mail.server";
import { refusingSmtpUrl, startTestSmtp } from "../../../tests/support/test-smtp";
import { captureLog } from "../../../tests/support/capture-log";

const from = "Kortvalg <post@kortvalg.no>";
let log: ReturnType<typeof captureLog>;
let logged: string[] = [];
beforeEach(() => {
  log = captureLog();
  logged = log.lines;
});
afterEach(() => {
  log.restore();
  vi.restoreAllMocks();
});

describe.each(testDatabaseKinds)("mail through SMTP on the %s database", (kind) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await openTestDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const outboxFor = (recipient: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);

  it("sends the mail with its headers, marks it sent and keeps it without its links' tokens", async () => {
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, from });
    await mailer.send({
      to: "ola@example.no",
      subject: "Bekreft påmeldingen",
      text: "Åpne lenken for å bekrefte: https://kortvalg.no/nyhetsbrev/bekreft?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG\nHilsen",
      headers: { "List-Unsubscribe": "<https://kortvalg.no/nyhetsbrev/avmeld?token=1.x>" },
    });
    const received = smtp.received.filter((mail) => mail.to.includes("ola@example.no"));
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe("post@kortvalg.no");
    expect(received[0]?.data).toContain("List-Unsubscribe: <https://kortvalg.no/nyhetsbrev/avmeld?token=1.x>");
    expect(received[0]?.data).toMatch(/Subject: =\?UTF-8\?Q\?Bekreft_p=C3=A5meldingen\?=|Subject: Bekreft påmeldingen/);
    expect(received[0]?.text).toContain("?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
    const [copy] = await outboxFor("ola@example.no");
    expect(copy?.sentAt).toBeInstanceOf(Date);
    expect(copy?.textBody).toBe(
      "Åpne lenken for å bekrefte: https://kortvalg.no/nyhetsbrev/bekreft?token=[fjernet]\nHilsen",
    );
    expect(JSON.parse(copy?.headers ?? "")).toEqual({
      "List-Unsubscribe": "<https://kortvalg.no/nyhetsbrev/avmeld?token=[fjernet]>",
    });
  });

  it("without SMTP the mail stays in the outbox, unsent and whole, and the log holds neither text nor address", async () => {
    const mailer = createMailer(database.db, { from });
    await mailer.send({
      to: "kari@example.no",
      subject: "Hei",
      text: "Tekst med lenke: https://kortvalg.no/x?token=hemmelig-kode-1234567890",
    });
    const [copy] = await outboxFor("kari@example.no");
    expect(copy?.textBody).toBe("Tekst med lenke: https://kortvalg.no/x?token=hemmelig-kode-1234567890");
    expect(copy?.sentAt).toBeNull();
    expect(await mailer.deliverPending()).toBe(0);
    for (const line of logged) expect(line).not.toMatch(/hemmelig|kari@/);
  });

  it("keeps a mail whose sending failed, logs no address, and sends it later exactly once, however many instances try", async () => {
    const recipient = "per.olsen@example.no";
    const failing = createMailer(database.db, { smtpUrl: await refusingSmtpUrl(), from });
    await failing.send({
      to: recipient,
      subject: "Bekreft",
      text: "https://kortvalg.no/nyhetsbrev/bekreft?token=abcdefghijklmnopqrstuvwxyz-0123456789_ABCD",
    });
    const [unsent] = await outboxFor(recipient);
    expect(unsent?.sentAt).toBeNull();
    expect(unsent?.textBody).toContain("token=abcdefghijklmnopqrstuvwxyz-0123456789_ABCD");
    const warning = logged
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((event) => event.outboxId === unsent?.id);
    expect(warning).toMatchObject({ level: "warn", msg: "mail not sent: it stays in the outbox and is tried again" });
    for (const line of logged) expect(line).not.toContain("per.olsen");

    const instances = [1, 2, 3].map(() => createMailer(database.db, { smtpUrl: smtp.url, from }));
    const receivedBy = () => smtp.received.filter((mail) => mail.to.includes(recipient));
    // The failed attempt was just now: no one tries again before RETRY_AFTER_MS.
    await instances[0]!.deliverPending();
    expect(receivedBy()).toEqual([]);
    const later = new Date(Date.now() + RETRY_AFTER_MS + 1000);
    await Promise.all(instances.map((mailer) => mailer.deliverPending(later)));
    const received = receivedBy();
    expect(received).toHaveLength(1);
    expect(received[0]?.text).toContain("token=abcdefghijklmnopqrstuvwxyz-0123456789_ABCD");
    const [kept] = await outboxFor(recipient);
    expect(kept?.sentAt).toBeInstanceOf(Date);
    expect(kept?.textBody).toBe("https://kortvalg.no/nyhetsbrev/bekreft?token=[fjernet]");
  });

  it("the migration removes the tokens of mail sent before it exactly as withoutLinkTokens does", async () => {
    const migration = readFileSync(
      path.resolve(import.meta.dirname, "../../../drizzle/0001_mail_outbox_delivery.sql"),
      "utf8",
    );
    const update = migration.split("--> statement-breakpoint").find((statement) => statement.includes("UPDATE"));
    expect(update).toBeDefined();
    const text =
      "Bekreft: https://kortvalg.no/nyhetsbrev/bekreft?token=Ab_-12&x=1 eller\nhttp://127.0.0.1:3000/nyhetsbrev/avmeld?token=7.abc-DEF_g\n";
    const headers = JSON.stringify({ "List-Unsubscribe": "<https://kortvalg.no/nyhetsbrev/avmeld?token=7.abc-DEF_g>" });
    const rows = await database.db
      .insert(mailOutbox)
      .values([
        { recipient: "migrert@example.no", subject: "sendt", textBody: text, headers, sentAt: new Date() },
        { recipient: "migrert@example.no", subject: "usendt", textBody: text, headers },
      ])
      .returning({ id: mailOutbox.id });
    await database.db.execute(sql.raw(update!));
    const after = await database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(mailOutbox.id);
    expect(after.map((row) => [row.textBody, row.headers])).toEqual([
      [withoutLinkTokens(text), withoutLinkTokens(headers)],
      [text, headers],
    ]);
    expect(withoutLinkTokens(text)).toBe(
      "Bekreft: https://kortvalg.no/nyhetsbrev/bekreft?token=[fjernet]&x=1 eller\nhttp://127.0.0.1:3000/nyhetsbrev/avmeld?token=[fjernet]\n",
    );
  });
});
