import { NavLink } from "react-router";
import { mainNav } from "#content/site";
import searchScript from "~/client/search.js?url";
import { fragmentPath } from "~/fragment-paths";
import { uiText } from "~/ui-text";
import { SiteLogo } from "./site-logo";
import { ButtonLink } from "./ui/button-link";

const navLinkClass = "block rounded-md px-3 py-2 font-medium text-ink no-underline hover:bg-brand-50 hover:text-brand-800";

/**
 * The header. The small-screen menu is driven by app/client/menu.js, a tiny script that runs
 * on every page, so pages that ship no React still have a working menu. React renders the
 * closed state only and never touches the toggle's state afterwards.
 *
 * 'Søk kort' is a link to the /sok page. With JavaScript, menu.js turns it (and the '/' key)
 * into the search dialog, loading app/client/search.js (data-search-script) and the dialog's
 * markup (data-search-fragment, app/components/search-dialog.tsx) on first use.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <SiteLogo />
        <button
          type="button"
          data-menu-toggle=""
          data-label-open={uiText.menuOpen}
          data-label-close={uiText.menuClose}
          className="js-menu-toggle inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-gray-300 px-3 lg:hidden"
          aria-expanded="false"
          aria-controls="site-menu"
          suppressHydrationWarning
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path data-icon-open="" d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <path data-icon-close="" className="hidden" d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="sr-only" data-menu-label="">
            {uiText.menuOpen}
          </span>
        </button>
        <div
          id="site-menu"
          className="js-menu absolute inset-x-0 top-full hidden flex-col gap-4 border-b border-gray-200 bg-white px-4 py-4 shadow-lg lg:static lg:flex lg:flex-row lg:items-center lg:border-0 lg:p-0 lg:shadow-none"
        >
          <nav aria-label={uiText.mainNavLabel}>
            <ul className="flex flex-col gap-1 lg:flex-row lg:gap-2">
              {mainNav.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink to="/sok" variant="secondary" data-search-script={searchScript}
              data-search-fragment={fragmentPath("sok-dialog")}
              suppressHydrationWarning
            >
              <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <circle cx="8.5" cy="8.5" r="5.5" stroke="currentColor" strokeWidth="2" fill="none" />
                <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {uiText.searchCards}
            </ButtonLink>
            <ButtonLink to="/sammenlign">{uiText.compareNow}</ButtonLink>
          </div>
        </div>
      </div>
    </header>
  );
}
