import { Form, Link } from "react-router";
import { CommissionNotice } from "~/site/frame/commission-notice";
import type { Route } from "./+types/search.route";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { SearchNoHitsLinks } from "~/site/search/search-no-hits";
import { buttonClasses } from "~/shared/ui/button-link";
import { Field } from "~/shared/forms/field";
import { search } from "~/site/search/search";
import { feedSourcedHit, searchIndex } from "~/site/search/search-index.server";
import { FeedAttribution } from "~/shared/cards/feed-attribution";
import { RESULTS_PER_PAGE, searchResultsPage } from "~/site/search/search-page";
import { ListPages } from "~/site/card-list/list-pages";
import { breadcrumbJsonLd, pageMeta } from "~/shared/seo";
import { fillSearchText, searchText } from "~/site/search/search-text";
import { uiText } from "~/site/site-text";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";

/**
 * /sok: the search without JavaScript. A plain GET form; /sok is prerendered with the empty
 * form and suggestions, /sok?q=… is rendered by the server, one page of hits at a time (?side=). The page does not hydrate.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = searchResultsPage(search(searchIndex(), params.get("q") ?? ""), params.get("side"));
  return { ...page, feedSourced: feedSourcedHit(page.results) };
}

const description =
  "Søk blant kredittkortene vi sammenligner og guidene våre: på kortnavn, bank eller fordel som lounge, reiseforsikring, cashback eller ingen årsgebyr.";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.query) {
    const trail = [
      { name: uiText.home, path: "/" },
      { name: searchText.pageTitle, path: "/sok" },
    ];
    return pageMeta({ title: searchText.pageTitle, description, path: "/sok", jsonLd: [breadcrumbJsonLd(trail)] });
  }
  // A results page is not a page of its own for search engines; its links are still followed.
  const { query, total } = loaderData;
  const title = fillSearchText(total > 0 ? searchText.resultCount : searchText.noHits, { n: total, q: query });
  return [...pageMeta({ title, description, path: "/sok" }), { name: "robots", content: "noindex, follow" }];
};

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, total, results, suggestion, page, pages, feedSourced } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs trail={[{ name: uiText.home, path: "/" }, { name: searchText.pageTitle }]} />
      <PageTitle className="mt-4">{searchText.pageTitle}</PageTitle>
      <p className="mt-3 text-lg text-muted">
        Søk blant kredittkortene vi sammenligner og alle guidene og artiklene våre, på kortnavn, bank eller fordel. Du
        trenger ikke skrive æ, ø og å: «arsgebyr» finner også «årsgebyr», og du kan skrive bare begynnelsen av et ord.
        Små skrivefeil går også: «kreditkort» finner «kredittkort».
      </p>

      <Form
        method="get"
        action="/sok"
        role="search"
        aria-label={searchText.pageTitle}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <Field
          key={query}
          label={searchText.inputLabel}
          name="q"
          type="search"
          defaultValue={query}
          hint={searchText.inputHint}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="flex-1"
        />
        <button type="submit" className={buttonClasses("primary", "sm:min-w-28")}>
          {searchText.submit}
        </button>
      </Form>

      {query && (
        <section aria-labelledby="sok-treff-heading" className="mt-10">
          <h2 id="sok-treff-heading" className="text-2xl font-bold">
            {fillSearchText(total > 0 ? searchText.resultCount : searchText.noHits, { n: total, q: query })}
          </h2>
          {suggestion && (
            <p className="mt-2 text-lg">
              <TextLink strong to={`/sok?q=${encodeURIComponent(suggestion)}`}>
                {fillSearchText(searchText.didYouMean, { q: suggestion })}
              </TextLink>
            </p>
          )}
          {total > 0 ? (
            <>
              <p className="mt-2 text-sm text-muted">
                Treff i kortnavn og bank kommer først, så treff i kortenes fordeler og guidenes titler, så treff i annen
                tekst. Ved like treff kommer kortet med høyest vurdering først.
                {pages > 1 && ` ${searchText.pageOf(page, pages)}`}
              </p>
              <CommissionNotice
                shown={results.flatMap((result) =>
                  result.kind === "card" ? [{ urlSlug: result.href.replace("/kort/", "") }] : [],
                )}
              />
              <ol
                aria-labelledby="sok-treff-heading"
                start={page > 1 ? (page - 1) * RESULTS_PER_PAGE + 1 : undefined}
                className="mt-4 space-y-3"
              >
                {results.map((result) => (
                  <li key={result.href} className="rounded-xl border border-gray-200 p-4 shadow-sm">
                    <span className="mr-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
                      {searchText.kindLabel[result.kind]}
                    </span>
                    <Link to={result.href} className={`${linkClass} text-lg`}>
                      {result.title}
                    </Link>
                    <p className="mt-1 text-muted">{result.text}</p>
                  </li>
                ))}
              </ol>
              {feedSourced && (
                <p className="mt-3 text-sm text-muted">
                  <FeedAttribution />
                </p>
              )}
              <ListPages
                page={page}
                pages={pages}
                params={[["q", query]]}
                path="/sok"
                hash="#sok-treff-heading"
                label={searchText.pagesNav}
              />
            </>
          ) : (
            <>
              <p className="mt-3 max-w-3xl text-muted">{searchText.noHitsHelp}</p>
              <SearchNoHitsLinks className="mt-4" />
            </>
          )}
        </section>
      )}

      <section aria-labelledby="sok-forslag-heading" className="mt-10">
        <h2 id="sok-forslag-heading" className="text-xl font-bold">
          {searchText.suggestionsHeading}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {searchText.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <Link
                to={`/sok?q=${encodeURIComponent(suggestion)}`}
                className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 font-medium text-brand-800 no-underline hover:border-brand-700 hover:bg-brand-50"
              >
                <span className="sr-only">Søk etter </span>
                {suggestion}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
