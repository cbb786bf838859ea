import { z } from "zod";

export const EMAIL_MAX_LENGTH = 254;

export const emailMessages = {
  missing: "Skriv inn e-postadressen din",
  tooLong: `E-postadressen kan ha høyst ${EMAIL_MAX_LENGTH} tegn. Sjekk at du har skrevet riktig adresse`,
  invalid: "Skriv inn en gyldig e-postadresse, for eksempel navn@domene.no",
} as const;

/** An e-mail address field, shared by the newsletter and contact forms. */
export const emailField = z
  .string()
  .trim()
  .min(1, emailMessages.missing)
  .max(EMAIL_MAX_LENGTH, emailMessages.tooLong)
  .pipe(z.email({ error: emailMessages.invalid }));

export const newsletterFields = ["email"] as const;
export type NewsletterField = (typeof newsletterFields)[number];

/** The newsletter sign-up on /guider. Same shape as the contact form: one schema, field names as in the HTML. */
export const newsletterFormSchema = z.object({ email: emailField });
export type NewsletterForm = z.output<typeof newsletterFormSchema>;
