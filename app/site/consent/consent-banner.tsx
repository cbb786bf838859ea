import { useEffect } from "react";
import { useLocation } from "react-router";
import { consentText } from "~/site/consent/consent-text";
import { TextLink } from "~/shared/ui/text-link";

/** The banner's three answers share one style and size, so none is pushed over the others. */
export const consentButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-700 bg-brand-700 px-2 py-2 text-sm font-semibold text-white transition-colors hover:border-brand-900 hover:bg-brand-900 sm:px-4 sm:text-base";

/**
 * The first-visit cookie banner, in every page's HTML. The server leaves it out once the request
 * carries a valid choice (withoutConsentBanner in app/site/consent/consent.ts), so a returning visitor never sees it flash, and
 * nothing needs a script to show it. It posts to /samtykke and works without JavaScript; once
 * app/site/consent/consent.client.ts has loaded, a choice is saved without a page load and «Tilpass» opens the
 * settings dialog instead of the settings page. Sticky at the end of <body>: it stays at the bottom
 * of the screen but never covers the footer, and it is in the page from the first paint, so nothing
 * moves when it appears or goes (app.css gives focus room above it).
 */
export function ConsentBanner({ returnTo }: { returnTo: string }) {
  useClientNavigationViews();
  return (
    <section
      aria-label={consentText.bannerLabel}
      data-consent-banner=""
      className="sticky inset-x-0 bottom-0 z-40 border-t-2 border-brand-700 bg-white text-ink shadow-[0_-4px_16px_rgba(15,45,90,0.15)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:gap-8">
        <p className="text-sm leading-6 lg:flex-1">
          {consentText.bannerText} {consentText.readMorePrefix}{" "}
          <TextLink strong to="/cookies">
            {consentText.readMoreLink}
          </TextLink>
          .
        </p>
        <form method="post" action="/samtykke" className="grid shrink-0 grid-cols-3 gap-2 lg:w-[27rem]">
          <input type="hidden" name="tilbake" value={returnTo} />
          <button type="submit" name="valg" value="alle" className={consentButtonClass}>
            {consentText.acceptAll}
          </button>
          <button type="submit" name="valg" value="ingen" className={consentButtonClass}>
            {consentText.rejectAll}
          </button>
          {/* Without JavaScript: the settings page, told where to return. With it: the settings dialog. */}
          <button
            type="submit"
            formMethod="get"
            formAction="/samtykke"
            className={consentButtonClass}
            data-consent-open=""
          >
            {consentText.customize}
          </button>
        </form>
      </div>
    </section>
  );
}

type ConsentScriptApi = { pageView?: () => void };

/**
 * On hydrated pages React Router changes pages without a page load, so consent.js would see only the
 * first one. It is told after each render for a path; it counts a view only when the path is new, so
 * the first render (the page it loaded on) and repeated effects count nothing twice.
 */
function useClientNavigationViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    (window as Window & { kvSamtykke?: ConsentScriptApi }).kvSamtykke?.pageView?.();
  }, [pathname]);
}
