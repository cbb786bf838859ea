import { data, redirect } from "react-router";
import type { Route } from "./+types/contact.route";
import { articleByPath } from "#content/articles";
import { contactFacts, quickHelp } from "#content/contact";
import { site } from "#content/site";
import {
  contactFields,
  contactFormSchema,
  contactLimits,
  contactSubjects,
  type ContactField,
} from "~/site/contact/contact-form";
import { validateForm, type FieldErrors } from "~/shared/forms/form-validation";
import { pageMeta } from "~/shared/seo";
import { ContactPage } from "./contact-page";
import { isHoneypotFilled, minutesToWait, withinRateLimit } from "~/shared/forms/form-guard.server";
import { rateLimitRules } from "~/shared/server/rate-limit.server";
import { servicesOf } from "~/shared/server/load-context.server";

// No React in the browser: the form is a plain POST that redirects, the server renders every
// state, and app/shared/forms/forms.client.ts adds the small extras (docs/decisions/0002-javascript-only-where-it-helps.md).

export function loader() {
  return {
    facts: contactFacts,
    // An article's link text is its title, so it never drifts from the article.
    quickHelp: quickHelp.map((item) => ({
      ...item,
      linkLabel: item.linkLabel ?? articleByPath(item.href).title,
    })),
    subjects: contactSubjects,
    fields: contactFields,
    limits: contactLimits,
  };
}

/** A refused post tells the client when to try again (Retry-After). */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

/** Where a stored enquiry lands: the thank-you state (post, then redirect, so a reload never posts twice). */
export const CONTACT_SENT_PATH = "/kontakt?sendt=1#kontaktskjema";

/**
 * The server's check is the one that counts: the shared schema, then the per-client limit, then the
 * enquiry is stored with everything sent and the time. A filled honeypot looks like success and stores nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (isHoneypotFilled(formData)) return redirect(CONTACT_SENT_PATH, 303);
  const result = validateForm(contactFormSchema, contactFields, formData);
  if (!result.ok) {
    return data(
      { outcome: "invalid" as const, errors: result.errors, values: result.values, waitMinutes: 0 },
      { status: 400 },
    );
  }
  const limit = await withinRateLimit(context, rateLimitRules.contact);
  if (!limit.allowed) {
    const errors: FieldErrors<ContactField> = {};
    return data(
      {
        outcome: "rate-limited" as const,
        errors,
        values: result.values,
        waitMinutes: minutesToWait(limit.retryAfterSeconds),
        limit: { count: rateLimitRules.contact.limit, minutes: rateLimitRules.contact.windowSeconds / 60 },
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await servicesOf(context).enquiries.store(result.data);
  return redirect(CONTACT_SENT_PATH, 303);
}

const schemaDays: Record<string, string> = {
  mandag: "Monday",
  tirsdag: "Tuesday",
  onsdag: "Wednesday",
  torsdag: "Thursday",
  fredag: "Friday",
  lørdag: "Saturday",
  søndag: "Sunday",
};

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const hours = loaderData?.facts.openingHours;
  const days = Object.keys(schemaDays);
  const openDays = hours ? days.slice(days.indexOf(hours.firstDay), days.indexOf(hours.lastDay) + 1) : [];
  return pageMeta({
    title: "Kontakt oss",
    description:
      "Spørsmål om kredittkort, sammenligningen eller en feil i tallene våre? Her finner du e-post, telefon, åpningstider og svar på de vanligste spørsmålene.",
    path: "/kontakt",
    jsonLd: hours
      ? [
          {
            "@context": "https://schema.org",
            "@type": "Organization",
            name: site.name,
            url: site.origin,
            email: site.email,
            telephone: site.phone,
            address: { "@type": "PostalAddress", addressLocality: site.city, addressCountry: "NO" },
            contactPoint: {
              "@type": "ContactPoint",
              contactType: "customer service",
              email: site.email,
              telephone: site.phone,
              availableLanguage: "nb",
              hoursAvailable: {
                "@type": "OpeningHoursSpecification",
                dayOfWeek: openDays.map((day) => `https://schema.org/${schemaDays[day]}`),
                opens: `${String(hours.opensHour).padStart(2, "0")}:00`,
                closes: `${String(hours.closesHour).padStart(2, "0")}:00`,
              },
            },
          },
        ]
      : [],
  });
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage loaderData={loaderData} actionData={actionData} />;
}
