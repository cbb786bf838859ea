import type { Route } from "./+types/cookies.route";
import { CookiesPage } from "./cookies-page";
import { cookieDurationText, cookiePolicy, cookieTypes, siteCookies, siteCookiesOfKind } from "#content/cookies";
import { site } from "#content/site";
import { formatPeriod } from "~/shared/format/period";
import { pageMeta } from "~/shared/seo";
import { consentText } from "~/site/consent/consent-text";

export function loader() {
  // Written out here, on the server: the policy's limits from content/cookies.ts, and each cookie's
  // lifetime from the Max-Age constant the code sets it with (app/site/consent/consent.ts).
  return {
    updated: cookiePolicy.updated,
    host: new URL(site.origin).host,
    cookieTypes: cookieTypes.map((cookieType) => ({
      id: cookieType.id,
      type: cookieType.type,
      purpose: cookieType.purpose,
      maxDuration: cookieDurationText(cookieType.duration),
      canDisable: cookieType.canDisable,
      examples: cookieType.examples.map((example) => ({
        name: example.name,
        purpose: example.purpose,
        maxDuration: cookieDurationText(example.duration),
        // Empty: a kind the policy allows but the site does not use; the page says so.
        inUse: siteCookiesOfKind(example.kind).map((cookie) => ({
          name: cookie.name,
          duration: formatPeriod(cookie.duration),
        })),
      })),
    })),
    // The cookies we actually set, each with its real lifetime and whether it needs consent.
    siteCookies: siteCookies.map((cookie) => ({
      name: cookie.name,
      category: cookie.typeId === "necessary" ? "Nødvendig" : consentText.categories[cookie.typeId].label,
      needsConsent: cookieTypes.find((cookieType) => cookieType.id === cookie.typeId)?.canDisable ?? true,
      setWhen: cookie.setWhen,
      purpose: cookie.purpose,
      duration: formatPeriod(cookie.duration),
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Cookieerklæring",
    description:
      "Hvilke cookies Kortvalg setter, hva de brukes til og hvor lenge de varer, hvordan du endrer samtykket ditt, og hvordan du sletter cookies i nettleseren.",
    path: "/cookies",
  });

export default function Cookies({ loaderData }: Route.ComponentProps) {
  return <CookiesPage loaderData={loaderData} />;
}
