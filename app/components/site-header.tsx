import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNav } from "#content/site";
import { uiText } from "~/ui-text";
import { SiteLogo } from "./site-logo";
import { ButtonLink } from "./ui/button-link";

const navLinkClass = "block rounded-md px-3 py-2 font-medium text-ink no-underline hover:bg-brand-50 hover:text-brand-800";

export function SiteHeader() {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // The menu is open for the location it was opened at, so any navigation (a tapped link) closes it.
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const menuOpen = openAtKey === location.key;
  const setMenuOpen = (open: boolean) => setOpenAtKey(open ? location.key : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenAtKey(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <SiteLogo />
        <button
          ref={toggleRef}
          type="button"
          className="js-menu-toggle inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-gray-300 px-3 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span className="sr-only">{menuOpen ? uiText.menuClose : uiText.menuOpen}</span>
        </button>
        <div
          id="site-menu"
          className={`${menuOpen ? "flex" : "hidden"} js-menu absolute inset-x-0 top-full flex-col gap-4 border-b border-gray-200 bg-white px-4 py-4 shadow-lg lg:static lg:flex lg:flex-row lg:items-center lg:border-0 lg:p-0 lg:shadow-none`}
        >
          <nav aria-label={uiText.mainNavLabel}>
            <ul className="flex flex-col gap-1 lg:flex-row lg:gap-2">
              {mainNav.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} className={navLinkClass} onClick={() => setMenuOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink to="/kredittkort" variant="secondary" onClick={() => setMenuOpen(false)}>
              {uiText.searchCards}
            </ButtonLink>
            <ButtonLink to="/kredittkort" onClick={() => setMenuOpen(false)}>
              {uiText.compareNow}
            </ButtonLink>
          </div>
        </div>
      </div>
    </header>
  );
}
