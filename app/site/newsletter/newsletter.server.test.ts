import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../shared/db/database.server";
import * as schema from "../../shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { createMailer, RETRY_AFTER_MS } from "../../shared/mail/mail.server";
import { confirmSignup, requestSignup, unsubscribe } from "./newsletter.server";
import { unsubscribeToken, type NewsletterContext } from "./unsubscribe-link.server";
import { refusingSmtpUrl, startTestSmtp } from "../../../tests/support/test-smtp";

const publicOrigin = "https://kortvalg.no";
const from = "Kortvalg <post@kortvalg.no>";
const migrationsFolder = path.resolve(import.meta.dirname, "../../../drizzle");

beforeEach(() => {
  for (const method of ["log", "error"] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Every row of every table, as one text: what someone with a copy of the database has. */
async function everything(db: Database): Promise<string> {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) dump[getTableName(table)] = await db.select().from(table);
  return JSON.stringify(dump);
}

function confirmationToken(text: string | undefined): string {
  const token = /\/nyhetsbrev\/bekreft\?token=([\w-]+)/.exec(text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${text}`);
  return token;
}

const statusOf = async (db: Database, email: string) =>
  (await db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)))[0]
    ?.status;

describe.each(testDatabaseKinds)("confirmation links on the %s database", (kind) => {
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

  it("once the confirmation mail is sent, nothing in the database confirms the address; the mailed link does", async () => {
    const email = "lekkasje@example.no";
    const context: NewsletterContext = {
      db: database.db,
      mailer: createMailer(database.db, { smtpUrl: smtp.url, from }),
      publicOrigin,
      secret: "test-secret",
    };
    await requestSignup(context, email);
    const token = confirmationToken(smtp.received.find((mail) => mail.to.includes(email))?.text);

    const copy = await everything(database.db);
    expect(copy).not.toContain(token);
    // Every string in the copy that could be a token, tried as one.
    const candidates = new Set(copy.match(/[\w-]{20,100}/g));
    expect(candidates.size).toBeGreaterThan(0);
    for (const candidate of candidates) expect(await confirmSignup(context, candidate)).toBe("invalid");
    expect(await statusOf(database.db, email)).toBe("pending");

    // The token was live all along: the link in the delivered mail confirms.
    expect(await confirmSignup(context, token)).toBe("confirmed");
    const kept = await database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.recipient, email))
      .orderBy(schema.mailOutbox.id);
    expect(kept.map((mail) => [mail.subject, mail.sentAt instanceof Date])).toEqual([
      ["Bekreft påmeldingen til nyhetsbrevet fra Kortvalg", true],
      ["Du er påmeldt nyhetsbrevet fra Kortvalg", true],
    ]);
    expect(kept[0]?.textBody).toContain(`${publicOrigin}/nyhetsbrev/bekreft?token=[fjernet]`);
  });
});

describe.each(testDatabaseKinds)("unsubscribing on the %s database", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it("deletes the address and, with it, the newsletter mail to it still waiting in the outbox, and nothing else", async () => {
    const context: NewsletterContext = {
      db: database.db,
      mailer: createMailer(database.db, { from }),
      publicOrigin,
      secret: "test-secret",
    };
    const [subscriber] = await database.db
      .insert(schema.newsletterSubscribers)
      .values({ email: "forlater@example.no", status: "confirmed" })
      .returning();
    const outbox = await database.db
      .insert(schema.mailOutbox)
      .values([
        { recipient: "Forlater@example.no", subject: "Nyhetsbrev 1", textBody: "usendt", kind: "newsletter" },
        {
          recipient: "forlater@example.no",
          subject: "Nyhetsbrev 0",
          textBody: "sendt",
          kind: "newsletter",
          sentAt: new Date(),
        },
        { recipient: "forlater@example.no", subject: "Påmeldt", textBody: "kvittering", kind: "signup" },
        { recipient: "blir@example.no", subject: "Nyhetsbrev 1", textBody: "usendt", kind: "newsletter" },
      ])
      .returning({
        id: schema.mailOutbox.id,
        subject: schema.mailOutbox.subject,
        recipient: schema.mailOutbox.recipient,
      });

    expect(await unsubscribe(context, unsubscribeToken(subscriber!.id, "test-secret"))).toBe("unsubscribed");
    expect(await statusOf(database.db, "forlater@example.no")).toBeUndefined();
    const left = await database.db.select().from(schema.mailOutbox).orderBy(schema.mailOutbox.id);
    expect(left.map((mail) => [mail.recipient, mail.subject])).toEqual(
      outbox.slice(1).map((mail) => [mail.recipient, mail.subject]),
    );
    // Again: harmless.
    expect(await unsubscribe(context, unsubscribeToken(subscriber!.id, "test-secret"))).toBe("unsubscribed");
  });
});

describe("an unsent confirmation mail and a restart", () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    dataDir = mkdtempSync(path.join(tmpdir(), "kortvalg-outbox-"));
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("survives the restart, is sent afterwards, and its link works", async () => {
    const email = "omstart@example.no";
    // Before the restart: SMTP refuses, so the mail stays unsent in the embedded database's files.
    const before = await openDatabase({ dataDir, migrationsFolder });
    const context: NewsletterContext = {
      db: before.db,
      mailer: createMailer(before.db, { smtpUrl: await refusingSmtpUrl(), from }),
      publicOrigin,
      secret: "test-secret",
    };
    await requestSignup(context, email);
    await before.close();

    const after = await openDatabase({ dataDir, migrationsFolder });
    try {
      const [unsent] = await after.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.recipient, email));
      expect(unsent?.sentAt).toBeNull();
      const mailer = createMailer(after.db, { smtpUrl: smtp.url, from });
      expect(await mailer.deliverPending(new Date(Date.now() + RETRY_AFTER_MS + 1000))).toBe(1);

      const delivered = smtp.received.filter((mail) => mail.to.includes(email));
      expect(delivered).toHaveLength(1);
      const token = confirmationToken(delivered[0]?.text);
      expect(await everything(after.db)).not.toContain(token);
      expect(await confirmSignup({ ...context, db: after.db, mailer }, token)).toBe("confirmed");
    } finally {
      await after.close();
    }
  }, 60_000);
});
