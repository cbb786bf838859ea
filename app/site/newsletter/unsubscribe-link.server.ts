import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "../../shared/db/database.server";
import type { Mailer } from "../../shared/mail/mail.server";

/**
 * The unsubscribe link, the one fact the sign-up mails (site) and the issues (admin) both put in every mail;
 * admin imports it from here, never the other way.
 */
export type NewsletterContext = { db: Database; mailer: Mailer; publicOrigin: string; secret: string };

/**
 * Unsubscribe tokens are `<id>.<hmac>`: stable for the life of the subscription, checkable on any instance.
 * The key is in site_secrets, so whoever holds the database can make them: all they do is take an address off the list.
 */
export function unsubscribeToken(id: number, secret: string): string {
  return `${id}.${createHmac("sha256", secret).update(`unsubscribe:${id}`).digest("base64url")}`;
}

/** The subscriber id a token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(unsubscribeToken(id, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** A subscriber's own unsubscribe link: it works without signing in, on any instance. */
export const unsubscribeUrl = (context: Pick<NewsletterContext, "publicOrigin" | "secret">, id: number) =>
  `${context.publicOrigin}/nyhetsbrev/avmeld?token=${unsubscribeToken(id, context.secret)}`;

export function unsubscribeHeaders(url: string) {
  // RFC 8058: mail programs can offer a one-click unsubscribe that posts to the same address.
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
