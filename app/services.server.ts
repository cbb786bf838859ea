import { count, desc, eq, sql } from "drizzle-orm";
import { site } from "#content/site";
import { openDatabase, type DatabaseHandle } from "./shared/db/database.server";
import {
  applyClicks,
  contactEnquiries,
  mailOutbox,
  newsletterSubscribers,
  pageViews,
  rateLimits,
} from "./shared/db/schema";
import { logEvent } from "./shared/server/log.server";
import {
  exportCards,
  importCards,
  renderCardWritesWith,
  seedFirstVersions,
  type RenderCheck,
} from "./shared/cards/card-store.server";
import { cardSyncOnRequest, startCardSync, type CardSync } from "./shared/cards/card-sync.server";
import { payingCardIds } from "./shared/commission/paying-cards";
import { createEnquiryStore, type EnquiryStore } from "./site/contact/contact.server";
import { createMailer, type Mailer } from "./shared/mail/mail.server";
import type { NewsletterContext } from "./site/newsletter/unsubscribe-link.server";
import type { CardAlertContext } from "./site/card-alerts/card-alerts.server";
import { cardAlertsHour, startAlertBatch } from "./admin/newsletter/card-alert-batch.server";
import { deletePersonalData, exportPersonalData, purgeExpired, purgeRateLimits } from "./admin/privacy/privacy.server";
import { siteSecret } from "./shared/server/site-secrets.server";
import { probeWrite, recordedPublicOrigin, recordPublicOrigin } from "./shared/server/site-settings.server";
import { inviteSchema } from "~/admin/access/staff";
import { commandLine } from "./shared/db/audit.server";
import {
  newsletterLeaseMs,
  newsletterRatePerMinute,
  startNewsletterSender,
} from "./admin/newsletter/newsletter-send.server";
import { purgeChallenges } from "./admin/access/passkeys.server";
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaffPasskey,
  revokeStaff,
} from "./admin/access/staff-accounts.server";
import { createTracking, type Tracking } from "./site/tracking/tracking.server";
import { parseImapUrl, startMailboxReader, type MailboxReader } from "./shared/mail/imap-inbox.server";
import { singleInstance } from "./shared/db/single-instance.server";
import { inboundMailHandler, mailboxCursor } from "./admin/enquiries/inbound-mail.server";
import { smtpBounceRecorder } from "./admin/newsletter/bounces.server";
import {
  createCommissionLinks,
  type CommissionLinks,
  type PayingRenderCheck,
} from "./shared/commission/affiliate-links.server";
import { feedConfigFromEnv } from "./shared/cards/finansportalen/feed-client.server";
import { runFeedSync } from "./shared/cards/finansportalen/feed-sync.server";
import { startFeedSyncTimer, type FeedSyncTimer } from "./shared/cards/finansportalen/feed-sync-timer.server";
import { startCommissionPullTimer, type CommissionPullTimer } from "./shared/commission/commission-pull-timer.server";
import { runCommissionPulls } from "./shared/commission/commission-pull.server";
import { isPullNetwork, pullNetworks } from "./shared/commission/transaction-api.server";
import { installFeedSharing } from "./site/open-data/feed-sharing";

/** What the running server holds for its whole life, handed to loaders and actions through the load context. */
export type Services = {
  database: DatabaseHandle;
  mailer: Mailer;
  /** Where links in e-mails point: PUBLIC_ORIGIN, never a request's Host header. */
  publicOrigin: string;
  /** Where new enquiries are mailed (SUPPORT_EMAIL; the contact page's address unless set). */
  supportEmail: string;
  rateLimitSecret: string;
  newsletter: NewsletterContext;
  /** Card alerts for readers (docs/decisions/0031): the newsletter's context with the key of the readers' links. */
  cardAlerts: CardAlertContext;
  /** The site's prerendered pages, from the build (the host lists them); null without one. A newsletter's links are checked against them. */
  sitePages: () => string[] | null;
  enquiries: EnquiryStore;
  tracking: Tracking;
  /** The card data this process serves, kept equal to the database's (docs/decisions/0011). */
  cardSync: CardSync;
  /** The key of the tokens that bring answers to our replies back into their enquiry (app/admin/enquiries/inbound-mail.server.ts). */
  enquiryReplySecret: string;
  /** Reads the support mailbox (IMAP_URL) into the enquiries, on one instance at a time; stopped on shutdown. */
  mailboxReader?: MailboxReader & { release(): Promise<void> };
  /** Which cards pay and their network links (docs/decisions/0022), kept equal to the database's. */
  commission: CommissionLinks;
  /** This instance's share of newsletter sending (app/admin/newsletter/newsletter-send.server.ts); stopped on shutdown. */
  newsletterSender?: { stop(): Promise<void> };
  /** The daily sync with Finansportalen's feed (one instance runs each); stopped on shutdown. */
  feedSyncTimer?: FeedSyncTimer;
  /** The nightly pull of the networks' transactions (one instance runs each, docs/decisions/0024); stopped on shutdown. */
  commissionPullTimer?: CommissionPullTimer;
};

export type ServiceOptions = {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder: string;
  publicOrigin: string;
  smtpUrl?: string;
  supportEmail?: string;
  /** The support mailbox, imaps://user:password@host/INBOX (IMAP_URL): answers to our replies are read from it. */
  imapUrl?: string;
  /** Seconds between two reads of the mailbox (IMAP_POLL_SECONDS, 60 unless set). */
  imapPollSeconds?: number;
  /** Read the mailbox from this instance (the server does, on the instance holding the lock; commands never). */
  readMailbox?: boolean;
  /** Send newsletter jobs from this instance (the server does; tests that drive sending themselves do not). */
  sendNewsletters?: boolean;
  /** Follow the card data (LISTEN, re-read, install): the server does; a command reads cards only when it needs them. */
  followCards?: boolean;
  /** Run the daily sync with Finansportalen's feed from this instance when one is due (the server does). */
  syncFeed?: boolean;
  /** Pull the networks' transactions from this instance when due (the server does). */
  pullCommission?: boolean;
  /** The server records its PUBLIC_ORIGIN in the database; a command started without one uses what was recorded. */
  recordPublicOrigin?: boolean;
  /** False when PUBLIC_ORIGIN was not set and `publicOrigin` is only the default. */
  publicOriginSet?: boolean;
  /**
   * Renders everything that depends on the cards from a card write's would-be data before it commits
   * (host/render-check.js); the host always gives one, the unit tests none.
   */
  renderCardWrites?: RenderCheck;
  /** The same render with the paying cards given, run before a link template change commits (host/render-check.js). */
  renderPayingWrites?: PayingRenderCheck;
  /** The URL path of every page prerendered in the build (host/fast-path.js's prerenderedPages); the host gives it. */
  sitePages?: () => string[];
  /** FINANSPORTALEN_OPEN_DATA (host/config.js): the open data shares the feed's facts. Off unless given. */
  shareFeedInOpenData?: boolean;
};

export async function startServices(options: ServiceOptions): Promise<Services> {
  renderCardWritesWith(options.renderCardWrites ?? null);
  installFeedSharing(options.shareFeedInOpenData === true);
  if (!options.renderCardWrites && process.env.NODE_ENV === "production") {
    logEvent(
      "warn",
      "card writes are not rendered before they commit here: no render check was given (host/render-check.js)",
    );
  }
  const database = await openDatabase(options);
  const mailer = createMailer(database.db, {
    smtpUrl: options.smtpUrl,
    from: `${site.name} <${site.email}>`,
    onRefused: smtpBounceRecorder(database.db),
  });
  const [rateLimitSecret, newsletterSecret, enquiryReplySecret, cardAlertsSecret] = await Promise.all([
    siteSecret(database.db, "rate-limit"),
    siteSecret(database.db, "newsletter-unsubscribe"),
    siteSecret(database.db, "enquiry-reply"),
    siteSecret(database.db, "card-alerts"),
  ]);
  const supportEmail = options.supportEmail ?? site.email;
  logEvent("info", "database ready", { kind: database.kind });
  let publicOrigin = options.publicOrigin;
  if (options.recordPublicOrigin) await recordPublicOrigin(database.db, publicOrigin, options.publicOriginSet === true);
  else if (!options.publicOriginSet) publicOrigin = (await recordedPublicOrigin(database.db)) ?? publicOrigin;
  let cardSync: CardSync;
  if (options.followCards) cardSync = await startCardSync(database);
  else {
    await seedFirstVersions(database.db);
    cardSync = cardSyncOnRequest(database);
  }
  const commission = createCommissionLinks(database, { renderCheck: options.renderPayingWrites ?? null });
  if (options.followCards) await commission.follow();
  else await commission.refresh();
  const newsletter: NewsletterContext = { db: database.db, mailer, publicOrigin, secret: newsletterSecret };
  const cardAlerts: CardAlertContext = { db: database.db, mailer, publicOrigin, secret: cardAlertsSecret };
  const mailboxReader =
    options.readMailbox && options.imapUrl
      ? startMailbox(options, database.db, { secret: enquiryReplySecret, supportEmail })
      : undefined;
  return {
    database,
    mailer,
    publicOrigin,
    supportEmail,
    rateLimitSecret,
    newsletter,
    cardAlerts,
    sitePages: options.sitePages ?? (() => null),
    enquiries: createEnquiryStore(database.db, { mailer, supportEmail, publicOrigin }),
    tracking: createTracking(database.db),
    cardSync,
    enquiryReplySecret,
    mailboxReader,
    commission,
    newsletterSender: options.sendNewsletters
      ? startNewsletterSender(newsletter, {
          ratePerMinute: newsletterRatePerMinute(),
          leaseMs: newsletterLeaseMs(),
          alerts: { secret: cardAlertsSecret, hour: cardAlertsHour() },
          sitePages: options.sitePages,
        })
      : undefined,
    feedSyncTimer: options.syncFeed
      ? startFeedSyncTimer({ db: database.db, mailer, config: feedConfigFromEnv() })
      : undefined,
    commissionPullTimer: options.pullCommission ? startCommissionPullTimer({ db: database.db, mailer }) : undefined,
  };
}

/** pg_advisory_lock key: the one instance that reads the support mailbox. */
const MAILBOX_READER_LOCK = 724_311_921;

function startMailbox(
  options: ServiceOptions,
  db: DatabaseHandle["db"],
  enquiries: { secret: string; supportEmail: string },
): Services["mailboxReader"] {
  let settings;
  try {
    settings = parseImapUrl(options.imapUrl ?? "");
  } catch (error) {
    // The message names what is wrong with the URL, never the password in it.
    logEvent("error", "support mailbox not read: IMAP_URL cannot be used", {
      reason: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
  const lock = singleInstance(options.databaseUrl, MAILBOX_READER_LOCK, "mailbox-reader");
  const reader = startMailboxReader({
    settings,
    cursors: mailboxCursor(db, settings.mailbox),
    handle: inboundMailHandler(db, enquiries),
    leader: () => lock.held(),
    intervalMs: Math.max(5, options.imapPollSeconds ?? 60) * 1000,
  });
  return { ...reader, release: () => lock.release() };
}

export async function stopServices(services: Services) {
  await services.mailboxReader?.stop();
  await services.mailboxReader?.release();
  // The sending round ends between two mails and gives up its lease, so another instance goes on at once.
  await services.newsletterSender?.stop();
  await services.feedSyncTimer?.stop();
  await services.commissionPullTimer?.stop();
  await services.cardSync.stop();
  await services.commission.stop();
  await services.database.close();
}

/** For /readyz: the database answers a read and commits a write. */
export async function checkReady(services: Services): Promise<void> {
  await services.database.ping();
  await probeWrite(services.database.db);
}

export type AdminCommand =
  | { command: "purge"; now?: string }
  | { command: "purge-rate-limits" }
  | { command: "export"; email: string }
  | { command: "delete"; email: string }
  | { command: "outbox"; email: string }
  | { command: "counts" }
  | { command: "deliver-mail"; now?: string }
  | { command: "read-mailbox" }
  | { command: "latest-clicks"; limit?: number }
  | { command: "staff-invite"; email: string; role: string }
  | { command: "staff-list" }
  | { command: "staff-revoke"; email: string }
  | { command: "staff-role"; email: string; role: string }
  | { command: "staff-remove-passkey"; email: string; passkey: string }
  | { command: "cards-export" }
  | { command: "cards-import"; cards: unknown; source: string; dryRun?: boolean; force?: boolean }
  | { command: "cards-refresh" }
  | { command: "cards-sync"; acceptNew?: boolean }
  | { command: "cards-snapshot" }
  | { command: "commission-pull"; network?: string }
  | { command: "card-alerts-send" };

/**
 * Maintenance commands (`npm run purge`, `npm run personal-data`, tests). An embedded database has one
 * owner process, so while the server runs these reach it through its admin socket and run here.
 */
export async function runAdminCommand(services: Services, input: AdminCommand): Promise<unknown> {
  const db = services.database.db;
  switch (input.command) {
    case "purge-rate-limits":
      // Both kept minutes, not days: rate-limit counters at most an hour, passkey challenges five minutes.
      return { rateLimits: await purgeRateLimits(db), passkeyChallenges: await purgeChallenges(db) };
    case "purge": {
      const report = await purgeExpired(db, input.now ? new Date(input.now) : new Date());
      logEvent("info", "purge", report);
      return report;
    }
    case "export":
      return exportPersonalData(db, input.email);
    case "delete": {
      const report = await deletePersonalData(db, input.email);
      logEvent("info", "personal data deleted", {
        contactEnquiries: report.contactEnquiries,
        newsletter: report.newsletter,
        sentMail: report.sentMail,
      });
      return report;
    }
    case "outbox":
      return db
        .select()
        .from(mailOutbox)
        .where(eq(sql`lower(${mailOutbox.recipient})`, input.email.trim().toLowerCase()))
        .orderBy(desc(mailOutbox.id));
    case "counts": {
      const tables = { contactEnquiries, newsletterSubscribers, mailOutbox, applyClicks, pageViews, rateLimits };
      const entries = await Promise.all(
        Object.entries(tables).map(
          async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]?.n ?? 0] as const,
        ),
      );
      return Object.fromEntries(entries);
    }
    case "card-alerts-send": {
      // Today's card alerts now, with the changes published until now (tests, or an operator who will not wait for
      // CARD_ALERTS_HOUR); at most one batch a day still, and tomorrow's goes on from here.
      const now = new Date();
      return startAlertBatch(db, now, now);
    }
    case "read-mailbox":
      // Reads the support mailbox now (tests, or an operator who does not want to wait for the next round).
      return { result: (await services.mailboxReader?.pollNow()) ?? null };
    case "deliver-mail":
      // `now` lets a test (or an operator) take mail whose backoff has not yet run out.
      return { sent: await services.mailer.deliverPending(input.now ? new Date(input.now) : undefined) };
    case "latest-clicks":
      return db
        .select()
        .from(applyClicks)
        .orderBy(desc(applyClicks.id))
        .limit(input.limit ?? 10);
    case "staff-invite": {
      const parsed = inviteSchema.safeParse({ email: input.email, role: input.role });
      if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join(". "));
      const invitation = await inviteStaff(
        { db, mailer: services.mailer, publicOrigin: services.publicOrigin },
        parsed.data,
        commandLine,
      );
      void services.mailer.deliverPending().catch(() => undefined);
      return { ...invitation, expiresAt: invitation.expiresAt.toISOString() };
    }
    case "staff-list":
      return listStaff(db);
    case "staff-revoke":
      return revokeStaff(db, input.email, commandLine);
    case "staff-role": {
      const role = inviteSchema.shape.role.safeParse(input.role);
      if (!role.success) throw new Error(role.error.issues.map((issue) => issue.message).join(". "));
      return changeStaffRole(db, input.email, role.data, commandLine);
    }
    case "staff-remove-passkey":
      return removeStaffPasskey(db, input.email, input.passkey, commandLine);
    case "cards-export":
      return exportCards(db);
    case "cards-import": {
      const result = await importCards(db, commandLine, input.cards, {
        source: input.source,
        dryRun: input.dryRun,
        force: input.force === true,
      });
      // The NOTIFY reaches this process too; waiting for it here means the answer comes once the pages show the import.
      if (result.status === "imported") await services.cardSync.refresh();
      return result;
    }
    case "cards-sync": {
      const outcome = await runFeedSync(db, {
        trigger: "command",
        mailer: services.mailer,
        acceptManyNew: input.acceptNew === true,
      });
      // As with an import: the answer comes once this process serves what the sync published, and its date.
      if (outcome.status === "ok") await services.cardSync.refresh();
      return outcome;
    }
    case "cards-snapshot": {
      // What this process serves: the cards and each card's history, the feed's status and the paying cards
      // (tests render the same data afresh to compare).
      const snapshot = services.cardSync.current();
      return {
        cards: snapshot.cards,
        history: [...snapshot.history],
        versions: [...snapshot.versions],
        feed: snapshot.feed ?? { lastGoodAt: null },
        paying: payingCardIds(),
      };
    }
    case "commission-pull": {
      if (input.network !== undefined && !isPullNetwork(input.network))
        throw new Error(`Ukjent nettverk «${input.network.slice(0, 40)}»: velg ${pullNetworks.join(" eller ")}.`);
      return runCommissionPulls(db, {
        trigger: "command",
        networks: input.network ? [input.network] : undefined,
        mailer: services.mailer,
      });
    }
    case "cards-refresh":
      await services.cardSync.refresh();
      return { fingerprint: services.cardSync.current().fingerprint };
    default:
      throw new Error(`unknown admin command ${JSON.stringify(input)}`);
  }
}
