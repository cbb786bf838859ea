import type { ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import { ConsentBanner } from "~/site/consent/consent-banner";
import { fragmentPath } from "~/site/fragments/fragment-paths";
import { SiteFooter } from "~/site/frame/site-footer";
import { SiteHeader } from "~/site/frame/site-header";
import { consentText } from "~/site/consent/consent-text";
import { uiText } from "~/site/site-text";
import { AfterPaintScript } from "~/shared/ui/after-paint-script";
import { InlineScript } from "~/shared/ui/inline-script";
import { manifestHref } from "~/shared/site-icons";
import type { RouteHandle } from "~/shared/route-handle";
import afterPaintScript from "~/shared/ui/after-paint.client.ts?inline-script";
import consentScript from "~/site/consent/consent.client.ts?client";
import consentSettingsScript from "~/site/consent/consent-settings.client.ts?client";
import menuScript from "~/site/frame/menu.client.ts?client";

/**
 * The public site's frame around every page and error page: header, footer, the cookie banner and the
 * scripts every public page loads after the first paint. The back office has its own (app/admin/admin-frame.tsx).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  // A choice on the cookie banner or in the settings returns the visitor to this page.
  const location = useLocation();
  const matches = useMatches();
  const returnTo =
    matches.map((match) => (match.handle as RouteHandle | undefined)?.ownAddress?.(match.loaderData)).find(Boolean) ??
    location.pathname + location.search;
  const withBanner = !matches.some((match) => (match.handle as RouteHandle | undefined)?.consentBanner === false);
  return (
    <>
      {/* React 19 puts this <meta> in the document's <head>. */}
      <meta name="theme-color" content="#0f2d5a" />
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
      {/* Cookie consent: left out by the server once the visitor has chosen (withoutConsentBanner in app/site/consent/consent.ts). */}
      {withBanner && <ConsentBanner returnTo={returnTo} />}
      {/* consent.client.ts, on every page (page views, settings), loaded after the first paint; its settings here. */}
      <AfterPaintScript src={consentScript} />
      <AfterPaintScript src={menuScript} />
      <template data-after-paint-manifest={manifestHref} />
      <p
        role="status"
        data-consent-status=""
        data-message={consentText.saved}
        data-settings-script={consentSettingsScript}
        data-settings-fragment={fragmentPath("cookievalg")}
        className="pointer-events-none fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white shadow-lg empty:p-0 empty:shadow-none"
        suppressHydrationWarning
      />
      <InlineScript code={afterPaintScript} />
    </>
  );
}
