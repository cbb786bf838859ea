import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The one PostgreSQL schema, the same on PGlite and on a real PostgreSQL. Migrations in drizzle/
 * are generated from this file (`npm run db:generate`) and applied at start-up.
 * Retention (content/privacy.ts, enforced by `npm run purge`) is noted on each table that holds personal data.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Messages from /kontakt. Kept 3 years after the last contact. */
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
  },
  (table) => [index("contact_enquiries_email_idx").on(sql`lower(${table.email})`), index("contact_enquiries_last_contact_idx").on(table.lastContactAt)],
);

/**
 * Newsletter sign-ups (double opt-in). One row per address (stored lower-case). This table holds only the
 * SHA-256 hash of the confirmation token; the token itself is in the confirmation mail, which mail_outbox
 * keeps with the token until the mail is sent and without it afterwards. So a copy of the database cannot
 * confirm anyone whose confirmation mail has been sent (tested in app/server/newsletter.server.test.ts).
 * Unsubscribe links carry a keyed hash of the row id, with the key in site_secrets: they are not secret from
 * whoever holds the database (app/server/newsletter.server.ts). Unconfirmed rows are deleted 30 days after
 * the last sign-up request.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "confirmed"] }).notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    createdAt: createdAt(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_key").on(table.email),
    uniqueIndex("newsletter_subscribers_confirm_key").on(table.confirmTokenHash),
  ],
);

/**
 * Every e-mail the site sends, kept 30 days (app/server/mail.server.ts). An unsent row holds the whole mail,
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
    headers: text("headers").notNull().default("{}"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The last time an instance took the mail to send it; others leave it alone for a while. */
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_recipient_idx").on(sql`lower(${table.recipient})`),
    index("mail_outbox_created_idx").on(table.createdAt),
    index("mail_outbox_unsent_idx").on(table.id).where(sql`${table.sentAt} is null`),
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
  },
  (table) => [index("apply_clicks_clicked_idx").on(table.clickedAt), index("apply_clicks_card_idx").on(table.cardSlug)],
);

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
  (table) => [primaryKey({ columns: [table.bucket, table.clientKey, table.windowStart] }), index("rate_limits_window_idx").on(table.windowStart)],
);

/** Site-wide secrets created on first start (e.g. the rate-limit hashing key), the same for every instance. */
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});
