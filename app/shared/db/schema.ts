import { sql, type Column } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cardVersionKinds } from "../cards/card-versions";
import { searchDocument } from "./text-search";

/** What the inbox searches in an enquiry: the name, the address and the message (one document, one index). */
export function enquirySearchDocument(table: { firstName: Column; lastName: Column; email: Column; message: Column }) {
  return searchDocument(
    sql`${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email} || ' ' || ${table.message}`,
  );
}

/**
 * The inbox's order before the latest contact (app/admin/enquiries/enquiries.server.ts): new enquiries first, the
 * oldest first among them. One definition for the query and its index (contact_enquiries_inbox_order_idx), which
 * gives the query its order only while both say it alike.
 */
export function enquiryInboxOrder(table: { status: Column; createdAt: Column }) {
  return {
    urgency: sql`(case when ${table.status} = 'new' then 0 else 1 end)`,
    arrivalIfNew: sql`(case when ${table.status} = 'new' then ${table.createdAt} end)`,
  };
}

/**
 * The one PostgreSQL schema, the same on PGlite and on a real PostgreSQL. Migrations in drizzle/
 * are generated from this file (`npm run db:generate`) and applied at start-up.
 * Retention (content/privacy.ts, enforced by `npm run purge`) is noted on each table that holds personal data.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Messages from /kontakt and where each stands in the back office (new, answered, closed). Kept 3 years
 * after the last contact; a reply from us moves last_contact_at.
 */
export const contactEnquiries = pgTable(
  "contact_enquiries",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    lastContactAt: timestamp("last_contact_at", { withTimezone: true }).notNull().defaultNow(),
    /** "spam" (marked in the inbox) is left out of every count and deleted at the next purge. */
    status: text("status", { enum: ["new", "answered", "closed", "spam"] })
      .notNull()
      .default("new"),
    /** The first reply: whether the promise on /kontakt was kept is judged by it. */
    firstAnsweredAt: timestamp("first_answered_at", { withTimezone: true }),
    /** Where it came from: the contact form, or a mail to the support mailbox that matched no enquiry. */
    source: text("source", { enum: ["form", "email"] })
      .notNull()
      .default("form"),
    /** The colleague who has the enquiry («Tildel meg»); null: nobody yet. */
    assignedTo: integer("assigned_to").references(() => staff.id, { onDelete: "set null" }),
  },
  (table) => [
    index("contact_enquiries_assigned_idx").on(table.assignedTo),
    index("contact_enquiries_email_idx").on(sql`lower(${table.email})`),
    index("contact_enquiries_last_contact_idx").on(table.lastContactAt),
    index("contact_enquiries_status_idx").on(table.status, table.createdAt),
    // «Alle» in the inbox's order, so a page reads its 50 rows instead of sorting every enquiry (decision 0026, stop 45).
    index("contact_enquiries_inbox_order_idx").on(
      enquiryInboxOrder(table).urgency,
      enquiryInboxOrder(table).arrivalIfNew,
      table.lastContactAt.desc().nullsFirst(),
      table.id,
    ),
    // The inbox's search (decision 0027): a word prefix of the name, address or message.
    // fastupdate off: PGlite has no autovacuum to flush GIN's pending list, which every search would read through.
    index("contact_enquiries_search_idx").using("gin", enquirySearchDocument(table)).with({ fastupdate: false }),
  ],
);

/** Replies from staff to an enquiry: its thread. Deleted with the enquiry (same retention). */
export const enquiryReplies = pgTable(
  "enquiry_replies",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => contactEnquiries.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Who wrote it, as shown in the thread, kept if the staff account goes. */
    staffName: text("staff_name").notNull(),
    body: text("body").notNull(),
    /** The mail that carried it (mail_outbox, kept 30 days). */
    outboxId: integer("outbox_id"),
    createdAt: createdAt(),
  },
  (table) => [index("enquiry_replies_enquiry_idx").on(table.enquiryId)],
);

/**
 * Who has an enquiry's page open: written when the page is shown and while it stays open (a small script asks
 * every 15 s), read as "open" for 2 minutes after (app/admin/enquiries/presence.server.ts). Staff data, no
 * visitor's; old rows go at the purge, and with the enquiry.
 */
export const enquiryViewers = pgTable(
  "enquiry_viewers",
  {
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => contactEnquiries.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.enquiryId, table.staffId] })],
);

/**
 * A reply being written, one per staff member and enquiry, saved as they type and restored into the form
 * (a reload, an ended session); deleted when they send, and with the enquiry (its retention).
 */
export const enquiryDrafts = pgTable(
  "enquiry_drafts",
  {
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => contactEnquiries.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The last reply the writer's page showed when they saved (the reply form's seenReply). */
    seenReplyId: integer("seen_reply_id").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.enquiryId, table.staffId] })],
);

/** Saved replies, shared by everyone in the inbox: inserted into a reply with the visitor's name filled in. */
export const savedReplies = pgTable("saved_replies", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  updatedBy: integer("updated_by").references(() => staff.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail read from the support mailbox (IMAP_URL, app/admin/enquiries/inbound-mail.server.ts): the visitor's answers
 * in an enquiry's thread, or the mail that opened an enquiry (`opened`). One row per Message-ID, so a mail read twice
 * is stored once. The text only, at most 64 kB of it; attachments are listed by name and size, never stored.
 * Deleted with the enquiry (same retention).
 */
export const enquiryInboundMail = pgTable(
  "enquiry_inbound_mail",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => contactEnquiries.id, { onDelete: "cascade" }),
    /** The mail's Message-ID (or, without one, a digest of its headers). */
    messageId: text("message_id").notNull(),
    fromAddress: text("from_address").notNull(),
    fromName: text("from_name").notNull().default(""),
    subject: text("subject").notNull().default(""),
    /** What they wrote, with the quoted history cut off into `quoted`. */
    body: text("body").notNull(),
    quoted: text("quoted").notNull().default(""),
    /** [{ name, size, type }]: listed, not stored. */
    attachments: jsonb("attachments")
      .$type<Array<{ name: string; size: number; type: string }>>()
      .notNull()
      .default([]),
    /** Why part of it is missing ("too-long": the text was cut at 64 kB; "unreadable": no text part could be read). */
    problem: text("problem"),
    /** This mail started the enquiry: its text is the enquiry's message. */
    opened: boolean("opened").notNull().default(false),
    /** An automatic answer (out of office): kept in the thread, reopens nothing. */
    automatic: boolean("automatic").notNull().default(false),
    /** The Date header, when it could be read. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("enquiry_inbound_mail_message_key").on(table.messageId),
    index("enquiry_inbound_mail_enquiry_idx").on(table.enquiryId),
    index("enquiry_inbound_mail_search_idx")
      .using("gin", searchDocument(sql`${table.body}`))
      .with({ fastupdate: false }),
  ],
);

/**
 * Newsletter sign-ups (double opt-in). One row per address (stored lower-case). This table holds only the
 * SHA-256 hash of the confirmation token; the token itself is in the confirmation mail, which mail_outbox
 * keeps with the token until the mail is sent and without it afterwards. So a copy of the database cannot
 * confirm anyone whose confirmation mail has been sent (tested in app/site/newsletter/newsletter.server.test.ts).
 * Unsubscribe links carry a keyed hash of the row id, with the key in site_secrets: they are not secret from
 * whoever holds the database (app/site/newsletter/newsletter.server.ts). Unconfirmed rows are deleted 30 days after
 * the last sign-up request.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /**
     * "bounced": mail to it failed for good (one hard bounce or SOFT_BOUNCE_LIMIT soft ones,
     * app/admin/newsletter/bounces.server.ts); nothing more is sent to it. One who leaves is deleted, not marked.
     */
    status: text("status", { enum: ["pending", "confirmed", "bounced"] }).notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    createdAt: createdAt(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** How they signed up: the form ("footer", "guides") and the page it was on, of the last sign-up request. Null: before this was kept. */
    consentForm: text("consent_form"),
    consentPage: text("consent_page"),
    /** Soft bounces (a temporary refusal, given up on) so far, one per issue at most. */
    softBounces: integer("soft_bounces").notNull().default(0),
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    /** The refusal that made it "bounced": the SMTP or DSN status and text, without the address. */
    bounceReason: text("bounce_reason"),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_key").on(table.email),
    uniqueIndex("newsletter_subscribers_confirm_key").on(table.confirmTokenHash),
    // The back office's list: a status, newest first, a page at a time by id (keyset).
    index("newsletter_subscribers_status_idx").on(table.status, table.id),
    // The list's search (decision 0027): a word prefix of the address's parts.
    index("newsletter_subscribers_search_idx")
      .using("gin", searchDocument(sql`${table.email}`))
      .with({ fastupdate: false }),
  ],
);

/**
 * How many rows of a counted table have each status (decision 0027, «Counts kept by the database»): the
 * subscribers' and the enquiries' per-status counts, which the back office reads instead of counting the table.
 * Kept by the tables' own statement triggers (drizzle/0020_status_counts.sql) in the transaction of every insert,
 * update, delete and truncate, so no code path can forget it and a rolled-back change counts nothing.
 */
export const statusCounts = pgTable(
  "status_counts",
  {
    /** The counted table's name: "newsletter_subscribers" or "contact_enquiries". */
    list: text("list").notNull(),
    status: text("status").notNull(),
    n: integer("n").notNull(),
  },
  (table) => [primaryKey({ columns: [table.list, table.status] })],
);

/**
 * Readers who follow cards' terms (card alerts, docs/decisions/0031): one row per address (lower-case), double opt-in
 * as the newsletter's (only the confirmation token's SHA-256 is stored). Apart from the newsletter: following a card
 * is not signing up for the newsletter. A reader who follows nothing any more is deleted; unconfirmed rows go 30 days
 * after the last request.
 */
export const cardAlertSubscribers = pgTable(
  "card_alert_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** "bounced": mail to the address failed for good, from this list or the newsletter (app/admin/newsletter/bounces.server.ts). */
    status: text("status", { enum: ["pending", "confirmed", "bounced"] }).notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    createdAt: createdAt(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The page the last sign-up was made on (the record of the consent); null when it was not one of ours. */
    consentPage: text("consent_page"),
    /** As newsletter_subscribers': soft bounces of the address so far, and when and why it became "bounced". */
    softBounces: integer("soft_bounces").notNull().default(0),
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    bounceReason: text("bounce_reason"),
  },
  (table) => [
    uniqueIndex("card_alert_subscribers_email_key").on(table.email),
    uniqueIndex("card_alert_subscribers_confirm_key").on(table.confirmTokenHash),
  ],
);

/** The cards a reader follows. confirmed_at null: asked for, waiting for the confirmation link; alerts only after it. */
export const cardAlertFollows = pgTable(
  "card_alert_follows",
  {
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => cardAlertSubscribers.id, { onDelete: "cascade" }),
    cardId: integer("card_id").notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.subscriberId, table.cardId] }),
    index("card_alert_follows_card_idx").on(table.cardId),
  ],
);

/**
 * Every e-mail the site sends, kept 30 days (app/shared/mail/mail.server.ts). An unsent row holds the whole mail,
 * links with their tokens, so it can still be sent after a restart; sending it replaces every link's token in
 * text_body and headers, in the same update that sets sent_at. Without SMTP_URL nothing is sent: the outbox
 * is where mail goes, links and all.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** The HTML alternative (newsletters), when there is one. */
    htmlBody: text("html_body"),
    /** Replies go here (an enquiry's notification: the visitor). */
    replyTo: text("reply_to"),
    /** What the mail is, for the outbox's readers: "signup", "enquiry-notification", "enquiry-reply", "newsletter", "staff-invitation", "newsletter-test". */
    kind: text("kind").notNull().default("signup"),
    /** The enquiry a notification or reply is about: personal-data export and delete find it by this. */
    enquiryId: integer("enquiry_id"),
    headers: text("headers").notNull().default("{}"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The last time an instance took the mail to send it; others leave it alone for a while. */
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** Failed attempts so far: the next waits longer each time (app/shared/mail/mail.server.ts). */
    attempts: integer("attempts").notNull().default(0),
    /** Not tried again before this (backoff after a failure); null: due now. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_recipient_idx").on(sql`lower(${table.recipient})`),
    index("mail_outbox_created_idx").on(table.createdAt),
    index("mail_outbox_unsent_idx")
      .on(table.id)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** Clicks on apply links (/go/<slug>): no IP address and nothing else about the person. Kept 26 months. */
export const applyClicks = pgTable(
  "apply_clicks",
  {
    id: serial("id").primaryKey(),
    cardSlug: text("card_slug").notNull(),
    fromPath: text("from_path"),
    campaign: text("campaign"),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The opaque id put on the network's link as its sub-id (app/shared/commission/affiliate-networks.ts):
     * random, nothing about the reader. Only clicks on a card with a link template have one.
     */
    clickId: text("click_id"),
    /** Where on the page the link was (tile, card page, comparison, finder rank, newsletter, alert). */
    placement: text("placement"),
  },
  (table) => [
    index("apply_clicks_clicked_idx").on(table.clickedAt),
    index("apply_clicks_card_idx").on(table.cardSlug),
    uniqueIndex("apply_clicks_click_id_idx").on(table.clickId),
  ],
);

/**
 * Each paying card's apply link at its affiliate network: a template with `{klikkId}` where the sub-id goes
 * (docs/decisions/0022). A card without a row pays nothing and gets a plain link to the bank. No personal data.
 */
export const affiliateLinks = pgTable("affiliate_links", {
  cardId: integer("card_id").primaryKey(),
  network: text("network").notNull(),
  template: text("template").notNull(),
  staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Conversions the networks report (callbacks, reports), one row per network and transaction, updated as the
 * network updates it (pending → approved or rejected, amounts amended). The click id ties it to a click;
 * an id we do not know is kept (unattributed). Nothing about the applicant. Kept as long as the clicks.
 */
export const conversions = pgTable(
  "conversions",
  {
    id: serial("id").primaryKey(),
    network: text("network").notNull(),
    transactionId: text("transaction_id").notNull(),
    clickId: text("click_id"),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull(),
    /** The commission in øre (hundredths of the currency). */
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    source: text("source", { enum: ["callback", "api", "csv"] }).notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("conversions_network_transaction_idx").on(table.network, table.transactionId),
    index("conversions_click_idx").on(table.clickId),
  ],
);

/**
 * Every pull of a network's transactions (docs/decisions/0024), whoever started it (the nightly timer, a
 * start, `npm run commission -- pull`, «Hent nå» in the back office): what it read and stored, or why it
 * failed. A run "running" past lease_until was cut off (kill -9) and counts as failed. No personal data.
 */
export const commissionPullRuns = pgTable(
  "commission_pull_runs",
  {
    id: serial("id").primaryKey(),
    network: text("network").notNull(),
    /** "timer", "start", "command" or "admin". */
    trigger: text("trigger").notNull(),
    status: text("status", { enum: ["running", "ok", "failed"] })
      .notNull()
      .default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
    /** Transactions in the network's answers, new conversions, changed ones (status or amount). */
    transactionsRead: integer("transactions_read").notNull().default(0),
    added: integer("added").notNull().default(0),
    changed: integer("changed").notNull().default(0),
    /** Of those read, how many carry no click id of ours (kept, shown as unattributed). */
    unattributed: integer("unattributed").notNull().default(0),
    /** Transactions the answer held that could not be read, each with why (at most a few, in `skipped_detail`). */
    skipped: integer("skipped").notNull().default(0),
    skippedDetail: text("skipped_detail"),
    /** Why the run failed, in words staff read (never a token). */
    error: text("error"),
    /** The failure mail to admins went with this run (one per network's stretch of failures). */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (table) => [
    index("commission_pull_runs_network_started_idx").on(table.network, table.startedAt),
    // At most one run at a time per network across every instance.
    uniqueIndex("commission_pull_runs_one_running_key")
      .on(table.network)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * A network report uploaded in the back office and previewed, kept until an editor confirms it (or for a
 * day): the rows as read, never the file (docs/decisions/0025). The id is the preview's random token.
 */
export const reportUploads = pgTable("report_uploads", {
  id: text("id").primaryKey(),
  network: text("network").notNull(),
  fileName: text("file_name").notNull(),
  staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
  rows: jsonb("rows")
    .$type<
      Array<{
        line: number;
        transactionId: string;
        clickId: string | null;
        status: "pending" | "approved" | "rejected";
        amountMinor: number;
        currency: string;
        day: string | null;
      }>
    >()
    .notNull(),
  refused: jsonb("refused").$type<Array<{ line: number; reason: string }>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
});

/** First-party page views, only with analytics consent: a path and whether the browser had been here before. */
export const pageViews = pgTable(
  "page_views",
  {
    id: serial("id").primaryKey(),
    path: text("path").notNull(),
    returning: boolean("returning").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("page_views_viewed_idx").on(table.viewedAt)],
);

/**
 * Fixed-window request counters, shared by every server instance. The client key is a keyed hash of the
 * address (never the address itself); rows are deleted once their window has passed.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    clientKey: text("client_key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.clientKey, table.windowStart] }),
    index("rate_limits_window_idx").on(table.windowStart),
  ],
);

/** Site-wide secrets created on first start (e.g. the rate-limit hashing key), the same for every instance. */
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Facts about the running site that commands and instances read back: the PUBLIC_ORIGIN the servers
 * run with (so a command prints the links they serve), and the row /readyz writes to prove a commit.
 */
export const siteSettings = pgTable("site_settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * People who run the site. Created from the command line (`npm run staff -- invite`), signed in with
 * passkeys only: no password is stored anywhere. A revoked account keeps its row (the audit log names
 * it) and can sign in no more.
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    /** Lower-case. */
    email: text("email").notNull(),
    role: text("role", { enum: ["admin", "redaktør"] }).notNull(),
    /** The WebAuthn user handle: random, so an authenticator learns nothing about the person. */
    webauthnUserId: text("webauthn_user_id").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Their signature, added under each reply they send (edited on Din konto); empty: none. */
    signature: text("signature").notNull().default(""),
  },
  (table) => [
    uniqueIndex("staff_email_key").on(table.email),
    uniqueIndex("staff_webauthn_user_key").on(table.webauthnUserId),
  ],
);

/** A staff member's passkeys: the public key and what @simplewebauthn/server needs to verify a sign-in. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").notNull().default("[]"),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    /** The name the person gave it ("Jobb-PC"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("staff_passkeys_staff_idx").on(table.staffId)],
);

/** One-time invitation links (48 hours). Only the token's hash is stored; the link is in the mail and printed once. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("staff_invitations_token_key").on(table.tokenHash)],
);

/** Signed-in sessions. The cookie holds a random id; only its hash is stored, so a copy of the database signs nobody in. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: created + 7 days, however active. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** A short description of the browser ("Chrome på Linux"), so a person can tell their sessions apart. */
    device: text("device").notNull(),
    /** The passkey that opened it: removing a lost or stolen passkey ends the sessions it opened. */
    passkeyId: text("passkey_id").references(() => staffPasskeys.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("staff_sessions_staff_idx").on(table.staffId),
    index("staff_sessions_expires_idx").on(table.expiresAt),
  ],
);

/** WebAuthn challenges between the options and the answer (5 minutes), shared by every instance. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: text("id").primaryKey(),
    challenge: text("challenge").notNull(),
    purpose: text("purpose", { enum: ["register", "sign-in"] }).notNull(),
    /** Registration: whose passkey; sign-in: null (the passkey says who). */
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "cascade" }),
    /** Registration from an invitation: the invitation it uses up. */
    invitationId: integer("invitation_id").references(() => staffInvitations.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("webauthn_challenges_expires_idx").on(table.expiresAt)],
);

/** Every change staff make, and every sign-in: who, what, when. Kept as content/privacy.ts says ("audit-log"). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Who, as they were then ("cli" for the command line). */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    /** What it was done to ("henvendelse 12", "ola@kortvalg.no"). */
    subject: text("subject").notNull().default(""),
    /** More, as JSON, never an enquiry's text. */
    details: text("details").notNull().default("{}"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);

/**
 * Newsletter issues written in the back office: subject and Markdown body, a draft until sent. A send ends
 * "sent", "cancelled" (staff stopped it) or "failed" (the job kept failing: `failure` says why).
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    /**
     * "newsletter": written in the back office, the same mail to every confirmed subscriber. "card-alerts": one day's
     * card alerts (docs/decisions/0031), started by the sending instances, each delivery's mail made for its reader
     * from the card versions published in (the previous batch's alerts_until, alerts_until].
     */
    kind: text("kind", { enum: ["newsletter", "card-alerts"] })
      .notNull()
      .default("newsletter"),
    /** A card-alerts batch: the day in Norway it was sent (at most one a day) and the window of publications it covers. */
    alertsDay: text("alerts_day"),
    alertsFrom: timestamp("alerts_from", { withTimezone: true }),
    alertsUntil: timestamp("alerts_until", { withTimezone: true }),
    subject: text("subject").notNull(),
    markdown: text("markdown").notNull(),
    status: text("status", { enum: ["draft", "sending", "sent", "cancelled", "failed"] })
      .notNull()
      .default("draft"),
    /** Raised by every save of the draft: a form based on an older version is told, not overwritten. */
    version: integer("version").notNull().default(1),
    createdBy: integer("created_by").references(() => staff.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    sendFinishedAt: timestamp("send_finished_at", { withTimezone: true }),
    /** The instance sending it now, until lease_until: only one sends a given issue. */
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Sending rounds in a row that failed; the job waits until next_attempt_at, and stops as "failed" after a few. */
    failedRounds: integer("failed_rounds").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** Why the last round failed (for "failed": why it stopped), in words staff read. */
    failure: text("failure"),
    /** A draft to be sent at this time (staff chose it in Oslo time); the sending instances start it when it is due. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** Who scheduled it: the send it starts is theirs in the audit log. */
    scheduledBy: integer("scheduled_by").references(() => staff.id, { onDelete: "set null" }),
  },
  (table) => [
    // One card-alerts batch a day, whichever instance starts it.
    uniqueIndex("newsletter_issues_alerts_day_key").on(table.alertsDay),
  ],
);

/**
 * One row per recipient of an issue, made when sending starts: the unique key is what makes "nobody
 * gets it twice" hold across crashes and instances. The subscriber's id goes (set null) when they leave;
 * the row stays so the issue's totals do.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: serial("id").primaryKey(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    /** A card-alerts batch's reader (instead of subscriber_id); set null when they stop following every card. */
    alertSubscriberId: integer("alert_subscriber_id").references(() => cardAlertSubscribers.id, {
      onDelete: "set null",
    }),
    /** "cancelled": the send was stopped before this one's mail went out. */
    status: text("status", { enum: ["pending", "sent", "failed", "skipped", "cancelled"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Why the last attempt failed (the SMTP answer's code and text, without the address). */
    error: text("error"),
    /** The mail this delivery became, stored in the same transaction as "sent"; null once the outbox has purged it (30 days) or an unsubscribe dropped it unsent. */
    outboxId: integer("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    /** The mail bounced: "hard" (refused for good) or "soft" (refused for now); counted once per delivery. */
    bounce: text("bounce", { enum: ["hard", "soft"] }),
  },
  (table) => [
    uniqueIndex("newsletter_deliveries_recipient_key").on(table.issueId, table.subscriberId),
    uniqueIndex("newsletter_deliveries_alert_recipient_key").on(table.issueId, table.alertSubscriberId),
    index("newsletter_deliveries_pending_idx")
      .on(table.issueId, table.id)
      .where(sql`${table.status} = 'pending'`),
    // The outbox's purge and an unsubscribe delete mail: each deleted row finds its delivery by this index.
    index("newsletter_deliveries_outbox_idx").on(table.outboxId),
  ],
);

/**
 * Each link of a sent newsletter issue, and how many times it was followed through our redirect
 * (/nyhetsbrev/lenke/<id>, app/site/newsletter/newsletter-links.server.ts): the redirect goes only to the address
 * stored here, so it is no open redirect. Nothing about who clicked, no personal data; deleted with the issue.
 */
export const newsletterLinks = pgTable(
  "newsletter_links",
  {
    id: serial("id").primaryKey(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [uniqueIndex("newsletter_links_issue_url_key").on(table.issueId, table.url)],
);

/**
 * Every version of every card's facts (docs/decisions/0011-card-data-in-the-database.md): the one source
 * of truth for card data. Rows are only ever added: an edit, a check, an import or a restore is a new
 * version, so the history is complete and public. The current card is its highest version. The primary
 * key is what makes two editors publishing on the same version conflict rather than overwrite.
 * No personal data: who published is the staff id (the audit log, kept 12 months, holds the name).
 */
export const cardVersions = pgTable(
  "card_versions",
  {
    cardId: integer("card_id").notNull(),
    version: integer("version").notNull(),
    kind: text("kind", { enum: cardVersionKinds }).notNull(),
    /** The whole card as creditCardSchema (content/card-schema.ts) parses it; validated again on every read. */
    facts: jsonb("facts").notNull(),
    /** The bank's terms URL or an editor's note: where the facts come from. */
    source: text("source").notNull(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cardId, table.version] }),
    index("card_versions_published_idx").on(table.publishedAt),
  ],
);

/** Bytes as bytea: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The pages a card write's render check rendered (docs/decisions/0030, stop 44), handed to every instance so
 * it serves them instead of rendering them again: each page's HTML as Brotli, with and without the consent
 * banner, its CSP and ETags, keyed by the data version it was rendered from (the cards with the feed's
 * status, the paying cards, the date: app/shared/cards/checked-pages.server.ts). Written in the write's own
 * transaction, which deletes every older version's rows: one version's pages, a few MB for the market.
 * No personal data.
 */
export const checkedPages = pgTable(
  "checked_pages",
  {
    version: text("version").notNull(),
    path: text("path").notNull(),
    csp: text("csp").notNull(),
    etag: text("etag").notNull(),
    body: bytes("body").notNull(),
    consentedEtag: text("consented_etag").notNull(),
    consentedBody: bytes("consented_body").notNull(),
  },
  (table) => [primaryKey({ columns: [table.version, table.path] })],
);

/**
 * A card's link to its product in Finansportalen's feed (docs/decisions/0020): from then on the feed is the
 * source of the facts it carries. What the sync plan keeps between runs: syncs in a row the product was
 * missing from, whether it retired the card, the last held proposal's fingerprint (not held again), and
 * the feed's facts as the last applied sync saw them. No personal data.
 */
export const cardFeedLinks = pgTable(
  "card_feed_links",
  {
    cardId: integer("card_id").primaryKey(),
    productId: text("product_id").notNull(),
    missingSyncs: integer("missing_syncs").notNull().default(0),
    retired: boolean("retired").notNull().default(false),
    heldFingerprint: text("held_fingerprint"),
    /** FeedCardFacts (app/shared/cards/finansportalen/feed-card.server.ts) as JSON. */
    seen: jsonb("seen"),
    /** When the run that first missed the product started (missing_syncs > 0): a retirement needs 20 hours of it. */
    missingSince: timestamp("missing_since", { withTimezone: true }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("card_feed_links_product_key").on(table.productId)],
);

/**
 * Every sync with the feed, whoever started it (the daily timer, `npm run cards -- sync`): what it read and
 * changed, or why it changed nothing. A run "running" past lease_until was cut off (kill -9) and counts as failed.
 */
export const feedSyncRuns = pgTable(
  "feed_sync_runs",
  {
    id: serial("id").primaryKey(),
    /** "timer" (the daily one), "start" (a server start found the last over a day old) or "command". */
    trigger: text("trigger").notNull(),
    status: text("status", { enum: ["running", "ok", "failed"] })
      .notNull()
      .default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
    productsRead: integer("products_read"),
    added: integer("added").notNull().default(0),
    changed: integer("changed").notNull().default(0),
    held: integer("held").notNull().default(0),
    retired: integer("retired").notNull().default(0),
    /** Why nothing was changed, in words an editor reads (never a credential). */
    error: text("error"),
    /** The failure mail to admins went with this run (one per stretch of failures). */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
    /** A good run's cards whose facts the feed stated as published, by id: checked that day (feed-status.ts). */
    confirmed: jsonb("confirmed").$type<number[]>(),
  },
  (table) => [
    index("feed_sync_runs_started_idx").on(table.startedAt),
    // At most one run at a time across every instance.
    uniqueIndex("feed_sync_runs_one_running_key")
      .on(table.status)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * What a sync may not publish by itself (unusual changes, a product we cannot take, a proposed link):
 * waiting for an editor, who approves (published through the card store) or rejects with a reason. A
 * rejected proposal is not asked again (the same fingerprint); a newer one for the same product replaces
 * a waiting one.
 */
export const feedHeldProposals = pgTable(
  "feed_held_proposals",
  {
    id: serial("id").primaryKey(),
    runId: integer("run_id").references(() => feedSyncRuns.id, { onDelete: "set null" }),
    productId: text("product_id").notNull(),
    /** Our card, when the product is linked to one (or proposed as its match). */
    cardId: integer("card_id"),
    /** "change" (facts for a linked card), "new" (a card to make), "none" (nothing to publish: fix the feed), "match". */
    kind: text("kind", { enum: ["change", "new", "none", "match"] }).notNull(),
    name: text("name").notNull(),
    fingerprint: text("fingerprint").notNull(),
    /** HeldReason[]: each with its words, both figures where two disagree. */
    reasons: jsonb("reasons").notNull(),
    /** The plan's proposal (facts, changes, base version, slug) and example, as JSON. */
    proposal: jsonb("proposal").notNull(),
    status: text("status", { enum: ["waiting", "approved", "rejected", "replaced"] })
      .notNull()
      .default("waiting"),
    rejectionReason: text("rejection_reason"),
    decidedBy: integer("decided_by").references(() => staff.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("feed_held_proposals_fingerprint_key").on(table.productId, table.fingerprint),
    index("feed_held_proposals_status_idx").on(table.status, table.createdAt),
  ],
);
