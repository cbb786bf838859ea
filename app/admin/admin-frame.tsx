import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { mayEnter, type AdminArea, type StaffRole } from "~/admin/access/staff";
import { adminText } from "./admin-text";

const areas = Object.keys(adminText.nav) as AdminArea[];

/** The back office's frame: its own header and navigation, apart from the public site's. */
export function AdminFrame({
  member,
  children,
}: {
  member: { email: string; role: StaffRole } | null;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#innhold"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {adminText.skipToContent}
      </a>
      <header className="border-b border-gray-300 bg-brand-900 break-words text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <a href="/admin" className="text-lg font-bold text-white no-underline">
            {adminText.siteName}
          </a>
          {member && (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span>
                {adminText.signedInAs} <strong>{member.email}</strong> ({member.role})
              </span>
              <form method="post" action="/admin/logg-ut">
                <button
                  type="submit"
                  className="min-h-11 rounded-md border border-white px-3 py-1 font-semibold text-white hover:bg-brand-800"
                >
                  {adminText.signOut}
                </button>
              </form>
            </div>
          )}
        </div>
        {member && (
          <nav aria-label="Bakrommet" className="mx-auto max-w-6xl px-4 pb-2">
            <ul className="flex flex-wrap gap-1">
              {areas
                .filter((area) => mayEnter(member.role, area))
                .map((area) => (
                  <li key={area}>
                    <NavLink
                      to={adminText.nav[area].href}
                      end={area === "oversikt"}
                      className={({ isActive }) =>
                        `inline-flex min-h-11 items-center rounded-md px-3 font-semibold no-underline ${isActive ? "bg-white text-brand-900" : "text-white hover:bg-brand-800"}`
                      }
                    >
                      {adminText.nav[area].label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        )}
      </header>
      {/* break-words (inherited): a long e-mail address or unbroken word wraps instead of widening the page at 320–390 px. */}
      <main id="innhold" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 break-words focus:outline-none">
        {children}
      </main>
    </div>
  );
}
