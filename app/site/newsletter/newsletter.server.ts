import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { site } from "#content/site";
import { newsletterSubscribers } from "../../shared/db/schema";
import { redactErrors } from "../../shared/server/log.server";
import { dropUnsentNewsletterMail } from "./newsletter-outbox.server";
import type { SignupSource } from "./newsletter-form";
import {
  unsubscribeHeaders,
  unsubscribeUrl,
  verifyUnsubscribeToken,
  type NewsletterContext,
} from "./unsubscribe-link.server";

/** Confirmation tokens are stored as this hash only (card alerts use the same). */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * A pending address gets at most one confirmation mail in this time, however many clients sign it up:
 * the form must not be a way to fill someone else's inbox. The first link keeps working meanwhile.
 */
export const CONFIRMATION_RESEND_SECONDS = 60 * 60;

/**
 * A sign-up: a new address gets a confirmation link, and an unconfirmed one a fresh link once its last is
 * an hour old; otherwise nothing new. The caller answers the same in every case, so the form never
 * reveals who is on the list.
 * The token exists only in the mail: the subscriber row keeps its hash, and the outbox keeps the link until
 * the mail is sent (the link's `token` parameter is what mail.server.ts removes then).
 */
export async function requestSignup(
  context: NewsletterContext,
  rawEmail: string,
  now = new Date(),
  source: SignupSource = { form: null, page: null },
): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const [row] = await redactErrors("sign-up not stored", () =>
    context.db
      .insert(newsletterSubscribers)
      .values({
        email,
        status: "pending",
        confirmTokenHash: hashToken(token),
        createdAt: now,
        requestedAt: now,
        consentForm: source.form,
        consentPage: source.page,
      })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        // A bounced address signed up again is asked to confirm again: confirming shows that mail reaches it.
        set: {
          status: "pending",
          confirmTokenHash: sql`excluded.confirm_token_hash`,
          requestedAt: sql`excluded.requested_at`,
          consentForm: sql`excluded.consent_form`,
          consentPage: sql`excluded.consent_page`,
        },
        setWhere: and(
          inArray(newsletterSubscribers.status, ["pending", "bounced"]),
          lte(newsletterSubscribers.requestedAt, new Date(now.getTime() - CONFIRMATION_RESEND_SECONDS * 1000)),
        ),
      })
      .returning({ id: newsletterSubscribers.id }),
  );
  if (!row) return; // already confirmed, or a link mailed within the hour

  const confirmUrl = `${context.publicOrigin}/nyhetsbrev/bekreft?token=${token}`;
  const leaveUrl = unsubscribeUrl(context, row.id);
  await context.mailer.send({
    to: email,
    subject: `Bekreft påmeldingen til nyhetsbrevet fra ${site.name}`,
    text: [
      "Hei!",
      "",
      `Noen, forhåpentlig du, har meldt denne adressen på nyhetsbrevet fra ${site.name}.`,
      "Bekreft påmeldingen ved å åpne lenken under. Før du bekrefter, sender vi deg ingen nyhetsbrev.",
      "",
      confirmUrl,
      "",
      "Var det ikke du, kan du se bort fra denne e-posten. Påmeldinger som ikke blir bekreftet, sletter vi etter 30 dager.",
      `Vil du at vi sletter adressen med en gang: ${leaveUrl}`,
      "",
      `Hilsen ${site.name}`,
    ].join("\n"),
    headers: unsubscribeHeaders(leaveUrl),
  });
}

export type ConfirmOutcome = "confirmed" | "invalid";

/** Confirms the address whose link this is; a used, replaced or unknown link is "invalid". */
export async function confirmSignup(
  context: NewsletterContext,
  token: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  if (!/^[\w-]{20,100}$/.test(token)) return "invalid";
  const [row] = await redactErrors("sign-up not confirmed", () =>
    context.db
      .update(newsletterSubscribers)
      .set({
        status: "confirmed",
        confirmedAt: now,
        confirmTokenHash: null,
        softBounces: 0,
        bouncedAt: null,
        bounceReason: null,
      })
      .where(
        and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), eq(newsletterSubscribers.status, "pending")),
      )
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email }),
  );
  if (!row) return "invalid";
  const leaveUrl = unsubscribeUrl(context, row.id);
  await context.mailer.send({
    to: row.email,
    subject: `Du er påmeldt nyhetsbrevet fra ${site.name}`,
    text: [
      "Hei!",
      "",
      `Takk for at du bekreftet. Du får nå nyhetsbrevet fra ${site.name} med nye guider og endringer i kortene vi sammenligner.`,
      "",
      "Du kan melde deg av når som helst, uten å logge inn:",
      leaveUrl,
      "",
      `Hilsen ${site.name}`,
    ].join("\n"),
    headers: unsubscribeHeaders(leaveUrl),
  });
  return "confirmed";
}

export type UnsubscribeOutcome = "unsubscribed" | "invalid";

/**
 * Deletes the address (privacy statement: we delete it when you leave). Repeating it is harmless. Newsletter
 * mail to it still waiting in the outbox goes in the same transaction, and an issue being sent skips it
 * (app/admin/newsletter/newsletter-send.server.ts): nothing more is sent to it.
 */
export async function unsubscribe(context: NewsletterContext, token: string): Promise<UnsubscribeOutcome> {
  const id = verifyUnsubscribeToken(token, context.secret);
  if (id === null) return "invalid";
  await redactErrors("subscriber not deleted", () =>
    context.db.transaction(async (tx) => {
      const gone = await tx
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .returning({ email: newsletterSubscribers.email });
      for (const { email } of gone) await dropUnsentNewsletterMail(tx, email);
    }),
  );
  return "unsubscribed";
}
