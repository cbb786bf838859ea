import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { FetchMessageObject, ImapFlow, MessageStructureObject } from "imapflow";
import { logEvent } from "../server/log.server";
import { isDeliveryReport, readDeliveryReport, type DeliveryReport } from "./delivery-report.server";

/**
 * Reads the support mailbox over IMAP (imapflow; docs/decisions/0021-replies-read-from-the-support-mailbox.md), a
 * bounded batch at a time, and hands each new mail to a handler. What "new" means survives restarts: a cursor
 * (the mailbox's UIDVALIDITY and the last UID handled) is kept by the caller in the database, and each handled
 * mail gets the keyword PROCESSED_KEYWORD in the mailbox, for whoever reads it with a mail program.
 *
 * Memory is bounded whatever the mailbox holds: at most MAX_PER_POLL mails a round; of each only its envelope,
 * structure and a few headers, and the text part, decoded and cut at MAX_TEXT_BYTES; attachments are listed from
 * the structure (name, size) and never downloaded.
 */

export const PROCESSED_KEYWORD = "KortvalgLest";
export const MAX_PER_POLL = 25;
export const MAX_TEXT_BYTES = 64 * 1024;
/** How many UIDs one FETCH covers while looking for new mail (UIDs have gaps where mail was deleted). */
const UID_SPAN = 500;

export type ImapSettings = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
};

/**
 * IMAP_URL, e.g. imaps://user:password@imap.example.no:993/INBOX. Plain imap:// only to this machine (the tests):
 * elsewhere the password would cross the network in clear. Throws a message without the password.
 */
export function parseImapUrl(value: string): ImapSettings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("IMAP_URL is not a URL (imaps://user:password@host:993/INBOX)");
  }
  if (url.protocol !== "imaps:" && url.protocol !== "imap:")
    throw new Error(`IMAP_URL must start with imaps:// (it starts with ${url.protocol}//)`);
  const secure = url.protocol === "imaps:";
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  if (!secure && !loopback) throw new Error("IMAP_URL must use imaps:// for a server on another machine");
  if (!url.username || !url.password) throw new Error("IMAP_URL has no user name or password");
  const mailbox = decodeURIComponent(url.pathname.replace(/^\/+/, "")) || "INBOX";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    mailbox,
  };
}

export type InboundAttachment = { name: string; size: number; type: string };

export type InboundMail = {
  uid: number;
  /** Without angle brackets; a digest of the headers when the mail has none. */
  messageId: string;
  from: { address: string; name: string } | null;
  /** Every address it was sent to (To, Cc, Delivered-To, X-Original-To), lower-case. */
  recipients: string[];
  /** Message-IDs from In-Reply-To and References, without angle brackets. */
  references: string[];
  subject: string;
  date: Date | null;
  text: string;
  attachments: InboundAttachment[];
  problem: "too-long" | "unreadable" | null;
  /** Auto-Submitted (RFC 3834) other than "no", or a delivery report: never a new enquiry, never reopens one. */
  automatic: boolean;
  /** A delivery status notification (RFC 3464): what it says of each recipient (delivery-report.server.ts). */
  deliveryReport: DeliveryReport | null;
};

export type Cursor = { uidValidity: string; lastUid: number };
export type CursorStore = { read(): Promise<Cursor | null>; write(cursor: Cursor): Promise<void> };

export type PollResult = { handled: number; skipped: number; more: boolean };

const ids = (value: string | undefined) =>
  [...(value ?? "").matchAll(/<([^<>\s]{1,250})>/g)].map((match) => match[1]!).slice(0, 50);

/** Reads raw header lines (unfolded) from a FETCH of header fields. */
function headerValues(raw: Buffer | undefined): Map<string, string> {
  const values = new Map<string, string>();
  if (!raw) return values;
  const text = raw.toString("latin1").replace(/\r?\n[ \t]+/g, " ");
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    values.set(name, values.has(name) ? `${values.get(name)} ${value}` : value);
  }
  return values;
}

/** The part to read as the mail's text: the first text/plain that is no attachment, else the first such text/html. */
function textPart(node: MessageStructureObject | undefined): { part: string; html: boolean } | null {
  if (!node) return null;
  const all: MessageStructureObject[] = [];
  const walk = (current: MessageStructureObject) => {
    all.push(current);
    // A forwarded mail (message/rfc822) is an attachment: its text is not this mail's.
    if (current.type !== "message/rfc822") for (const child of current.childNodes ?? []) walk(child);
  };
  walk(node);
  const inline = all.filter((item) => item.disposition !== "attachment");
  const plain = inline.find((item) => item.type === "text/plain");
  if (plain) return { part: plain.part ?? "1", html: false };
  const html = inline.find((item) => item.type === "text/html");
  return html ? { part: html.part ?? "1", html: true } : null;
}

function attachmentsOf(node: MessageStructureObject | undefined, text: string | null): InboundAttachment[] {
  const found: InboundAttachment[] = [];
  const walk = (current: MessageStructureObject) => {
    const name = current.dispositionParameters?.filename ?? current.parameters?.name;
    const isText = current.part === text || (!current.part && text === "1");
    if (!current.type.startsWith("multipart/") && !isText && (current.disposition === "attachment" || name)) {
      const encoded = current.size ?? 0;
      found.push({
        name: (name ?? "uten navn").slice(0, 200),
        // The structure gives the encoded size: base64 lines of 76 characters and a line break carry 57 bytes.
        size: current.encoding?.toLowerCase() === "base64" ? Math.round((encoded * 57) / 78) : encoded,
        type: current.type.slice(0, 100),
      });
      return;
    }
    for (const child of current.childNodes ?? []) walk(child);
  };
  if (node) walk(node);
  return found.slice(0, 100);
}

/** Text from a mail's HTML part: tags out, entities decoded, block ends as line breaks. Only shown as text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Math.min(Number(code), 0x10ffff)))
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

async function readCapped(stream: Readable, max: number): Promise<{ text: Buffer; cut: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  let cut = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (length + chunk.length > max) {
      chunks.push(chunk.subarray(0, max - length));
      length = max;
      cut = true;
      stream.destroy();
      break;
    }
    chunks.push(chunk);
    length += chunk.length;
  }
  return { text: Buffer.concat(chunks), cut };
}

/** PostgreSQL text cannot hold NUL, and a hostile mail may carry one anywhere. */
const withoutNul = (value: string) => value.replaceAll(String.fromCharCode(0), "");

const WANTED_HEADERS = ["in-reply-to", "references", "delivered-to", "x-original-to", "auto-submitted", "content-type"];

async function readMail(client: ImapFlow, meta: FetchMessageObject): Promise<InboundMail> {
  const envelope = meta.envelope;
  const headers = headerValues(meta.headers);
  const messageId =
    ids(envelope?.messageId)[0] ??
    `digest-${createHash("sha256")
      .update(
        `${meta.size ?? 0}|${envelope?.subject ?? ""}|${String(envelope?.date ?? "")}|${meta.headers?.toString("base64") ?? ""}`,
      )
      .digest("hex")
      .slice(0, 40)}@ukjent`;
  const fromAddress = envelope?.from?.[0];
  const recipients = [
    ...[...(envelope?.to ?? []), ...(envelope?.cc ?? [])].map((item) => item.address ?? ""),
    ...(headers.get("delivered-to") ?? "").split(/[\s,]+/),
    ...(headers.get("x-original-to") ?? "").split(/[\s,]+/),
  ]
    .map((address) => address.replace(/[<>]/g, "").trim().toLowerCase())
    .filter((address) => address.includes("@"))
    .slice(0, 50);
  const autoSubmitted = (headers.get("auto-submitted") ?? "no").toLowerCase();
  const report = /multipart\/report/i.test(headers.get("content-type") ?? "");
  const date = envelope?.date ? new Date(envelope.date) : null;
  const chosen = textPart(meta.bodyStructure);
  let text = "";
  let problem: InboundMail["problem"] = null;
  if (!chosen) problem = "unreadable";
  else {
    try {
      const download = await client.download(String(meta.uid), chosen.part, {
        uid: true,
        maxBytes: MAX_TEXT_BYTES + 1,
      });
      if (!download.content) problem = "unreadable";
      else {
        const read = await readCapped(download.content, MAX_TEXT_BYTES);
        text = read.text.toString("utf8");
        if (read.cut) problem = "too-long";
        if (chosen.html) text = htmlToText(text);
      }
    } catch {
      problem = "unreadable";
    }
  }
  const deliveryReport = isDeliveryReport(headers.get("content-type") ?? "")
    ? await readDeliveryReport(client, meta.uid, meta.bodyStructure).catch(() => null)
    : null;
  return {
    uid: meta.uid,
    messageId,
    from: fromAddress?.address
      ? {
          address: withoutNul(fromAddress.address.toLowerCase()).slice(0, 320),
          name: withoutNul(fromAddress.name ?? "").slice(0, 200),
        }
      : null,
    recipients,
    references: [...ids(headers.get("in-reply-to")), ...ids(headers.get("references"))],
    subject: withoutNul(envelope?.subject ?? "").slice(0, 500),
    date: date && !Number.isNaN(date.getTime()) ? date : null,
    text: withoutNul(text.replace(/\r\n/g, "\n")),
    attachments: attachmentsOf(meta.bodyStructure, chosen?.part ?? null),
    problem,
    automatic: (autoSubmitted !== "no" && autoSubmitted !== "") || report,
    deliveryReport,
  };
}

/** Whatever an error says, without the password (a server may echo what it was sent). */
export function safeReason(error: unknown, password: string): string {
  const raw = error instanceof Error ? error.message : String(error);
  const response = (error as { responseText?: unknown } | null)?.responseText;
  const text = typeof response === "string" && response ? `${raw}: ${response}` : raw;
  return (password ? text.split(password).join("[passord]") : text).slice(0, 300);
}

/**
 * One round: connects, reads the new mail after the cursor (at most MAX_PER_POLL), hands each to `handle`
 * (which stores it in one transaction, and must be idempotent by Message-ID), marks it, moves the cursor, and
 * logs out. A mail the handler fails on stops the round where it is, so the next round tries it again.
 * `more` says there may be new mail left for the next round.
 */
export async function pollMailbox(
  settings: ImapSettings,
  cursors: CursorStore,
  handle: (mail: InboundMail) => Promise<"stored" | "skipped">,
): Promise<PollResult> {
  const { ImapFlow } = await import("imapflow");
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    // imapflow's own log is off: ours says what happened, without the conversation.
    logger: false,
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  client.on("error", () => undefined);
  await client.connect();
  const result: PollResult = { handled: 0, skipped: 0, more: false };
  try {
    const lock = await client.getMailboxLock(settings.mailbox);
    try {
      const mailbox = client.mailbox;
      if (!mailbox) throw new Error(`mailbox ${settings.mailbox} not opened`);
      const uidValidity = String(mailbox.uidValidity);
      const stored = await cursors.read();
      let lastUid = stored && stored.uidValidity === uidValidity ? stored.lastUid : 0;
      const uidNext = Number(mailbox.uidNext);
      const batch: FetchMessageObject[] = [];
      // Walks the UIDs in spans, keeping only what is not yet marked, until a round's worth is found.
      let from = lastUid + 1;
      while (from < uidNext && batch.length < MAX_PER_POLL) {
        const to = Math.min(from + UID_SPAN - 1, uidNext - 1);
        const found = await client.fetchAll(
          `${from}:${to}`,
          { uid: true, flags: true, size: true, envelope: true, bodyStructure: true, headers: WANTED_HEADERS },
          { uid: true },
        );
        for (const message of found.sort((a, b) => a.uid - b.uid)) {
          if (message.uid < from || message.uid > to) continue;
          if (batch.length < MAX_PER_POLL) batch.push(message);
          else result.more = true;
        }
        if (batch.length < MAX_PER_POLL) {
          from = to + 1;
          if (batch.length === 0) {
            // Nothing in this span: the cursor may pass it.
            lastUid = to;
            await cursors.write({ uidValidity, lastUid });
          }
        }
      }
      if (from < uidNext && batch.length >= MAX_PER_POLL) result.more = true;
      for (const meta of batch) {
        if (meta.flags?.has(PROCESSED_KEYWORD)) result.skipped++;
        else {
          const mail = await readMail(client, meta);
          const outcome = await handle(mail);
          if (outcome === "skipped") result.skipped++;
          else result.handled++;
          await client.messageFlagsAdd(String(meta.uid), [PROCESSED_KEYWORD], { uid: true }).catch(() => undefined);
        }
        lastUid = meta.uid;
        await cursors.write({ uidValidity, lastUid });
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return result;
}

export type MailboxReader = { stop(): Promise<void>; pollNow(): Promise<PollResult | null> };

/**
 * Polls the mailbox every `intervalMs` (and at once again while a round leaves more), on the instance that holds
 * `leader` only. A failed round is logged (the reason, never the password) and tried at the next interval.
 */
export function startMailboxReader(options: {
  settings: ImapSettings;
  cursors: CursorStore;
  handle: (mail: InboundMail) => Promise<"stored" | "skipped">;
  /** Whether this instance reads the mailbox now (one instance at a time). */
  leader: () => Promise<boolean>;
  intervalMs: number;
}): MailboxReader {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PollResult | null> | null = null;
  let failing = false;
  const safe = { host: options.settings.host, port: options.settings.port, mailbox: options.settings.mailbox };

  async function round(): Promise<PollResult | null> {
    if (!(await options.leader().catch(() => false))) return null;
    try {
      const result = await pollMailbox(options.settings, options.cursors, options.handle);
      if (failing) logEvent("info", "support mailbox read again", safe);
      failing = false;
      if (result.handled > 0 || result.skipped > 0) logEvent("info", "support mailbox read", { ...safe, ...result });
      return result;
    } catch (error) {
      failing = true;
      const authentication = (error as { authenticationFailed?: boolean } | null)?.authenticationFailed === true;
      logEvent("error", "support mailbox not read: tried again at the next round", {
        ...safe,
        reason: authentication
          ? "the IMAP server refused the user name or password in IMAP_URL"
          : safeReason(error, options.settings.password),
      });
      return null;
    }
  }

  function pollNow(): Promise<PollResult | null> {
    running ??= round().finally(() => (running = null));
    return running;
  }

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void pollNow().then((result) => schedule(result?.more ? 0 : options.intervalMs));
    }, delay);
    timer.unref();
  };
  schedule(0);

  return {
    pollNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A round stuck on a silent server must not hold up shutdown: what it did not finish, the next start reads.
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (wait = setTimeout(resolve, 5_000)))]);
      clearTimeout(wait);
    },
  };
}
