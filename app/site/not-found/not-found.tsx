import { Link } from "react-router";
import type { MetaDescriptor } from "react-router";
import notFoundScript from "~/site/not-found/not-found.client.ts?client";
import { notFoundText } from "~/site/site-text";
import { searchText } from "~/site/search/search-text";
import { buttonClasses } from "../../shared/ui/button-link";
import { Field } from "../../shared/forms/field";
import { TextLink } from "~/shared/ui/text-link";
import { coverageOf } from "~/shared/cards/feed-status";
import { coverageText } from "~/site/card-list/coverage-text";

export const notFoundMeta: MetaDescriptor[] = [
  { title: "Fant ikke siden (404) | Kortvalg" },
  { name: "description", content: "Siden du lette etter, finnes ikke." },
  { name: "robots", content: "noindex" },
];

/**
 * The not-found page: heading 404, a short text and a link home; then a search (a plain GET form to
 * /sok, as without JavaScript) and the main sections, so a broken link is not a dead end. The unknown
 * path is also logged to the browser console: a one-line script does that, no React.
 */
export function NotFound() {
  // The list's words, read at render: the cached not-found page is rendered again with the pages (host/app.js).
  const listLink = coverageText.listLink(coverageOf());
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-7xl font-extrabold text-brand-800">404</h1>
      <p className="mt-4 text-2xl font-semibold" lang="en">
        Oops! Page not found
      </p>
      <p className="mt-2 text-lg text-muted">Siden du lette etter, finnes ikke eller er flyttet.</p>
      <Link to="/" className={buttonClasses("primary", "mt-8")}>
        Gå til forsiden
      </Link>
      <form
        method="get"
        action="/sok"
        role="search"
        aria-label={searchText.pageTitle}
        className="mx-auto mt-12 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-end"
      >
        <Field
          label={notFoundText.searchLabel}
          name="q"
          type="search"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="flex-1"
        />
        <button type="submit" className={buttonClasses("secondary", "cursor-pointer")}>
          {searchText.submit}
        </button>
      </form>
      <nav aria-labelledby="not-found-links" className="mt-10">
        <h2 id="not-found-links" className="text-lg font-semibold">
          {notFoundText.linksHeading}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {notFoundText.links.map((link) => (
            <li key={link.to}>
              <TextLink strong to={link.to}>
                {link.label ?? listLink}
              </TextLink>
            </li>
          ))}
        </ul>
      </nav>
      <script src={notFoundScript} defer />
    </div>
  );
}
