import { useEffect } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { buttonClasses } from "~/shared/ui/button-link";
import { Field } from "~/shared/forms/field";
import { ClientValidationTemplates, clientValidation } from "~/site/forms/client-validation";
import { Honeypot } from "~/shared/forms/honeypot";
import {
  EMAIL_MAX_LENGTH,
  NEWSLETTER_SIGNUP_ACTION,
  NEWSLETTER_SIGNUP_PATH,
  SIGNUP_FORM_FIELD,
  SIGNUP_PAGE_FIELD,
  type SignupForm,
} from "./newsletter-form";
import { newsletterText } from "./newsletter-text";

/** What the sign-up action (signup.server.ts) answers a refused post with. */
export type NewsletterSignupResult = {
  outcome: "invalid" | "rate-limited";
  errors: { email?: string };
  values: { email?: string };
  waitMinutes: number;
};

/** Which form and page a sign-up came from, kept as the record of the consent (newsletter-form.ts's signupSource). */
function SignupSourceFields({ form }: { form: SignupForm }) {
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name={SIGNUP_FORM_FIELD} value={form} />
      <input type="hidden" name={SIGNUP_PAGE_FIELD} value={pathname} />
    </>
  );
}

/**
 * The sign-up section of /guider (#nyhetsbrev): the form with the field's message, the thanks after a
 * sign-up (`requested`) and the wait after too many.
 */
export function NewsletterSignupSection({
  result,
  requested,
}: {
  result: NewsletterSignupResult | undefined;
  requested: boolean;
}) {
  const text = newsletterText.section;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === NEWSLETTER_SIGNUP_PATH;
  const emailError = result?.outcome === "invalid" ? result.errors.email : undefined;

  // After a failed submit, put the visitor back in the field; its message is read with it.
  useEffect(() => {
    if (result?.outcome === "invalid") document.getElementById("felt-email")?.focus();
  }, [result]);

  return (
    <section
      id="nyhetsbrev"
      aria-labelledby="newsletter-heading"
      className="mt-14 rounded-xl border border-gray-200 bg-brand-50 p-6 sm:p-8"
    >
      <h2 id="newsletter-heading" className="text-2xl font-bold">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">{text.text}</p>
      <Form
        method="post"
        action={NEWSLETTER_SIGNUP_ACTION}
        preventScrollReset
        noValidate
        {...clientValidation("newsletter")}
        className="mt-5 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
      >
        <ClientValidationTemplates />
        <Field
          label={text.label}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          defaultValue={result?.values.email}
          error={emailError}
          className="flex-1"
        />
        <Honeypot />
        <SignupSourceFields form="guides" />
        <button type="submit" className={buttonClasses("primary", "shrink-0 cursor-pointer")}>
          {submitting ? text.submitting : text.submit}
        </button>
      </Form>
      <div aria-live="polite" className="mt-4 max-w-2xl">
        {requested && (
          <div className="rounded-lg border-2 border-green-700 bg-white p-4">
            <p className="font-semibold">{text.requestedHeading}</p>
            <p className="mt-1">{text.requestedText}</p>
          </div>
        )}
        {result?.outcome === "rate-limited" && (
          <div role="alert" className="rounded-lg border-2 border-red-700 bg-white p-4">
            <p className="font-semibold">{text.rateLimitedHeading}</p>
            <p className="mt-1">
              {text.rateLimitedWait}
              {result.waitMinutes} {result.waitMinutes === 1 ? text.minute : text.minutes}
              {text.rateLimitedRest}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The form in every page's footer: a plain form posting to the same sign-up (the same schema, rate limit
 * and double opt-in); the reader lands on /guider, on the confirmation or on the field's message. Its own
 * field id, as the contact form and /guider have an e-mail field too.
 */
export function FooterNewsletterSignup() {
  const text = newsletterText.footer;
  return (
    <form method="post" action={NEWSLETTER_SIGNUP_ACTION} aria-labelledby="footer-nyhetsbrev" className="space-y-2">
      <h2 id="footer-nyhetsbrev" className="text-sm font-semibold tracking-wide uppercase">
        {text.heading}
      </h2>
      <p className="text-sm text-mist">{text.text}</p>
      <label htmlFor="footer-email" className="block text-sm font-semibold">
        {text.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="footer-email"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={EMAIL_MAX_LENGTH}
          className="min-h-11 min-w-0 flex-1 basis-48 rounded-lg border border-mist bg-snow px-3 text-night"
        />
        <button
          type="submit"
          className="min-h-11 cursor-pointer rounded-lg border border-mist px-4 font-semibold hover:bg-snow hover:text-night"
        >
          {text.submit}
        </button>
      </div>
      <Honeypot />
      <SignupSourceFields form="footer" />
    </form>
  );
}
