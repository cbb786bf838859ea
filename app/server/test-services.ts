import { cardSyncOnRequest } from "./card-sync.server";
import { createEnquiryStore } from "./contact.server";
import type { DatabaseHandle } from "./db/database.server";
import { createMailer } from "./mail.server";
import type { Services } from "./services.server";
import { createTracking } from "./tracking.server";

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
    enquiries: createEnquiryStore(db, { mailer, supportEmail: "post@kortvalg.no", publicOrigin: testOrigin }),
    tracking: createTracking(db),
    cardSync: cardSyncOnRequest(database),
  };
}
