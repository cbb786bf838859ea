import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { ANALYTICS_MAX_AGE_SECONDS, CAMPAIGN_MAX_AGE_SECONDS, CONSENT_MAX_AGE_SECONDS } from "~/domain/consent";
import { consentText } from "~/ui-text";

/** The banner's three answers share one style and size, so none is pushed over the others. */
export const consentButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-700 bg-brand-700 px-2 py-2 text-sm font-semibold text-white transition-colors hover:border-brand-900 hover:bg-brand-900 sm:px-4 sm:text-base";

/**
 * The first-visit cookie banner. Root renders it twice: hidden, for app/client/consent.js to show
 * when there is no valid choice (`withScript`), and inside <noscript> for visitors without
 * JavaScript. Both post to /samtykke, so a choice works with or without the script; the copy in
 * <noscript> carries no ids and no script hooks, since it sits on the same page as the first.
 */
export function ConsentBanner({ returnTo, withScript }: { returnTo: string; withScript: boolean }) {
  useClientNavigationViews(withScript);
  const scriptHooks = withScript
    ? {
        hidden: true,
        "data-consent-banner": "",
        "data-max-age": CONSENT_MAX_AGE_SECONDS,
        "data-stats-max-age": ANALYTICS_MAX_AGE_SECONDS,
        "data-campaign-max-age": CAMPAIGN_MAX_AGE_SECONDS,
      }
    : {};
  // Fixed and out of the flow when the script shows it, so nothing moves; the script pads the page
  // end by the banner's height. Without JavaScript it is in the page from the start, and sticky at
  // the end of <body> keeps it at the bottom of the screen without ever covering the footer.
  const position = withScript ? "fixed" : "sticky";

  return (
    <section
      aria-label={consentText.bannerLabel}
      className={`${position} inset-x-0 bottom-0 z-40 border-t-2 border-brand-700 bg-white text-ink shadow-[0_-4px_16px_rgba(15,45,90,0.15)]`}
      {...scriptHooks}
      suppressHydrationWarning
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:gap-8">
        <p className="text-sm leading-6 lg:flex-1">
          {consentText.bannerText} {consentText.readMorePrefix}{" "}
          <Link to="/cookies" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {consentText.readMoreLink}
          </Link>
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
            {...(withScript ? { "data-consent-open": "" } : {})}
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
function useClientNavigationViews(enabled: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (enabled) (window as Window & { kvSamtykke?: ConsentScriptApi }).kvSamtykke?.pageView?.();
  }, [enabled, pathname]);
}
