import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../shared/db/database.server";
import { contactEnquiries, enquiryInboundMail, staff } from "../../shared/db/schema";
import { createMailer } from "../../shared/mail/mail.server";
import {
  MAX_PER_POLL,
  MAX_TEXT_BYTES,
  PROCESSED_KEYWORD,
  parseImapUrl,
  pollMailbox,
  startMailboxReader,
} from "../../shared/mail/imap-inbox.server";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { startTestSmtp } from "../../../tests/support/test-smtp";
import { dovecotMissing, startTestImap, type TestImap } from "../../../tests/support/test-imap";
import { captureLog } from "../../../tests/support/capture-log";
import { replyToEnquiry, setEnquiryStatus } from "./enquiries.server";
import { deletePersonalData, exportPersonalData } from "../privacy/privacy.server";
import { enquiryView } from "./enquiry-view.server";
import { inboundMailHandler, mailboxCursor, replyToken, splitQuoted } from "./inbound-mail.server";

/**
 * Answers to our replies read back from a real IMAP server (Dovecot, started here) into the enquiries, on both
 * databases: matched by the token in the reply's Reply-To or Message-ID, once per Message-ID, reopening an answered
 * or closed enquiry; unmatched mail as a new enquiry; attachments listed, huge and malformed mail read within
 * bounds; wrong credentials logged without the password; a restart between rounds reads nothing twice.
 */

const secret = "inbound-test-secret";
const supportEmail = "post@kortvalg.no";
const CRLF = "\r\n";

function message(headers: Record<string, string>, body: string): string {
  return [...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), "", body].join(CRLF);
}

let sequence = 0;
const uniqueId = () => `<m${Date.now()}.${++sequence}@besoker.example>`;

describe("splitQuoted", () => {
  it("cuts the history under a Norwegian and an English quote line, and Outlook's block", () => {
    expect(
      splitQuoted("Takk, det hjalp!\n\nDen 12. mars 2026 kl. 10:00 skrev Kortvalg <post@kortvalg.no>:\n> Hei"),
    ).toEqual({
      body: "Takk, det hjalp!",
      quoted: "Den 12. mars 2026 kl. 10:00 skrev Kortvalg <post@kortvalg.no>:\n> Hei",
    });
    expect(splitQuoted("Thanks\nOn Tue, 3 Mar 2026 at 10:00, Kortvalg\n<post@kortvalg.no> wrote:\n> Hi").body).toBe(
      "Thanks",
    );
    expect(splitQuoted("Ok.\n\nFra: Kortvalg <post@kortvalg.no>\nSendt: 3. mars 2026\nTil: kari@example.no").body).toBe(
      "Ok.",
    );
    expect(splitQuoted("Ja\n\n> Hei\n>\n> Hilsen").quoted).toBe("> Hei\n>\n> Hilsen");
  });
  it("keeps a mail that is only quote, or has none", () => {
    expect(splitQuoted("> bare sitat")).toEqual({ body: "> bare sitat", quoted: "" });
    expect(splitQuoted("Et spørsmål om kortet")).toEqual({ body: "Et spørsmål om kortet", quoted: "" });
  });
});

describe("IMAP_URL", () => {
  it("takes imaps anywhere and imap only on this machine, and never says the password", () => {
    expect(parseImapUrl("imaps://sup%40port:hemm%2Flig@imap.example.no/Support")).toEqual({
      host: "imap.example.no",
      port: 993,
      secure: true,
      user: "sup@port",
      password: "hemm/lig",
      mailbox: "Support",
    });
    expect(parseImapUrl("imap://u:p@127.0.0.1:1143").mailbox).toBe("INBOX");
    for (const bad of [
      "imap://u:hemmelig@imap.example.no",
      "https://u:hemmelig@x.no",
      "imaps://imap.example.no",
      "ikke en url",
    ]) {
      let thrown = "";
      try {
        parseImapUrl(bad);
      } catch (error) {
        thrown = (error as Error).message;
      }
      expect(thrown).toMatch(/IMAP_URL/);
      expect(thrown).not.toContain("hemmelig");
    }
  });
});

describe.skipIf(dovecotMissing !== null).each(testDatabaseKinds)(
  "replies read from the mailbox on the %s database",
  (kind) => {
    let database: DatabaseHandle;
    let imap: TestImap;
    let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
    let staffId = 0;

    beforeAll(async () => {
      [database, imap, smtp] = await Promise.all([openTestDatabase(kind), startTestImap(), startTestSmtp()]);
      const [member] = await database.db
        .insert(staff)
        .values({ email: "saksbehandler@kortvalg.no", role: "redaktør", webauthnUserId: `u-${kind}` })
        .returning();
      staffId = member!.id;
    }, 60_000);
    afterAll(async () => {
      await Promise.all([database?.close(), imap?.stop(), smtp?.close()]);
    });

    const settings = () => parseImapUrl(imap.url);
    const poll = () =>
      pollMailbox(
        settings(),
        mailboxCursor(database.db, "INBOX"),
        inboundMailHandler(database.db, { secret, supportEmail }),
      );

    async function enquiry(email: string) {
      const [row] = await database.db
        .insert(contactEnquiries)
        .values({
          firstName: "Kari",
          lastName: "Nordmann",
          email,
          subject: "general",
          message: "Hvilket kort passer meg?",
        })
        .returning();
      return row!;
    }

    /** Our reply, sent through the outbox to the SMTP server: the mail as the visitor got it. */
    async function sendReply(id: number, body: string) {
      const mailer = createMailer(database.db, { smtpUrl: smtp.url, from: `Kortvalg <${supportEmail}>` });
      const before = smtp.received.length;
      const outcome = await replyToEnquiry(
        { db: database.db, mailer, supportEmail, replySecret: secret },
        {
          enquiryId: id,
          body,
          seenReplyId: 2_000_000_000,
          actor: { staffId, email: "saksbehandler@kortvalg.no" },
        },
      );
      expect(outcome.status).toBe("sent");
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(before + 1);
      const raw = smtp.received[smtp.received.length - 1]!.data;
      const header = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, "im").exec(raw)?.[1]?.trim() ?? "";
      return { replyTo: header("Reply-To"), messageId: header("Message-ID") };
    }

    const inbound = (id: number) =>
      database.db
        .select()
        .from(enquiryInboundMail)
        .where(eq(enquiryInboundMail.enquiryId, id))
        .orderBy(asc(enquiryInboundMail.id));
    const status = async (id: number) =>
      (await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id)))[0]!.status;

    it("puts the visitor's answer to our reply into the thread, once, without our quoted reply, and needing an answer again", async () => {
      const asked = await enquiry("kari@besoker.example");
      const sent = await sendReply(asked.id, "Hei Kari!\n\nKort A passer deg best.\n\nHilsen Kortvalg");
      expect(sent.replyTo).toBe(`post+${replyToken(secret, asked.id)}@kortvalg.no`);
      expect(sent.messageId).toContain(replyToken(secret, asked.id));
      expect(await status(asked.id)).toBe("answered");

      const answerId = uniqueId();
      const answer = message(
        {
          From: "Kari Nordmann <kari@besoker.example>",
          To: sent.replyTo,
          Subject: "Re: Svar fra Kortvalg",
          "Message-ID": answerId,
          "In-Reply-To": sent.messageId,
          Date: "Fri, 27 Nov 2026 10:00:00 +0100",
          "Content-Type": "text/plain; charset=utf-8",
          "Content-Transfer-Encoding": "8bit",
        },
        `Takk! Hva med årsavgiften på kort B?${CRLF}${CRLF}Den 27. nov. 2026 kl. 09:00 skrev Kortvalg <post@kortvalg.no>:${CRLF}> Hei Kari!${CRLF}> Kort A passer deg best.`,
      );
      await imap.append(answer);
      expect(await poll()).toMatchObject({ handled: 1 });
      const thread = await inbound(asked.id);
      expect(thread).toHaveLength(1);
      expect(thread[0]).toMatchObject({
        fromAddress: "kari@besoker.example",
        fromName: "Kari Nordmann",
        body: "Takk! Hva med årsavgiften på kort B?",
        opened: false,
      });
      expect(thread[0]!.quoted).toContain("> Kort A passer deg best.");
      expect(await status(asked.id)).toBe("new");

      // The page shows it in the thread, after our reply, with the quote folded away.
      const view = await enquiryView(database.db, asked.id);
      expect(view!.thread.map((entry) => entry.kind)).toEqual(["reply", "mail"]);
      expect(view!.thread[1]).toMatchObject({
        body: "Takk! Hva med årsavgiften på kort B?",
        from: "Kari Nordmann <kari@besoker.example>",
      });

      // The same mail delivered twice (the same Message-ID), and a poll after it: still one.
      await imap.append(answer);
      expect(await poll()).toMatchObject({ handled: 0, skipped: 1 });
      expect(await poll()).toMatchObject({ handled: 0, skipped: 0 });
      expect(await inbound(asked.id)).toHaveLength(1);
      // Each mail read is marked in the mailbox.
      const flags = await imap.flags();
      expect([...flags.values()].every((set) => set.has(PROCESSED_KEYWORD))).toBe(true);
    });

    it("reopens a closed enquiry from an answer that names our reply only in References", async () => {
      const asked = await enquiry("ola@besoker.example");
      const sent = await sendReply(asked.id, "Hei Ola!\n\nSvaret er ja.\n\nHilsen Kortvalg");
      await setEnquiryStatus(database.db, asked.id, "closed", { staffId, email: "saksbehandler@kortvalg.no" });
      expect(await status(asked.id)).toBe("closed");
      await imap.append(
        message(
          {
            From: "ola@besoker.example",
            To: supportEmail,
            Subject: "Re: Svar",
            "Message-ID": uniqueId(),
            References: `<noe.annet@example> ${sent.messageId}`,
          },
          "Ett spørsmål til.",
        ),
      );
      await poll();
      expect((await inbound(asked.id)).map((row) => row.body)).toEqual(["Ett spørsmål til."]);
      expect(await status(asked.id)).toBe("new");
    });

    it("makes unmatched mail, and mail with a forged token, a new enquiry; our own notifications none", async () => {
      const target = await enquiry("offer@besoker.example");
      const forged = `e${target.id}-${"0".repeat(24)}`;
      const before = (await database.db.select().from(contactEnquiries)).length;
      await imap.append(
        message(
          {
            From: '"Per Hansen" <per@besoker.example>',
            To: `post+${forged}@kortvalg.no`,
            Subject: "Spørsmål om Visa",
            "Message-ID": uniqueId(),
          },
          "Hei, kan jeg få to kort?",
        ),
      );
      await imap.append(
        message(
          {
            From: "Kortvalg <post@kortvalg.no>",
            To: supportEmail,
            Subject: "Ny henvendelse",
            "Message-ID": "<outbox-77@kortvalg.no>",
          },
          "Ny henvendelse fra kontaktskjemaet",
        ),
      );
      await imap.append(
        message(
          {
            From: "per@besoker.example",
            To: supportEmail,
            Subject: "Fravær",
            "Message-ID": uniqueId(),
            "Auto-Submitted": "auto-replied",
          },
          "Jeg er på ferie.",
        ),
      );
      await poll();
      const all = await database.db.select().from(contactEnquiries).orderBy(asc(contactEnquiries.id));
      expect(all).toHaveLength(before + 1);
      expect(all[all.length - 1]).toMatchObject({
        firstName: "Per",
        lastName: "Hansen",
        email: "per@besoker.example",
        subject: "email",
        source: "email",
        message: "Hei, kan jeg få to kort?",
        status: "new",
      });
      expect(await inbound(target.id)).toHaveLength(0);
    });

    it("lists attachments by name and size without storing them, and reads a huge mail only to its limit", async () => {
      const pdf = Buffer.alloc(300_000, 7);
      const boundary = "grense42";
      const withAttachment = message(
        {
          From: "lise@besoker.example",
          To: supportEmail,
          Subject: "Kontoutskrift",
          "Message-ID": uniqueId(),
          "MIME-Version": "1.0",
          "Content-Type": `multipart/mixed; boundary="${boundary}"`,
        },
        [
          `--${boundary}`,
          "Content-Type: text/plain; charset=iso-8859-1",
          "Content-Transfer-Encoding: quoted-printable",
          "",
          "Se vedlagt utskrift, bl=E5 kort.",
          `--${boundary}`,
          'Content-Type: application/pdf; name="utskrift mars.pdf"',
          'Content-Disposition: attachment; filename="utskrift mars.pdf"',
          "Content-Transfer-Encoding: base64",
          "",
          pdf.toString("base64").replace(/(.{76})/g, `$1${CRLF}`),
          `--${boundary}--`,
          "",
        ].join(CRLF),
      );
      const huge = message(
        {
          From: "stor@besoker.example",
          To: supportEmail,
          Subject: "Langt",
          "Message-ID": uniqueId(),
          "Content-Type": "text/plain; charset=utf-8",
        },
        `${"Lang linje med tekst. ".repeat(50)}${CRLF}`.repeat(3_000),
      );
      expect(huge.length).toBeGreaterThan(3_000_000);
      await imap.append(withAttachment);
      await imap.append(huge);
      await poll();
      const [lise] = await inbound(
        (
          await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.email, "lise@besoker.example"))
        )[0]!.id,
      );
      expect(lise!.body).toBe("Se vedlagt utskrift, blå kort.");
      expect(lise!.attachments).toEqual([
        { name: "utskrift mars.pdf", size: expect.closeTo(300_000, -3) as number, type: "application/pdf" },
      ]);
      expect(JSON.stringify(lise)).not.toContain(pdf.toString("base64").slice(0, 40));
      const [big] = await database.db
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.email, "stor@besoker.example"));
      expect(Buffer.byteLength(big!.message)).toBeLessThanOrEqual(MAX_TEXT_BYTES);
      expect((await inbound(big!.id))[0]!.problem).toBe("too-long");
    });

    it("reads a malformed mail without failing the round, and the mail after it", async () => {
      await imap.append(
        [
          "From: =?utf-8?B?broken",
          "Subject: =?x-unknown?Q?=FF=FE?=",
          "Content-Type: multipart/mixed; boundary=aldri",
          "",
          "ingen grense her",
          "--feil",
          "",
        ].join(CRLF),
      );
      await imap.append(
        message(
          { From: "etter@besoker.example", To: supportEmail, Subject: "Etter", "Message-ID": uniqueId() },
          "Kom frem.",
        ),
      );
      const result = await poll();
      expect(result.handled + result.skipped).toBe(2);
      const [after] = await database.db
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.email, "etter@besoker.example"));
      expect(after!.message).toBe("Kom frem.");
    });

    it("reads at most a round's worth at a time, and after a restart goes on where it stopped", async () => {
      for (let index = 0; index < MAX_PER_POLL + 5; index++)
        await imap.append(
          message(
            { From: `mange${index}@besoker.example`, To: supportEmail, Subject: "Mange", "Message-ID": uniqueId() },
            `Nummer ${index}`,
          ),
        );
      const first = await poll();
      expect(first).toMatchObject({ handled: MAX_PER_POLL, more: true });
      // A new reader, as after a restart: the cursor is in the database.
      const second = await pollMailbox(
        settings(),
        mailboxCursor(database.db, "INBOX"),
        inboundMailHandler(database.db, { secret, supportEmail }),
      );
      expect(second).toMatchObject({ handled: 5, more: false });
      const many = await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.subject, "email"));
      expect(many.filter((row) => row.email.startsWith("mange"))).toHaveLength(MAX_PER_POLL + 5);
    });

    it("gives the visitor's mail in a right-of-access export, and deletes it on erasure", async () => {
      const exported = await exportPersonalData(database.db, "kari@besoker.example");
      expect(exported.contactEnquiries[0]!.mailReceived.map((item) => item.text)).toEqual([
        "Takk! Hva med årsavgiften på kort B?",
      ]);
      const deleted = await deletePersonalData(database.db, "kari@besoker.example");
      expect(deleted.contactEnquiries).toBe(1);
      const left = await database.db
        .select()
        .from(enquiryInboundMail)
        .where(eq(enquiryInboundMail.fromAddress, "kari@besoker.example"));
      expect(left).toEqual([]);
    });

    it("logs refused credentials clearly, without the password, and goes on", async () => {
      const log = captureLog();
      const wrong = { ...settings(), password: "feil-passord-123" };
      const reader = startMailboxReader({
        settings: wrong,
        cursors: mailboxCursor(database.db, "INBOX"),
        handle: inboundMailHandler(database.db, { secret, supportEmail }),
        leader: async () => true,
        intervalMs: 60_000,
      });
      try {
        expect(await reader.pollNow()).toBeNull();
        await reader.stop();
        const lines = log.lines.filter((line) => line.includes("support mailbox not read"));
        expect(lines.length).toBeGreaterThan(0);
        expect(lines[0]).toContain("refused the user name or password");
        for (const line of log.lines) expect(line).not.toContain("feil-passord-123");
      } finally {
        log.restore();
      }
    });
  },
);
