import { contactLimits } from "./site/contact/contact-form";
import { issueLimits } from "./admin/newsletter/newsletter-issue";
import { replyLimits } from "./admin/access/staff";

/**
 * The largest request body the server reads. The largest valid form is the contact form with a full
 * message: 5 000 characters, each at most 12 bytes when a 4-byte character is percent-encoded, plus
 * the other fields. Anything larger is refused with 413 before it is read.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

// The bound above must hold for the longest message the form accepts, with room for the other fields.
if (contactLimits.messageMax * 12 + 4 * 1024 > MAX_REQUEST_BODY_BYTES)
  throw new Error("MAX_REQUEST_BODY_BYTES is below the largest valid contact form");

/**
 * The same for posts under /admin, whose longest valid form is a newsletter issue (or a reply to an
 * enquiry): still a bound, read before anyone is known to be signed in, so kept to what those forms need.
 */
export const MAX_STAFF_REQUEST_BODY_BYTES = 256 * 1024;

if (
  (issueLimits.subject + issueLimits.markdown) * 12 + 4 * 1024 > MAX_STAFF_REQUEST_BODY_BYTES ||
  replyLimits.max * 12 + 4 * 1024 > MAX_STAFF_REQUEST_BODY_BYTES
) {
  throw new Error("MAX_STAFF_REQUEST_BODY_BYTES is below the largest valid back-office form");
}

/**
 * Socket timeouts (Node's http server). A client has this long to send its headers, and this long for
 * the whole request; a slow sender cannot hold a connection for Node's default of five minutes.
 */
export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** How many clients that are over a form limit one instance remembers, to refuse their flood without the database. */
export const MAX_REMEMBERED_FLOODERS = 10_000;
