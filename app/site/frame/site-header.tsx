import { NavLink } from "react-router";
import { mainNav } from "#content/site";
import searchScript from "~/site/search/search.client.ts?client";
import { fragmentPath } from "~/site/fragments/fragment-paths";
import { uiText } from "~/site/site-text";
import { SiteLogo } from "./site-logo";
import { ButtonLink } from "../../shared/ui/button-link";

const navLinkClass =
  "block rounded-md px-3 py-2 font-medium text-ink no-underline hover:bg-brand-50 hover:text-brand-800";

/**
 * The header: small on phones (under a tenth of the screen), sticky, and its menu opens and closes
 * without JavaScript. On small screens the menu is a <details> disclosure, which the browser opens and
 * closes itself and announces as expanded or collapsed; on large screens the same links sit in the
 * header row. The links are written twice (one copy is display:none at any width), which Brotli sends
 * for a few bytes. app/site/frame/menu.client.ts, loaded after the first paint, only adds what a script can:
 * Escape and a tap outside close the menu, and 'Søk kort' (and the '/' key) opens the search dialog.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 lg:py-3">
        <SiteLogo />
        <div className="hidden items-center gap-4 lg:flex">
          <MenuLinks />
        </div>
        <details data-menu="" className="group lg:hidden">
          <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center gap-2 rounded-md border border-gray-300 px-3 font-medium hover:bg-brand-50">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                className="group-open:hidden"
                d="M3 5h14M3 10h14M3 15h14"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
              <path
                className="hidden group-open:block"
                d="M4 4l12 12M16 4L4 16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {uiText.menu}
          </summary>
          <div className="absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem)] flex-col gap-4 overflow-x-hidden overflow-y-auto border-b border-gray-200 bg-white px-4 py-4 shadow-lg">
            <MenuLinks />
          </div>
        </details>
      </div>
    </header>
  );
}

function MenuLinks() {
  return (
    <>
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
        <ButtonLink
          to="/sok"
          variant="secondary"
          data-search-script={searchScript}
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
    </>
  );
}
