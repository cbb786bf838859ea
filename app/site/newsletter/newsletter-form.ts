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

/**
 * Where the sign-up posts: /guider's action (signup.server.ts), from the form on that page and the one in
 * every page's footer; a refused post shows /guider with the field's message at the form.
 */
export const NEWSLETTER_SIGNUP_PATH = "/guider";
export const NEWSLETTER_SIGNUP_ACTION = `${NEWSLETTER_SIGNUP_PATH}#nyhetsbrev`;
/** After a sign-up: the same answer whether the address was new, pending or already on the list. */
export const NEWSLETTER_REQUESTED_PATH = `${NEWSLETTER_SIGNUP_PATH}?pamelding=sendt#nyhetsbrev`;

export const newsletterFields = ["email"] as const;

/** The newsletter sign-up on /guider. Same shape as the contact form: one schema, field names as in the HTML. */
export const newsletterFormSchema = z.object({ email: emailField });

/**
 * How a sign-up was made, kept with the address as a record of the consent (docs/decisions/0027): which form
 * (hidden field `skjema`) and the page it was on (hidden field `side`, the page's path as rendered).
 */
export const signupForms = ["footer", "guides"] as const;
export type SignupForm = (typeof signupForms)[number];
export const SIGNUP_FORM_FIELD = "skjema";
export const SIGNUP_PAGE_FIELD = "side";

export type SignupSource = { form: SignupForm | null; page: string | null };

/**
 * The source a post names, each part null when it is not one we render: these fields are ours, not the visitor's,
 * so a bad value is dropped, never an error. A page is a path of ours, without query or fragment, at most 200
 * characters.
 */
export function signupSource(formData: FormData): SignupSource {
  const form = formData.get(SIGNUP_FORM_FIELD);
  const page = formData.get(SIGNUP_PAGE_FIELD);
  const path = typeof page === "string" ? (page.split(/[?#]/)[0] ?? "") : "";
  return {
    form: (signupForms as readonly unknown[]).includes(form) ? (form as SignupForm) : null,
    // eslint-disable-next-line no-control-regex
    page: /^\/(?!\/)[^\s\x00-\x1f\x7f]{0,199}$/.test(path) ? path : null,
  };
}
