import type { Readable } from "node:stream";
import type { ImapFlow, MessageStructureObject } from "imapflow";

/**
 * Delivery status notifications (DSN, RFC 3464): the report a mail server sends back when it could not deliver a
 * mail, as `multipart/report; report-type=delivery-status`. Of it we read two parts, each downloaded by imapflow
 * with its transfer encoding decoded and cut at MAX_REPORT_PART_BYTES: the `message/delivery-status` part (one
 * block of fields per recipient: Final-Recipient, Action, Status, Diagnostic-Code) and the returned original's
 * headers (`text/rfc822-headers` or `message/rfc822`), for its Message-ID. Nothing else of the report is read.
 */

export const MAX_REPORT_PART_BYTES = 16 * 1024;

export type DeliveryStatusRecipient = {
  /** The address the report is about, lower-case (Final-Recipient, else Original-Recipient). */
  recipient: string;
  /** "failed", "delayed", "delivered", "relayed" or "expanded" (RFC 3464 §2.3.3). */
  action: string;
  /** The enhanced status code, e.g. "5.1.1" (RFC 3463): 5 is a permanent failure, 4 a temporary one. */
  status: string;
  /** The remote server's words (Diagnostic-Code), cut to 300 characters. */
  diagnostic: string;
};

export type DeliveryReport = {
  recipients: DeliveryStatusRecipient[];
  /** The Message-ID of the mail that failed, without angle brackets, when the report returned its headers. */
  originalMessageId: string | null;
};

/** Whether a Content-Type header is that of a delivery status report. */
export function isDeliveryReport(contentType: string): boolean {
  return /multipart\/report/i.test(contentType) && /report-type\s*=\s*"?delivery-status/i.test(contentType);
}

/** Header-style fields, unfolded, names lower-case, in blocks separated by blank lines (RFC 3464 §2.1). */
function fieldBlocks(text: string): Array<Map<string, string>> {
  return text
    .replace(/\r\n/g, "\n")
    .replace(/\n[ \t]+/g, " ")
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split("\n")) {
        const colon = line.indexOf(":");
        if (colon <= 0) continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** "rfc822; Kari@Example.no" → "kari@example.no". */
const addressOf = (value: string | undefined) =>
  (value ?? "")
    .replace(/^[^;]*;/, "")
    .replace(/[<>]/g, "")
    .trim()
    .toLowerCase()
    .slice(0, 320);

/**
 * The recipients a `message/delivery-status` part reports on: the first block is about the reporting server, each
 * later one about one recipient. A block without an address or an action is left out.
 */
export function parseDeliveryStatus(text: string): DeliveryStatusRecipient[] {
  return fieldBlocks(text)
    .slice(1)
    .map((fields) => ({
      recipient: addressOf(fields.get("final-recipient") ?? fields.get("original-recipient")),
      action: (fields.get("action") ?? "").toLowerCase().split(/\s/)[0] ?? "",
      status: /\d\.\d{1,3}\.\d{1,3}/.exec(fields.get("status") ?? "")?.[0] ?? "",
      diagnostic: (fields.get("diagnostic-code") ?? "").replace(/^[^;]*;\s*/, "").slice(0, 300),
    }))
    .filter((item) => item.recipient.includes("@") && item.action !== "")
    .slice(0, 50);
}

/** The Message-ID in the returned original's headers, without angle brackets. */
export function originalMessageId(headers: string): string | null {
  const [fields] = fieldBlocks(headers.split(/\r?\n\r?\n/)[0] ?? "");
  return /<([^<>\s]{1,250})>/.exec(fields?.get("message-id") ?? "")?.[1] ?? null;
}

async function readCapped(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk.subarray(0, MAX_REPORT_PART_BYTES - length));
    length += chunk.length;
    if (length >= MAX_REPORT_PART_BYTES) {
      stream.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The parts of a report by type (the report's own children, not those inside the returned mail). */
function reportParts(node: MessageStructureObject | undefined) {
  const children = node?.childNodes ?? [];
  const find = (types: string[]) => children.find((child) => types.includes(child.type.toLowerCase()))?.part ?? null;
  return {
    status: find(["message/delivery-status", "message/global-delivery-status"]),
    original: find(["text/rfc822-headers", "message/rfc822", "message/global-headers", "message/global"]),
  };
}

/** Reads a delivery report's status and the original's Message-ID from the mailbox; null when it has no status part. */
export async function readDeliveryReport(
  client: ImapFlow,
  uid: number,
  structure: MessageStructureObject | undefined,
): Promise<DeliveryReport | null> {
  const parts = reportParts(structure);
  if (!parts.status) return null;
  const download = async (part: string) => {
    const { content } = await client.download(String(uid), part, { uid: true, maxBytes: MAX_REPORT_PART_BYTES });
    return content ? readCapped(content) : "";
  };
  const recipients = parseDeliveryStatus(await download(parts.status));
  const original = parts.original ? originalMessageId(await download(parts.original)) : null;
  return { recipients, originalMessageId: original };
}
