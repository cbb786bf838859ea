import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { ConsentBanner } from "~/components/consent-banner";
import { NotFound, notFoundMeta } from "~/components/not-found";
import { SiteFooter } from "~/components/site-footer";
import { AfterPaintScript } from "~/components/after-paint-script";
import { InlineScript } from "~/components/inline-script";
import { SiteHeader } from "~/components/site-header";
import { consentText, uiText } from "~/ui-text";
import { wantsHydration } from "~/route-handle";
import { fragmentPath } from "~/fragment-paths";
import { faviconHref, manifestHref, touchIconHref } from "~/site-icons";
import { ANALYTICS_MAX_AGE_SECONDS, CAMPAIGN_MAX_AGE_SECONDS, CONSENT_MAX_AGE_SECONDS } from "~/domain/consent";
import afterPaintScript from "./client/after-paint.js?inline-script";
import consentScript from "./client/consent.js?url";
import consentSettingsScript from "./client/consent-settings.js?url";
import menuScript from "./client/menu.js?url";
import "./app.css";

// The web manifest is linked by app/client/after-paint.js, after the first paint (app/site-icons.ts).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: touchIconHref },
];

/** Only reached for errors: each page sets its own meta, and the deepest route's meta wins. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta;
  return [{ title: "Noe gikk galt | Kortvalg" }, { name: "robots", content: "noindex" }];
};

export function Layout({ children }: { children: ReactNode }) {
  // React hydrates only where a route asks for it (today none does: docs/decisions/0002). Error pages
  // do not either: the not-found page logs its path with a small script of its own.
  const matches = useMatches();
  // Once React runs in the browser it keeps its scripts and scroll handling for client-side
  // navigations, including to pages that would not hydrate on their own.
  const hydrate = typeof document !== "undefined" || wantsHydration(matches);
  // A choice on the cookie banner or in the settings returns the visitor to this page.
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const onConsentPage = matches.some((match) => match.id === "routes/consent");
  // The back office has its own frame (app/routes/admin/layout.tsx): no public header, footer, cookie
  // banner or public scripts; it sets only its strictly necessary session cookie.
  if (matches.some((match) => match.id === BACK_OFFICE_LAYOUT)) {
    return (
      <html lang="nb">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <Meta />
          <Links />
        </head>
        <body className="bg-slate-50">{children}</body>
      </html>
    );
  }
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2d5a" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {uiText.skipToContent}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <SiteFooter year={new Date().getFullYear()} />
        {/* Cookie consent: left out by the server once the visitor has chosen (server/html-policy.js). */}
        {!onConsentPage && <ConsentBanner returnTo={returnTo} />}
        {/* consent.js, on every page (page views, settings), loaded after the first paint; its settings here. */}
        <AfterPaintScript src={consentScript} />
        <AfterPaintScript src={menuScript} />
        <template data-after-paint-manifest={manifestHref} />
        <p
          role="status"
          data-consent-status=""
          data-message={consentText.saved}
          data-settings-script={consentSettingsScript}
          data-settings-fragment={fragmentPath("cookievalg")}
          data-max-age={CONSENT_MAX_AGE_SECONDS}
          data-stats-max-age={ANALYTICS_MAX_AGE_SECONDS}
          data-campaign-max-age={CAMPAIGN_MAX_AGE_SECONDS}
          className="pointer-events-none fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white shadow-lg empty:p-0 empty:shadow-none"
          suppressHydrationWarning
        />
        <InlineScript code={afterPaintScript} />
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
      </body>
    </html>
  );
}

/** The back office's layout route (app/routes.ts). */
const BACK_OFFICE_LAYOUT = "routes/admin/layout";

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Noe gikk galt</h1>
      <p className="mt-4 text-lg">
        Siden kunne ikke vises akkurat nå. Prøv å laste inn siden på nytt, eller gå tilbake til{" "}
        <a className="text-brand-700 underline" href="/">
          forsiden
        </a>
        .
      </p>
    </div>
  );
}
