import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; data: string; text: string };

/**
 * A real SMTP server on loopback for tests: what SMTP_URL points to in production. `refuse` maps a recipient
 * address to the reply code the server gives its RCPT TO (550: refused for good, 451: for now), as a receiving
 * server that knows no such user, or greylists, does.
 */
export async function startTestSmtp(options: { refuse?: Map<string, number> } = {}) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.get(address.address.toLowerCase());
      if (code === undefined) return callback();
      const error = new Error(
        code >= 500
          ? `5.1.1 <${address.address}>: Recipient address rejected: User unknown`
          : "4.7.1 Greylisted, try again later",
      ) as Error & { responseCode: number };
      error.responseCode = code;
      callback(error);
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), data, text: bodyText(data) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** An SMTP URL where nothing listens: every send fails at once. */
export async function refusingSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** The text body of a single-part message, decoded from its transfer encoding. */
function bodyText(data: string): string {
  const split = data.indexOf("\r\n\r\n");
  const head = data.slice(0, split);
  const body = data.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}
