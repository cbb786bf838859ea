import { cardSyncOnRequest } from "../../app/shared/cards/card-sync.server";
import { createEnquiryStore } from "../../app/site/contact/contact.server";
import type { DatabaseHandle } from "../../app/shared/db/database.server";
import { createMailer } from "../../app/shared/mail/mail.server";
import type { Services } from "../../app/services.server";
import { createTracking } from "../../app/site/tracking/tracking.server";
import { createCommissionLinks } from "../../app/shared/commission/affiliate-links.server";

export const testOrigin = "http://127.0.0.1:3000";

/** The services the server builds at start (startServices), on a test database and with fixed secrets. */
export function testServices(database: DatabaseHandle): Services {
  const db = database.db;
  const mailer = createMailer(db, { from: "test" });
  return {
    database,
    mailer,
    publicOrigin: testOrigin,
    supportEmail: "post@kortvalg.no",
    rateLimitSecret: "test-rate-limit-secret",
    newsletter: { db, mailer, publicOrigin: testOrigin, secret: "test-newsletter-secret" },
    cardAlerts: { db, mailer, publicOrigin: testOrigin, secret: "test-card-alerts-secret" },
    // No build here: a newsletter's links to our static pages cannot be checked (cards and endpoints can).
    sitePages: () => null,
    enquiries: createEnquiryStore(db, { mailer, supportEmail: "post@kortvalg.no", publicOrigin: testOrigin }),
    tracking: createTracking(db),
    cardSync: cardSyncOnRequest(database),
    enquiryReplySecret: "test-enquiry-reply-secret",
    // Empty until a test refreshes it after storing templates: every card a plain link.
    commission: createCommissionLinks(database),
  };
}
