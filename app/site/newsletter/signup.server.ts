import { data, redirect } from "react-router";
import { validateForm } from "../../shared/forms/form-validation";
import { isHoneypotFilled, minutesToWait, withinRateLimit } from "../../shared/forms/form-guard.server";
import { rateLimitRules } from "../../shared/server/rate-limit.server";
import { NEWSLETTER_REQUESTED_PATH, newsletterFields, newsletterFormSchema, signupSource } from "./newsletter-form";
import { requestSignup } from "./newsletter.server";
import { servicesOf, type LoadContext } from "~/shared/server/load-context.server";

/**
 * Newsletter sign-up (double opt-in): the address is stored as pending and a confirmation link is
 * mailed; only a confirmed address is subscribed (newsletter.server.ts). The action of NEWSLETTER_SIGNUP_PATH.
 */
export async function newsletterSignupAction({ request, context }: { request: Request; context: LoadContext }) {
  const formData = await request.formData();
  if (isHoneypotFilled(formData)) return redirect(NEWSLETTER_REQUESTED_PATH, 303);
  const result = validateForm(newsletterFormSchema, newsletterFields, formData);
  if (!result.ok) {
    return data(
      { outcome: "invalid" as const, errors: result.errors, values: result.values, waitMinutes: 0 },
      { status: 400 },
    );
  }
  const limit = await withinRateLimit(context, rateLimitRules.newsletter);
  if (!limit.allowed) {
    return data(
      {
        outcome: "rate-limited" as const,
        errors: {},
        values: result.values,
        waitMinutes: minutesToWait(limit.retryAfterSeconds),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await requestSignup(servicesOf(context).newsletter, result.data.email, new Date(), signupSource(formData));
  return redirect(NEWSLETTER_REQUESTED_PATH, 303);
}
