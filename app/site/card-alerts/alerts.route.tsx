import { data, redirect } from "react-router";
import type { Route } from "./+types/alerts.route";
import { allCards } from "#content/cards";
import { validateForm } from "~/shared/forms/form-validation";
import { isHoneypotFilled, minutesToWait, withinRateLimit } from "~/shared/forms/form-guard.server";
import { rateLimitRules } from "~/shared/server/rate-limit.server";
import { newsletterFields, newsletterFormSchema, signupSource } from "~/site/newsletter/newsletter-form";
import { ALERTS_REQUESTED_PATH, requestAlerts } from "~/site/card-alerts/card-alerts.server";
import { CardAlertForm } from "~/site/card-alerts/card-alert-form";
import { cardAlertsText } from "~/site/card-alerts/card-alerts-text";
import { PageTitle } from "~/shared/ui/page-title";
import { pageMeta } from "~/shared/seo";
import { TextLink } from "~/shared/ui/text-link";
import { servicesOf } from "~/shared/server/load-context.server";

/** At most this many cards in one request (a comparison holds at most four; more is no form of ours). */
const MOST_CARDS = 10;

/** The cards a post names (`kort`, card ids), those that exist, each once; anything else is dropped. */
function postedCards(formData: FormData) {
  const ids = new Set(
    formData
      .getAll("kort")
      .slice(0, MOST_CARDS)
      .map((value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : NaN)),
  );
  return allCards.filter((card) => ids.has(card.id)).map((card) => ({ id: card.id, name: card.name }));
}

export function loader({ request }: Route.LoaderArgs) {
  return { requested: new URL(request.url).searchParams.get("pamelding") === "sendt" };
}

/**
 * «Varsle meg når vilkårene endres» (card pages and the comparison): the newsletter's schema, rate limit and double
 * opt-in; the same answer (a redirect to the thanks) whether the address was new, waiting or already following.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (isHoneypotFilled(formData)) return redirect(ALERTS_REQUESTED_PATH, 303);
  const cards = postedCards(formData);
  const page = signupSource(formData).page;
  const result = validateForm(newsletterFormSchema, newsletterFields, formData);
  if (!result.ok || cards.length === 0) {
    return data(
      {
        error: result.ok ? cardAlertsText.noCards : (result.errors.email ?? cardAlertsText.noCards),
        email: result.values.email ?? "",
        cards,
        page,
      },
      { status: 400 },
    );
  }
  const limit = await withinRateLimit(context, rateLimitRules.newsletter);
  if (!limit.allowed) {
    return data(
      {
        error: cardAlertsText.rateLimited(minutesToWait(limit.retryAfterSeconds)),
        email: result.data.email,
        cards,
        page,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await requestAlerts(servicesOf(context).cardAlerts, result.data.email, cards, page);
  return redirect(ALERTS_REQUESTED_PATH, 303);
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Varsler om kortvilkår", description: cardAlertsText.pageDescription, path: "/varsler" });

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PageTitle>Varsler når vilkårene endres</PageTitle>
      {loaderData.requested && !actionData && (
        <div aria-live="polite" className="mt-6 rounded-lg border-2 border-green-700 bg-green-50 p-5">
          <h2 className="text-xl font-semibold">{cardAlertsText.requestedHeading}</h2>
          <p className="mt-2 leading-7">{cardAlertsText.requestedText}</p>
        </div>
      )}
      {actionData && (
        <>
          <div role="alert" className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-5">
            <p className="leading-7">{actionData.error}</p>
          </div>
          {actionData.cards.length > 0 && (
            <>
              <p className="mt-6">Du ba om varsler for {actionData.cards.map((card) => card.name).join(", ")}.</p>
              <CardAlertForm
                id="varsel"
                cardIds={actionData.cards.map((card) => card.id)}
                page={actionData.page ?? "/varsler"}
                email={actionData.email}
              />
            </>
          )}
        </>
      )}
      {!loaderData.requested && !actionData && (
        <p className="mt-4 text-lg leading-8">
          På hvert korts side og i sammenligningen kan du be om en e-post når vi publiserer endringer i vilkårene, høyst
          én om dagen.
        </p>
      )}
      <p className="mt-8">
        <TextLink strong to="/kredittkort">
          Til kredittkortene
        </TextLink>
      </p>
    </div>
  );
}
