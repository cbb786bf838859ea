import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactForm } from "~/site/contact/contact-form";
import { createEnquiryStore } from "./site/contact/contact.server";
import type { DatabaseHandle } from "./shared/db/database.server";
import { contactEnquiries, mailOutbox, newsletterSubscribers, rateLimits } from "./shared/db/schema";
import { openTestDatabase, testDatabaseKinds } from "../tests/support/test-database";
import { createMailer } from "./shared/mail/mail.server";
import { confirmSignup, requestSignup, unsubscribe } from "./site/newsletter/newsletter.server";
import { unsubscribeToken, type NewsletterContext } from "./site/newsletter/unsubscribe-link.server";
import { clientKey, consumeRateLimit } from "./shared/server/rate-limit.server";

const enquiry: ContactForm = {
  firstName: "Kari",
  lastName: "Nordmann",
  email: "kari@example.no",
  phone: "912 34 567",
  subject: "comparison",
  message: "Hvilket kort passer for en som reiser mye?",
};

describe.each(testDatabaseKinds)("forms on the %s database", (kind) => {
  let database: DatabaseHandle;
  let newsletter: NewsletterContext;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    newsletter = {
      db: database.db,
      mailer: createMailer(database.db, { from: "test" }),
      publicOrigin: "http://127.0.0.1:3000",
      secret: "test-secret",
    };
  }, 60_000);
  afterAll(() => database.close());

  const outboxFor = (email: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
  const linkIn = (text: string, path: string) => {
    const match = new RegExp(`http://127\\.0\\.0\\.1:3000${path}\\?token=([\\w.-]+)`).exec(text);
    if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
    return match[1];
  };

  it("stores 200 parallel enquiries as 200 rows, each with everything sent", async () => {
    const store = createEnquiryStore(database.db, {
      mailer: createMailer(database.db, { from: "test" }),
      supportEmail: "post@kortvalg.no",
      publicOrigin: "http://localhost:3000",
    });
    // Group commit: these share a few inserts, and each id belongs to its own message.
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, i) => store.store({ ...enquiry, message: `${enquiry.message} #${i}` })),
    );
    expect(new Set(ids).size).toBe(200);
    const [row] = await database.db.select({ n: count() }).from(contactEnquiries);
    expect(row?.n).toBe(200);
    for (const i of [0, 7, 199]) {
      const [stored] = await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, ids[i]!));
      expect(stored).toMatchObject({ ...enquiry, message: `${enquiry.message} #${i}` });
    }
    const [stored] = await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, ids[7]!));
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });

  it("counts parallel requests exactly and refuses the one over the limit", async () => {
    const rule = { bucket: "test", limit: 30, windowSeconds: 900 };
    const now = new Date("2026-11-22T10:05:00Z");
    const key = clientKey("203.0.113.7", "secret");
    const results = await Promise.all(Array.from({ length: 31 }, () => consumeRateLimit(database.db, rule, key, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(30);
    expect(results.filter((r) => !r.allowed)).toHaveLength(1);
    // The window started 10:00, so the client may try again at 10:15.
    expect(results[0]?.retryAfterSeconds).toBe(600);
    // Another client, and the next window, are not affected.
    expect((await consumeRateLimit(database.db, rule, clientKey("203.0.113.8", "secret"), now)).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, rule, key, new Date("2026-11-22T10:15:00Z"))).allowed).toBe(true);
    const stored = await database.db.select().from(rateLimits).where(eq(rateLimits.bucket, "test"));
    expect(stored.map((row) => row.clientKey)).not.toContain("203.0.113.7");
  });

  it("runs the newsletter flow: pending, confirmation link, confirmed, unsubscribed", async () => {
    const email = "ola@example.no";
    const signedUp = new Date();
    await requestSignup(newsletter, "  Ola@Example.no ", signedUp);
    const [pending] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(pending?.status).toBe("pending");

    // Signing up again within the hour mails nothing (one confirmation an hour at most).
    await requestSignup(newsletter, email, new Date(signedUp.getTime() + 59 * 60 * 1000));
    expect(await outboxFor(email)).toHaveLength(1);

    // An hour later: still one row, a new link, and the old link no longer works.
    await requestSignup(newsletter, email, new Date(signedUp.getTime() + 60 * 60 * 1000));
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(2);
    const firstToken = linkIn(mails[0]!.textBody, "/nyhetsbrev/bekreft");
    const secondToken = linkIn(mails[1]!.textBody, "/nyhetsbrev/bekreft");
    expect(JSON.parse(mails[1]!.headers)["List-Unsubscribe"]).toContain("/nyhetsbrev/avmeld?token=");
    expect(
      (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).length,
    ).toBe(1);
    expect(await confirmSignup(newsletter, firstToken)).toBe("invalid");
    expect(await confirmSignup(newsletter, secondToken)).toBe("confirmed");
    expect(await confirmSignup(newsletter, secondToken)).toBe("invalid");

    const [confirmed] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(confirmed?.status).toBe("confirmed");
    expect(confirmed?.confirmTokenHash).toBeNull();

    // A confirmed address signing up again gets no new mail and stays confirmed.
    await requestSignup(newsletter, email);
    const after = await outboxFor(email);
    expect(after).toHaveLength(3); // the two links and the welcome mail
    expect(after[2]!.subject).toContain("Du er påmeldt");
    const leaveToken = linkIn(after[2]!.textBody, "/nyhetsbrev/avmeld");
    expect(leaveToken).toBe(unsubscribeToken(confirmed!.id, "test-secret"));

    expect(await unsubscribe(newsletter, `${confirmed!.id}.${"x".repeat(43)}`)).toBe("invalid");
    expect(await unsubscribe(newsletter, unsubscribeToken(confirmed!.id, "other-secret"))).toBe("invalid");
    expect(await unsubscribe(newsletter, leaveToken)).toBe("unsubscribed");
    expect(
      await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toEqual([]);
    expect(await unsubscribe(newsletter, leaveToken)).toBe("unsubscribed");
  });

  it.each(["", "short", "a".repeat(43), "../../etc/passwd"])("rejects the confirmation token %j", async (token) => {
    expect(await confirmSignup(newsletter, token)).toBe("invalid");
  });
});
