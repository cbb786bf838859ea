import { Link } from "react-router";
import { footerColumns, footerLegalLinks, site } from "#content/site";
import { uiText } from "~/ui-text";
import { SiteLogo } from "./site-logo";

const footerLinkClass = "text-brand-100 underline-offset-2 hover:text-white hover:underline";

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-4">
          <SiteLogo inverted />
          <p className="text-brand-100">
            {site.name} sammenligner renter, gebyrer, cashback og forsikringer på norske kredittkort, gratis og
            uavhengig av bankene: ingen bank eier oss eller bestemmer vurderingene, men noen av dem betaler oss provisjon.
          </p>
          <address className="space-y-1 not-italic text-brand-100">
            <p>
              E-post:{" "}
              <a className={footerLinkClass} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>
              Telefon:{" "}
              <a className={footerLinkClass} href={`tel:${site.phone.replace(/\s/g, "")}`}>
                {site.phoneDisplay}
              </a>
            </p>
            <p>{site.city}</p>
          </address>
        </div>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
              <ul className="space-y-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link className={footerLinkClass} to={link.href}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-8 text-sm text-brand-100">
          <p>
            <strong className="text-white">Trygg bruk: </strong>
            {uiText.footerSafety}
          </p>
          <p>{uiText.footerDisclaimer}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p>{uiText.copyright(year)}</p>
            <nav aria-label="Juridisk informasjon">
              <ul className="flex flex-wrap gap-4">
                {footerLegalLinks.map((link) => (
                  <li key={link.href}>
                    <Link className={footerLinkClass} to={link.href}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </footer>
  );
}
