import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { mailOutbox } from "../db/schema";
import { errorFields, logEvent, redactErrors } from "../server/log.server";

export type MailKind =
  | "signup"
  | "enquiry-notification"
  | "enquiry-reply"
  | "newsletter"
  | "newsletter-test"
  /** A reader's daily card alert (app/site/card-alerts); its confirmation mail is a "signup". */
  | "card-alert"
  | "staff-invitation"
  | "feed-sync-alert"
  | "commission-pull-alert";

export type OutgoingMail = {
  to: string;
  subject: string;
  /** Links that must stop working once the mail is out carry their secret in a `token` query parameter. */
  text: string;
  /** An HTML alternative to the text (newsletters). */
  html?: string;
  replyTo?: string;
  /** What the mail is (kept with it in the outbox); "signup" unless said. */
  kind?: MailKind;
  /** The enquiry a notification or reply belongs to, so the rights commands find it. */
  enquiryId?: number;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Writes the mail to the outbox and, with SMTP, sends it. Resolves once the mail is stored: a failed send is retried by deliverPending. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Writes the mail to the outbox only (in the caller's transaction when given one) and gives its id: the
   * visitor's request never waits for SMTP. deliverPending or deliverOne sends it.
   */
  enqueue(mail: OutgoingMail, db?: Pick<Database, "insert">): Promise<number>;
  /** Sends one stored, unsent mail now (after enqueue); true when it went. */
  deliverOne(id: number): Promise<boolean>;
  /** Sends the stored mail not yet sent (left by a restart or a failed attempt); returns how many went. Without SMTP it does nothing. */
  deliverPending(now?: Date): Promise<number>;
};

type SmtpTransport = { sendMail(message: Record<string, unknown>): Promise<unknown> };

/**
 * The SMTP server's answer when it refused a mail (RFC 5321 §4.2.1): a 5xx reply is a refusal for good, a 4xx one
 * for now. `text` is its reply with every address in it replaced, for logs and the back office.
 */
export type SmtpRefusal = { code: number; permanent: boolean; text: string };

/** The refusal in a nodemailer error, when the server gave a reply code (not a lost connection or a timeout). */
export function smtpRefusal(error: unknown): SmtpRefusal | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code !== "number" || code < 400 || code > 599) return null;
  const response = (error as { response?: unknown }).response;
  const text = (typeof response === "string" ? response : String(code))
    .replace(/<?[^\s<>@]+@[^\s<>]+>?/g, "[adresse]")
    .slice(0, 300);
  return { code, permanent: code >= 500, text };
}

/** A refused mail as the refusal hook sees it. */
export type RefusedMail = { id: number; kind: string; recipient: string };

/** An instance that took a mail to send has this long before another may try it again. */
export const RETRY_AFTER_MS = 5 * 60 * 1000;
const PENDING_BATCH = 100;

/**
 * How long to wait after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. A mail is never given
 * up: the SMTP server may be down for a weekend, and the enquiry still has to reach a person.
 */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), 6 * 60 * 60 * 1000);
}

/** One id per stored mail, the same on every attempt: a receiving server that got it twice can tell. */
export const messageId = (outboxId: number, from: string) =>
  `<outbox-${outboxId}@${/@([^>\s]+)/.exec(from)?.[1] ?? "kortvalg.no"}>`;

/**
 * What the outbox keeps of a sent mail: every link's `token` replaced, so a copy of the database holds no
 * working confirmation link (app/shared/db/schema.ts). The migration drizzle/0001 does the same in SQL.
 */
export function withoutLinkTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&#>"]+/g, "$1[fjernet]");
}

/**
 * A durable outbox. Every mail is written to mail_outbox first (kept 30 days, see content/privacy.ts), with
 * everything needed to send it; with SMTP_URL it is then sent, and marked sent with its link tokens removed
 * in one update. A mail whose sending failed, or whose process stopped before it was marked, stays unsent
 * and is sent by deliverPending, on this instance or another. Without SMTP_URL the outbox is where mail
 * goes (read it with the admin socket's "outbox" command), so the whole flow can be followed locally and
 * in tests; such mail stays unsent, links and all, and is sent if the site later runs with SMTP_URL.
 * The server calls deliverPending at start and then every minute.
 */
export function createMailer(
  db: Database,
  options: {
    smtpUrl?: string;
    from: string;
    /**
     * Told of a mail the SMTP server refused with a reply code (newsletter bounces,
     * app/admin/newsletter/bounces.server.ts). `true`: the hook has dealt with the mail (taken it out of the
     * outbox), so it is not tried again; `false`: the outbox tries again after its backoff, as for any failure.
     */
    onRefused?: (mail: RefusedMail, refusal: SmtpRefusal) => Promise<boolean>;
  },
): Mailer {
  let transport: Promise<SmtpTransport> | undefined;
  const smtp = () =>
    (transport ??= import("nodemailer").then(
      (nodemailer) => nodemailer.createTransport(options.smtpUrl) as unknown as SmtpTransport,
    ));

  type Stored = typeof mailOutbox.$inferSelect;

  /** Sends one stored mail; true when it went. A failure is logged, counted, and the mail left for deliverPending after its backoff. */
  async function deliver(mail: Stored): Promise<boolean> {
    const { "Message-ID": ownId, ...headers } = JSON.parse(mail.headers) as Record<string, string>;
    const attempt = mail.attempts + 1;
    try {
      await (
        await smtp()
      ).sendMail({
        from: options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        // A reply to an enquiry brings its own, naming the enquiry (app/admin/enquiries/inbound-mail.server.ts).
        messageId: ownId ?? messageId(mail.id, options.from),
        headers,
      });
    } catch (error) {
      const refusal = smtpRefusal(error);
      if (refusal && options.onRefused) {
        const handled = await options
          .onRefused({ id: mail.id, kind: mail.kind, recipient: mail.recipient }, refusal)
          .catch((hookError: unknown) => {
            logEvent("error", "refused mail not recorded: it is tried again", {
              outboxId: mail.id,
              ...errorFields(hookError),
            });
            return false;
          });
        if (handled) {
          logEvent("info", "mail refused and not tried again", {
            outboxId: mail.id,
            kind: mail.kind,
            code: refusal.code,
          });
          return false;
        }
      }
      const wait = retryDelayMs(attempt);
      // SMTP replies can quote the address; errorFields leaves it out.
      logEvent("warn", "mail not sent: it stays in the outbox and is tried again", {
        outboxId: mail.id,
        kind: mail.kind,
        attempt,
        retryInSeconds: wait / 1000,
        ...errorFields(error),
      });
      await db
        .update(mailOutbox)
        .set({ attempts: attempt, nextAttemptAt: new Date(Date.now() + wait) })
        .where(eq(mailOutbox.id, mail.id))
        .catch((storeError: unknown) =>
          logEvent("error", "failed attempt not recorded", { outboxId: mail.id, ...errorFields(storeError) }),
        );
      return false;
    }
    logEvent("info", "mail sent", { outboxId: mail.id, kind: mail.kind, attempt });
    const keptHeaders = Object.fromEntries(
      Object.entries({ ...headers, ...(ownId ? { "Message-ID": ownId } : {}) }).map(([name, value]) => [
        name,
        withoutLinkTokens(value),
      ]),
    );
    try {
      await db
        .update(mailOutbox)
        .set({
          sentAt: new Date(),
          attempts: attempt,
          textBody: withoutLinkTokens(mail.textBody),
          htmlBody: mail.htmlBody === null ? null : withoutLinkTokens(mail.htmlBody),
          headers: JSON.stringify(keptHeaders),
        })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      // The mail went; the reader's request need not fail for this. It will be sent again by deliverPending.
      logEvent("error", "mail sent but not marked sent: it will be sent again", {
        outboxId: mail.id,
        ...errorFields(error),
      });
    }
    return true;
  }

  const rowOf = (mail: OutgoingMail, takenNow: boolean) => ({
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    replyTo: mail.replyTo ?? null,
    kind: mail.kind ?? "signup",
    enquiryId: mail.enquiryId ?? null,
    headers: JSON.stringify(mail.headers ?? {}),
    // Taken by this instance: deliverPending elsewhere leaves it alone while it is being sent here.
    lastAttemptAt: takenNow && options.smtpUrl ? new Date() : null,
  });

  return {
    async enqueue(mail, into = db) {
      const [row] = await redactErrors("mail not stored", () =>
        into.insert(mailOutbox).values(rowOf(mail, false)).returning({ id: mailOutbox.id }),
      );
      if (!row) throw new Error("mail not stored: no row returned");
      if (!options.smtpUrl)
        logEvent("info", "mail written to outbox", { outboxId: row.id, kind: mail.kind ?? "signup" });
      return row.id;
    },

    async deliverOne(id) {
      if (!options.smtpUrl) return false;
      // Taken atomically, as in deliverPending: never sent by two instances at once.
      const [taken] = await db
        .update(mailOutbox)
        .set({ lastAttemptAt: new Date() })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), isNull(mailOutbox.lastAttemptAt)))
        .returning();
      return taken ? deliver(taken) : false;
    },

    async send(mail) {
      const [row] = await redactErrors("mail not stored", () =>
        db.insert(mailOutbox).values(rowOf(mail, true)).returning(),
      );
      if (!row) throw new Error("mail not stored: no row returned");
      if (!options.smtpUrl) {
        // The text stays out of the log: its links work, and the log is kept longer than the outbox.
        logEvent("info", "mail written to outbox", { outboxId: row.id, subject: mail.subject });
        return;
      }
      await deliver(row);
    },

    async deliverPending(now = new Date()) {
      if (!options.smtpUrl) return 0;
      // Due: never taken, or taken and not marked within RETRY_AFTER_MS (the instance stopped mid-send),
      // and past its backoff after a failure.
      const due = and(
        isNull(mailOutbox.sentAt),
        or(
          lte(mailOutbox.nextAttemptAt, now),
          and(
            isNull(mailOutbox.nextAttemptAt),
            or(
              isNull(mailOutbox.lastAttemptAt),
              lt(mailOutbox.lastAttemptAt, new Date(now.getTime() - RETRY_AFTER_MS)),
            ),
          ),
        ),
      );
      // One atomic update takes the mail: an instance running the same update at once skips the rows taken here.
      const taken = await redactErrors("unsent mail not read", () =>
        db
          .update(mailOutbox)
          .set({ lastAttemptAt: now, nextAttemptAt: null })
          .where(
            and(
              due,
              inArray(
                mailOutbox.id,
                db
                  .select({ id: mailOutbox.id })
                  .from(mailOutbox)
                  .where(due)
                  .orderBy(mailOutbox.id)
                  .limit(PENDING_BATCH),
              ),
            ),
          )
          .returning(),
      );
      let sent = 0;
      for (const mail of taken.sort((a, b) => a.id - b.id)) if (await deliver(mail)) sent++;
      if (taken.length > 0) logEvent("info", "unsent mail delivered", { tried: taken.length, sent });
      return sent;
    },
  };
}
