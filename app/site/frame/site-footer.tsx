import { Link } from "react-router";
import { footerColumns, footerLegalLinks, site } from "#content/site";
import { FooterNewsletterSignup } from "~/site/newsletter/newsletter-signup";
import { uiText } from "~/site/site-text";
import { SiteLogo } from "./site-logo";
import { coverageOf } from "~/shared/cards/feed-status";
import { coverageText } from "~/site/card-list/coverage-text";

// Fixed colours (night, snow, mist): the footer is dark in light and dark mode alike (app/app.css). Its links
// take their look from .footer-links (app.css) rather than a class each: every page carries some twenty.

export function SiteFooter({ year }: { year: number }) {
  // Read at render, as the year is: every page is rendered again when the claim turns (host/index.js).
  const listLink = coverageText.listLink(coverageOf());
  return (
    <footer className="mt-16 bg-night text-snow">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-4">
          <SiteLogo inverted />
          <p className="text-mist">
            {site.name} sammenligner renter, gebyrer, cashback og forsikringer på norske kredittkort, gratis og
            uavhengig av bankene: ingen bank eier oss eller bestemmer vurderingene, men noen av dem betaler oss
            provisjon.
          </p>
          <address className="footer-links space-y-1 not-italic text-mist">
            <p>
              E-post: <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>
              Telefon: <a href={`tel:${site.phone.replace(/\s/g, "")}`}>{site.phoneDisplay}</a>
            </p>
            <p>{site.city}</p>
          </address>
          <FooterNewsletterSignup />
        </div>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{column.heading}</h2>
              <ul className="footer-links space-y-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{"listLink" in link ? listLink : link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-mist/20">
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-8 text-sm text-mist">
          <p>
            <strong className="text-snow">Trygg bruk: </strong>
            {uiText.footerSafety}
          </p>
          <p>{uiText.footerDisclaimer}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p>{uiText.copyright(year)}</p>
            <nav aria-label="Juridisk informasjon">
              <ul className="footer-links flex flex-wrap gap-4">
                {footerLegalLinks.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{"listLink" in link ? listLink : link.label}</Link>
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
