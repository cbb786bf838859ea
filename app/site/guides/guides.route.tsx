import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/guides.route";
import { articleByPath, articles, FEATURED_GUIDE_PATH, guideIndexArticles } from "#content/articles";
import { cards } from "#content/cards";
import { ArticleCard } from "~/site/guides/article-card";
import { ArticleIcon } from "~/site/guides/article-icon";
import { CheckedOn } from "~/site/frame/checked-on";
import { buttonClasses, ButtonLink } from "~/shared/ui/button-link";
import { Field } from "~/shared/forms/field";
import { ClientValidationTemplates, clientValidation } from "~/shared/forms/client-validation";
import { Honeypot } from "~/shared/forms/honeypot";
import { checkedDates } from "~/shared/cards/data-freshness";
import { validateForm } from "~/shared/forms/form-validation";
import { newsletterFields, newsletterFormSchema } from "~/site/newsletter/newsletter-form";
import { breadcrumbJsonLd, pageMeta } from "~/site/seo";
import { isHoneypotFilled, minutesToWait, withinRateLimit } from "~/shared/forms/form-guard.server";
import { requestSignup } from "~/site/newsletter/newsletter.server";
import { rateLimitRules } from "~/shared/server/rate-limit.server";
import { uiText } from "~/site/site-text";

export function loader() {
  const indexPaths = new Set(guideIndexArticles.map((article) => article.path));
  return {
    guides: guideIndexArticles,
    featured: articleByPath(FEATURED_GUIDE_PATH),
    // Articles that are neither index cards nor the featured guide.
    more: articles.filter((article) => !indexPaths.has(article.path) && article.path !== FEATURED_GUIDE_PATH),
    checked: checkedDates(cards),
  };
}

/** A refused post tells the client when to try again (Retry-After). */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

/** After a sign-up: the same answer whether the address was new, pending or already on the list. */
export const NEWSLETTER_REQUESTED_PATH = "/guider?pamelding=sendt#nyhetsbrev";

/**
 * Newsletter sign-up (double opt-in): the address is stored as pending and a confirmation link is
 * mailed; only a confirmed address is subscribed (app/site/newsletter/newsletter.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (isHoneypotFilled(formData)) return redirect(NEWSLETTER_REQUESTED_PATH, 303);
  const result = validateForm(newsletterFormSchema, newsletterFields, formData);
  if (!result.ok) {
    return data({ outcome: "invalid" as const, errors: result.errors, values: result.values, waitMinutes: 0 }, { status: 400 });
  }
  const limit = await withinRateLimit(context, rateLimitRules.newsletter);
  if (!limit.allowed) {
    return data(
      { outcome: "rate-limited" as const, errors: {}, values: result.values, waitMinutes: minutesToWait(limit.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await requestSignup(context.services.newsletter, result.data.email);
  return redirect(NEWSLETTER_REQUESTED_PATH, 303);
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Guider om kredittkort – velg, bruk og betal ned",
    description:
      "Guider om kredittkort: de beste kortene i 2025, cashback, reisekort, kredittscore, trygg netthandel og hvordan du kommer deg ut av kredittkortgjeld.",
    path: "/guider",
    jsonLd: [
      breadcrumbJsonLd([
        { name: uiText.home, path: "/" },
        { name: "Guider", path: "/guider" },
      ]),
    ],
  });

export default function Guides({ loaderData, actionData }: Route.ComponentProps) {
  const { guides, featured, more } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/guider";
  const emailError = actionData?.outcome === "invalid" ? actionData.errors.email : undefined;
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("pamelding") === "sendt" && !actionData;

  // After a failed submit, put the visitor back in the field; its message is read with it.
  useEffect(() => {
    if (actionData?.outcome === "invalid") document.getElementById("felt-email")?.focus();
  }, [actionData]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-page-title font-extrabold tracking-tight text-brand-900">Guider om kredittkort</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Her finner du sammenligningene og guidene våre. De forklarer hva kortene koster, hvilke fordeler som faktisk gir
        noe, og hvordan du unngår dyr kredittkortgjeld. Alle tall om kortene er hentet fra bankenes egne vilkår.{" "}
        {uiText.checkedCards} <CheckedOn date={loaderData.checked.latest} />; regneeksemplene i guidene sier selv hva de
        bygger på.
      </p>

      <section id="guide" aria-labelledby="guide-heading" className="mt-10">
        <h2 id="guide-heading" className="text-2xl font-bold">
          Guider og artikler
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {guides.map((article) => (
            <li key={article.path}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="featured-heading"
        className="mt-14 flex flex-col gap-6 rounded-xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:p-8"
      >
        <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-white">
          <ArticleIcon icon={featured.icon} size={36} />
        </span>
        <div className="flex-1">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Utvalgt guide</p>
          <h2 id="featured-heading" className="mt-1 text-2xl font-bold">
            {featured.title}
          </h2>
          <p className="mt-2 text-brand-100">{featured.description}</p>
          <p className="mt-2 text-sm text-brand-100">
            {featured.category} · {featured.readMinutes} min lesetid
          </p>
        </div>
        <ButtonLink to={featured.path} variant="secondary" className="shrink-0">
          Les guiden<span className="sr-only">: {featured.title}</span>
        </ButtonLink>
      </section>

      {more.length > 0 && (
        <section aria-labelledby="more-heading" className="mt-14">
          <h2 id="more-heading" className="text-2xl font-bold">
            Flere artikler
          </h2>
          <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200">
            {more.map((article) => (
              <li key={article.path} className="flex items-start gap-4 p-5">
                <ArticleIcon icon={article.icon} size={24} />
                <div>
                  <h3 className="font-bold">
                    <Link to={article.path} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                      {article.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-muted">{article.description}</p>
                  <p className="mt-1 text-sm text-muted">
                    {article.category} · {article.readMinutes} min lesetid
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section id="nyhetsbrev" aria-labelledby="newsletter-heading" className="mt-14 rounded-xl border border-gray-200 bg-brand-50 p-6 sm:p-8">
        <h2 id="newsletter-heading" className="text-2xl font-bold">
          Nyhetsbrev
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Få beskjed når vi publiserer nye guider, eller når bankene endrer renter og gebyrer på kortene vi sammenligner.
          Vi bruker e-postadressen bare til nyhetsbrevet. Du får først en e-post med en lenke du må åpne for å bekrefte
          påmeldingen, og hver e-post fra oss har en lenke for å melde deg av.
        </p>
        <Form
          method="post"
          action="/guider#nyhetsbrev"
          preventScrollReset
          noValidate
          {...clientValidation("newsletter")}
          className="mt-5 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
        >
          <ClientValidationTemplates />
          <Field
            label="E-postadresse"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            defaultValue={actionData?.values.email}
            error={emailError}
            className="flex-1"
          />
          <Honeypot />
          <button type="submit" className={buttonClasses("primary", "shrink-0 cursor-pointer")}>
            {submitting ? "Sender …" : "Meld meg på"}
          </button>
        </Form>
        <div aria-live="polite" className="mt-4 max-w-2xl">
          {requested && (
            <div className="rounded-lg border-2 border-green-700 bg-white p-4">
              <p className="font-semibold">Takk! Sjekk e-posten din.</p>
              <p className="mt-1">
                Vi har sendt en e-post med en lenke som bekrefter påmeldingen. Først når du har åpnet lenken, får du
                nyhetsbrevet. Finner du ikke e-posten, se i søppelpostmappen. Har du meldt deg på før, trenger du ikke
                gjøre noe mer.
              </p>
            </div>
          )}
          {actionData?.outcome === "rate-limited" && (
            <div role="alert" className="rounded-lg border-2 border-red-700 bg-white p-4">
              <p className="font-semibold">Vi har fått mange påmeldinger fra deg på kort tid.</p>
              <p className="mt-1">
                Vent {actionData.waitMinutes} {actionData.waitMinutes === 1 ? "minutt" : "minutter"} og prøv igjen. Adressen
                du skrev, står fortsatt i feltet.
              </p>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
