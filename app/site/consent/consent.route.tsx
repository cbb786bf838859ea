import { data, redirect } from "react-router";
import type { Route } from "./+types/consent.route";
import { siteCookies } from "#content/cookies";
import { ConsentFields, type ConsentDetails } from "~/site/consent/consent-settings";
import { consentFromCookieHeader, consentSetCookies, parseConsentForm, safeReturnPath } from "~/site/consent/consent";
import { formatPeriod } from "~/shared/format/period";
import { pageMeta } from "~/shared/seo";
import { consentText } from "~/site/consent/consent-text";
import type { RouteHandle } from "~/shared/route-handle";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";

/** Without a return path, a saved choice comes back here with a confirmation. */
const SAVED_PATH = "/samtykke?lagret=1";

/**
 * The cookie settings as a page: what the banner's «Tilpass» opens without JavaScript. Not hydrated;
 * the form is a plain POST. The plain URL is prerendered (no cookie to read, so the boxes start
 * off and consent.js ticks them); with a query it is rendered per request and shows the stored choice.
 */
/** This page is the choice itself: no banner over it. */
export const handle: RouteHandle = { consentBanner: false };

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("tilbake");
  const current = consentFromCookieHeader(request.headers.get("Cookie"));
  const cookieOf = (typeId: string) => siteCookies.find((cookie) => cookie.typeId === typeId);
  const details: ConsentDetails = {};
  for (const id of ["necessary", "analytics", "marketing"] as const) {
    const cookie = cookieOf(id);
    if (cookie) details[id] = `Cookien heter ${cookie.name} og lagres i ${formatPeriod(cookie.duration)}.`;
  }
  const consentCookie = cookieOf("necessary");
  return {
    current,
    details,
    consentDuration: consentCookie ? formatPeriod(consentCookie.duration) : null,
    returnTo: safeReturnPath(requested, SAVED_PATH),
    hasReturn: requested !== null && safeReturnPath(requested, "") !== "",
    saved: url.searchParams.get("lagret") === "1" && current !== null,
  };
}

/**
 * Saves a choice from the banner, the dialog (without JavaScript) or this page: sets kv_samtykke,
 * deletes the optional cookies that were refused, and sends the visitor back with 303.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = parseConsentForm(form);
  if (!choice) return data({ error: consentText.invalid }, { status: 400, headers: { "Cache-Control": "no-store" } });

  const headers = new Headers({ "Cache-Control": "no-store" });
  const secure = new URL(request.url).protocol === "https:";
  for (const cookie of consentSetCookies(choice, { secure })) headers.append("Set-Cookie", cookie);
  return redirect(safeReturnPath(form.get("tilbake")), { status: 303, headers });
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Cookieinnstillinger",
    description:
      "Velg om Kortvalg kan bruke cookies til anonym besøkstelling og kampanjemåling. Nødvendige cookies er alltid på, og du kan endre valget når som helst.",
    path: "/samtykke",
  });

const onOff = (on: boolean) => (on ? "på" : "av");

export default function Consent({ loaderData, actionData }: Route.ComponentProps) {
  const { current, details, consentDuration, returnTo, hasReturn, saved } = loaderData;
  const error = actionData?.error;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10" data-consent-page="">
      <PageTitle>Cookieinnstillinger</PageTitle>

      {error && (
        <div role="alert" className="mt-6 rounded-xl border-4 border-red-700 bg-white p-5">
          <p className="font-semibold">{error}</p>
        </div>
      )}
      {saved && (
        <p role="status" className="mt-6 rounded-xl border-l-4 border-brand-700 bg-brand-50 p-5 font-semibold">
          {consentText.saved}.
        </p>
      )}

      <p className="mt-4 text-lg leading-8 text-muted">
        Her bestemmer du hvilke cookies Kortvalg kan bruke i denne nettleseren. Nødvendige cookies er alltid på. Analyse
        og markedsføring er av til du slår dem på, og vi laster ingen skript fra andre selskaper.
        {consentDuration && ` Valget ditt huskes i ${consentDuration}, og du kan endre det her når som helst.`}
      </p>
      {current && (
        <p className="mt-4 leading-7">
          <strong>Slik har du valgt nå:</strong> analyse {onOff(current.analytics)}, markedsføring{" "}
          {onOff(current.marketing)}.
        </p>
      )}

      <form method="post" action="/samtykke" className="mt-8">
        <input type="hidden" name="tilbake" value={returnTo} />
        <ConsentFields idPrefix="samtykke" current={current} details={details} />
      </form>

      <ul className="mt-8 space-y-2">
        {hasReturn && (
          <li>
            <TextLink strong to={returnTo}>
              Tilbake til siden du kom fra, uten å endre noe
            </TextLink>
          </li>
        )}
        <li>
          Hva hver cookie gjør, står i{" "}
          <TextLink strong to="/cookies">
            cookieerklæringen
          </TextLink>
          .
        </li>
      </ul>
    </div>
  );
}
