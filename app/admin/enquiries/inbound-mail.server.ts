import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { site } from "#content/site";
import type { Database } from "../../shared/db/database.server";
import { contactEnquiries, enquiryInboundMail, siteSettings } from "../../shared/db/schema";
import type { CursorStore, InboundMail } from "../../shared/mail/imap-inbox.server";
import { logEvent } from "../../shared/server/log.server";
import { receiveDeliveryReport } from "../newsletter/bounces.server";

/**
 * Mail from the support mailbox into the enquiries (docs/decisions/0021-replies-read-from-the-support-mailbox.md).
 *
 * Our reply to an enquiry carries a token for it twice: in its Reply-To (support+<token>@…, so the visitor's
 * answer is addressed to it) and in its Message-ID (so an answer that goes to the plain address still names it in
 * In-Reply-To or References). The token is the enquiry's id with a keyed hash of it (the key in site_secrets): a
 * sender cannot put mail into an enquiry they were not answered on by guessing a number.
 */

const TOKEN = /\b(e(\d{1,9})-([0-9a-f]{24}))\b/;

export function replyToken(secret: string, enquiryId: number): string {
  const mac = createHmac("sha256", secret).update(`enquiry-reply:${enquiryId}`).digest("hex").slice(0, 24);
  return `e${enquiryId}-${mac}`;
}

/** The enquiry a token names, if the token is ours. */
export function enquiryOfToken(secret: string, text: string): number | null {
  const match = TOKEN.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  const expected = Buffer.from(replyToken(secret, id));
  const given = Buffer.from(match[1]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** support@example.no → support+<token>@example.no (plus addressing, which mail servers deliver to support@). */
export function replyAddress(supportEmail: string, token: string): string {
  const at = supportEmail.lastIndexOf("@");
  return `${supportEmail.slice(0, at)}+${token}${supportEmail.slice(at)}`;
}

/** A Message-ID for one reply that names its enquiry's token; random, so each reply's is its own. */
export function replyMessageId(supportEmail: string, token: string): string {
  const domain = supportEmail.slice(supportEmail.lastIndexOf("@") + 1) || "kortvalg.no";
  return `<svar.${token}.${randomBytes(6).toString("hex")}@${domain}>`;
}

/** The enquiry a mail answers: by a token in an address it was sent to, or in the ids it refers to. */
export function matchEnquiry(secret: string, mail: Pick<InboundMail, "recipients" | "references">): number | null {
  for (const address of mail.recipients) {
    const plus = /\+([^@]+)@/.exec(address)?.[1];
    const id = plus ? enquiryOfToken(secret, plus) : null;
    if (id !== null) return id;
  }
  for (const reference of mail.references) {
    const id = reference.startsWith("svar.") ? enquiryOfToken(secret, reference) : null;
    if (id !== null) return id;
  }
  return null;
}

const QUOTE_HEADERS = [
  // «Den 12. mars 2026 kl. 10:00 skrev Kortvalg <post@kortvalg.no>:», «On Tue, … wrote:» and their kin.
  /^\s*(on|den|på|am|le|el|op)\b.{0,300}\b(wrote|skrev|schrieb|a écrit|escribió|schreef)\b.{0,200}:\s*$/i,
  /^\s*-{2,}\s*(original message|opprinnelig melding|videresendt melding|forwarded message|ursprüngliche nachricht)\s*-{2,}\s*$/i,
];
const OUTLOOK_HEADER = /^\s*(from|fra)\s*:\s*\S/i;
const OUTLOOK_NEXT = /^\s*(sent|sendt|date|dato|to|til)\s*:/i;

/**
 * Splits a reply into what the sender wrote and the quoted history under it (our own reply, quoted back), so the
 * thread shows the history once, folded, not again in every answer. Looks for the line a mail program puts above
 * a quote (also when it wraps onto two lines, and Outlook's «Fra: … Sendt: …» block), else the last block of
 * «>» lines. A mail that is all quote keeps its text.
 */
export function splitQuoted(text: string): { body: string; quoted: string } {
  const lines = text.split("\n");
  let cut = -1;
  for (let index = 0; index < lines.length && cut < 0; index++) {
    const line = lines[index]!;
    const twoLines = `${line} ${lines[index + 1] ?? ""}`;
    if (QUOTE_HEADERS.some((pattern) => pattern.test(line))) cut = index;
    else if (QUOTE_HEADERS[0]!.test(twoLines) && (lines[index + 1] ?? "").trim().endsWith(":")) cut = index;
    else if (/^_{10,}\s*$/.test(line) && OUTLOOK_HEADER.test(lines[index + 1] ?? "")) cut = index;
    else if (OUTLOOK_HEADER.test(line) && lines.slice(index + 1, index + 5).some((next) => OUTLOOK_NEXT.test(next)))
      cut = index;
  }
  if (cut < 0) {
    // The trailing block of quoted lines (blank lines between them allowed).
    let start = lines.length;
    for (let index = lines.length - 1; index >= 0; index--) {
      const line = lines[index]!;
      if (line.startsWith(">")) start = index;
      else if (line.trim() !== "") break;
    }
    if (start < lines.length) cut = start;
  }
  if (cut < 0) return { body: text.trim(), quoted: "" };
  const body = lines.slice(0, cut).join("\n").trim();
  if (!body) return { body: text.trim(), quoted: "" };
  return { body, quoted: lines.slice(cut).join("\n").trim() };
}

/** Mail that is our own (the notifications the site sends to the support address, our replies): never an enquiry. */
function ours(mail: InboundMail, supportEmail: string): boolean {
  const own = [site.email.toLowerCase(), supportEmail.toLowerCase()];
  return (
    (mail.from !== null && own.includes(mail.from.address)) ||
    /^outbox-\d+@/.test(mail.messageId) ||
    mail.messageId.startsWith("svar.")
  );
}

/** "Kari Nordmann" → Kari / Nordmann; no name: the address's local part. */
function names(from: InboundMail["from"]): { firstName: string; lastName: string } {
  const name = (from?.name ?? "").replace(/["<>]/g, "").trim();
  if (!name) return { firstName: from?.address.split("@")[0]?.slice(0, 100) ?? "Ukjent", lastName: "" };
  const parts = name.split(/\s+/);
  return { firstName: parts[0]!.slice(0, 100), lastName: parts.slice(1).join(" ").slice(0, 100) };
}

export type ReceiveOutcome =
  | { outcome: "appended"; enquiryId: number; reopened: boolean }
  | { outcome: "created"; enquiryId: number }
  | { outcome: "duplicate" }
  | { outcome: "ignored"; reason: "own-mail" | "automatic" | "no-sender" };

/**
 * Stores one mail from the support mailbox, in one transaction, once per Message-ID: appended to the enquiry its
 * token names (which then needs an answer again: answered or closed becomes new), or, matching none, as a new
 * enquiry. Automatic mail (out of office) is kept in a thread but reopens nothing, and starts nothing.
 */
export async function receiveMail(
  db: Database,
  options: { secret: string; supportEmail: string },
  mail: InboundMail,
  now = new Date(),
): Promise<ReceiveOutcome> {
  if (ours(mail, options.supportEmail)) return { outcome: "ignored", reason: "own-mail" };
  const matched = matchEnquiry(options.secret, mail);
  const { body, quoted } = splitQuoted(mail.text);
  const row = {
    messageId: mail.messageId,
    fromAddress: mail.from?.address ?? "",
    fromName: mail.from?.name ?? "",
    subject: mail.subject,
    body,
    quoted,
    attachments: mail.attachments,
    problem: mail.problem,
    automatic: mail.automatic,
    sentAt: mail.date,
    receivedAt: now,
  };
  return db.transaction(async (tx): Promise<ReceiveOutcome> => {
    const [seen] = await tx
      .select({ id: enquiryInboundMail.id })
      .from(enquiryInboundMail)
      .where(eq(enquiryInboundMail.messageId, mail.messageId));
    if (seen) return { outcome: "duplicate" };
    const [enquiry] =
      matched === null
        ? []
        : await tx
            .select({ id: contactEnquiries.id, status: contactEnquiries.status })
            .from(contactEnquiries)
            .where(eq(contactEnquiries.id, matched))
            .for("update");
    if (enquiry) {
      await tx.insert(enquiryInboundMail).values({ ...row, enquiryId: enquiry.id });
      const reopened = !mail.automatic && enquiry.status !== "new";
      await tx
        .update(contactEnquiries)
        .set(mail.automatic ? { lastContactAt: now } : { lastContactAt: now, status: "new" })
        .where(eq(contactEnquiries.id, enquiry.id));
      return { outcome: "appended", enquiryId: enquiry.id, reopened };
    }
    if (mail.automatic) return { outcome: "ignored", reason: "automatic" };
    if (!mail.from) return { outcome: "ignored", reason: "no-sender" };
    const [created] = await tx
      .insert(contactEnquiries)
      .values({
        ...names(mail.from),
        email: mail.from.address,
        subject: "email",
        message: body || "(ingen tekst)",
        source: "email",
        createdAt: now,
        lastContactAt: now,
      })
      .returning({ id: contactEnquiries.id });
    if (!created) throw new Error("enquiry not stored: no row returned");
    await tx.insert(enquiryInboundMail).values({ ...row, enquiryId: created.id, opened: true });
    return { outcome: "created", enquiryId: created.id };
  });
}

/** Where the mailbox reader has got to, in site_settings, so a restart (or another instance) goes on from there. */
export function mailboxCursor(db: Database, mailbox: string): CursorStore {
  const name = `imap-cursor:${mailbox}`;
  return {
    async read() {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.name, name));
      if (!row) return null;
      const [uidValidity = "", lastUid = "0"] = row.value.split(":");
      return { uidValidity, lastUid: Number(lastUid) || 0 };
    },
    async write(cursor) {
      const value = `${cursor.uidValidity}:${cursor.lastUid}`;
      await db
        .insert(siteSettings)
        .values({ name, value })
        .onConflictDoUpdate({ target: siteSettings.name, set: { value, updatedAt: sql`now()` } });
    },
  };
}

/** The handler the mailbox reader calls: stores the mail and says what became of it in the log (no address, no text). */
export function inboundMailHandler(db: Database, options: { secret: string; supportEmail: string }) {
  return async (mail: InboundMail): Promise<"stored" | "skipped"> => {
    // A delivery report about a newsletter mail is a bounce (app/admin/newsletter/bounces.server.ts), never an enquiry.
    if (mail.deliveryReport) {
      const bounce = await receiveDeliveryReport(db, mail.deliveryReport);
      if (bounce !== "unmatched") {
        logEvent("info", "newsletter bounce from the support mailbox", { uid: mail.uid, outcome: bounce });
        return "stored";
      }
    }
    const result = await receiveMail(db, options, mail);
    logEvent("info", "mail from the support mailbox", {
      uid: mail.uid,
      ...result,
      attachments: mail.attachments.length,
      problem: mail.problem,
    });
    return result.outcome === "appended" || result.outcome === "created" ? "stored" : "skipped";
  };
}
